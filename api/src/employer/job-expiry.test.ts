import { readOutbox } from '../mail/mailer';
import { seedPricing } from '../pricing/seed-pricing';
import { signedInAdmin } from '../testing/admin';
import { cookieHeader, csrfToken, SITE } from '../testing/auth';
import { insertCompany, insertJob } from '../testing/job-board';
import { companyWithTeam, givePlan, queuedJobMails, signInAs, type Team } from '../testing/lifecycle';
import { drainQueue } from '../testing/queue';
import { withTestApp } from '../testing/test-app';
import { testDrivers } from '../testing/test-db';
import { jobExpiryJob, sweepJobExpiry } from './job-expiry';

const DAY = 86_400_000;

describe.each(testDrivers)('the expiry sweep on %s', (driver) => {
  const { ctx, advance, now } = withTestApp(driver, '2032-05-04T08:00:00.000Z');
  let team: Team;

  beforeAll(async () => {
    await seedPricing(ctx.db);
    team = await companyWithTeam(ctx.app, ctx.db);
    await givePlan(ctx.db, team.company.id, 'premium', now());
  });

  const inDays = (days: number) => new Date(now().getTime() + days * DAY);
  const listed = (validUntil: Date, companyId = team.company.id, title = 'Vývojář') =>
    insertJob(ctx.db, { companyId, title, publishedAt: new Date(validUntil.getTime() - 30 * DAY), validUntil });
  const statusOf = async (id: number) => (await ctx.db.query<{ status: string }>('select status from jobs where id = $1', [id])).rows[0]!.status;
  const sweep = () => sweepJobExpiry(ctx.db, ctx.app.queue, now());
  const post = async (url: string, session: string) => {
    const token = await csrfToken(ctx.app);
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost:3000', origin: SITE, cookie: cookieHeader({ raketa_session: session, raketa_csrf: token }), 'x-csrf-token': token },
    });
  };
  const mailsTo = async (email: string) => (await readOutbox(ctx.app.config.mailOutboxDir)).filter((mail) => mail.to.includes(email));

  it('warns 5 days ahead and expires at the end, each mail once however many sweeps run at once', async () => {
    const soon = await listed(inDays(4), team.company.id, 'Končící pozice');
    const later = await listed(inDays(10));
    const over = await listed(inDays(-1), team.company.id, 'Skončená pozice');
    // A company without a team (the seed's) has no one to tell: its job expires without a mail and gets no warning.
    const lonely = await insertCompany(ctx.db);
    const lonelySoon = await listed(inDays(3), lonely.id);
    const lonelyOver = await listed(inDays(-2), lonely.id);

    // Two sweeps at once (two API processes, or a retried one): each row is changed, and mailed, once.
    const results = await Promise.all([sweep(), sweep()]);
    expect(results.reduce((sum, result) => sum + result.expired, 0)).toBe(2);
    expect(results.reduce((sum, result) => sum + result.warned, 0)).toBe(1);
    expect(await sweep()).toEqual({ expired: 0, warned: 0 });

    expect(await statusOf(over.id)).toBe('expired');
    expect(await statusOf(lonelyOver.id)).toBe('expired');
    expect(await statusOf(soon.id)).toBe('published');
    expect(await statusOf(later.id)).toBe('published');
    expect(await queuedJobMails(ctx.app, soon.id, 'expiring')).toBe(1);
    expect(await queuedJobMails(ctx.app, over.id, 'expired')).toBe(1);
    expect(await queuedJobMails(ctx.app, later.id)).toBe(0);
    expect(await queuedJobMails(ctx.app, lonelySoon.id)).toBe(0);
    expect(await queuedJobMails(ctx.app, lonelyOver.id)).toBe(0);

    await drainQueue(ctx.app);
    const mails = await mailsTo(team.owner.user.email);
    const warning = mails.find((mail) => mail.subject.startsWith('Inzerát Končící pozice vyprší'));
    expect(warning).toBeDefined();
    expect(warning!.subject).toBe('Inzerát Končící pozice vyprší 8. května 2032');
    expect(warning!.text).toContain(`Obnovit inzerát: http://localhost:3000/pro-firmy/moje-firma/nabidky/${soon.id}`);
    expect(warning!.text).toContain('zůstane online 30 dní od obnovení');
    expect(mails.find((mail) => mail.subject === 'Inzerát Skončená pozice vypršel')).toBeDefined();

    // The sweep's end of a listing is what readers saw already: 410 with similar jobs.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/jobs/${over.id}` })).statusCode).toBe(410);
  });

  it('runs from the queue by the app’s clock: a moved clock expires the job, a renewal brings a new warning', async () => {
    const job = await listed(inDays(20), team.company.id, 'Obnovovaná pozice');

    // 16 days on: inside the warning window.
    advance(16 * DAY);
    await ctx.app.queue.send(jobExpiryJob, {});
    await drainQueue(ctx.app);
    expect(await queuedJobMails(ctx.app, job.id, 'expiring')).toBe(1);

    // 5 days on: past the end.
    advance(5 * DAY);
    await ctx.app.queue.send(jobExpiryJob, {});
    await drainQueue(ctx.app);
    expect(await statusOf(job.id)).toBe('expired');
    expect(await queuedJobMails(ctx.app, job.id, 'expired')).toBe(1);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).statusCode).toBe(410);
    const feed = await ctx.app.inject({ method: 'GET', url: '/feed.xml', headers: { host: 'localhost:3000' } });
    expect(feed.body).not.toContain(`urn:raketa:job:${job.id}<`);
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'localhost:3000' } });
    expect(sitemap.body).not.toContain(`/nabidka/${job.id}/`);

    // Renewed: a new period, which gets its own warning.
    const session = await signInAs(ctx.app, team.member.user.email);
    expect((await post(`/api/me/company/jobs/${job.id}/renew`, session)).json()).toMatchObject({ status: 'published' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).statusCode).toBe(200);
    const listedAgain = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'localhost:3000' } });
    expect(listedAgain.body).toContain(`/nabidka/${job.id}/`);
    advance(26 * DAY);
    expect((await sweep()).warned).toBeGreaterThanOrEqual(1);
    expect(await queuedJobMails(ctx.app, job.id, 'expiring')).toBe(2);
  });

  it('sends no warning for a period that a renewal replaced before the mail went out', async () => {
    const job = await listed(inDays(2), team.company.id, 'Hned obnovená');
    await sweep();
    expect(await queuedJobMails(ctx.app, job.id, 'expiring')).toBe(1);
    await ctx.db.query('update jobs set valid_until = $2 where id = $1', [job.id, inDays(30)]);
    await drainQueue(ctx.app);
    const mails = await mailsTo(team.owner.user.email);
    expect(mails.filter((mail) => mail.subject.startsWith('Inzerát Hned obnovená'))).toHaveLength(0);
  });

  it('runs at once for an admin (after the test clock moved), and only for an admin', async () => {
    const job = await listed(inDays(-1));
    const admin = await signedInAdmin(ctx.app, { ip: '10.84.0.1' });
    const response = await post('/api/admin/jobs/expiry-sweep', admin.session);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ expired: 1 });
    expect(await statusOf(job.id)).toBe('expired');
    const member = await signInAs(ctx.app, team.member.user.email);
    expect((await post('/api/admin/jobs/expiry-sweep', member)).json()).toMatchObject({ status: 403, code: 'admin_only' });
  });
});
