// Server-only: one rendition of a stored image with sharp (libvips). SVG sources need nothing
// special: libvips renders a vector source at the size the resize asks for (scale on load), so a
// small logo asked for at 2x stays crisp rather than being rasterised small and blown up.
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { MAX_SOURCE_PIXELS, OUTPUT_CONTENT_TYPES, outputSize } from './image-params';
import type { ImageParams, Size } from './image-params';

export interface SourceImage {
  contentType: string;
  data: Buffer;
}

export interface Rendition {
  body: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/** The source (as decoded, not as its row claims) is over MAX_SOURCE_PIXELS. */
export class SourceTooLargeError extends Error {
  constructor(pixels?: number) {
    super(`The source image ${pixels === undefined ? 'is too large' : `has ${pixels} pixels`}; at most ${MAX_SOURCE_PIXELS} are resized`);
    this.name = 'SourceTooLargeError';
  }
}

// What an AVIF or WebP encode may spend: 2 of 0-9 (AVIF) or 0-6 (WebP) is several times faster than
// the default for a few percent of size, the right trade for on-demand resizing.
const AVIF_EFFORT = 2;
const WEBP_EFFORT = 3;

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

export async function renderImage(source: SourceImage, params: ImageParams): Promise<Rendition> {
  const base = { limitInputPixels: MAX_SOURCE_PIXELS, autoOrient: true, failOn: 'error' } as const;

  // The header alone: size and orientation without decoding a pixel.
  let meta: Metadata;
  try {
    meta = await sharp(source.data, base).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw new SourceTooLargeError();
    throw error;
  }
  const upright: Size = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const sourcePixels = upright.width * upright.height;
  if (sourcePixels > MAX_SOURCE_PIXELS) throw new SourceTooLargeError(sourcePixels);

  const target = outputSize(upright, params);
  let pipeline = sharp(source.data, base).resize({
    width: target.width,
    height: target.height,
    fit: 'cover',
    position: 'centre',
  });
  switch (params.f) {
    case 'webp':
      pipeline = pipeline.webp({ quality: params.q, effort: WEBP_EFFORT });
      break;
    case 'avif':
      pipeline = pipeline.avif({ quality: params.q, effort: AVIF_EFFORT });
      break;
    case 'jpeg':
      // JPEG has no alpha: transparent logos go on white, not black.
      pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: params.q, mozjpeg: true });
      break;
    case 'png':
      // Lossless: `q` does not apply.
      pipeline = pipeline.png({ compressionLevel: 8 });
      break;
  }
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { body: data, contentType: OUTPUT_CONTENT_TYPES[params.f], width: info.width, height: info.height };
  } catch (error) {
    if (isPixelLimitError(error)) throw new SourceTooLargeError();
    throw error;
  }
}
