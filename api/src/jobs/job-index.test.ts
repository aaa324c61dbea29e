// The job index (api/src/jobs/job-index.ts; api/JOBS.md, "Facets") answers the list and its facets
// from memory: these check that it follows every change of the jobs, made by this process, by
// another replica on the same database, or by a transaction that commits late, and the clock.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { seedPricing } from '../pricing/seed-pricing';
import { signedInAdmin } from '../testing/admin';
import { call } from '../testing/applicants';
import { insertCompany, insertJob } from '../testing/job-board';
import { companyWithTeam, draftJob, givePlan } from '../testing/lifecycle';
import { withTestApp } from '../testing/test-app';
import { testConfig, testDrivers, TEST_HASHING } from '../testing/test-db';
import { matchingJobsSql, parseJobSearch, SqlParams, textSearchSql, type JobFilters, type ListFilter } from './job-search';

describe.each(testDrivers)('the job index on %s', (driver) => {
  const { ctx, now, advance } = withTestApp(driver, '2032-06-01T08:00:00.000Z');
  let companyId: number;

  beforeAll(async () => {
    await seedPricing(ctx.db);
    companyId = (await insertCompany(ctx.db, { name: 'Indexová Loď' })).id;
  });

  /** The list and its facets for a query string, straight from the repository (no answer cache). */
  const listed = async (query: string, app: FastifyInstance = ctx.app) => {
    const search = parseJobSearch(Object.fromEntries(new URLSearchParams(query)));
    const found = await app.jobsRepository.list(search, now(), undefined, { facets: true });
    const facets = found.facets as unknown as Record<ListFilter, Record<string, number>>;
    return { ids: found.items.map((job) => job.id), total: found.total, facets };
  };

  it('follows a publication, an edit, a close and an expiry', async () => {
    const { id } = await insertJob(ctx.db, {
      companyId,
      title: 'Indexový astronaut',
      status: 'draft',
      fields: ['design.ux'],
      locations: ['brno'],
      workMode: 'remote',
      publishedAt: null,
    });
    // Loaded before the job is published: what follows comes through the change log.
    expect((await listed('q=indexovy')).total).toBe(0);

    await ctx.db.query(`update jobs set status = 'published', published_at = $2, valid_until = $3 where id = $1`, [
      id,
      now().toISOString(),
      new Date(now().getTime() + 60_000).toISOString(),
    ]);
    const published = await listed('q=indexovy');
    expect(published).toMatchObject({ ids: [id], total: 1 });
    expect(published.facets.fields).toMatchObject({ design: 1, 'design.ux': 1, development: 0 });
    expect(published.facets.locations).toMatchObject({ brno: 1, praha: 0 });

    await ctx.db.query(`update jobs set title = 'Kosmický pilot', fields = '{development.backend}', locations = '{praha}' where id = $1`, [id]);
    expect((await listed('q=indexovy')).total).toBe(0);
    const edited = await listed('q=kosmicky');
    expect(edited).toMatchObject({ ids: [id], total: 1 });
    expect(edited.facets.fields).toMatchObject({ design: 0, development: 1, 'development.backend': 1 });
    expect(edited.facets.locations).toMatchObject({ brno: 0, praha: 1 });
    expect((await listed('q=kosmicky&fields=design')).total).toBe(0);
    expect((await listed('q=kosmicky&fields=development&locations=praha')).ids).toEqual([id]);

    // Expiry is the request's time against valid_until: no write at all.
    advance(61_000);
    const expired = await listed('q=kosmicky');
    expect(expired.total).toBe(0);
    expect(expired.facets.fields).toMatchObject({ development: 0 });

    await ctx.db.query(`update jobs set valid_until = null where id = $1`, [id]);
    expect((await listed('q=kosmicky')).ids).toEqual([id]);
    await ctx.db.query(`update jobs set status = 'closed' where id = $1`, [id]);
    const closed = await listed('q=kosmicky');
    expect(closed.total).toBe(0);
    expect(closed.facets.locations).toMatchObject({ praha: 0 });
  });

  it("keeps a listed job's card until the change log names it: its own edit, its company's new name, address or logo", async () => {
    const company = await insertCompany(ctx.db, { name: 'Kartová Loď', slug: 'kartova-lod' });
    const { id } = await insertJob(ctx.db, { companyId: company.id, title: 'Kartový navigátor' });
    const card = async () => {
      const search = parseJobSearch({ q: 'kartovy' });
      const [job] = (await ctx.app.jobsRepository.list(search, now())).items;
      return { title: job?.title, company: job?.company };
    };
    expect(await card()).toMatchObject({ title: 'Kartový navigátor', company: { name: 'Kartová Loď', slug: 'kartova-lod', logo: null } });

    // A write no trigger sees (replication role) reaches no change log: the kept card is answered.
    await ctx.db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(`update jobs set title = 'Kartový navigátor (unseen)' where id = $1`, [id]);
    });
    expect((await card()).title).toBe('Kartový navigátor');

    await ctx.db.query(`update jobs set title = 'Kartový kapitán' where id = $1`, [id]);
    expect((await card()).title).toBe('Kartový kapitán');
    await ctx.db.query(`update companies set name = 'Kartová Flotila' where id = $1`, [company.id]);
    expect((await card()).company).toMatchObject({ name: 'Kartová Flotila' });
    await ctx.db.query(`update companies set slug = 'kartova-flotila' where id = $1`, [company.id]);
    expect((await card()).company).toMatchObject({ slug: 'kartova-flotila', '@id': '/api/companies/kartova-flotila' });
    const { rows } = await ctx.db.query<{ id: number }>(
      `insert into images (content_type, data, width, height) values ('image/png', '\\x00', 1, 1) returning id`,
    );
    await ctx.db.query(`update companies set logo_image_id = $2 where id = $1`, [company.id, rows[0]!.id]);
    expect((await card()).company).toMatchObject({ logo: rows[0]!.id });
  });

  it('matches a search text as the database does: headings in memory, descriptions and phrases by SQL, before and after edits', async () => {
    const titles = ['Kvantový fyzik', 'Kvantová fyzička a kvantový inženýr', 'Fyzik plazmatu', 'Plazmový kvantař', 'Full-stack kvantař'];
    const ids: number[] = [];
    for (const [n, title] of titles.entries()) {
      const description = n === 2 ? '<p>Kvantové počítače a full-stack tým.</p>' : '<p>Práce v laboratoři.</p>';
      ids.push(
        (
          await insertJob(ctx.db, {
            companyId,
            title,
            description,
            technologies: n === 3 ? ['python'] : [],
            publishedAt: new Date(now().getTime() - n * 60_000),
          })
        ).id,
      );
    }
    // Every match of the whole table, in the list's relevance order (rank, then newest), as SQL finds it.
    const bySql = async (q: string) => {
      const params = new SqlParams();
      const none: JobFilters = { fields: [], locations: [], workModes: [], seniorities: [], jobTypes: [], technologies: [], languages: [] };
      const sql = matchingJobsSql(none, params, {
        now: new Date(0),
        search: textSearchSql(q, params, false),
        columns: ['job_id', 'published_at'],
        rank: true,
      });
      const { rows } = await ctx.db.query<{ job_id: number; rank: number }>(
        `select job_id, rank from (${sql}) m order by rank desc, published_at desc, job_id desc`,
        params.values,
      );
      return { ids: rows.map((row) => row.job_id), ranks: rows.map((row) => Math.fround(Number(row.rank))) };
    };
    const matched = async (q: string) => {
      await ctx.app.jobIndex.current();
      const match = await ctx.app.jobIndex.textMatch(q, false);
      const ids = ctx.app.jobIndex.pageIds(match.bits, { sort: 'relevance', text: match, englishFirst: false, offset: 0, limit: 1000 });
      return { ids, ranks: [...match.ranks].sort((a, b) => b - a) };
    };
    const byIndex = async (q: string) => (await matched(q)).ids;
    const texts = ['kvant', 'kvantovy fyzik', 'fyz kvant', 'plazm', 'počítač kvant', 'full-stack', 'python kvantar', 'nikde'];
    const expectSame = async () => {
      for (const q of texts) expect({ q, ...(await matched(q)) }).toEqual({ q, ...(await bySql(q)) });
    };
    await expectSame();
    expect(await byIndex('kvant')).toHaveLength(5);
    // The description rule: the heading lacks "pocitac", the description holds it.
    expect(await byIndex('počítač kvant')).toEqual([ids[2]]);

    // Edits re-check only the changed jobs against each kept text.
    await ctx.db.query(`update jobs set title = 'Kvantový kvantový fyzik' where id = $1`, [ids[2]]);
    await ctx.db.query(`update jobs set status = 'closed' where id = $1`, [ids[0]]);
    await expectSame();
    expect(await byIndex('kvant')).toHaveLength(4);
  });

  it('sees a change made through another replica on its next request', async () => {
    const admin = await signedInAdmin(ctx.app);
    const team = await companyWithTeam(ctx.app, ctx.db);
    await givePlan(ctx.db, team.company.id, 'standard', now());
    // Another API process over the same database, with its own index.
    const other = await buildApp({ config: testConfig(), db: ctx.db, hashing: TEST_HASHING, clock: now });
    const send = (method: 'POST' | 'PATCH', url: string, session: string, payload?: unknown) => call(other, method, url, session, payload);
    try {
      const job = await draftJob(ctx.db, team.company.id, { title: 'Replikový kapitán', fields: ['design.ux'], locations: ['ostrava'] });
      // Both processes have loaded their index before the job is published.
      expect((await listed('q=replikovy')).total).toBe(0);
      expect((await listed('q=replikovy', other)).total).toBe(0);

      expect((await send('POST', `/api/me/company/jobs/${job.id}/submit`, team.owner.session)).statusCode).toBe(200);
      expect((await send('POST', `/api/admin/jobs/${job.id}/approve`, admin.session)).json()).toMatchObject({ status: 'published' });
      expect((await listed('q=replikovy')).ids).toEqual([job.id]);

      const { version } = (await ctx.db.query<{ version: number }>('select version from jobs where id = $1', [job.id])).rows[0]!;
      const edited = await send('PATCH', `/api/me/company/jobs/${job.id}`, team.owner.session, { version, locations: ['plzen'] });
      expect(edited.json()).toMatchObject({ status: 'published', locations: ['plzen'] });
      const moved = await listed('q=replikovy&locations=plzen');
      expect(moved.ids).toEqual([job.id]);
      expect(moved.facets.locations).toMatchObject({ plzen: 1, ostrava: 0 });

      expect((await send('POST', `/api/me/company/jobs/${job.id}/close`, team.owner.session)).json()).toMatchObject({ status: 'closed' });
      const closed = await listed('q=replikovy');
      expect(closed.total).toBe(0);
      expect(closed.facets.locations).toMatchObject({ plzen: 0 });
    } finally {
      await other.close();
    }
  });

  if (driver === 'postgres') {
    it('loads as the app starts, before any list request', async () => {
      await insertJob(ctx.db, { companyId, title: 'Ranní kosmonaut', publishedAt: now() });
      const starting = await buildApp({ config: testConfig(), db: ctx.db, hashing: TEST_HASHING, clock: now });
      try {
        await starting.ready();
        const deadline = Date.now() + 10_000;
        while (!starting.jobIndex.stats().loaded && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(starting.jobIndex.stats()).toMatchObject({ loaded: true, jobs: expect.any(Number) });
        expect(starting.jobIndex.stats().jobs).toBeGreaterThan(0);
      } finally {
        await starting.close();
      }
    });

    it('applies a change whose transaction commits after a later one was read', async () => {
      const { id: early } = await insertJob(ctx.db, { companyId, title: 'Pozdní navigátor', publishedAt: now() });
      const { id: late } = await insertJob(ctx.db, { companyId, title: 'Včasný navigátor', publishedAt: now() });
      expect((await listed('q=navigator')).total).toBe(2);

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const wrote = new Promise<void>((resolve) => (written = resolve));
      // A transaction takes its change-log number first and commits last.
      const slow = ctx.db.transaction(async (tx) => {
        await tx.query(`update jobs set status = 'closed' where id = $1`, [early]);
        written();
        await held;
      });
      await wrote;
      await ctx.db.query(`update jobs set status = 'closed' where id = $1`, [late]);
      expect((await listed('q=navigator')).ids).toEqual([early]);
      release();
      await slow;
      expect((await listed('q=navigator')).total).toBe(0);
    });
  }
});
