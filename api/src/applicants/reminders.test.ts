import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileOffsetClock } from '../lib/test-clock';
import { readOutbox } from '../mail/mailer';
import { signedInAdmin } from '../testing/admin';
import { call, insertApplication, queuedJobs } from '../testing/applicants';
import { insertJob } from '../testing/job-board';
import { companyWithTeam } from '../testing/lifecycle';
import { drainQueue } from '../testing/queue';
import { createTestApp, testDrivers, type TestContext } from '../testing/test-db';
import { applicantReminderJob, sweepApplicantReminders } from './reminders';

const DAY = 86_400_000;
const START = Date.parse('2031-03-03T08:00:00.000Z');

describe.each(testDrivers)('the reminder about untouched applications on %s', (driver) => {
  // The clock end-to-end tests move: a file holding how far ahead of the real time it runs (here ahead of START).
  let clockFile: string;
  let ctx: TestContext;
  const moveClock = (ms: number) => fs.writeFile(clockFile, String(ms));
  beforeAll(async () => {
    clockFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'raketa-clock-')), 'offset');
    ctx = await createTestApp(driver, { seed: false, clock: fileOffsetClock(clockFile, () => START) });
  });
  afterAll(async () => {
    await ctx?.close();
    await fs.rm(path.dirname(clockFile), { recursive: true, force: true });
  });

  it('mails the team once about applications still new after 7 days, however often the sweep runs', async () => {
    const team = await companyWithTeam(ctx.app, ctx.db);
    await ctx.db.query(`update companies set name = 'Připomínková', language = 'cs' where id = $1`, [team.company.id]);
    const job = await insertJob(ctx.db, { companyId: team.company.id, title: 'Datová analytička' });
    const at = (days: number) => new Date(START + days * DAY);
    const untouched = await insertApplication(ctx.db, { jobId: job.id, name: 'Alena Zapomenutá', createdAt: at(0) });
    const answered = await insertApplication(ctx.db, { jobId: job.id, name: 'Bohdan Vyřízený', createdAt: at(0) });
    const later = await insertApplication(ctx.db, { jobId: job.id, name: 'Cyril Pozdější', createdAt: at(3) });
    await call(ctx.app, 'POST', `/api/me/company/applications/${answered}/move`, team.member.session, { status: 'shortlisted' });
    const run = () => applicantReminderJob.run(ctx.app, {}, { id: 'x', name: applicantReminderJob.name, createdOn: new Date(), retryCount: 0 });

    // Six days on: nothing is due.
    await moveClock(6 * DAY);
    await run();
    expect(await queuedJobs(ctx.app, 'applicant-reminder-mail')).toBe(0);

    // Seven days on: the untouched one, once, even with two sweeps at once and another after.
    await moveClock(7 * DAY + 60_000);
    const results = await Promise.all([
      sweepApplicantReminders(ctx.db, ctx.app.queue, ctx.app.clock()),
      sweepApplicantReminders(ctx.db, ctx.app.queue, ctx.app.clock()),
    ]);
    expect(results.reduce((sum, result) => sum + result.applications, 0)).toBe(1);
    await run();
    expect(await queuedJobs(ctx.app, 'applicant-reminder-mail')).toBe(1);

    // Ten days on: the later one gets its own reminder; the first is not repeated.
    await moveClock(10 * DAY + 60_000);
    await run();
    await run();
    expect(await queuedJobs(ctx.app, 'applicant-reminder-mail')).toBe(2);

    await drainQueue(ctx.app);
    const mails = (await readOutbox(ctx.app.config.mailOutboxDir)).filter((mail) => mail.to.includes(team.owner.user.email));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.to).toBe(`${team.owner.user.email}, ${team.member.user.email}`);
    expect(mails[0]!.subject).toBe('Přihláška čeká přes 7 dní na odpověď');
    expect(mails[0]!.text).toContain('Alena Zapomenutá: Datová analytička, přihláška z 3. března 2031');
    expect(mails[0]!.text).toContain(`http://localhost:3000/pro-firmy/moje-firma/nabidky/${job.id}`);
    expect(mails[0]!.text).not.toContain('Bohdan');
    expect(mails[1]!.text).toContain('Cyril Pozdější');
    expect(mails[1]!.text).not.toContain('Alena');
    const { rows } = await ctx.db.query<{ id: number; reminded: boolean }>(
      'select id, reminded_at is not null as reminded from job_applications where id = any($1::int[]) order by id',
      [[untouched, answered, later]],
    );
    expect(rows.map((row) => row.reminded)).toEqual([true, false, true]);
  });

  it('lets an admin run the sweep at once (after moving the clock)', async () => {
    // Sessions end after 7 idle days: the clock moves first, then everyone signs in.
    await moveClock(30 * DAY);
    const team = await companyWithTeam(ctx.app, ctx.db);
    const job = await insertJob(ctx.db, { companyId: team.company.id });
    await insertApplication(ctx.db, { jobId: job.id, createdAt: new Date(START + 20 * DAY) });
    const admin = await signedInAdmin(ctx.app, { ip: '10.91.0.1' });
    expect((await call(ctx.app, 'POST', '/api/admin/applications/reminder-sweep', team.owner.session)).statusCode).toBe(403);
    const swept = await call(ctx.app, 'POST', '/api/admin/applications/reminder-sweep', admin.session);
    expect(swept.statusCode).toBe(200);
    expect(swept.json()).toEqual({ applications: 1, mails: 1 });
    expect((await call(ctx.app, 'POST', '/api/admin/applications/reminder-sweep', admin.session)).json()).toEqual({ applications: 0, mails: 0 });
  });
});
