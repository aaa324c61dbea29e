// Test-only: the app of one `describe` block, on an empty database and a clock the tests move
// by hand (throttle windows, expiry and TOTP steps depend on it).
import type { DbDriver } from '../db/db';
import { createTestApp, type TestAppOptions, type TestContext } from './test-db';

export interface TestClock {
  /** The app's current time. */
  now(): Date;
  advance(ms: number): void;
  set(time: Date): void;
}

export function testClock(start: string | Date): TestClock {
  let current = new Date(start);
  return {
    now: () => current,
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
    set: (time) => {
      current = time;
    },
  };
}

/**
 * Creates the app before the block's tests and closes it after them. `ctx` may be used only
 * inside tests and hooks (the app does not exist while the block is being declared).
 */
export function withTestApp(driver: DbDriver, start: string, options: Omit<TestAppOptions, 'clock' | 'seed'> = {}): { ctx: TestContext } & TestClock {
  const clock = testClock(start);
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestApp(driver, { ...options, seed: false, clock: clock.now });
  });
  afterAll(async () => {
    await context?.close();
  });
  const ready = (): TestContext => {
    if (!context) throw new Error('the test app exists only inside tests and hooks');
    return context;
  };
  const ctx: TestContext = {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().db;
    },
    close: () => ready().close(),
  };
  return { ctx, ...clock };
}
