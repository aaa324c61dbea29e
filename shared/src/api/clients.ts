/**
 * The three API clients of spec section 7, all on ky. Paths are same-origin:
 * the shell server forwards them to the API, so the browser never needs CORS.
 */
import ky, { type KyInstance } from 'ky';

// Spec section 7: retried statuses; one retry for non-body methods, none for body methods.
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504];
const retry = { limit: 1, methods: ['get', 'head', 'options'], statusCodes: RETRY_STATUS_CODES };

export interface ApiClients {
  /** The language API host: JSON, with credentials (auth, support, intercom). */
  languageApi: KyInstance;
  /** The back API: JSON-LD. */
  backApi: KyInstance;
  /** The core API for product data: JSON-LD Hydra collections. */
  coreApi: KyInstance;
}

export function createApiClients(baseUrl: string): ApiClients {
  const base = ky.create({ prefixUrl: baseUrl, credentials: 'include', retry, timeout: 15_000 });
  return {
    languageApi: base.extend({ headers: { Accept: 'application/json' } }),
    backApi: base.extend({ headers: { Accept: 'application/ld+json' } }),
    coreApi: base.extend({ headers: { Accept: 'application/ld+json' } }),
  };
}

const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
export const api: ApiClients = createApiClients(origin);
