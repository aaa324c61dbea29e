import type { Db } from '../db/db';
import { withTestApp } from '../testing/test-app';
import { testDrivers } from '../testing/test-db';
import { createSecretBox, DEVELOPMENT_KEY } from './secret-box';
import { createTwoFactorUser, STEP_MS } from './test-helpers';
import { totpCode } from './totp';
import { createTwoFactor } from './two-factor';

/** `db` whose reads of the code tables wait until `parties` of them are in flight: every caller reads before any writes. */
function readBarrier(db: Db, parties: number): Db {
  let waiting: (() => void)[] = [];
  return {
    ...db,
    async query<T>(sql: string, params?: unknown[]) {
      const result = await db.query<T>(sql, params);
      if (/^\s*select/i.test(sql) && /from two_factor/.test(sql)) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length === parties) {
            for (const release of waiting) release();
            waiting = [];
          }
        });
      }
      return result;
    },
  };
}

describe.each(testDrivers)('two-factor codes under concurrency on %s', (driver) => {
  const { ctx, now, advance } = withTestApp(driver, '2033-07-01T08:00:00.000Z');

  const racingService = () => createTwoFactor({ db: readBarrier(ctx.db, 2), box: createSecretBox(DEVELOPMENT_KEY), clock: now });

  it('of two checks of one TOTP code that both read first, only one passes', async () => {
    const { user, secret } = await createTwoFactorUser(ctx.app);
    advance(STEP_MS);
    const code = totpCode(secret, now().getTime());
    const service = racingService();
    const results = await Promise.all([service.verify(user.id, code), service.verify(user.id, code)]);
    expect(results.sort()).toEqual([false, true]);
  });

  it('of two uses of one recovery code that both read first, only one passes', async () => {
    const { user, recoveryCodes } = await createTwoFactorUser(ctx.app);
    const service = racingService();
    const results = await Promise.all([service.verify(user.id, recoveryCodes[0]!), service.verify(user.id, recoveryCodes[0]!)]);
    expect(results.sort()).toEqual([false, true]);
    expect((await ctx.app.twoFactor.status(user.id)).recoveryCodesLeft).toBe(9);
  });
});
