/**
 * The image variants the pages ask the image proxy for (`GET /api/images/{id}`, api/JOBS.md,
 * "Images"): each place that shows a company's logo, cover or photo names its size here, the UI
 * kit's ApiImage builds its URLs from it, and the API makes exactly these variants when a picture
 * is stored (api/src/images/variants.ts), so no page waits on an encoder.
 */

/** Display size of an image in CSS px, and how the proxy fits the picture into it. */
export interface ImageSize {
  width: number;
  height: number;
  fit?: 'cover' | 'inside';
  quality?: number;
}

/** What a picture is to its company; each role has its own variants. */
export type ImageRole = 'logo' | 'cover' | 'photo';

/** Every size a page shows, by role: the single list both the pages and the API read. */
export const IMAGE_SIZES = {
  logo: {
    /** My applications. */
    application: { width: 48, height: 48 },
    /** Job list cards. */
    jobCard: { width: 56, height: 56 },
    /** Company list cards and the console's home. */
    companyCard: { width: 64, height: 64 },
    /** The employer start page. */
    employerStart: { width: 72, height: 72 },
    /** The job detail's company card. */
    jobDetail: { width: 72, height: 72, fit: 'inside' },
    /** The company profile's head and the console's company form. */
    profile: { width: 96, height: 96 },
  },
  cover: {
    profile: { width: 1200, height: 320 },
  },
  photo: {
    profile: { width: 400, height: 300 },
    console: { width: 160, height: 120, fit: 'cover' },
  },
} as const satisfies Record<ImageRole, Record<string, ImageSize>>;

/** The proxy's bounds for `w` and `h`. */
export const IMAGE_SIDE_MIN = 16;
export const IMAGE_SIDE_MAX = 2000;

/**
 * Images at least this wide or tall (CSS px) are offered as AVIF too. Below it (logos, avatars)
 * AVIF saves a few hundred bytes but costs a phone far more to decode than WebP: on the job list's
 * first view, AVIF logos delayed the first paint and added long tasks (measured with `bench:web`).
 */
export const AVIF_MIN_SIDE = 256;

/** Densities every size is offered at (spec section 9). */
export const IMAGE_DENSITIES = [1, 2] as const;
export type ImageDensity = (typeof IMAGE_DENSITIES)[number];

export type PageImageFormat = 'avif' | 'webp' | 'png';

/** A variant as the proxy's query names it (`fit` and `q` only when the size sets them). */
export interface ImageVariantQuery {
  w: number;
  h: number;
  f: PageImageFormat;
  fit?: 'cover' | 'inside';
  q?: number;
}

/**
 * The logo of a job's JSON-LD (mf-jobs job-posting.ts): search engines take PNG, uncropped.
 */
export const JSON_LD_LOGO: ImageVariantQuery = { w: 256, h: 256, fit: 'inside', f: 'png' };

/**
 * Pixel size to ask for: the display size times the density, scaled (aspect kept) into the
 * proxy's bounds, which answers 400 outside them. A 1200 px wide cover at 2x asks for 2000 px
 * (the browser scales the rest), a 12 px icon for 16 px.
 */
function requestSize(width: number, height: number, density: number): { w: number; h: number } {
  let w = width * density;
  let h = height * density;
  const down = IMAGE_SIDE_MAX / Math.max(w, h);
  if (down < 1) [w, h] = [w * down, h * down];
  const up = IMAGE_SIDE_MIN / Math.min(w, h);
  if (up > 1) [w, h] = [w * up, h * up];
  const clamp = (side: number) => Math.min(IMAGE_SIDE_MAX, Math.max(IMAGE_SIDE_MIN, Math.round(side)));
  return { w: clamp(w), h: clamp(h) };
}

export function imageVariantQuery(size: ImageSize, format: PageImageFormat, density: ImageDensity = 1): ImageVariantQuery {
  return {
    ...requestSize(size.width, size.height, density),
    f: format,
    ...(size.fit ? { fit: size.fit } : {}),
    ...(size.quality ? { q: size.quality } : {}),
  };
}

/** The formats a page offers for an image of this size: WebP always, AVIF for large ones. */
export const pageFormatsOf = (size: ImageSize): PageImageFormat[] =>
  Math.max(size.width, size.height) >= AVIF_MIN_SIDE ? ['avif', 'webp'] : ['webp'];

export function imageUrlOf(id: number, query: ImageVariantQuery): string {
  const params = new URLSearchParams({ w: String(query.w), h: String(query.h), f: query.f });
  if (query.fit) params.set('fit', query.fit);
  if (query.q) params.set('q', String(query.q));
  return `/api/images/${id}?${params}`;
}

/** Every variant the pages ask for of a picture in this role: each size, each density, each format. */
export function pageVariantsOf(role: ImageRole): ImageVariantQuery[] {
  const sizes: ImageSize[] = Object.values(IMAGE_SIZES[role]);
  const variants = sizes.flatMap((size) =>
    pageFormatsOf(size).flatMap((format) => IMAGE_DENSITIES.map((density) => imageVariantQuery(size, format, density))),
  );
  return role === 'logo' ? [...variants, JSON_LD_LOGO] : variants;
}
