import { createLoadingBar, estimatedProgress, LOADING_BAR_TIMING, type LoadingBarState } from './loading-bar-timing';

function setup() {
  let current: LoadingBarState = { visible: false, progress: 0 };
  const bar = createLoadingBar((state) => (current = state));
  return { bar, state: () => current };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('loading bar timing', () => {
  it('uses the spec’s constants', () => {
    expect(LOADING_BAR_TIMING).toEqual({ throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetDelayMs: 400 });
  });

  it('stays hidden for a navigation faster than the throttle', () => {
    const { bar, state } = setup();
    bar.start();
    jest.advanceTimersByTime(LOADING_BAR_TIMING.throttleMs - 1);
    bar.finish();
    jest.advanceTimersByTime(5000);
    expect(state()).toEqual({ visible: false, progress: 0 });
  });

  it('shows after the throttle and progresses over the duration without reaching the end', () => {
    const { bar, state } = setup();
    bar.start();
    jest.advanceTimersByTime(LOADING_BAR_TIMING.throttleMs - 1);
    expect(state().visible).toBe(false);
    jest.advanceTimersByTime(1);
    expect(state().visible).toBe(true);
    jest.advanceTimersByTime(500);
    const early = state().progress;
    jest.advanceTimersByTime(LOADING_BAR_TIMING.durationMs - 500);
    const atDuration = state().progress;
    expect(early).toBeGreaterThan(0);
    expect(atDuration).toBeGreaterThan(early);
    expect(atDuration).toBeCloseTo(estimatedProgress(2000, 2000), 0);
    jest.advanceTimersByTime(60_000);
    expect(state().progress).toBeLessThan(100);
  });

  it('on finish completes, hides after the hide delay, then resets after the reset delay', () => {
    const { bar, state } = setup();
    bar.start();
    jest.advanceTimersByTime(1000);
    bar.finish();
    expect(state()).toEqual({ visible: true, progress: 100 });
    jest.advanceTimersByTime(LOADING_BAR_TIMING.hideDelayMs - 1);
    expect(state().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(state()).toEqual({ visible: false, progress: 100 });
    jest.advanceTimersByTime(LOADING_BAR_TIMING.resetDelayMs - 1);
    expect(state().progress).toBe(100);
    jest.advanceTimersByTime(1);
    expect(state()).toEqual({ visible: false, progress: 0 });
  });

  it('carries on at once when a navigation starts while the bar is still finishing', () => {
    const { bar, state } = setup();
    bar.start();
    jest.advanceTimersByTime(1000);
    bar.finish();
    jest.advanceTimersByTime(100);
    bar.start();
    expect(state().visible).toBe(true);
    jest.advanceTimersByTime(LOADING_BAR_TIMING.hideDelayMs + LOADING_BAR_TIMING.resetDelayMs);
    expect(state().visible).toBe(true);
    expect(state().progress).toBeLessThan(100);
  });

  it('ignores a repeated start or finish, and stops on dispose', () => {
    const { bar, state } = setup();
    bar.finish();
    bar.start();
    jest.advanceTimersByTime(300);
    const progress = state().progress;
    bar.start();
    expect(state().progress).toBe(progress);
    bar.dispose();
    jest.advanceTimersByTime(5000);
    expect(state().progress).toBe(progress);
  });
});

describe('estimatedProgress', () => {
  it('starts at 0, is about 70 at the duration and stays below 100', () => {
    expect(estimatedProgress(2000, 0)).toBe(0);
    expect(estimatedProgress(2000, 2000)).toBeCloseTo(70.48, 1);
    expect(estimatedProgress(2000, 1e9)).toBeLessThan(100);
  });
});
