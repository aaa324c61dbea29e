import { UNIQUE_USERNAME_PER_IP } from './index';
import { withTestApp } from '../../../testing/test-app';
import { httpTestDrivers } from '../../../testing/test-db';

describe.each(httpTestDrivers)('GET /support/unique-username throttling on %s', (driver) => {
  const { ctx, advance } = withTestApp(driver, '2031-06-01T10:00:10.000Z');

  const check = (ip: string) =>
    ctx.app.inject({ method: 'GET', url: '/support/unique-username/someone%40example.com', headers: { 'x-forwarded-for': ip } });

  it('allows 30 checks a minute per client IP, then answers 429 too_many_attempts with Retry-After', async () => {
    expect(UNIQUE_USERNAME_PER_IP).toEqual({ limit: 30, windowMs: 60_000 });
    for (let i = 0; i < 30; i += 1) expect((await check('198.51.100.7')).statusCode).toBe(200);

    const refused = await check('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    // A sliding minute: a place frees once the first of the thirty is a minute old.
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toMatchObject({ type: 'urn:raketa:problem:too_many_attempts', code: 'too_many_attempts' });

    // Another address is counted apart; a minute later the first thirty are out of the window.
    expect((await check('198.51.100.8')).statusCode).toBe(200);
    advance(60_000);
    expect((await check('198.51.100.7')).statusCode).toBe(200);
  });
});
