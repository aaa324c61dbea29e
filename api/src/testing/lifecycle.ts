// Test-only: companies with a team, plans and jobs ready for the lifecycle's moves, written straight
// to the database so each test states only what it checks (api/CONSOLE.md).
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { PASSWORD, postForm, setCookies, signedInUser } from './auth';
import { insertCompany, insertJob, type JobRow } from './job-board';

let ip = 0;
/** A signed-in account from an address of its own (sign-ins per address are throttled). */
export const signIn = (app: FastifyInstance) => signedInUser(app, { ip: `10.82.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` });

/** A new session of an existing account (sessions end after 7 idle days: tests that move the clock far sign in again). */
export async function signInAs(app: FastifyInstance, email: string): Promise<string> {
  const response = await postForm(
    app,
    '/login',
    { username: email, password: PASSWORD, back: '/' },
    { headers: { 'x-forwarded-for': `10.83.0.${(ip++ % 250) + 1}` } },
  );
  const session = setCookies(response).raketa_session?.value;
  if (!session) throw new Error(`the sign-in of ${email} answered ${response.statusCode} without a session`);
  return session;
}

export interface Team {
  company: { id: number; slug: string };
  owner: Awaited<ReturnType<typeof signIn>>;
  member: Awaited<ReturnType<typeof signIn>>;
}

/** A company with its owner and one member, both signed in. */
export async function companyWithTeam(app: FastifyInstance, db: Queryable): Promise<Team> {
  const company = await insertCompany(db);
  const owner = await signIn(app);
  const member = await signIn(app);
  await db.query(`insert into company_members (company_id, user_id, role) values ($1, $2, 'owner'), ($1, $3, 'member')`, [
    company.id,
    owner.user.id,
    member.user.id,
  ]);
  return { company, owner, member };
}

/** A paid order of `planCode` running from `from` for a year (as an admin's mark-paid leaves it). */
export async function givePlan(db: Queryable, companyId: number, planCode: string, from: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into plan_orders (company_id, plan_code, price_czk, price_eur, job_slots, listing_days, status, created_at, paid_at, starts_at, ends_at)
     select $1, code, price_czk, price_eur, job_slots, listing_days, 'paid', $3::timestamptz, $3::timestamptz, $3::timestamptz, $3::timestamptz + interval '12 months'
     from price_plans where code = $2 returning id`,
    [companyId, planCode, from.toISOString()],
  );
  return rows[0]!.id;
}

/** A description that passes the pre-check: Czech, long enough, no contact details. */
export const GOOD_DESCRIPTION =
  '<p>Hledáme vývojáře, který s námi bude stavět platformu pro plánování výroby v malých a středních firmách. ' +
  'Budete navrhovat a psát služby v TypeScriptu, starat se o jejich provoz a spolu s produktovým týmem rozhodovat, ' +
  'co postavíme dál. Čeká vás samostatná práce, pravidelná zpětná vazba, rozpočet na vzdělávání a tým, který si ' +
  'pomáhá. Pracujeme v malých týmech, kód procházíme společně a na nové věci máme čas.</p>';

/** A complete draft of `companyId` that a submit accepts (change what a test checks). */
export async function draftJob(db: Queryable, companyId: number, values: Partial<JobRow> = {}): Promise<{ id: number; slug: string }> {
  return insertJob(db, {
    companyId,
    status: 'draft',
    title: 'Backend vývojář',
    description: GOOD_DESCRIPTION,
    salary: { min: 70_000, max: 100_000, currency: 'CZK', period: 'month' },
    ...values,
  });
}

/** Mails of the job's life enqueued for `jobId` (of `event`): the queue's own table, sent or not. */
export async function queuedJobMails(app: FastifyInstance, jobId: number, event?: string): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>(
    `select count(*)::int as n from ${app.queue.schema}.job
     where name = 'job-lifecycle-mail' and (data->>'jobId')::int = $1 and ($2::text is null or data->>'event' = $2)`,
    [jobId, event ?? null],
  );
  return rows[0]!.n;
}
