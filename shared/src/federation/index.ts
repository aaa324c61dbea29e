/**
 * `@raketa/shared/federation`: what the node tooling (@raketa/platform: builds, servers, releases)
 * agrees on with the browser code, without the UI kit or the router: the contract version, the
 * server render's contract, where message files live, the locale codes, the route ids and remotes.
 */
export { REMOTE_CONTRACT_VERSION } from './contract';
export * from './ssr';
export * from '../i18n/messages-path';
export { LOCALE_CODES, isLocaleCode, type LocaleCode } from '../locale/locales';
export { REMOTE_NAMES, ROUTE_IDS, type RemoteName, type RouteId } from '../routes/route-table';
