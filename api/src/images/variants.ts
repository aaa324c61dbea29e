// Server-only: the variants the pages ask for (shared/contracts/images.ts), made ahead by the job
// queue and kept in `image_variants` (migration 0030; api/JOBS.md, "Images"). A stored picture gets
// one `image-variants` job, enqueued in its own transaction; the job makes each variant its role
// (logo, cover, photo) needs that is not there yet, so running it twice costs two reads. At start,
// `image-variants-sweep` enqueues the pictures still missing some (the seed's, a new page size).
import { pageVariantsOf, type ImageRole, type ImageVariantQuery } from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { defineJob, type JobQueue } from '../queue/queue';
import { variantKey, withDefaults, type ImageParams } from './image-params';
import { createLimiter } from './limiter';
import { renderImage, SourceTooLargeError, type Rendition } from './render-image';

export interface PageVariant {
  key: string;
  params: ImageParams;
}

const ROLES: readonly ImageRole[] = ['logo', 'cover', 'photo'];

/**
 * One encode at a time in this process, however many jobs the worker runs at once: background work
 * must leave libuv's thread pool (password hashing, files) and the other core to the visitors.
 */
const encoder = createLimiter(1, Number.MAX_SAFE_INTEGER);

const toVariant = (query: ImageVariantQuery): PageVariant => {
  const params = withDefaults(query);
  return { key: variantKey(params), params };
};

/** Each role's variants, without repeats (two places showing one size share it). */
export const VARIANTS_BY_ROLE: Readonly<Record<ImageRole, readonly PageVariant[]>> = Object.fromEntries(
  ROLES.map((role) => [
    role,
    [
      ...new Map(
        pageVariantsOf(role)
          .map(toVariant)
          .map((variant) => [variant.key, variant]),
      ).values(),
    ],
  ]),
) as Record<ImageRole, PageVariant[]>;

/** Every variant a page may ask for: these are stored and served from storage; other options are rendered on request. */
export const PAGE_VARIANT_KEYS: ReadonlySet<string> = new Set(ROLES.flatMap((role) => VARIANTS_BY_ROLE[role].map((variant) => variant.key)));

export type StoredVariant = Rendition;

// A copy: a variant stays in the memory cache, and a view would keep the driver's whole result buffer alive.
const toBuffer = (value: Uint8Array) => Buffer.from(value);

/** A stored variant, or undefined while it is not made yet. */
export async function readVariant(db: Queryable, imageId: number, key: string): Promise<StoredVariant | undefined> {
  const { rows } = await db.query<{ content_type: string; body: Uint8Array; width: number; height: number }>(
    'select content_type, body, width, height from image_variants where image_id = $1 and variant = $2',
    [imageId, key],
  );
  const row = rows[0];
  return row && { contentType: row.content_type, body: toBuffer(row.body), width: row.width, height: row.height };
}

/**
 * What answers a variant that is not made yet, with no encoder in the way: the stored variant of
 * the same format nearest in width (the smallest at least as wide, else the widest; for AVIF a WebP
 * one next, which every AVIF browser shows), else the picture as stored (a PNG, JPEG or WebP upload,
 * or a seed's SVG: every API answer's CSP lets an SVG run nothing). Undefined when the image does not exist.
 */
export async function readFallback(db: Queryable, imageId: number, params: ImageParams): Promise<StoredVariant | undefined> {
  const wanted = contentTypeOf(params);
  const { rows } = await db.query<{ content_type: string; body: Uint8Array; width: number; height: number }>(
    `select content_type, body, width, height from image_variants
     where image_id = $1 and content_type = any($2::text[])
     order by content_type = $3 desc, width >= $4 desc, case when width >= $4 then width else -width end
     limit 1`,
    [imageId, params.f === 'avif' ? [wanted, 'image/webp'] : [wanted], wanted, params.w ?? 0],
  );
  const variant = rows[0];
  if (variant) return { contentType: variant.content_type, body: toBuffer(variant.body), width: variant.width, height: variant.height };
  const { rows: originals } = await db.query<{ content_type: string; data: Uint8Array; width: number; height: number }>(
    'select content_type, data, width, height from images where id = $1',
    [imageId],
  );
  const original = originals[0];
  return original && { contentType: original.content_type, body: toBuffer(original.data), width: original.width, height: original.height };
}

const contentTypeOf = (params: ImageParams) => `image/${params.f}`;

/** The roles a picture has now; none once its company dropped it (the job then makes nothing). */
export async function rolesOf(db: Queryable, imageId: number): Promise<ImageRole[]> {
  const { rows } = await db.query<{ logo: boolean; cover: boolean; photo: boolean }>(
    `select exists (select 1 from companies where logo_image_id = $1) as logo,
            exists (select 1 from companies where cover_image_id = $1) as cover,
            exists (select 1 from company_photos where image_id = $1) as photo`,
    [imageId],
  );
  const row = rows[0]!;
  return ROLES.filter((role) => row[role]);
}

