import { DEMO_ACCOUNTS, DEMO_COMPANY_SLUG, seedDemoAccounts } from '../employer/demo-accounts';
import { call } from '../testing/applicants';
import { insertCompany, insertJob } from '../testing/job-board';
import { postForm, setCookies } from '../testing/auth';
import { withTestApp } from '../testing/test-app';
import { testDrivers } from '../testing/test-db';
import { SEED_APPLICATIONS, seedDemoApplications } from './seed-applications';

const DAY = 86_400_000;

describe.each(testDrivers)('the seeded applicant inbox on %s', (driver) => {
  const { ctx, now } = withTestApp(driver, '2032-09-01T10:00:00.000Z');

  it('fills the demo company’s inbox in every status, with templates and a response rate, once', async () => {
    expect(await seedDemoApplications(ctx.db, now())).toBe(0);
    const demo = await insertCompany(ctx.db, { slug: DEMO_COMPANY_SLUG, name: 'Mlýnek Pay' });
    const jobs = [];
    for (let n = 0; n < 4; n += 1) {
      jobs[n] = await insertJob(ctx.db, {
        companyId: demo.id,
        publishedAt: new Date(now().getTime() - (10 + n) * DAY),
        validUntil: new Date(now().getTime() + 20 * DAY),
      });
    }
    await seedDemoAccounts(ctx.db, ctx.app.passwords, now());
    expect(await seedDemoApplications(ctx.db, now())).toBe(SEED_APPLICATIONS.length);
    expect(await seedDemoApplications(ctx.db, now())).toBe(0);

    const [, member] = DEMO_ACCOUNTS;
    const signedIn = await postForm(ctx.app, '/login', { username: member.email, password: member.password, back: '/' });
    const session = setCookies(signedIn).raketa_session!.value;
    const inbox = (await call(ctx.app, 'GET', '/api/me/company/applications', session)).json();
    expect(inbox.total).toBe(SEED_APPLICATIONS.length);
    for (const status of ['new', 'seen', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn']) {
      expect(inbox.counts[status]).toBeGreaterThan(0);
    }
    const hired = inbox.applications.find((application: { status: string }) => application.status === 'hired');
    const detail = (await call(ctx.app, 'GET', hired['@id'], session)).json();
    expect(detail.history.map((event: { to: string }) => event.to)).toEqual(['shortlisted', 'interview', 'offer', 'hired']);
    expect(detail.history[1].message).toContain('Karel Novotný');
    expect(detail.history[3].by).toMatchObject({ name: DEMO_ACCOUNTS[0].name });
    const cv = await call(ctx.app, 'GET', hired.cv.url, session);
    expect(cv.statusCode).toBe(200);
    expect(cv.body.startsWith('%PDF-1.4')).toBe(true);

    const templates = (await call(ctx.app, 'GET', '/api/me/company/answer-templates', session)).json().templates;
    expect(templates.map((template: { kind: string }) => template.kind)).toEqual(['rejection', 'invitation']);
    const profile = (await ctx.app.inject({ method: 'GET', url: `/api/companies/${DEMO_COMPANY_SLUG}` })).json();
    expect(profile.responseRate).toEqual({ percent: 80, answered: 8, total: 10 });
    // Each of its jobs carries the same rate (one definition), and another company's job none.
    for (const job of [jobs[0]!, jobs[3]!]) {
      const detail = (await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).json();
      expect(detail.company.responseRate).toEqual(profile.responseRate);
    }
    const other = await insertCompany(ctx.db, { slug: 'other-co', name: 'Other' });
    const otherJob = await insertJob(ctx.db, {
      companyId: other.id,
      publishedAt: new Date(now().getTime() - DAY),
      validUntil: new Date(now().getTime() + 20 * DAY),
    });
    const otherDetail = (await ctx.app.inject({ method: 'GET', url: `/api/jobs/${otherJob.id}` })).json();
    expect(otherDetail.company).not.toHaveProperty('responseRate');
  });
});
