import { setAdmin } from '../../../cli/commands/roles';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from '../../../plugins/sessions';
import { signedInAdmin } from '../../../testing/admin';
import { cookieHeader, createUser, postForm, PASSWORD, setCookies, signedInUser } from '../../../testing/auth';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(testDrivers)('GET /api/me and session lifetimes on %s', (driver) => {
  const { ctx, now, advance } = withTestApp(driver, '2032-03-01T08:00:00.000Z');

  const me = (session: string | undefined) =>
    ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader({ raketa_session: session }) } });

  const signedIn = () => signedInUser(ctx.app);

  it('answers { user: null } when signed out', async () => {
    const response = await me(undefined);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ user: null, twoFactorPending: false });
  });

  it('answers the signed-in user', async () => {
    const { user, session } = await signedIn();
    expect((await me(session)).json()).toEqual({
      user: { id: user.id, type: 'candidate', name: 'Jana Nováková', email: user.email, createdAt: user.createdAt, roles: [] },
      twoFactorPending: false,
    });
  });

  it('answers the roles of the signed-in user, read at every request', async () => {
    // Made admin after signing in, then the role revoked (revoke-admin) with the session still open.
    const { user, session } = await signedInAdmin(ctx.app);
    expect((await me(session)).json().user.roles).toEqual(['admin']);
    await setAdmin(ctx.db, user.email, false);
    expect((await me(session)).json().user.roles).toEqual([]);
  });

  it('clears a cookie that names no session', async () => {
    const response = await me('Z'.repeat(43));
    expect(response.json()).toEqual({ user: null, twoFactorPending: false });
    expect(setCookies(response).raketa_session!.value).toBe('');
  });

  it('sets the cookie to expire with the absolute lifetime', async () => {
    const user = await createUser(ctx.app);
    const response = await postForm(ctx.app, '/login', { username: user.email, password: PASSWORD, back: '/' });
    const header = setCookies(response).raketa_session!.header;
    expect(header).toContain(`Expires=${new Date(now().getTime() + SESSION_ABSOLUTE_MS).toUTCString()}`);
  });

  it('ends a session left idle for the idle lifetime', async () => {
    expect(SESSION_IDLE_MS).toBe(7 * DAY);
    const { session } = await signedIn();
    advance(SESSION_IDLE_MS - 1000);
    expect((await me(session)).json().user).not.toBeNull();
    advance(SESSION_IDLE_MS);
    expect((await me(session)).json().user).toBeNull();
    // Gone for good, even if the clock were to go back.
    advance(-2 * SESSION_IDLE_MS);
    expect((await me(session)).json().user).toBeNull();
  });

  it('slides the idle lifetime with use, writing last_seen_at at most every few minutes', async () => {
    const { user, session } = await signedIn();
    const lastSeen = async () =>
      new Date(
        (await ctx.db.query<{ last_seen_at: string }>('select last_seen_at from sessions where user_id = $1', [user.id])).rows[0]!.last_seen_at,
      ).getTime();
    const start = await lastSeen();
    advance(SESSION_TOUCH_MS - 1000);
    await me(session);
    expect(await lastSeen()).toBe(start);
    advance(1000);
    await me(session);
    expect(await lastSeen()).toBe(now().getTime());
    for (let day = 0; day < 3; day += 1) {
      advance(SESSION_IDLE_MS - HOUR);
      expect((await me(session)).json().user).not.toBeNull();
    }
  });

  it('ends even an active session at the absolute lifetime', async () => {
    expect(SESSION_ABSOLUTE_MS).toBe(30 * DAY);
    const { session } = await signedIn();
    let elapsed = 0;
    while (elapsed + 6 * DAY < SESSION_ABSOLUTE_MS) {
      advance(6 * DAY);
      elapsed += 6 * DAY;
      expect((await me(session)).json().user).not.toBeNull();
    }
    advance(SESSION_ABSOLUTE_MS - elapsed);
    expect((await me(session)).json().user).toBeNull();
  });
});
