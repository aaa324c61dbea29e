import type { AuthDialogId } from '@raketa/shared';
import { useLocation, useNavigate } from '@raketa/shared';
import { dialogOfHash, hashFor } from '../lib/fragments';
import { closeTarget } from '../lib/redirects';
import { useAuthEnvironment } from './auth-environment';

/** The dialog the fragment opens, and navigation between dialogs (by fragment) and out of them. */
export function useAuthLocation() {
  const { locale } = useAuthEnvironment();
  const location = useLocation();
  const navigate = useNavigate();
  return {
    location,
    dialog: dialogOfHash(location.hash),
    /** Opens `dialog` on this page; `replace` for a tab change, so Back leaves the dialog instead of replaying tabs. */
    open: (dialog: AuthDialogId, options: { replace?: boolean } = {}) =>
      void navigate({ pathname: location.pathname, search: location.search, hash: hashFor(dialog, locale) }, options),
    close: () => void navigate(closeTarget(location, window.location.origin), { replace: true }),
    navigate,
  };
}