export interface MakeVariantsLog {
  warn(details: object, message: string): void;
}

/**
 * Makes the variants of the picture's roles that are not stored yet, one after the other (the
 * job queue runs a few pictures at once); answers how many it made. Idempotent: a variant made
 * meanwhile (a second job, another replica) is kept as it is.
 */
export async function makeVariants(db: Queryable, imageId: number, log?: MakeVariantsLog): Promise<number> {
  const wanted = new Map((await rolesOf(db, imageId)).flatMap((role) => VARIANTS_BY_ROLE[role].map((variant) => [variant.key, variant] as const)));
  if (wanted.size === 0) return 0;
  const { rows: done } = await db.query<{ variant: string }>('select variant from image_variants where image_id = $1 and variant = any($2::text[])', [
    imageId,
    [...wanted.keys()],
  ]);
  for (const row of done) wanted.delete(row.variant);
  if (wanted.size === 0) return 0;
  const { rows } = await db.query<{ content_type: string; data: Uint8Array }>('select content_type, data from images where id = $1', [imageId]);
  const source = rows[0];
  if (!source) return 0;
  let made = 0;
  for (const variant of wanted.values()) {
    let rendition: Rendition;
    try {
      rendition = await encoder.run(() => renderImage({ contentType: source.content_type, data: toBuffer(source.data) }, variant.params));
    } catch (error) {
      // Uploads are checked for size, so only an odd seed row gets here: it stays on its fallback.
      if (error instanceof SourceTooLargeError) {
        log?.warn({ imageId, variant: variant.key }, 'image too large for its variants');
        return made;
      }
      throw error;
    }
    // The picture deleted meanwhile (a replaced logo): nothing is stored and the job ends.
    const { rows: stored } = await db.query<{ image: boolean; stored: boolean }>(
      `with added as (
         insert into image_variants (image_id, variant, content_type, body, width, height)
         select $1, $2, $3, $4, $5, $6 where exists (select 1 from images where id = $1)
         on conflict do nothing returning 1)
       select exists (select 1 from images where id = $1) as image, exists (select 1 from added) as stored`,
      [imageId, variant.key, rendition.contentType, rendition.body, rendition.width, rendition.height],
    );
    if (!stored[0]!.image) return made;
    if (stored[0]!.stored) made += 1;
  }
  return made;
}

export interface ImageVariantsData {
  imageId: number;
}

export const imageVariantsJob = defineJob<ImageVariantsData, FastifyInstance>({
  name: 'image-variants',
  // An encoder failure is unlikely to pass by itself; a few tries cover a database that was away.
  retries: 3,
  async run(app, { imageId }) {
    await makeVariants(app.db, imageId, app.log);
  },
});

/** Enqueues the variants of a picture just stored, in the transaction that stores it. */
export async function enqueueImageVariants(queue: Pick<JobQueue, 'send'>, tx: Queryable, imageId: number): Promise<void> {
  await queue.send(imageVariantsJob, { imageId }, tx);
}

/**
 * The pictures of each role that miss some of its variants and have no job waiting: logos first,
 * then covers, then photos (the order their jobs are enqueued and run in).
 */
export async function picturesMissingVariants(db: Queryable, queueSchema: string): Promise<number[][]> {
  const sources: Record<ImageRole, string> = {
    logo: 'select logo_image_id as id from companies where logo_image_id is not null',
    cover: 'select cover_image_id as id from companies where cover_image_id is not null',
    photo: 'select image_id as id from company_photos',
  };
  const { rows: waiting } = await db.query<{ id: number }>(
    `select distinct (data->>'imageId')::int as id from ${queueSchema}.job where name = $1 and state in ('created', 'retry', 'active')`,
    [imageVariantsJob.name],
  );
  const skip = new Set(waiting.map((row) => row.id));
  const groups: number[][] = [];
  for (const role of ROLES) {
    const keys = VARIANTS_BY_ROLE[role].map((variant) => variant.key);
    const { rows } = await db.query<{ id: number }>(
      `select distinct p.id from (${sources[role]}) p
       where (select count(*) from image_variants v where v.image_id = p.id and v.variant = any($1::text[])) < $2
       order by p.id`,
      [keys, keys.length],
    );
    const ids = rows.map((row) => row.id).filter((id) => !skip.has(id));
    for (const id of ids) skip.add(id);
    groups.push(ids);
  }
  return groups;
}

export const imageVariantsSweepJob = defineJob<object, FastifyInstance>({
  name: 'image-variants-sweep',
  atStart: true,
  async run(app) {
    if (app.config.imageVariantsAtStart === false) return;
    // One statement per role, each committed on its own: the queue runs older jobs first, so logos come first.
    for (const ids of await picturesMissingVariants(app.db, app.queue.schema)) {
      await app.queue.sendMany(
        imageVariantsJob,
        ids.map((imageId) => ({ imageId })),
      );
    }
  },
});
