// Property-based fuzzing of every route (issue 20): hostile path parameters, query strings, headers
// and JSON, urlencoded and multipart bodies (well-formed and broken), sent anonymously and signed in
// as a candidate and as a company. Whatever the input, the app must answer below 500.
// FUZZ_RUNS=<n> raises the number of requests per driver; FUZZ_SEED=<n> replays another seed.
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { cookieHeader, createUser, csrfToken, PASSWORD, postForm, setCookies, SITE } from './testing/auth';
import { createTestApp, httpTestDrivers, type TestContext } from './testing/test-db';

const RUNS = Number(process.env.FUZZ_RUNS) || 1500;
const SEED = Number(process.env.FUZZ_SEED) || 20;

interface Route {
  method: string;
  url: string;
}

/** Every method and path the app serves, read from Fastify's own route tree (HEAD left out: it is GET's). */
function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth === 0 ? '' : paths[depth - 1]!) + match[2]!;
    paths[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url: path });
  }
  return routes;
}

// Values that broke, or could break, a parser, a cast or a query.
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0000.pdf',
  '\uD800',
  'x\uDFFFy',
  '\uFFFE',
  '😀',
  '\r\n',
  '\t',
  ' ',
  '',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '0',
  '-1',
  '1',
  '1.5',
  '0x1F',
  ' 1',
  '1 ',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '%',
  '%00',
  "'; drop table users; --",
  '\\',
  '../../etc/passwd',
  'http://evil.example/',
  '//evil.example',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  'a@b',
  'x@example.com',
  'a'.repeat(300),
  'a'.repeat(70_000),
  'ž'.repeat(5000),
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  '-271821-04-20',
  'cs',
  'en',
  'xx',
];
// Percent escapes that do not decode: cut off, not hex, overlong, a lone surrogate, not UTF-8 at all.
const RAW_ESCAPES = ['%', '%Z', '%ZZ', '%E0%A4%A', '%C0%80', '%ED%A0%80', '%FF', '%FF%FE', '%uD800', '%00', '%2e%2e%2f', '%0d%0a', '%25'];
// JSON number literals JSON.parse turns into Infinity, -0 or a rounded integer.
const NUMBER_LITERALS = ['1e400', '-1e400', '-0', '1e-400', '0', '1', '-1', '1.5', '2147483648', '9007199254740993', '1e21'];
const FIELD_NAMES = [
  '_csrf',
  'username',
  'password',
  'email',
  'name',
  'type',
  'back',
  'vop',
  'message',
  'phone',
  'linkedin',
  'profileCv',
  'testResults',
  'subject',
  'body',
  'code',
  'token',
  'confirmation',
  'currentPassword',
  'newPassword',
  'answers',
  'question',
  'options',
  'shownToCompanies',
  'jobDigest',
  'productTips',
  'startupNews',
  'language',
  'languages',
  'title',
  'slug',
  'description',
  'description.cs',
  'description.en',
  'shortDescription.cs',
  'website',
  'size',
  'locations',
  'fields',
  'seniority',
  'workModes',
  'links',
  'salary',
  'onboarding',
  'completedStep',
  'finished',
  'enabled',
  'listingDays',
  'startsAt',
  'endsAt',
  'discountPercent',
  'price',
  'List-Unsubscribe',
  'state',
  'id_token',
  'logo',
  'cv',
  'file',
  '__proto__',
  'constructor',
];
const QUERY_KEYS = [
  'q',
  'page',
  'sort',
  'facets',
  'company',
  'salaryMin',
  'fields',
  'locations',
  'technologies',
  'seniorities',
  'workModes',
  'jobTypes',
  'w',
  'h',
  'q',
  'fit',
  'format',
  'dpr',
  'lang',
  'token',
  'back',
  'redirect_to',
  'code',
  'state',
  'error',
  'size',
  'type',
  'limit',
  'offset',
  '__proto__',
];
const HEADER_NAMES = [
  'accept-language',
  'if-none-match',
  'origin',
  'referer',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-request-id',
  'x-csrf-token',
  'authorization',
  'accept',
  'range',
  'sec-fetch-site',
  'host',
];

