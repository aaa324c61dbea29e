// /api/images/{id}: our stored images resized on demand (api/JOBS.md, "Images"). The id names a
// row of `images`; no parameter can name a URL or file, so the proxy fetches nothing else.
import type { FastifyInstance } from 'fastify';
import { IMAGE_QUERY_KEYS, imageQuerySchema } from '../../../images/image-params';
import type { ImageParams } from '../../../images/image-params';
import { createImageService, ImageNotFoundError } from '../../../images/image-service';
import type { ImageServiceOptions } from '../../../images/image-service';
import { QueueFullError } from '../../../images/limiter';
import { SourceTooLargeError } from '../../../images/render-image';
import { problemRef, sendProblem } from '../../../lib/problem';

/** An image id's content never changes (a new picture is a new row), so a rendition is cached for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
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

      let rendition = images.cached(id, params);
      if (!rendition && matchesEtag(ifNoneMatch, etag)) {
        // The browser has these bytes; only whether the image still exists needs asking.
        if (await images.exists(id)) return reply.code(304).header('Cache-Control', IMMUTABLE_CACHE_CONTROL).header('ETag', etag).send();
        return sendProblem(reply, 404, `Image ${id} does not exist`);
      }
      if (!rendition) {
        try {
          rendition = await images.get(id, params);
        } catch (error) {
          if (error instanceof ImageNotFoundError) return sendProblem(reply, 404, error.message);
          if (error instanceof SourceTooLargeError) return sendProblem(reply, 422, error.message, { code: 'image_too_large' });
          if (error instanceof QueueFullError) {
            return sendProblem(reply.header('Retry-After', '1'), 503, error.message, { code: 'image_busy' });
          }
          throw error;
        }
      }

      reply.header('Cache-Control', IMMUTABLE_CACHE_CONTROL).header('ETag', rendition.etag).header('X-Content-Type-Options', 'nosniff');
      if (matchesEtag(ifNoneMatch, rendition.etag)) return reply.code(304).send();
      return reply.type(rendition.contentType).send(rendition.body);
    },
  );
}
