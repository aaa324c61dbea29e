// The list reads `job_search`, a narrow copy of the published jobs kept in step by triggers
// (migration 0008): these check that every kind of write reaches it, and that a search still
// matches across the title and the description, which live in different places.
import { insertCompany, insertJob } from '../testing/job-board';
import type { TestContext } from '../testing/test-db';
import { createTestApp, testDrivers } from '../testing/test-db';
import { parseJobSearch } from './job-search';

describe.each(testDrivers)('job_search on %s', (driver) => {
  let ctx: TestContext;
  let companyId: number;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { seed: false });
    companyId = (await insertCompany(ctx.db, { name: 'Kosmická Loď' })).id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Ids listed for a query string, straight from the repository (no list-answer cache). */
  const listed = async (query: string) => {
    const found = await ctx.app.jobsRepository.list(parseJobSearch(Object.fromEntries(new URLSearchParams(query))), new Date());
    return { ids: found.items.map((job) => job.id), total: found.total };
  };

  it('adds a job when it is published and drops it when it is closed or deleted', async () => {
    const { id } = await insertJob(ctx.db, { companyId, title: 'Astronaut', status: 'draft' });
    expect((await listed('q=astronaut')).ids).toEqual([]);
    await ctx.db.query(`update jobs set status = 'published', published_at = now() where id = $1`, [id]);
    expect((await listed('q=astronaut')).ids).toEqual([id]);
    await ctx.db.query(`update jobs set status = 'closed' where id = $1`, [id]);
    expect((await listed('q=astronaut')).ids).toEqual([]);
    await ctx.db.query(`update jobs set status = 'published' where id = $1`, [id]);
    expect((await listed('q=astronaut')).ids).toEqual([id]);
    await ctx.db.query('delete from jobs where id = $1', [id]);
    expect((await listed('q=astronaut')).ids).toEqual([]);
  });

  it('follows edits of the title, filters, dates and technologies', async () => {
    const { id } = await insertJob(ctx.db, { companyId, title: 'Pilot', workMode: 'onsite', technologies: ['java'] });
    await ctx.db.query(
      `update jobs set title = 'Navigátor', work_mode = 'remote', technologies = '{rust}', valid_until = now() - interval '1 hour'
       where id = $1`,
      [id],
    );
    expect((await listed('q=pilot')).ids).toEqual([]);
    expect((await listed('q=navigator')).ids).toEqual([]); // expired
    await ctx.db.query('update jobs set valid_until = null where id = $1', [id]);
    expect((await listed('q=navigator&workModes=remote')).ids).toEqual([id]);
    expect((await listed('q=navigator&workModes=onsite')).ids).toEqual([]);
    expect((await listed('q=rust&technologies=rust')).ids).toEqual([id]);
  });

  it('finds jobs under a renamed company by the new name', async () => {
    const renamed = await insertCompany(ctx.db, { name: 'Stará Firma' });
    const { id } = await insertJob(ctx.db, { companyId: renamed.id, title: 'Mechanik' });
    expect((await listed('q=stara')).ids).toEqual([id]);
    await ctx.db.query(`update companies set name = 'Hvězdná Dílna' where id = $1`, [renamed.id]);
    expect((await listed('q=stara')).ids).toEqual([]);
    expect((await listed('q=hvezdna mechanik')).ids).toEqual([id]);
  });

  it('matches words split between the title and the description, and description words the title repeats', async () => {
    const { id: split } = await insertJob(ctx.db, {
      companyId,
      title: 'Meteorolog',
      description: '<p>Práce s <strong>radiosondami</strong> a družicemi.</p>',
    });
    const { id: both } = await insertJob(ctx.db, {
      companyId,
      title: 'Geolog',
      description: '<p>Geolog do terénu, práce s radiosondami není.</p>',
    });
    expect((await listed('q=meteorolog radiosond')).ids).toEqual([split]);
    expect((await listed('q=radiosond&sort=newest')).ids).toEqual([both, split]);
    expect((await listed('q=geolog')).ids).toEqual([both]);
    expect((await listed('q=geolog terenu')).ids).toEqual([both]);
    expect((await listed('q=terenu radiosond')).ids).toEqual([both]);
    // A title match ranks above a description-only one; both are counted once.
    const { id: titled } = await insertJob(ctx.db, { companyId, title: 'Radiosondy a balony', publishedAt: new Date(Date.now() - 86_400_000) });
    expect(await listed('q=radiosond')).toEqual({ ids: [titled, both, split], total: 3 });
  });
});
