// Issue 20: input that used to end as a 500 (PostgreSQL error 22021 for a NUL, "invalid input syntax
// for type integer" or a sharp error for Infinity, busboy's errors for a broken multipart body) is
// refused with a 400 problem naming the field.
import type { InjectOptions } from 'fastify';
import { cookieHeader, csrfToken, signedInUser, SITE } from '../testing/auth';
import { insertCompany, insertJob } from '../testing/job-board';
import { createTestApp, httpTestDrivers, type TestContext } from '../testing/test-db';
import { findInvalidInput } from './input-guard';

describe('findInvalidInput', () => {
  it('names the first NUL or non-finite number, keys included, however deep', () => {
    expect(findInvalidInput({ a: ['x', { b: 'y\u0000' }] }, 'Field')).toEqual({
      field: 'a[1].b',
      code: 'nul_character',
      message: 'Field a[1].b must not contain a NUL character',
    });
    expect(findInvalidInput({ page: Infinity }, 'Query parameter')).toMatchObject({ field: 'page', code: 'not_finite' });
    expect(findInvalidInput({ 'a\u0000': 1 }, 'Field')).toMatchObject({ code: 'nul_character' });
    expect(findInvalidInput('a\u0000', 'Field')).toMatchObject({ field: 'body', message: 'The body must not contain a NUL character' });
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = { a: [deep] };
    expect(findInvalidInput(deep, 'Field')).toMatchObject({ code: 'nul_character' });
    expect(findInvalidInput({ a: ['ok', 1, -0, null, true, Buffer.from([0])] }, 'Field')).toBeUndefined();
  });
});

