import { ownJobListSchema, ownJobSchema, toStruct } from '@raketa/shared/contracts';
import { is } from 'superstruct';
import { cookieHeader, csrfToken, signedInUser, SITE } from '../../../testing/auth';
import { insertCompany, insertJob } from '../../../testing/job-board';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const NOW = '2025-06-02T10:00:00.000Z';

const DESCRIPTION =
  '<p>Hledáme vývojáře, který s námi postaví aplikaci pro řemeslníky. Budeš navrhovat a psát služby v Node.js, ' +
  'starat se o databázi PostgreSQL a s designérkou ladit, co uživatelé opravdu potřebují.</p>' +
  '<ul><li>Tři roky zkušeností s TypeScriptem</li><li>Chuť učit se a sdílet, co umíš</li></ul>' +
  '<p>Nabízíme podíl ve firmě, čtyřdenní týden a rozpočet na vzdělávání. Pohovor má dvě kola a úkol na doma.</p>';
const COMPLETE = {
  language: 'cs',
  title: 'Backend vývojář',
  description: DESCRIPTION,
  fields: ['development.backend'],
  seniority: 'medior',
  jobTypes: ['full-time'],
  workMode: 'hybrid',
  locations: ['praha'],
  salary: { min: 60000, max: 90000, currency: 'CZK', period: 'month' },
  benefits: ['esop'],
  technologies: ['nodejs'],
};

interface Job {
  id: number;
  status: string;
  version: number;
  slug: string;
  title: string;
  description: string;
  updatedAt: string;
  reviewRequested: boolean;
  readiness: { field: string; code: string }[];
  precheck: { code: string; severity: string }[];
  [key: string]: unknown;
}

