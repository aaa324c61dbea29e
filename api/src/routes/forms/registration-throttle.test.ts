import { REGISTRATION_PER_IP } from '../../auth/registration';
import { postForm, setCookies, uniqueEmail } from '../../testing/auth';
import { withTestApp } from '../../testing/test-app';
import { httpTestDrivers } from '../../testing/test-db';

const HOUR = 60 * 60 * 1000;

describe.each(httpTestDrivers)('POST /registrovat throttling on %s', (driver) => {
  const { ctx, advance } = withTestApp(driver, '2031-06-01T10:15:00.000Z');

  const register = (ip: string, fields: Record<string, string> = {}) =>
    postForm(
      ctx.app,
      '/registrovat',
      { name: 'Jana Nováková', username: uniqueEmail('limit'), password: 'Zx9#kq2!vlak', vop: 'true', ...fields },
      { headers: { 'x-forwarded-for': ip } },
    );

  it('allows 20 sign-ups an hour per client IP, then answers 429 too_many_attempts with Retry-After and creates nothing', async () => {
    expect(REGISTRATION_PER_IP).toEqual({ limit: 20, windowMs: HOUR });
    const ip = '198.51.100.20';
    // Invalid forms create nothing and are not counted.
    for (let i = 0; i < 5; i += 1) expect((await register(ip, { vop: '' })).statusCode).toBe(422);
    for (let i = 0; i < 20; i += 1) expect((await register(ip)).statusCode).toBe(201);

    const email = uniqueEmail('refused');
    const refused = await register(ip, { username: email });
    expect(refused.statusCode).toBe(429);
    // The sliding window frees a place once the first of the twenty is an hour old.
    expect(refused.headers['retry-after']).toBe(String(60 * 60));
    expect(refused.json()).toMatchObject({ type: 'urn:raketa:problem:too_many_attempts', code: 'too_many_attempts' });
    expect(setCookies(refused).raketa_session).toBeUndefined();
    const { rows } = await ctx.db.query('select 1 from users where email = $1', [email]);
    expect(rows).toHaveLength(0);

    // Another address is counted apart; the next hour starts afresh.
    expect((await register('198.51.100.21')).statusCode).toBe(201);
    advance(HOUR);
    expect((await register(ip)).statusCode).toBe(201);
  });

  it('counts an attempt with a registered e-mail (409), so the limit also bounds probing', async () => {
    const ip = '198.51.100.30';
    const email = uniqueEmail('taken');
    expect((await register(ip, { username: email })).statusCode).toBe(201);
    for (let i = 0; i < 19; i += 1) expect((await register(ip, { username: email })).statusCode).toBe(409);
    expect((await register(ip, { username: email })).statusCode).toBe(429);
  });
});

describe.each(httpTestDrivers)('POST /registrovat with SIGN_UPS_PER_IP_PER_HOUR on %s', (driver) => {
  const { ctx } = withTestApp(driver, '2031-06-01T10:15:00.000Z', { config: { signUpsPerIpPerHour: 2 } });

  it('allows as many sign-ups an hour per client IP as configured', async () => {
    const register = () =>
      postForm(
        ctx.app,
        '/registrovat',
        { name: 'Jana Nováková', username: uniqueEmail('limit'), password: 'Zx9#kq2!vlak', vop: 'true' },
        { headers: { 'x-forwarded-for': '198.51.100.40' } },
      );
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(429);
  });
});
