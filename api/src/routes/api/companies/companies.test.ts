import type { TestContext } from '../../../testing/test-db';
import { createTestApp, testDrivers } from '../../../testing/test-db';

describe.each(testDrivers)('/api/companies on %s', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('returns the companies as a JSON-LD Hydra collection', async () => {
    const response = await get('/api/companies?page=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');

    const body = response.json();
    const total = body['hydra:totalItems'];
    expect(total).toBeGreaterThanOrEqual(18);
    expect(body).toMatchObject({
      '@context': '/api/contexts/Company',
      '@id': '/api/companies',
      '@type': 'hydra:Collection',
      'hydra:view': {
        'hydra:first': '/api/companies?page=1',
        'hydra:last': `/api/companies?page=${Math.ceil(total / 20)}`,
      },
    });
    expect(body['hydra:member']).toHaveLength(Math.min(total, 20));

    const cmelak = body['hydra:member'].find((company: { slug: string }) => company.slug === 'cmelak-security');
    expect(cmelak).toMatchObject({
      '@id': `/api/companies/${cmelak.id}`,
      '@type': 'Company',
      name: 'Čmelák Security',
      shortDescription: { cs: expect.stringContaining('Kybernetická'), en: expect.any(String) },
      openJobs: expect.any(Number),
    });
  });

  it('pages with next/previous links', async () => {
    const body = (await get('/api/companies?page=2')).json();
    expect(body['hydra:view']['hydra:previous']).toBe('/api/companies?page=1');
    expect(body['hydra:member'].length).toBe(Math.max(0, body['hydra:totalItems'] - 20));
  });

  it('rejects a bad page with a 400 problem', async () => {
    const response = await get('/api/companies?page=zero');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400 });
  });

  it('returns one company with both descriptions', async () => {
    const first = (await get('/api/companies')).json()['hydra:member'][0];
    const response = await get(`/api/companies/${first.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      '@context': '/api/contexts/Company',
      id: first.id,
      description: { cs: expect.any(String), en: expect.any(String) },
    });
    expect((await get('/api/companies/999999')).statusCode).toBe(404);
  });
});
