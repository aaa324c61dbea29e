import { CV_MAX_BYTES } from '@raketa/shared/account';
import { cookieHeader, csrfToken, PASSWORD, postForm, setCookies, signedInUser, SITE } from '../../../testing/auth';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const NEW_PASSWORD = 'a fresh profile passphrase 7';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
// The start of a real .docx: a ZIP local header naming [Content_Types].xml, then the Word part's name.
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
  Buffer.from('[Content_Types].xml ... PK\u0003\u0004 word/document.xml ...'),
]);
const ZIP_NOT_WORD = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), Buffer.from('payload/app.exe')]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

/** A multipart body with one file part, as a browser's FormData sends it. */
function upload(fileName: string, content: Buffer, type = 'application/pdf', field = 'file') {
  const boundary = '----raketa-cv-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(testDrivers)('profile API on %s', (driver) => {
  // Fixed, so a throttle window cannot turn over in the middle of a test.
  const { ctx, now } = withTestApp(driver, '2025-06-02T10:00:00.000Z');

  // Each sign-in from its own client address, so the per-IP sign-in limit stays out of the way.
  let ipCounter = 0;
  const freshIp = () => `10.20.${Math.floor(ipCounter / 200)}.${((ipCounter += 1) % 200) + 1}`;

  /** Signs in through the form post and answers the session cookie's value. */
  const signIn = async (email: string, password = PASSWORD): Promise<string> => {
    const response = await postForm(ctx.app, '/prihlasit', { username: email, password, back: '/' }, { headers: { 'x-forwarded-for': freshIp() } });
    expect(response.statusCode).toBe(303);
    const session = setCookies(response).raketa_session?.value;
    expect(session).toBeTruthy();
    return session!;
  };

  /** A new account, signed in. */
  const signedIn = (options: { name?: string } = {}) => signedInUser(ctx.app, { ...options, ip: freshIp() });

  interface CallOptions {
    session?: string;
    payload?: unknown;
    /** false: no CSRF token; a string: this Origin. */
    csrf?: boolean;
    origin?: string;
    headers?: Record<string, string>;
  }

  /** A browser call from the Czech site with the session and (unless told otherwise) a valid CSRF token. */
  const call = async (method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE', url: string, options: CallOptions = {}) => {
    const token = await csrfToken(ctx.app);
    const withCsrf = options.csrf ?? method !== 'GET';
    return ctx.app.inject({
      method,
      url,
      headers: {
        origin: options.origin ?? SITE,
        cookie: cookieHeader({ raketa_session: options.session, raketa_csrf: token }),
        ...(withCsrf ? { 'x-csrf-token': token } : {}),
        ...options.headers,
      },
      ...(options.payload === undefined ? {} : { payload: options.payload as string }),
    });
  };

  const uploadCv = (session: string, fileName: string, content: Buffer, options: { type?: string; csrf?: boolean } = {}) => {
    const body = upload(fileName, content, options.type);
    return call('PUT', '/api/profile/cv', {
      session,
      payload: body.payload,
      headers: { 'content-type': body.contentType },
      ...(options.csrf === undefined ? {} : { csrf: options.csrf }),
    });
  };

  const count = async (table: string, userId: number) => {
    const { rows } = await ctx.db.query<{ n: number }>(`select count(*)::int as n from ${table} where user_id = $1`, [userId]);
    return rows[0]!.n;
  };

  describe('GET /api/profile', () => {
    it('answers 401 unauthenticated when signed out', async () => {
      const response = await call('GET', '/api/profile');
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
    });

    it('answers an empty profile for a new account, not cached', async () => {
      const { user, session } = await signedIn({ name: 'Jana Nováková' });
      const response = await call('GET', '/api/profile', { session });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        name: 'Jana Nováková',
        email: user.email,
        type: 'candidate',
        hasPassword: true,
        headline: null,
        location: null,
        fields: [],
        seniority: null,
        salary: null,
        workModes: [],
        languages: [],
        links: { linkedin: null, github: null, portfolio: null },
        cv: null,
        onboarding: { lastCompletedStep: null, finished: false },
      });
    });
  });

  describe('PATCH /api/profile', () => {
    const full = {
      name: '  Jana Svobodová ',
      headline: 'Frontend developer',
      location: 'Brno',
      fields: ['development', 'design'],
      seniority: 'medior',
      salary: { amount: 65000, currency: 'CZK', period: 'month' },
      workModes: ['remote', 'hybrid'],
      languages: [
        { language: 'cs', level: 'native' },
        { language: 'en', level: 'advanced' },
      ],
      links: {
        linkedin: 'https://www.linkedin.com/in/jana',
        github: 'https://github.com/jana',
        portfolio: 'http://jana.example.cz',
      },
    };

    it('saves every field and answers the saved profile, which GET then shows', async () => {
      const { session } = await signedIn();
      const response = await call('PATCH', '/api/profile', { session, payload: full });
      expect(response.statusCode).toBe(200);
      const saved = response.json();
      expect(saved).toMatchObject({
        ...full,
        name: 'Jana Svobodová',
        // Normalised by the URL parser.
        links: { ...full.links, portfolio: 'http://jana.example.cz/' },
      });
      expect((await call('GET', '/api/profile', { session })).json()).toEqual(saved);
      // The name is the account's: the header's session shows it too.
      expect((await call('GET', '/api/me', { session })).json().user.name).toBe('Jana Svobodová');
    });

    it('changes only the fields sent, and null or empty text clears optional ones', async () => {
      const { session } = await signedIn();
      await call('PATCH', '/api/profile', { session, payload: full });
      const response = await call('PATCH', '/api/profile', {
        session,
        payload: { headline: '', salary: null, seniority: null, links: { github: null } },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        headline: null,
        salary: null,
        seniority: null,
        location: 'Brno',
        fields: ['development', 'design'],
        links: { linkedin: full.links.linkedin, github: null },
      });
    });

    it.each([
      ['name', '   ', 'required'],
      ['name', 'x'.repeat(201), 'too_long'],
      ['name', 42, 'invalid_type'],
      ['headline', 'x'.repeat(121), 'too_long'],
      ['location', 'x'.repeat(101), 'too_long'],
      ['fields', ['development', 'astrology'], 'invalid_choice'],
      ['fields', ['design', 'design'], 'duplicate'],
      ['fields', 'development', 'invalid_type'],
      ['seniority', 'guru', 'invalid_choice'],
      ['workModes', ['moon'], 'invalid_choice'],
      ['salary', 'a lot', 'invalid_type'],
      ['languages', Array.from({ length: 11 }, (_, i) => ({ language: 'cs', level: `l${i}` })), 'too_many'],
      ['links', 'https://github.com/jana', 'invalid_type'],
      ['onboarding', { completedStep: 'dessert' }, 'invalid_choice', 'onboarding.completedStep'],
      ['salary', { amount: 0, currency: 'CZK', period: 'month' }, 'invalid_amount', 'salary.amount'],
      ['salary', { amount: 1.5, currency: 'CZK', period: 'month' }, 'invalid_amount', 'salary.amount'],
      ['salary', { amount: '50000', currency: 'CZK', period: 'month' }, 'invalid_amount', 'salary.amount'],
      ['salary', { currency: 'CZK', period: 'month' }, 'required', 'salary.amount'],
      ['salary', { amount: 100, currency: 'USD', period: 'month' }, 'invalid_choice', 'salary.currency'],
      ['salary', { amount: 100, currency: 'EUR', period: 'week' }, 'invalid_choice', 'salary.period'],
      ['languages', [{ language: 'tlh', level: 'native' }], 'invalid_choice', 'languages.0.language'],
      [
        'languages',
        [
          { language: 'cs', level: 'native' },
          { language: 'cs', level: 'basic' },
        ],
        'duplicate',
        'languages.1.language',
      ],
      ['languages', [{ language: 'de' }], 'required', 'languages.0.level'],
      ['links', { linkedin: 'javascript:alert(1)' }, 'invalid_url', 'links.linkedin'],
      ['links', { portfolio: 'ftp://jana.example.cz' }, 'invalid_url', 'links.portfolio'],
      ['links', { portfolio: 'jana.example.cz' }, 'invalid_url', 'links.portfolio'],
      ['links', { portfolio: 'https://user:secret@jana.example.cz' }, 'invalid_url', 'links.portfolio'],
      ['links', { github: 'https://github.com.evil.example/jana' }, 'invalid_host', 'links.github'],
      ['links', { linkedin: 'https://evil-linkedin.com/in/jana' }, 'invalid_host', 'links.linkedin'],
      ['links', { twitter: 'https://x.com/jana' }, 'unknown_field', 'links.twitter'],
      ['favouriteColour', 'blue', 'unknown_field'],
    ])('refuses %s = %j with 422 %s', async (field, value, code, path = field) => {
      const { session } = await signedIn();
      const response = await call('PATCH', '/api/profile', { session, payload: { [field]: value } });
      expect(response.statusCode).toBe(422);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const problem = response.json();
      expect(problem).toMatchObject({ status: 422, code: 'validation_failed', type: 'urn:raketa:problem:validation_failed' });
      expect(problem.errors).toEqual([{ field: path, code, message: expect.any(String) }]);
    });

    it('lists every invalid field at once and saves nothing, not even the valid ones', async () => {
      const { session } = await signedIn({ name: 'Původní Jméno' });
      const response = await call('PATCH', '/api/profile', {
        session,
        payload: { name: 'Nové Jméno', headline: 'Designer', seniority: 'guru', links: { github: 'not a url' } },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['seniority', 'links.github']);
      const profile = (await call('GET', '/api/profile', { session })).json();
      expect(profile).toMatchObject({ name: 'Původní Jméno', headline: null });
    });

    it('keeps the furthest onboarding step, and marks onboarding finished', async () => {
      const { session } = await signedIn();
      const step = async (onboarding: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
        (await call('PATCH', '/api/profile', { session, payload: { ...extra, onboarding } })).json().onboarding;

      // A step's answers and its progress are saved together.
      const saved = await call('PATCH', '/api/profile', {
        session,
        payload: { fields: ['sales'], onboarding: { completedStep: 'fields' } },
      });
      expect(saved.json()).toMatchObject({ fields: ['sales'], onboarding: { lastCompletedStep: 'fields', finished: false } });
      expect(await step({ completedStep: 'location' })).toEqual({ lastCompletedStep: 'location', finished: false });
      // Going back and saving an earlier step again does not lose the progress.
      expect(await step({ completedStep: 'salary' })).toEqual({ lastCompletedStep: 'location', finished: false });
      expect(await step({ completedStep: 'cv', finished: true })).toEqual({ lastCompletedStep: 'cv', finished: true });
      expect(await step({ finished: false })).toEqual({ lastCompletedStep: 'cv', finished: false });
    });

    it('answers 401 when signed out, and 403 without the CSRF token or from another origin', async () => {
      const { session } = await signedIn();
      const payload = { headline: 'Hacked' };
      expect((await call('PATCH', '/api/profile', { payload })).statusCode).toBe(401);
      const noToken = await call('PATCH', '/api/profile', { session, payload, csrf: false });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json().code).toBe('csrf_token');
      const foreign = await call('PATCH', '/api/profile', { session, payload, origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().code).toBe('csrf_origin');
      expect((await call('GET', '/api/profile', { session })).json().headline).toBeNull();
    });
  });

  describe('/api/profile/cv', () => {
    it('stores an uploaded PDF in the database and gives it back only as a download', async () => {
      const { user, session } = await signedIn();
      const response = await uploadCv(session, 'Životopis Jana.pdf', PDF);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        fileName: 'Životopis Jana.pdf',
        mediaType: 'application/pdf',
        size: PDF.length,
        uploadedAt: expect.any(String),
      });
      expect(await count('profile_cvs', user.id)).toBe(1);
      expect((await call('GET', '/api/profile', { session })).json().cv).toEqual(response.json());

      const download = await call('GET', '/api/profile/cv', { session });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="Zivotopis Jana.pdf"; filename*=UTF-8''${encodeURIComponent('Životopis Jana.pdf')}`,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['cache-control']).toBe('private, no-store');
      expect(download.headers['content-security-policy']).toContain('sandbox');
    });

    it.each([
      ['cv.doc', DOC, 'application/msword'],
      ['cv.DOCX', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ])('accepts %s by its content', async (fileName, content, mediaType) => {
      const { session } = await signedIn();
      // The browser's claimed type does not matter: the bytes decide.
      const response = await uploadCv(session, fileName, content, { type: 'application/octet-stream' });
      expect(response.statusCode).toBe(200);
      expect(response.json().mediaType).toBe(mediaType);
      expect((await call('GET', '/api/profile/cv', { session })).headers['content-type']).toBe(mediaType);
    });

    it.each([
      ['an HTML page named .pdf', 'cv.pdf', HTML],
      ['a ZIP that is not a Word document', 'cv.docx', ZIP_NOT_WORD],
      ['a PDF named .docx', 'cv.docx', PDF],
      ['a PDF named .exe', 'cv.exe', PDF],
      ['a PDF without an extension', 'cv', PDF],
      ['an empty file', 'cv.pdf', Buffer.alloc(0)],
    ])('refuses %s with 415 cv_unsupported_type and keeps the CV it had', async (_label, fileName, content) => {
      const { user, session } = await signedIn();
      expect((await uploadCv(session, 'first.pdf', PDF)).statusCode).toBe(200);
      const response = await uploadCv(session, fileName, content);
      expect(response.statusCode).toBe(415);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ code: 'cv_unsupported_type' });
      expect(await count('profile_cvs', user.id)).toBe(1);
      expect((await call('GET', '/api/profile', { session })).json().cv.fileName).toBe('first.pdf');
    });

    it('refuses a file over 5 MB with 413 cv_too_large', async () => {
      const { user, session } = await signedIn();
      const big = Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES + 1 - PDF.length, 0x20)]);
      const response = await uploadCv(session, 'big.pdf', big);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'cv_too_large' });
      expect(await count('profile_cvs', user.id)).toBe(0);
      // Exactly 5 MB is fine.
      expect((await uploadCv(session, 'max.pdf', big.subarray(0, CV_MAX_BYTES))).statusCode).toBe(200);
    });

    it('refuses a body that is not multipart with 415 cv_not_multipart, and a form without a file with 422', async () => {
      const { session } = await signedIn();
      const json = await call('PUT', '/api/profile/cv', { session, payload: { file: 'cv.pdf' } });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toMatchObject({ code: 'cv_not_multipart' });
      const raw = await call('PUT', '/api/profile/cv', { session, payload: PDF, headers: { 'content-type': 'application/pdf' } });
      expect(raw.statusCode).toBe(415);
      expect(raw.json()).toMatchObject({ code: 'cv_not_multipart' });

      const boundary = '----raketa-empty';
      const empty = await call('PUT', '/api/profile/cv', {
        session,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'file', code: 'required' }] });
    });

    // Issue 20: the first file used to be stored and the rest ignored.
    it('refuses a second file part with 413 and a file under another field name with 422, keeping the CV it had', async () => {
      const { user, session } = await signedIn();
      expect((await uploadCv(session, 'first.pdf', PDF)).statusCode).toBe(200);
      const boundary = '----raketa-two-files';
      const filePart = (name: string, fileName: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n${PDF.toString('latin1')}\r\n`;
      const send = (parts: string[]) =>
        call('PUT', '/api/profile/cv', {
          session,
          payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'latin1'),
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        });

      const two = await send([filePart('file', 'one.pdf'), filePart('file', 'two.pdf')]);
      expect(two.statusCode).toBe(413);
      expect(two.json()).toMatchObject({ code: 'cv_too_many_parts' });
      const other = await send([filePart('attachment', 'other.pdf')]);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'attachment', code: 'unexpected_file' }] });
      const otherFirst = await send([filePart('attachment', 'other.pdf'), filePart('file', 'second.pdf')]);
      expect(otherFirst.statusCode).toBe(422);
      const nul = await send([filePart('file', 'cv\u0000.pdf')]);
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toMatchObject({ code: 'invalid_input', errors: [{ field: 'file', code: 'nul_character' }] });

      expect(await count('profile_cvs', user.id)).toBe(1);
      expect((await call('GET', '/api/profile', { session })).json().cv.fileName).toBe('first.pdf');
    });

    it('replaces the CV with a new upload, and deletes it', async () => {
      const { user, session } = await signedIn();
      await uploadCv(session, 'old.pdf', PDF);
      const replaced = await uploadCv(session, 'new.doc', DOC);
      expect(replaced.json().fileName).toBe('new.doc');
      expect(await count('profile_cvs', user.id)).toBe(1);
      expect((await call('GET', '/api/profile/cv', { session })).rawPayload.equals(DOC)).toBe(true);

      expect((await call('DELETE', '/api/profile/cv', { session })).statusCode).toBe(204);
      expect(await count('profile_cvs', user.id)).toBe(0);
      expect((await call('GET', '/api/profile', { session })).json().cv).toBeNull();
      const gone = await call('GET', '/api/profile/cv', { session });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ code: 'cv_not_found' });
      expect((await call('DELETE', '/api/profile/cv', { session })).statusCode).toBe(404);
    });

    it('never shows one user’s CV to another', async () => {
      const owner = await signedIn();
      const other = await signedIn();
      await uploadCv(owner.session, 'owner.pdf', PDF);
      const response = await call('GET', '/api/profile/cv', { session: other.session });
      expect(response.statusCode).toBe(404);
      expect(response.rawPayload.includes(PDF)).toBe(false);
      expect((await call('GET', '/api/profile/cv')).statusCode).toBe(401);
      // Nor can the other user delete it.
      expect((await call('DELETE', '/api/profile/cv', { session: other.session })).statusCode).toBe(404);
      expect(await count('profile_cvs', owner.user.id)).toBe(1);
    });

    it('needs a session and the CSRF token to upload or delete', async () => {
      const { user, session } = await signedIn();
      const noToken = await uploadCv(session, 'cv.pdf', PDF, { csrf: false });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json().code).toBe('csrf_token');
      const signedOut = upload('cv.pdf', PDF);
      expect(
        (await call('PUT', '/api/profile/cv', { payload: signedOut.payload, headers: { 'content-type': signedOut.contentType } })).statusCode,
      ).toBe(401);
      expect(await count('profile_cvs', user.id)).toBe(0);
      await uploadCv(session, 'cv.pdf', PDF);
      expect((await call('DELETE', '/api/profile/cv', { session, csrf: false })).statusCode).toBe(403);
      expect(await count('profile_cvs', user.id)).toBe(1);
    });
  });

  describe('POST /api/profile/password', () => {
    const change = (session: string, payload: Record<string, unknown>, options: { csrf?: boolean } = {}) =>
      call('POST', '/api/profile/password', { session, payload, ...options });

    it('sets the new password and ends every other session of the user, not this one', async () => {
      const { user, session } = await signedIn();
      const elsewhere = await signIn(user.email);
      await ctx.db.query(
        `insert into password_reset_tokens (token_hash, user_id, created_at, expires_at) values ($1, $2, now(), now() + interval '1 hour')`,
        ['a'.repeat(64), user.id],
      );
      const response = await change(session, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(204);

      expect((await call('GET', '/api/profile', { session })).statusCode).toBe(200);
      expect((await call('GET', '/api/profile', { session: elsewhere })).statusCode).toBe(401);
      expect(await count('sessions', user.id)).toBe(1);
      // A reset link mailed for the old password no longer works.
      expect(await count('password_reset_tokens', user.id)).toBe(0);

      const oldSignIn = await postForm(
        ctx.app,
        '/prihlasit',
        { username: user.email, password: PASSWORD, back: '/' },
        { headers: { 'x-forwarded-for': freshIp() } },
      );
      expect(oldSignIn.headers.location).toMatch(/error=wrong_credentials/);
      await signIn(user.email, NEW_PASSWORD);
    });

    it.each([
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'currentPassword', 'required'],
      [{ currentPassword: 'not my password', newPassword: NEW_PASSWORD }, 'currentPassword', 'wrong_password'],
      [{ currentPassword: PASSWORD, newPassword: '' }, 'newPassword', 'required'],
      [{ currentPassword: PASSWORD, newPassword: 'short' }, 'newPassword', 'password_too_short'],
      [{ currentPassword: PASSWORD, newPassword: 'qwertyuiop' }, 'newPassword', 'password_too_common'],
      [{ currentPassword: PASSWORD, newPassword: 'x'.repeat(1025) }, 'newPassword', 'password_too_long'],
    ])('answers 422 for %j (%s: %s) and keeps the password', async (payload, field, code) => {
      const { user, session } = await signedIn();
      const response = await change(session, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [{ field, code }] });
      await signIn(user.email, PASSWORD);
    });

    it('lets a social-only account set its first password without a current one', async () => {
      const { user, session } = await signedIn();
      await ctx.db.query('update users set password_hash = null where id = $1', [user.id]);
      expect((await change(session, { newPassword: NEW_PASSWORD })).statusCode).toBe(204);
      await signIn(user.email, NEW_PASSWORD);
    });

    it('answers 429 too_many_attempts after 5 wrong current passwords a minute', async () => {
      const { session } = await signedIn();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await change(session, { currentPassword: 'wrong guess', newPassword: NEW_PASSWORD })).statusCode).toBe(422);
      }
      const response = await change(session, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(429);
      expect(response.json().code).toBe('too_many_attempts');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('answers 401 when signed out and 403 without the CSRF token', async () => {
      const { user, session } = await signedIn();
      expect((await call('POST', '/api/profile/password', { payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } })).statusCode).toBe(
        401,
      );
      expect((await change(session, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, { csrf: false })).statusCode).toBe(403);
      await signIn(user.email, PASSWORD);
    });
  });

  describe('DELETE /api/profile', () => {
    it('deletes the account with everything attached, ends its sessions and clears the cookie', async () => {
      const { user, session } = await signedIn();
      const elsewhere = await signIn(user.email);
      await call('PATCH', '/api/profile', { session, payload: { headline: 'Leaving', fields: ['sales'] } });
      await uploadCv(session, 'cv.pdf', PDF);
      await ctx.db.query(
        `insert into password_reset_tokens (token_hash, user_id, created_at, expires_at) values ($1, $2, now(), now() + interval '1 hour')`,
        ['b'.repeat(64), user.id],
      );

      const response = await call('DELETE', '/api/profile', { session, payload: { password: PASSWORD } });
      expect(response.statusCode).toBe(204);
      const cleared = setCookies(response).raketa_session;
      expect(cleared?.value).toBe('');

      const { rows } = await ctx.db.query('select 1 from users where id = $1', [user.id]);
      expect(rows).toEqual([]);
      for (const table of ['sessions', 'profiles', 'profile_cvs', 'password_reset_tokens']) {
        expect(await count(table, user.id)).toBe(0);
      }
      expect((await call('GET', '/api/profile', { session: elsewhere })).statusCode).toBe(401);
      expect((await call('GET', '/api/me', { session })).json().user).toBeNull();
    });

    it('refuses without the right password (422) and keeps the account', async () => {
      const { user, session } = await signedIn();
      const missing = await call('DELETE', '/api/profile', { session, payload: {} });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual([{ field: 'password', code: 'required', message: expect.any(String) }]);
      const wrong = await call('DELETE', '/api/profile', { session, payload: { password: 'guess' } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors[0]).toMatchObject({ field: 'password', code: 'wrong_password' });
      expect(await count('sessions', user.id)).toBe(1);
    });

    it('asks a social-only account to type its e-mail instead', async () => {
      const { user, session } = await signedIn();
      await ctx.db.query('update users set password_hash = null where id = $1', [user.id]);
      expect((await call('GET', '/api/profile', { session })).json().hasPassword).toBe(false);
      const mismatch = await call('DELETE', '/api/profile', { session, payload: { confirmation: 'someone@else.cz' } });
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json().errors[0]).toMatchObject({ field: 'confirmation', code: 'confirmation_mismatch' });
      const response = await call('DELETE', '/api/profile', { session, payload: { confirmation: ` ${user.email.toUpperCase()} ` } });
      expect(response.statusCode).toBe(204);
      expect(await count('sessions', user.id)).toBe(0);
    });

    it('answers 401 when signed out and 403 without the CSRF token', async () => {
      const { user, session } = await signedIn();
      expect((await call('DELETE', '/api/profile', { payload: { password: PASSWORD } })).statusCode).toBe(401);
      const forged = await call('DELETE', '/api/profile', { session, payload: { password: PASSWORD }, csrf: false });
      expect(forged.statusCode).toBe(403);
      const { rows } = await ctx.db.query('select 1 from users where id = $1', [user.id]);
      expect(rows).toHaveLength(1);
    });
  });
});
