import fs from 'node:fs/promises';
import path from 'node:path';
import { APPLICATION_LIMITS, CV_MAX_BYTES } from '@raketa/shared/contracts';
import { APPLICATIONS_PER_IP } from '../../../applications/applications';
import { readOutbox } from '../../../mail/mailer';
import { deleteCv, saveCv } from '../../../profile/profiles';
import { seedSkillTests } from '../../../skill-tests/seed';
import { cookieHeader, csrfToken, EN_SITE, signedInUser, SITE, uniqueEmail } from '../../../testing/auth';
import { insertCompany, insertJob } from '../../../testing/job-board';
import { drainQueue } from '../../../testing/queue';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const NOW = '2025-06-02T10:00:00.000Z';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
  Buffer.from('[Content_Types].xml ... PK\u0003\u0004 word/document.xml ...'),
]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

interface FilePart {
  field?: string;
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart body with text fields and file parts, as a browser's FormData sends it. */
function formData(fields: Record<string, string>, files: FilePart[]) {
  const boundary = '----raketa-apply-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'cv'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(testDrivers)('POST /api/jobs/:id/applications on %s', (driver) => {
  const { ctx } = withTestApp(driver, NOW);

  // Each application from its own client address, so the per-IP limit stays out of the way.
  let ipCounter = 0;
  const freshIp = () => `10.40.${Math.floor(ipCounter / 200)}.${((ipCounter += 1) % 200) + 1}`;

  interface ApplyOptions {
    fields?: Record<string, string>;
    files?: FilePart[];
    session?: string;
    csrf?: boolean;
    english?: boolean;
    ip?: string;
  }

  const apply = async (jobId: number, options: ApplyOptions = {}) => {
    const token = await csrfToken(ctx.app);
    const body = formData(
      options.fields ?? { name: 'Jana Nováková', email: uniqueEmail('candidate') },
      options.files ?? [{ name: 'Životopis.pdf', content: PDF }],
    );
    return ctx.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/applications`,
      headers: {
        host: options.english ? 'en.localhost:3000' : 'localhost:3000',
        origin: options.english ? EN_SITE : SITE,
        'content-type': body.contentType,
        'x-forwarded-for': options.ip ?? freshIp(),
        cookie: cookieHeader({ raketa_session: options.session, raketa_csrf: token }),
        ...(options.csrf === false ? {} : { 'x-csrf-token': token }),
      },
      payload: body.payload,
    });
  };

  const openJob = async (options: { contactEmail?: string | null; title?: string; language?: 'cs' | 'en' } = {}) => {
    const company = await insertCompany(ctx.db, { name: 'Raketa Labs' });
    const contactEmail = options.contactEmail === undefined ? uniqueEmail('jobs') : options.contactEmail;
    await ctx.db.query('update companies set contact_email = $2 where id = $1', [company.id, contactEmail]);
    const job = await insertJob(ctx.db, { companyId: company.id, title: options.title ?? 'Frontend vývojář', language: options.language ?? 'cs' });
    return { ...job, companyId: company.id, contactEmail };
  };

  const applications = async (jobId: number) =>
    (
      await ctx.db.query<{
        id: number;
        user_id: number | null;
        name: string;
        email: string;
        phone: string | null;
        linkedin_url: string | null;
        message: string;
        cv_filename: string;
        cv_content_type: string;
        cv_data: Uint8Array;
      }>('select * from job_applications where job_id = $1 order by id', [jobId])
    ).rows;

  const mailsTo = async (address: string) => {
    await drainQueue(ctx.app);
    return (await readOutbox(ctx.app.config.mailOutboxDir)).filter((entry) => entry.to === address);
  };

  const expectProblem = (response: Awaited<ReturnType<typeof apply>>, status: number, code: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status, code });
  };

  it('stores a visitor application with its CV and mails the candidate and the company', async () => {
    const job = await openJob();
    const email = uniqueEmail('Jana.Candidate');
    const response = await apply(job.id, {
      fields: {
        name: '  Jana Nováková ',
        email,
        phone: '+420 777 123 456',
        linkedin: 'https://www.linkedin.com/in/jana',
        message: 'Dobrý den,\nrada bych se přidala.',
      },
      files: [{ name: 'C:\\Users\\jana\\Životopis.pdf', content: PDF }],
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();

    const rows = await applications(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      user_id: null,
      name: 'Jana Nováková',
      email,
      phone: '+420 777 123 456',
      linkedin_url: 'https://www.linkedin.com/in/jana',
      message: 'Dobrý den,\nrada bych se přidala.',
      cv_filename: 'Životopis.pdf',
      cv_content_type: 'application/pdf',
    });
    expect(Buffer.from(rows[0]!.cv_data).equals(PDF)).toBe(true);

    // The candidate in the language of the site (Czech host), the company with the CV attached.
    const [confirmation] = await mailsTo(email);
    expect(confirmation).toMatchObject({ subject: 'Vaše odpověď na nabídku Frontend vývojář ve firmě Raketa Labs' });
    expect(confirmation!.text).toContain(`http://localhost:3000/nabidka/${job.id}/${job.slug}`);
    const notifications = await mailsTo(job.contactEmail!);
    expect(notifications).toHaveLength(1);
    const notification = notifications[0]!;
    expect(notification.subject).toBe('Nová odpověď na nabídku Frontend vývojář: Jana Nováková');
    expect(notification.headers).toEqual({ 'Reply-To': email });
    expect(notification.text).toContain('+420 777 123 456');
    expect(notification.text).toContain('rada bych se přidala.');
    expect(notification.attachments).toEqual([{ filename: 'Životopis.pdf', contentType: 'application/pdf', size: PDF.length }]);
    // The .eml carries the file itself.
    const eml = await fs.readFile(path.join(ctx.app.config.mailOutboxDir, `${notification.id}.eml`), 'utf8');
    expect(eml).toContain('Content-Type: application/pdf');
    expect(eml).toContain(PDF.toString('base64').slice(0, 40));
  });

