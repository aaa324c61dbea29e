/**
 * Visiting every route of the table (every-route.spec.ts, routes.spec.ts): parameters of real data
 * where a made-up id or slug is a 404 (a job and a company of the seed, a skill test with a result
 * taken here, a course with its first chapter; read once per worker by the `routeSamples` fixture),
 * fixed samples for the rest, and the routes that answer an error on purpose.
 */
import type { APIRequestContext } from '@playwright/test';
import type { LocaleCode, RouteId } from '@raketa/shared';

type Text = Record<LocaleCode, string>;

export interface RouteSamples {
  job: { id: number; slug: string; title: string; company: { name: string } };
  company: { slug: string; name: string };
  test: { slug: string; title: Text };
  /** A visitor's result of `test`: every question answered with its first option. */
  resultId: string;
  course: { slug: string; title: Text; chapters: { slug: string; title: Text }[] };
}

/** For the parameters no real data is needed for (an unknown one shows the page all the same). */
const FIXED_PARAMS = {
  id: '42',
  slug: 'senior-developer',
  hash: 'a1b2c3',
  guid: '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
  futureSlug: 'ai',
  chapterSlug: 'uvod',
};

export async function loadRouteSamples(request: APIRequestContext, origin: string): Promise<RouteSamples> {
  const get = async (path: string) => {
    const response = await request.get(`${origin}${path}`);
    if (!response.ok()) throw new Error(`route samples: GET ${path} answered ${response.status()}`);
    return response.json();
  };
  const job = (await get('/api/jobs'))['hydra:member'][0];
  const company = (await get('/api/companies'))['hydra:member'][0];
  const test = (await get('/api/tests'))['hydra:member'][0];
  const course = await get(`/api/courses/${(await get('/api/courses'))['hydra:member'][0].slug}`);
  // A visitor's attempt, posted as the page does it (CSRF cookie and header, the site's origin).
  const { questionList } = (await get(`/api/tests/${test.slug}`)) as { questionList: { id: number; options: { id: number }[] }[] };
  const { token } = (await get('/api/csrf')) as { token: string };
  const attempt = await request.post(`${origin}/api/tests/${test.slug}/attempts`, {
    headers: { origin, 'x-csrf-token': token },
    data: { answers: questionList.map((question) => ({ question: question.id, options: [question.options[0]!.id] })) },
  });
  if (!attempt.ok()) throw new Error(`route samples: the test attempt answered ${attempt.status()}`);
  const resultId = ((await attempt.json()) as { id: string }).id;
  return { job, company, test, resultId, course };
}

/** Routes that exercise an error path answer with their own status and page (see the README). */
export const ERROR_ROUTES: Partial<Record<RouteId, { http: number; page: '404' | '500' }>> = {
  notFound: { http: 404, page: '404' },
  serverError: { http: 500, page: '500' },
  error1Test: { http: 200, page: '500' },
  error2Test: { http: 200, page: '404' },
  easterEggServer: { http: 500, page: '500' },
};

/** The parameters of route `id` for a visit. */
export function sampleRouteParams(id: RouteId, samples: RouteSamples): Record<string, string> {
  if (id === 'jobDetail') return { id: String(samples.job.id), slug: samples.job.slug };
  if (id === 'companyProfile') return { slug: samples.company.slug };
  if (id === 'test' || id === 'testFinishedLogin') return { ...FIXED_PARAMS, slug: samples.test.slug };
  if (id === 'testResult') return { slug: samples.test.slug, id: samples.resultId };
  if (id === 'future') return { futureSlug: samples.course.slug };
  if (id === 'chapter') return { futureSlug: samples.course.slug, chapterSlug: samples.course.chapters[0]!.slug };
  return FIXED_PARAMS;
}
