// Server-only: absolute page URLs of the site a request came to. The language is the host's
// (the shell server forwards the site host as X-Forwarded-Host); the origin is built from the
// configured host, never echoed from the request.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { pathFor, type RouteId } from '@raketa/shared/routes';

export type SiteLocale = 'cs' | 'en';
export const SITE_LOCALES: readonly SiteLocale[] = ['cs', 'en'];

/** English on the English host, Czech everywhere else. */
export function siteLocale(request: FastifyRequest, siteHosts: Config['siteHosts']): SiteLocale {
  return request.host.toLowerCase() === siteHosts.en ? 'en' : 'cs';
}

export interface SiteUrls {
  locale: SiteLocale;
  /** The absolute URL of a page in `locale` (default: the request's). */
  page(id: RouteId, params?: Record<string, string>, locale?: SiteLocale): string;
  /** An absolute URL of a path on this site (`/feed.xml`). */
  path(pathname: string): string;
}

export function siteUrls(request: FastifyRequest, siteHosts: Config['siteHosts']): SiteUrls {
  const locale = siteLocale(request, siteHosts);
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const origin = (code: SiteLocale) => `${protocol}://${siteHosts[code]}`;
  return {
    locale,
    page: (id, params = {}, code = locale) => `${origin(code)}${pathFor(id, code, params)}`,
    path: (pathname) => `${origin(locale)}${pathname}`,
  };
}
