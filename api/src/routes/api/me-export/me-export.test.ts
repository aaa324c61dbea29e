import { strFromU8, unzipSync } from 'fflate';
import { saveCv } from '../../../profile/profiles';
import { seedSkillTests } from '../../../skill-tests/seed';
import { call, insertApplication, TEST_PDF } from '../../../testing/applicants';
import { cookieHeader } from '../../../testing/auth';
import { insertCompany, insertJob } from '../../../testing/job-board';
import { companyWithTeam, signIn } from '../../../testing/lifecycle';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';
import { EXPORTS_PER_ACCOUNT } from './index';

const download = (ctx: { app: import('fastify').FastifyInstance }, session?: string, host = 'localhost:3000', ip = '10.77.0.1') =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/me/export',
    headers: { host, 'x-forwarded-for': ip, ...(session ? { cookie: cookieHeader({ raketa_session: session }) } : {}) },
  });

describe.each(testDrivers)('GET /api/me/export on %s', (driver) => {
  const { ctx, now } = withTestApp(driver, '2031-05-04T10:00:00.000Z');

  it('gives the signed-in candidate every part of their data as one ZIP, and nothing of another account', async () => {
    const team = await companyWithTeam(ctx.app, ctx.db);
    await ctx.db.query(`update companies set name = 'Exportní firma' where id = $1`, [team.company.id]);
    const job = await insertJob(ctx.db, { companyId: team.company.id, title: 'Datová analytička' });
    const candidate = await signIn(ctx.app);
    const other = await signIn(ctx.app);
    const userId = candidate.user.id;

    await ctx.db.query(`insert into profiles (user_id, headline, location) values ($1, 'Analytička dat', 'Brno')`, [userId]);
    await saveCv(ctx.db, userId, { fileName: 'Životopis Jany.pdf', mediaType: 'application/pdf', content: TEST_PDF }, now());
    const applied = await insertApplication(ctx.db, { jobId: job.id, userId, name: 'Jana Exportová', message: 'Ráda bych u vás pracovala.' });
    const moved = await call(ctx.app, 'POST', `/api/me/company/applications/${applied}/move`, team.member.session, {
      status: 'rejected',
      reason: 'position_filled',
      message: 'Děkujeme, místo jsme obsadili.',
    });
    expect(moved.statusCode).toBe(200);
    await call(ctx.app, 'POST', `/api/me/company/applications/${applied}/notes`, team.member.session, { body: 'TAJNÁ POZNÁMKA týmu' });
    await seedSkillTests(ctx.db);
    await ctx.db.query(
      `insert into test_attempts (id, guid, test_id, user_id, answers, score, topics, created_at, claimed_at, shown_to_companies)
       select '00000000-0000-4000-8000-000000009901'::uuid, '00000000-0000-4000-9000-000000009901'::uuid, t.id, $1, '{}'::jsonb, 70,
         '[{"topic":"all","label":{"cs":"Vše","en":"All"},"correct":7,"total":10}]'::jsonb, $2::timestamptz, null, true
       from tests t where t.slug = 'javascript-basics'`,
      [userId, now().toISOString()],
    );
    expect(
      (await call(ctx.app, 'POST', '/api/alerts', candidate.session, { query: { q: 'python' }, frequency: 'weekly', language: 'cs' })).statusCode,
    ).toBe(201);
    await ctx.db.query('insert into saved_jobs (user_id, job_id) values ($1, $2)', [userId, job.id]);
    const followed = await insertCompany(ctx.db, { name: 'Sledovaná firma' });
    await ctx.db.query('insert into company_follows (user_id, company_id) values ($1, $2)', [userId, followed.id]);
    // Another account's data must not leak in.
    const otherJob = await insertJob(ctx.db, { companyId: team.company.id, title: 'Cizí pozice' });
    await insertApplication(ctx.db, { jobId: otherJob.id, userId: other.user.id, name: 'Cizí Uchazeč', email: 'cizi@example.com' });
    await saveCv(ctx.db, other.user.id, { fileName: 'Cizí CV.pdf', mediaType: 'application/pdf', content: TEST_PDF }, now());

    const response = await download(ctx, candidate.session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="raketa-data-2031-05-04.zip"; filename*=UTF-8''raketa-data-2031-05-04.zip`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'alerts.json',
        'applications.json',
        `applications/${applied}/Životopis.pdf`,
        'cv/Životopis Jany.pdf',
        'followed-companies.json',
        'newsletter.json',
        'saved-jobs.json',
        'test-results.json',
      ].sort(),
    );
    const read = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(read('account.json')).toMatchObject({
      account: { name: candidate.user.name, email: candidate.user.email, type: 'candidate' },
      profile: { headline: 'Analytička dat', location: 'Brno', cv: { fileName: 'Životopis Jany.pdf', file: 'cv/Životopis Jany.pdf' } },
    });
    expect(Buffer.from(files['cv/Životopis Jany.pdf']!)).toEqual(TEST_PDF);
    expect(Buffer.from(files[`applications/${applied}/Životopis.pdf`]!)).toEqual(TEST_PDF);
    const [application] = read('applications.json');
    expect(application).toMatchObject({
      id: applied,
      job: { id: job.id, title: 'Datová analytička' },
      company: { name: 'Exportní firma' },
      status: 'not_selected',
      timeline: [{ status: 'sent' }, { status: 'not_selected' }],
      sent: { name: 'Jana Exportová', message: 'Ráda bych u vás pracovala.', cv: `applications/${applied}/Životopis.pdf` },
      companyMessages: [{ text: 'Děkujeme, místo jsme obsadili.' }],
    });
    expect(read('applications.json')).toHaveLength(1);
    expect(read('test-results.json')).toMatchObject([{ id: '00000000-0000-4000-8000-000000009901', score: 70, shownToCompanies: true }]);
    expect(read('alerts.json')).toMatchObject([{ name: expect.any(String), frequency: 'weekly', query: { q: 'python' } }]);
    expect(read('saved-jobs.json')).toMatchObject([{ id: job.id, title: 'Datová analytička', company: 'Exportní firma' }]);
    expect(read('followed-companies.json')).toMatchObject([{ name: 'Sledovaná firma' }]);
    expect(read('newsletter.json')).toMatchObject({ language: 'cs' });
    expect(strFromU8(files['README.txt']!)).toContain('Vaše data z Raketa.cz');
    // The team's notes, the rejection reason and the other account are not in it.
    const everything = Object.values(files)
      .map((data) => strFromU8(data, true))
      .join('\n');
    for (const absent of ['TAJNÁ POZNÁMKA', 'position_filled', 'Cizí', 'cizi@example.com', other.user.email])
      expect(everything).not.toContain(absent);
  });

  it('writes the README in the account’s language (the English site without newsletter choices)', async () => {
    const candidate = await signIn(ctx.app);
    const response = await download(ctx, candidate.session, 'en.localhost:3000', '10.77.0.2');
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(strFromU8(files['README.txt']!)).toContain('Your data from Raketa.cz');
    expect(JSON.parse(strFromU8(files['applications.json']!))).toEqual([]);
    expect(Object.keys(files)).not.toContain('cv/');
  });

  it('asks for a session and throttles exports per account', async () => {
    const anonymous = await download(ctx);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    const candidate = await signIn(ctx.app);
    for (let i = 0; i < EXPORTS_PER_ACCOUNT.limit; i += 1)
      expect((await download(ctx, candidate.session, undefined, '10.77.1.1')).statusCode).toBe(200);
    const refused = await download(ctx, candidate.session, undefined, '10.77.1.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
