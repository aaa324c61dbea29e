// Server-only: fills an empty database with realistic bilingual companies and jobs: the
// hand-written companies of seed-data.ts plus generated ones (seed/build.ts), each with its logo,
// cover and photos, and about 5,000 jobs. Deterministic (seeded PRNG); only dates follow `now`.
// Does nothing if companies exist.
import { seedDemoApplications } from '../applicants/seed-applications';
import type { PasswordHasher } from '../auth/passwords';
import { seedDemoAccounts } from '../employer/demo-accounts';
import { seedPlans } from '../employer/seed-plans';
import type { Db } from './db';
import { buildSeed } from './seed/build';
import { insertSeed } from './seed/insert';
import { seedLearning } from '../learning/seed-learning';
import { seedCampaigns } from '../campaigns/seed-campaigns';
import { seedPricing } from '../pricing/seed-pricing';
import { seedSkillTests } from '../skill-tests/seed';

export { createRandom, slugify } from './seed/random';
export { buildSeed, type SeedCompanyRow, type SeedData, type SeedJob } from './seed/build';

const SEED_LOCK_KEY = 7_245_113_211;

export interface SeedResult {
  /** false when data was already present and nothing was written. */
  seeded: boolean;
  companies: number;
  jobs: number;
}

export interface SeedOptions {
  now?: Date;
  /**
   * Also the demo employer's accounts (employer/demo-accounts.ts), hashing their passwords with this,
   * and the plans and the waiting order of the console's demo (employer/seed-plans.ts); `db:seed` outside production.
   */
  demoAccounts?: Pick<PasswordHasher, 'hash'>;
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Concurrent starts (API and `npm run db:seed`) wait here; the loser then sees the data.
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    // Checked on its own, so a database seeded before the courses existed gets them too.
    await seedLearning(tx);
    // Independent of the companies check, so databases seeded before the tests existed get them too.
    await seedSkillTests(tx);
    // Item by item (on conflict do nothing): runtime changes stay, new items arrive.
    await seedPricing(tx);
    await seedCampaigns(tx);
    const { rows } = await tx.query<{ present: boolean }>('select exists (select 1 from companies) as present');
    const data = rows[0]?.present ? undefined : buildSeed(now);
    if (data) await insertSeed(tx, data);
    // Checked on their own, so a database seeded before the console existed gets them too.
    if (options.demoAccounts) {
      await seedDemoAccounts(tx, options.demoAccounts, now);
      // Orders that were never paid: with the demo accounts only, never in production.
      await seedPlans(tx, now);
      // Applications in every status of the pipeline on the demo company's live jobs (api/APPLICANTS.md).
      await seedDemoApplications(tx, now);
    }
    return data ? { seeded: true, companies: data.companies.length, jobs: data.jobs.length } : { seeded: false, companies: 0, jobs: 0 };
  });
}
