import { createUser, uniqueEmail } from '../../../testing/auth';
import type { TestContext } from '../../../testing/test-db';
import { createTestApp, httpTestDrivers } from '../../../testing/test-db';

describe.each(httpTestDrivers)('GET /support/unique-username/{username} on %s', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver, { seed: false });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const check = (username: string) => ctx.app.inject({ method: 'GET', url: `/support/unique-username/${encodeURIComponent(username)}` });

  it('answers isUsernameUnique true for a free e-mail', async () => {
    const response = await check(uniqueEmail('free'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isUsernameUnique: true });
  });

  it('answers false for a registered e-mail in any case', async () => {
    const user = await createUser(ctx.app);
    expect((await check(user.email)).json()).toEqual({ isUsernameUnique: false });
    expect((await check(user.email.toUpperCase())).json()).toEqual({ isUsernameUnique: false });
  });

  it('takes e-mail addresses longer than 100 characters', async () => {
    expect((await check(`${'a'.repeat(200)}@example.com`)).json()).toEqual({ isUsernameUnique: true });
  });

  it('answers 400 for an over-long username', async () => {
    expect((await check(`${'a'.repeat(250)}@b.cz`)).statusCode).toBe(400);
  });
});
