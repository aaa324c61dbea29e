import { AUTH_DIALOG_FRAGMENTS } from '../federation/contract';
import type { LocaleCode } from '../locale/locales';

/**
 * The login dialog's address for a signed-out visitor of this page: the page itself, with
 * `redirect_to` back to it, so signing in (or closing the dialog) returns here.
 */
export function loginHrefFor(location: { pathname: string; search: string }, locale: LocaleCode): string {
  const params = new URLSearchParams(location.search);
  params.delete('redirect_to');
  const rest = params.toString();
  const page = `${location.pathname}${rest ? `?${rest}` : ''}`;
  const search = new URLSearchParams(location.search);
  search.set('redirect_to', page);
  return `${location.pathname}?${search}#${AUTH_DIALOG_FRAGMENTS.login[locale]}`;
}
