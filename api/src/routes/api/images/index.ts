// /api/images/{id}: our stored images in the sizes asked for (api/JOBS.md, "Images"). The id names a
// row of `images`; no parameter can name a URL or file, so the proxy fetches nothing else. The
// variants the pages use are made ahead by the job queue and served from `image_variants`; one not
// made yet is answered at once with a stand-in and enqueued; other options are rendered on request.
// Each answer says where it came from in X-Image-Source (memory, stored, fallback, rendered).
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { IMAGE_QUERY_KEYS, imageQuerySchema, variantKey } from '../../../images/image-params';
import type { ImageParams } from '../../../images/image-params';
import { createImageService, ImageNotFoundError } from '../../../images/image-service';
import type { ImageServiceOptions } from '../../../images/image-service';
import { QueueFullError } from '../../../images/limiter';
import { SourceTooLargeError } from '../../../images/render-image';
import { imageVariantsJob, PAGE_VARIANT_KEYS, readFallback, readVariant } from '../../../images/variants';
import { problemRef, sendProblem } from '../../../lib/problem';

/** An image id's content never changes (a new picture is a new row), so a rendition is cached for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A stand-in for a variant not made yet: kept briefly, so the browser asks again once it is made. */
export const FALLBACK_CACHE_CONTROL = 'public, max-age=30';
/** How long a replica waits before enqueuing a missing variant's picture again (its job may still be queued). */
const REQUEUE_AFTER_MS = 60_000;
const PG_INTEGER_MAX = 2_147_483_647;

export type ImagesRoutesOptions = Omit<ImageServiceOptions, 'db'>;

/** True when an If-None-Match header lists `etag` (or is `*`); weak validators compare equal. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

export default async function imagesRoutes(app: FastifyInstance, options: ImagesRoutesOptions) {
  const images = createImageService({ db: app.db, ...options });
  const enqueued = new LRUCache<number, true>({ max: 10_000, ttl: REQUEUE_AFTER_MS });

  /**
   * Has the picture's variants made, once a minute per replica at most. Awaited (one insert, no
   * encoder), so the job is there when the answer is; a failure only costs the next visitor a retry.
   */
  const enqueueVariants = async (id: number) => {
    if (enqueued.has(id)) return;
    enqueued.set(id, true);
    await app.queue.send(imageVariantsJob, { imageId: id }).catch((error: unknown) => {
      enqueued.delete(id);
      app.log.warn({ err: error, imageId: id }, 'could not enqueue image variants');
    });
  };

  app.get<{ Params: { id: number }; Querystring: ImageParams }>(
    '/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: PG_INTEGER_MAX } },
        },
        querystring: imageQuerySchema,
        response: { 400: problemRef, 404: problemRef, 422: problemRef, 503: problemRef },
      },
      // The schema says additionalProperties: false, but Fastify's Ajv strips unknown properties
      // silently; a `?url=` or `?src=` must be refused out loud, not ignored.
      preValidation: async (request, reply) => {
        const unknown = Object.keys(request.query as object).filter((key) => !IMAGE_QUERY_KEYS.includes(key));
        if (unknown.length > 0) {
          return sendProblem(reply, 400, `Unknown query parameter ${unknown.join(', ')}; allowed are ${IMAGE_QUERY_KEYS.join(', ')}`);
        }
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const params = request.query;
      const etag = images.etagFor(id, params);
      const ifNoneMatch = request.headers['if-none-match'];
      const key = variantKey(params);

      let rendition = images.cached(id, params);
      let source = 'memory';
      if (!rendition && matchesEtag(ifNoneMatch, etag)) {
        // The browser has these bytes; only whether the image still exists needs asking.
        if (await images.exists(id)) return reply.code(304).header('Cache-Control', IMMUTABLE_CACHE_CONTROL).header('ETag', etag).send();
        return sendProblem(reply, 404, `Image ${id} does not exist`);
      }
      if (!rendition && PAGE_VARIANT_KEYS.has(key)) {
        const stored = await readVariant(app.db, id, key);
        if (stored) {
          rendition = images.remember(id, params, stored);
          source = 'stored';
        } else {
          // Not made yet (a picture stored a moment ago, a page size added since): what is there now, no encoder.
          const fallback = await readFallback(app.db, id, params);
          if (!fallback) return sendProblem(reply, 404, `Image ${id} does not exist`);
          await enqueueVariants(id);
          return reply
            .header('Cache-Control', FALLBACK_CACHE_CONTROL)
            .header('X-Content-Type-Options', 'nosniff')
            .header('X-Image-Source', 'fallback')
            .type(fallback.contentType)
            .send(fallback.body);
        }
      }
      if (!rendition) {
        try {
          rendition = await images.get(id, params);
          source = 'rendered';
        } catch (error) {
          if (error instanceof ImageNotFoundError) return sendProblem(reply, 404, error.message);
          if (error instanceof SourceTooLargeError) return sendProblem(reply, 422, error.message, { code: 'image_too_large' });
          if (error instanceof QueueFullError) {
            return sendProblem(reply.header('Retry-After', '1'), 503, error.message, { code: 'image_busy' });
          }
          throw error;
        }
      }

      reply
        .header('Cache-Control', IMMUTABLE_CACHE_CONTROL)
        .header('ETag', rendition.etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('X-Image-Source', source);
      if (matchesEtag(ifNoneMatch, rendition.etag)) return reply.code(304).send();
      return reply.type(rendition.contentType).send(rendition.body);
    },
  );
}
