import sharp from 'sharp';
import { LOGO_MAX_BYTES } from '../../../employer/logo';
import { signedInAdmin } from '../../../testing/admin';
import { cookieHeader, csrfToken, setCookies, signedInUser, SITE, uniqueEmail } from '../../../testing/auth';
import { insertCompany, insertJob } from '../../../testing/job-board';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const NOW = '2025-06-02T10:00:00.000Z';

interface FilePart {
  field?: string;
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart body as a browser's FormData sends it; an array value repeats the field. */
function formData(fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const boundary = '----raketa-company-boundary';
  const parts: Buffer[] = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`),
    ),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'logo'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const picture = (format: 'png' | 'jpeg' | 'webp', width = 120, height = 60) =>
  sharp({ create: { width, height, channels: 3, background: '#ff5a1f' } })
    .toFormat(format)
    .toBuffer();

const FORM = {
  name: 'Ústecké Řemeslo',
  'shortDescription.cs': 'Aplikace pro řemeslníky',
  'shortDescription.en': 'An app for craftspeople',
  'description.cs': 'Pomáháme řemeslníkům najít zakázky.\n\nJsme malý tým z Ústí.',
  'description.en': 'We help craftspeople find work.\n\nA small team from Ústí.',
  size: '1-10',
  locations: ['praha', 'brno'],
  website: 'https://remeslo.example',
  linkedin: 'https://www.linkedin.com/company/remeslo',
  github: 'https://github.com/remeslo',
  contactEmail: 'jobs@remeslo.example',
};

describe.each(testDrivers)('/api/me/company on %s', (driver) => {
  const { ctx, advance } = withTestApp(driver, NOW);

  let ipCounter = 0;
  const freshIp = () => `10.80.${Math.floor(ipCounter / 200)}.${((ipCounter += 1) % 200) + 1}`;
  const signIn = () => signedInUser(ctx.app, { ip: freshIp() });

  const send = async (
    method: 'POST' | 'PATCH',
    session: string | undefined,
    fields: Record<string, string | string[]>,
    files: FilePart[] = [],
    options: { csrf?: boolean } = {},
  ) => {
    const token = await csrfToken(ctx.app);
    const body = formData(fields, files);
    return ctx.app.inject({
      method,
      url: '/api/me/company',
      headers: {
        host: 'localhost:3000',
        origin: SITE,
        'content-type': body.contentType,
        cookie: cookieHeader({ raketa_session: session, raketa_csrf: token }),
        ...(options.csrf === false ? {} : { 'x-csrf-token': token }),
      },
      payload: body.payload,
    });
  };
  const create = (session: string | undefined, fields: Record<string, string | string[]> = FORM, files: FilePart[] = []) =>
    send('POST', session, fields, files);
  const get = (url: string, session?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie: cookieHeader({ raketa_session: session }) } });
  /** The session after a creation (the account's change of kind gives it a new id). */
  const sessionAfter = (response: Awaited<ReturnType<typeof create>>, before: string) => setCookies(response).raketa_session?.value ?? before;

  const fieldErrors = (response: Awaited<ReturnType<typeof create>>) => {
    expect(response.statusCode).toBe(422);
    const body = response.json<{ code: string; errors: { field: string; code: string }[] }>();
    expect(body.code).toBe('validation_failed');
    return Object.fromEntries(body.errors.map((error) => [error.field, error.code]));
  };

  const makeAdmin = () => signedInAdmin(ctx.app, { ip: freshIp() });
  const approve = async (slug: string, session?: string, options: { csrf?: boolean } = {}) => {
    const token = await csrfToken(ctx.app);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${slug}/approve`,
      headers: {
        host: 'localhost:3000',
        origin: SITE,
        cookie: cookieHeader({ raketa_session: session, raketa_csrf: token }),
        ...(options.csrf === false ? {} : { 'x-csrf-token': token }),
      },
    });
  };

  const userType = async (id: number) => (await ctx.db.query<{ type: string }>('select type from users where id = $1', [id])).rows[0]!.type;
  const companiesOf = async (userId: number) =>
    (
      await ctx.db.query<{ slug: string }>(
        `select c.slug from companies c join company_members m on m.company_id = c.id where m.user_id = $1 and m.role = 'owner'`,
        [userId],
      )
    ).rows;

  it('answers 401 to a visitor and 404 company_not_found to an account without a company', async () => {
    expect((await get('/api/me/company')).statusCode).toBe(401);
    const { session } = await signIn();
    const response = await get('/api/me/company', session);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'company_not_found' });
    expect((await create(undefined)).json()).toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('creates the company waiting for approval, with its logo, and makes the account a company account', async () => {
    const { user, session } = await signIn();
    const png = await picture('png', 240, 120);
    const response = await create(session, FORM, [{ name: 'logo.png', content: png }]);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const company = response.json<Record<string, unknown> & { logo: number }>();
    expect(company).toMatchObject({
      '@id': '/api/me/company',
      '@type': 'OwnCompany',
      slug: 'ustecke-remeslo',
      name: 'Ústecké Řemeslo',
      shortDescription: { cs: 'Aplikace pro řemeslníky', en: 'An app for craftspeople' },
      description: { cs: FORM['description.cs'], en: FORM['description.en'] },
      size: '1-10',
      locations: ['praha', 'brno'],
      website: 'https://remeslo.example/',
      socialLinks: { linkedin: 'https://www.linkedin.com/company/remeslo', github: 'https://github.com/remeslo' },
      contactEmail: 'jobs@remeslo.example',
      status: 'pending',
      approvedAt: null,
      createdAt: NOW,
    });
    const { rows: images } = await ctx.db.query<{ content_type: string; width: number; height: number }>(
      'select content_type, width, height from images where id = $1',
      [company.logo],
    );
    expect(images[0]).toEqual({ content_type: 'image/png', width: 240, height: 120 });
    expect((await get(`/api/images/${company.logo}?w=64`)).statusCode).toBe(200);

    expect(await userType(user.id)).toBe('company');
    // A new session id for the changed account; the old one is over.
    const next = sessionAfter(response, session);
    expect(next).not.toBe(session);
    expect((await get('/api/me', next)).json()).toMatchObject({ user: { id: user.id, type: 'company' } });
    expect((await get('/api/me/company', next)).json()).toMatchObject({ slug: 'ustecke-remeslo', status: 'pending' });
  });

  it('takes JPEG and WebP logos and no logo at all', async () => {
    for (const [format, name] of [
      ['jpeg', 'logo.jpg'],
      ['webp', 'logo.webp'],
    ] as const) {
      const { session } = await signIn();
      const response = await create(session, { ...FORM, name: `Logo ${format}` }, [
        { name, content: await picture(format), type: 'application/octet-stream' },
      ]);
      expect(response.statusCode).toBe(201);
      const { rows } = await ctx.db.query<{ content_type: string }>('select content_type from images where id = $1', [
        response.json<{ logo: number }>().logo,
      ]);
      expect(rows[0]!.content_type).toBe(`image/${format}`);
    }
    const { session } = await signIn();
    const response = await create(session, { ...FORM, name: 'No Logo' }, [{ name: '', content: Buffer.alloc(0), type: 'application/octet-stream' }]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ logo: null });
  });

  it('judges the logo by its content: a renamed page, an SVG, a forged header and a file over 2 MB are refused on the field', async () => {
    const { user, session } = await signIn();
    const png = await picture('png');
    const refusals: [FilePart, string][] = [
      [{ name: 'logo.png', content: Buffer.from('<!doctype html><script>alert(1)</script>'), type: 'image/png' }, 'invalid_image'],
      [
        { name: 'logo.svg', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), type: 'image/svg+xml' },
        'invalid_image',
      ],
      [{ name: 'logo.png', content: png.subarray(0, 40) }, 'invalid_image'],
      [{ name: 'logo.gif', content: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), type: 'image/gif' }, 'invalid_image'],
      [{ name: 'logo.png', content: Buffer.concat([png, Buffer.alloc(LOGO_MAX_BYTES + 1 - png.length)]) }, 'file_too_large'],
    ];
    for (const [file, code] of refusals) {
      expect(fieldErrors(await create(session, FORM, [file]))).toEqual({ logo: code });
    }
    // A refused logo is reported with the other fields' errors, and nothing is stored.
    expect(fieldErrors(await create(session, { ...FORM, name: '' }, [refusals[0]![0]]))).toEqual({ name: 'required', logo: 'invalid_image' });
    expect(await companiesOf(user.id)).toEqual([]);
    expect(await userType(user.id)).toBe('candidate');
  });

  it('requires the name, a language of descriptions, the size, a location and the contact e-mail', async () => {
    const { session } = await signIn();
    expect(fieldErrors(await create(session, {}))).toEqual({
      name: 'required',
      shortDescription: 'language_required',
      description: 'language_required',
      size: 'required',
      locations: 'required',
      contactEmail: 'required',
    });
  });

  it('takes one language of descriptions, and shows it in both languages publicly once approved', async () => {
    const { session } = await signIn();
    const { 'shortDescription.cs': _s, 'description.cs': _d, ...englishOnly } = FORM;
    const response = await create(session, { ...englishOnly, name: 'English Only' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      shortDescription: { cs: '', en: FORM['shortDescription.en'] },
      description: { cs: '', en: FORM['description.en'] },
    });
    const { session: adminSession } = await makeAdmin();
    expect((await approve('english-only', adminSession)).statusCode).toBe(200);
    expect((await get('/api/companies/english-only')).json()).toMatchObject({
      shortDescription: { cs: FORM['shortDescription.en'], en: FORM['shortDescription.en'] },
      description: { cs: FORM['description.en'], en: FORM['description.en'] },
    });
  });

  it('checks every field rule', async () => {
    const { session } = await signIn();
    const cases: [Record<string, string | string[]>, Record<string, string>][] = [
      [{ name: 'N'.repeat(101) }, { name: 'too_long' }],
      [{ 'description.cs': '' }, { 'description.cs': 'required' }],
      [{ 'shortDescription.en': '' }, { 'shortDescription.en': 'required' }],
      [{ 'shortDescription.cs': 'k'.repeat(201) }, { 'shortDescription.cs': 'too_long' }],
      [{ 'description.en': 'd'.repeat(5001) }, { 'description.en': 'too_long' }],
      [{ size: '2-5' }, { size: 'invalid_choice' }],
      [{ locations: ['praha', 'atlantis'] }, { locations: 'invalid_choice' }],
      [{ website: 'javascript:alert(1)' }, { website: 'invalid_url' }],
      [{ website: 'ftp://remeslo.example' }, { website: 'invalid_url' }],
      [{ website: 'https://user:secret@remeslo.example' }, { website: 'invalid_url' }],
      [{ website: `https://remeslo.example/${'a'.repeat(500)}` }, { website: 'too_long' }],
      [{ linkedin: 'https://evil.example/linkedin.com' }, { linkedin: 'invalid_host' }],
      [{ facebook: 'https://www.linkedin.com/company/x' }, { facebook: 'invalid_host' }],
      [{ contactEmail: 'jobs@' }, { contactEmail: 'invalid_email' }],
      [{ approved: 'true' }, { approved: 'unknown_field' }],
      [{ name: ['A', 'B'] }, { name: 'duplicate' }],
    ];
    for (const [overrides, errors] of cases) {
      expect(fieldErrors(await create(session, { ...FORM, ...overrides }))).toEqual(errors);
    }
    // X also answers on twitter.com; subdomains of a network count.
    const links = { x: 'http://twitter.com/remeslo', instagram: 'https://instagram.com/remeslo', facebook: 'https://cs-cz.facebook.com/remeslo' };
    const accepted = await create(session, { ...FORM, ...links });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ socialLinks: links });
  });

  it('refuses a second company with 409 company_exists', async () => {
    const { session } = await signIn();
    const first = await create(session, { ...FORM, name: 'First One' });
    expect(first.statusCode).toBe(201);
    const second = await create(sessionAfter(first, session), { ...FORM, name: 'Second One' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'company_exists' });
    expect((await ctx.db.query(`select 1 from companies where name = 'Second One'`)).rows).toHaveLength(0);
  });

  it('gives a second company of the same name the next free slug', async () => {
    const names = ['Twin Labs', 'Twin Labs!', 'TWIN labs'];
    const slugs = [];
    for (const name of names) {
      const { session } = await signIn();
      slugs.push((await create(session, { ...FORM, name })).json<{ slug: string }>().slug);
    }
    expect(slugs).toEqual(['twin-labs', 'twin-labs-2', 'twin-labs-3']);
  });

  it('refuses a candidate account that applied to or saved a job: the company needs a separate account', async () => {
    const company = await insertCompany(ctx.db);
    const job = await insertJob(ctx.db, { companyId: company.id });
    const saver = await signIn();
    await ctx.db.query('insert into saved_jobs (user_id, job_id) values ($1, $2)', [saver.user.id, job.id]);
    const applicant = await signIn();
    await ctx.db.query(
      `insert into job_applications (job_id, user_id, name, email, cv_filename, cv_content_type, cv_data)
       values ($1, $2, 'Jana', $3, 'cv.pdf', 'application/pdf', '\\x00'::bytea)`,
      [job.id, applicant.user.id, uniqueEmail()],
    );
    for (const { user, session } of [saver, applicant]) {
      const response = await create(session, { ...FORM, name: `Busy ${user.id}` });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'candidate_account_in_use' });
      expect(await userType(user.id)).toBe('candidate');
      expect(await companiesOf(user.id)).toEqual([]);
    }
  });

  it('changes the account type in the same transaction: when that fails, no company (or logo) is left either', async () => {
    const { user, session } = await signIn();
    const images = async () => (await ctx.db.query<{ count: number }>('select count(*)::int as count from images')).rows[0]!.count;
    const imagesBefore = await images();
    await ctx.db.exec(`
      create function fail_company_type() returns trigger language plpgsql as $$
      begin raise exception 'the type change fails'; end $$;
      create trigger fail_company_type before update of type on users for each row execute function fail_company_type();
    `);
    try {
      const response = await create(session, { ...FORM, name: 'Rolled Back' }, [{ name: 'logo.png', content: await picture('png') }]);
      expect(response.statusCode).toBe(500);
    } finally {
      await ctx.db.exec('drop trigger fail_company_type on users; drop function fail_company_type();');
    }
    expect(await companiesOf(user.id)).toEqual([]);
    expect((await ctx.db.query(`select 1 from companies where name = 'Rolled Back'`)).rows).toHaveLength(0);
    expect(await images()).toBe(imagesBefore);
    expect(await userType(user.id)).toBe('candidate');
    // Nothing is half done: the same account can create it now.
    expect((await create(session, { ...FORM, name: 'Rolled Back' })).statusCode).toBe(201);
  });

  it('refuses a creation without the CSRF token, and a body that is not multipart', async () => {
    const { user, session } = await signIn();
    const refused = await send('POST', session, FORM, [], { csrf: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'csrf_token' });
    const token = await csrfToken(ctx.app);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/company',
      headers: {
        host: 'localhost:3000',
        origin: SITE,
        'content-type': 'application/json',
        'x-csrf-token': token,
        cookie: cookieHeader({ raketa_session: session, raketa_csrf: token }),
      },
      payload: JSON.stringify({ name: 'Json' }),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'not_multipart' });
    expect(await companiesOf(user.id)).toEqual([]);
  });

  it('keeps a company and its jobs from the public until an admin approves it', async () => {
    const { session } = await signIn();
    const created = await create(session, { ...FORM, name: 'Hidden Rocket' });
    const { id, slug } = created.json<{ id: number; slug: string }>();
    // Its jobs (none yet from the site; an operator could add one) stay hidden too.
    const job = await insertJob(ctx.db, { companyId: id, title: 'Skrytý vývojář' });

    expect((await get(`/api/companies/${slug}`)).statusCode).toBe(404);
    expect((await get('/api/companies?q=hidden')).json()).toMatchObject({ 'hydra:totalItems': 0 });
    expect((await get(`/api/jobs?company=${slug}`)).json()).toMatchObject({ 'hydra:totalItems': 0 });
    expect((await get('/api/jobs?q=skryty')).json()).toMatchObject({ 'hydra:totalItems': 0 });
    expect((await get(`/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await get(`/api/jobs/${job.id}/similar`)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(slug);
    expect((await get('/feed.xml')).body).not.toContain('Skrytý vývojář');

    const { session: adminSession } = await makeAdmin();
    const approval = await approve(slug, adminSession);
    expect(approval.statusCode).toBe(200);
    expect(approval.json()).toEqual({ '@type': 'CompanyApproval', slug, name: 'Hidden Rocket', approvedAt: NOW });

    expect((await get(`/api/companies/${slug}`)).json()).toMatchObject({ slug, name: 'Hidden Rocket', openJobs: 1 });
    expect((await get('/api/companies?q=hidden')).json()).toMatchObject({ 'hydra:totalItems': 1 });
    // Job lists are shared for 10 seconds (api/JOBS.md): the approval shows in the next window.
    advance(10_000);
    expect((await get(`/api/jobs?company=${slug}`)).json()).toMatchObject({ 'hydra:totalItems': 1 });
    expect((await get('/api/jobs?q=skryty')).json()).toMatchObject({ 'hydra:totalItems': 1 });
    expect((await get(`/api/jobs/${job.id}`)).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain(`/startup/${slug}`);
    expect((await get('/api/me/company', sessionAfter(created, session))).json()).toMatchObject({ status: 'approved', approvedAt: NOW });
  });

  it('lets only an admin approve (401 visitor, 403 admin_only for others), with CSRF; 404 for an unknown slug', async () => {
    const { session: ownerSession } = await signIn();
    const { slug } = (await create(ownerSession, { ...FORM, name: 'Waiting Room' })).json<{ slug: string }>();
    const candidate = await signIn();

    expect((await approve(slug)).json()).toMatchObject({ status: 401, code: 'unauthenticated' });
    const forbidden = await approve(slug, candidate.session);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'admin_only' });
    const pending = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/companies/pending',
      headers: { cookie: cookieHeader({ raketa_session: candidate.session }) },
    });
    expect(pending.statusCode).toBe(403);

    const { session: adminSession } = await makeAdmin();
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/companies/pending',
      headers: { cookie: cookieHeader({ raketa_session: adminSession }) },
    });
    expect(list.json<{ companies: { slug: string }[] }>().companies.map((company) => company.slug)).toContain(slug);
    expect((await approve(slug, adminSession, { csrf: false })).json()).toMatchObject({ status: 403, code: 'csrf_token' });
    expect((await get(`/api/companies/${slug}`)).statusCode).toBe(404);

    const first = await approve(slug, adminSession);
    expect(first.statusCode).toBe(200);
    // Approving again changes nothing: the first approval's time stays.
    advance(60_000);
    expect((await approve(slug, adminSession)).json()).toMatchObject({ slug, approvedAt: first.json<{ approvedAt: string }>().approvedAt });
    expect((await approve('no-such-company', adminSession)).json()).toMatchObject({ status: 404, code: 'company_not_found' });
  });

  it('edits the company while it waits: sent fields change, the rest and the slug stay; a new logo replaces the old', async () => {
    const { session } = await signIn();
    const created = await create(session, { ...FORM, name: 'Edit Me' }, [{ name: 'logo.png', content: await picture('png') }]);
    const next = sessionAfter(created, session);
    const before = created.json<{ slug: string; logo: number }>();

    const patched = await send('PATCH', next, { name: 'Edited Name', locations: ['ostrava'], github: '' }, [
      { name: 'new.webp', content: await picture('webp') },
    ]);
    expect(patched.statusCode).toBe(200);
    const after = patched.json<{ slug: string; logo: number; socialLinks: Record<string, string> }>();
    expect(after).toMatchObject({
      slug: before.slug,
      name: 'Edited Name',
      locations: ['ostrava'],
      size: '1-10',
      status: 'pending',
      contactEmail: FORM.contactEmail,
    });
    expect(after.socialLinks).toEqual({ linkedin: FORM.linkedin });
    expect(after.logo).not.toBe(before.logo);
    expect((await ctx.db.query('select 1 from images where id = $1', [before.logo])).rows).toHaveLength(0);

    expect(fieldErrors(await send('PATCH', next, { size: 'huge', 'description.cs': '' }))).toEqual({
      size: 'invalid_choice',
      'description.cs': 'required',
    });
    const other = await signIn();
    expect((await send('PATCH', other.session, { name: 'X' })).json()).toMatchObject({ status: 404, code: 'company_not_found' });
  });
});
