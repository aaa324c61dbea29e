import { applicantListSchema, myApplicationListSchema, toStruct, type ApplicantList, type MyApplicationList } from '@raketa/shared/contracts';
import { create } from 'superstruct';
import { call, insertApplication } from '../testing/applicants';
import { insertJob } from '../testing/job-board';
import { companyWithTeam, signIn } from '../testing/lifecycle';
import { createTestApp, testDrivers, type TestContext } from '../testing/test-db';
import { testClock } from '../testing/test-app';
import { applicationRetentionJob, DEFAULT_RETENTION_MONTHS, deletionAtSql, retentionMonths, sweepApplicationRetention } from './retention';

const DAY = 86_400_000;
const ENDED = '2031-01-10T08:00:00.000Z';
const YEAR_ON = '2032-01-10T08:00:00.000Z';

describe.each(testDrivers)('the retention of applications on %s', (driver) => {
  const clock = testClock('2031-01-12T08:00:00.000Z');
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver, { seed: false, clock: clock.now });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const run = () => applicationRetentionJob.run(ctx.app, {}, { id: 'x', name: applicationRetentionJob.name, createdOn: new Date(), retryCount: 0 });
  const existing = async (ids: number[]) => {
    const { rows } = await ctx.db.query<{ id: number }>('select id from job_applications where id = any($1::int[]) order by id', [ids]);
    return rows.map((row) => row.id);
  };
  const countOf = async (table: string, ids: number[]) => {
    const { rows } = await ctx.db.query<{ n: number }>(`select count(*)::int as n from ${table} where application_id = any($1::int[])`, [ids]);
    return rows[0]!.n;
  };

  it('says when, then deletes a closed or expired job’s applications with CV, history and notes after the period, and keeps open jobs’', async () => {
    clock.set(new Date('2031-01-12T08:00:00.000Z'));
    const team = await companyWithTeam(ctx.app, ctx.db);
    const candidate = await signIn(ctx.app);
    const closed = await insertJob(ctx.db, { companyId: team.company.id, status: 'closed', title: 'Zavřená' });
    await ctx.db.query('update jobs set closed_at = $2::timestamptz where id = $1', [closed.id, ENDED]);
    const expired = await insertJob(ctx.db, { companyId: team.company.id, title: 'Prošlá', validUntil: new Date(Date.parse(ENDED) + DAY) });
    await ctx.db.query(`update jobs set status = 'expired' where id = $1`, [expired.id]);
    const open = await insertJob(ctx.db, { companyId: team.company.id, title: 'Otevřená', validUntil: new Date('2035-01-01T00:00:00.000Z') });
    // Closed long ago, then renewed: published again, so it keeps its applications.
    const renewed = await insertJob(ctx.db, { companyId: team.company.id, title: 'Obnovená', validUntil: new Date('2035-01-01T00:00:00.000Z') });
    await ctx.db.query('update jobs set closed_at = $2::timestamptz where id = $1', [renewed.id, ENDED]);

    const applied = new Date('2031-01-05T08:00:00.000Z');
    const mine = await insertApplication(ctx.db, { jobId: closed.id, userId: candidate.user.id, createdAt: applied });
    const other = await insertApplication(ctx.db, { jobId: closed.id, createdAt: applied });
    const onExpired = await insertApplication(ctx.db, { jobId: expired.id, userId: candidate.user.id, createdAt: applied });
    const onOpen = await insertApplication(ctx.db, { jobId: open.id, userId: candidate.user.id, createdAt: applied });
    const onRenewed = await insertApplication(ctx.db, { jobId: renewed.id, createdAt: applied });
    // History and a note of the team on the closed job's application.
    expect(
      (await call(ctx.app, 'POST', `/api/me/company/applications/${mine}/move`, team.member.session, { status: 'shortlisted' })).statusCode,
    ).toBe(200);
    expect(
      (await call(ctx.app, 'POST', `/api/me/company/applications/${mine}/notes`, team.member.session, { body: 'Silná kandidátka' })).statusCode,
    ).toBe(201);

    // The candidate's tracker and the company's inbox say when (12 months after the end), not for open jobs.
    const tracker = await call(ctx.app, 'GET', '/api/me/applications', candidate.session);
    expect(tracker.statusCode).toBe(200);
    const byId = new Map(
      create(tracker.json(), toStruct<MyApplicationList>(myApplicationListSchema)).applications.map((application) => [application.id, application]),
    );
    expect(byId.get(mine)!.deletesAt).toBe(YEAR_ON);
    expect(byId.get(onExpired)!.deletesAt).toBe('2032-01-11T08:00:00.000Z');
    expect(byId.get(onOpen)).not.toHaveProperty('deletesAt');
    const inbox = await call(ctx.app, 'GET', '/api/me/company/applications', team.owner.session);
    const applicants = new Map(
      create(inbox.json(), toStruct<ApplicantList>(applicantListSchema)).applications.map((applicant) => [applicant.id, applicant]),
    );
    expect(applicants.get(other)!.deletesAt).toBe(YEAR_ON);
    expect(applicants.get(onRenewed)).not.toHaveProperty('deletesAt');
    const detail = await call(ctx.app, 'GET', `/api/me/company/applications/${mine}`, team.owner.session);
    expect(detail.json().deletesAt).toBe(YEAR_ON);

    const all = [mine, other, onExpired, onOpen, onRenewed];
    // A minute before: nothing goes.
    clock.set(new Date(Date.parse(YEAR_ON) - 60_000));
    await run();
    expect(await existing(all)).toEqual(all);

    // A minute after: the closed job's two, with their history and notes, even with two sweeps at once.
    clock.set(new Date(Date.parse(YEAR_ON) + 60_000));
    const swept = await Promise.all([
      sweepApplicationRetention(ctx.db, clock.now(), DEFAULT_RETENTION_MONTHS),
      sweepApplicationRetention(ctx.db, clock.now(), DEFAULT_RETENTION_MONTHS),
    ]);
    expect(swept[0] + swept[1]).toBe(2);
    expect(await existing(all)).toEqual([onExpired, onOpen, onRenewed]);
    expect(await countOf('job_application_events', [mine])).toBe(0);
    expect(await countOf('job_application_notes', [mine])).toBe(0);

    // The day after, the expired job's; the open and the renewed job keep theirs.
    clock.set(new Date(Date.parse(YEAR_ON) + DAY + 60_000));
    await run();
    expect(await existing(all)).toEqual([onOpen, onRenewed]);
    const { rows } = await ctx.db.query<{ n: number }>(
      'select count(*)::int as n from job_applications where cv_data is not null and id = any($1::int[])',
      [[onOpen, onRenewed]],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('keeps applications for APPLICATION_RETENTION_MONTHS', async () => {
    const team = await companyWithTeam(ctx.app, ctx.db);
    const closed = await insertJob(ctx.db, { companyId: team.company.id, status: 'closed' });
    await ctx.db.query('update jobs set closed_at = $2::timestamptz where id = $1', [closed.id, ENDED]);
    const application = await insertApplication(ctx.db, { jobId: closed.id, createdAt: new Date('2031-01-01T08:00:00.000Z') });
    expect(retentionMonths({})).toBe(12);
    expect(retentionMonths({ applicationRetentionMonths: 3 })).toBe(3);
    const { rows } = await ctx.db.query<{ at: Date | string }>(`select ${deletionAtSql('j', 3)} as at from jobs j where j.id = $1`, [closed.id]);
    expect(new Date(rows[0]!.at).toISOString()).toBe('2031-04-10T08:00:00.000Z');
    expect(await sweepApplicationRetention(ctx.db, new Date('2031-04-10T07:59:00.000Z'), 3)).toBe(0);
    expect(await sweepApplicationRetention(ctx.db, new Date('2031-04-10T08:01:00.000Z'), 3)).toBe(1);
    expect(await existing([application])).toEqual([]);
    expect(() => deletionAtSql('j', 1.5)).toThrow();
  });
});
