// Server-only: a company logo (and a profile photo, by the same check) as uploaded (api/EMPLOYERS.md):
// PNG, JPEG or WebP judged by its bytes (the name and the browser's Content-Type are only claims), at
// most 2 MB (a photo 5 MB), and a picture sharp can actually decode. SVG is refused: a script inside one would run wherever it is opened directly.
import sharp from 'sharp';
import type { Queryable } from '../db/db';
import { MAX_SOURCE_PIXELS } from '../images/image-params';
import { enqueueImageVariants } from '../images/variants';
import type { JobQueue } from '../queue/queue';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export type LogoType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface CheckedLogo {
  contentType: LogoType;
  data: Buffer;
  width: number;
  height: number;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF');
const WEBP = Buffer.from('WEBP');

/** The picture type `content` starts as, or undefined for anything else. */
export function detectLogoType(content: Buffer): LogoType | undefined {
  if (content.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (content.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  if (content.subarray(0, 4).equals(RIFF) && content.subarray(8, 12).equals(WEBP)) return 'image/webp';
  return undefined;
}

const SHARP_FORMATS: Record<LogoType, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

/**
 * The logo with its size, or undefined when the bytes are not a PNG, JPEG or WebP picture that
 * decodes (a renamed file, a truncated or forged one). The caller checks the byte limit first.
 */
export async function checkLogo(content: Buffer): Promise<CheckedLogo | undefined> {
  const contentType = detectLogoType(content);
  if (!contentType) return undefined;
  try {
    const options = { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error' } as const;
    const meta = await sharp(content, options).metadata();
    if (meta.format !== SHARP_FORMATS[contentType] || !meta.width || !meta.height) return undefined;
    // A small decode proves the pixels are there (a forged header alone passes metadata()).
    await sharp(content, options).resize(32, 32, { fit: 'inside' }).toBuffer();
    return { contentType, data: content, width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}

/**
 * Stores a checked picture (a logo or a profile photo) in `images`, with the job that makes its
 * variants in the same transaction (images/variants.ts); its id for `/api/images/{id}`.
 */
export async function insertPicture(tx: Queryable, picture: CheckedLogo, queue: Pick<JobQueue, 'send'>): Promise<number> {
  const { rows } = await tx.query<{ id: number }>('insert into images (content_type, data, width, height) values ($1, $2, $3, $4) returning id', [
    picture.contentType,
    picture.data,
    picture.width,
    picture.height,
  ]);
  const id = rows[0]!.id;
  await enqueueImageVariants(queue, tx, id);
  return id;
}
