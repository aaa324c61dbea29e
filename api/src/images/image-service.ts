// Server-only: renditions of rows of the `images` table (rendered on request, or read from
// image_variants by the route), kept in a bounded in-memory cache. Only
// rows of our own table are ever read: there is no way to name another source.
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/db';
import { MAX_SOURCE_PIXELS, renditionKey } from './image-params';
import type { ImageParams } from './image-params';
import { createLimiter } from './limiter';
import type { Limiter } from './limiter';
import { renderImage, SourceTooLargeError } from './render-image';
import type { Rendition, SourceImage } from './render-image';

export interface CachedRendition extends Rendition {
  /** Strong ETag (quoted): an image id's content never changes, so the key names the bytes. */
  etag: string;
}

export class ImageNotFoundError extends Error {
  constructor(id: number) {
    super(`Image ${id} does not exist`);
    this.name = 'ImageNotFoundError';
  }
}

export interface ImageServiceOptions {
  db: Queryable;
  /** Bytes of renditions kept in memory (least recently used go first). */
  cacheBytes?: number;
  /** Renditions made at once; the rest wait in a bounded queue. */
  concurrency?: number;
  maxQueued?: number;
}

export interface ImageService {
  etagFor(id: number, params: ImageParams): string;
  /** The cached rendition, without touching the database; undefined on a miss. */
  cached(id: number, params: ImageParams): CachedRendition | undefined;
  exists(id: number): Promise<boolean>;
  /** Keeps a rendition read from storage (image_variants) in memory; answers it with its ETag. */
  remember(id: number, params: ImageParams, rendition: Rendition): CachedRendition;
  /** Renders (or reuses) one rendition; throws ImageNotFoundError, SourceTooLargeError or QueueFullError. */
  get(id: number, params: ImageParams): Promise<CachedRendition>;
  readonly limiter: Limiter;
  readonly cache: LRUCache<string, CachedRendition>;
}

export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

const toBuffer = (value: Uint8Array) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength));

export function createImageService({ db, cacheBytes = DEFAULT_CACHE_BYTES, concurrency = 2, maxQueued = 64 }: ImageServiceOptions): ImageService {
  const cache = new LRUCache<string, CachedRendition>({
    maxSize: cacheBytes,
    // One rendition larger than the whole budget is served but not kept.
    maxEntrySize: cacheBytes,
    sizeCalculation: (rendition) => Math.max(1, rendition.body.length),
  });
  const limiter = createLimiter(concurrency, maxQueued);
  // Ten requests for one new rendition render it once.
  const inFlight = new Map<string, Promise<CachedRendition>>();

  async function load(id: number): Promise<SourceImage> {
    const { rows } = await db.query<{ content_type: string; data: Uint8Array; width: number; height: number }>(
      'select content_type, data, width, height from images where id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) throw new ImageNotFoundError(id);
    // The row's own size first: an oversize source is refused without reading its header.
    if (row.width * row.height > MAX_SOURCE_PIXELS) throw new SourceTooLargeError(row.width * row.height);
    return { contentType: row.content_type, data: toBuffer(row.data) };
  }

  const etagFor = (id: number, params: ImageParams) => `"${renditionKey(id, params)}"`;

  return {
    etagFor,
    cached: (id, params) => cache.get(renditionKey(id, params)),
    async exists(id) {
      const { rows } = await db.query('select 1 from images where id = $1', [id]);
      return rows.length > 0;
    },
    remember(id, params, rendition) {
      const entry: CachedRendition = { ...rendition, etag: etagFor(id, params) };
      cache.set(renditionKey(id, params), entry);
      return entry;
    },
    get(id, params) {
      const key = renditionKey(id, params);
      const hit = cache.get(key);
      if (hit) return Promise.resolve(hit);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const job = (async () => {
        const source = await load(id);
        const rendition = await limiter.run(() => renderImage(source, params));
        const entry: CachedRendition = { ...rendition, etag: etagFor(id, params) };
        cache.set(key, entry);
        return entry;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      return job;
    },
    limiter,
    cache,
  };
}
