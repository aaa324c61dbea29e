import { readOutbox } from '../../../mail/mailer';
import { seedPricing } from '../../../pricing/seed-pricing';
import { sendJson, signedInAdmin } from '../../../testing/admin';
import { call, insertApplication } from '../../../testing/applicants';
import { insertJob } from '../../../testing/job-board';
import { companyWithTeam, givePlan, signIn, type Team } from '../../../testing/lifecycle';
import { drainQueue } from '../../../testing/queue';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const NOW = '2032-06-01T09:00:00.000Z';
const DAY = 86_400_000;
const SALARY = { min: 60000, max: 90000, currency: 'CZK', period: 'month' } as const;

describe.each(testDrivers)('cashback claims on %s', (driver) => {
  const { ctx, now } = withTestApp(driver, NOW);
  let team: Team;
  let other: Team;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    await seedPricing(ctx.db);
    team = await companyWithTeam(ctx.app, ctx.db);
    other = await companyWithTeam(ctx.app, ctx.db);
    admin = await signedInAdmin(ctx.app, { ip: '10.86.0.1' });
    // Standard: 11,900 CZK for 3 jobs at once, so one ad is 3,966.67 and half of it 1,983 credits.
    await givePlan(ctx.db, team.company.id, 'standard', new Date(now().getTime() - 60 * DAY));
  });

  /** A job of `companyId` that ran 30 days and ended `endedDaysAgo` days ago, with its applications' statuses. */
  async function endedJob(
    applications: [status: string, reason?: string][],
    { companyId = team.company.id, endedDaysAgo = 3, salary = true, status = 'expired', closedDaysAgo }: Record<string, unknown> = {},
  ) {
    const end = now().getTime() - (endedDaysAgo as number) * DAY;
    const { id } = await insertJob(ctx.db, {
      companyId: companyId as number,
      publishedAt: new Date(end - 30 * DAY),
      validUntil: new Date(end),
      ...(salary ? { salary: SALARY } : {}),
    });
    const closedAt = closedDaysAgo === undefined ? null : new Date(now().getTime() - (closedDaysAgo as number) * DAY).toISOString();
    await ctx.db.query('update jobs set status = $2, closed_at = $3::timestamptz where id = $1', [id, status, closedAt]);
    for (const [applicationStatus, reason] of applications) {
      const applicationId = await insertApplication(ctx.db, { jobId: id, createdAt: new Date(end - 20 * DAY) });
      await ctx.db.query('update job_applications set status = $2, rejection_reason = $3 where id = $1', [
        applicationId,
        applicationStatus,
        reason ?? null,
      ]);
    }
    return id;
  }
  const cashbackOf = (jobId: number, session = team.member.session) => call(ctx.app, 'GET', `/api/me/company/jobs/${jobId}/cashback`, session);
  const claim = (jobId: number, session = team.member.session) => call(ctx.app, 'POST', `/api/me/company/jobs/${jobId}/cashback`, session);
  const decide = (id: number, body: unknown, session = admin.session) =>
    sendJson(ctx.app, 'POST', `/api/admin/cashback-claims/${id}/decide`, body, { session });
  const claimRows = async (jobId: number) => (await ctx.db.query('select id from cashback_claims where job_id = $1', [jobId])).rows.length;

  it('lets a paid ad that ran its time, all applicants rejected as not relevant, claim half its price once', async () => {
    const jobId = await endedJob([['rejected', 'not_relevant'], ['rejected', 'not_relevant'], ['withdrawn']]);
    const before = (await cashbackOf(jobId)).json();
    expect(before).toEqual({
      eligible: true,
      reasons: [],
      credits: 1983,
      claimUntil: new Date(now().getTime() - 3 * DAY + 14 * DAY).toISOString(),
      claim: null,
    });
    const claimed = await claim(jobId);
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json()).toMatchObject({ status: 'pending', credits: 1983, createdAt: NOW, decidedAt: null, note: null });
    const again = await claim(jobId, team.owner.session);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'cashback_claimed', cashback: { eligible: false, claim: { status: 'pending' } } });
    expect(await claimRows(jobId)).toBe(1);
  });

  it('names every condition an ad misses, and stores no claim for it', async () => {
    const cases: [number, string[]][] = [
      [await endedJob([['new'], ['rejected', 'position_filled']], { salary: false }), ['no_salary_range', 'unanswered', 'relevant_applicant']],
      [await endedJob([['seen'], ['shortlisted']]), ['unanswered', 'relevant_applicant']],
      [await endedJob([], { endedDaysAgo: 15 }), ['claim_period_over']],
      [await endedJob([], { endedDaysAgo: -10, status: 'published' }), ['not_ended']],
      [await endedJob([], { endedDaysAgo: -10, status: 'closed', closedDaysAgo: 1 }), ['closed_early']],
      // Another company without a paid plan: its ad was free of charge.
      [await endedJob([], { companyId: other.company.id }), ['not_paid']],
    ];
    for (const [jobId, reasons] of cases) {
      const session = jobId === cases[5]![0] ? other.member.session : team.member.session;
      expect((await cashbackOf(jobId, session)).json()).toMatchObject({ eligible: false, reasons });
      const refused = await claim(jobId, session);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'cashback_not_eligible', cashback: { reasons } });
      expect(await claimRows(jobId)).toBe(0);
    }
    // An ad with no application at all had no relevant applicant either.
    expect((await cashbackOf(await endedJob([]))).json()).toMatchObject({ eligible: true, reasons: [] });
  });

  it('answers another company’s job as unknown, and refuses visitors, candidates and a claim without CSRF', async () => {
    const jobId = await endedJob([]);
    expect((await cashbackOf(jobId, other.member.session)).json()).toMatchObject({ status: 404, code: 'job_not_found' });
    expect((await claim(jobId, other.member.session)).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `/api/me/company/jobs/${jobId}/cashback`)).statusCode).toBe(401);
    expect((await claim(jobId, (await signIn(ctx.app)).session)).statusCode).toBe(403);
    expect(
      (await sendJson(ctx.app, 'POST', `/api/me/company/jobs/${jobId}/cashback`, undefined, { session: team.member.session, csrf: false }))
        .statusCode,
    ).toBe(403);
    expect(await claimRows(jobId)).toBe(0);
  });

  it('lets the back office grant or refuse a claim with a note, once, mailing the company’s team the decision', async () => {
    const granted = (await claim(await endedJob([['rejected', 'not_relevant']]))).json();
    const refused = (await claim(await endedJob([]))).json();
    expect((await sendJson(ctx.app, 'GET', '/api/admin/cashback-claims', undefined, { session: team.owner.session })).statusCode).toBe(403);
    const list = (await sendJson(ctx.app, 'GET', '/api/admin/cashback-claims?status=pending', undefined, { session: admin.session })).json();
    expect(list.claims.map((one: { id: number }) => one.id)).toEqual(expect.arrayContaining([granted.id, refused.id]));
    expect(list.claims.find((one: { id: number }) => one.id === granted.id)).toMatchObject({
      status: 'pending',
      credits: 1983,
      job: { applications: 1 },
      company: { id: team.company.id, slug: team.company.slug },
    });

    expect((await decide(granted.id, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await decide(granted.id, { decision: 'grant', note: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await decide(999_999, { decision: 'grant' })).json()).toMatchObject({ status: 404, code: 'cashback_claim_not_found' });
    const yes = await decide(granted.id, { decision: 'grant', note: '  Credits added to your account.  ' });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({ status: 'granted', note: 'Credits added to your account.', decidedAt: NOW });
    expect((await decide(granted.id, { decision: 'refuse' })).json()).toMatchObject({ status: 409, code: 'cashback_claim_decided' });
    expect((await decide(refused.id, { decision: 'refuse', note: 'Anna Nováková meets the essential requirements.' })).json()).toMatchObject({
      status: 'refused',
    });
    expect(
      (
        await cashbackOf(
          await ctx.db.query<{ job_id: number }>('select job_id from cashback_claims where id = $1', [refused.id]).then((r) => r.rows[0]!.job_id),
        )
      ).json(),
    ).toMatchObject({
      eligible: false,
      claim: { status: 'refused', note: 'Anna Nováková meets the essential requirements.' },
    });
    const actions = await ctx.db.query<{ action: string }>(`select action from admin_actions where target_type = 'cashback_claim' order by id`);
    expect(actions.rows.map((row) => row.action)).toEqual(['cashback.grant', 'cashback.refuse']);

    await drainQueue(ctx.app);
    const mails = (await readOutbox(ctx.app.config.mailOutboxDir)).filter((mail) => mail.subject.startsWith('Cashback'));
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Cashback přiznán: /), expect.stringMatching(/^Cashback nepřiznán: /)]),
    );
    const yesMail = mails.find((mail) => mail.subject.startsWith('Cashback přiznán'))!;
    expect(yesMail.to).toContain(team.owner.user.email);
    expect(yesMail.to).toContain(team.member.user.email);
    expect(yesMail.text).toMatch(/1\s983 kreditů/);
    expect(yesMail.text).toContain('Credits added to your account.');
    expect(mails.find((mail) => mail.subject.startsWith('Cashback nepřiznán'))!.text).toContain('Anna Nováková');
  });
});
