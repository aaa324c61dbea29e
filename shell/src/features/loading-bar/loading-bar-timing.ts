/**
 * Timing of the page loading bar (spec section 9): it appears only when a navigation
 * takes longer than the throttle, creeps towards the end over the duration, and on
 * finish fills up, hides after the hide delay and resets after the reset delay.
 */

export const LOADING_BAR_TIMING = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

/** How often the progress is recomputed while loading; CSS animates between steps. */
export const LOADING_BAR_TICK_MS = 100;

export interface LoadingBarState {
  visible: boolean;
  /** 0 to 100. */
  progress: number;
}

export const IDLE_LOADING_BAR: LoadingBarState = { visible: false, progress: 0 };

/**
 * Progress after `elapsedMs` of an unknown total: fast at first, slowing down, never
 * reaching 100 before the load ends (about 70 at the duration, 84 at twice it).
 */
export function estimatedProgress(durationMs: number, elapsedMs: number): number {
  const completion = (elapsedMs / durationMs) * 100;
  return Math.min(100, Math.max(0, (200 / Math.PI) * Math.atan(completion / 50)));
}

export interface LoadingBarController {
  start(): void;
  finish(): void;
  dispose(): void;
}

export function createLoadingBar(
  onChange: (state: LoadingBarState) => void,
  { timing = LOADING_BAR_TIMING, now = () => Date.now() }: { timing?: typeof LOADING_BAR_TIMING; now?: () => number } = {},
): LoadingBarController {
  let state = IDLE_LOADING_BAR;
  let loading = false;
  let startedAt = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const set = (next: LoadingBarState) => {
    if (next.visible === state.visible && next.progress === state.progress) return;
    state = next;
    onChange(state);
  };
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const clearTimers = () => {
    timers.forEach(clearTimeout);
    timers.clear();
  };
  const tick = () => {
    if (!loading) return;
    set({ visible: true, progress: estimatedProgress(timing.durationMs, now() - startedAt) });
    later(LOADING_BAR_TICK_MS, tick);
  };
  const show = () => {
    startedAt = now();
    tick();
  };

  return {
    start() {
      if (loading) return;
      loading = true;
      clearTimers();
      // Still on screen from the last navigation: carry on at once, no second throttle.
      if (state.visible) {
        set({ visible: true, progress: 0 });
        show();
      } else {
        set(IDLE_LOADING_BAR);
        later(timing.throttleMs, show);
      }
    },
    finish() {
      if (!loading) return;
      loading = false;
      clearTimers();
      // Faster than the throttle: the bar never showed.
      if (!state.visible) return set(IDLE_LOADING_BAR);
      set({ visible: true, progress: 100 });
      later(timing.hideDelayMs, () => {
        set({ visible: false, progress: 100 });
        later(timing.resetDelayMs, () => set(IDLE_LOADING_BAR));
      });
    },
    dispose() {
      loading = false;
      clearTimers();
    },
  };
}
