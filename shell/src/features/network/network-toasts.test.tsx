import { i18n, initI18n, toastsAtom } from '@raketa/shared';
import { act, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { Toaster } from '../toasts/toaster';
import { NetworkToasts } from './network-toasts';

const store = getDefaultStore();
const fire = (type: 'online' | 'offline') =>
  act(() => {
    window.dispatchEvent(new Event(type));
  });
const setOnLine = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });

beforeAll(() => initI18n('en', 'shell', { cs, en }));
beforeEach(() => store.set(toastsAtom, []));
afterEach(() => {
  jest.useRealTimers();
  setOnLine(true);
});

describe('NetworkToasts', () => {
  it('says "You are offline" until the connection is back, then "Your connection is back" for 2.5 s', () => {
    jest.useFakeTimers();
    render(
      <>
        <NetworkToasts />
        <Toaster />
      </>,
    );
    expect(screen.queryByTestId('toast')).toBeNull();

    fire('offline');
    expect(screen.getByTestId('toast').textContent).toBe('You are offline');
    expect(store.get(toastsAtom)[0]).toEqual(expect.objectContaining({ duration: Infinity, variant: 'default' }));
    expect(screen.getByTestId('toast').querySelector('[data-icon="offline"]')).not.toBeNull();
    act(() => {
      jest.advanceTimersByTime(10 * 60_000);
    });
    expect(screen.getByTestId('toast').textContent).toBe('You are offline');

    fire('online');
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast').textContent).toBe('Your connection is back');
    expect(store.get(toastsAtom)[0]).toEqual(expect.objectContaining({ duration: 2500, variant: 'success' }));
    act(() => {
      jest.advanceTimersByTime(2499);
    });
    expect(screen.getByTestId('toast').textContent).toBe('Your connection is back');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('speaks Czech on the Czech site', async () => {
    await act(() => i18n.changeLanguage('cs'));
    render(<NetworkToasts />);
    fire('offline');
    expect(store.get(toastsAtom)[0]!.title).toBe('Jste offline');
    fire('online');
    expect(store.get(toastsAtom)[0]!.title).toBe('Připojení je obnoveno');
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the offline toast at once when the page starts without a connection', () => {
    setOnLine(false);
    render(<NetworkToasts />);
    expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ title: 'You are offline', open: true })]);
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<NetworkToasts />);
    unmount();
    fire('offline');
    expect(store.get(toastsAtom)).toEqual([]);
  });
});
