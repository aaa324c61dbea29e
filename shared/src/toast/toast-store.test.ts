import { getDefaultStore } from 'jotai';
import { dismissToast, toast, toastReducer, toastsAtom, TOAST_REMOVE_DELAY_MS, type Toast } from './toast-store';

const make = (id: string, extra: Partial<Toast> = {}): Toast => ({ id, variant: 'default', open: true, ...extra });

describe('toastReducer', () => {
  it('holds one toast at a time: a new one replaces the list', () => {
    expect(toastReducer([make('1')], { type: 'add', toast: make('2') }).map((t) => t.id)).toEqual(['2']);
  });

  it('updates only the toast with the given id', () => {
    const state = toastReducer([make('1', { title: 'a' })], { type: 'update', toast: { id: '1', title: 'b' } });
    expect(state[0]!.title).toBe('b');
    expect(toastReducer(state, { type: 'update', toast: { id: 'x', title: 'c' } })[0]!.title).toBe('b');
  });

  it('dismisses by closing, and removes by id or all', () => {
    expect(toastReducer([make('1')], { type: 'dismiss', id: '1' })[0]!.open).toBe(false);
    expect(toastReducer([make('1')], { type: 'dismiss' })[0]!.open).toBe(false);
    expect(toastReducer([make('1')], { type: 'remove', id: '1' })).toEqual([]);
    expect(toastReducer([make('1')], { type: 'remove' })).toEqual([]);
  });
});

describe('toast()', () => {
  afterEach(() => jest.useRealTimers());

  it('adds an open toast with a string id, default variant, and removes it a delay after dismissal', () => {
    jest.useFakeTimers();
    const store = getDefaultStore();
    const handle = toast({ title: 'Hello' });
    expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ id: handle.id, title: 'Hello', open: true, variant: 'default' })]);
    handle.update({ title: 'Updated', variant: 'success' });
    expect(store.get(toastsAtom)[0]).toEqual(expect.objectContaining({ title: 'Updated', variant: 'success' }));
    dismissToast(handle.id);
    expect(store.get(toastsAtom)[0]!.open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.get(toastsAtom)).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('gives each toast a new id', () => {
    expect(toast({ title: 'a' }).id).not.toBe(toast({ title: 'b' }).id);
  });
});
