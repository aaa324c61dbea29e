import type { TestContext } from '../../../testing/test-db';
import { createTestApp, testDrivers } from '../../../testing/test-db';

describe.each(testDrivers)('/api/jobs on %s', (driver) => {
  let ctx: TestContext;
  let published: number;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const { rows } = await ctx.db.query<{ total: number }>(
      "select count(*)::int as total from jobs where status = 'published'",
    );
    published = rows[0]!.total;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('returns the first page as a JSON-LD Hydra collection', async () => {
    const response = await get('/api/jobs?page=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');

    const body = response.json();
    const lastPage = Math.ceil(published / 20);
    expect(published).toBeGreaterThan(40);
    expect(body).toMatchObject({
      '@context': '/api/contexts/Job',
      '@id': '/api/jobs',
      '@type': 'hydra:Collection',
      'hydra:totalItems': published,
      'hydra:view': {
        '@id': '/api/jobs?page=1',
        '@type': 'hydra:PartialCollectionView',
        'hydra:first': '/api/jobs?page=1',
        'hydra:next': '/api/jobs?page=2',
        'hydra:last': `/api/jobs?page=${lastPage}`,
      },
    });
    expect(body['hydra:view']).not.toHaveProperty('hydra:previous');
    expect(body['hydra:member']).toHaveLength(20);

    const job = body['hydra:member'][0];
    expect(job).toMatchObject({
      '@id': `/api/jobs/${job.id}`,
      '@type': 'Job',
      language: expect.stringMatching(/^(cs|en)$/),
      title: expect.any(String),
      fields: expect.arrayContaining([expect.any(String)]),
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      company: { '@id': `/api/companies/${job.company.id}`, '@type': 'Company', name: expect.any(String) },
    });
    expect(job).not.toHaveProperty('description');
  });

  it('defaults to page 1 and pages through every published job exactly once', async () => {
    const first = (await get('/api/jobs')).json();
    expect(first['hydra:view']['@id']).toBe('/api/jobs?page=1');

    const ids: number[] = [];
    let next: string | undefined = '/api/jobs?page=1';
    while (next) {
      const page: { 'hydra:member': { id: number }[]; 'hydra:view': { 'hydra:next'?: string } } = (
        await get(next)
      ).json();
      ids.push(...page['hydra:member'].map((job) => job.id));
      next = page['hydra:view']['hydra:next'];
    }
    expect(ids).toHaveLength(published);
    expect(new Set(ids).size).toBe(published);
  });

  it('returns the last page with a previous link and no next link', async () => {
    const lastPage = Math.ceil(published / 20);
    const body = (await get(`/api/jobs?page=${lastPage}`)).json();
    expect(body['hydra:member']).toHaveLength(published - (lastPage - 1) * 20);
    expect(body['hydra:view']['hydra:previous']).toBe(`/api/jobs?page=${lastPage - 1}`);
    expect(body['hydra:view']).not.toHaveProperty('hydra:next');
  });

  it('filters by language and keeps the filter in the view links', async () => {
    const body = (await get('/api/jobs?language=cs&page=1')).json();
    expect(body['hydra:member'].every((job: { language: string }) => job.language === 'cs')).toBe(true);
    expect(body['hydra:view']['hydra:first']).toBe('/api/jobs?language=cs&page=1');
    expect(body['hydra:totalItems']).toBeLessThan(published);
  });

  it.each([['0'], ['-1'], ['abc'], ['1.5'], ['100000']])('rejects page=%s with a 400 problem', async (page) => {
    const response = await get(`/api/jobs?page=${page}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: expect.stringContaining('page'),
      instance: `/api/jobs?page=${page}`,
    });
  });

  it('returns one published job with its description, and a 404 problem for others', async () => {
    const { rows } = await ctx.db.query<{ id: number; draft: number }>(
      `select (select id from jobs where status = 'published' order by id limit 1) as id,
              (select id from jobs where status <> 'published' order by id limit 1) as draft`,
    );
    const job = await get(`/api/jobs/${rows[0]!.id}`);
    expect(job.statusCode).toBe(200);
    expect(job.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(job.json()).toMatchObject({
      '@context': '/api/contexts/Job',
      '@id': `/api/jobs/${rows[0]!.id}`,
      description: expect.any(String),
    });

    for (const url of [`/api/jobs/${rows[0]!.draft}`, '/api/jobs/999999']) {
      const missing = await get(url);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(missing.json()).toMatchObject({ status: 404, title: 'Not Found' });
    }
  });
});
