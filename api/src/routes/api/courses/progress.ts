// /api/me/course-progress (api/LEARNING.md): the signed-in user's reading progress per course,
// and marking one chapter read (PUT) or unread (DELETE). Registered with the prefix /api/me.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { JSON_LD_CONTENT_TYPE, hydraCollection, hydraCollectionSchema } from '../../../lib/hydra';
import { problemRef, sendProblem } from '../../../lib/problem';
import { courseProgress, markChapterRead, markChapterUnread } from '../../../learning/courses';
import { courseProgressSchema, slugPattern } from './schemas';

const slug = { type: 'string', pattern: slugPattern, maxLength: 100 } as const;
const chapterParams = { type: 'object', required: ['course', 'chapter'], properties: { course: slug, chapter: slug } } as const;

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');

export default async function courseProgressRoutes(app: FastifyInstance) {
  // Session first: without one the answer is 401, whatever the CSRF header says.
  const changes = { onRequest: [app.requireUser, app.verifyCsrf] };
  const changeResponses = { 204: { type: 'null' }, 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef };

  app.get(
    '/course-progress',
    { onRequest: [app.requireUser], schema: { response: { 200: hydraCollectionSchema(courseProgressSchema), 401: problemRef } } },
    async (request, reply) => {
      const items = await courseProgress(app.db, request.user!.id);
      return noStore(reply)
        .type(JSON_LD_CONTENT_TYPE)
        .send(
          hydraCollection({
            resource: 'CourseProgress',
            path: '/api/me/course-progress',
            members: items,
            totalItems: items.length,
            page: 1,
            perPage: Math.max(1, items.length),
          }),
        );
    },
  );

  app.put<{ Params: { course: string; chapter: string } }>(
    '/course-progress/:course/:chapter',
    { ...changes, schema: { params: chapterParams, response: changeResponses } },
    async (request, reply) => {
      const { course, chapter } = request.params;
      const found = await markChapterRead(app.db, request.user!.id, course, chapter, app.clock());
      if (!found) return sendProblem(reply, 404, `Chapter ${chapter} of course ${course} does not exist`);
      return noStore(reply).code(204).send();
    },
  );

  app.delete<{ Params: { course: string; chapter: string } }>(
    '/course-progress/:course/:chapter',
    { ...changes, schema: { params: chapterParams, response: changeResponses } },
    async (request, reply) => {
      const { course, chapter } = request.params;
      const found = await markChapterUnread(app.db, request.user!.id, course, chapter);
      if (!found) return sendProblem(reply, 404, `Chapter ${chapter} of course ${course} does not exist`);
      return noStore(reply).code(204).send();
    },
  );
}
