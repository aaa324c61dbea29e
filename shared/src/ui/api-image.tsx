import type { ImgHTMLAttributes } from 'react';
import {
  AVIF_MIN_SIDE,
  IMAGE_SIDE_MAX,
  IMAGE_SIDE_MIN,
  IMAGE_SIZES,
  imageUrlOf,
  imageVariantQuery,
  JSON_LD_LOGO,
  pageFormatsOf,
  type ImageDensity,
  type ImageSize,
} from '../../contracts/images';

// The sizes and formats live in the contract (shared/contracts/images.ts): the API pre-makes exactly those variants.
export { AVIF_MIN_SIDE, IMAGE_SIDE_MAX, IMAGE_SIDE_MIN, IMAGE_SIZES, imageUrlOf, JSON_LD_LOGO, type ImageSize };

export function imageUrl(id: number, size: ImageSize, format: 'avif' | 'webp', density: ImageDensity = 1): string {
  return imageUrlOf(id, imageVariantQuery(size, format, density));
}

const srcSet = (id: number, size: ImageSize, format: 'avif' | 'webp') => `${imageUrl(id, size, format, 1)} 1x, ${imageUrl(id, size, format, 2)} 2x`;

export interface ApiImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'id' | 'src' | 'srcSet' | 'width' | 'height'>, ImageSize {
  /** The image's id in the API (not the element id). */
  imageId: number;
  alt: string;
}

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
  if (!pageFormatsOf(size).includes('avif')) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(id, size, 'avif')} />
      {img}
    </picture>
  );
}
