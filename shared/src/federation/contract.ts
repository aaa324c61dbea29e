/**
 * The typed face between the shell and its remotes. Both sides compile against
 * these types, so a contract change breaks the type check of both.
 */
import type { ComponentType } from 'react';
import type { LocaleCode } from '../locale/locales';
import type { RemoteName, RouteId } from '../routes/route-table';

/** The module every remote exposes as `./routes` (file `src/exposes/routes.tsx`). */
export const ROUTES_EXPOSE = 'routes';

export interface RemotePageProps {
  routeId: RouteId;
  locale: LocaleCode;
}

export interface RemoteRoutesModule {
  /** Renders the page of `routeId`; params come from the router (one shared instance). */
  default: ComponentType<RemotePageProps>;
}

/** Served by the shell server at REMOTES_CONFIG_PATH; lists where each remote's manifest lives. */
export interface RemotesConfig {
  remotes: { name: RemoteName; entry: string }[];
}

export const REMOTES_CONFIG_PATH = '/config/remotes.json';

/** How long the shell waits for a remote's entry and module before showing the area's fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 5000;
