import { applicationNotificationJob } from '../../../applications/applications';
import { readOutbox } from '../../../mail/mailer';
import { seedSkillTests } from '../../../skill-tests/seed';
import { cookieHeader, csrfToken, EN_SITE } from '../../../testing/auth';
import { call, insertApplication, queuedJobs, TEST_PDF } from '../../../testing/applicants';
import { insertJob } from '../../../testing/job-board';
import { companyWithTeam, signIn, type Team } from '../../../testing/lifecycle';
import { drainQueue } from '../../../testing/queue';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const NOW = '2025-06-02T10:00:00.000Z';
const HOUR = 3_600_000;

describe.each(testDrivers)('the applicant inbox on %s', (driver) => {
  const { ctx, advance, now } = withTestApp(driver, NOW);
  let team: Team;
  let other: Team;
  let jobId: number;
  let otherJobId: number;

  beforeAll(async () => {
    team = await companyWithTeam(ctx.app, ctx.db);
    other = await companyWithTeam(ctx.app, ctx.db);
    await ctx.db.query(`update companies set name = 'Mlýnek Test', contact_email = 'hr@mlynek.example' where id = $1`, [team.company.id]);
    jobId = (await insertJob(ctx.db, { companyId: team.company.id, title: 'Backend vývojář' })).id;
    otherJobId = (await insertJob(ctx.db, { companyId: other.company.id })).id;
  });

  const apply = (values: Partial<Parameters<typeof insertApplication>[1]> = {}) => {
    advance(1000);
    return insertApplication(ctx.db, { jobId, createdAt: now(), ...values });
  };
  const statusOf = async (id: number) =>
    (await ctx.db.query<{ status: string }>('select status from job_applications where id = $1', [id])).rows[0]!.status;
  const move = (id: number, body: unknown, session = team.member.session) =>
    call(ctx.app, 'POST', `/api/me/company/applications/${id}/move`, session, body);
  const bulk = (body: unknown, session = team.member.session) => call(ctx.app, 'POST', '/api/me/company/applications/bulk-move', session, body);

  describe('permissions', () => {
    it('answers 401 to a visitor and 403 company_member_only to a candidate', async () => {
      const id = await apply();
      const candidate = await signIn(ctx.app);
      for (const [method, url, body] of [
        ['GET', '/api/me/company/applications'],
        ['GET', `/api/me/company/applications/${id}`],
        ['GET', `/api/me/company/applications/${id}/cv`],
        ['POST', `/api/me/company/applications/${id}/move`, { status: 'shortlisted' }],
        ['POST', '/api/me/company/applications/bulk-move', { ids: [id], status: 'shortlisted' }],
        ['POST', `/api/me/company/applications/${id}/notes`, { body: 'x' }],
        ['GET', '/api/me/company/answer-templates'],
      ] as const) {
        const visitor = await call(ctx.app, method, url, undefined, body);
        expect(visitor.statusCode).toBe(401);
        const refused = await call(ctx.app, method, url, candidate.session, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'company_member_only' });
      }
      expect(await statusOf(id)).toBe('new');
    });

    it("answers 404 to a member of another company for this company's applications and jobs", async () => {
      const id = await apply();
      const session = other.member.session;
      for (const response of [
        await call(ctx.app, 'GET', `/api/me/company/applications/${id}`, session),
        await call(ctx.app, 'GET', `/api/me/company/applications/${id}/cv`, session),
        await move(id, { status: 'shortlisted' }, session),
        await call(ctx.app, 'POST', `/api/me/company/applications/${id}/notes`, session, { body: 'cizí' }),
        await call(ctx.app, 'GET', `/api/me/company/applications?job=${jobId}`, session),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain('application/problem+json');
      }
      const refused = await bulk({ ids: [id], status: 'rejected', reason: 'not_relevant' }, session);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'application_not_found', ids: [id] });
      const list = (await call(ctx.app, 'GET', '/api/me/company/applications', session)).json<{ applications: { id: number }[] }>();
      expect(list.applications.map((application) => application.id)).not.toContain(id);
      expect(await statusOf(id)).toBe('new');
    });

    it('needs the CSRF token for changes', async () => {
      const id = await apply();
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/me/company/applications/${id}/move`,
        headers: { origin: 'http://localhost:3000', cookie: `raketa_session=${team.member.session}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ status: 'shortlisted' }),
      });
      expect(response.statusCode).toBe(403);
      expect(await statusOf(id)).toBe('new');
    });
  });

  describe('the list', () => {
    it('lists across jobs and per job, newest first, filtered by status, paged, with counts', async () => {
      const { company, member } = await companyWithTeam(ctx.app, ctx.db);
      const first = (await insertJob(ctx.db, { companyId: company.id, title: 'První' })).id;
      const second = (await insertJob(ctx.db, { companyId: company.id, title: 'Druhá' })).id;
      const ids: number[] = [];
      for (let index = 0; index < 52; index += 1) ids.push(await apply({ jobId: index % 2 === 0 ? first : second, name: `Kandidát ${index}` }));
      await call(ctx.app, 'POST', '/api/me/company/applications/bulk-move', member.session, { ids: ids.slice(0, 3), status: 'shortlisted' });

      const all = await call(ctx.app, 'GET', '/api/me/company/applications', member.session);
      expect(all.statusCode).toBe(200);
      expect(all.headers['cache-control']).toBe('private, no-store');
      const page = all.json();
      expect(page).toMatchObject({ '@type': 'ApplicantList', total: 52, page: 1, perPage: 50 });
      expect(page.counts).toEqual({ new: 49, seen: 0, shortlisted: 3, interview: 0, offer: 0, hired: 0, rejected: 0, withdrawn: 0 });
      expect(page.applications).toHaveLength(50);
      expect(page.applications[0]).toEqual({
        '@id': `/api/me/company/applications/${ids[51]}`,
        '@type': 'Applicant',
        id: ids[51],
        job: { id: second, slug: expect.any(String), title: 'Druhá' },
        candidate: { name: 'Kandidát 51', email: expect.stringContaining('@example.com'), phone: null, linkedin: null },
        message: 'Dobrý den, rád bych se přidal.',
        cv: { fileName: 'Životopis.pdf', mediaType: 'application/pdf', url: `/api/me/company/applications/${ids[51]}/cv` },
        testResults: [],
        status: 'new',
        rejectionReason: null,
        locale: 'cs',
        createdAt: expect.any(String),
        statusChangedAt: null,
      });
      const second2 = (await call(ctx.app, 'GET', '/api/me/company/applications?page=2', member.session)).json();
      expect(second2.applications.map((application: { id: number }) => application.id)).toEqual([ids[1], ids[0]]);

      const perJob = (await call(ctx.app, 'GET', `/api/me/company/applications?job=${first}`, member.session)).json();
      expect(perJob.total).toBe(26);
      expect(perJob.applications.every((application: { job: { id: number } }) => application.job.id === first)).toBe(true);
      const shortlisted = (await call(ctx.app, 'GET', '/api/me/company/applications?status=shortlisted', member.session)).json();
      expect(shortlisted.applications.map((application: { id: number }) => application.id)).toEqual([ids[2], ids[1], ids[0]]);
      expect(shortlisted.total).toBe(3);

      for (const query of ['status=lost', 'page=0', 'job=abc']) {
        const bad = await call(ctx.app, 'GET', `/api/me/company/applications?${query}`, member.session);
        expect(bad.statusCode).toBe(400);
        expect(bad.headers['content-type']).toContain('application/problem+json');
      }
    });

    it('shows the language the candidate applied in and the verified test results sent with it', async () => {
      // Through the real apply route, from the English site.
      const token = await csrfToken(ctx.app);
      const boundary = '----inbox-test';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nJohn Smith\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\njohn-locale@example.com\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        TEST_PDF,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const applied = await ctx.app.inject({
        method: 'POST',
        url: `/api/jobs/${jobId}/applications`,
        headers: {
          host: 'en.localhost:3000',
          origin: EN_SITE,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'x-forwarded-for': '10.93.0.1',
          cookie: cookieHeader({ raketa_csrf: token }),
          'x-csrf-token': token,
        },
        payload,
      });
      expect(applied.statusCode).toBe(201);
      const id = applied.json<{ id: number }>().id;

      await seedSkillTests(ctx.db);
      const { rows } = await ctx.db.query<{ id: string }>(
        `insert into test_attempts (id, guid, test_id, user_id, answers, score, topics, created_at, claimed_at, shown_to_companies)
         select '00000000-0000-4000-8000-000000002401'::uuid, '00000000-0000-4000-9000-000000002401'::uuid, t.id, null, '{}'::jsonb, 80,
           '[{"topic":"all","label":{"cs":"Vše","en":"All"},"correct":8,"total":10}]'::jsonb, $1::timestamptz, null, true
         from tests t where t.slug = 'javascript-basics' returning id::text as id`,
        [now().toISOString()],
      );
      await ctx.db.query('insert into job_application_test_results (application_id, attempt_id) values ($1, $2::uuid)', [id, rows[0]!.id]);

      const detail = (await call(ctx.app, 'GET', `/api/me/company/applications/${id}`, team.member.session)).json();
      expect(detail).toMatchObject({
        candidate: { name: 'John Smith', email: 'john-locale@example.com' },
        locale: 'en',
        testResults: [{ id: rows[0]!.id, test: { slug: 'javascript-basics' }, score: 80, correct: 8, total: 10, percentile: null }],
      });
      const listed = (await call(ctx.app, 'GET', `/api/me/company/applications?job=${jobId}&status=seen`, team.member.session)).json();
      expect(listed.applications.find((application: { id: number }) => application.id === id).testResults).toHaveLength(1);
    });

    it('hands out the CV as an attachment the browser does not render', async () => {
      const id = await apply();
      const response = await call(ctx.app, 'GET', `/api/me/company/applications/${id}/cv`, team.owner.session);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(TEST_PDF)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Zivotopis.pdf"/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
    });

    it('shows a PDF CV inline, sandboxed and framed by the site only, when the console asks', async () => {
      const id = await apply();
      const response = await call(ctx.app, 'GET', `/api/me/company/applications/${id}/cv?disposition=inline`, team.member.session);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(TEST_PDF)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^inline; filename="Zivotopis.pdf"/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'; sandbox");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      // The download stays unframeable.
      const download = await call(ctx.app, 'GET', `/api/me/company/applications/${id}/cv`, team.member.session);
      expect(download.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      expect(download.headers['x-frame-options']).toBe('DENY');

      // A Word CV is never shown inline: a browser would hand it to another program.
      await ctx.db.query(
        `update job_applications set cv_filename = 'cv.docx', cv_content_type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' where id = $1`,
        [id],
      );
      const word = await call(ctx.app, 'GET', `/api/me/company/applications/${id}/cv?disposition=inline`, team.member.session);
      expect(word.headers['content-disposition']).toMatch(/^attachment; filename="cv.docx"/);
      expect(word.headers['x-frame-options']).toBe('DENY');
      const bad = await call(ctx.app, 'GET', `/api/me/company/applications/${id}/cv?disposition=open`, team.member.session);
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
    });
  });

  describe('moves', () => {
    it('marks an application seen when a member opens it, once, in its history', async () => {
      const id = await apply();
      const opened = await call(ctx.app, 'GET', `/api/me/company/applications/${id}`, team.member.session);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({
        status: 'seen',
        history: [{ from: 'new', to: 'seen', actor: 'company', by: { userId: team.member.user.id, name: team.member.user.name }, message: null }],
        notes: [],
      });
      const again = (await call(ctx.app, 'GET', `/api/me/company/applications/${id}`, team.owner.session)).json();
      expect(again.history).toHaveLength(1);
    });

    it('moves one application with one action, recording who, when, from and to', async () => {
      const id = await apply();
      const shortlisted = await move(id, { status: 'shortlisted' });
      expect(shortlisted.statusCode).toBe(200);
      expect(shortlisted.json()).toMatchObject({ status: 'shortlisted', statusChangedAt: now().toISOString() });
      advance(HOUR);
      const rejected = await move(id, { status: 'rejected', reason: 'other_candidate' }, team.owner.session);
      expect(rejected.json()).toMatchObject({
        status: 'rejected',
        rejectionReason: 'other_candidate',
        history: [
          { from: 'new', to: 'shortlisted', reason: null, by: { userId: team.member.user.id } },
          { from: 'shortlisted', to: 'rejected', reason: 'other_candidate', by: { userId: team.owner.user.id }, at: now().toISOString() },
        ],
      });
      // The same move again changes nothing (a retried request).
      const retried = await move(id, { status: 'rejected', reason: 'other_candidate' });
      expect(retried.statusCode).toBe(200);
      expect(retried.json().history).toHaveLength(2);
    });

    it('refuses moves the pipeline does not allow with a JSON problem, and bodies that are not valid', async () => {
      const id = await apply();
      await move(id, { status: 'hired' });
      const refused = await move(id, { status: 'interview' });
      expect(refused.statusCode).toBe(409);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json()).toMatchObject({ code: 'invalid_transition', to: 'interview', conflicts: [{ id, status: 'hired' }] });
      const back = await apply();
      await move(back, { status: 'interview' });
      expect((await move(back, { status: 'seen' })).statusCode).toBe(409);
      expect((await move(back, { status: 'shortlisted' })).statusCode).toBe(200);

      const fresh = await apply();
      const cases: [unknown, { field: string; code: string }][] = [
        [{ status: 'rejected' }, { field: 'reason', code: 'required' }],
        [
          { status: 'shortlisted', reason: 'other' },
          { field: 'reason', code: 'unknown_field' },
        ],
        [{ status: 'withdrawn' }, { field: 'status', code: 'invalid_choice' }],
        [{ status: 'new' }, { field: 'status', code: 'invalid_choice' }],
        [
          { status: 'rejected', reason: 'rude' },
          { field: 'reason', code: 'invalid_choice' },
        ],
        [
          { status: 'offer', message: 'Ahoj' },
          { field: 'message', code: 'unknown_field' },
        ],
        [
          { status: 'interview', message: 'Ahoj', templateId: 1 },
          { field: 'message', code: 'duplicate' },
        ],
        [
          { status: 'shortlisted', extra: 1 },
          { field: 'extra', code: 'unknown_field' },
        ],
        [[], { field: 'body', code: 'invalid_type' }],
      ];
      for (const [body, error] of cases) {
        const response = await move(fresh, body);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining(error)] });
      }
      expect(await statusOf(fresh)).toBe('new');
    });

    it('moves or rejects several at once, all or none', async () => {
      const ids = [await apply(), await apply(), await apply()];
      await move(ids[1]!, { status: 'rejected', reason: 'not_relevant' });
      const refused = await bulk({ ids, status: 'shortlisted' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'invalid_transition', conflicts: [{ id: ids[1], status: 'rejected' }] });
      expect(await statusOf(ids[0]!)).toBe('new');
      expect(await statusOf(ids[2]!)).toBe('new');

      // One application of another company refuses the whole move.
      const foreign = await insertApplication(ctx.db, { jobId: otherJobId });
      const mixed = await bulk({ ids: [ids[0], foreign], status: 'rejected', reason: 'position_filled' });
      expect(mixed.statusCode).toBe(404);
      expect(mixed.json()).toMatchObject({ ids: [foreign] });
      expect(await statusOf(ids[0]!)).toBe('new');

      const done = await bulk({ ids: [ids[2], ids[0]], status: 'rejected', reason: 'position_filled' });
      expect(done.statusCode).toBe(200);
      expect(done.json().applications.map((application: { id: number; status: string }) => [application.id, application.status])).toEqual([
        [ids[2], 'rejected'],
        [ids[0], 'rejected'],
      ]);
      expect((await bulk({ ids: [], status: 'seen' })).json()).toMatchObject({ errors: [{ field: 'ids', code: 'required' }] });
      const tooMany = await bulk({ ids: Array.from({ length: 101 }, (_, index) => index + 1), status: 'seen' });
      expect(tooMany.json()).toMatchObject({ errors: [{ field: 'ids', code: 'too_many' }] });
    });
  });

  describe('answers to the candidate', () => {
    it('keeps templates per company in both languages', async () => {
      const created = await call(ctx.app, 'POST', '/api/me/company/answer-templates', team.member.session, {
        kind: 'rejection',
        name: ' Obecné odmítnutí ',
        body: { cs: 'Dobrý den, {{name}}, děkujeme za zájem o pozici {{job}}.', en: '' },
      });
      expect(created.statusCode).toBe(201);
      const template = created.json();
      expect(template).toMatchObject({ kind: 'rejection', name: 'Obecné odmítnutí', body: { en: '' } });
      const patched = await call(ctx.app, 'PATCH', `/api/me/company/answer-templates/${template.id}`, team.owner.session, {
        body: { cs: template.body.cs, en: 'Hello {{name}}, thank you for applying for {{job}} at {{company}}.' },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().body.en).toContain('Hello');
      const list = (await call(ctx.app, 'GET', '/api/me/company/answer-templates', team.member.session)).json();
      expect(list.templates.map((entry: { id: number }) => entry.id)).toContain(template.id);

      expect((await call(ctx.app, 'GET', '/api/me/company/answer-templates', other.member.session)).json().templates).toEqual([]);
      expect((await call(ctx.app, 'PATCH', `/api/me/company/answer-templates/${template.id}`, other.member.session, { name: 'x' })).statusCode).toBe(
        404,
      );
      expect((await call(ctx.app, 'DELETE', `/api/me/company/answer-templates/${template.id}`, other.member.session)).statusCode).toBe(404);

      const empty = await call(ctx.app, 'POST', '/api/me/company/answer-templates', team.member.session, {
        kind: 'invitation',
        name: 'x',
        body: { cs: ' ', en: '' },
      });
      expect(empty.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'body', code: 'required' }] });
      const badKind = await call(ctx.app, 'POST', '/api/me/company/answer-templates', team.member.session, {
        kind: 'praise',
        name: 'x',
        body: { cs: 'a', en: 'b' },
      });
      expect(badKind.json()).toMatchObject({ errors: [{ field: 'kind', code: 'invalid_choice' }] });

      const scratch = (
        await call(ctx.app, 'POST', '/api/me/company/answer-templates', team.member.session, {
          kind: 'invitation',
          name: 'Smazat',
          body: { cs: 'a', en: 'b' },
        })
      ).json();
      expect((await call(ctx.app, 'DELETE', `/api/me/company/answer-templates/${scratch.id}`, team.member.session)).statusCode).toBe(204);
      expect((await call(ctx.app, 'DELETE', `/api/me/company/answer-templates/${scratch.id}`, team.member.session)).statusCode).toBe(404);
    });

    it("mails a rejection's template in the application's language, enqueued with the move", async () => {
      const template = (
        await call(ctx.app, 'POST', '/api/me/company/answer-templates', team.member.session, {
          kind: 'rejection',
          name: 'Odmítnutí',
          body: { cs: 'Dobrý den, {{name}}, pozici {{job}} jsme obsadili.', en: 'Hello {{name}}, the {{job}} position at {{company}} is filled.' },
        })
      ).json();
      const czech = await apply({ name: 'Jana Nováková', email: 'jana-answer@example.com', locale: 'cs' });
      const english = await apply({ name: 'John Smith', email: 'john-answer@example.com', locale: 'en' });
      const before = await queuedJobs(ctx.app, 'applicant-answer-mail');

      // A move that is refused enqueues nothing (the mail commits with the move or not at all).
      await move(english, { status: 'hired' });
      const refused = await bulk({ ids: [czech, english], status: 'rejected', reason: 'position_filled', templateId: template.id });
      expect(refused.statusCode).toBe(409);
      expect(await queuedJobs(ctx.app, 'applicant-answer-mail')).toBe(before);

      const english2 = await apply({ name: 'John Smith', email: 'john-answer-2@example.com', locale: 'en' });
      const done = await bulk({ ids: [czech, english2], status: 'rejected', reason: 'position_filled', templateId: template.id });
      expect(done.statusCode).toBe(200);
      expect(await queuedJobs(ctx.app, 'applicant-answer-mail')).toBe(before + 2);
      // Another company's template, or one of the other kind, is not found.
      const invitation = await apply();
      const wrongKind = await move(invitation, { status: 'interview', templateId: template.id });
      expect(wrongKind.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'templateId', code: 'template_not_found' }] });
      expect(await statusOf(invitation)).toBe('new');

      await drainQueue(ctx.app);
      const outbox = await readOutbox(ctx.app.config.mailOutboxDir);
      const cs = outbox.find((mail) => mail.to === 'jana-answer@example.com')!;
      expect(cs.subject).toBe('Odpověď firmy Mlýnek Test na vaši přihlášku: Backend vývojář');
      expect(cs.text).toContain('Dobrý den, Jana Nováková, pozici Backend vývojář jsme obsadili.');
      expect(cs.headers).toMatchObject({ 'Reply-To': 'hr@mlynek.example' });
      const en = outbox.find((mail) => mail.to === 'john-answer-2@example.com')!;
      expect(en.subject).toBe('Mlýnek Test answered your application: Backend vývojář');
      expect(en.text).toContain('Hello John Smith, the Backend vývojář position at Mlýnek Test is filled.');
      expect(outbox.find((mail) => mail.to === 'john-answer@example.com')).toBeUndefined();
    });

    it('sends an edited text with an invitation', async () => {
      const id = await apply({ email: 'eva-invite@example.com', name: 'Eva' });
      const response = await move(id, { status: 'interview', message: 'Dobrý den, {{name}}, zveme vás ve čtvrtek v 10:00.' });
      expect(response.json().history.at(-1)).toMatchObject({ to: 'interview', message: 'Dobrý den, Eva, zveme vás ve čtvrtek v 10:00.' });
      // Placeholders filled in may make a message longer than can be stored: refused, not a 500.
      const long = await move(await apply(), { status: 'interview', message: '{{job}}'.repeat(714) });
      expect(long.statusCode).toBe(422);
      expect(long.json()).toMatchObject({ errors: [{ field: 'message', code: 'too_long' }] });
      await drainQueue(ctx.app);
      const mail = (await readOutbox(ctx.app.config.mailOutboxDir)).find((entry) => entry.to === 'eva-invite@example.com')!;
      expect(mail.subject).toBe('Pozvání od firmy Mlýnek Test: Backend vývojář');
    });
  });

  describe('notes and the candidate', () => {
    it("keeps the team's notes to the team, and lets the candidate follow and withdraw", async () => {
      const candidate = await signIn(ctx.app);
      const id = await apply({ userId: candidate.user.id });
      const note = await call(ctx.app, 'POST', `/api/me/company/applications/${id}/notes`, team.member.session, {
        body: 'Tajná poznámka: zkusit znovu za rok',
      });
      expect(note.statusCode).toBe(201);
      expect(note.json()).toMatchObject({ body: 'Tajná poznámka: zkusit znovu za rok', author: { userId: team.member.user.id } });
      const detail = (await call(ctx.app, 'GET', `/api/me/company/applications/${id}`, team.owner.session)).json();
      expect(detail.notes).toHaveLength(1);

      advance(HOUR);
      await move(id, { status: 'interview' });
      advance(HOUR);
      await move(id, { status: 'offer' });
      advance(HOUR);
      await move(id, { status: 'rejected', reason: 'other_candidate', message: 'Děkujeme, vybrali jsme jiného kandidáta.' });

      const mine = await call(ctx.app, 'GET', '/api/me/applications', candidate.session);
      expect(mine.statusCode).toBe(200);
      const [application] = mine.json().applications;
      expect(application).toEqual({
        '@id': `/api/me/applications/${id}`,
        '@type': 'MyApplication',
        id,
        job: { id: jobId, slug: expect.any(String), title: 'Backend vývojář' },
        company: { slug: team.company.slug, name: 'Mlýnek Test', logo: null },
        appliedAt: expect.any(String),
        status: 'not_selected',
        timeline: [
          { status: 'sent', at: expect.any(String) },
          { status: 'seen', at: expect.any(String) },
          { status: 'in_progress', at: expect.any(String) },
          { status: 'not_selected', at: now().toISOString() },
        ],
        companyMessage: { text: 'Děkujeme, vybrali jsme jiného kandidáta.', at: now().toISOString() },
      });
      // Nothing of the team's reaches the candidate: no notes, no reasons, no names.
      expect(mine.body).not.toContain('Tajná');
      expect(mine.body).not.toContain('other_candidate');
      expect(mine.body).not.toContain(team.member.user.name);
      expect(mine.body).not.toContain('reason');
      // Nor may the candidate read the company's view of it.
      expect((await call(ctx.app, 'GET', `/api/me/company/applications/${id}`, candidate.session)).statusCode).toBe(403);

      // Only the author or the owner deletes a note.
      const noteId = note.json().id;
      const stranger = await call(ctx.app, 'DELETE', `/api/me/company/applications/${id}/notes/${noteId}`, other.owner.session);
      expect(stranger.statusCode).toBe(404);
      const ownersNote = (await call(ctx.app, 'POST', `/api/me/company/applications/${id}/notes`, team.owner.session, { body: 'Moje' })).json();
      const notAuthor = await call(ctx.app, 'DELETE', `/api/me/company/applications/${id}/notes/${ownersNote.id}`, team.member.session);
      expect(notAuthor.statusCode).toBe(403);
      expect(notAuthor.json()).toMatchObject({ code: 'note_author_only' });
      const owner = await call(ctx.app, 'DELETE', `/api/me/company/applications/${id}/notes/${noteId}`, team.owner.session);
      expect(owner.statusCode).toBe(204);
    });

    it('withdraws: the company sees it withdrawn, the CV copy is deleted, nothing moves it after', async () => {
      const candidate = await signIn(ctx.app);
      const id = await apply({ userId: candidate.user.id, name: 'Vlasta Odvolaná' });
      await move(id, { status: 'shortlisted' });
      const stranger = await signIn(ctx.app);
      expect((await call(ctx.app, 'POST', `/api/me/applications/${id}/withdraw`, stranger.session)).statusCode).toBe(404);
      expect((await call(ctx.app, 'POST', `/api/me/applications/${id}/withdraw`)).statusCode).toBe(401);

      const withdrawn = await call(ctx.app, 'POST', `/api/me/applications/${id}/withdraw`, candidate.session);
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json()).toMatchObject({
        id,
        status: 'withdrawn',
        timeline: [{ status: 'sent' }, { status: 'in_progress' }, { status: 'withdrawn' }],
      });
      const { rows } = await ctx.db.query<{ cv_data: unknown; cv_filename: unknown }>(
        'select cv_data, cv_filename from job_applications where id = $1',
        [id],
      );
      expect(rows[0]).toEqual({ cv_data: null, cv_filename: null });

      const seen = (await call(ctx.app, 'GET', `/api/me/company/applications/${id}`, team.member.session)).json();
      expect(seen).toMatchObject({
        status: 'withdrawn',
        cv: null,
        history: [{ to: 'shortlisted' }, { to: 'withdrawn', actor: 'candidate', by: null }],
      });
      expect((await call(ctx.app, 'GET', `/api/me/company/applications/${id}/cv`, team.member.session)).statusCode).toBe(404);
      expect((await move(id, { status: 'interview' })).statusCode).toBe(409);
      // The company's notification, if it had not gone out yet, has no CV to send: it is dropped.
      const info = { id: 'late', name: applicationNotificationJob.name, createdOn: now(), retryCount: 0 };
      await applicationNotificationJob.run(ctx.app, { applicationId: id, locale: 'cs', protocol: 'http' }, info);
      expect((await readOutbox(ctx.app.config.mailOutboxDir)).filter((mail) => mail.subject.includes('Vlasta'))).toEqual([]);
      // Withdrawing again changes nothing; a rejected application cannot be withdrawn.
      expect((await call(ctx.app, 'POST', `/api/me/applications/${id}/withdraw`, candidate.session)).statusCode).toBe(200);
      const rejected = await apply({ userId: candidate.user.id });
      await move(rejected, { status: 'rejected', reason: 'not_relevant' });
      const late = await call(ctx.app, 'POST', `/api/me/applications/${rejected}/withdraw`, candidate.session);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'invalid_transition' });
    });
  });
});
