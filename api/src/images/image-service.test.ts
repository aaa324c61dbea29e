import sharp from 'sharp';
import type { Queryable } from '../db/db';
import { createImageService, ImageNotFoundError } from './image-service';
import type { ImageParams } from './image-params';
import { SourceTooLargeError } from './render-image';

interface Row {
  content_type: string;
  data: Uint8Array;
  width: number;
  height: number;
}

/** Stands in for the database: rows by id, counting reads. */
function fakeDb(rows: Record<number, Row>): Queryable & { reads: number } {
  const db = {
    reads: 0,
    async query<T>(_sql: string, params?: unknown[]) {
      db.reads += 1;
      const row = rows[params?.[0] as number];
      return { rows: (row ? [row] : []) as T[] };
    },
    async exec() {},
  };
  return db;
}

const params = (overrides: Partial<ImageParams> = {}): ImageParams => ({ q: 75, f: 'webp', fit: 'cover', ...overrides });

describe('image service', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
  });

  it('renders once and serves repeats and concurrent requests from memory', async () => {
    const db = fakeDb({ 1: { content_type: 'image/png', data: new Uint8Array(png), width: 64, height: 48 } });
    const images = createImageService({ db });
    const [a, b] = await Promise.all([images.get(1, params({ w: 32 })), images.get(1, params({ w: 32 }))]);
    expect(a).toBe(b);
    expect(db.reads).toBe(1);
    expect(await images.get(1, params({ w: 32 }))).toBe(a);
    expect(images.cached(1, params({ w: 32 }))).toBe(a);
    expect(db.reads).toBe(1);
    expect(a).toMatchObject({ contentType: 'image/webp', width: 32, height: 24, etag: expect.stringMatching(/^"i1-w32-/) });
  });

  it('keeps renditions within its byte budget, dropping the least recently used', async () => {
    const db = fakeDb({ 1: { content_type: 'image/png', data: png, width: 64, height: 48 } });
    const first = await createImageService({ db }).get(1, params({ w: 64, h: 48, f: 'png' }));
    const budget = first.body.length * 2 + 10;
    const images = createImageService({ db, cacheBytes: budget });
    for (const w of [64, 63, 62, 61]) await images.get(1, params({ w, h: 48, f: 'png' }));
    expect(images.cache.calculatedSize).toBeLessThanOrEqual(budget);
    expect(images.cached(1, params({ w: 64, h: 48, f: 'png' }))).toBeUndefined();
    expect(images.cached(1, params({ w: 61, h: 48, f: 'png' }))).toBeDefined();
  });

  it('refuses unknown ids and sources whose row declares over 25 megapixels, without caching failures', async () => {
    const db = fakeDb({ 2: { content_type: 'image/png', data: png, width: 6000, height: 5000 } });
    const images = createImageService({ db });
    await expect(images.get(1, params())).rejects.toBeInstanceOf(ImageNotFoundError);
    await expect(images.get(2, params())).rejects.toBeInstanceOf(SourceTooLargeError);
    await expect(images.get(2, params())).rejects.toBeInstanceOf(SourceTooLargeError);
    expect(db.reads).toBe(3);
    expect(images.cache.size).toBe(0);
  });
});
