import { insertCompany, insertJob } from '../../../testing/job-board';
import type { TestContext } from '../../../testing/test-db';
import { createTestApp, testDrivers } from '../../../testing/test-db';

const START = new Date('2026-03-02T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDrivers)('/api/companies on %s', (driver) => {
  let ctx: TestContext;
  let now = START;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestApp(driver, { seed: false, clock: () => now });
    const cmelak = await insertCompany(ctx.db, {
      slug: 'cmelak-security',
      name: 'Čmelák Security',
      shortCs: 'Kybernetická bezpečnost pro nemocnice',
      shortEn: 'Cyber security for hospitals',
      size: '11-50',
      locations: ['praha'],
      fields: ['development'],
      technologies: ['go'],
      benefits: ['esop', 'home-office'],
    });
    const orbit = await insertCompany(ctx.db, { slug: 'orbit-labs', name: 'Orbit Labs', size: '51-200', locations: ['brno'], fields: ['design'] });
    const alfa = await insertCompany(ctx.db, {
      slug: 'alfa-data',
      name: 'Alfa Data',
      size: '1-10',
      locations: ['praha', 'brno'],
      fields: ['analytics.bi'],
    });
    Object.assign(ids, { cmelak: cmelak.id, orbit: orbit.id, alfa: alfa.id });
    await insertJob(ctx.db, { companyId: cmelak.id, publishedAt: new Date(START.getTime() - DAY), validUntil: new Date(START.getTime() + DAY) });
    await insertJob(ctx.db, { companyId: cmelak.id, status: 'draft' });
    await insertJob(ctx.db, { companyId: orbit.id, status: 'closed', publishedAt: new Date(START.getTime() - 9 * DAY) });
    await insertJob(ctx.db, { companyId: alfa.id, publishedAt: new Date(START.getTime() - DAY) });
    await insertJob(ctx.db, { companyId: alfa.id, publishedAt: new Date(START.getTime() - 2 * DAY) });

    const { rows: images } = await ctx.db.query<{ id: number }>(
      `insert into images (content_type, data, width, height) values ('image/png', '\\x00'::bytea, 10, 10), ('image/png', '\\x01'::bytea, 10, 10) returning id`,
    );
    ids.photo1 = images[0]!.id;
    ids.photo2 = images[1]!.id;
    await ctx.db.query(
      `insert into company_photos (company_id, position, image_id, caption_cs, caption_en) values ($1, 1, $2, 'Kancelář', 'Office'), ($1, 0, $3, 'Tým', 'Team')`,
      [cmelak.id, ids.photo1, ids.photo2],
    );
    await ctx.db.query(
      `update companies set social_links = '{"linkedin": "https://www.linkedin.com/company/cmelak"}', website = 'https://cmelak.cz', logo_image_id = $2 where id = $1`,
      [cmelak.id, ids.photo1],
    );
    const { rows: users } = await ctx.db.query<{ id: number }>(
      `insert into users (type, name, email) values ('candidate', 'A', 'a@example.com'), ('candidate', 'B', 'b@example.com') returning id`,
    );
    for (const user of users) await ctx.db.query('insert into company_follows (user_id, company_id) values ($1, $2)', [user.id, cmelak.id]);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  afterEach(() => {
    now = START;
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const slugs = async (query: string) => {
    const response = await get(`/api/companies${query}`);
    expect(response.statusCode).toBe(200);
    return response.json()['hydra:member'].map((company: { slug: string }) => company.slug);
  };

  it('lists companies with open jobs first, then by name, as CompanySummary', async () => {
    const response = await get('/api/companies');
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const body = response.json();
    expect(body).toMatchObject({
      '@context': '/api/contexts/Company',
      '@id': '/api/companies',
      'hydra:totalItems': 3,
      'hydra:view': { '@id': '/api/companies?page=1', 'hydra:last': '/api/companies?page=1' },
    });
    expect(body['hydra:member'].map((company: { slug: string }) => company.slug)).toEqual(['alfa-data', 'cmelak-security', 'orbit-labs']);
    expect(body['hydra:member'][1]).toEqual({
      '@id': '/api/companies/cmelak-security',
      '@type': 'Company',
      id: ids.cmelak,
      slug: 'cmelak-security',
      name: 'Čmelák Security',
      logo: ids.photo1,
      shortDescription: { cs: 'Kybernetická bezpečnost pro nemocnice', en: 'Cyber security for hospitals' },
      size: '11-50',
      type: 'early-stage',
      locations: ['praha'],
      fields: ['development'],
      technologies: ['go'],
      openJobs: 1,
    });
    expect(body['hydra:member'][0].openJobs).toBe(2);
    expect(body['hydra:member'][2].openJobs).toBe(0);
  });

  it('counts open jobs on the app clock', async () => {
    now = new Date(START.getTime() + 2 * DAY);
    const members = (await get('/api/companies')).json()['hydra:member'];
    expect(members[0]).toMatchObject({ slug: 'alfa-data', openJobs: 2 });
    expect(members.find((company: { slug: string }) => company.slug === 'cmelak-security').openJobs).toBe(0);
    expect(await slugs('?hiring=true')).toEqual(['alfa-data']);
  });

  it.each([
    ['q=cmelak', ['cmelak-security']],
    ['q=%C4%8Cmel%C3%A1k', ['cmelak-security']],
    ['q=kyberneticka%20nemocnice', ['cmelak-security']],
    ['q=HOSPITALS', ['cmelak-security']],
    ['q=labs%20orbit', ['orbit-labs']],
    ['q=100%25', []],
    ['fields=development', ['cmelak-security']],
    ['fields=analytics', ['alfa-data']],
    ['sizes=51-200,1-10', ['alfa-data', 'orbit-labs']],
    ['locations=brno', ['alfa-data', 'orbit-labs']],
    ['hiring=true', ['alfa-data', 'cmelak-security']],
    ['hiring=true&locations=brno', ['alfa-data']],
    ['hiring=false', ['alfa-data', 'cmelak-security', 'orbit-labs']],
  ])('filters by %s', async (query, expected) => {
    expect(await slugs(`?${query}`)).toEqual(expected);
  });

  it.each([
    ['?city=praha', 'city'],
    ['?sizes=huge', 'sizes'],
    ['?fields=nonsense', 'fields'],
    ['?locations=atlantis', 'locations'],
    ['?hiring=yes', 'hiring'],
    ['?page=0', 'page'],
    [`?q=${'a'.repeat(101)}`, 'q'],
  ])('answers %s with a 400 problem naming %s', async (query, parameter) => {
    const response = await get(`/api/companies${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({ status: 400, detail: expect.stringContaining(parameter) });
  });

  it('answers a company profile by slug with photos, followers and open jobs', async () => {
    const response = await get('/api/companies/cmelak-security');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Company',
      '@id': '/api/companies/cmelak-security',
      '@type': 'Company',
      id: ids.cmelak,
      slug: 'cmelak-security',
      name: 'Čmelák Security',
      logo: ids.photo1,
      shortDescription: { cs: 'Kybernetická bezpečnost pro nemocnice', en: 'Cyber security for hospitals' },
      description: { cs: 'Kybernetická bezpečnost pro nemocnice', en: 'Cyber security for hospitals' },
      size: '11-50',
      type: 'early-stage',
      locations: ['praha'],
      fields: ['development'],
      technologies: ['go'],
      openJobs: 1,
      foundedYear: 2020,
      cover: null,
      website: 'https://cmelak.cz',
      socialLinks: { linkedin: 'https://www.linkedin.com/company/cmelak' },
      benefits: ['esop', 'home-office'],
      photos: [
        { image: ids.photo2, caption: { cs: 'Tým', en: 'Team' } },
        { image: ids.photo1, caption: { cs: 'Kancelář', en: 'Office' } },
      ],
      followers: 2,
    });
    expect((await get('/api/companies/orbit-labs')).json()).toMatchObject({ openJobs: 0, followers: 0, photos: [] });
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    const missing = await get('/api/companies/no-such-company');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect((await get('/api/companies/Bad_Slug')).statusCode).toBe(400);
  });

  // Last: adds companies the other tests do not expect.
  it('pages 24 at a time with view links that keep the filters', async () => {
    for (let i = 0; i < 25; i++) await insertCompany(ctx.db, { locations: ['liberec'] });
    const first = (await get('/api/companies?locations=liberec&sizes=11-50')).json();
    expect(first['hydra:totalItems']).toBe(25);
    expect(first['hydra:member']).toHaveLength(24);
    expect(first['hydra:view']['hydra:next']).toBe('/api/companies?sizes=11-50&locations=liberec&page=2');
    const second = (await get(first['hydra:view']['hydra:next'])).json();
    expect(second['hydra:member']).toHaveLength(1);
    expect(second['hydra:view']['hydra:previous']).toBe('/api/companies?sizes=11-50&locations=liberec&page=1');
  });
});