  it('sets the user of a signed-in candidate (an applied job among the marks), and mails in English from the English site', async () => {
    const job = await openJob({ contactEmail: null, title: 'Backend developer' });
    const { user, session } = await signedInUser(ctx.app, { ip: freshIp() });
    const response = await apply(job.id, {
      session,
      english: true,
      fields: { name: user.name, email: user.email },
      files: [{ name: 'cv.docx', content: DOCX, type: 'application/octet-stream' }],
    });
    expect(response.statusCode).toBe(201);
    const [row] = await applications(job.id);
    expect(row).toMatchObject({
      user_id: user.id,
      cv_filename: 'cv.docx',
      cv_content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });

    const marks = await ctx.app.inject({ method: 'GET', url: '/api/me/job-marks', headers: { cookie: cookieHeader({ raketa_session: session }) } });
    expect(marks.json().appliedJobs).toEqual([job.id]);

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your application for Backend developer at Raketa Labs');
    expect(mails[0]!.text).toContain(`http://en.localhost:3000/job/${job.id}/${job.slug}`);
  });

  it('refuses a second application of the same e-mail in any case (409), also when racing', async () => {
    const job = await openJob();
    const email = uniqueEmail('twice');
    expect((await apply(job.id, { fields: { name: 'Jana', email } })).statusCode).toBe(201);
    expectProblem(await apply(job.id, { fields: { name: 'Jana', email: email.toUpperCase() } }), 409, 'already_applied');
    expect(await applications(job.id)).toHaveLength(1);

    const racing = await openJob();
    const raceEmail = uniqueEmail('race');
    const answers = await Promise.all([1, 2, 3].map(() => apply(racing.id, { fields: { name: 'Jana', email: raceEmail } })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await applications(racing.id)).toHaveLength(1);
  });

  it.each([
    ['a .pdf name with HTML content', { name: 'cv.pdf', content: HTML }],
    ['a DOCX named .doc', { name: 'cv.doc', content: DOCX, type: 'application/msword' }],
    ['a PDF named .docx', { name: 'cv.docx', content: PDF }],
    ['an empty file with a name', { name: 'cv.pdf', content: Buffer.alloc(0) }],
  ])('answers 415 cv_bad_type for %s and stores nothing', async (_label, file) => {
    const job = await openJob();
    const email = uniqueEmail('bad-type');
    expectProblem(await apply(job.id, { fields: { name: 'Jana', email }, files: [file] }), 415, 'cv_bad_type');
    expect(await applications(job.id)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("answers 413 cv_too_large over 5 MB, the profile CV's limit (not a 500) and stores nothing", async () => {
    expect(CV_MAX_BYTES).toBe(5 * 1024 * 1024);
    const job = await openJob();
    const big = Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES + 1 - PDF.length, 0x20)]);
    expectProblem(await apply(job.id, { files: [{ name: 'cv.pdf', content: big }] }), 413, 'cv_too_large');
    expect(await applications(job.id)).toHaveLength(0);

    // Exactly 5 MB is fine.
    const largest = big.subarray(0, CV_MAX_BYTES);
    expect((await apply(job.id, { files: [{ name: 'cv.pdf', content: largest }] })).statusCode).toBe(201);
  });

  it('answers 422 cv_required without a file, also for the empty part of an unchosen file input', async () => {
    const job = await openJob();
    expectProblem(await apply(job.id, { files: [] }), 422, 'cv_required');
    expectProblem(await apply(job.id, { files: [{ name: '', content: Buffer.alloc(0), type: 'application/octet-stream' }] }), 422, 'cv_required');
    expect(await applications(job.id)).toHaveLength(0);
  });

  it('answers 422 validation_failed naming every bad field, and stores nothing', async () => {
    const job = await openJob();
    const response = await apply(job.id, {
      fields: {
        name: '   ',
        email: 'not-an-email',
        phone: 'call me',
        linkedin: 'https://evil.example/in/jana',
        message: 'x'.repeat(APPLICATION_LIMITS.message + 1),
        shoeSize: '42',
      },
    });
    expectProblem(response, 422, 'validation_failed');
    const errors = response.json<{ errors: { field: string; code: string }[] }>().errors;
    expect(errors.map(({ field, code }) => `${field}:${code}`).sort()).toEqual([
      'email:invalid_email',
      'linkedin:invalid_host',
      'message:too_long',
      'name:required',
      'phone:invalid_phone',
      'shoeSize:unknown_field',
    ]);

    const tooLong = await apply(job.id, {
      fields: { name: 'J'.repeat(APPLICATION_LIMITS.name + 1), email: 'jana@example.com', linkedin: 'ftp://linkedin.com/in/x' },
    });
    expect(
      tooLong
        .json()
        .errors.map(({ field, code }: { field: string; code: string }) => `${field}:${code}`)
        .sort(),
    ).toEqual(['linkedin:invalid_url', 'name:too_long']);
    expect(await applications(job.id)).toHaveLength(0);
  });

  it('answers 413 too_many_parts for a second file and 415 not_multipart for another body type', async () => {
    const job = await openJob();
    const twoFiles = await apply(job.id, {
      files: [
        { name: 'cv.pdf', content: PDF },
        { name: 'more.pdf', content: PDF },
      ],
    });
    expectProblem(twoFiles, 413, 'too_many_parts');
    const token = await csrfToken(ctx.app);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      headers: { origin: SITE, cookie: cookieHeader({ raketa_csrf: token }), 'x-csrf-token': token, 'x-forwarded-for': freshIp() },
      payload: { name: 'Jana', email: 'jana@example.com' },
    });
    expectProblem(json, 415, 'not_multipart');
    expect(await applications(job.id)).toHaveLength(0);
  });

  it('answers 410 job_not_open for a closed, expired or draft job and 404 for an unknown one', async () => {
    const company = await insertCompany(ctx.db);
    const closed = await insertJob(ctx.db, { companyId: company.id, status: 'closed' });
    const expired = await insertJob(ctx.db, { companyId: company.id, validUntil: new Date('2025-06-01T00:00:00.000Z') });
    const draft = await insertJob(ctx.db, { companyId: company.id, status: 'draft' });
    for (const job of [closed, expired, draft]) {
      expectProblem(await apply(job.id), 410, 'job_not_open');
      expect(await applications(job.id)).toHaveLength(0);
    }
    expectProblem(await apply(999_999), 404, 'job_not_found');
  });

  it('checks CSRF for visitors too (403) and stores nothing', async () => {
    const job = await openJob();
    expectProblem(await apply(job.id, { csrf: false }), 403, 'csrf_token');
    expect(await applications(job.id)).toHaveLength(0);
  });

  it('keeps the application when a mail fails, and sends it on the retry, once', async () => {
    const job = await openJob();
    const email = uniqueEmail('retried');
    await drainQueue(ctx.app);
    // The first delivery fails (an SMTP server that is down); the queue logs it and retries later.
    const send = jest.spyOn(ctx.app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP is down'));
    const error = jest.spyOn(ctx.app.log, 'error');
    try {
      expect((await apply(job.id, { fields: { name: 'Jana Nováková', email } })).statusCode).toBe(201);
      await drainQueue(ctx.app);
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ queue: expect.stringMatching(/^application-/), attempt: 1 }), 'job failed');
    } finally {
      send.mockRestore();
      error.mockRestore();
    }
    expect(await applications(job.id)).toHaveLength(1);
    const failed = (await mailsTo(email)).length + (await mailsTo(job.contactEmail!)).length;
    expect(failed).toBe(1);
    // Its retry waits 30 s or more; run it now.
    await drainQueue(ctx.app, { includeDelayed: true });
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await mailsTo(job.contactEmail!)).toHaveLength(1);
  });

  it('enqueues two mail jobs per stored application, none for a refused one', async () => {
    const job = await openJob();
    const email = uniqueEmail('twice');
    expect((await apply(job.id, { fields: { name: 'Jana Nováková', email } })).statusCode).toBe(201);
    expectProblem(await apply(job.id, { fields: { name: 'Jana Nováková', email: email.toUpperCase() } }), 409, 'already_applied');
    const { rows } = await ctx.db.query<{ n: number }>(
      `select count(*)::int as n from ${ctx.app.queue.schema}.job where name like 'application-%' and data->>'applicationId' = $1`,
      [String((await applications(job.id))[0]!.id)],
    );
    expect(rows[0]!.n).toBe(2);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await mailsTo(job.contactEmail!)).toHaveLength(1);
  });

  describe('with the CV of the profile (profileCv=true)', () => {
    const DOC_MEDIA_TYPE = 'application/msword';
    const withProfileCv = async (
      cv: { fileName: string; mediaType: string; content: Buffer } = { fileName: 'Jana CV.doc', mediaType: DOC_MEDIA_TYPE, content: DOC },
    ) => {
      const signedIn = await signedInUser(ctx.app, { ip: freshIp() });
      await saveCv(ctx.db, signedIn.user.id, cv, new Date(NOW));
      return signedIn;
    };

    it('copies the profile CV (a .doc too) into the application, and the company mail carries it', async () => {
      const job = await openJob();
      const { user, session } = await withProfileCv();
      const response = await apply(job.id, { session, fields: { name: user.name, email: user.email, profileCv: 'true' }, files: [] });
      expect(response.statusCode).toBe(201);

      const [row] = await applications(job.id);
      expect(row).toMatchObject({ id: response.json().id, user_id: user.id, cv_filename: 'Jana CV.doc', cv_content_type: DOC_MEDIA_TYPE });
      expect(Buffer.from(row!.cv_data).equals(DOC)).toBe(true);

      const [notification] = await mailsTo(job.contactEmail!);
      expect(notification!.attachments).toEqual([{ filename: 'Jana CV.doc', contentType: DOC_MEDIA_TYPE, size: DOC.length }]);
      const eml = await fs.readFile(path.join(ctx.app.config.mailOutboxDir, `${notification!.id}.eml`), 'utf8');
      expect(eml).toContain(`Content-Type: ${DOC_MEDIA_TYPE}`);
      expect(eml).toContain(DOC.toString('base64').slice(0, 40));
      expect(await mailsTo(user.email)).toHaveLength(1);
    });

    it('copies the CV as it is when applying: a later change of the profile CV leaves the application alone', async () => {
      const job = await openJob();
      const { user, session } = await withProfileCv({ fileName: 'cv.pdf', mediaType: 'application/pdf', content: PDF });
      expect((await apply(job.id, { session, fields: { name: user.name, email: user.email, profileCv: 'true' }, files: [] })).statusCode).toBe(201);
      await deleteCv(ctx.db, user.id);
      const [row] = await applications(job.id);
      expect(row).toMatchObject({ cv_filename: 'cv.pdf', cv_content_type: 'application/pdf' });
      expect(Buffer.from(row!.cv_data).equals(PDF)).toBe(true);
    });

    it('answers 422 cv_required when the profile has no CV, and stores nothing', async () => {
      const job = await openJob();
      const { user, session } = await signedInUser(ctx.app, { ip: freshIp() });
      expectProblem(
        await apply(job.id, { session, fields: { name: user.name, email: user.email, profileCv: 'true' }, files: [] }),
        422,
        'cv_required',
      );
      expect(await applications(job.id)).toHaveLength(0);
      expect(await mailsTo(user.email)).toHaveLength(0);
    });

    it('answers 422 cv_required to a visitor: only a signed-in candidate has a profile CV', async () => {
      const job = await openJob();
      // Someone has a profile CV; a visitor naming that person's e-mail still cannot use it.
      const { user } = await withProfileCv();
      expectProblem(await apply(job.id, { fields: { name: 'Eva', email: user.email, profileCv: 'true' }, files: [] }), 422, 'cv_required');
      expect(await applications(job.id)).toHaveLength(0);
    });

    it('answers 422 cv_conflict for a file and profileCv together, and stores nothing', async () => {
      const job = await openJob();
      const { user, session } = await withProfileCv();
      expectProblem(
        await apply(job.id, {
          session,
          fields: { name: user.name, email: user.email, profileCv: 'true' },
          files: [{ name: 'cv.pdf', content: PDF }],
        }),
        422,
        'cv_conflict',
      );
      expect(await applications(job.id)).toHaveLength(0);
    });

    it('takes profileCv=false as an upload, and refuses another value (validation_failed)', async () => {
      const job = await openJob();
      const { user, session } = await withProfileCv();
      expectProblem(
        await apply(job.id, { session, fields: { name: user.name, email: user.email, profileCv: 'false' }, files: [] }),
        422,
        'cv_required',
      );
      const invalid = await apply(job.id, { session, fields: { name: user.name, email: user.email, profileCv: 'yes' }, files: [] });
      expectProblem(invalid, 422, 'validation_failed');
      expect(invalid.json().errors).toEqual([expect.objectContaining({ field: 'profileCv', code: 'invalid_flag' })]);

      const response = await apply(job.id, {
        session,
        fields: { name: user.name, email: user.email, profileCv: 'false' },
        files: [{ name: 'cv.pdf', content: PDF }],
      });
      expect(response.statusCode).toBe(201);
      expect((await applications(job.id))[0]).toMatchObject({ cv_filename: 'cv.pdf', cv_content_type: 'application/pdf' });
    });

    it('takes a Word 97 .doc as an upload too: one CV rule for the profile and the application', async () => {
      const job = await openJob();
      const { user, session } = await withProfileCv();
      const response = await apply(job.id, {
        session,
        fields: { name: user.name, email: user.email },
        files: [{ name: 'cv.doc', content: DOC, type: DOC_MEDIA_TYPE }],
      });
      expect(response.statusCode).toBe(201);
      expect((await applications(job.id))[0]).toMatchObject({ cv_filename: 'cv.doc', cv_content_type: DOC_MEDIA_TYPE });
    });
  });

  describe('with test results (testResults=true)', () => {
    beforeAll(async () => {
      // The three bilingual tests: javascript-basics, product-sense, work-style.
      await seedSkillTests(ctx.db);
    });

    let attemptCounter = 0;
    /** A scored attempt of `userId` straight into the table; `day` orders them (1 = oldest). */
    const attempt = async (userId: number | null, slug: string, options: { score: number; day: number; shown: boolean }) => {
      const { rows } = await ctx.db.query<{ id: string }>(
        `insert into test_attempts (id, guid, test_id, user_id, answers, score, topics, created_at, claimed_at, shown_to_companies)
         select $1::uuid, $2::uuid, t.id, $3::integer, '{}'::jsonb, $4::integer, $5::jsonb, $6::timestamptz, $6::timestamptz, $7::boolean
         from tests t where t.slug = $8
         returning id::text as id`,
        [
          `00000000-0000-4000-8000-${String((attemptCounter += 1)).padStart(12, '0')}`,
          `00000000-0000-4000-9000-${String(attemptCounter).padStart(12, '0')}`,
          userId,
          options.score,
          JSON.stringify([{ topic: 'all', label: { cs: 'Vše', en: 'All' }, correct: options.score / 10, total: 10 }]),
          new Date(Date.UTC(2025, 4, options.day)).toISOString(),
          options.shown,
          slug,
        ],
      );
      return rows[0]!.id;
    };
    const attached = async (applicationId: number) =>
      (
        await ctx.db.query<{ attempt_id: string }>(
          'select attempt_id::text as attempt_id from job_application_test_results where application_id = $1 order by attempt_id',
          [applicationId],
        )
      ).rows.map((row) => row.attempt_id);
    const percentileOf = async (id: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/tests/results/${id}` })).json<{ percentile: number }>().percentile;

    it('stores the newest flagged result of each test with the application, and the company mail lists them with share links', async () => {
      const job = await openJob();
      const { user, session } = await signedInUser(ctx.app, { ip: freshIp() });
      const olderJs = await attempt(user.id, 'javascript-basics', { score: 50, day: 1, shown: true });
      const newerJs = await attempt(user.id, 'javascript-basics', { score: 80, day: 2, shown: true });
      // Newer still, but not shown: it does not go.
      await attempt(user.id, 'javascript-basics', { score: 100, day: 3, shown: false });
      const product = await attempt(user.id, 'product-sense', { score: 70, day: 1, shown: true });
      await attempt(user.id, 'work-style', { score: 90, day: 4, shown: false });
      // Someone else's shown result, and other takers for the percentile.
      await attempt(null, 'javascript-basics', { score: 30, day: 1, shown: true });
      const [jsPercentile, productPercentile] = [await percentileOf(newerJs), await percentileOf(product)];

      const response = await apply(job.id, { session, fields: { name: user.name, email: user.email, testResults: 'true' } });
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: number }>();
      expect(await attached(id)).toEqual([newerJs, product].sort());
      expect(await attached(id)).not.toContain(olderJs);

      // Czech job: Czech titles and links on the Czech site.
      const [notification] = await mailsTo(job.contactEmail!);
      expect(notification!.text).toContain('Výsledky testů na Raketě:');
      expect(notification!.text).toContain(
        `- Základy JavaScriptu: 80 %, percentil ${jsPercentile}: http://localhost:3000/test/javascript-basics/result/${newerJs}`,
      );
      // The only attempt at its test has no percentile: the mail says so.
      expect(productPercentile).toBeNull();
      expect(notification!.text).toContain(
        `- Produktové myšlení: 70 %, zatím jediný pokus o tento test: http://localhost:3000/test/product-sense/result/${product}`,
      );
      expect(notification!.text).not.toContain(olderJs);
      expect(notification!.html).toContain(`<a href="http://localhost:3000/test/javascript-basics/result/${newerJs}">`);
      // The candidate's confirmation does not list them.
      expect((await mailsTo(user.email))[0]!.text).not.toContain('/result/');

      // Turning a flag off later does not take a result back from an application already sent.
      await ctx.db.query('update test_attempts set shown_to_companies = false where id = $1', [product]);
      expect(await attached(id)).toEqual([newerJs, product].sort());
    });

    it('writes the English titles and links of the English site into an English job’s mail', async () => {
      const job = await openJob({ language: 'en', title: 'Product manager' });
      const { user, session } = await signedInUser(ctx.app, { ip: freshIp() });
      const result = await attempt(user.id, 'product-sense', { score: 60, day: 1, shown: true });
      expect((await apply(job.id, { session, fields: { name: user.name, email: user.email, testResults: 'true' } })).statusCode).toBe(201);
      const [notification] = await mailsTo(job.contactEmail!);
      expect(notification!.text).toContain('Test results on Raketa:');
      expect(notification!.text).toContain(
        `- Product sense: 60%, percentile ${await percentileOf(result)}: http://en.localhost:3000/test/product-sense/result/${result}`,
      );
    });

    it('sends no results without testResults=true, and none when none is shown', async () => {
      const { user, session } = await signedInUser(ctx.app, { ip: freshIp() });
      await attempt(user.id, 'work-style', { score: 40, day: 1, shown: true });
      const without = await openJob();
      const response = await apply(without.id, { session, fields: { name: user.name, email: user.email } });
      expect(response.statusCode).toBe(201);
      expect(await attached(response.json().id)).toEqual([]);
      expect((await mailsTo(without.contactEmail!))[0]!.text).not.toContain('Výsledky testů');

      const falseFlag = await openJob();
      const declined = await apply(falseFlag.id, { session, fields: { name: user.name, email: user.email, testResults: 'false' } });
      expect(await attached(declined.json().id)).toEqual([]);

      const other = await signedInUser(ctx.app, { ip: freshIp() });
      await attempt(other.user.id, 'work-style', { score: 40, day: 1, shown: false });
      const nothingShown = await openJob();
      const response2 = await apply(nothingShown.id, {
        session: other.session,
        fields: { name: other.user.name, email: other.user.email, testResults: 'true' },
      });
      expect(response2.statusCode).toBe(201);
      expect(await attached(response2.json().id)).toEqual([]);
      expect((await mailsTo(nothingShown.contactEmail!))[0]!.text).not.toContain('Výsledky testů');
    });

    it('refuses testResults=true from a visitor (422 sign_in_required) and a value other than true or false', async () => {
      const job = await openJob();
      const visitor = await apply(job.id, { fields: { name: 'Eva', email: uniqueEmail('eva'), testResults: 'true' } });
      expectProblem(visitor, 422, 'validation_failed');
      expect(visitor.json().errors).toEqual([expect.objectContaining({ field: 'testResults', code: 'sign_in_required' })]);
      expect(await applications(job.id)).toHaveLength(0);

      const { user, session } = await signedInUser(ctx.app, { ip: freshIp() });
      const invalid = await apply(job.id, { session, fields: { name: user.name, email: user.email, testResults: 'yes' } });
      expectProblem(invalid, 422, 'validation_failed');
      expect(invalid.json().errors).toEqual([expect.objectContaining({ field: 'testResults', code: 'invalid_flag' })]);
      expect(await applications(job.id)).toHaveLength(0);
    });

    it('takes every field of the form at once (within the multipart limits)', async () => {
      const job = await openJob();
      const { user, session } = await signedInUser(ctx.app, { ip: freshIp() });
      const result = await attempt(user.id, 'work-style', { score: 40, day: 1, shown: true });
      const token = await csrfToken(ctx.app);
      const response = await apply(job.id, {
        session,
        fields: {
          name: user.name,
          email: user.email,
          phone: '+420 777 123 456',
          linkedin: 'https://linkedin.com/in/x',
          message: 'Hi',
          profileCv: 'false',
          testResults: 'true',
          _csrf: token,
        },
        files: [{ name: 'cv.pdf', content: PDF }],
      });
      expect(response.statusCode).toBe(201);
      expect(await attached(response.json().id)).toEqual([result]);
    });
  });

  it(`answers 429 after ${APPLICATIONS_PER_IP.limit} attempts an hour from one address`, async () => {
    const job = await openJob();
    const ip = '10.99.0.1';
    for (let attempt = 0; attempt < APPLICATIONS_PER_IP.limit; attempt += 1) {
      expect((await apply(job.id, { ip, files: [] })).statusCode).toBe(422);
    }
    const refused = await apply(job.id, { ip });
    expectProblem(refused, 429, 'too_many_attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await applications(job.id)).toHaveLength(0);
  });
});