// Valid bodies of the routes that write, so that a mutated field gets past validation to the code
// (and the SQL) behind it. Keyed by method and path without a trailing slash.
const LOGIN = { username: 'fuzz@example.com', password: PASSWORD, back: '/' };
const REGISTER = { type: 'candidate', name: 'Jana Nováková', username: 'fuzz-new@example.com', password: 'Zx9#kq2!vlak', vop: 'true' };
const TEMPLATES: Record<string, Record<string, unknown>> = {
  'POST /login': LOGIN,
  'POST /prihlasit': LOGIN,
  'POST /api/login': LOGIN,
  'POST /register': REGISTER,
  'POST /registrovat': REGISTER,
  'POST /reset-password': { email: 'fuzz@example.com' },
  'POST /obnovit-heslo': { email: 'fuzz@example.com' },
  'POST /api/password-reset': { token: 'a'.repeat(43), password: 'Zx9#kq2!vlak' },
  'POST /api/password-reset/check': { token: 'a'.repeat(43) },
  'POST /api/contact': {
    name: 'Jana Nováková',
    email: 'writer@example.com',
    subject: 'company',
    message: 'Dobrý den, rádi bychom inzerovali.',
    locale: 'cs',
  },
  'PATCH /api/profile': { name: 'Jana', headline: 'Designer', seniority: 'junior', links: { github: 'https://github.com/jana' }, fields: ['sales'] },
  'DELETE /api/profile': { password: 'not the password' },
  'POST /api/profile/password': { currentPassword: PASSWORD, newPassword: 'Zx9#kq2!vlak-new' },
  'POST /api/jobs/:id/applications': {
    name: 'Jana Nováková',
    email: 'applicant@example.com',
    phone: '+420 777 123 456',
    linkedin: '',
    message: 'Dobrý den',
  },
  'PUT /api/newsletter': { jobDigest: 'weekly', startupNews: true, coursesAndEvents: false, productTips: false, language: 'cs' },
  'POST /api/newsletter/unsubscribe': { token: 'a'.repeat(43) },
  'POST /2fa_check': { code: '123456' },
  'POST /api/two-factor/confirm': { code: '123456' },
  'POST /api/two-factor/disable': { password: PASSWORD, code: '123456' },
  'POST /api/tests/:slug/attempts': { answers: [{ question: 1, options: [1] }] },
  'PATCH /api/tests/results/:id|:guid': { shownToCompanies: true },
};

/** Percent-encodes every byte that is not unreserved (a lone surrogate goes as U+FFFD, as browsers send it). */
const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

type Identity = 'anonymous' | 'candidate' | 'company';

interface FuzzRequest {
  identity: Identity;
  /** Sends the CSRF cookie, header and a site Origin, so state-changing routes read the input. */
  csrf: boolean;
  params: string[];
  query: string;
  headers: [string, string][];
  body: { contentType?: string; payload: string | Buffer } | undefined;
}