describe.each(httpTestDrivers)('input guard (%s)', (driver) => {
  let ctx: TestContext;
  let token: string;
  let jobId: number;
  let session: string;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { seed: false });
    token = await csrfToken(ctx.app);
    const company = await insertCompany(ctx.db);
    jobId = (await insertJob(ctx.db, { companyId: company.id })).id;
    session = (await signedInUser(ctx.app)).session;
  }, 120_000);

  afterAll(async () => {
    await ctx?.close();
  });

  /** A request from the site with the CSRF token (header and cookie), signed in when `signedIn`. */
  const send = (options: InjectOptions & { signedIn?: boolean }) => {
    const { signedIn, headers, ...rest } = options;
    return ctx.app.inject({
      ...rest,
      headers: {
        host: 'localhost:3000',
        origin: SITE,
        'x-csrf-token': token,
        cookie: cookieHeader({ raketa_csrf: token, raketa_session: signedIn ? session : undefined }),
        ...headers,
      },
    });
  };

  const expectProblem = (response: Awaited<ReturnType<typeof send>>, status: number, body: Record<string, unknown>) => {
    expect({ status: response.statusCode, type: response.headers['content-type'] }).toEqual({
      status,
      type: 'application/problem+json; charset=utf-8',
    });
    expect(response.json()).toMatchObject({ status, ...body });
  };

  const nul = (field: string) => ({ code: 'invalid_input', errors: [{ field, code: 'nul_character' }] });
  const notFinite = (field: string) => ({ code: 'invalid_input', errors: [{ field, code: 'not_finite' }] });

  describe('a NUL character', () => {
    it.each([
      ['/api/jobs?q=%00', 'q'],
      ['/api/jobs?q=a%00b&page=2', 'q'],
      ['/api/companies?q=%00', 'q'],
      ['/support/unique-username/a%00b@example.com', 'username'],
      ['/api/tests/results/%00', 'id'],
    ])('in the query or a path parameter: GET %s answers 400 naming %s', async (url, field) => {
      expectProblem(await send({ method: 'GET', url }), 400, nul(field));
    });

    it('in a cookie or a header', async () => {
      const cookie = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: 'raketa_session=%00' } });
      expectProblem(cookie, 400, nul('raketa_session'));
      const header = await ctx.app.inject({ method: 'GET', url: '/api/jobs', headers: { 'accept-language': 'cs\u0000' } });
      expectProblem(header, 400, nul('accept-language'));
    });

    it('in a urlencoded, multipart or JSON form field (sign-in, sign-up, contact, profile)', async () => {
      const form = await send({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=jana%00@example.com&password=secret',
      });
      expectProblem(form, 400, nul('username'));
      const boundary = 'b0';
      const multipart = await send({
        method: 'POST',
        url: '/registrovat',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nJana\u0000\r\n--${boundary}--\r\n`,
      });
      expectProblem(multipart, 400, nul('name'));
      const json = await send({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Jana', email: 'jana@example.com', subject: 'company', message: 'Dobrý\u0000den', locale: 'cs' },
      });
      expectProblem(json, 400, nul('message'));
      const profile = await send({
        method: 'PATCH',
        url: '/api/profile',
        signedIn: true,
        payload: { links: { github: 'https://github.com/\u0000' } },
      });
      expectProblem(profile, 400, nul('links.github'));
    });

    it('in an application field or its CV file name (parts the handler reads itself)', async () => {
      const boundary = 'b1';
      const apply = (parts: string[]) =>
        send({
          method: 'POST',
          url: `/api/jobs/${jobId}/applications`,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`,
        });
      const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
      const cv = (fileName: string) =>
        `Content-Disposition: form-data; name="cv"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF`;
      expectProblem(await apply([field('name', 'Jana\u0000'), field('email', 'jana@example.com'), cv('cv.pdf')]), 400, nul('name'));
      expectProblem(await apply([field('name', 'Jana'), field('email', 'jana@example.com'), cv('cv\u0000.pdf')]), 400, nul('cv'));
      const { rows } = await ctx.db.query<{ n: number }>('select count(*)::int as n from job_applications');
      expect(rows[0]!.n).toBe(0);
    });
  });

  describe('a number that is not finite', () => {
    it.each([
      ['/api/jobs/Infinity', 'id'],
      ['/api/jobs/1e400', 'id'],
      ['/api/jobs/1e400/similar', 'id'],
      ['/api/images/1?w=Infinity', 'w'],
      ['/api/images/1?w=64&q=1e400', 'q'],
      ['/api/images/Infinity', 'id'],
      ['/api/episodes?page=1e400', 'page'],
    ])('GET %s answers 400 naming %s', async (url, field) => {
      expectProblem(await send({ method: 'GET', url }), 400, notFinite(field));
    });

    it('in a path parameter of a change, or a body field that Ajv coerced from a string', async () => {
      expectProblem(await send({ method: 'PUT', url: '/api/me/saved-jobs/Infinity', signedIn: true }), 400, notFinite('jobId'));
      expectProblem(await send({ method: 'DELETE', url: '/api/me/followed-companies/1e400', signedIn: true }), 400, notFinite('companyId'));
      expectProblem(await send({ method: 'POST', url: `/api/jobs/Infinity/applications` }), 400, notFinite('id'));
      // Ajv coerces a body's "1e400" to Infinity too (`type: integer`); refused before the handler reads it.
      const attempt = await send({
        method: 'POST',
        url: '/api/tests/any-test/attempts',
        payload: { answers: [{ question: 1, options: ['1e400'] }] },
      });
      expectProblem(attempt, 400, notFinite('answers[0].options[0]'));
    });

    it('still takes what was fine: -0 and 0 fail the minimum as before, a plain id goes through', async () => {
      expect((await send({ method: 'GET', url: '/api/jobs/-0' })).statusCode).toBe(400);
      expect((await send({ method: 'GET', url: `/api/jobs/${jobId}` })).statusCode).toBe(200);
      expect((await send({ method: 'GET', url: '/api/jobs?q=v%C3%BDvoj&page=1' })).statusCode).toBe(200);
    });
  });

  describe('a multipart body without a boundary, with a bad one, or cut off', () => {
    const boundary = 'cut';
    const whole = `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\njana@example.com\r\n--${boundary}--\r\n`;
    const cases: [string, string, string][] = [
      ['no boundary', 'multipart/form-data', whole],
      ['an over-long boundary', `multipart/form-data; boundary=${'b'.repeat(300)}`, whole],
      ['a body cut off in a value', `multipart/form-data; boundary=${boundary}`, whole.slice(0, 70)],
      ['a body cut off in a part header', `multipart/form-data; boundary=${boundary}`, whole.slice(0, 20)],
      ['no closing boundary', `multipart/form-data; boundary=${boundary}`, whole.slice(0, whole.lastIndexOf('--cut--'))],
    ];
    const routes: { url: string; signedIn?: boolean }[] = [
      { url: '/login' },
      { url: '/registrovat' },
      { url: '/reset-password' },
      { url: '/logout' },
      { url: '/2fa_check' },
      { url: '/api/newsletter/unsubscribe' },
      { url: '/api/jobs/:job/applications' },
      { url: '/api/profile/cv', signedIn: true },
      { url: '/api/me/company', signedIn: true },
    ];

    it.each(cases)('with %s answers 400 malformed_multipart on every form route, before the CSRF check', async (_label, contentType, payload) => {
      for (const route of routes) {
        const url = route.url.replace(':job', String(jobId));
        const method = url === '/api/profile/cv' ? 'PUT' : 'POST';
        const response = await send({ method, url, signedIn: route.signedIn, headers: { 'content-type': contentType }, payload });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        expect(response.json()).toMatchObject({ code: 'malformed_multipart' });
      }
    });

    it('answers 400 without a CSRF token too (the body is parsed before the check)', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: '/login', headers: { 'content-type': 'multipart/form-data' }, payload: whole });
      expectProblem(response, 400, { code: 'malformed_multipart' });
    });
  });
});