describe.each(testDrivers)('/api/me/company/jobs on %s', (driver) => {
  const { ctx, advance, now } = withTestApp(driver, NOW);

  let ipCounter = 0;
  const freshIp = () => `10.83.${Math.floor(ipCounter / 200)}.${((ipCounter += 1) % 200) + 1}`;
  const signIn = () => signedInUser(ctx.app, { ip: freshIp() });
  const join = async (companyId: number, userId: number, role: 'owner' | 'member') => {
    await ctx.db.query('insert into company_members (company_id, user_id, role) values ($1, $2, $3)', [companyId, userId, role]);
    await ctx.db.query(`update users set type = 'company' where id = $1`, [userId]);
  };
  /** A company (approved, so its published jobs are public) and a signed-in member of it. */
  const companyMember = async (role: 'owner' | 'member' = 'member') => {
    const company = await insertCompany(ctx.db);
    const member = await signIn();
    await join(company.id, member.user.id, role);
    return { company, session: member.session };
  };

  const get = (url: string, session?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie: cookieHeader({ raketa_session: session }) } });
  const send = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, session: string | undefined, payload?: unknown) => {
    const token = await csrfToken(ctx.app);
    return ctx.app.inject({
      method,
      url,
      headers: {
        host: 'localhost:3000',
        origin: SITE,
        cookie: cookieHeader({ raketa_session: session, raketa_csrf: token }),
        'x-csrf-token': token,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  };
  const create = (session: string, body?: unknown) => send('POST', '/api/me/company/jobs', session, body);
  const patch = (session: string, id: number, body: unknown) => send('PATCH', `/api/me/company/jobs/${id}`, session, body);
  const stored = async (id: number) =>
    (
      await ctx.db.query<{ title: string; description: string; version: number; status: string; salary_min: number | null }>(
        'select title, description, version, status, salary_min from jobs where id = $1',
        [id],
      )
    ).rows[0];

  describe('permissions', () => {
    it('answers 401 to a visitor and 403 to an account outside every company', async () => {
      expect((await get('/api/me/company/jobs')).statusCode).toBe(401);
      expect((await send('POST', '/api/me/company/jobs', undefined, {})).statusCode).toBe(401);
      const candidate = await signIn();
      for (const response of [
        await get('/api/me/company/jobs', candidate.session),
        await create(candidate.session, {}),
        await get('/api/me/company/jobs/1', candidate.session),
        await patch(candidate.session, 1, { version: 1, title: 'x' }),
        await send('DELETE', '/api/me/company/jobs/1', candidate.session),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'company_member_only' });
      }
    });

    it("answers 404 to a member of company A for every use of company B's job, which stays as it was", async () => {
      const a = await companyMember();
      const b = await companyMember();
      const job = (await create(b.session, { title: 'Tajná pozice' })).json<Job>();
      for (const response of [
        await get(`/api/me/company/jobs/${job.id}`, a.session),
        await patch(a.session, job.id, { version: 1, title: 'Převzato' }),
        await send('DELETE', `/api/me/company/jobs/${job.id}`, a.session),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'job_not_found' });
      }
      expect((await get('/api/me/company/jobs', a.session)).json()).toMatchObject({ jobs: [], total: 0 });
      expect(await stored(job.id)).toMatchObject({ title: 'Tajná pozice', version: 1 });
    });
  });

  describe('drafts', () => {
    it('creates a draft from an empty body, saying what a submit still needs', async () => {
      const { session } = await companyMember();
      const response = await create(session);
      expect(response.statusCode).toBe(201);
      const job = response.json<Job>();
      expect(response.headers.location).toBe(`/api/me/company/jobs/${job.id}`);
      expect(job).toMatchObject({
        '@id': `/api/me/company/jobs/${job.id}`,
        '@type': 'OwnJob',
        status: 'draft',
        version: 1,
        slug: `job-${job.id}`,
        language: null,
        title: '',
        description: '',
        fields: [],
        salary: null,
        createdAt: NOW,
        updatedAt: NOW,
        publishedAt: null,
        reviewRequested: false,
        rejection: null,
      });
      expect(job.readiness.map((problem) => problem.field)).toEqual(expect.arrayContaining(['title', 'salary.min', 'locations']));
      expect(job.precheck.map((finding) => finding.code)).toEqual(['salary_missing', 'description_too_short']);
      expect((await get(`/api/me/company/jobs/${job.id}`, session)).json()).toEqual(job);
    });

    it('stores a whole job: the description sanitised, each specialisation with its field, nothing left to do', async () => {
      const { session } = await companyMember('owner');
      const job = (
        await create(session, { ...COMPLETE, description: `${DESCRIPTION}<script>alert(1)</script><img src=x onerror=alert(1)>` })
      ).json<Job>();
      expect(job.description).toBe(DESCRIPTION);
      expect(job.fields).toEqual(['development', 'development.backend']);
      expect(job.slug).toBe(`backend-vyvojar-${job.id}`);
      expect(job.readiness).toEqual([]);
      expect(job.precheck).toEqual([]);
      // The console parses the answers with the contract's structs.
      expect(is(job, toStruct(ownJobSchema))).toBe(true);
      expect(is((await get('/api/me/company/jobs', session)).json(), toStruct(ownJobListSchema))).toBe(true);
    });

    it('refuses an invalid body with every field’s first failing rule, writing nothing', async () => {
      const { company, session } = await companyMember();
      const response = await create(session, {
        title: 'x'.repeat(121),
        seniority: 'guru',
        salary: { min: -5, max: 10, currency: 'USD', period: 'month' },
        colour: 1,
      });
      expect(response.statusCode).toBe(422);
      const body = response.json<{ code: string; errors: { field: string; code: string; message: string }[] }>();
      expect(body.code).toBe('validation_failed');
      expect(Object.fromEntries(body.errors.map((error) => [error.field, error.code]))).toEqual({
        title: 'too_long',
        seniority: 'invalid_choice',
        'salary.min': 'out_of_range',
        'salary.currency': 'invalid_choice',
        colour: 'unknown_field',
      });
      expect(body.errors.every((error) => error.message.length > 0)).toBe(true);
      expect((await ctx.db.query('select 1 from jobs where company_id = $1', [company.id])).rows).toHaveLength(0);
      expect((await create(session, [])).statusCode).toBe(422);
    });

    it('saves changes as the employer types: version and time move on, the slug follows the title, a half-typed salary is kept', async () => {
      const { session } = await companyMember();
      const job = (await create(session, { title: 'Vývojář' })).json<Job>();
      advance(5000);
      const saved = await patch(session, job.id, {
        version: 1,
        title: 'Frontend vývojářka',
        salary: { min: 50000, max: null, currency: null, period: null },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        version: 2,
        title: 'Frontend vývojářka',
        slug: `frontend-vyvojarka-${job.id}`,
        updatedAt: now().toISOString(),
        salary: { min: 50000, max: null, currency: null, period: null },
      });
      expect(saved.json<Job>().readiness).toEqual(expect.arrayContaining([{ field: 'salary.max', code: 'required' }]));
      // Absent fields stay as they are.
      expect((await patch(session, job.id, { version: 2, language: 'cs' })).json()).toMatchObject({
        version: 3,
        title: 'Frontend vývojářka',
        language: 'cs',
      });
    });

    it('refuses a change made at an older version (409 with the job as saved), and takes a retried save that changes nothing', async () => {
      const { session } = await companyMember();
      const job = (await create(session, { title: 'Vývojář' })).json<Job>();
      expect((await patch(session, job.id, { version: 1, title: 'Tab A' })).statusCode).toBe(200);

      const conflict = await patch(session, job.id, { version: 1, title: 'Tab B' });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toMatchObject({ code: 'version_conflict', current: { id: job.id, version: 2, title: 'Tab A' } });
      expect(await stored(job.id)).toMatchObject({ title: 'Tab A', version: 2 });

      // The first tab's save sent again (its answer lost): nothing to change, so no conflict and no new version.
      const retried = await patch(session, job.id, { version: 1, title: 'Tab A' });
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({ version: 2, title: 'Tab A' });
      expect((await patch(session, job.id, { version: 2, title: 'Tab A' })).json()).toMatchObject({ version: 2 });

      const missing = await patch(session, job.id, { title: 'Bez verze' });
      expect(missing.json()).toMatchObject({ status: 422, errors: [{ field: 'version', code: 'required' }] });
    });

    it('deletes a draft only', async () => {
      const { company, session } = await companyMember();
      const draft = (await create(session)).json<Job>();
      expect((await send('DELETE', `/api/me/company/jobs/${draft.id}`, session)).statusCode).toBe(204);
      expect(await stored(draft.id)).toBeUndefined();
      expect((await send('DELETE', `/api/me/company/jobs/${draft.id}`, session)).statusCode).toBe(404);
      const published = await insertJob(ctx.db, { companyId: company.id });
      const refused = await send('DELETE', `/api/me/company/jobs/${published.id}`, session);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'job_not_draft' });
      expect(await stored(published.id)).toMatchObject({ status: 'published' });
    });
  });

  describe('a published job', () => {
    const publishedJob = async (companyId: number, salary: boolean = true) =>
      insertJob(ctx.db, {
        companyId,
        title: 'Backend vývojář',
        description: DESCRIPTION,
        salary: salary ? { min: 60000, max: 90000, currency: 'CZK', period: 'month' } : null,
      });

    it('stays online through a typo fix, which asks for no review', async () => {
      const { company, session } = await companyMember();
      const { id, slug } = await publishedJob(company.id);
      const fixed = DESCRIPTION.replace('řemeslníky', 'řemeslníky a jejich zákazníky');
      const response = await patch(session, id, { version: 1, description: fixed });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'published', version: 2, slug, reviewRequested: false });
      const detail = await get(`/api/jobs/${id}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json<{ description: string }>().description).toContain('jejich zákazníky');
    });

    it('stays online when the role changes, marked for a second look, its address kept', async () => {
      const { company, session } = await companyMember();
      const { id, slug } = await publishedJob(company.id);
      const response = await patch(session, id, { version: 1, title: 'Senior backend vývojář', seniority: 'senior' });
      expect(response.json()).toMatchObject({ status: 'published', title: 'Senior backend vývojář', slug, reviewRequested: true });
      expect((await get(`/api/jobs/${id}`)).json()).toMatchObject({ title: 'Senior backend vývojář' });
      // Wording a person should weigh asks for a review too.
      const other = await publishedJob(company.id);
      const warned = await patch(session, other.id, { version: 1, description: `${DESCRIPTION}<p>Jsme mladý tým.</p>` });
      expect(warned.json()).toMatchObject({ reviewRequested: true });
    });

    it('refuses a change that breaks a rule it passed (422, nothing saved), yet takes changes around a problem it had', async () => {
      const { company, session } = await companyMember();
      const { id } = await publishedJob(company.id);
      const contact = await patch(session, id, { version: 1, description: `${DESCRIPTION}<p>Pište na jobs@firma.cz</p>` });
      expect(contact.statusCode).toBe(422);
      expect(contact.json()).toMatchObject({
        code: 'edit_breaks_rules',
        readiness: [],
        findings: [{ code: 'email_in_text', field: 'description', severity: 'error', params: { found: ['jobs@firma.cz'] } }],
      });
      const noSalary = await patch(session, id, { version: 1, salary: null });
      expect(noSalary.json()).toMatchObject({
        code: 'edit_breaks_rules',
        readiness: expect.arrayContaining([{ field: 'salary.min', code: 'required' }]),
      });
      expect(await stored(id)).toMatchObject({ version: 1, salary_min: 60000, description: DESCRIPTION });

      // A job published without a salary range (as seeded ones are) can still get a typo fixed.
      const old = await publishedJob(company.id, false);
      expect((await patch(session, old.id, { version: 1, title: 'Backend vývojářka' })).statusCode).toBe(200);
    });
  });

  it('answers hostile bodies with a 200 or a 4xx, never a 500', async () => {
    const { session } = await companyMember();
    const job = (await create(session, { title: 'Stálá' })).json<Job>();
    const hostile: unknown[] = ['\uD800', 'a'.repeat(70_000), -1, 1.5, 2147483648, 1e300, null, true, [], {}, ['\u0000'], { min: '1' }, '__proto__'];
    const fields = [
      'language',
      'title',
      'description',
      'fields',
      'seniority',
      'jobTypes',
      'workMode',
      'locations',
      'salary',
      'benefits',
      'technologies',
      'version',
    ];
    for (const field of fields) {
      for (const value of hostile) {
        const response = await patch(session, job.id, { version: 1, [field]: value });
        expect([200, 400, 409, 422]).toContain(response.statusCode);
      }
    }
    for (const body of ['', 'null', '[1]', '"x"', '{"version":1,"__proto__":{"title":"x"}}']) {
      const token = await csrfToken(ctx.app);
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/me/company/jobs/${job.id}`,
        headers: {
          host: 'localhost:3000',
          origin: SITE,
          cookie: cookieHeader({ raketa_session: session, raketa_csrf: token }),
          'x-csrf-token': token,
          'content-type': 'application/json',
        },
        payload: body,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await get(`/api/me/company/jobs/abc`, session)).statusCode).toBe(400);
    expect((await get(`/api/me/company/jobs/99999999999`, session)).statusCode).toBe(400);
  });

  describe('the list', () => {
    it('lists the company’s jobs last changed first, with counts per state and a state filter', async () => {
      const { company, session } = await companyMember();
      await insertJob(ctx.db, { companyId: company.id, status: 'closed', publishedAt: new Date(NOW) });
      const published = await insertJob(ctx.db, { companyId: company.id });
      // Changed before the test's clock started.
      await ctx.db.query(`update jobs set updated_at = '2025-05-01T00:00:00Z' where company_id = $1`, [company.id]);
      const first = (await create(session, { title: 'První' })).json<Job>();
      advance(1000);
      const second = (await create(session, { title: 'Druhý' })).json<Job>();

      const all = (await get('/api/me/company/jobs', session)).json<{ jobs: Job[]; total: number; counts: Record<string, number> }>();
      expect(all.counts).toEqual({ draft: 2, submitted: 0, published: 1, rejected: 0, expired: 0, closed: 1 });
      expect(all.total).toBe(4);
      expect(all.jobs.slice(0, 2).map((job) => job.id)).toEqual([second.id, first.id]);
      expect(all.jobs.map((job) => job.id)).toContain(published.id);
      expect(all.jobs[0]).not.toHaveProperty('description');

      const drafts = (await get('/api/me/company/jobs?state=draft', session)).json<{ jobs: Job[]; total: number }>();
      expect(drafts.total).toBe(2);
      expect(drafts.jobs.every((job) => job.status === 'draft')).toBe(true);
      expect((await get('/api/me/company/jobs?state=lost', session)).statusCode).toBe(400);
    });
  });
});
