// /api/jobs read routes (api/JOBS.md, "Jobs"): the open-job list with search, filters and facets,
// one job (GET and HEAD), and similar jobs. Writes (applications) are registered by their own
// plugin under the same prefix.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { JSON_LD_CONTENT_TYPE, hydraCollection, hydraCollectionSchema } from '../../../lib/hydra';
import { PROBLEM_CONTENT_TYPE, problem, problemRef, sendProblem } from '../../../lib/problem';
import { SearchParameterError, parseJobSearch, searchLinkParams, type JobSearch } from '../../../jobs/job-search';
import { jobClosedSchema, jobDetailSchema, jobFacetsSchema, jobSummarySchema } from '../../../jobs/schemas';
import { jobIri } from '../../../jobs/job-summary';
import { readProfileMatch, type ProfileMatch } from '../../../jobs/for-you';
import { companyResponseRate } from '../../../applicants/response-rate';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

const listSchema = hydraCollectionSchema(jobSummarySchema);
const listResponseSchema = {
  ...listSchema,
  properties: { ...listSchema.properties, 'raketa:facets': jobFacetsSchema },
} as const;

function sendBadParameter(reply: FastifyReply, error: unknown) {
  if (error instanceof SearchParameterError) return sendProblem(reply, 400, error.message);
  throw error;
}

export interface JobsRoutesOptions {
  /** How long one list answer is reused, ms (default 10 s); 0 turns the cache off. */
  listCacheMs?: number;
}

/** Default reuse of a list answer: the public list is the same for everyone and changes slowly. */
export const JOB_LIST_CACHE_MS = 10_000;

export default async function jobsRoutes(app: FastifyInstance, options: JobsRoutesOptions) {
  const cacheMs = options.listCacheMs ?? JOB_LIST_CACHE_MS;
  // A search counts and ranks every match (tens of thousands for a broad one), so equal requests
  // within one clock window share one answer, and concurrent ones one query (the cached promise).
  const cache = cacheMs > 0 ? new LRUCache<string, Promise<object>>({ max: 2000, ttl: cacheMs }) : undefined;

  async function answer(search: JobSearch, now: Date, forYou?: ProfileMatch): Promise<object> {
    // Facets count the same way the list matched (the words, corrected ones, or a title with a typo).
    const { items, total, facets } = await app.jobsRepository.list(search, now, forYou, { facets: search.facets });
    const collection = hydraCollection({
      resource: 'Job',
      path: '/api/jobs',
      members: items,
      totalItems: total,
      page: search.page,
      filters: searchLinkParams(search),
    });
    return facets ? { ...collection, 'raketa:facets': facets } : collection;
  }

  // No querystring schema: the raw query is read by parseJobSearch, which refuses unknown
  // parameters and codes (a schema would silently strip unknown ones).
  app.get<{ Querystring: Record<string, unknown> }>(
    '/',
    { schema: { response: { 200: listResponseSchema, 400: problemRef } } },
    async (request, reply) => {
      let search: JobSearch;
      try {
        search = parseJobSearch(request.query);
      } catch (error) {
        return sendBadParameter(reply, error);
      }
      const now = app.clock();
      // "For you" ranks by the signed-in candidate's profile: a personal answer, never shared. A
      // visitor, or a profile that asks nothing the list knows, gets the default order.
      let forYou: ProfileMatch | undefined;
      if (search.sort === 'for-you') {
        await app.loadSession(request, reply);
        forYou = request.user ? await readProfileMatch(app.db, request.user.id) : undefined;
        if (forYou) {
          reply.header('cache-control', 'private, no-store');
          return reply.type(JSON_LD_CONTENT_TYPE).send(await answer(search, now, forYou));
        }
        search = { ...search, sort: search.q ? 'relevance' : 'newest', requestedSort: undefined };
      }
      let body: Promise<object>;
      if (cache) {
        // The key is the normalised request and the clock window, so a moved clock never reuses.
        const key = `${Math.floor(now.getTime() / cacheMs)} ${JSON.stringify(searchLinkParams(search))} ${search.page}`;
        const cached = cache.get(key);
        body = cached ?? answer(search, now);
        if (!cached) {
          cache.set(key, body);
          body.catch(() => cache.delete(key));
        }
      } else {
        body = answer(search, now);
      }
      return reply.type(JSON_LD_CONTENT_TYPE).send(await body);
    },
  );

  // HEAD comes with GET (Fastify's exposeHeadRoutes): same statuses, no body.
  app.get<{ Params: { id: number } }>(
    '/:id',
    { schema: { params: idParams, response: { 200: jobDetailSchema, 400: problemRef, 404: problemRef, 410: jobClosedSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const found = await app.jobsRepository.find(id, app.clock());
      if (found.state === 'missing') return sendProblem(reply, 404, `Job ${id} does not exist`);
      if (found.state === 'closed') {
        const { job } = found;
        return reply
          .code(410)
          .type(PROBLEM_CONTENT_TYPE)
          .send({
            ...problem(410, `Job ${id} is closed`, request.url, { code: 'job_closed' }),
            job: { id: job.id, slug: job.slug, title: job.title, company: { slug: job.company.slug, name: job.company.name } },
          });
      }
      // The company's response rate, as its profile shows it (api/APPLICANTS.md, "Response rate").
      const { job } = found;
      const responseRate = await companyResponseRate(app.db, job.company.id, app.clock());
      return reply
        .type(JSON_LD_CONTENT_TYPE)
        .send({ '@context': '/api/contexts/Job', ...job, company: { ...job.company, ...(responseRate ? { responseRate } : {}) } });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/:id/similar',
    { schema: { params: idParams, response: { 200: hydraCollectionSchema(jobSummarySchema), 400: problemRef, 404: problemRef } } },
    async (request, reply) => {
      const { id } = request.params;
      const jobs = await app.jobsRepository.similar(id, app.clock());
      if (!jobs) return sendProblem(reply, 404, `Job ${id} does not exist`);
      return reply
        .type(JSON_LD_CONTENT_TYPE)
        .send(hydraCollection({ resource: 'Job', path: `${jobIri(id)}/similar`, members: jobs, totalItems: jobs.length, page: 1 }));
    },
  );
}
