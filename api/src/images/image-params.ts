// Server-only: the options of the image proxy (api/JOBS.md, "Images") and the output size they
// give for a source. Pure, so the size rules are tested without decoding anything.

export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_FITS = ['cover', 'inside'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

export const MIN_SIDE = 16;
export const MAX_SIDE = 2000;
export const MIN_QUALITY = 30;
export const MAX_QUALITY = 90;
export const DEFAULT_QUALITY = 75;
/** Output is at most 4 megapixels, whatever the parameters ask. */
export const MAX_OUTPUT_PIXELS = 4_000_000;
/** Sources over 25 megapixels are refused before decoding (a decompression bomb costs nothing to store). */
export const MAX_SOURCE_PIXELS = 25_000_000;

export const OUTPUT_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The query after validation and defaults. */
export interface ImageParams {
  w?: number;
  h?: number;
  q: number;
  f: ImageFormat;
  fit: ImageFit;
}

/** Every query parameter the proxy knows; anything else (`src`, `url`…) is refused. */
export const IMAGE_QUERY_KEYS: readonly string[] = ['w', 'h', 'q', 'f', 'fit'];

export const imageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    w: { type: 'integer', minimum: MIN_SIDE, maximum: MAX_SIDE },
    h: { type: 'integer', minimum: MIN_SIDE, maximum: MAX_SIDE },
    q: { type: 'integer', minimum: MIN_QUALITY, maximum: MAX_QUALITY, default: DEFAULT_QUALITY },
    f: { type: 'string', enum: IMAGE_FORMATS, default: 'webp' },
    fit: { type: 'string', enum: IMAGE_FITS, default: 'cover' },
  },
} as const;

/**
 * One string per distinct output: the cache key and the ETag's body. Equal outputs get equal
 * keys (`?w=100` and `?w=100&q=75`). Bump RENDER_VERSION when the rendering changes, so browsers
 * holding an immutable copy get new URLs' worth of ETags.
 */
const RENDER_VERSION = 1;
export function renditionKey(id: number, params: ImageParams): string {
  return `i${id}-${variantKey(params)}`;
}

/** The rendition key without the image: a stored variant's name in `image_variants` (migration 0030). */
export function variantKey(params: ImageParams): string {
  return `w${params.w ?? ''}-h${params.h ?? ''}-${params.fit}-q${params.q}.${params.f}-v${RENDER_VERSION}`;
}

/** The query after defaults, as the route's schema fills them in (a page's variant names only what it sets). */
export function withDefaults(query: { w?: number; h?: number; f?: ImageFormat; fit?: ImageFit; q?: number }): ImageParams {
  return { w: query.w, h: query.h, q: query.q ?? DEFAULT_QUALITY, f: query.f ?? 'webp', fit: query.fit ?? 'cover' };
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The exact pixel size of the output for a source of `source` pixels (already turned upright).
 * `cover` with both sides fills that box (cropping); `inside` fits in it keeping the aspect ratio;
 * one side alone keeps the aspect ratio; none keeps the source size. Then it is scaled down, aspect
 * kept, to at most MAX_OUTPUT_PIXELS (one side of 2000 on a 1:10 source would otherwise be 40 MP).
 */
export function outputSize(source: Size, { w, h, fit }: Pick<ImageParams, 'w' | 'h' | 'fit'>): Size {
  let width: number;
  let height: number;
  if (w !== undefined && h !== undefined) {
    if (fit === 'cover') {
      width = w;
      height = h;
    } else {
      const scale = Math.min(w / source.width, h / source.height);
      width = source.width * scale;
      height = source.height * scale;
    }
  } else if (w !== undefined) {
    width = w;
    height = (source.height * w) / source.width;
  } else if (h !== undefined) {
    width = (source.width * h) / source.height;
    height = h;
  } else {
    width = source.width;
    height = source.height;
  }
  if (width * height > MAX_OUTPUT_PIXELS) {
    const scale = Math.sqrt(MAX_OUTPUT_PIXELS / (width * height));
    width = Math.floor(width * scale);
    height = Math.floor(height * scale);
  }
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}
