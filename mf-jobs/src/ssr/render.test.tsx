/** @jest-environment node */
import type { RenderRequest, RenderResult } from '@raketa/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import cs from '../locales/cs.json';
import en from '../locales/en.json';
import {
  CLOSED_JOB_BODY,
  collection,
  companyJob,
  companyProfile,
  companySummary,
  detailJob,
  jobFacets,
  jobListPage,
  listJob,
  similarJob,
  similarJobsPage,
} from '../testing/fixtures';
import renderer from './render';

const OPEN_ID = 42;
const CLOSED_ID = 43;
const ORIGIN = 'https://raketa.cz';

const JOBS = [listJob(1, { title: 'Frontend vývojář', slug: 'frontend-vyvojar' }), listJob(2, { title: 'Datový analytik', slug: 'datovy-analytik' })];
const LIST = jobListPage(JOBS, { facets: jobFacets({ locations: { praha: 2 } }) });
const RATE = { percent: 80, answered: 8, total: 10 };
const DETAIL = detailJob({ id: OPEN_ID, company: { ...detailJob().company, responseRate: RATE } });
const SIMILAR = similarJobsPage([similarJob(44, 'Platform Engineer')]);
const COMPANY = companyProfile({ responseRate: RATE });
const COMPANY_JOBS = collection([companyJob(50, 'Rocket Scientist')]);
const COMPANIES = collection(
  [companySummary(), companySummary({ '@id': '/api/companies/bolt', id: 8, slug: 'bolt', name: 'Bolt Labs', logo: null, openJobs: 0 })],
  30,
);
/** The query strings `GET /api/companies` was asked with. */
let companiesAsked: string[] = [];
/** When a profile's jobs were asked for and its company answered, in order. */
let profileEvents: string[] = [];

let api: FastifyInstance;
let apiUrl: string;
/** What `GET /api/jobs` (the list) answers with: 200 with LIST, or this status. */
let listStatus = 200;
let listCalls = 0;

beforeAll(async () => {
  api = Fastify({ forceCloseConnections: true });
  api.get('/api/jobs', async (request, reply) => {
    const { company } = request.query as { company?: string };
    if (company !== undefined) {
      profileEvents.push('jobs asked');
      return company === COMPANY.slug ? COMPANY_JOBS : reply.code(404).send({ status: 404 });
    }
    listCalls += 1;
    if (listStatus !== 200) return reply.code(listStatus).send({ status: listStatus });
    return LIST;
  });
  api.get('/api/jobs/:id', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    if (id === OPEN_ID) return DETAIL;
    if (id === CLOSED_ID) return reply.code(410).send({ ...CLOSED_JOB_BODY, job: { ...CLOSED_JOB_BODY.job, id: CLOSED_ID } });
    return reply.code(404).send({ status: 404 });
  });
  api.get('/api/jobs/:id/similar', async () => SIMILAR);
  api.get('/api/companies', async (request) => {
    companiesAsked.push(request.url.split('?')[1] ?? '');
    return COMPANIES;
  });
  api.get('/api/companies/:slug', async (request, reply) => {
    // A moment's work, long enough for a request sent beside this one to arrive meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 100));
    profileEvents.push('company answered');
    return (request.params as { slug: string }).slug === COMPANY.slug ? COMPANY : reply.code(404).send({ status: 404 });
  });
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => api.close());

beforeEach(() => {
  listStatus = 200;
  listCalls = 0;
  companiesAsked = [];
});

const render = (request: Partial<RenderRequest> & Pick<RenderRequest, 'routeId' | 'url'>) =>
  renderer.render({ locale: 'cs', origin: ORIGIN, markup: true, ...request }, { apiUrl });

type Dehydrated = { queries: { queryKey: unknown; state: { data: unknown } }[] };
const queryData = (result: RenderResult, key: unknown) =>
  (result.queries as Dehydrated).queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state.data;

