import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { createCompaniesRepository } from '../../plugins/companies-repository';
import { insertCompany } from '../../testing/job-board';
import { createTestDb, testDrivers } from '../../testing/test-db';
import { runCli, type CliIo } from '../run';

const NOW = new Date('2030-05-01T08:00:00.000Z');

describe.each(testDrivers)('approve-company on %s', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(driver, { migrated: true });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  async function cli(argv: string[], now = NOW) {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), env: {}, readStdin: async () => '', now: () => now };
    const code = await runCli(argv, io, async () => ({ db, close: async () => {} }));
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('approves a waiting company, which then becomes public; again it says so and keeps the first time', async () => {
    const { slug } = await insertCompany(db, { slug: 'waiting-startup', name: 'Waiting Startup' });
    await db.query('update companies set approved_at = null where slug = $1', [slug]);
    const companies = createCompaniesRepository(db);
    expect(await companies.findBySlug(slug, NOW)).toBeUndefined();

    expect(await cli(['approve-company', slug])).toEqual({
      code: 0,
      out: 'Approved Waiting Startup (waiting-startup); public at /startup/waiting-startup',
      err: '',
    });
    expect(await companies.findBySlug(slug, NOW)).toMatchObject({ slug, name: 'Waiting Startup' });

    const again = await cli(['approve-company', slug], new Date('2030-06-01T00:00:00.000Z'));
    expect(again).toMatchObject({ code: 0, out: `Waiting Startup (waiting-startup) was approved already, at ${NOW.toISOString()}` });
  });

  it('names an unknown slug and a wrong usage', async () => {
    expect(await cli(['approve-company', 'no-such-startup'])).toMatchObject({ code: 1, err: expect.stringContaining('No company no-such-startup') });
    expect(await cli(['approve-company'])).toMatchObject({ code: 2, err: 'Usage: approve-company <slug>' });
    expect(await cli(['approve-company', 'a', 'b'])).toMatchObject({ code: 2 });
  });
});
