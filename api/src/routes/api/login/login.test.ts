import { buildApp } from '../../../app';
import { hashWithScrypt } from '../../../auth/passwords';
import { createUser, PASSWORD, uniqueEmail } from '../../../testing/auth';
import { withTestApp } from '../../../testing/test-app';
import { TEST_HASHING, testConfig, testDrivers } from '../../../testing/test-db';

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

  it('hashes once for an unknown user as for a wrong password (a dummy hash of the current cost)', async () => {
    const user = await createUser(ctx.app);
    const started = () => ctx.app.passwords.stats().started;
    const before = started();
    await login({ username: user.email, password: 'wrong password' }, freshIp());
    expect(started()).toBe(before + 1);
    await login({ username: uniqueEmail('ghost'), password: 'wrong password' }, freshIp());
    expect(started()).toBe(before + 2);
  });

  it('answers 400 for a body without username or password', async () => {
    expect((await login({ username: 'a@b.cz' }, freshIp())).statusCode).toBe(400);
    expect((await login({ password: 'x' }, freshIp())).statusCode).toBe(400);
  });

  it('allows 5 attempts per minute per username and IP, then 429 with Retry-After until the first is a minute old', async () => {
    const user = await createUser(ctx.app);
    const ip = freshIp();
    advance(15_000);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login({ username: user.email, password: 'wrong' }, ip)).statusCode).toBe(401);
    }
    const blocked = await login({ username: user.email, password: PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(blocked.json()).toMatchObject({ status: 429, code: 'too_many_attempts', title: 'Too Many Requests' });

    // Another IP, or another username from this IP, is not affected.
    expect((await login({ username: user.email, password: PASSWORD }, freshIp())).statusCode).toBe(200);
    expect((await login({ username: uniqueEmail(), password: 'x' }, ip)).statusCode).toBe(401);

    advance(45_000);
    expect((await login({ username: user.email, password: PASSWORD }, ip)).statusCode).toBe(429);
    advance(15_000);
    expect((await login({ username: user.email, password: PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('lets no more than 5 guesses through across a minute boundary', async () => {
    const user = await createUser(ctx.app);
    const ip = freshIp();
    // Five guesses in the last second of a minute, five more in the first of the next.
    advance(59_500);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) statuses.push((await login({ username: user.email, password: 'wrong' }, ip)).statusCode);
    advance(1_000);
    for (let attempt = 1; attempt <= 5; attempt += 1) statuses.push((await login({ username: user.email, password: 'wrong' }, ip)).statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
  });

  it('throttles guesses at one account from rotating IPs (20 per 10 minutes per username)', async () => {
    const user = await createUser(ctx.app);
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await login({ username: user.email, password: 'wrong' }, freshIp())).statusCode).toBe(401);
    }
    const blocked = await login({ username: ` ${user.email.toUpperCase()}`, password: PASSWORD }, freshIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('600');
    // Other accounts are not affected.
    expect((await login({ username: uniqueEmail(), password: 'x' }, freshIp())).statusCode).toBe(401);
    advance(10 * 60_000);
    expect((await login({ username: user.email, password: PASSWORD }, freshIp())).statusCode).toBe(200);
  });

  it('counts a guess refused by one rule under none of the others', async () => {
    const user = await createUser(ctx.app);
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) await login({ username: user.email, password: 'wrong' }, ip);
    // Refused per username+IP: these use up nothing of the username's 20 or the IP's 25.
    for (let attempt = 1; attempt <= 30; attempt += 1) expect((await login({ username: user.email, password: 'wrong' }, ip)).statusCode).toBe(429);
    for (let attempt = 1; attempt <= 15; attempt += 1) {
      expect((await login({ username: user.email, password: 'wrong' }, freshIp())).statusCode).toBe(401);
    }
    expect((await login({ username: uniqueEmail(), password: 'wrong' }, ip)).statusCode).toBe(401);
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
    const other = await buildApp({ config: testConfig(), db: ctx.db, clock: now, hashing: TEST_HASHING });
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

  it('ignores X-Forwarded-For unless TRUST_PROXY names the peer: a rotated forged header does not escape the limits', async () => {
    // TRUST_PROXY unset (the default): the connection's peer is the client.
    const direct = await buildApp({ config: testConfig({ trustProxy: undefined }), db: ctx.db, clock: now, hashing: TEST_HASHING });
    try {
      const user = await createUser(ctx.app);
      const forged = (app: typeof direct, remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'x-forwarded-for': freshIp() },
          remoteAddress,
          payload: { username: user.email, password: 'wrong' },
        });
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 20; attempt += 1) statuses.push((await forged(direct, '192.0.2.10')).statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);

      // Trusting the shell (127.0.0.1): a peer that is not the shell is its own client, header or not.
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await forged(ctx.app, '192.0.2.11')).statusCode).toBe(401);
      expect((await forged(ctx.app, '192.0.2.11')).statusCode).toBe(429);
      // The shell's own header is believed: the browser behind it has its own allowance.
      expect((await forged(ctx.app, '127.0.0.1')).statusCode).toBe(401);
    } finally {
      await direct.close();
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

  it('upgrades an scrypt hash of the first release to argon2id at sign-in', async () => {
    const user = await createUser(ctx.app);
    const oldHash = await hashWithScrypt(PASSWORD, { logN: 10, r: 8, p: 1 });
    await ctx.app.usersRepository.updatePasswordHash(user.id, oldHash);
    expect((await login({ username: user.email, password: 'wrong' }, freshIp())).statusCode).toBe(401);
    expect((await ctx.app.usersRepository.findById(user.id))!.passwordHash).toBe(oldHash);
    expect((await login({ username: user.email, password: PASSWORD }, freshIp())).statusCode).toBe(200);
    const stored = (await ctx.app.usersRepository.findById(user.id))!.passwordHash!;
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=2\$/);
    expect(await ctx.app.passwords.verify(stored, PASSWORD)).toBe(true);
  });
});
