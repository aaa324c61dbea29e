import type { ImgHTMLAttributes } from 'react';

/** Options of the image proxy, `GET /api/images/{id}` (api/JOBS.md, "Images"). */
export interface ImageSize {
  width: number;
  height: number;
  fit?: 'cover' | 'inside';
  quality?: number;
}

/** The proxy's bounds for `w` and `h`. */
export const IMAGE_SIDE_MIN = 16;
export const IMAGE_SIDE_MAX = 2000;

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

export function imageUrl(id: number, size: ImageSize, format: 'avif' | 'webp', density: 1 | 2 = 1): string {
  const { w, h } = requestSize(size.width, size.height, density);
  const params = new URLSearchParams({ w: String(w), h: String(h), f: format });
  if (size.fit) params.set('fit', size.fit);
  if (size.quality) params.set('q', String(size.quality));
  return `/api/images/${id}?${params}`;
}

const srcSet = (id: number, size: ImageSize, format: 'avif' | 'webp') => `${imageUrl(id, size, format, 1)} 1x, ${imageUrl(id, size, format, 2)} 2x`;

export interface ApiImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'id' | 'src' | 'srcSet' | 'width' | 'height'>, ImageSize {
  /** The image's id in the API (not the element id). */
  imageId: number;
  alt: string;
}

/**
 * Images at least this wide or tall (CSS px) are offered as AVIF too. Below it (logos, avatars)
 * AVIF saves a few hundred bytes but costs a phone far more to decode than WebP: on the job list's
 * first view, AVIF logos delayed the first paint and added long tasks (measured with `bench:web`).
 */
export const AVIF_MIN_SIDE = 256;

/**
 * One of our images through the resizing proxy: WebP at 1x and 2x (spec section 9 densities), and
 * AVIF where the browser takes it for large images. Width and height reserve the space, so nothing
 * shifts; lazy unless the caller says the image is above the fold.
 */
export function ApiImage({ imageId: id, width, height, fit, quality, alt, loading = 'lazy', ...rest }: ApiImageProps) {
  const size = { width, height, fit, quality };
  const img = (
    <img
      {...rest}
      src={imageUrl(id, size, 'webp')}
      srcSet={srcSet(id, size, 'webp')}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
    />
  );
  if (Math.max(width, height) < AVIF_MIN_SIDE) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(id, size, 'avif')} />
      {img}
    </picture>
  );
}
