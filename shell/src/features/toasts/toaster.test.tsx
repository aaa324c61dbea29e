import { initI18n, toast, toastsAtom, TOAST_DURATION_MS } from '@raketa/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { Toaster } from './toaster';

/** @radix-ui/react-toast's default duration, the spec's "library default". */
const LIBRARY_DURATION_MS = 5000;

beforeAll(() => initI18n('en', 'shell', { cs, en }));
beforeEach(() => getDefaultStore().set(toastsAtom, []));
afterEach(() => jest.useRealTimers());

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('Toaster', () => {
  it('renders a toast raised through shared with its variant icon, and closes it on the close button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', description: 'All good', variant: 'success' });
    });
    const item = screen.getByTestId('toast');
    expect(item.textContent).toContain('Saved');
    expect(item.textContent).toContain('All good');
    expect(item.getAttribute('data-variant')).toBe('success');
    expect(item.className).toContain('rk-toast--success');
    expect(item.querySelector('[data-icon="success"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('toast')).toBeNull();
    // Dismissed, not yet removed: the store keeps it closed until the removal delay.
    expect(getDefaultStore().get(toastsAtom)).toEqual([expect.objectContaining({ title: 'Saved', open: false })]);
  });

  it('shows the icon of each variant, or the caller’s icon', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Note' });
    });
    expect(screen.getByTestId('toast').querySelector('[data-icon="info"]')).not.toBeNull();
    act(() => {
      toast({ title: 'Error', variant: 'destructive' });
    });
    expect(screen.getByTestId('toast').querySelector('[data-icon="error"]')).not.toBeNull();
    act(() => {
      toast({ title: 'Custom', icon: <span data-testid="own-icon" /> });
    });
    expect(screen.getByTestId('own-icon')).toBeTruthy();
    expect(screen.getByTestId('toast').querySelector('[data-icon="info"]')).toBeNull();
  });

  it('announces destructive toasts assertively and closes them after 2500 ms', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Error', variant: 'destructive' });
    });
    expect(document.querySelector('[role="status"][aria-live="assertive"]')).not.toBeNull();
    advance(TOAST_DURATION_MS - 1);
    expect(screen.getByTestId('toast').textContent).toContain('Error');
    advance(1);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('closes success toasts after 2500 ms and other toasts after the library default', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Done', variant: 'success' });
    });
    expect(document.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull();
    advance(TOAST_DURATION_MS);
    expect(screen.queryByTestId('toast')).toBeNull();

    act(() => {
      toast({ title: 'Hello' });
    });
    advance(LIBRARY_DURATION_MS - 1);
    expect(screen.getByTestId('toast').textContent).toContain('Hello');
    advance(1);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('keeps a toast with an Infinity duration, and honours other caller durations', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Stays', variant: 'destructive', duration: Infinity });
    });
    advance(10 * 60_000);
    expect(screen.getByTestId('toast').textContent).toContain('Stays');

    act(() => {
      toast({ title: 'Eight seconds', duration: 8000 });
    });
    advance(7999);
    expect(screen.getByTestId('toast').textContent).toContain('Eight seconds');
    advance(1);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows only the newest toast', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast').textContent).toContain('Second');
  });

  it('labels the toast region with its hotkey, and F8 moves focus to it', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Hello' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const viewport = screen.getByTestId('toast-viewport');
    expect(region.contains(viewport)).toBe(true);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(document.activeElement).toBe(viewport);
  });

  it('closes a toast on Escape', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Hello' });
    });
    fireEvent.keyDown(screen.getByTestId('toast'), { key: 'Escape' });
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
