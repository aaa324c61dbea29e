import { storeContactMessageWithMails } from '../../../contact/contact';
import { seedPricing } from '../../../pricing/seed-pricing';
import { sendJson, signedInAdmin } from '../../../testing/admin';
import { insertCompany } from '../../../testing/job-board';
import { companyWithTeam, draftJob, GOOD_DESCRIPTION, signIn, type Team } from '../../../testing/lifecycle';
import { drainQueue } from '../../../testing/queue';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const START = '2032-06-01T09:00:00.000Z';
const actionsFor = async (db: { query: <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }> }, action: string, id: string) =>
  (await db.query<{ n: number }>('select count(*)::int as n from admin_actions where action = $1 and target_id = $2', [action, id])).rows[0]!.n;

describe.each(testDrivers)('plans and orders on %s', (driver) => {
  const { ctx, now } = withTestApp(driver, START);
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let team: Team;

  beforeAll(async () => {
    await seedPricing(ctx.db);
    admin = await signedInAdmin(ctx.app, { ip: '10.85.0.1' });
    team = await companyWithTeam(ctx.app, ctx.db);
  });

  const order = (session: string, body: unknown) => sendJson(ctx.app, 'POST', '/api/me/company/orders', body, { session });

  it('lets the owner order a plan, one waiting at a time; an admin marks it paid, which runs it for 12 months', async () => {
    const empty = (await sendJson(ctx.app, 'GET', '/api/me/company/plan', undefined, { session: team.member.session })).json();
    expect(empty).toEqual({ plan: null, usedSlots: 0, freeSlots: 0, pendingOrder: null });

    // Only the owner manages the plan.
    expect((await order(team.member.session, { planCode: 'standard' })).json()).toMatchObject({ status: 403, code: 'company_owner_only' });

    const placed = await order(team.owner.session, { planCode: 'standard' });
    expect(placed.statusCode).toBe(201);
    const pending = placed.json();
    expect(pending).toMatchObject({
      plan: { code: 'standard', name: { cs: 'Standard', en: 'Standard' } },
      priceCzk: 11900,
      priceEur: 479,
      jobSlots: 3,
      listingDays: 30,
      status: 'pending',
      createdAt: now().toISOString(),
      paidAt: null,
      validFrom: null,
      validUntil: null,
    });
    // A second order while one waits is refused; a later price change does not change the order.
    expect((await order(team.owner.session, { planCode: 'premium' })).json()).toMatchObject({ status: 409, code: 'order_pending' });
    await ctx.db.query(`update price_plans set price_czk = 99999 where code = 'standard'`);
    const listed = (await sendJson(ctx.app, 'GET', '/api/me/company/orders', undefined, { session: team.member.session })).json();
    expect(listed.orders).toEqual([pending]);
    expect((await sendJson(ctx.app, 'GET', '/api/me/company/plan', undefined, { session: team.owner.session })).json()).toMatchObject({
      plan: null,
      pendingOrder: { id: pending.id, status: 'pending' },
    });

    // The back office sees it waiting, with the company.
    const waiting = (await sendJson(ctx.app, 'GET', '/api/admin/orders?status=pending', undefined, { session: admin.session })).json();
    expect(waiting.orders).toEqual([{ ...pending, company: { id: team.company.id, slug: team.company.slug, name: expect.any(String) } }]);
    expect(waiting.total).toBe(1);

    const paid = await sendJson(ctx.app, 'POST', `/api/admin/orders/${pending.id}/mark-paid`, {}, { session: admin.session });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paidAt: START, validFrom: START, validUntil: '2033-06-01T09:00:00.000Z', priceCzk: 11900 });
    expect(await actionsFor(ctx.db, 'order.mark_paid', String(pending.id))).toBe(1);
    // Twice: refused, and recorded once.
    expect((await sendJson(ctx.app, 'POST', `/api/admin/orders/${pending.id}/mark-paid`, {}, { session: admin.session })).json()).toMatchObject({
      status: 409,
      code: 'order_already_paid',
    });
    expect(await actionsFor(ctx.db, 'order.mark_paid', String(pending.id))).toBe(1);
    expect((await sendJson(ctx.app, 'POST', '/api/admin/orders/2000000000/mark-paid', {}, { session: admin.session })).json()).toMatchObject({
      status: 404,
      code: 'order_not_found',
    });

    expect((await sendJson(ctx.app, 'GET', '/api/me/company/plan', undefined, { session: team.member.session })).json()).toEqual({
      plan: {
        code: 'standard',
        name: { cs: 'Standard', en: 'Standard' },
        jobSlots: 3,
        listingDays: 30,
        validFrom: START,
        validUntil: '2033-06-01T09:00:00.000Z',
        orderId: pending.id,
      },
      usedSlots: 0,
      freeSlots: 3,
      pendingOrder: null,
    });
    // Now a new order may wait again.
    expect((await order(team.owner.session, { planCode: 'premium' })).statusCode).toBe(201);
  });

  it('refuses an unknown or malformed plan with a field error, and the back office to anyone but admins', async () => {
    const other = await companyWithTeam(ctx.app, ctx.db);
    expect((await order(other.owner.session, { planCode: 'no-such-plan' })).json()).toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: [{ field: 'planCode', code: 'plan_not_found' }],
    });
    expect((await order(other.owner.session, { planCode: 'BAD CODE' })).json()).toMatchObject({
      status: 422,
      errors: [{ field: 'planCode', code: 'invalid_format' }],
    });
    expect((await order(other.owner.session, { plan: 'start' })).json()).toMatchObject({ status: 422 });
    expect(
      (await ctx.db.query<{ n: number }>('select count(*)::int as n from plan_orders where company_id = $1', [other.company.id])).rows[0]!.n,
    ).toBe(0);

    const candidate = await signIn(ctx.app);
    expect((await order(candidate.session, { planCode: 'start' })).json()).toMatchObject({ status: 403, code: 'company_member_only' });
    for (const url of ['/api/admin/orders', '/api/admin/contact-messages', '/api/admin/queue/failed', '/api/admin/jobs/review']) {
      expect((await sendJson(ctx.app, 'GET', url, undefined, { session: other.owner.session })).json()).toMatchObject({
        status: 403,
        code: 'admin_only',
      });
      expect((await sendJson(ctx.app, 'GET', url, undefined, {})).statusCode).toBe(401);
    }
  });

  it('lets an admin read a job of any company, whatever its state, as its editor has it; nobody else', async () => {
    const job = await draftJob(ctx.db, team.company.id, { title: 'Datový analytik', language: 'cs' });
    const read = await sendJson(ctx.app, 'GET', `/api/admin/jobs/${job.id}`, undefined, { session: admin.session });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toMatchObject({
      '@type': 'OwnJob',
      id: job.id,
      status: 'draft',
      title: 'Datový analytik',
      description: GOOD_DESCRIPTION,
      salary: { min: 70_000, max: 100_000, currency: 'CZK', period: 'month' },
      precheck: [],
    });
    expect((await sendJson(ctx.app, 'GET', '/api/admin/jobs/2000000000', undefined, { session: admin.session })).json()).toMatchObject({
      status: 404,
      code: 'job_not_found',
    });
    expect((await sendJson(ctx.app, 'GET', '/api/admin/jobs/abc', undefined, { session: admin.session })).statusCode).toBe(400);
    // Its own company's owner reads it in the console, not here.
    expect((await sendJson(ctx.app, 'GET', `/api/admin/jobs/${job.id}`, undefined, { session: team.owner.session })).json()).toMatchObject({
      status: 403,
      code: 'admin_only',
    });
    expect((await sendJson(ctx.app, 'GET', `/api/admin/jobs/${job.id}`, undefined, {})).statusCode).toBe(401);
  });

  it('pages through the companies waiting for approval, oldest first, with how many wait', async () => {
    const waiting = await ctx.db.query<{ n: number }>('select count(*)::int as n from companies where approved_at is null');
    const before = waiting.rows[0]!.n;
    const slugs: string[] = [];
    for (let n = 1; n <= 3; n += 1) {
      const company = await insertCompany(ctx.db, { slug: `pending-${n}-${driver}` });
      await ctx.db.query(`update companies set approved_at = null, created_at = $2::timestamptz + make_interval(secs => $3) where id = $1`, [
        company.id,
        '2099-01-01T00:00:00Z',
        n,
      ]);
      slugs.push(company.slug);
    }
    const list = (query: string) => sendJson(ctx.app, 'GET', `/api/admin/companies/pending${query}`, undefined, { session: admin.session });
    // The newest waiting three are the last of the list: the last page of two, then the page past it.
    const last = (await list(`?limit=2&offset=${before + 1}`)).json();
    expect(last).toMatchObject({ total: before + 3 });
    expect(last.companies.map((company: { slug: string }) => company.slug)).toEqual(slugs.slice(1));
    const middle = (await list(`?limit=2&offset=${before}`)).json();
    expect(middle.companies.map((company: { slug: string }) => company.slug)).toEqual(slugs.slice(0, 2));
    expect((await list(`?offset=${before + 3}`)).json()).toEqual({ companies: [], total: before + 3 });
    expect((await list('')).json().companies.length).toBe(Math.min(50, before + 3));
    for (const bad of ['?limit=0', '?limit=201', '?offset=-1']) expect((await list(bad)).statusCode).toBe(400);
  });

  it('pages through the contact messages, newest first', async () => {
    const input = (n: number) => ({
      name: `Pisatel ${n}`,
      email: `pisatel${n}@example.cz`,
      subject: 'company' as const,
      message: `Zpráva číslo ${n} pro tým.`,
      locale: 'cs' as const,
    });
    for (let n = 1; n <= 3; n += 1) await storeContactMessageWithMails(ctx.app, { input: input(n), userId: null, now: now() });
    const first = (await sendJson(ctx.app, 'GET', '/api/admin/contact-messages?limit=2', undefined, { session: admin.session })).json();
    expect(first.messages.map((message: { name: string }) => message.name)).toEqual(['Pisatel 3', 'Pisatel 2']);
    expect(first.messages[0]).toMatchObject({ email: 'pisatel3@example.cz', subject: 'company', locale: 'cs', userId: null, createdAt: START });
    const second = (await sendJson(ctx.app, 'GET', first.next, undefined, { session: admin.session })).json();
    expect(second.messages.map((message: { name: string }) => message.name)).toEqual(['Pisatel 1']);
    expect(second.next).toBeNull();
    expect((await sendJson(ctx.app, 'GET', '/api/admin/contact-messages?limit=0', undefined, { session: admin.session })).statusCode).toBe(400);
  });
});