function arbitraries(known: string[]) {
  const hostile = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.double().map(String) },
  );
  const urlPiece = fc.oneof({ weight: 4, arbitrary: hostile.map(encode) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES) });

  const pairs = (keys: fc.Arbitrary<string>) => fc.array(fc.tuple(keys, urlPiece), { maxLength: 6 });
  const queryKey = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: urlPiece });
  const query = pairs(queryKey).map((entries) => entries.map(([key, value]) => `${key}=${value}`).join('&'));

  const fieldName = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: hostile });
  const scalarJson = fc.oneof(
    { weight: 4, arbitrary: hostile.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.constantFrom(...NUMBER_LITERALS, 'true', 'false', 'null', '"\\u0000"', '"\\ud800"') },
  );
  const { json } = fc.letrec<{ json: string }>((tie) => ({
    json: fc.oneof(
      { depthSize: 'small', maxDepth: 4 },
      scalarJson,
      fc.array(tie('json'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
      fc
        .array(fc.tuple(fieldName, tie('json')), { maxLength: 6 })
        .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
    ),
  }));
  const deep = fc.integer({ min: 100, max: 20_000 }).map((depth) => `${'{"a":['.repeat(depth)}${']}'.repeat(depth)}`);
  const jsonBody = fc
    .oneof(
      {
        weight: 6,
        arbitrary: fc
          .array(fc.tuple(fieldName, json), { maxLength: 8 })
          .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
      },
      { weight: 1, arbitrary: json },
      { weight: 1, arbitrary: deep },
      {
        weight: 1,
        arbitrary: fc.constantFrom('', '{', '{"a":', 'nul', '"\\ud800"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'),
      },
    )
    .map((payload) => ({ contentType: 'application/json', payload }));

  const urlencodedBody = pairs(fc.oneof(fc.constantFrom(...FIELD_NAMES).map(encode), urlPiece)).map((entries) => ({
    contentType: 'application/x-www-form-urlencoded',
    payload: entries.map(([key, value]) => `${key}=${value}`).join('&'),
  }));

  const boundary = 'fuzz-boundary';
  const part = fc.oneof(
    fc.tuple(fieldName, hostile).map(([name, value]) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`),
    fc
      .tuple(
        fc.constantFrom('cv', 'file', 'logo', 'other'),
        fc.oneof(hostile, fc.constantFrom('cv.pdf', 'cv.docx', 'logo.png', 'cv\u0000.pdf')),
        fc.constantFrom('%PDF-1.4\n%%EOF', 'PK\u0003\u0004', '\u0089PNG\r\n', ''),
      )
      .map(
        ([name, fileName, content]) =>
          `Content-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}`,
      ),
    fc.constant('Content-Type: text/plain\r\n\r\nno disposition'),
  );
  const wellFormed = fc.array(part, { maxLength: 5 }).map((parts) => `${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('')}--${boundary}--\r\n`);
  const multipartBody = fc.oneof(
    {
      weight: 3,
      arbitrary: wellFormed.map((payload) => ({ contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.from(payload, 'utf8') })),
    },
    // Cut off anywhere, even inside a header or the boundary line.
    {
      weight: 2,
      arbitrary: fc.tuple(wellFormed, fc.double({ min: 0, max: 1, noNaN: true })).map(([payload, at]) => ({
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: Buffer.from(payload, 'utf8').subarray(0, Math.floor(payload.length * at)),
      })),
    },
    // No boundary, an empty or over-long one, another multipart type, or a body that is not multipart at all.
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'multipart/form-data; boundary="',
            `multipart/form-data; boundary=${'b'.repeat(300)}`,
            'multipart/mixed; boundary=x',
            'multipart/form-data; boundary=x; charset=\u0000',
            'multipart/form-data;;;',
          ),
          fc.oneof(wellFormed, fc.constant(''), hostile),
        )
        .map(([contentType, payload]) => ({ contentType, payload: Buffer.from(payload, 'utf8') })),
    },
  );
  const otherBody = fc.oneof(
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/octet-stream',
          'application/xml',
          'application/json; charset=latin1',
          'application/problem+json',
          '',
          '*/*',
          'application/x-www-form-urlencoded; charset=utf-16',
        ),
        hostile,
      )
      .map(([contentType, payload]) => ({ contentType, payload })),
    hostile.map((payload) => ({ payload })),
  );
  // A route's valid body with one or two fields replaced (or added) by hostile values, in each encoding.
  const templateBody = (template: Record<string, unknown>) =>
    fc
      .tuple(
        fc.array(fc.tuple(fc.oneof(fc.constantFrom(...Object.keys(template)), fieldName), json, hostile), { minLength: 1, maxLength: 2 }),
        fc.constantFrom('json', 'urlencoded', 'multipart'),
      )
      .map(([changes, encoding]) => {
        const fields = new Map<string, { json: string; text: string }>(
          Object.entries(template).map(([key, value]) => [
            key,
            { json: JSON.stringify(value), text: typeof value === 'string' ? value : JSON.stringify(value) },
          ]),
        );
        for (const [key, jsonValue, text] of changes) fields.set(key, { json: jsonValue, text });
        const entries = [...fields];
        if (encoding === 'json') {
          return { contentType: 'application/json', payload: `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value.json}`).join(',')}}` };
        }
        if (encoding === 'urlencoded') {
          return {
            contentType: 'application/x-www-form-urlencoded',
            payload: entries.map(([key, value]) => `${encode(key)}=${encode(value.text)}`).join('&'),
          };
        }
        const parts = entries.map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value.text}\r\n`);
        const file = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\r\n`;
        return {
          contentType: `multipart/form-data; boundary=${boundary}`,
          payload: Buffer.from(`${parts.join('')}${file}--${boundary}--\r\n`, 'utf8'),
        };
      });

  const bodyFor = (route: Route) => {
    const template = TEMPLATES[`${route.method} ${route.url.replace(/(.)\/$/, '$1')}`];
    const kinds = fc.oneof(
      { weight: 3, arbitrary: jsonBody },
      { weight: 2, arbitrary: urlencodedBody },
      { weight: 3, arbitrary: multipartBody },
      { weight: 1, arbitrary: otherBody },
    );
    return fc.option(template ? fc.oneof({ weight: 2, arbitrary: kinds }, { weight: 3, arbitrary: templateBody(template) }) : kinds, { freq: 6 });
  };

  const headerValue = fc.oneof(hostile, fc.constantFrom(SITE, 'null', '*', 'W/"x", *', 'bytes=0-', 'cross-site', 'en;q=Infinity', 'x-unknown'));
  const headers = fc.array(fc.tuple(fc.constantFrom(...HEADER_NAMES), headerValue), { maxLength: 3 });
  const ip = fc.ipV4();

  return (route: Route): fc.Arbitrary<FuzzRequest> =>
    fc.record({
      identity: fc.constantFrom<Identity>('anonymous', 'candidate', 'company'),
      csrf: fc.boolean(),
      params: fc.array(fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...known).map(encode) }, { weight: 3, arbitrary: urlPiece }), {
        minLength: paramCount(route),
        maxLength: paramCount(route),
      }),
      query: fc.option(query, { freq: 2 }).map((value) => value ?? ''),
      headers: fc.tuple(headers, ip).map(([list, address]) => [['x-forwarded-for', address] as [string, string], ...list]),
      body: route.method === 'GET' ? fc.constant(undefined) : bodyFor(route).map((value): FuzzRequest['body'] => value ?? undefined),
    });
}

