import { initI18n } from '@raketa/shared';
import { act, render, screen } from '@testing-library/react';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { RouterLoadingBar, type NavigationStateSource } from './loading-bar';
import { LOADING_BAR_TIMING } from './loading-bar-timing';

type State = 'idle' | 'loading' | 'submitting';

/** Stands in for react-router's data router: the navigation state and its subscribers. */
function fakeRouter() {
  const listeners = new Set<() => void>();
  const router = {
    state: { navigation: { state: 'idle' as State } },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(state: State) {
      router.state = { navigation: { state } };
      listeners.forEach((listener) => listener());
    },
  };
  return router satisfies NavigationStateSource;
}

beforeAll(() => initI18n('en', 'shell', { cs, en }));
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('RouterLoadingBar', () => {
  it('is an accessible progress bar, hidden from assistive technology while idle', () => {
    render(<RouterLoadingBar router={fakeRouter()} />);
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar.getAttribute('aria-label')).toBe('Page loading');
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.dataset.state).toBe('hidden');
  });

  it('shows while a navigation loads longer than the throttle and hides after it', () => {
    const router = fakeRouter();
    render(<RouterLoadingBar router={router} />);
    act(() => router.set('loading'));
    const bar = screen.getByTestId('loading-bar');
    act(() => void jest.advanceTimersByTime(LOADING_BAR_TIMING.throttleMs + 500));
    expect(bar.dataset.state).toBe('visible');
    expect(bar.getAttribute('aria-hidden')).toBe('false');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    act(() => router.set('idle'));
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    act(() => void jest.advanceTimersByTime(LOADING_BAR_TIMING.hideDelayMs + LOADING_BAR_TIMING.resetDelayMs));
    expect(bar.dataset.state).toBe('hidden');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
  });
});
