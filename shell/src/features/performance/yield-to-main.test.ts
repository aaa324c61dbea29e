import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete globalThis.scheduler;
  });

  it('resolves only after the current task, through a timer where the browser has no scheduler.yield', async () => {
    jest.useFakeTimers();
    let done = false;
    const yielded = yieldToMain().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    jest.runOnlyPendingTimers();
    await yielded;
    expect(done).toBe(true);
  });

  it('uses scheduler.yield where there is one', async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    globalThis.scheduler = { yield: yieldSpy };
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });
});
