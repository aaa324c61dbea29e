import { insertApplication, call } from '../../../testing/applicants';
import { insertJob } from '../../../testing/job-board';
import { companyWithTeam, signIn, type Team } from '../../../testing/lifecycle';
import { withTestApp } from '../../../testing/test-app';
import { JOB_VIEWS_PER_IP } from './index';
import { testDrivers } from '../../../testing/test-db';

const NOW = '2025-06-02T10:00:00.000Z';
const DAY = 86_400_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe.each(testDrivers)('job views and job stats on %s', (driver) => {
  const { ctx, advance, now } = withTestApp(driver, NOW);
  let team: Team;
  let other: Team;

  beforeAll(async () => {
    team = await companyWithTeam(ctx.app, ctx.db);
    other = await companyWithTeam(ctx.app, ctx.db);
  });

  const openJob = (companyId = team.company.id) =>
    insertJob(ctx.db, { companyId, publishedAt: new Date(now().getTime() - DAY), validUntil: new Date(now().getTime() + 20 * DAY) });
  const view = (jobId: number, { ip = '203.0.113.7', userAgent = BROWSER, session }: { ip?: string; userAgent?: string; session?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/job-views/${jobId}`,
      remoteAddress: ip,
      headers: { 'user-agent': userAgent, ...(session ? { cookie: `raketa_session=${session}` } : {}) },
    });
  const statsOf = async (jobId: number, session = team.member.session) => {
    const response = await call(ctx.app, 'GET', '/api/me/company/job-stats', session);
    expect(response.statusCode).toBe(200);
    return (response.json().jobs as { id: number; views: number }[]).find((job) => job.id === jobId);
  };
  const views = async (jobId: number) => (await statsOf(jobId))?.views ?? 0;

  it('counts a visitor once a day, again the next day, and each visitor apart', async () => {
    const { id } = await openJob();
    expect((await view(id)).statusCode).toBe(204);
    expect((await view(id)).statusCode).toBe(204);
    expect(await views(id)).toBe(1);
    // Another address, or another browser at the same address, is another visitor.
    await view(id, { ip: '203.0.113.8' });
    await view(id, { userAgent: `${BROWSER} Edg/126.0` });
    expect(await views(id)).toBe(3);
    advance(DAY);
    await view(id);
    await view(id);
    expect(await views(id)).toBe(4);
  });

  it('counts a signed-in reader once a day on every address, and stores no address', async () => {
    const { id } = await openJob();
    const reader = await signIn(ctx.app);
    await view(id, { session: reader.session, ip: '198.51.100.1' });
    await view(id, { session: reader.session, ip: '198.51.100.2', userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari/604.1' });
    expect(await views(id)).toBe(1);
    const { rows } = await ctx.db.query<{ visitor: Uint8Array }>('select visitor from job_views where job_id = $1', [id]);
    expect(Buffer.from(rows[0]!.visitor).toString('latin1')).not.toContain('198.51.100');
    // One salt is kept: the day's; the previous days' are gone.
    expect((await ctx.db.query('select day from job_view_salts')).rows).toHaveLength(1);
  });

  it('counts no crawler, no closed or unknown job, and refuses a bad id', async () => {
    const { id } = await openJob();
    expect((await view(id, { userAgent: GOOGLEBOT })).statusCode).toBe(204);
    expect((await view(id, { userAgent: '' })).statusCode).toBe(204);
    expect(await views(id)).toBe(0);
    const closed = await insertJob(ctx.db, { companyId: team.company.id, status: 'closed', publishedAt: new Date(now().getTime() - DAY) });
    expect((await view(closed.id)).statusCode).toBe(204);
    expect(await statsOf(closed.id)).toBeUndefined();
    expect((await view(2_000_000_000)).statusCode).toBe(204);
    expect((await view(0)).statusCode).toBe(400);
  });

  it('counts at most JOB_VIEWS_PER_IP views from one address an hour, however it varies its user agent', async () => {
    const { id } = await openJob();
    const ip = '192.0.2.77';
    for (let n = 0; n <= JOB_VIEWS_PER_IP.limit; n += 1) expect((await view(id, { ip, userAgent: `${BROWSER} n/${n}` })).statusCode).toBe(204);
    expect(await views(id)).toBe(JOB_VIEWS_PER_IP.limit);
    // Another address still counts.
    await view(id, { ip: '192.0.2.78' });
    expect(await views(id)).toBe(JOB_VIEWS_PER_IP.limit + 1);
  });

  it('gives each job its views, applications and answers by the response rate’s rule, to its company only', async () => {
    const { id } = await openJob();
    await view(id);
    const applied = now();
    const answered = await insertApplication(ctx.db, { jobId: id, createdAt: new Date(applied.getTime() - 20 * DAY) });
    await insertApplication(ctx.db, { jobId: id, createdAt: new Date(applied.getTime() - 20 * DAY) });
    // Inside its 14 days: not counted yet.
    await insertApplication(ctx.db, { jobId: id, createdAt: new Date(applied.getTime() - DAY) });
    await ctx.db.query(
      `insert into job_application_events (application_id, from_status, actor, to_status, created_at) values ($1, 'new', 'company', 'shortlisted', $2::timestamptz)`,
      [answered, new Date(applied.getTime() - 19 * DAY).toISOString()],
    );
    expect(await statsOf(id)).toEqual({ id, views: 1, applications: 3, answered: 1, counted: 2 });
    expect(await statsOf(id, team.owner.session)).toEqual({ id, views: 1, applications: 3, answered: 1, counted: 2 });
    // Another company's member sees its own jobs only; a visitor and a candidate nothing.
    expect(await statsOf(id, other.member.session)).toBeUndefined();
    const theirs = await openJob(other.company.id);
    await view(theirs.id);
    expect(await statsOf(theirs.id)).toBeUndefined();
    expect((await call(ctx.app, 'GET', '/api/me/company/job-stats')).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/me/company/job-stats', (await signIn(ctx.app)).session)).statusCode).toBe(403);
  });
});
