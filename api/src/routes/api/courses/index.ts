// /api/courses (api/LEARNING.md): StartupEDU courses ("futures"), one course with its chapters,
// and one chapter's Markdown in the requested language with its previous and next chapters.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JSON_LD_CONTENT_TYPE, hydraCollection, hydraCollectionSchema } from '../../../lib/hydra';
import { problemRef, sendProblem } from '../../../lib/problem';
import { findChapter, findCourse, listCourses } from '../../../learning/courses';
import { LANGUAGES, requestLanguage, type Language } from '../../../learning/language';
import { chapterDetailSchema, courseDetailSchema, courseSummarySchema, slugPattern } from './schemas';

const slug = { type: 'string', pattern: slugPattern, maxLength: 100 } as const;

/** Course and chapter answers carry the user's `completed` marks, so they are private to a session. */
function cacheFor(request: FastifyRequest, reply: FastifyReply) {
  return reply.header('Cache-Control', request.user ? 'private, no-store' : 'public, max-age=60').header('Vary', 'Cookie');
}

export default async function coursesRoutes(app: FastifyInstance) {
  app.get('/', { schema: { response: { 200: hydraCollectionSchema(courseSummarySchema) } } }, async (_request, reply) => {
    const courses = await listCourses(app.db);
    // Few courses: one page holds them all.
    return reply.type(JSON_LD_CONTENT_TYPE).send(
      hydraCollection({
        resource: 'Course',
        path: '/api/courses',
        members: courses,
        totalItems: courses.length,
        page: 1,
        perPage: Math.max(1, courses.length),
      }),
    );
  });

  app.get<{ Params: { course: string } }>(
    '/:course',
    {
      onRequest: [app.loadSession],
      schema: {
        params: { type: 'object', required: ['course'], properties: { course: slug } },
        response: { 200: courseDetailSchema, 400: problemRef, 404: problemRef },
      },
    },
    async (request, reply) => {
      const course = await findCourse(app.db, request.params.course, request.user?.id ?? null);
      if (!course) return sendProblem(reply, 404, `Course ${request.params.course} does not exist`);
      return cacheFor(request, reply)
        .type(JSON_LD_CONTENT_TYPE)
        .send({ '@context': '/api/contexts/Course', ...course });
    },
  );

  app.get<{ Params: { course: string; chapter: string }; Querystring: { lang?: Language } }>(
    '/:course/chapters/:chapter',
    {
      onRequest: [app.loadSession],
      schema: {
        params: { type: 'object', required: ['course', 'chapter'], properties: { course: slug, chapter: slug } },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { lang: { type: 'string', enum: [...LANGUAGES] } },
        },
        response: { 200: chapterDetailSchema, 400: problemRef, 404: problemRef },
      },
    },
    async (request, reply) => {
      const { course, chapter } = request.params;
      const language = requestLanguage(request, app.config.siteHosts, request.query.lang);
      const found = await findChapter(app.db, course, chapter, language, request.user?.id ?? null);
      if (!found) return sendProblem(reply, 404, `Chapter ${chapter} of course ${course} does not exist`);
      return cacheFor(request, reply).header('Content-Language', language).type(JSON_LD_CONTENT_TYPE).send(found);
    },
  );
}
