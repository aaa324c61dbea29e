/**
 * The three API clients of spec section 7, all on ky. Paths are same-origin:
 * the shell server forwards them to the API, so the browser never needs CORS.
 */
import ky, { type AfterResponseHook, type KyInstance } from 'ky';

/**
 * The one retry layer of the web apps is ky's, here: it sees every request (queries, loaders and
 * actions alike), retries only transient statuses and network failures and honours Retry-After.
 * TanStack Query does not retry on top of it (query-client.ts), so a failing GET goes out at most
 * this many times. Spec section 7: one retry for non-body methods.
 */
export const GET_ATTEMPTS = 2;
// Spec section 7: the statuses worth another try.
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504];
/** ky's retry options: non-body methods only, so POST, PUT, PATCH and DELETE are never repeated by themselves. */
export const RETRY = {
  limit: GET_ATTEMPTS - 1,
  methods: ['get', 'head', 'options'],
  statusCodes: RETRY_STATUS_CODES,
};

export interface ApiClients {
  /** The language API host: JSON, with credentials (auth, support, intercom). */
  languageApi: KyInstance;
  /** The back API: JSON-LD. */
  backApi: KyInstance;
  /** The core API for product data: JSON-LD Hydra collections. */
  coreApi: KyInstance;
}

/**
 * Reads every answer's body to its end, whether or not the caller wants it. Chromium keeps a
 * `Cache-Control: no-store` answer whose body nobody reads pending for as long as the page lives
 * (the API's 200 to POST /api/login, POST /api/password-reset/check, the CSRF token…), so the page
 * never reaches network idle (issue 22). ky hands the hook a tee'd clone: reading it pulls the
 * network body to its end, and the caller's response still holds every byte.
 */
export const drainBody: AfterResponseHook = async (_request, _options, response) => {
  await response.arrayBuffer().catch(() => undefined);
};

export function createApiClients(baseUrl: string): ApiClients {
  const base = ky.create({
    prefixUrl: baseUrl,
    credentials: 'include',
    retry: RETRY,
    timeout: 15_000,
    hooks: { afterResponse: [drainBody] },
  });
  return {
    languageApi: base.extend({ headers: { Accept: 'application/json' } }),
    backApi: base.extend({ headers: { Accept: 'application/ld+json' } }),
    coreApi: base.extend({ headers: { Accept: 'application/ld+json' } }),
  };
}

const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
export const api: ApiClients = createApiClients(origin);
