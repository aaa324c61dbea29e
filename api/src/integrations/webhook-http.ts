// Server-only: the one way the API calls a company's webhook (api/INTEGRATIONS.md, "Addresses"). A
// company chooses the URL, so the call must not reach the API's own network (SSRF): only https, every
// address the name resolves to must be public (checked after DNS resolution), the socket connects to
// the address that was checked (the resolver is asked once, so a name cannot rebind between the check
// and the connection), redirects are not followed, and time and answer size are capped.
// WEBHOOKS_ALLOW_LOOPBACK (tests only) also lets http(s) reach loopback addresses.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Resolves a host name to every address it has (the system resolver; tests inject their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

export interface WebhookHttpOptions {
  allowLoopback: boolean;
  resolve: Resolver;
}

export type WebhookAddressProblem = 'invalid_url' | 'https_required' | 'address_not_public' | 'unresolvable';

export class WebhookAddressError extends Error {
  constructor(readonly code: WebhookAddressProblem) {
    super(
      {
        invalid_url: 'The address is not an absolute URL without user name and password',
        https_required: 'A webhook address must use https',
        address_not_public: 'The address resolves to a private, loopback or otherwise non-public IP',
        unresolvable: 'The address’s host name does not resolve',
      }[code],
    );
  }
}

/**
 * Whether a webhook may connect to `address`: public unicast only (ipaddr.js's ranges: loopback,
 * private, link-local, CGNAT, multicast, unspecified, reserved, IPv6 unique-local and IPv4-mapped
 * ones, 6to4/Teredo and the rest are refused); loopback too when allowed.
 */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.parse(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/** The URL checked and the addresses its host resolves to, all allowed; else WebhookAddressError. */
export async function checkWebhookUrl(
  value: string,
  { allowLoopback, resolve }: WebhookHttpOptions,
): Promise<{ url: URL; addresses: ResolvedAddress[] }> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new WebhookAddressError('invalid_url');
  }
  if (url.username || url.password || url.hostname === '' || !['https:', 'http:'].includes(url.protocol))
    throw new WebhookAddressError('invalid_url');
  if (url.protocol === 'http:' && !allowLoopback) throw new WebhookAddressError('https_required');
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new WebhookAddressError('unresolvable');
    }
    if (addresses.length === 0) throw new WebhookAddressError('unresolvable');
  }
  // Every address, not one: a name with a public and a private address would reach either.
  if (!addresses.every(({ address }) => isAllowedAddress(address, allowLoopback))) throw new WebhookAddressError('address_not_public');
  // Plain http is for a local receiver only: its addresses must all be loopback.
  if (url.protocol === 'http:' && !addresses.every(({ address }) => ipaddr.parse(address).range() === 'loopback')) {
    throw new WebhookAddressError('https_required');
  }
  return { url, addresses };
}

export interface WebhookResult {
  /** The receiver's status; null when none came. */
  statusCode: number | null;
  /** Why no status came: an address problem, `timeout`, `connection_failed`, `too_large`. */
  error: string | null;
  /** The first RESPONSE_EXCERPT characters of the answer. */
  response: string;
  durationMs: number;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** More of an answer is not read (the connection is closed). */
export const WEBHOOK_RESPONSE_MAX_BYTES = 64 * 1024;
export const RESPONSE_EXCERPT = 500;

/** POSTs `body` to `url` under the rules above; never throws for the receiver's or the network's failures. */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: WebhookHttpOptions & { timeoutMs?: number },
): Promise<WebhookResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let target: { url: URL; addresses: ResolvedAddress[] };
  try {
    target = await checkWebhookUrl(url, options);
  } catch (error) {
    if (error instanceof WebhookAddressError) return { statusCode: null, error: error.code, response: '', durationMs: elapsed() };
    throw error;
  }
  const { address, family } = target.addresses[0]!;
  // The connection goes to the address checked above, whatever the resolver would say now.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<WebhookResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<WebhookResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Raketa-Webhooks/1',
        },
        // No agent: a kept-alive socket to another address must not be reused.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size >= WEBHOOK_RESPONSE_MAX_BYTES) return;
          chunks.push(chunk);
          size += chunk.length;
          // Enough for the excerpt: the rest is not read.
          if (size >= WEBHOOK_RESPONSE_MAX_BYTES) done();
        });
        const done = () =>
          finish({
            statusCode: response.statusCode ?? null,
            error: null,
            response: [...Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_MAX_BYTES).toString('utf8')].slice(0, RESPONSE_EXCERPT).join(''),
          });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => finish({ statusCode: null, error: 'timeout', response: '' }), options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ statusCode: null, error: error.code === 'ECONNREFUSED' ? 'connection_refused' : 'connection_failed', response: '' }),
    );
    request.end(body);
  });
}
