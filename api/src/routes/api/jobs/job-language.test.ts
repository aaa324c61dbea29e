import { JOBS_PER_PAGE } from '@raketa/shared/jobs';
import { migrate, readMigrations } from '../../../db/migrate';
import { TOP_SLOTS } from '../../../plugins/jobs-repository';
import { insertCompany, insertJob } from '../../../testing/job-board';
import type { TestContext } from '../../../testing/test-db';
import { createTestApp, createTestDb, testDrivers } from '../../../testing/test-db';

const HOUR = 60 * 60 * 1000;
const START = new Date('2026-03-02T12:00:00.000Z');

interface Member {
  id: number;
  language: 'cs' | 'en';
  isTop: boolean;
  publishedAt: string;
  title: string;
}

// Issue 22: most ads are Czech, so the English site ranks English-language ads first by default;
// the language is a filter with a facet, and every job says its language.
describe.each(testDrivers)('job language in /api/jobs on %s', (driver) => {
  let ctx: TestContext;
  // Each request in a window of its own, so no list answer is reused after a test's own writes
  // (about 40 requests of 10 s stay within START's hour, so the pinned TOP jobs do not rotate).
  let now = START;
  const english = new Set<number>();
  const tops = { cs: new Set<number>(), en: new Set<number>() };

  beforeAll(async () => {
    ctx = await createTestApp(driver, { seed: false, clock: () => now });
    const company = await insertCompany(ctx.db, { name: 'Orbit Labs' });
    // 30 jobs an hour apart, the newest first; every third in English (the oldest ones mostly),
    // TOP: four Czech and two English ones (more than the slots either way).
    for (let i = 0; i < 30; i += 1) {
      const language = i % 3 === 2 ? 'en' : 'cs';
      const isTop = [0, 1, 3, 4, 5, 8].includes(i);
      const { id } = await insertJob(ctx.db, {
        companyId: company.id,
        language,
        title: language === 'en' ? `Developer ${i}` : `Vývojář ${i}`,
        fields: [i % 2 ? 'development.backend' : 'design.ux'],
        isTop,
        publishedAt: new Date(START.getTime() - (i + 1) * HOUR),
      });
      if (language === 'en') english.add(id);
      if (isTop) tops[language].add(id);
    }
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (query: string) => {
    now = new Date(now.getTime() + 10_000);
    return ctx.app.inject({ method: 'GET', url: `/api/jobs${query}` });
  };
  const body = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const members = async (query: string): Promise<Member[]> => (await body(query))['hydra:member'];
  const all = async (query: string) => [...(await members(query)), ...(await members(`${query}${query ? '&' : '?'}page=2`))];
  const byDate = (list: Member[]) => [...list].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

  it('gives each job summary and detail its language', async () => {
    const list = await all('');
    expect(list).toHaveLength(30);
    expect(
      list
        .filter((job) => job.language === 'en')
        .map((job) => job.id)
        .sort(),
    ).toEqual([...english].sort());
    const [someEnglish] = [...english];
    const detail = (await get(`/${someEnglish}`)).json();
    expect(detail.language).toBe('en');
  });

  it('on the English site, pins English TOP jobs and then lists every English job before the Czech ones, each newest first', async () => {
    const list = await all('?locale=en');
    expect(new Set(list.map((job) => job.id)).size).toBe(30);
    // Only two English TOP jobs match: they are pinned, and one Czech TOP job fills the third slot.
    const pinned = list.slice(0, TOP_SLOTS);
    expect(pinned.every((job) => job.isTop)).toBe(true);
    expect(
      pinned
        .slice(0, 2)
        .map((job) => job.id)
        .sort(),
    ).toEqual([...tops.en].sort());
    expect(tops.cs.has(pinned[2]!.id)).toBe(true);
    const rest = list.slice(TOP_SLOTS);
    const englishRest = rest.filter((job) => job.language === 'en');
    expect(rest.slice(0, englishRest.length)).toEqual(byDate(englishRest));
    expect(rest.slice(englishRest.length)).toEqual(byDate(rest.filter((job) => job.language === 'cs')));
    expect(rest.every((job) => !job.isTop)).toBe(true);
    // Page 1 holds all ten English jobs within its first eleven (the Czech TOP job among them).
    const first = await members('?locale=en');
    expect(first).toHaveLength(JOBS_PER_PAGE);
    expect(first.slice(0, english.size + 1).filter((job) => job.language === 'en')).toHaveLength(english.size);
  });

  it('pins only English TOP jobs when enough of them match', async () => {
    const company = await insertCompany(ctx.db);
    const { id } = await insertJob(ctx.db, {
      companyId: company.id,
      language: 'en',
      isTop: true,
      fields: ['marketing'],
      publishedAt: new Date(START.getTime() - 40 * HOUR),
    });
    try {
      const pinned = (await members('?locale=en')).slice(0, TOP_SLOTS);
      expect(pinned.map((job) => job.id).sort()).toEqual([...tops.en, id].sort());
      // The Czech site pins among all TOP jobs, as before.
      expect((await members('')).filter((job) => job.isTop)).toHaveLength(TOP_SLOTS);
    } finally {
      await ctx.db.query('delete from jobs where id = $1', [id]);
    }
  });

  it('keeps the usual order on the Czech site, with an explicit sort or with a language chosen', async () => {
    const usual = await all('');
    const unpinned = usual.slice(TOP_SLOTS);
    expect(unpinned).toEqual(byDate(unpinned));
    expect(await all('?locale=cs')).toEqual(usual);

    const newest = await all('?locale=en&sort=newest');
    expect(newest.slice(TOP_SLOTS)).toEqual(byDate(newest.slice(TOP_SLOTS)));
    expect(newest.slice(TOP_SLOTS).some((job, index, list) => index > 0 && job.language === 'en' && list[index - 1]!.language === 'cs')).toBe(true);

    const both = await all('?locale=en&languages=cs,en');
    expect(both.slice(TOP_SLOTS)).toEqual(byDate(both.slice(TOP_SLOTS)));
  });

  it('ranks English jobs first in a search on the English site, by relevance within each language', async () => {
    // Every title holds "developer" or "vývojář"; "ux" is in none, so search by a field-free word both share.
    const company = await insertCompany(ctx.db, { name: 'Kometa' });
    const made = [
      await insertJob(ctx.db, {
        companyId: company.id,
        language: 'cs',
        title: 'Kometa Kometa vývojář',
        publishedAt: new Date(START.getTime() - HOUR / 2),
      }),
      await insertJob(ctx.db, { companyId: company.id, language: 'en', title: 'Comet engineer', publishedAt: new Date(START.getTime() - 50 * HOUR) }),
    ];
    try {
      const czechSite = (await members('?q=kometa')).map((job) => job.id);
      expect(czechSite).toEqual([made[0]!.id, made[1]!.id]);
      const englishSite = (await members('?q=kometa&locale=en')).map((job) => job.id);
      expect(englishSite).toEqual([made[1]!.id, made[0]!.id]);
      expect((await members('?q=kometa&locale=en&sort=relevance')).map((job) => job.id)).toEqual(czechSite);
    } finally {
      await ctx.db.query('delete from jobs where id = any($1::int[])', [made.map((job) => job.id)]);
    }
  });

  it('filters by language (several at once), with a facet counted without its own filter', async () => {
    const onlyEnglish = await all('?languages=en');
    expect(onlyEnglish.map((job) => job.id).sort()).toEqual([...english].sort());
    expect((await all('?languages=en,cs')).length).toBe(30);

    const answer = await body('?languages=en&fields=development&facets=true');
    // Odd i is backend: of them English are i = 5, 11, 17, 23, 29; Czech the other ten.
    expect(answer['hydra:totalItems']).toBe(5);
    expect(answer['raketa:facets'].languages).toEqual({ cs: 10, en: 5 });
    expect(answer['raketa:facets'].fields).toMatchObject({ development: 5, design: 5 });
    expect(answer['hydra:view']['@id']).toBe('/api/jobs?fields=development&languages=en&facets=true&page=1');
    // The site is kept in the view links, the default one left out.
    expect((await body('?locale=en'))['hydra:view']['hydra:next']).toBe('/api/jobs?locale=en&page=2');
    expect((await body('?locale=cs'))['hydra:view']['hydra:next']).toBe('/api/jobs?page=2');
  });

  it('follows a change of a job’s language in the list table', async () => {
    const company = await insertCompany(ctx.db);
    const { id } = await insertJob(ctx.db, { companyId: company.id, language: 'cs', fields: ['marketing'] });
    try {
      expect((await members('?fields=marketing&languages=en')).map((job) => job.id)).toEqual([]);
      await ctx.db.query(`update jobs set language = 'en' where id = $1`, [id]);
      expect((await members('?fields=marketing&languages=en')).map((job) => job.id)).toEqual([id]);
    } finally {
      await ctx.db.query('delete from jobs where id = $1', [id]);
    }
  });

  it.each([
    ['?languages=de', 'languages'],
    ['?languages=en,xx', 'languages'],
    ['?languages=en&languages=cs', 'languages'],
    ['?locale=de', 'locale'],
    ['?locale=en&locale=cs', 'locale'],
  ])('answers %s with a 400 problem naming %s', async (query, parameter) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({ status: 400, detail: expect.stringContaining(parameter) });
  });
});

describe.each(testDrivers)('migration 0020 on %s', (driver) => {
  it('gives the jobs already listed their language, and the trigger writes it from then on', async () => {
    const db = await createTestDb(driver);
    try {
      const migrations = readMigrations();
      await migrate(
        db,
        migrations.filter((migration) => migration.version < '0020'),
      );
      const company = await insertCompany(db);
      const czech = await insertJob(db, { companyId: company.id, language: 'cs' });
      const english = await insertJob(db, { companyId: company.id, language: 'en' });
      await migrate(db, migrations);
      const languages = async () =>
        (await db.query<{ job_id: number; language: string }>('select job_id, language from job_search order by job_id')).rows;
      expect(await languages()).toEqual([
        { job_id: czech.id, language: 'cs' },
        { job_id: english.id, language: 'en' },
      ]);
      await db.query(`update jobs set language = 'en' where id = $1`, [czech.id]);
      const later = await insertJob(db, { companyId: company.id, language: 'en' });
      expect((await languages()).map((row) => row.language)).toEqual(['en', 'en', 'en']);
      expect((await languages()).map((row) => row.job_id)).toEqual([czech.id, english.id, later.id]);
    } finally {
      await db.close();
    }
  });
});
