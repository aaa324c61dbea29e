import { MAX_OUTPUT_PIXELS, outputSize, renditionKey } from './image-params';

describe('outputSize', () => {
  const source = { width: 800, height: 600 };

  it('fills the box with cover and fits in it with inside', () => {
    expect(outputSize(source, { w: 100, h: 100, fit: 'cover' })).toEqual({ width: 100, height: 100 });
    expect(outputSize(source, { w: 100, h: 100, fit: 'inside' })).toEqual({ width: 100, height: 75 });
    expect(outputSize({ width: 600, height: 800 }, { w: 100, h: 100, fit: 'inside' })).toEqual({ width: 75, height: 100 });
  });

  it('keeps the aspect ratio with one side, and the source size with none', () => {
    expect(outputSize(source, { w: 400, fit: 'cover' })).toEqual({ width: 400, height: 300 });
    expect(outputSize(source, { h: 30, fit: 'cover' })).toEqual({ width: 40, height: 30 });
    expect(outputSize(source, { fit: 'cover' })).toEqual(source);
  });

  it('never gives more than 4 megapixels', () => {
    const tall = outputSize({ width: 100, height: 1000 }, { w: 2000, fit: 'cover' });
    expect(tall.width * tall.height).toBeLessThanOrEqual(MAX_OUTPUT_PIXELS);
    expect(tall.height / tall.width).toBeCloseTo(10, 1);
    const big = outputSize({ width: 5000, height: 4000 }, { fit: 'inside' });
    expect(big.width * big.height).toBeLessThanOrEqual(MAX_OUTPUT_PIXELS);
    expect(big.width / big.height).toBeCloseTo(1.25, 2);
  });
});

describe('renditionKey', () => {
  it('names each distinct output once', () => {
    const base = { w: 100, h: 50, q: 75, f: 'webp', fit: 'cover' } as const;
    expect(renditionKey(1, base)).toBe(renditionKey(1, { ...base }));
    expect(
      new Set([
        renditionKey(1, base),
        renditionKey(2, base),
        renditionKey(1, { ...base, w: 101 }),
        renditionKey(1, { ...base, h: undefined }),
        renditionKey(1, { ...base, q: 80 }),
        renditionKey(1, { ...base, f: 'avif' }),
        renditionKey(1, { ...base, fit: 'inside' }),
      ]).size,
    ).toBe(7);
  });
});
