import { DEFAULT_LISTING_DAYS } from '@raketa/shared/contracts';
import { matchRoute } from '@raketa/shared/routes';
import { signedInAdmin } from '../../../testing/admin';
import { readOutbox } from '../../../mail/mailer';
import { seedPricing } from '../../../pricing/seed-pricing';
import { cookieHeader, csrfToken, EN_SITE, SITE } from '../../../testing/auth';
import { insertJob } from '../../../testing/job-board';
import { companyWithTeam, draftJob, givePlan, GOOD_DESCRIPTION, queuedJobMails, signIn, signInAs, type Team } from '../../../testing/lifecycle';
import { drainQueue } from '../../../testing/queue';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const DAY = 86_400_000;
const START = '2032-03-01T08:00:00.000Z';

describe.each(testDrivers)('job lifecycle on %s', (driver) => {
  const { ctx, advance, now } = withTestApp(driver, START);
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    await seedPricing(ctx.db);
  });

  /** A JSON call as the console or the back office sends it (CSRF cookie and header), from the Czech site or the English one. */
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    session: string | undefined,
    options: { body?: unknown; english?: boolean; csrf?: boolean } = {},
  ) => {
    const token = await csrfToken(ctx.app);
    return ctx.app.inject({
      method,
      url,
      headers: {
        host: options.english ? 'en.localhost:3000' : 'localhost:3000',
        origin: options.english ? EN_SITE : SITE,
        cookie: cookieHeader({ raketa_session: session, raketa_csrf: token }),
        ...((options.csrf ?? true) ? { 'x-csrf-token': token } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
    });
  };
  const move = (jobId: number, name: 'submit' | 'close' | 'renew', session: string, options: { english?: boolean } = {}) =>
    call('POST', `/api/me/company/jobs/${jobId}/${name}`, session, options);
  const approve = (jobId: number) => call('POST', `/api/admin/jobs/${jobId}/approve`, admin.session);
  const reject = (jobId: number, body: unknown) => call('POST', `/api/admin/jobs/${jobId}/reject`, admin.session, { body });
  const statusOf = async (jobId: number) =>
    (await ctx.db.query<{ status: string }>('select status from jobs where id = $1', [jobId])).rows[0]!.status;
  const records = async (action: string, jobId: number) =>
    (await ctx.db.query<{ n: number }>(`select count(*)::int as n from admin_actions where action = $1 and target_id = $2`, [action, String(jobId)]))
      .rows[0]!.n;

  let team: Team;
  // Fresh sessions for each test: tests move the clock by weeks, past a session's idle end.
  beforeEach(async () => {
    admin = await signedInAdmin(ctx.app);
    team = await companyWithTeam(ctx.app, ctx.db);
    await givePlan(ctx.db, team.company.id, 'standard', now());
  });

  it('takes a draft through submit, approval and close; each move once, each mail once, the approval recorded', async () => {
    const job = await draftJob(ctx.db, team.company.id);

    const submitted = await move(job.id, 'submit', team.member.session);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.headers['cache-control']).toBe('no-store');
    expect(submitted.json()).toMatchObject({ id: job.id, status: 'submitted', submittedAt: now().toISOString(), publishedAt: null, rejection: null });

    // A second press (another tab, a double click) finds the job moved on.
    const again = await move(job.id, 'submit', team.owner.session);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invalid_transition', jobStatus: 'submitted', action: 'submit' });
    expect(await queuedJobMails(ctx.app, job.id, 'submitted')).toBe(1);
    // Not public while it waits.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).statusCode).toBe(404);

    advance(60 * 60 * 1000);
    const approved = await approve(job.id);
    expect(approved.statusCode).toBe(200);
    const listing = approved.json();
    expect(listing).toMatchObject({ status: 'published', publishedAt: now().toISOString() });
    // The standard plan's listing days.
    expect(Date.parse(listing.validUntil) - now().getTime()).toBe(30 * DAY);
    expect(await records('job.approve', job.id)).toBe(1);
    expect((await approve(job.id)).json()).toMatchObject({ code: 'invalid_transition', jobStatus: 'published' });
    expect(await records('job.approve', job.id)).toBe(1);
    expect(await queuedJobMails(ctx.app, job.id, 'approved')).toBe(1);
    // The detail says when it was published and last changed (JSON-LD datePosted, dateModified): never changed before its publication.
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).json();
    expect(detail).toMatchObject({ publishedAt: now().toISOString(), updatedAt: now().toISOString() });
    advance(1000);
    await ctx.db.query('update jobs set updated_at = $2 where id = $1', [job.id, now()]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).json()).toMatchObject({ updatedAt: now().toISOString() });

    const closed = await move(job.id, 'close', team.owner.session);
    expect(closed.json()).toMatchObject({ status: 'closed', closedAt: now().toISOString() });
    expect((await move(job.id, 'close', team.owner.session)).json()).toMatchObject({ code: 'invalid_transition', jobStatus: 'closed' });
    // A closed job answers 410 with what it was.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).statusCode).toBe(410);

    // The mails go to the team, in Czech (the site it was submitted from), once each.
    await drainQueue(ctx.app);
    const mails = (await readOutbox(ctx.app.config.mailOutboxDir)).filter((mail) => mail.to.includes(team.owner.user.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['Váš inzerát Backend vývojář čeká na schválení', 'Váš inzerát Backend vývojář je zveřejněný']);
    expect(mails[0]!.to).toBe(`${team.owner.user.email}, ${team.member.user.email}`);
    expect(mails[0]!.text).toContain(`http://localhost:3000/pro-firmy/moje-firma/nabidky/${job.id}`);
    // The console link is the route table's job page (the mail and the site cannot drift apart).
    expect(matchRoute(`/pro-firmy/moje-firma/nabidky/${job.id}`, 'cs')).toMatchObject({ id: 'companyConsoleJob', locale: 'cs' });
    expect(mails[1]!.text).toContain(`http://localhost:3000/nabidka/${job.id}/${job.slug}`);
  });

  it('refuses a job the pre-check or the review would refuse: 422 with the findings, nothing changed, no mail', async () => {
    const job = await draftJob(ctx.db, team.company.id, {
      title: 'HLEDÁME VÝVOJÁŘE',
      description: '<p>Pište na jobs@firma.cz.</p>',
      salary: null,
    });
    const response = await move(job.id, 'submit', team.member.session);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('job_not_ready');
    expect(body.findings.map((finding: { code: string }) => finding.code)).toEqual(
      expect.arrayContaining(['title_in_capitals', 'email_in_text', 'salary_missing', 'description_too_short']),
    );
    expect(body.findings.find((finding: { code: string }) => finding.code === 'email_in_text')).toMatchObject({
      field: 'description',
      severity: 'error',
      params: { found: ['jobs@firma.cz'] },
    });
    expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'salary.min', code: 'required' })]));
    expect(await statusOf(job.id)).toBe('draft');
    expect(await queuedJobMails(ctx.app, job.id)).toBe(0);

    // Fixed, it goes.
    await ctx.db.query(
      `update jobs set title = 'Hledáme vývojáře', description = $2, salary_min = 60000, salary_max = 90000, salary_currency = 'CZK', salary_period = 'month' where id = $1`,
      [job.id, GOOD_DESCRIPTION],
    );
    expect((await move(job.id, 'submit', team.member.session)).json()).toMatchObject({ status: 'submitted' });
  });

  it('needs a free slot: none without a plan, none when the plan’s are taken; says what to do', async () => {
    const noPlan = await companyWithTeam(ctx.app, ctx.db);
    const draft = await draftJob(ctx.db, noPlan.company.id);
    const refused = await move(draft.id, 'submit', noPlan.owner.session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'no_free_slot', plan: null, usedSlots: 0, freeSlots: 0, actions: ['order_plan'] });

    // Start has one slot; a published job takes it, and a job waiting for review would too.
    await givePlan(ctx.db, noPlan.company.id, 'start', now());
    await insertJob(ctx.db, { companyId: noPlan.company.id, validUntil: new Date(now().getTime() + 10 * DAY) });
    const full = await move(draft.id, 'submit', noPlan.owner.session);
    expect(full.json()).toMatchObject({
      code: 'no_free_slot',
      plan: { code: 'start', jobSlots: 1 },
      usedSlots: 1,
      freeSlots: 0,
      actions: ['close_job', 'upgrade_plan'],
    });
    expect(await statusOf(draft.id)).toBe('draft');

    // A job past its end holds no slot, even before the sweep writes it expired.
    await ctx.db.query(`update jobs set valid_until = $2 where company_id = $1 and status = 'published'`, [
      noPlan.company.id,
      new Date(now().getTime() - 1000),
    ]);
    expect((await move(draft.id, 'submit', noPlan.owner.session)).json()).toMatchObject({ status: 'submitted' });
    const plan = (await call('GET', '/api/me/company/plan', noPlan.member.session)).json();
    expect(plan).toMatchObject({ plan: { code: 'start', jobSlots: 1, listingDays: 30 }, usedSlots: 1, freeSlots: 0, pendingOrder: null });
  });

  it('keeps each company to its own jobs, the console to company accounts and the moderation to admins', async () => {
    const other = await companyWithTeam(ctx.app, ctx.db);
    const job = await draftJob(ctx.db, team.company.id);
    for (const name of ['submit', 'close', 'renew'] as const) {
      const response = await move(job.id, name, other.owner.session);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'job_not_found' });
    }
    const candidate = await signIn(ctx.app);
    expect((await move(job.id, 'submit', candidate.session)).json()).toMatchObject({ status: 403, code: 'company_member_only' });
    expect((await call('GET', '/api/me/company/plan', candidate.session)).json()).toMatchObject({ code: 'company_member_only' });
    expect((await call('POST', `/api/me/company/jobs/${job.id}/submit`, undefined)).statusCode).toBe(401);
    // A forged request (no CSRF header) changes nothing.
    expect((await call('POST', `/api/me/company/jobs/${job.id}/submit`, team.owner.session, { csrf: false })).statusCode).toBe(403);
    expect(await statusOf(job.id)).toBe('draft');

    await move(job.id, 'submit', team.owner.session);
    for (const url of [`/api/admin/jobs/${job.id}/approve`, `/api/admin/jobs/${job.id}/reject`]) {
      expect((await call('POST', url, team.owner.session, { body: { reason: 'other', message: 'x' } })).json()).toMatchObject({ code: 'admin_only' });
    }
    expect((await call('GET', '/api/admin/jobs/review', team.owner.session)).json()).toMatchObject({ code: 'admin_only' });
    expect(await statusOf(job.id)).toBe('submitted');
  });

  it('rejects with a reason of the rules and a message: recorded, mailed in the company’s language, resubmitted after an edit', async () => {
    const job = await draftJob(ctx.db, team.company.id, { title: 'Backend developer', language: 'en' });
    // Submitted from the English site: the company's mails are English from now on.
    expect((await move(job.id, 'submit', team.owner.session, { english: true })).statusCode).toBe(200);

    const invalid = await reject(job.id, { reason: 'no_such_reason', message: 'x' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'reason', code: 'invalid_choice' }] });
    expect((await reject(job.id, { reason: 'contact_details', message: '   ' })).json()).toMatchObject({
      errors: [{ field: 'message', code: 'required' }],
    });
    expect(await statusOf(job.id)).toBe('submitted');

    const rejected = await reject(job.id, { reason: 'contact_details', message: 'Remove the phone number from the second paragraph.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejection: { reason: 'contact_details', message: 'Remove the phone number from the second paragraph.', at: now().toISOString() },
    });
    const { rows } = await ctx.db.query<{ details: { reason: string } }>(
      `select details from admin_actions where action = 'job.reject' and target_id = $1`,
      [String(job.id)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toMatchObject({ reason: 'contact_details' });
    expect((await reject(job.id, { reason: 'other', message: 'again' })).json()).toMatchObject({ code: 'invalid_transition', jobStatus: 'rejected' });
    // The console shows the reason and the message in the job list and the editor.
    const rejection = { reason: 'contact_details', message: 'Remove the phone number from the second paragraph.', at: now().toISOString() };
    const listed = (await call('GET', '/api/me/company/jobs?state=rejected', team.member.session)).json();
    expect(listed.jobs.find((entry: { id: number }) => entry.id === job.id)).toMatchObject({ status: 'rejected', rejection });
    expect((await call('GET', `/api/me/company/jobs/${job.id}`, team.member.session)).json()).toMatchObject({ status: 'rejected', rejection });

    await drainQueue(ctx.app);
    const mail = (await readOutbox(ctx.app.config.mailOutboxDir)).find((entry) => entry.subject === 'Your job ad Backend developer needs changes');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('It contains links, e-mail addresses or phone numbers in the text.');
    expect(mail!.text).toContain('Remove the phone number from the second paragraph.');
    expect(mail!.text).toContain(`http://en.localhost:3000/for-companies/my-company/jobs/${job.id}`);
    expect(matchRoute(`/for-companies/my-company/jobs/${job.id}`, 'en')).toMatchObject({ id: 'companyConsoleJob', locale: 'en' });
    expect(mail!.text).toContain('http://en.localhost:3000/for-companies/advertising-rules');

    // Edited and submitted again: the queue shows it with the rejection it answers.
    expect((await move(job.id, 'submit', team.member.session)).json()).toMatchObject({ status: 'submitted' });
    expect((await call('GET', `/api/me/company/jobs/${job.id}`, team.member.session)).json()).toMatchObject({ status: 'submitted', rejection });
    const queue = (await call('GET', '/api/admin/jobs/review?limit=200', admin.session)).json();
    const item = queue.jobs.find((entry: { id: number }) => entry.id === job.id);
    expect(item).toMatchObject({
      review: 'new',
      company: { id: team.company.id, slug: team.company.slug, approved: true },
      previousRejection: { reason: 'contact_details' },
    });
    expect(Array.isArray(item.findings)).toBe(true);
  });

  it('lists the moderation queue oldest first with each job’s pre-check findings', async () => {
    const clean = await draftJob(ctx.db, team.company.id);
    await move(clean.id, 'submit', team.owner.session);
    advance(1000);
    // A warning does not block a submit; the reviewer sees it.
    const doubtful = await draftJob(ctx.db, team.company.id, { description: `${GOOD_DESCRIPTION}<p>Hledáme mladého kolegu.</p>` });
    expect((await move(doubtful.id, 'submit', team.owner.session)).statusCode).toBe(200);

    const response = await call('GET', '/api/admin/jobs/review?limit=200', admin.session);
    expect(response.statusCode).toBe(200);
    const { jobs, total } = response.json();
    expect(total).toBeGreaterThanOrEqual(2);
    const ids = jobs.map((job: { id: number }) => job.id);
    expect(ids.indexOf(clean.id)).toBeLessThan(ids.indexOf(doubtful.id));
    expect(jobs.find((job: { id: number }) => job.id === clean.id).findings).toEqual([]);
    expect(jobs.find((job: { id: number }) => job.id === doubtful.id).findings).toEqual([
      { code: 'discriminatory_wording', field: 'description', severity: 'warning', params: { found: ['mladého'] } },
    ]);
    expect((await call('GET', '/api/admin/jobs/review?limit=0', admin.session)).statusCode).toBe(400);
  });

  it('renews a closed or expired job for a new period from a free slot, and a published one in place; never without a plan', async () => {
    const job = await draftJob(ctx.db, team.company.id);
    await move(job.id, 'submit', team.owner.session);
    await approve(job.id);
    expect((await move(job.id, 'close', team.owner.session)).statusCode).toBe(200);

    advance(2 * DAY);
    const renewed = await move(job.id, 'renew', team.member.session);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ status: 'published', publishedAt: now().toISOString(), closedAt: null });
    expect(Date.parse(renewed.json().validUntil)).toBe(now().getTime() + 30 * DAY);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).statusCode).toBe(200);

    // Past its end (the sweep has not run yet), it is expired for every reader and renews from a slot.
    advance(31 * DAY);
    const owner = await signInAs(ctx.app, team.owner.user.email);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).statusCode).toBe(410);
    expect((await move(job.id, 'close', owner)).json()).toMatchObject({ code: 'invalid_transition', jobStatus: 'expired' });
    expect((await move(job.id, 'renew', owner)).json()).toMatchObject({ status: 'published' });

    // The plan ends: no renewal without one, and a draft cannot be renewed at all.
    advance(366 * DAY);
    const later = await signInAs(ctx.app, team.owner.user.email);
    const refused = await move(job.id, 'renew', later);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'no_free_slot', actions: ['order_plan'] });
    const draft = await draftJob(ctx.db, team.company.id);
    expect((await move(draft.id, 'renew', later)).json()).toMatchObject({ code: 'invalid_transition', jobStatus: 'draft' });
  });

  it('publishes for the default listing days when the company has no plan running at approval', async () => {
    const job = await draftJob(ctx.db, team.company.id);
    await move(job.id, 'submit', team.owner.session);
    await ctx.db.query('delete from plan_orders where company_id = $1', [team.company.id]);
    const approved = (await approve(job.id)).json();
    expect(Date.parse(approved.validUntil) - Date.parse(approved.publishedAt)).toBe(DEFAULT_LISTING_DAYS * DAY);
  });

  it('answers 404 for a job that does not exist and 400 for an id that is not one', async () => {
    expect((await move(2_000_000_000, 'submit', team.owner.session)).json()).toMatchObject({ status: 404, code: 'job_not_found' });
    expect((await approve(2_000_000_000)).json()).toMatchObject({ status: 404, code: 'job_not_found' });
    expect((await call('POST', '/api/me/company/jobs/abc/submit', team.owner.session)).statusCode).toBe(400);
  });
});
