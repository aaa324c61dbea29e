import { profileMatch, profileQuery } from '../../../jobs/for-you';
import { cookieHeader, signedInUser } from '../../../testing/auth';
import { insertCompany, insertJob } from '../../../testing/job-board';
import type { TestContext } from '../../../testing/test-db';
import { createTestApp, testDrivers } from '../../../testing/test-db';

const HOUR = 60 * 60 * 1000;
const START = new Date('2026-03-02T12:00:00.000Z');

interface Member {
  id: number;
  title: string;
  matchReasons?: string[];
}

describe('the profile match (one definition for "For you" and the digest)', () => {
  it('reads the profile into list codes: a known city, the salary in monthly CZK, only known fields', () => {
    const match = profileMatch({
      fields: ['development', 'astrology'],
      seniority: 'senior',
      location: ' brno ',
      work_modes: ['remote'],
      salary_amount: 25,
      salary_currency: 'EUR',
      salary_period: 'hour',
    });
    expect(match).toEqual({ fields: ['development'], seniority: 'senior', location: 'brno', workModes: ['remote'], salaryMin: 100_000 });
    // The digest watches the same fields, seniority, place and work modes; the salary only ranks.
    expect(profileQuery(match)).toEqual({ fields: 'development', seniorities: 'senior', locations: 'brno', workModes: 'remote' });
    expect(profileMatch({ ...emptyRow, location: 'Atlantis' })).toEqual({ fields: [], workModes: [] });
  });
});

const emptyRow = { fields: [], seniority: null, location: null, work_modes: [], salary_amount: null, salary_currency: null, salary_period: null };

describe.each(testDrivers)('GET /api/jobs?sort=for-you on %s', (driver) => {
  let ctx: TestContext;
  let now = START;
  let candidate: string;
  let noProfile: string;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { seed: false, clock: () => now });
    const company = await insertCompany(ctx.db, { name: 'Orbit Labs' });
    // The best match is the oldest, so the order is the score's and not the date's.
    const jobs = [
      // field, seniority, salary (120 000 ≥ 100 000), Brno hybrid: 15
      { title: 'A', fields: ['development.backend'], seniority: 'senior', workMode: 'hybrid', locations: ['brno'], salary: czk(120_000) },
      // field, seniority, remote: 13
      { title: 'B', fields: ['development'], seniority: 'senior', workMode: 'remote', locations: ['praha'], salary: null },
      // field, seniority; on site in Brno is not a work mode the profile names, 600 CZK an hour is 96 000 a month: 11
      { title: 'F', fields: ['development'], seniority: 'senior', workMode: 'onsite', locations: ['brno'], salary: hourly(600) },
      // field, salary (5 000 EUR is 125 000 CZK): 10
      { title: 'C', fields: ['development.frontend'], seniority: 'junior', workMode: 'onsite', locations: ['praha'], salary: eur(5_000) },
      // seniority, salary, Brno hybrid: 7
      { title: 'D', fields: ['design'], seniority: 'senior', workMode: 'hybrid', locations: ['brno'], salary: czk(150_000) },
      // nothing: 0
      { title: 'E', fields: ['marketing'], seniority: 'medior', workMode: 'onsite', locations: ['praha'], salary: null },
    ] as const;
    for (const [index, job] of jobs.entries()) {
      await insertJob(ctx.db, {
        companyId: company.id,
        ...job,
        fields: [...job.fields],
        locations: [...job.locations],
        publishedAt: new Date(START.getTime() - (6 - index) * HOUR),
      });
    }
    const signed = await signedInUser(ctx.app);
    candidate = signed.session;
    await ctx.db.query(
      `insert into profiles (user_id, fields, seniority, location, work_modes, salary_amount, salary_currency, salary_period)
       values ($1, '["development"]', 'senior', 'Brno', '["hybrid", "remote"]', 4000, 'EUR', 'month')`,
      [signed.user.id],
    );
    // Signed in, with a profile that asks nothing the list knows.
    const other = await signedInUser(ctx.app);
    noProfile = other.session;
    await ctx.db.query(`insert into profiles (user_id, headline, location) values ($1, 'Kuchař', 'Atlantis')`, [other.user.id]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (query: string, session?: string) => {
    now = new Date(now.getTime() + 10_000);
    return ctx.app.inject({ method: 'GET', url: `/api/jobs${query}`, headers: session ? { cookie: cookieHeader({ raketa_session: session }) } : {} });
  };
  const members = async (query: string, session?: string): Promise<Member[]> => {
    const response = await get(query, session);
    expect(response.statusCode).toBe(200);
    return response.json()['hydra:member'];
  };

  it('ranks the open jobs by how well they match the profile, each with its reasons, and keeps the answer private', async () => {
    const response = await get('?sort=for-you', candidate);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body['hydra:totalItems']).toBe(6);
    expect(body['hydra:member'].map((job: Member) => [job.title, job.matchReasons])).toEqual([
      ['A', ['field', 'seniority', 'salary', 'location']],
      ['B', ['field', 'seniority', 'remote']],
      ['F', ['field', 'seniority']],
      ['C', ['field', 'salary']],
      ['D', ['seniority', 'salary', 'location']],
      ['E', []],
    ]);
    // The view links keep the order.
    expect(body['hydra:view']['@id']).toContain('sort=for-you');
  });

  it('still applies the list filters', async () => {
    expect((await members('?sort=for-you&seniorities=senior', candidate)).map((job) => job.title)).toEqual(['A', 'B', 'F', 'D']);
    expect((await members('?sort=for-you&workModes=remote,onsite', candidate)).map((job) => job.title)).toEqual(['B', 'F', 'C', 'E']);
  });

  it('gives a visitor, and an account whose profile asks nothing, the default order without reasons', async () => {
    const newest = ['E', 'D', 'C', 'F', 'B', 'A'];
    for (const session of [undefined, noProfile]) {
      const response = await get('?sort=for-you', session);
      expect(response.headers['cache-control']).toBeUndefined();
      const list: Member[] = response.json()['hydra:member'];
      expect(list.map((job) => job.title)).toEqual(newest);
      expect(list.every((job) => job.matchReasons === undefined)).toBe(true);
    }
    // A job list in another order never carries reasons.
    expect((await members('?sort=newest', candidate)).every((job) => job.matchReasons === undefined)).toBe(true);
  });

  it('refuses an unknown order as the other parameters', async () => {
    const response = await get('?sort=for-me', candidate);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('for-you');
  });
});

function czk(amount: number) {
  return { min: amount, max: null, currency: 'CZK', period: 'month' } as const;
}
function eur(amount: number) {
  return { min: amount, max: null, currency: 'EUR', period: 'month' } as const;
}
function hourly(amount: number) {
  return { min: amount, max: null, currency: 'CZK', period: 'hour' } as const;
}
