import { initI18n, toast, toastsAtom } from '@raketa/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { renderToString } from 'react-dom/server';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { loadToaster, ToastRegion } from './toast-region';
import { Toaster } from './toaster';

beforeAll(() => initI18n('en', 'shell', { cs, en }));
beforeEach(() => getDefaultStore().set(toastsAtom, []));

/** A pointer event at `x` (jsdom's PointerEvent carries no coordinates; React reads them from a MouseEvent as well). */
const pointer = (target: Element, phase: 'down' | 'move' | 'up', x: number) =>
  fireEvent(target, new MouseEvent(`pointer${phase}`, { bubbles: true, button: 0, clientX: x, clientY: 10 }));

/** A loader of the toast library's toaster that counts its calls; `offline` makes it fail as with no connection. */
function loader() {
  const state = { calls: 0, offline: false };
  const load = jest.fn(() => {
    state.calls += 1;
    return state.offline ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(Toaster);
  });
  return { load, state };
}

describe('ToastRegion', () => {
  it('renders, on the server and before its library, exactly the markup of the library’s empty region', () => {
    expect(renderToString(<ToastRegion load={loader().load} />)).toBe(renderToString(<Toaster />));
  });

  it('does not load the toast library for a first view without toasts or input', async () => {
    const { load } = loader();
    render(<ToastRegion load={load} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' }).contains(screen.getByTestId('toast-viewport'))).toBe(true);
  });

  it('loads the library for the first toast and shows the toast there', async () => {
    const { load } = loader();
    render(<ToastRegion load={load} />);
    act(() => {
      toast({ title: 'Saved', variant: 'success' });
    });
    expect((await screen.findByTestId('toast')).textContent).toContain('Saved');
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('toast-viewport')).toHaveLength(1);
  });

  it('loads the library at the visitor’s first pointer', async () => {
    const { load } = loader();
    render(<ToastRegion load={load} />);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('F8 pressed before the library is in focuses the region, and it stays focused once the library has replaced it', async () => {
    const { load } = loader();
    render(<ToastRegion load={load} />);
    const before = screen.getByTestId('toast-viewport');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(document.activeElement).toBe(before);
    await waitFor(() => expect(screen.getByTestId('toast-viewport')).not.toBe(before));
    expect(document.activeElement).toBe(screen.getByTestId('toast-viewport'));
    expect(screen.getAllByTestId('toast-viewport')).toHaveLength(1);
  });

  it('shows toasts itself while the library cannot load, closable, and loads it when the connection is back', async () => {
    const { load, state } = loader();
    state.offline = true;
    render(<ToastRegion load={load} />);
    act(() => {
      toast({ title: 'You are offline', duration: Infinity });
    });
    const plain = await screen.findByTestId('toast');
    expect(plain.textContent).toContain('You are offline');
    expect(plain.getAttribute('role')).toBe('status');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('toast')).toBeNull();

    state.offline = false;
    act(() => {
      toast({ title: 'Your connection is back', variant: 'success' });
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('Your connection is back'));
  });

  it('while the library cannot load, a toast closes when swiped right past 50 px or on Escape, and stays when swiped less', async () => {
    const { load, state } = loader();
    state.offline = true;
    render(<ToastRegion load={load} />);
    act(() => {
      toast({ title: 'You are offline', duration: Infinity });
    });
    const item = await screen.findByTestId('toast');
    pointer(item, 'down', 100);
    pointer(item, 'move', 130);
    expect(item.getAttribute('data-swipe')).toBe('move');
    pointer(item, 'up', 130);
    expect(item.getAttribute('data-swipe')).toBe('cancel');
    expect(screen.getByTestId('toast')).toBe(item);
    pointer(item, 'down', 100);
    pointer(item, 'move', 180);
    pointer(item, 'up', 180);
    expect(screen.queryByTestId('toast')).toBeNull();

    act(() => {
      toast({ title: 'Still offline', duration: Infinity });
    });
    fireEvent.keyDown(await screen.findByTestId('toast'), { key: 'Escape' });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('loadToaster gives the toast library’s toaster', async () => {
    await expect(loadToaster()).resolves.toBe(Toaster);
  });
});
