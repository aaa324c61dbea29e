import { initI18n, toast, TOAST_DURATION_MS } from '@raketa/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { Toaster } from './toaster';

beforeAll(() => initI18n('en', 'shell', { cs, en }));
afterEach(() => jest.useRealTimers());

describe('Toaster', () => {
  it('renders a toast raised through shared, in its variant, and closes it on the close button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', description: 'All good', variant: 'success' });
    });
    const item = screen.getByTestId('toast');
    expect(item).toHaveProperty('textContent', expect.stringContaining('Saved'));
    expect(item.getAttribute('data-variant')).toBe('success');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('announces destructive toasts as alerts and closes them after their duration', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Error', variant: 'destructive', duration: TOAST_DURATION_MS });
    });
    expect(screen.getByRole('alert').textContent).toContain('Error');
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.queryByRole('alert')).toBeNull();
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
});
