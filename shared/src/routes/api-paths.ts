import { LOCALE_CODES } from '../locale/locales';
import { routes, type RouteId } from './route-table';

/**
 * Paths the shell server forwards to the API (spec section 7), so the browser
 * stays same-origin. Prefixes are forwarded for every method. The Atom feed and
 * the sitemap are the API's too: it lists the jobs and companies, per site host.
 */
export const API_PATH_PREFIXES = ['/api', '/support', '/connect', '/2fa_check', '/feed.xml', '/sitemap.xml'] as const;

/** Page routes whose browser form POST (sign-in, sign-up, reset, sign-out) goes to the API; GET stays a page. */
const FORM_POST_ROUTES: RouteId[] = ['login', 'register', 'resetPassword', 'logout'];
export const API_FORM_POST_PATHS: string[] = [...new Set(FORM_POST_ROUTES.flatMap((id) => LOCALE_CODES.map((code) => routes[id].path[code])))];
