import { getDefaultStore } from 'jotai';
import { dismissToast, toast, toastDuration, toastReducer, toastsAtom, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, type Toast } from './toast-store';

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

describe('toastDuration', () => {
  it('is 2500 ms for errors and success messages, the library default (undefined) otherwise', () => {
    expect(TOAST_DURATION_MS).toBe(2500);
    expect(toastDuration({ variant: 'destructive' })).toBe(2500);
    expect(toastDuration({ variant: 'success' })).toBe(2500);
    expect(toastDuration({ variant: 'default' })).toBeUndefined();
  });

  it("is the caller's when set, Infinity keeping the toast", () => {
    expect(toastDuration({ variant: 'destructive', duration: Infinity })).toBe(Infinity);
    expect(toastDuration({ variant: 'default', duration: 8000 })).toBe(8000);
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

  it('replaces the shown toast with a new one, and the open-change callback dismisses it', () => {
    const store = getDefaultStore();
    const onOpenChange = jest.fn();
    toast({ title: 'First' });
    const second = toast({ title: 'Second', onOpenChange });
    expect(store.get(toastsAtom).map((t) => t.title)).toEqual(['Second']);
    store.get(toastsAtom)[0]!.onOpenChange!(false);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ id: second.id, open: false })]);
  });

  it('gives each toast a new id', () => {
    expect(toast({ title: 'a' }).id).not.toBe(toast({ title: 'b' }).id);
  });
});
