import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkWebhookUrl, isAllowedAddress, postWebhook, RESPONSE_EXCERPT, type Resolver } from './webhook-http';

const noDns: Resolver = async () => {
  throw new Error('no DNS in this test');
};
const resolving =
  (table: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const problemOf = async (url: string, options: { allowLoopback?: boolean; resolve?: Resolver } = {}) => {
  try {
    await checkWebhookUrl(url, { allowLoopback: options.allowLoopback ?? false, resolve: options.resolve ?? noDns });
    return 'accepted';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('webhook addresses (SSRF)', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'CGNAT'],
    ['224.0.0.1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['fd00::1', 'IPv6 unique local'],
    ['fe80::1', 'IPv6 link-local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['ff02::1', 'IPv6 multicast'],
  ])('refuses %s (%s)', (address) => {
    expect(isAllowedAddress(address, false)).toBe(false);
  });

  it('accepts public unicast addresses, and loopback only when allowed', () => {
    expect(isAllowedAddress('93.184.216.34', false)).toBe(true);
    expect(isAllowedAddress('2606:2800:220:1:248:1893:25c8:1946', false)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(false);
  });

  it('refuses literal private addresses, http, credentials and what is not a URL', async () => {
    expect(await problemOf('https://127.0.0.1/hook')).toBe('address_not_public');
    expect(await problemOf('https://[::1]/hook')).toBe('address_not_public');
    expect(await problemOf('https://[::ffff:7f00:1]/hook')).toBe('address_not_public');
    expect(await problemOf('https://[fd12:3456::1]/hook')).toBe('address_not_public');
    expect(await problemOf('https://169.254.169.254/latest/meta-data')).toBe('address_not_public');
    expect(await problemOf('http://93.184.216.34/hook')).toBe('https_required');
    expect(await problemOf('https://user:pass@93.184.216.34/hook')).toBe('invalid_url');
    expect(await problemOf('ftp://93.184.216.34/hook')).toBe('invalid_url');
    expect(await problemOf('not a url')).toBe('invalid_url');
    expect(await problemOf('https://93.184.216.34/hook')).toBe('accepted');
  });

  it('checks a host name after resolving it: every address must be public', async () => {
    const resolve = resolving({
      'ats.example': ['93.184.216.34'],
      'internal.example': ['10.1.2.3'],
      'mixed.example': ['93.184.216.34', '192.168.0.10'],
      'metadata.example': ['169.254.169.254'],
      'v6-local.example': ['fd00::5'],
    });
    expect(await problemOf('https://ats.example/hook', { resolve })).toBe('accepted');
    expect(await problemOf('https://internal.example/hook', { resolve })).toBe('address_not_public');
    expect(await problemOf('https://mixed.example/hook', { resolve })).toBe('address_not_public');
    expect(await problemOf('https://metadata.example/hook', { resolve })).toBe('address_not_public');
    expect(await problemOf('https://v6-local.example/hook', { resolve })).toBe('address_not_public');
    expect(await problemOf('https://unknown.example/hook', { resolve })).toBe('unresolvable');
  });

  it('refuses localhost through the system resolver unless loopback is allowed, and http only to loopback', async () => {
    const { systemResolver } = await import('./webhook-http');
    expect(await problemOf('https://localhost/hook', { resolve: systemResolver })).toBe('address_not_public');
    expect(await problemOf('http://127.0.0.1:9/hook', { allowLoopback: true })).toBe('accepted');
    expect(await problemOf('http://93.184.216.34/hook', { allowLoopback: true })).toBe('https_required');
    expect(await problemOf('https://10.0.0.1/hook', { allowLoopback: true })).toBe('address_not_public');
  });
});

describe('postWebhook', () => {
  let server: http.Server;
  let port: number;
  const seen: { host: string | undefined; body: string }[] = [];
  let answer: (response: http.ServerResponse) => void = (response) => response.end('ok');

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ host: request.headers.host, body });
        answer(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('connects to the address it checked, asking the resolver once (no rebinding between check and connect)', async () => {
    let asked = 0;
    // A name that exists nowhere but in this resolver: reaching the server proves the socket used the checked address.
    const resolve: Resolver = async () => {
      asked += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const result = await postWebhook(`http://receiver.invalid:${port}/hook`, '{"a":1}', {}, { allowLoopback: true, resolve });
    expect(result).toMatchObject({ statusCode: 200, error: null, response: 'ok' });
    expect(asked).toBe(1);
    expect(seen.at(-1)).toEqual({ host: `receiver.invalid:${port}`, body: '{"a":1}' });
  });

  it('does not call a refused address at all', async () => {
    const before = seen.length;
    const result = await postWebhook(`http://127.0.0.1:${port}/hook`, '{}', {}, { allowLoopback: false, resolve: noDns });
    expect(result).toMatchObject({ statusCode: null, error: 'https_required' });
    const resolved = await postWebhook(
      `https://receiver.invalid:${port}/hook`,
      '{}',
      {},
      { allowLoopback: false, resolve: resolving({ 'receiver.invalid': ['127.0.0.1'] }) },
    );
    expect(resolved).toMatchObject({ statusCode: null, error: 'address_not_public' });
    expect(seen.length).toBe(before);
  });

  it('follows no redirect, keeps an excerpt of a long answer and gives up after the timeout', async () => {
    answer = (response) => response.writeHead(302, { location: 'http://169.254.169.254/' }).end('moved');
    const before = seen.length;
    expect(await postWebhook(`http://127.0.0.1:${port}/hook`, '{}', {}, { allowLoopback: true, resolve: noDns })).toMatchObject({ statusCode: 302 });
    expect(seen.length).toBe(before + 1);

    answer = (response) => response.end('x'.repeat(200_000));
    const long = await postWebhook(`http://127.0.0.1:${port}/hook`, '{}', {}, { allowLoopback: true, resolve: noDns });
    expect(long.statusCode).toBe(200);
    expect(long.response).toHaveLength(RESPONSE_EXCERPT);

    answer = () => {}; // never answers
    const slow = await postWebhook(`http://127.0.0.1:${port}/hook`, '{}', {}, { allowLoopback: true, resolve: noDns, timeoutMs: 300 });
    expect(slow).toMatchObject({ statusCode: null, error: 'timeout' });
    expect(slow.durationMs).toBeGreaterThanOrEqual(290);
    answer = (response) => response.end('ok');
  });
});
