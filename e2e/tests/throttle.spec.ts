import http from 'node:http';
import { expect, test } from '../fixtures';

/**
 * POST /api/login through the shell from `localAddress` (another loopback address per "browser"),
 * with a forged X-Forwarded-For: the shell passes on the browser's own address, the API believes
 * the shell (TRUST_PROXY) and no one else.
 */
function login(siteUrl: string, localAddress: string, body: object): Promise<number> {
  const url = new URL('/api/login', siteUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          host: url.host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 254) + 1}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

// Needs the browsers to come from loopback addresses of their own: the local stack only.
test('the API throttles sign-ins by the browser address the shell passes on, whatever the browser claims @local-stack', async ({ site }) => {
  const username = `throttle-${Date.now()}@example.com`;
  const guess = { username, password: 'not the password' };
  // Five guesses, each claiming another address: still one browser, so the sixth is refused.
  for (let attempt = 1; attempt <= 5; attempt += 1) expect(await login(site.cs, '127.0.0.21', guess)).toBe(401);
  expect(await login(site.cs, '127.0.0.21', guess)).toBe(429);
  // Another browser has its own allowance: the API sees the address the shell passed on, not the shell's.
  expect(await login(site.cs, '127.0.0.22', guess)).toBe(401);
});
