import { createHmac } from 'node:crypto';
import { buildApp } from '../../../app';
import { cookieHeader, createUser, postForm, PASSWORD, setCookies } from '../../../testing/auth';
import type { TestContext } from '../../../testing/test-db';
import { createTestApp, TEST_HASHING, testConfig, httpTestDrivers } from '../../../testing/test-db';

describe.each(httpTestDrivers)('GET /api/intercom on %s', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver, { seed: false });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const intercom = (app = ctx.app, session?: string) =>
    app.inject({ method: 'GET', url: '/api/intercom', headers: { cookie: cookieHeader({ raketa_session: session }) } });

  const signIn = async () => {
    const user = await createUser(ctx.app, { name: 'Petr Svoboda' });
    const response = await postForm(ctx.app, '/login', { username: user.email, password: PASSWORD, back: '/' });
    return { user, session: setCookies(response).raketa_session!.value };
  };

  it('answers a 401 problem when signed out', async () => {
    const response = await intercom();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('answers the user record with an HMAC-SHA256 identity hash of the user id', async () => {
    const { user, session } = await signIn();
    const response = await intercom(ctx.app, session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      user_id: String(user.id),
      email: user.email,
      name: 'Petr Svoboda',
      created_at: Math.floor(new Date(user.createdAt).getTime() / 1000),
      user_hash: createHmac('sha256', testConfig().intercomSecret!).update(String(user.id)).digest('hex'),
      type: 'candidate',
    });
  });

  it('makes up a random secret when INTERCOM_SECRET is unset, never a fixed one', async () => {
    const { user, session } = await signIn();
    const hashes: string[] = [];
    for (let run = 0; run < 2; run += 1) {
      const app = await buildApp({ config: testConfig({ intercomSecret: undefined }), db: ctx.db, hashing: TEST_HASHING });
      hashes.push((await intercom(app, session)).json().user_hash);
      await app.close();
    }
    const configured = createHmac('sha256', testConfig().intercomSecret!).update(String(user.id)).digest('hex');
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[0]).not.toBe(hashes[1]);
    expect(hashes).not.toContain(configured);
  });
});
