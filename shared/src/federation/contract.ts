/**
 * The typed face between the shell and its remotes. Both sides compile against
 * these types, so a contract change breaks the type check of both.
 */
import type { ComponentType } from 'react';
import type { LocaleCode } from '../locale/locales';
import type { RemoteName, RouteId } from '../routes/route-table';

declare global {
  /**
   * REMOTE_CONTRACT_VERSION as the reading app was built against, defined by its build
   * (platform/contract-version.ts; `RAKETA_CONTRACT_VERSION_OVERRIDE` changes it for a test
   * build). Undeclared under Jest, so read it as `typeof __RAKETA_CONTRACT_VERSION__ === 'number' ? … : …`.
   */
  const __RAKETA_CONTRACT_VERSION__: number | undefined;
}

/**
 * The version of the contract between the shell and its remotes: every type and constant in this
 * file (the exposed modules and their props, RemotesConfig's shape) and the shared singletons with
 * their versions (platform/shared-deps.ts). Any change to one of them that an already built
 * remote or shell would not understand bumps it. Each remote is built with it as a constant and
 * exports it from every exposed module (`contractVersion`); the shell refuses a module built
 * against another version, or none, and shows the area's fallback instead.
 * (2: the router inside `@raketa/shared`; 3: `Pagination` and `showFieldErrors` there, which remotes import;
 * 4: remotes take the federation runtime core from the host, platform/runtime-core-provider.ts;
 * 5: a remote's server render answers the page's status, redirect and head, ssr.ts `RenderResult`.)
 */
export const REMOTE_CONTRACT_VERSION = 5;

/** The named export of every exposed module that carries the contract version it was built against. */
export const CONTRACT_VERSION_EXPORT = 'contractVersion';

/** What every exposed module exports beside its component. */
export interface VersionedRemoteModule {
  /** The remote's build-time `__RAKETA_CONTRACT_VERSION__` (undefined only outside a build). */
  contractVersion: number | undefined;
}

/** The module every remote exposes as `./routes` (file `src/exposes/routes.tsx`). */
export const ROUTES_EXPOSE = 'routes';

export interface RemotePageProps {
  routeId: RouteId;
  locale: LocaleCode;
}

export interface RemoteRoutesModule extends VersionedRemoteModule {
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

export interface RemoteAuthDialogsModule extends VersionedRemoteModule {
  /** Renders the dialog the URL fragment names, or nothing. */
  default: ComponentType<AuthDialogsProps>;
}