describe('the jobs remote’s server renderer', () => {
  it('renders the job list with its jobs, the Czech heading and the data the client hydrates', async () => {
    const result = await render({ routeId: 'jobList', url: '/nabidky' });
    expect(result).not.toBeNull();
    const { html, head } = result!;
    for (const job of JOBS) {
      expect(html).toContain(job.title);
      expect(html).toContain(`href="/nabidka/${job.id}/${job.slug}"`);
    }
    expect(html).toContain(cs.list.title);
    expect(html).not.toContain(en.list.title);
    // The same key the list's useJobs asks for, so the client renders from it without a request.
    expect(queryData(result!, ['jobs', { facets: 'true' }])).toEqual(LIST);
    // Signed out: the client's first render matches the server's.
    expect(queryData(result!, ['session'])).toEqual({ user: null, twoFactorPending: false });
    expect(head).toEqual({});
    // A page of 200 that the server renders for a visitor.
    expect(result!.status).toBeUndefined();
    expect(result!.redirect).toBeUndefined();
  });

  it('renders the list in English on the English path', async () => {
    const result = await render({ routeId: 'jobList', url: '/jobs', locale: 'en' });
    expect(result?.html).toContain(en.list.title);
    expect(result?.html).not.toContain(cs.list.title);
    expect(result?.html).toContain(`href="/job/1/frontend-vyvojar"`);
    // The English site's list: English-language jobs first (api/JOBS.md), the key the client asks for.
    expect(queryData(result!, ['jobs', { facets: 'true', locale: 'en' }])).toEqual(LIST);
  });

  it('renders an open job’s detail with its title, description, head title and JobPosting', async () => {
    const result = await render({ routeId: 'jobDetail', url: `/nabidka/${OPEN_ID}/${DETAIL.slug}` });
    expect(result).not.toBeNull();
    const { html, head } = result!;
    expect(result!.status).toBeUndefined();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${DETAIL.title}</h1>`));
    expect(html).toContain(DETAIL.description);
    // The company's response rate is in the first view, with how it is computed.
    expect(html).toMatch(/Odpovídá na 80\s%\sp/);
    expect(html).toContain('<summary>Jak to počítáme?</summary>');
    // The apply form (a chunk of its own in the browser) is in the page, not its empty fallback.
    expect(html).toMatch(/<form class="rk-apply"/);
    expect(html).toContain('name="email"');
    // Its submit waits for hydration: a native submission would put the fields in the URL.
    expect(html).toMatch(/<form class="rk-apply"[\s\S]*<button type="submit"[^>]* disabled=""/);
    expect(head!.title).toBe(`${DETAIL.title} – ${DETAIL.company.name}`);
    const posting = head!.jsonLd?.[0] as { '@type': string; title: string; hiringOrganization: { logo?: string } };
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe(DETAIL.title);
    expect(DETAIL.company.logo).not.toBeNull();
    expect(posting.hiringOrganization.logo?.startsWith(`${ORIGIN}/`)).toBe(true);
  });

  it('redirects an open job under another slug to its own (301), in the page’s language, keeping the query', async () => {
    const result = await render({ routeId: 'jobDetail', url: `/nabidka/${OPEN_ID}/old-slug?utm_source=x` });
    expect(result?.redirect).toEqual({ location: `/nabidka/${OPEN_ID}/${DETAIL.slug}?utm_source=x`, permanent: true });
    expect(result?.html).toBeUndefined();
    const english = await render({ routeId: 'jobDetail', url: `/job/${OPEN_ID}/old-slug`, locale: 'en' });
    expect(english?.redirect).toEqual({ location: `/job/${OPEN_ID}/${DETAIL.slug}`, permanent: true });
  });

  it('answers a browser with a session the status, redirect and head only: no markup, no data', async () => {
    const open = await render({ routeId: 'jobDetail', url: `/nabidka/${OPEN_ID}/${DETAIL.slug}`, markup: false });
    expect(open).toMatchObject({ head: { title: `${DETAIL.title} – ${DETAIL.company.name}` } });
    expect(open?.html).toBeUndefined();
    expect(open?.queries).toBeUndefined();
    expect((await render({ routeId: 'jobDetail', url: `/nabidka/${CLOSED_ID}/x`, markup: false }))?.status).toBe(410);
    expect((await render({ routeId: 'jobDetail', url: '/nabidka/999/x', markup: false }))?.status).toBe(404);
    const list = await render({ routeId: 'jobList', url: '/nabidky', markup: false });
    expect(list).not.toBeNull();
    expect(list?.html).toBeUndefined();
    // The list's status depends on no data: the API is not asked.
    expect(listCalls).toBe(0);
  });

  it('renders a closed job’s "no longer open" view with similar jobs, without a JobPosting, and says it is closed', async () => {
    const result = await render({ routeId: 'jobDetail', url: `/nabidka/${CLOSED_ID}/${CLOSED_JOB_BODY.job.slug}` });
    expect(result).not.toBeNull();
    const { html, head, status } = result!;
    expect(status).toBe(410);
    expect(html).toContain(cs.closed.notice);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${CLOSED_JOB_BODY.job.title}</h1>`));
    expect(html).toContain('Platform Engineer');
    expect(html).not.toMatch(/<form class="rk-apply"/);
    expect(head).toEqual({ title: `${CLOSED_JOB_BODY.job.title} – ${CLOSED_JOB_BODY.job.company.name}` });
    expect(queryData(result!, ['job', CLOSED_ID])).toMatchObject({ kind: 'closed' });
  });

  it('answers a missing job with 404 and nothing to show (the shell’s not-found page)', async () => {
    const result = await render({ routeId: 'jobDetail', url: '/nabidka/999/missing' });
    expect(result?.status).toBe(404);
    expect(result?.html).toBeUndefined();
  });

  it('resolves null for a route it does not render and for an unknown field in the list path', async () => {
    await expect(render({ routeId: 'savedJobs', url: '/nabidky/ulozene' })).resolves.toBeNull();
    await expect(render({ routeId: 'jobList', url: '/nabidky/not-a-field' })).resolves.toBeNull();
  });

  it('answers without markup soon when the API fails, without retrying many times (the browser renders the page)', async () => {
    listStatus = 500;
    const started = Date.now();
    const result = await render({ routeId: 'jobList', url: '/nabidky' });
    expect(result?.html).toBeUndefined();
    expect(result?.status).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
    // At most the API client's own single retry; react-query's retries are off.
    expect(listCalls).toBeGreaterThanOrEqual(1);
    expect(listCalls).toBeLessThanOrEqual(2);
  });

  it('renders the company list with its companies and the data the client hydrates, in each language', async () => {
    const result = await render({ routeId: 'companyList', url: '/firmy' });
    expect(result).not.toBeNull();
    const { html } = result!;
    expect(html).toMatch(/<h1[^>]*>Firmy<\/h1>/);
    expect(html).toContain('30 firem');
    expect(html).toContain('href="/startup/acme"');
    expect(html).toContain('href="/startup/bolt"');
    expect(html).toContain(cs.companies.noOpenJobs);
    // A visitor's follow buttons, as the client's first render draws them.
    expect(html).toContain('aria-label="Sledovat firmu Acme Rockets"');
    const filters = { q: '', field: null, size: null, location: null, hiring: false, page: 1 };
    expect(queryData(result!, ['companies', filters])).toEqual(COMPANIES);
    expect(companiesAsked).toEqual(['page=1']);

    const english = await render({ routeId: 'companyList', url: '/companies', locale: 'en' });
    expect(english!.html).toMatch(/<h1[^>]*>Companies<\/h1>/);
    expect(english!.html).toContain('30 companies');
    expect(english!.html).toContain(en.companies.noOpenJobs);
  });

  it('renders the company list page and filters the URL names, as the page reads them', async () => {
    const result = await render({ routeId: 'companyList', url: '/firmy?size=11-50&hiring=1&page=2&size=huge' });
    expect(result?.html).toContain('href="/startup/acme"');
    expect(companiesAsked).toEqual(['sizes=11-50&hiring=true&page=2']);
    const filters = { q: '', field: null, size: '11-50', location: null, hiring: true, page: 2 };
    expect(queryData(result!, ['companies', filters])).toEqual(COMPANIES);
  });

  it('renders a company profile with the company’s name as the head title', async () => {
    const result = await render({ routeId: 'companyProfile', url: `/startup/${COMPANY.slug}` });
    expect(result).not.toBeNull();
    expect(result!.html).toContain(COMPANY.name);
    expect(result!.html).toMatch(/Odpovídá na 80\s%\sp/);
    expect(result!.head!.title).toBe(COMPANY.name);
  });

  it('asks for a profile’s jobs beside the company, not after it (one API round trip within the shell’s wait)', async () => {
    profileEvents = [];
    const result = await render({ routeId: 'companyProfile', url: `/startup/${COMPANY.slug}` });
    expect(result!.html).toContain('Rocket Scientist');
    expect(profileEvents).toEqual(['jobs asked', 'company answered']);
  });

  it('leaves out what React hoists ahead of a page (its eager images’ preloads): the client does not render it', async () => {
    // The company's logo is an eager image, so React would write its preload first.
    const company = await render({ routeId: 'companyProfile', url: `/startup/${COMPANY.slug}` });
    expect(company!.html).toMatch(/^<article /);
    expect(company!.html).toContain(`/api/images/${COMPANY.logo}?`);
    expect(company!.html).not.toContain('<link');
    // The job list's first cards load their logos eagerly too.
    const list = await render({ routeId: 'jobList', url: '/nabidky' });
    expect(list!.html).not.toContain('<link');
  });
});
