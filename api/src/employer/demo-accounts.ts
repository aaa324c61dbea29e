// Server-only: the demo employer of a local start (README, "Company console"): the owner of a seeded
// company and one member of its team, with a draft job, so a fresh `npm start` shows the console
// working. Their passwords are in the README, so `db:seed` writes them only outside production.
import type { PasswordHasher } from '../auth/passwords';
import type { Queryable } from '../db/db';

/** The seeded company the demo accounts run (seed-data.ts). */
export const DEMO_COMPANY_SLUG = 'mlynek-pay';

export const DEMO_ACCOUNTS = [
  { email: 'firma@raketa.example', name: 'Tereza Mlynářová', role: 'owner', password: 'demo-firma-raketa' },
  { email: 'kolega@raketa.example', name: 'Marek Dvořák', role: 'member', password: 'demo-kolega-raketa' },
] as const;

/**
 * Creates the demo accounts and their memberships where missing (an account or a company changed by
 * hand stays as it is) and, for a company without drafts, one draft. Nothing when the company is not
 * there (a database seeded otherwise).
 */
export async function seedDemoAccounts(tx: Queryable, passwords: Pick<PasswordHasher, 'hash'>, now: Date): Promise<boolean> {
  const { rows: companies } = await tx.query<{ id: number }>('select id from companies where slug = $1', [DEMO_COMPANY_SLUG]);
  const company = companies[0];
  if (!company) return false;
  for (const account of DEMO_ACCOUNTS) {
    const { rows: existing } = await tx.query<{ id: number }>('select id from users where lower(email) = lower($1)', [account.email]);
    let userId = existing[0]?.id;
    if (userId === undefined) {
      const { rows } = await tx.query<{ id: number }>(
        `insert into users (type, name, email, password_hash, created_at, updated_at)
         values ('company', $1, $2, $3, $4::timestamptz, $4::timestamptz) returning id`,
        [account.name, account.email, await passwords.hash(account.password), now.toISOString()],
      );
      userId = rows[0]!.id;
    }
    // The owner's place may be taken by hand meanwhile: then the account stays outside the team.
    await tx.query(
      `insert into company_members (company_id, user_id, role, created_at)
       select $1, $2, $3, $4::timestamptz
       where not exists (select 1 from company_members where user_id = $2)
         and ($3 = 'member' or not exists (select 1 from company_members where company_id = $1 and role = 'owner'))`,
      [company.id, userId, account.role, now.toISOString()],
    );
  }
  const { rows: drafts } = await tx.query("select 1 from jobs where company_id = $1 and status = 'draft'", [company.id]);
  if (drafts.length === 0) {
    const { rows } = await tx.query<{ id: number }>(
      `insert into jobs (company_id, slug, status, language, title, description, fields, job_types, locations, created_at, updated_at)
       values ($1, 'draft-' || md5(random()::text), 'draft', 'cs', 'Produktová designérka', '<p>Rozepsaný inzerát: doplňte mzdu a popis práce.</p>',
         '{design,design.product}', '{full-time}', '{praha}', $2::timestamptz, $2::timestamptz)
       returning id`,
      [company.id, now.toISOString()],
    );
    await tx.query('update jobs set slug = $2 where id = $1', [rows[0]!.id, `produktova-designerka-${rows[0]!.id}`]);
  }
  return true;
}