describe.each(testDrivers)('failed queue jobs in the back office on %s', (driver) => {
  // Nothing listens on port 9: every mail fails, as with an SMTP server that is down.
  const { ctx } = withTestApp(driver, START, { config: { smtpUrl: 'smtp://127.0.0.1:9' } });

  it('lists the jobs that failed every retry and runs one again, recorded', async () => {
    const admin = await signedInAdmin(ctx.app, { ip: '10.85.1.1' });
    const failed = () => sendJson(ctx.app, 'GET', '/api/admin/queue/failed', undefined, { session: admin.session });
    expect((await failed()).json()).toEqual({ jobs: [], total: 0 });

    const input = {
      name: 'Jana Nováková',
      email: 'jana@example.cz',
      subject: 'other' as const,
      message: 'Dobrý den, píšu vám.',
      locale: 'cs' as const,
    };
    await storeContactMessageWithMails(ctx.app, { input, userId: null, now: new Date() });
    await drainQueue(ctx.app, { includeDelayed: true });
    const { jobs } = (await failed()).json();
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toMatchObject({ queue: expect.stringMatching(/^contact-/), attempts: 13, lastError: expect.stringContaining('ECONNREFUSED') });
    // A page at a time, with how many failed in all.
    const page = (query: string) => sendJson(ctx.app, 'GET', `/api/admin/queue/failed${query}`, undefined, { session: admin.session });
    expect((await page('?limit=1')).json()).toEqual({ jobs: [jobs[0]], total: 2 });
    expect((await page('?limit=1&offset=1')).json()).toEqual({ jobs: [jobs[1]], total: 2 });
    expect((await page('?offset=2')).json()).toEqual({ jobs: [], total: 2 });
    for (const bad of ['?limit=0', '?limit=201', '?offset=x']) expect((await page(bad)).statusCode).toBe(400);

    const retried = await sendJson(ctx.app, 'POST', `/api/admin/queue/failed/${jobs[0].id}/retry`, {}, { session: admin.session });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id: jobs[0].id, queue: jobs[0].queue });
    expect(await actionsFor(ctx.db, 'queue_job.retry', jobs[0].id)).toBe(1);
    expect((await failed()).json().jobs).toHaveLength(1);
    // No longer failed: a second press finds nothing to retry.
    expect((await sendJson(ctx.app, 'POST', `/api/admin/queue/failed/${jobs[0].id}/retry`, {}, { session: admin.session })).json()).toMatchObject({
      status: 404,
      code: 'failed_job_not_found',
    });
    expect((await sendJson(ctx.app, 'POST', '/api/admin/queue/failed/not-a-uuid/retry', {}, { session: admin.session })).statusCode).toBe(400);
    // It runs again.
    expect(await drainQueue(ctx.app, { includeDelayed: true })).toBe(1);
  });
});
