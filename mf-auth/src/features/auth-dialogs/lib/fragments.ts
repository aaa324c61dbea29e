/**
 * Which auth dialog the URL fragment opens (spec section 2, "Auth dialogs"). Both
 * languages' fragments open their dialog on either site; the dialogs write the site's own.
 */
import { AUTH_DIALOG_FRAGMENTS, LOCALE_CODES, type AuthDialogId, type LocaleCode } from '@raketa/shared';

export type AuthTab = 'login' | 'register';

function fragmentOf(hash: string): string {
  const bare = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

/** The dialog `hash` (`#login`, `prihlaseni`...) opens, or null. */
export function dialogOfHash(hash: string): AuthDialogId | null {
  const fragment = fragmentOf(hash);
  if (!fragment) return null;
  for (const [id, fragments] of Object.entries(AUTH_DIALOG_FRAGMENTS) as [AuthDialogId, Record<LocaleCode, string>][]) {
    if (LOCALE_CODES.some((code) => fragments[code] === fragment)) return id;
  }
  return null;
}

/** `#fragment` of `dialog` in the site's language. */
export const hashFor = (dialog: AuthDialogId, locale: LocaleCode): string => `#${AUTH_DIALOG_FRAGMENTS[dialog][locale]}`;

/** Login and register share one dialog; everything else is its own. */
export type AuthDialogView = 'loginRegister' | Exclude<AuthDialogId, AuthTab>;

export function viewOf(dialog: AuthDialogId): AuthDialogView {
  return dialog === 'login' || dialog === 'register' ? 'loginRegister' : dialog;
}

/** The tab of the login/register dialog: registration only for the register fragment, login otherwise. */
export const tabOfHash = (hash: string): AuthTab => (dialogOfHash(hash) === 'register' ? 'register' : 'login');
