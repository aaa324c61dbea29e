import { AUTH_DIALOGS_EXPOSE, type RemoteAuthDialogsModule } from '@raketa/shared';
import { loadRemoteModule } from '../../lib/load-remote';

/** The auth remote's dialogs module, loaded (and retried) like any remote module. */
export const loadAuthDialogs = () => loadRemoteModule<RemoteAuthDialogsModule>('auth', AUTH_DIALOGS_EXPOSE);
