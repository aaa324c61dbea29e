import { cookieHeader, csrfToken, signedInUser, SITE } from '../../../testing/auth';
import { insertCompany, insertJob } from '../../../testing/job-board';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const NOW = '2025-06-02T10:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(new Date(NOW).getTime() - days * DAY_MS);

describe.each(testDrivers)('/api/me job board marks on %s', (driver) => {
  const { ctx } = withTestApp(driver, NOW);

  let ipCounter = 0;
  const signedIn = () => signedInUser(ctx.app, { ip: `10.30.${Math.floor(ipCounter / 200)}.${((ipCounter += 1) % 200) + 1}` });

  /** A browser call from the Czech site with the session and (unless `csrf: false`) a valid CSRF token. */
  const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, options: { session?: string; csrf?: boolean } = {}) => {
    const token = await csrfToken(ctx.app);
    const withCsrf = options.csrf ?? method !== 'GET';
    return ctx.app.inject({
      method,
      url,
      headers: {
        origin: SITE,
        cookie: cookieHeader({ raketa_session: options.session, raketa_csrf: token }),
        ...(withCsrf ? { 'x-csrf-token': token } : {}),
      },
    });
  };

  const savedRows = async (userId: number) =>
    (await ctx.db.query<{ job_id: number }>('select job_id from saved_jobs where user_id = $1 order by job_id', [userId])).rows.map(
      (row) => row.job_id,
    );

  describe('GET /api/me/job-marks', () => {
    it('answers empty lists to a visitor, not 401', async () => {
      const response = await call('GET', '/api/me/job-marks');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json()).toEqual({ savedJobs: [], appliedJobs: [], followedCompanies: [] });
    });

    it("lists the user's saved jobs, applied jobs and followed companies, and nobody else's", async () => {
      const company = await insertCompany(ctx.db);
      const saved = await insertJob(ctx.db, { companyId: company.id });
      const applied = await insertJob(ctx.db, { companyId: company.id });
      const { user, session } = await signedIn();
      const other = await signedIn();
      expect((await call('PUT', `/api/me/saved-jobs/${saved.id}`, { session })).statusCode).toBe(204);
      expect((await call('PUT', `/api/me/followed-companies/${company.id}`, { session })).statusCode).toBe(204);
      await ctx.db.query(
        `insert into job_applications (job_id, user_id, name, email, cv_filename, cv_content_type, cv_data)
         values ($1, $2, 'Jana', $3, 'cv.pdf', 'application/pdf', $4)`,
        [applied.id, user.id, user.email, Buffer.from('%PDF-1.7')],
      );

      const response = await call('GET', '/api/me/job-marks', { session });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ savedJobs: [saved.id], appliedJobs: [applied.id], followedCompanies: [company.id] });
      expect((await call('GET', '/api/me/job-marks', { session: other.session })).json()).toEqual({
        savedJobs: [],
        appliedJobs: [],
        followedCompanies: [],
      });
    });
  });

  describe('saved jobs', () => {
    it('saves and unsaves idempotently', async () => {
      const company = await insertCompany(ctx.db);
      const job = await insertJob(ctx.db, { companyId: company.id });
      const { user, session } = await signedIn();

      expect((await call('PUT', `/api/me/saved-jobs/${job.id}`, { session })).statusCode).toBe(204);
      expect((await call('PUT', `/api/me/saved-jobs/${job.id}`, { session })).statusCode).toBe(204);
      expect(await savedRows(user.id)).toEqual([job.id]);

      expect((await call('DELETE', `/api/me/saved-jobs/${job.id}`, { session })).statusCode).toBe(204);
      expect((await call('DELETE', `/api/me/saved-jobs/${job.id}`, { session })).statusCode).toBe(204);
      expect(await savedRows(user.id)).toEqual([]);
    });

    it('answers 404 for an unknown or draft job, and saves nothing', async () => {
      const company = await insertCompany(ctx.db);
      const draft = await insertJob(ctx.db, { companyId: company.id, status: 'draft' });
      const { user, session } = await signedIn();
      for (const id of [draft.id, 999_999]) {
        const response = await call('PUT', `/api/me/saved-jobs/${id}`, { session });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'job_not_found' });
      }
      expect(await savedRows(user.id)).toEqual([]);
    });

    it('answers 401 without a session and 403 without the CSRF token', async () => {
      const company = await insertCompany(ctx.db);
      const job = await insertJob(ctx.db, { companyId: company.id });
      const { user, session } = await signedIn();

      for (const method of ['PUT', 'DELETE'] as const) {
        const anonymous = await call(method, `/api/me/saved-jobs/${job.id}`);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });
        const noToken = await call(method, `/api/me/saved-jobs/${job.id}`, { session, csrf: false });
        expect(noToken.statusCode).toBe(403);
        expect(noToken.json()).toMatchObject({ code: 'csrf_token' });
      }
      expect(await savedRows(user.id)).toEqual([]);
      expect((await call('GET', '/api/me/saved-jobs')).statusCode).toBe(401);
    });

    it('lists saved jobs last saved first, closed ones too with open: false, filtered by field', async () => {
      const company = await insertCompany(ctx.db, { name: 'Raketa Labs' });
      const frontend = await insertJob(ctx.db, {
        companyId: company.id,
        title: 'Frontend vývojář',
        fields: ['development.frontend'],
        salary: { min: 60000, max: 90000, currency: 'CZK', period: 'month' },
        technologies: ['react'],
      });
      const closed = await insertJob(ctx.db, { companyId: company.id, status: 'closed', fields: ['design'] });
      const expired = await insertJob(ctx.db, { companyId: company.id, validUntil: daysAgo(1), fields: ['development'] });
      const { session } = await signedIn();
      for (const job of [frontend, closed, expired]) {
        expect((await call('PUT', `/api/me/saved-jobs/${job.id}`, { session })).statusCode).toBe(204);
      }
      // The clock stands still: spread the save times so that later jobs count as saved later.
      await ctx.db.query("update saved_jobs set created_at = created_at + (job_id || ' seconds')::interval");

      const response = await call('GET', '/api/me/saved-jobs', { session });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
      const body = response.json();
      expect(body).toMatchObject({ '@type': 'hydra:Collection', 'hydra:totalItems': 3 });
      expect(body['hydra:member'].map((job: { id: number }) => job.id)).toEqual([expired.id, closed.id, frontend.id]);
      expect(body['hydra:member'].map((job: { open: boolean }) => job.open)).toEqual([false, false, true]);
      expect(body['hydra:member'][2]).toEqual({
        '@id': `/api/jobs/${frontend.id}`,
        '@type': 'Job',
        id: frontend.id,
        slug: frontend.slug,
        language: 'cs',
        title: 'Frontend vývojář',
        company: { '@id': `/api/companies/${company.slug}`, id: company.id, slug: company.slug, name: 'Raketa Labs', logo: null },
        fields: ['development.frontend'],
        seniority: 'medior',
        jobTypes: ['full-time'],
        workMode: 'hybrid',
        locations: ['praha'],
        salary: { min: 60000, max: 90000, currency: 'CZK', period: 'month' },
        technologies: ['react'],
        isHot: false,
        isTop: false,
        publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        validUntil: null,
        open: true,
      });

      // A top-level field matches its specialisations; the filter stays in the view links.
      const development = (await call('GET', '/api/me/saved-jobs?fields=development', { session })).json();
      expect(development['hydra:member'].map((job: { id: number }) => job.id)).toEqual([expired.id, frontend.id]);
      expect(development['hydra:view']['@id']).toBe('/api/me/saved-jobs?fields=development&page=1');
      const design = (await call('GET', '/api/me/saved-jobs?fields=design', { session })).json();
      expect(design['hydra:member'].map((job: { id: number }) => job.id)).toEqual([closed.id]);

      const unknown = await call('GET', '/api/me/saved-jobs?fields=cooking', { session });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
    });
  });

  describe('followed companies', () => {
    const followedRows = async (userId: number) =>
      (await ctx.db.query<{ company_id: number }>('select company_id from company_follows where user_id = $1', [userId])).rows.map(
        (row) => row.company_id,
      );

    it('follows and unfollows idempotently; 404 for an unknown company; 401 and 403 as for saves', async () => {
      const company = await insertCompany(ctx.db);
      const { user, session } = await signedIn();
      expect((await call('PUT', `/api/me/followed-companies/${company.id}`)).statusCode).toBe(401);
      expect((await call('PUT', `/api/me/followed-companies/${company.id}`, { session, csrf: false })).statusCode).toBe(403);
      expect(await followedRows(user.id)).toEqual([]);

      expect((await call('PUT', `/api/me/followed-companies/${company.id}`, { session })).statusCode).toBe(204);
      expect((await call('PUT', `/api/me/followed-companies/${company.id}`, { session })).statusCode).toBe(204);
      expect(await followedRows(user.id)).toEqual([company.id]);
      const unknown = await call('PUT', '/api/me/followed-companies/999999', { session });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'company_not_found' });

      expect((await call('DELETE', `/api/me/followed-companies/${company.id}`, { session, csrf: false })).statusCode).toBe(403);
      expect((await call('DELETE', `/api/me/followed-companies/${company.id}`, { session })).statusCode).toBe(204);
      expect((await call('DELETE', `/api/me/followed-companies/${company.id}`, { session })).statusCode).toBe(204);
      expect(await followedRows(user.id)).toEqual([]);
    });

    it('lists followed companies with up to 5 open jobs of the last 14 days, newest first', async () => {
      const busy = await insertCompany(ctx.db, { name: 'Busy', shortCs: 'Česky', shortEn: 'English', fields: ['design'] });
      const quiet = await insertCompany(ctx.db, { name: 'Quiet' });
      const recent = [];
      for (let day = 1; day <= 6; day += 1) recent.push(await insertJob(ctx.db, { companyId: busy.id, publishedAt: daysAgo(day) }));
      await insertJob(ctx.db, { companyId: busy.id, publishedAt: daysAgo(20) });
      await insertJob(ctx.db, { companyId: busy.id, publishedAt: daysAgo(2), status: 'closed' });
      await insertJob(ctx.db, { companyId: busy.id, publishedAt: daysAgo(2), validUntil: daysAgo(1) });
      await insertJob(ctx.db, { companyId: quiet.id, publishedAt: daysAgo(30) });
      const { session } = await signedIn();
      expect((await call('PUT', `/api/me/followed-companies/${quiet.id}`, { session })).statusCode).toBe(204);
      expect((await call('PUT', `/api/me/followed-companies/${busy.id}`, { session })).statusCode).toBe(204);
      // Quiet (the later id) counts as followed last, so it comes first.
      await ctx.db.query("update company_follows set created_at = created_at + (company_id || ' seconds')::interval");

      expect((await call('GET', '/api/me/followed-companies')).statusCode).toBe(401);
      const response = await call('GET', '/api/me/followed-companies', { session });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ '@type': 'hydra:Collection', 'hydra:totalItems': 2 });
      const [second, first] = body['hydra:member'];
      expect(first).toMatchObject({
        '@id': `/api/companies/${busy.slug}`,
        '@type': 'Company',
        id: busy.id,
        name: 'Busy',
        shortDescription: { cs: 'Česky', en: 'English' },
        fields: ['design'],
        // Six recent and one old open job; the closed and the expired ones do not count.
        openJobs: 7,
      });
      expect(first.newJobs.map((job: { id: number }) => job.id)).toEqual(recent.slice(0, 5).map((job) => job.id));
      expect(first.newJobs[0]).toMatchObject({ '@type': 'Job', company: { id: busy.id, name: 'Busy' } });
      expect(second).toMatchObject({ id: quiet.id, openJobs: 1, newJobs: [] });
    });
  });
});
