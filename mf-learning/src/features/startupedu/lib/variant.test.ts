import { resolveVariant, VARIANT_KEY } from './variant';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('resolveVariant', () => {
  it('draws 50/50 once and keeps the draw', () => {
    expect(resolveVariant('', () => 0.49)).toBe('a');
    expect(localStorage.getItem(VARIANT_KEY)).toBe('a');
    const random = jest.fn(() => 0.9);
    expect(resolveVariant('', random)).toBe('a');
    expect(random).not.toHaveBeenCalled();

    localStorage.clear();
    expect(resolveVariant('', () => 0.5)).toBe('b');
    expect(localStorage.getItem(VARIANT_KEY)).toBe('b');
  });

  it('lets ?variant= override the sticky variant and keeps the override', () => {
    localStorage.setItem(VARIANT_KEY, 'a');
    expect(resolveVariant('?variant=b', () => 0)).toBe('b');
    expect(localStorage.getItem(VARIANT_KEY)).toBe('b');
    expect(resolveVariant('?variant=A', () => 0.9)).toBe('a');
    expect(resolveVariant('', () => 0.9)).toBe('a');
  });

  it('ignores a variant it does not know, in the URL or in storage', () => {
    localStorage.setItem(VARIANT_KEY, 'c');
    expect(resolveVariant('?variant=c', () => 0.7)).toBe('b');
    expect(localStorage.getItem(VARIANT_KEY)).toBe('b');
  });

  it('still shows a variant when storage is unavailable', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(resolveVariant('', () => 0.1)).toBe('a');
    expect(resolveVariant('?variant=b', () => 0.1)).toBe('b');
  });
});
