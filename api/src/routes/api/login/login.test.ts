import crypto from 'node:crypto';
import { buildApp } from '../../../app';
import { createUser, PASSWORD, uniqueEmail } from '../../../testing/auth';
import { withTestApp } from '../../../testing/test-app';
import { TEST_SCRYPT_PARAMS, testConfig, testDrivers } from '../../../testing/test-db';

describe.each(testDrivers)('POST /api/login on %s', (driver) => {
  // Starts on a minute boundary, so each test's throttle window is predictable.
  const { ctx, now, advance } = withTestApp(driver, '2031-01-01T00:00:00.000Z');
  beforeEach(() => {
    // A fresh minute (and fresh windows) for every test.
    advance(60_000 - (now().getTime() % 60_000));
  });
  afterEach(() => jest.restoreAllMocks());

  let ipCounter = 0;
  const freshIp = () => `203.0.113.${(ipCounter += 1)}`;
  const login = (body: unknown, ip = '198.51.100.1', app = ctx.app) =>
    app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': ip }, payload: body as object });

  it('answers 200 for the right credentials, without signing in', async () => {
    const user = await createUser(ctx.app);
    const response = await login({ username: user.email, password: PASSWORD }, freshIp());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoFactorRequired: false });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('matches the e-mail case-insensitively', async () => {
    const user = await createUser(ctx.app, { email: uniqueEmail('MixedCase') });
    const response = await login({ username: ` ${user.email.toUpperCase()} `, password: PASSWORD }, freshIp());
    expect(response.statusCode).toBe(200);
  });

  it('answers a 401 wrong_credentials problem for a wrong password and for an unknown user', async () => {
    const user = await createUser(ctx.app);
    const ip = freshIp();
    for (const body of [
      { username: user.email, password: 'not the password' },
      { username: uniqueEmail('nobody'), password: PASSWORD },
      { username: '', password: '' },
    ]) {
      const response = await login(body, ip);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json()).toEqual({
        type: 'urn:raketa:problem:wrong_credentials',
        title: 'Unauthorized',
        status: 401,
        detail: 'The password or email is incorrect.',
        instance: '/api/login',
        code: 'wrong_credentials',
      });
    }
  });

  it('hashes once with the same cost for an unknown user as for a wrong password', async () => {
    const user = await createUser(ctx.app);
    const scrypt = jest.spyOn(crypto, 'scrypt');
    await login({ username: user.email, password: 'wrong password' }, freshIp());
    const wrongPassword = scrypt.mock.calls.map((call) => call[3]);
    scrypt.mockClear();
    await login({ username: uniqueEmail('ghost'), password: 'wrong password' }, freshIp());
    const unknownUser = scrypt.mock.calls.map((call) => call[3]);
    expect(wrongPassword).toHaveLength(1);
    expect(unknownUser).toEqual(wrongPassword);
    expect(unknownUser[0]).toMatchObject({ N: 2 ** TEST_SCRYPT_PARAMS.logN, r: 8, p: 1 });
  });

  it('answers 400 for a body without username or password', async () => {
    expect((await login({ username: 'a@b.cz' }, freshIp())).statusCode).toBe(400);
    expect((await login({ password: 'x' }, freshIp())).statusCode).toBe(400);
  });

  it('allows 5 attempts per minute per username and IP, then 429 with Retry-After until the window ends', async () => {
    const user = await createUser(ctx.app);
    const ip = freshIp();
    advance(15_000);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login({ username: user.email, password: 'wrong' }, ip)).statusCode).toBe(401);
    }
    const blocked = await login({ username: user.email, password: PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('45');
    expect(blocked.json()).toMatchObject({ status: 429, code: 'too_many_attempts', title: 'Too Many Requests' });

    // Another IP, or another username from this IP, is not affected.
    expect((await login({ username: user.email, password: PASSWORD }, freshIp())).statusCode).toBe(200);
    expect((await login({ username: uniqueEmail(), password: 'x' }, ip)).statusCode).toBe(401);

    advance(45_000);
    expect((await login({ username: user.email, password: PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('allows 25 attempts per minute per IP across usernames', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 25; attempt += 1) {
      expect((await login({ username: uniqueEmail('spray'), password: 'guess' }, ip)).statusCode).toBe(401);
    }
    const blocked = await login({ username: uniqueEmail('spray'), password: 'guess' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(60);
    advance(60_000);
    expect((await login({ username: uniqueEmail('spray'), password: 'guess' }, ip)).statusCode).toBe(401);
  });

  it('does not count successful sign-ins against the limit', async () => {
    const user = await createUser(ctx.app);
    const ip = freshIp();
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect((await login({ username: user.email, password: PASSWORD }, ip)).statusCode).toBe(200);
    }
  });

  it('shares the counters between API instances through the database', async () => {
    const other = await buildApp({ config: testConfig(), db: ctx.db, clock: now, scrypt: TEST_SCRYPT_PARAMS });
    try {
      const user = await createUser(ctx.app);
      const ip = freshIp();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const app = attempt % 2 === 0 ? other : ctx.app;
        expect((await login({ username: user.email, password: 'wrong' }, ip, app)).statusCode).toBe(401);
      }
      expect((await login({ username: user.email, password: PASSWORD }, ip, other)).statusCode).toBe(429);
      expect((await login({ username: user.email, password: PASSWORD }, ip, ctx.app)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('does not let parallel guesses past the limit', async () => {
    const user = await createUser(ctx.app);
    const ip = freshIp();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => login({ username: user.email, password: 'wrong' }, ip).then((r) => r.statusCode)),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('upgrades a hash made with older parameters at sign-in', async () => {
    const user = await createUser(ctx.app);
    const { createPasswordHasher } = await import('../../../auth/passwords');
    const oldHash = await createPasswordHasher({ logN: 9, r: 8, p: 1 }).hash(PASSWORD);
    await ctx.app.usersRepository.updatePasswordHash(user.id, oldHash);
    expect((await login({ username: user.email, password: PASSWORD }, freshIp())).statusCode).toBe(200);
    const stored = (await ctx.app.usersRepository.findById(user.id))!.passwordHash!;
    expect(stored).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(await ctx.app.passwords.verify(stored, PASSWORD)).toBe(true);
  });
});
