import { PASSWORD, signedInUser } from '../../../testing/auth';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';
import { createTwoFactorUser, formLogin, getAs, postJson, STEP_MS } from '../../../two-factor/test-helpers';
import { SETUP_TTL_MS } from '../../../two-factor/two-factor';
import { totpCode } from '../../../two-factor/totp';

interface Setup {
  secret: string;
  uri: string;
  qrSvg: string;
}

describe.each(testDrivers)('two-factor settings (/api/two-factor) on %s', (driver) => {
  const { ctx, now, advance } = withTestApp(driver, '2033-06-01T12:00:00.000Z');
  beforeEach(() => advance(2 * 60_000 - (now().getTime() % 60_000)));

  const codeAt = (secret: string, offsetMs = 0) => totpCode(secret, now().getTime() + offsetMs);
  const wrongCode = (secret: string) => (codeAt(secret) === '000000' ? '111111' : '000000');
  const status = async (session: string) => (await getAs(ctx.app, '/api/two-factor', session)).json();
  const sessionsOf = async (userId: number) => (await ctx.db.query('select 1 from sessions where user_id = $1', [userId])).rows.length;

  /** A signed-in user (no two-factor yet) and their session. */
  const signedIn = () => signedInUser(ctx.app, { ip: '198.51.100.200' });
  const startSetup = async (session: string) => (await postJson(ctx.app, '/api/two-factor/setup', { session })).json<Setup>();

  /** Signs in a two-factor user fully (a step after enabling) and answers the session. */
  const signedInWithTwoFactor = async () => {
    const account = await createTwoFactorUser(ctx.app);
    advance(STEP_MS);
    const { session: pending } = await formLogin(ctx.app, account.user.email);
    const done = await postJson(ctx.app, '/2fa_check', { session: pending, payload: { code: codeAt(account.secret) } });
    const session = done.cookies.find((cookie) => cookie.name === 'raketa_session')!.value;
    advance(STEP_MS);
    return { ...account, session };
  };

  it('GET answers the status: off at first; 401 when signed out', async () => {
    const { session } = await signedIn();
    const response = await getAs(ctx.app, '/api/two-factor', session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    const anonymous = await getAs(ctx.app, '/api/two-factor', undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('setup answers a new secret as base32, otpauth URI and QR SVG, and keeps it sealed and pending', async () => {
    const { user, session } = await signedIn();
    const response = await postJson(ctx.app, '/api/two-factor/setup', { session });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const setup = response.json<Setup>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toBe(
      `otpauth://totp/Raketa:${encodeURIComponent(user.email)}?issuer=Raketa&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(setup.qrSvg).not.toMatch(/<script/i);

    const { rows } = await ctx.db.query<Record<string, unknown>>('select * from two_factor where user_id = $1', [user.id]);
    expect(rows[0]).toMatchObject({ secret_sealed: null, enabled_at: null });
    expect(rows[0]!.pending_secret_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(rows)).not.toContain(setup.secret);
    expect(await status(session)).toMatchObject({ enabled: false });
  });

  it('confirm with a wrong code answers 422 incorrect_code; with the right one it enables and answers 10 codes once', async () => {
    const { user, session } = await signedIn();
    const { secret } = await startSetup(session);
    const wrong = await postJson(ctx.app, '/api/two-factor/confirm', { session, payload: { code: wrongCode(secret) } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'code', code: 'incorrect_code' }] });

    const response = await postJson(ctx.app, '/api/two-factor/confirm', { session, payload: { code: codeAt(secret) } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { recoveryCodes } = response.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await status(session)).toEqual({ enabled: true, enabledAt: now().toISOString(), recoveryCodesLeft: 10 });

    // Only hashes are kept; the secret is sealed.
    const stored = await ctx.db.query<{ code_hash: string }>('select code_hash from two_factor_recovery_codes where user_id = $1', [user.id]);
    expect(stored.rows).toHaveLength(10);
    expect(JSON.stringify(stored.rows)).not.toContain(recoveryCodes[0]!.slice(0, 5));
    const row = (await ctx.db.query<{ secret_sealed: string }>('select secret_sealed from two_factor where user_id = $1', [user.id])).rows[0]!;
    expect(row.secret_sealed).toMatch(/^v1\./);
    expect(row.secret_sealed).not.toContain(secret);
  });

  it('enabling ends the user’s other sessions and keeps this one; the next sign-in asks for the code', async () => {
    const { user, session } = await signedIn();
    const { session: other } = await formLogin(ctx.app, user.email);
    expect(await sessionsOf(user.id)).toBe(2);
    const { secret } = await startSetup(session);
    expect((await postJson(ctx.app, '/api/two-factor/confirm', { session, payload: { code: codeAt(secret) } })).statusCode).toBe(200);
    expect(await sessionsOf(user.id)).toBe(1);
    expect((await getAs(ctx.app, '/api/me', session)).json()).toMatchObject({ user: { id: user.id } });
    expect((await getAs(ctx.app, '/api/me', other)).json()).toMatchObject({ user: null });
    const { response } = await formLogin(ctx.app, user.email, { back: '/' });
    expect(response.headers.location).toBe('/?redirect_to=%2F#2fa');
  });

  it('the code that confirmed the setup cannot also complete a sign-in', async () => {
    const { user, session } = await signedIn();
    const { secret } = await startSetup(session);
    const code = codeAt(secret);
    await postJson(ctx.app, '/api/two-factor/confirm', { session, payload: { code } });
    const { session: pending } = await formLogin(ctx.app, user.email);
    expect((await postJson(ctx.app, '/2fa_check', { session: pending, payload: { code } })).json()).toMatchObject({
      code: 'incorrect_code',
    });
  });

  it('confirm answers 409 two_factor_setup_not_started without a setup, or when it is over 30 minutes old', async () => {
    const { session } = await signedIn();
    const none = await postJson(ctx.app, '/api/two-factor/confirm', { session, payload: { code: '123456' } });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'two_factor_setup_not_started' });
    const { secret } = await startSetup(session);
    advance(SETUP_TTL_MS);
    const late = await postJson(ctx.app, '/api/two-factor/confirm', { session, payload: { code: codeAt(secret) } });
    expect(late.json()).toMatchObject({ code: 'two_factor_setup_not_started' });
  });

  it('a new setup replaces an unconfirmed one', async () => {
    const { session } = await signedIn();
    const first = await startSetup(session);
    const second = await startSetup(session);
    expect(second.secret).not.toBe(first.secret);
    const old = await postJson(ctx.app, '/api/two-factor/confirm', { session, payload: { code: codeAt(first.secret) } });
    expect(old.statusCode).toBe(422);
    const current = await postJson(ctx.app, '/api/two-factor/confirm', { session, payload: { code: codeAt(second.secret) } });
    expect(current.statusCode).toBe(200);
  });

  it('setup and confirm answer 409 two_factor_already_enabled when it is on, leaving the active secret alone', async () => {
    const { secret, session } = await signedInWithTwoFactor();
    const setup = await postJson(ctx.app, '/api/two-factor/setup', { session });
    expect(setup.statusCode).toBe(409);
    expect(setup.json()).toMatchObject({ code: 'two_factor_already_enabled' });
    const confirm = await postJson(ctx.app, '/api/two-factor/confirm', { session, payload: { code: codeAt(secret) } });
    expect(confirm.json()).toMatchObject({ code: 'two_factor_already_enabled' });
    // The active secret still signs in (its current code was not used by the refused calls).
    const regenerate = await postJson(ctx.app, '/api/two-factor/recovery-codes', { session, payload: { code: codeAt(secret) } });
    expect(regenerate.statusCode).toBe(200);
  });

  it('refuses every POST without the CSRF header, and from another site', async () => {
    const { session } = await signedIn();
    for (const [url, payload] of [
      ['/api/two-factor/setup', undefined],
      ['/api/two-factor/confirm', { code: '123456' }],
      ['/api/two-factor/disable', { password: PASSWORD }],
      ['/api/two-factor/recovery-codes', { code: '123456' }],
    ] as const) {
      const noToken = await postJson(ctx.app, url, { session, payload, csrf: false });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json()).toMatchObject({ code: 'csrf_token' });
      const crossSite = await postJson(ctx.app, url, { session, payload, headers: { origin: 'https://evil.example' } });
      expect(crossSite.json()).toMatchObject({ code: 'csrf_origin' });
    }
    expect(await status(session)).toMatchObject({ enabled: false });
  });

  it('every POST answers 401 when signed out', async () => {
    for (const url of ['/api/two-factor/setup', '/api/two-factor/confirm', '/api/two-factor/disable', '/api/two-factor/recovery-codes']) {
      const response = await postJson(ctx.app, url, { payload: { code: '123456' } });
      expect(response.statusCode).toBe(401);
    }
  });

  describe('recovery codes', () => {
    it('a right code makes 10 new ones; the old ones stop working', async () => {
      const { user, secret, recoveryCodes, session } = await signedInWithTwoFactor();
      const response = await postJson(ctx.app, '/api/two-factor/recovery-codes', { session, payload: { code: codeAt(secret) } });
      expect(response.statusCode).toBe(200);
      const fresh = response.json<{ recoveryCodes: string[] }>().recoveryCodes;
      expect(fresh).toHaveLength(10);
      expect(fresh).not.toContain(recoveryCodes[1]);
      expect(await status(session)).toMatchObject({ recoveryCodesLeft: 10 });
      expect(await ctx.app.twoFactor.verify(user.id, recoveryCodes[1]!)).toBe(false);
      expect(await ctx.app.twoFactor.verify(user.id, fresh[0]!)).toBe(true);
    });

    it('a wrong code answers 422 incorrect_code; 409 when two-factor is off', async () => {
      const { secret, session } = await signedInWithTwoFactor();
      const wrong = await postJson(ctx.app, '/api/two-factor/recovery-codes', { session, payload: { code: wrongCode(secret) } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ errors: [{ field: 'code', code: 'incorrect_code' }] });
      const { session: plain } = await signedIn();
      const off = await postJson(ctx.app, '/api/two-factor/recovery-codes', { session: plain, payload: { code: '123456' } });
      expect(off.statusCode).toBe(409);
      expect(off.json()).toMatchObject({ code: 'two_factor_not_enabled' });
    });
  });

  describe('turning it off', () => {
    it('with the password: 204, off, other sessions ended, sign-in needs no code', async () => {
      const { user, secret, session } = await signedInWithTwoFactor();
      const { session: other } = await signedInElsewhere(user.email, secret);
      const response = await postJson(ctx.app, '/api/two-factor/disable', { session, payload: { password: PASSWORD } });
      expect(response.statusCode).toBe(204);
      expect(await status(session)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
      expect((await getAs(ctx.app, '/api/me', other)).json()).toMatchObject({ user: null });
      expect((await getAs(ctx.app, '/api/me', session)).json()).toMatchObject({ user: { id: user.id } });
      const rows = await ctx.db.query('select 1 from two_factor_recovery_codes where user_id = $1', [user.id]);
      expect(rows.rows).toEqual([]);
      const { response: login } = await formLogin(ctx.app, user.email, { back: '/jobs' });
      expect(login.headers.location).toBe('/jobs');
    });

    it('with a current code', async () => {
      const { secret, session } = await signedInWithTwoFactor();
      const response = await postJson(ctx.app, '/api/two-factor/disable', { session, payload: { code: codeAt(secret) } });
      expect(response.statusCode).toBe(204);
      expect(await status(session)).toMatchObject({ enabled: false });
    });

    it('refuses a wrong password or code (422 field errors), both at once (400), and when off (409)', async () => {
      const { secret, session } = await signedInWithTwoFactor();
      const password = await postJson(ctx.app, '/api/two-factor/disable', { session, payload: { password: 'not the password' } });
      expect(password.statusCode).toBe(422);
      expect(password.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'password', code: 'wrong_password' }] });
      const code = await postJson(ctx.app, '/api/two-factor/disable', { session, payload: { code: wrongCode(secret) } });
      expect(code.json()).toMatchObject({ errors: [{ field: 'code', code: 'incorrect_code' }] });
      const both = await postJson(ctx.app, '/api/two-factor/disable', { session, payload: { password: PASSWORD, code: codeAt(secret) } });
      expect(both.statusCode).toBe(400);
      expect(await status(session)).toMatchObject({ enabled: true });
      const { session: plain } = await signedIn();
      const off = await postJson(ctx.app, '/api/two-factor/disable', { session: plain, payload: { password: PASSWORD } });
      expect(off.statusCode).toBe(409);
      expect(off.json()).toMatchObject({ code: 'two_factor_not_enabled' });
    });

    it('allows 5 password attempts a minute, then 429', async () => {
      const { session } = await signedInWithTwoFactor();
      const ip = '192.0.2.77';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await postJson(ctx.app, '/api/two-factor/disable', { session, ip, payload: { password: 'guess' } });
        expect(response.statusCode).toBe(422);
      }
      const blocked = await postJson(ctx.app, '/api/two-factor/disable', { session, ip, payload: { password: PASSWORD } });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'too_many_attempts' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(await status(session)).toMatchObject({ enabled: true });
    });
  });

  /** A second full session of a two-factor user (password, then the next step's code). */
  async function signedInElsewhere(email: string, secret: string) {
    const { session: pending } = await formLogin(ctx.app, email);
    advance(STEP_MS);
    const done = await postJson(ctx.app, '/2fa_check', { session: pending, payload: { code: codeAt(secret) } });
    return { session: done.cookies.find((cookie) => cookie.name === 'raketa_session')!.value };
  }
});
