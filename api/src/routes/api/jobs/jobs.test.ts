import { insertCompany, insertJob } from '../../../testing/job-board';
import type { TestContext } from '../../../testing/test-db';
import { createTestApp, testDrivers } from '../../../testing/test-db';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = new Date('2026-03-02T12:00:00.000Z');
const ago = (ms: number) => new Date(START.getTime() - ms);

describe.each(testDrivers)('/api/jobs on %s', (driver) => {
  let ctx: TestContext;
  let now = START;
  const ids: Record<string, number> = {};
  let companyB: string;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { seed: false, clock: () => now });
    const a = await insertCompany(ctx.db, { name: 'Čmelák Security', slug: 'cmelak-security' });
    const b = await insertCompany(ctx.db, { name: 'Orbit Labs' });
    companyB = b.slug;
    const add = async (key: string, values: Parameters<typeof insertJob>[1]) => {
      ids[key] = (await insertJob(ctx.db, values)).id;
    };
    await add('backend', {
      companyId: a.id,
      title: 'Senior vývojář backendu',
      description: '<p>Spolupráce s frontend týmem.</p>',
      fields: ['development.backend'],
      technologies: ['nodejs', 'typescript'],
      workMode: 'remote',
      seniority: 'senior',
      locations: ['praha'],
      jobTypes: ['full-time'],
      salary: { min: 80_000, max: 100_000, currency: 'CZK', period: 'month' },
      benefits: ['esop'],
      publishedAt: ago(1 * DAY),
    });
    await add('frontend', {
      companyId: b.id,
      language: 'en',
      title: 'Frontend Developer',
      fields: ['development.frontend'],
      technologies: ['react', 'typescript'],
      workMode: 'hybrid',
      seniority: 'medior',
      locations: ['brno'],
      jobTypes: ['full-time', 'contract'],
      salary: { min: 4_000, max: 5_000, currency: 'EUR', period: 'month' },
      publishedAt: ago(2 * DAY),
    });
    await add('ux', {
      companyId: a.id,
      title: 'UX designérka',
      fields: ['design.ux'],
      technologies: ['figma'],
      workMode: 'onsite',
      seniority: 'junior',
      locations: ['praha'],
      jobTypes: ['part-time'],
      salary: { min: 600_000, max: null, currency: 'CZK', period: 'year' },
      isTop: true,
      publishedAt: ago(3 * DAY),
    });
    await add('analyst', {
      companyId: b.id,
      title: 'Data analytik',
      description: '<p onclick="steal()">Hledáme kolegu, který miluje <strong>čísla</strong>.</p><script>alert(1)</script>',
      fields: ['analytics'],
      technologies: ['python', 'sql'],
      workMode: 'remote',
      seniority: 'medior',
      locations: ['ostrava'],
      jobTypes: ['full-time'],
      publishedAt: ago(4 * DAY),
    });
    await add('tester', {
      companyId: a.id,
      title: 'Tester',
      fields: ['development.qa'],
      technologies: ['java'],
      workMode: 'onsite',
      seniority: 'junior',
      locations: ['plzen'],
      jobTypes: ['internship'],
      salary: { min: 150, max: 200, currency: 'CZK', period: 'hour' },
      publishedAt: ago(5 * DAY),
      validUntil: new Date(START.getTime() + DAY),
    });
    await add('expired', {
      companyId: a.id,
      title: 'Vývojář Java',
      fields: ['development.backend'],
      technologies: ['java'],
      publishedAt: ago(10 * DAY),
      validUntil: ago(HOUR),
    });
    await add('closed', { companyId: b.id, title: 'Starý vývojář', status: 'closed', publishedAt: ago(20 * DAY) });
    await add('draft', { companyId: b.id, title: 'Koncept vývojáře', status: 'draft' });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  afterEach(() => {
    now = START;
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const list = async (query: string) => {
    const response = await get(`/api/jobs${query}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    return { body, keys: body['hydra:member'].map((job: { id: number }) => Object.keys(ids).find((key) => ids[key] === job.id)) };
  };

  it('lists open jobs, top first then newest, as a Hydra collection of JobSummary', async () => {
    const response = await get('/api/jobs');
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const body = response.json();
    expect(body).toMatchObject({
      '@context': '/api/contexts/Job',
      '@id': '/api/jobs',
      '@type': 'hydra:Collection',
      'hydra:totalItems': 5,
      'hydra:view': { '@id': '/api/jobs?page=1', 'hydra:first': '/api/jobs?page=1', 'hydra:last': '/api/jobs?page=1' },
    });
    expect(body).not.toHaveProperty('raketa:facets');
    expect((await list('')).keys).toEqual(['ux', 'backend', 'frontend', 'analyst', 'tester']);
    const backend = body['hydra:member'][1];
    expect(backend).toEqual({
      '@id': `/api/jobs/${ids.backend}`,
      '@type': 'Job',
      id: ids.backend,
      slug: expect.any(String),
      language: 'cs',
      title: 'Senior vývojář backendu',
      company: { '@id': '/api/companies/cmelak-security', id: expect.any(Number), slug: 'cmelak-security', name: 'Čmelák Security', logo: null },
      fields: ['development.backend'],
      seniority: 'senior',
      jobTypes: ['full-time'],
      workMode: 'remote',
      locations: ['praha'],
      salary: { min: 80_000, max: 100_000, currency: 'CZK', period: 'month' },
      technologies: ['nodejs', 'typescript'],
      isHot: false,
      isTop: false,
      publishedAt: ago(DAY).toISOString(),
      validUntil: null,
    });
  });

  it('drops a job once its valid_until passes on the app clock', async () => {
    now = new Date(START.getTime() + 2 * DAY);
    expect((await list('')).keys).not.toContain('tester');
  });

  it.each([
    ['fields=development', ['backend', 'frontend', 'tester']],
    ['fields=development.backend', ['backend']],
    ['fields=design.ux,analytics', ['ux', 'analyst']],
    ['locations=praha', ['ux', 'backend']],
    ['locations=brno,ostrava', ['frontend', 'analyst']],
    ['workModes=remote,hybrid', ['backend', 'frontend', 'analyst']],
    ['seniorities=junior', ['ux', 'tester']],
    ['jobTypes=contract,internship', ['frontend', 'tester']],
    ['technologies=typescript', ['backend', 'frontend']],
    ['technologies=figma,python', ['ux', 'analyst']],
    ['salaryMin=60000', ['backend', 'frontend']],
    ['salaryMin=0', ['ux', 'backend', 'frontend', 'tester']],
    ['fields=development&workModes=remote,hybrid', ['backend', 'frontend']],
    ['locations=praha&seniorities=senior', ['backend']],
  ])('filters by %s', async (query, expected) => {
    expect((await list(`?${query}`)).keys).toEqual(expected);
  });

  it('filters by company slug', async () => {
    expect((await list(`?company=${companyB}`)).keys).toEqual(['frontend', 'analyst']);
    expect((await list('?company=no-such-company')).keys).toEqual([]);
  });

  it('sorts by monthly CZK salary (EUR, yearly and hourly converted), jobs without one last', async () => {
    expect((await list('?sort=salary')).keys).toEqual(['frontend', 'backend', 'ux', 'tester', 'analyst']);
  });

  it.each([
    ['vyvojar', ['backend']],
    ['vývojář', ['backend']],
    ['VÝVOJÁŘ', ['backend']],
    ['vyvoj', ['backend']],
    ['vyvojr', ['backend']],
    // Words that no job word starts with are corrected to the nearest job word, a swap of two
    // letters counting as one edit (issue 22: these found nothing).
    ['vyvojrar', ['backend']],
    ['pyhton', ['analyst']],
    ['typsecript reakt', ['frontend']],
    ['desinger', ['ux']],
    ['pyht', ['analyst']],
    ['cmelak', ['ux', 'backend', 'tester']],
    ['figma', ['ux']],
    ['typescript react', ['frontend']],
    ['kolegu', ['analyst']],
    ['zzzqqq', []],
  ])('searches for %s ignoring case and diacritics, by prefix and with a small typo', async (q, expected) => {
    const { keys } = await list(`?q=${encodeURIComponent(q)}&sort=newest`);
    expect(keys.sort()).toEqual([...expected].sort());
  });

  it('sorts a search by relevance unless asked otherwise', async () => {
    // "frontend" is the title of one job and a word of another's description.
    expect((await list('?q=frontend')).keys).toEqual(['frontend', 'backend']);
    expect((await list('?q=frontend&sort=relevance')).keys).toEqual(['frontend', 'backend']);
    expect((await list('?q=frontend&sort=newest')).keys).toEqual(['backend', 'frontend']);
    expect((await list('?q=frontend')).body['hydra:totalItems']).toBe(2);
    // Past the last page the ranked query has no row to carry the total; it is still right.
    const beyond = (await list('?q=frontend&page=3')).body;
    expect(beyond['hydra:totalItems']).toBe(2);
    expect(beyond['hydra:member']).toEqual([]);
    expect(beyond['hydra:view']['hydra:previous']).toBe('/api/jobs?q=frontend&page=1');
    // Relevance without a search text falls back to newest.
    expect((await list('?sort=relevance')).keys).toEqual(['ux', 'backend', 'frontend', 'analyst', 'tester']);
  });

  it('counts facets with every other filter applied but not their own', async () => {
    const { body, keys } = await list('?workModes=remote&facets=true');
    expect(keys).toEqual(['backend', 'analyst']);
    const facets = body['raketa:facets'];
    expect(facets.workModes).toEqual({ onsite: 2, hybrid: 1, remote: 2 });
    expect(facets.fields).toMatchObject({ development: 1, 'development.backend': 1, analytics: 1, design: 0, 'design.ux': 0 });
    expect(facets.locations).toMatchObject({ praha: 1, ostrava: 1, brno: 0 });
    expect(facets.seniorities).toEqual({ junior: 0, medior: 1, senior: 1 });
    expect(facets.jobTypes).toEqual({ 'full-time': 2, 'part-time': 0, contract: 0, internship: 0 });
    expect(facets.technologies).toMatchObject({ nodejs: 1, typescript: 1, python: 1, sql: 1, react: 0 });
    expect(body['hydra:view']['@id']).toBe('/api/jobs?workModes=remote&facets=true&page=1');

    const searched = (await list('?q=vyvojar&fields=design&facets=true')).body['raketa:facets'];
    expect(searched.fields).toMatchObject({ development: 1, 'development.backend': 1, design: 0 });
    expect(searched.workModes).toEqual({ onsite: 0, hybrid: 0, remote: 0 });
    // A typo is read as one whatever the filters: the facets then count the titles it is close to.
    const typo = (await list('?q=vyvojr&fields=design&facets=true')).body['raketa:facets'];
    expect(typo.fields).toMatchObject({ development: 1, 'development.backend': 1, design: 0 });
    // Corrected words count as the list searched them.
    const corrected = (await list('?q=pyhton&fields=design&facets=true')).body;
    expect(corrected['raketa:facets'].fields).toMatchObject({ analytics: 1, design: 0 });
    expect(corrected['hydra:view']['@id']).toBe('/api/jobs?q=pyhton&fields=design&facets=true&page=1');
  });

  it.each([
    ['?foo=1', 'foo'],
    ['?language=cs', 'language'],
    ['?fields=nonsense', 'fields'],
    ['?workModes=remote,moon', 'workModes'],
    ['?locations=atlantis', 'locations'],
    ['?seniorities=lead', 'seniorities'],
    ['?jobTypes=gig', 'jobTypes'],
    ['?technologies=cobol', 'technologies'],
    ['?sort=cheapest', 'sort'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?page=10001', 'page'],
    ['?page=1&page=2', 'page'],
    ['?salaryMin=-5', 'salaryMin'],
    ['?salaryMin=1.5', 'salaryMin'],
    ['?company=Not%20A%20Slug', 'company'],
    [`?q=${'a'.repeat(101)}`, 'q'],
    ['?facets=yes', 'facets'],
  ])('answers %s with a 400 problem naming %s', async (query, parameter) => {
    const response = await get(`/api/jobs${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({ status: 400, title: 'Bad Request', detail: expect.stringContaining(parameter) });
  });

  it('answers an open job with its sanitised detail', async () => {
    const response = await get(`/api/jobs/${ids.analyst}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.json()).toMatchObject({
      '@context': '/api/contexts/Job',
      '@id': `/api/jobs/${ids.analyst}`,
      title: 'Data analytik',
      description: '<p>Hledáme kolegu, který miluje <strong>čísla</strong>.</p>',
      benefits: [],
      salary: null,
      company: {
        slug: companyB,
        name: 'Orbit Labs',
        shortDescription: { cs: 'Krátký popis', en: 'A short description' },
        size: '11-50',
        type: 'early-stage',
        website: null,
        locations: ['praha'],
      },
    });
    expect((await get(`/api/jobs/${ids.backend}`)).json()).toMatchObject({ benefits: ['esop'] });
  });

  it('answers 410 job_closed with what was there for closed and expired jobs, 404 for drafts and unknown ids', async () => {
    for (const key of ['closed', 'expired']) {
      const response = await get(`/api/jobs/${ids[key]}`);
      expect(response.statusCode).toBe(410);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json()).toEqual({
        type: 'urn:raketa:problem:job_closed',
        title: 'Gone',
        status: 410,
        code: 'job_closed',
        detail: expect.any(String),
        instance: `/api/jobs/${ids[key]}`,
        job: { id: ids[key], slug: expect.any(String), title: expect.any(String), company: { slug: expect.any(String), name: expect.any(String) } },
      });
    }
    for (const id of [ids.draft, 999_999]) {
      const response = await get(`/api/jobs/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
    }
    expect((await get('/api/jobs/abc')).statusCode).toBe(400);
    expect((await get('/api/jobs/0')).statusCode).toBe(400);
  });

  it('answers HEAD with the same statuses', async () => {
    const head = (id: number) => ctx.app.inject({ method: 'HEAD', url: `/api/jobs/${id}` });
    expect((await head(ids.backend!)).statusCode).toBe(200);
    expect((await head(ids.expired!)).statusCode).toBe(410);
    expect((await head(ids.closed!)).statusCode).toBe(410);
    expect((await head(ids.draft!)).statusCode).toBe(404);
    now = new Date(START.getTime() + 2 * DAY);
    expect((await head(ids.tester!)).statusCode).toBe(410);
  });

  it('lists similar open jobs by shared fields and technologies, also for a closed job', async () => {
    const keysOf = (body: { 'hydra:member': { id: number }[] }) =>
      body['hydra:member'].map((job) => Object.keys(ids).find((key) => ids[key] === job.id));
    const similar = await get(`/api/jobs/${ids.backend}/similar`);
    expect(similar.statusCode).toBe(200);
    expect(similar.json()).toMatchObject({ '@id': `/api/jobs/${ids.backend}/similar`, 'hydra:totalItems': 1 });
    expect(keysOf(similar.json())).toEqual(['frontend']);
    // The expired Java backend job: the backend job shares a field, the tester shares Java; newest first.
    expect(keysOf((await get(`/api/jobs/${ids.expired}/similar`)).json())).toEqual(['backend', 'tester']);
    expect((await get(`/api/jobs/${ids.draft}/similar`)).statusCode).toBe(404);
    expect((await get('/api/jobs/999999/similar')).statusCode).toBe(404);
  });

  it('ranks similar jobs by how much they share, at most six', async () => {
    const company = await insertCompany(ctx.db);
    const base = await insertJob(ctx.db, {
      companyId: company.id,
      fields: ['marketing.growth'],
      technologies: ['hubspot', 'google-ads'],
      status: 'closed',
      publishedAt: ago(DAY),
    });
    const both = await insertJob(ctx.db, {
      companyId: company.id,
      fields: ['marketing.growth'],
      technologies: ['hubspot'],
      publishedAt: ago(9 * DAY),
    });
    for (let i = 0; i < 7; i++) {
      await insertJob(ctx.db, { companyId: company.id, fields: ['marketing.growth'], publishedAt: ago((i + 1) * HOUR) });
    }
    const body = (await get(`/api/jobs/${base.id}/similar`)).json();
    expect(body['hydra:member']).toHaveLength(6);
    expect(body['hydra:member'][0].id).toBe(both.id);
    await ctx.db.query("update jobs set status = 'closed' where company_id = $1", [company.id]);
  });

  it('reuses a list answer for ten seconds of the app clock', async () => {
    const company = await insertCompany(ctx.db);
    expect((await list('?locations=kosice')).keys).toEqual([]);
    const job = await insertJob(ctx.db, { companyId: company.id, locations: ['kosice'], publishedAt: ago(HOUR) });
    expect((await list('?locations=kosice')).keys).toEqual([]);
    // Another request (normalised differently) or a later window reads the database again.
    expect((await list('?locations=kosice&sort=newest')).body['hydra:totalItems']).toBe(1);
    now = new Date(START.getTime() + 10_000);
    expect((await list('?locations=kosice')).body['hydra:member'].map((item: { id: number }) => item.id)).toEqual([job.id]);
  });

  // Last: adds jobs the other tests do not expect.
  it('pages 20 at a time with view links that keep the filters', async () => {
    const company = await insertCompany(ctx.db);
    for (let i = 0; i < 21; i++) {
      await insertJob(ctx.db, { companyId: company.id, locations: ['liberec'], publishedAt: ago(i * HOUR) });
    }
    const first = (await list('?locations=liberec&sort=newest&q=vyvojar')).body;
    expect(first['hydra:totalItems']).toBe(21);
    expect(first['hydra:member']).toHaveLength(20);
    expect(first['hydra:view']).toEqual({
      '@id': '/api/jobs?q=vyvojar&locations=liberec&sort=newest&page=1',
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': '/api/jobs?q=vyvojar&locations=liberec&sort=newest&page=1',
      'hydra:last': '/api/jobs?q=vyvojar&locations=liberec&sort=newest&page=2',
      'hydra:next': '/api/jobs?q=vyvojar&locations=liberec&sort=newest&page=2',
    });
    const second = (await get(first['hydra:view']['hydra:next'])).json();
    expect(second['hydra:member']).toHaveLength(1);
    expect(second['hydra:view']['hydra:previous']).toBe('/api/jobs?q=vyvojar&locations=liberec&sort=newest&page=1');
    const seen = new Set([...first['hydra:member'], ...second['hydra:member']].map((job: { id: number }) => job.id));
    expect(seen.size).toBe(21);
  });
});
