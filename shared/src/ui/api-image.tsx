import type { ImgHTMLAttributes } from 'react';

/** Options of the image proxy, `GET /api/images/{id}` (api/JOBS.md, "Images"). */
export interface ImageSize {
  width: number;
  height: number;
  fit?: 'cover' | 'inside';
  quality?: number;
}

export function imageUrl(id: number, size: ImageSize, format: 'avif' | 'webp', density: 1 | 2 = 1): string {
  const params = new URLSearchParams({ w: String(size.width * density), h: String(size.height * density), f: format });
  if (size.fit) params.set('fit', size.fit);
  if (size.quality) params.set('q', String(size.quality));
  return `/api/images/${id}?${params}`;
}

const srcSet = (id: number, size: ImageSize, format: 'avif' | 'webp') =>
  `${imageUrl(id, size, format, 1)} 1x, ${imageUrl(id, size, format, 2)} 2x`;

export interface ApiImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'id' | 'src' | 'srcSet' | 'width' | 'height'>, ImageSize {
  /** The image's id in the API (not the element id). */
  imageId: number;
  alt: string;
}

/**
 * One of our images through the resizing proxy: AVIF where the browser takes it, else WebP, at
 * 1x and 2x (spec section 9 densities). Width and height reserve the space, so nothing shifts;
 * lazy unless the caller says the image is above the fold.
 */
export function ApiImage({ imageId: id, width, height, fit, quality, alt, loading = 'lazy', ...rest }: ApiImageProps) {
  const size = { width, height, fit, quality };
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(id, size, 'avif')} />
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
    </picture>
  );
}