const PARAM = /:[A-Za-z_]+(?:\|:[A-Za-z_]+)*/g;
const paramCount = (route: Route) => route.url.match(PARAM)?.length ?? 0;

/** The known hostile cases of issue 20, tried on every route before the generated ones. */
function knownCases(route: Route, known: string[]): FuzzRequest[] {
  const base: FuzzRequest = { identity: 'anonymous', csrf: true, params: [], query: '', headers: [], body: undefined };
  const cases: FuzzRequest[] = [];
  const count = paramCount(route);
  for (const value of ['%00', 'Infinity', '1e400']) {
    // Signed in, so the routes of the account get past their 401 to the parameter.
    if (count > 0) cases.push({ ...base, identity: 'candidate', params: Array(count).fill(value) });
    for (const key of ['q', 'page', 'w']) cases.push({ ...base, query: `${key}=${value}` });
  }
  if (route.method !== 'GET') {
    cases.push({ ...base, body: { contentType: 'multipart/form-data', payload: 'x' } });
    cases.push({
      ...base,
      body: { contentType: 'multipart/form-data; boundary=b', payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nab' },
    });
    cases.push({
      ...base,
      identity: 'candidate',
      body: { contentType: 'application/json', payload: '{"name":"a\\u0000","email":"x\\u0000@example.com","password":"\\u0000"}' },
    });
    cases.push({
      ...base,
      identity: 'candidate',
      body: { contentType: 'application/x-www-form-urlencoded', payload: 'username=a%00&password=%00&email=%00&name=%00' },
    });
  }
  // A route's valid body with one text field ending in a NUL: past validation, into the SQL.
  const template = TEMPLATES[`${route.method} ${route.url.replace(/(.)\/$/, '$1')}`];
  for (const [key, value] of Object.entries(template ?? {})) {
    if (typeof value !== 'string') continue;
    const fields = { ...template, [key]: `${value.slice(0, 1)}\u0000${value.slice(1)}` };
    const text = (field: unknown) => (typeof field === 'string' ? field : JSON.stringify(field));
    const parts = Object.entries(fields).map(([name, field]) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text(field)}\r\n`);
    const file = '--b\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\r\n';
    for (const body of [
      { contentType: 'application/json', payload: JSON.stringify(fields) },
      {
        contentType: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams(Object.entries(fields).map(([name, field]) => [name, text(field)])).toString(),
      },
      { contentType: 'multipart/form-data; boundary=b', payload: `${parts.join('')}${file}--b--\r\n` },
    ]) {
      cases.push({ ...base, identity: 'candidate', body });
    }
  }
  return cases.map((request) => ({ ...request, params: request.params.length === count ? request.params : Array(count).fill(known[0] ?? '1') }));
}

describe.each(httpTestDrivers)('fuzzing every route (%s)', (driver) => {
  let ctx: TestContext;
  const sessions: Record<Identity, string | undefined> = { anonymous: undefined, candidate: undefined, company: undefined };
  let token = '';
  let known: string[] = [];

  async function signIn(type: 'candidate' | 'company'): Promise<string> {
    const user = await createUser(ctx.app);
    if (type === 'company') await ctx.db.query(`update users set type = 'company' where id = $1`, [user.id]);
    const response = await postForm(ctx.app, '/login', { username: user.email, password: PASSWORD, back: '/' }, { token });
    const session = setCookies(response).raketa_session?.value;
    if (!session) throw new Error(`sign-in answered ${response.statusCode}`);
    return session;
  }

  beforeAll(async () => {
    ctx = await createTestApp(driver, { seed: true });
    token = await csrfToken(ctx.app);
    sessions.candidate = await signIn('candidate');
    sessions.company = await signIn('company');
    // Real ids and slugs, so generated requests also get past "not found" into the code behind it.
    const { rows } = await ctx.db.query<{ value: string }>(
      `(select id::text as value from jobs where status = 'published' order by id desc limit 3)
       union all (select slug from tests order by slug limit 2)
       union all (select slug from courses order by slug limit 1)
       union all (select slug from campaigns order by slug limit 1)
       union all (select slug from jobs order by id limit 2)
       union all (select id::text from companies order by id limit 2)
       union all (select slug from companies order by id limit 2)
       union all (select id::text from images order by id limit 2)`,
    );
    known = [...rows.map((row) => row.value), '1', 'apple', 'facebook', 'google', 'linkedin', 'github'];
  }, 120_000);

  afterAll(async () => {
    await ctx?.close();
  });

  it('answers every hostile request below 500', async () => {
    const app = ctx.app;
    const routes = routesOf(app);
    expect(routes.length).toBeGreaterThan(50);
    const requestFor = arbitraries(known);
    const perRoute = Math.max(1, Math.ceil(RUNS / routes.length));
    const failures: string[] = [];
    const failedRoutes = new Set<string>();
    const classes: Record<string, number> = {};
    let sent = 0;
    let refusedByClient = 0;
    const started = Date.now();

    const send = async (route: Route, request: FuzzRequest) => {
      let index = 0;
      const url = route.url.replace(PARAM, () => request.params[index++] ?? '1') + (request.query ? `?${request.query}` : '');
      const session = sessions[request.identity];
      const headers: Record<string, string> = {
        host: 'localhost:3000',
        cookie: cookieHeader({ raketa_session: session, ...(request.csrf ? { raketa_csrf: token } : {}) }),
        ...(request.csrf ? { origin: SITE, 'sec-fetch-site': 'same-origin', 'x-csrf-token': token } : {}),
        ...(request.body?.contentType === undefined ? {} : { 'content-type': request.body.contentType }),
        ...Object.fromEntries(request.headers),
      };
      const options: InjectOptions = { method: route.method as InjectOptions['method'], url, headers };
      if (request.body) options.payload = request.body.payload;
      sent += 1;
      let status: number;
      let detail: string;
      try {
        const response = await app.inject(options);
        status = response.statusCode;
        detail = response.body.slice(0, 200);
      } catch (error) {
        // light-my-request refuses some requests itself (a header value Node would not send): never the app's answer.
        if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('ERR_INVALID')) {
          refusedByClient += 1;
          return;
        }
        status = 599;
        detail = String(error);
      }
      classes[`${Math.floor(status / 100)}xx`] = (classes[`${Math.floor(status / 100)}xx`] ?? 0) + 1;
      if (status >= 500) {
        failures.push(`${status} ${route.method} ${url.slice(0, 150)} ${JSON.stringify(request).slice(0, 300)} -> ${detail}`);
        failedRoutes.add(`${route.method} ${route.url}`);
      }
      // A request that signed the user out, deleted the account or changed the password costs its session.
      if (session && route.method !== 'GET' && status < 400) {
        const check = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader({ raketa_session: session }) } });
        if (check.statusCode !== 200 && request.identity !== 'anonymous') sessions[request.identity] = await signIn(request.identity);
      }
    };

    for (const [index, route] of routes.entries()) {
      // The examples run first and count in numRuns.
      const examples = knownCases(route, known).map((request): [FuzzRequest] => [request]);
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (request) => {
          await send(route, request);
        }),
        { seed: SEED + index, numRuns: perRoute + examples.length, examples },
      );
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz (${driver}): ${sent} requests to ${routes.length} routes in ${seconds} s, seed ${SEED} (${JSON.stringify({ ...classes, refusedByClient })}); ${failures.length} answered 5xx, on ${failedRoutes.size} routes: ${[...failedRoutes].join(', ')}`,
    );
    expect(failures.slice(0, 40)).toEqual([]);
  }, 600_000);
});
