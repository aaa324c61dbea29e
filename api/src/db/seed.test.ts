import type { Db } from './db';
import { migrate } from './migrate';
import { buildSeedJobs, seed, slugify } from './seed';
import { seedCompanies } from './seed-data';
import { createTestDb, testDrivers } from '../testing/test-db';

describe('seed data', () => {
  const now = new Date('2025-03-01T10:00:00Z');

  it('is deterministic for a given date', () => {
    expect(buildSeedJobs(now)).toEqual(buildSeedJobs(now));
  });

  it('has about 20 companies and 60 jobs in both languages', () => {
    const jobs = buildSeedJobs(now);
    expect(seedCompanies.length).toBeGreaterThanOrEqual(18);
    expect(jobs.length).toBeGreaterThanOrEqual(55);
    expect(jobs.length).toBeLessThanOrEqual(80);
    const czech = jobs.filter((job) => job.language === 'cs');
    const english = jobs.filter((job) => job.language === 'en');
    expect(czech.length).toBeGreaterThan(20);
    expect(english.length).toBeGreaterThan(10);
    expect(czech.map((job) => job.title).join(' ')).toMatch(/[ěščřžýáíéůú]/);
    expect(new Set(jobs.map((job) => job.slug)).size).toBe(jobs.length);
  });

  it('slugifies Czech text to ASCII', () => {
    expect(slugify('Senior vývojář Node.js')).toBe('senior-vyvojar-node-js');
    expect(slugify('Čmelák Security')).toBe('cmelak-security');
  });
});

describe.each(testDrivers)('seed on %s', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(driver);
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  const counts = async () => {
    const { rows } = await db.query<{ companies: number; jobs: number }>(
      'select (select count(*)::int from companies) as companies, (select count(*)::int from jobs) as jobs',
    );
    return rows[0]!;
  };

  it('fills an empty database', async () => {
    const result = await seed(db);
    expect(result).toEqual({ seeded: true, companies: seedCompanies.length, jobs: expect.any(Number) });
    expect(await counts()).toEqual({ companies: result.companies, jobs: result.jobs });

    const { rows } = await db.query<{ title: string; fields: string[] }>(
      "select title, fields from jobs where language = 'cs' order by id limit 1",
    );
    expect(rows[0]?.fields).toEqual(expect.arrayContaining([expect.any(String)]));
    const { rows: company } = await db.query<{ name: string }>("select name from companies where slug = 'cmelak-security'");
    expect(company[0]?.name).toBe('Čmelák Security');
  });

  it('is idempotent: a second run writes nothing', async () => {
    const before = await counts();
    expect(await seed(db)).toEqual({ seeded: false, companies: 0, jobs: 0 });
    expect(await counts()).toEqual(before);
  });
});
