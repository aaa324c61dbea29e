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

/**
 * The auth remote's second module, `./dialogs` (file `src/exposes/dialogs.tsx`): the
 * auth dialogs, which open on any page by URL fragment (spec section 2, "Auth dialogs").
 * The shell mounts it only while the fragment is one of AUTH_DIALOG_FRAGMENTS.
 */
export const AUTH_DIALOGS_EXPOSE = 'dialogs';

export type AuthDialogId = 'login' | 'register' | 'forgottenPassword' | 'twoFactor' | 'logout';

/** The spec's fragment table (without `#`): both sides compile against it, so the shell mounts exactly what the remote opens. */
export const AUTH_DIALOG_FRAGMENTS: Record<AuthDialogId, Record<LocaleCode, string>> = {
  login: { en: 'login', cs: 'prihlaseni' },
  register: { en: 'register', cs: 'registrace' },
  forgottenPassword: { en: 'forgotten-password', cs: 'zapomenute-heslo' },
  twoFactor: { en: '2fa', cs: '2fa' },
  logout: { en: 'logout', cs: 'odhlasit' },
};

const AUTH_DIALOG_HASHES = new Set(
  Object.values(AUTH_DIALOG_FRAGMENTS).flatMap((fragments) => Object.values(fragments).map((fragment) => `#${fragment}`)),
);

/** True when the URL fragment (with `#`) opens an auth dialog, in either language. */
export const isAuthDialogHash = (hash: string): boolean => AUTH_DIALOG_HASHES.has(hash);

export interface AuthDialogsProps {
  locale: LocaleCode;
  /**
   * Where a company goes after sign-up (the employer start-up add page), with the
   * sign-up redirect URL as its `back`; unset uses the remote's default.
   */
  employerStartupAddUrl?: string;
}

export interface RemoteAuthDialogsModule {
  /** Renders the dialog the URL fragment names, or nothing. */
  default: ComponentType<AuthDialogsProps>;
}
