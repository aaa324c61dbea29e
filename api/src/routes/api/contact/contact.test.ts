import { CONTACT_PER_IP } from '../../../contact/contact';
import { CONTACT_LIMITS } from '../../../contact/contact-validation';
import { readOutbox } from '../../../mail/mailer';
import { cookieHeader, csrfToken, EN_SITE, signedInUser, SITE, uniqueEmail } from '../../../testing/auth';
import { drainQueue } from '../../../testing/queue';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const NOW = '2025-06-02T10:00:00.000Z';

describe.each(testDrivers)('POST /api/contact on %s', (driver) => {
  const { ctx, advance } = withTestApp(driver, NOW);

  // Each message from its own client address unless a test says otherwise, so the limit stays out of the way.
  let ipCounter = 0;
  const freshIp = () => `10.70.${Math.floor(ipCounter / 200)}.${((ipCounter += 1) % 200) + 1}`;

  const valid = (overrides: Record<string, unknown> = {}) => ({
    name: 'Jana Nováková',
    email: uniqueEmail('writer'),
    subject: 'company',
    message: 'Dobrý den, rádi bychom inzerovali na Raketě.',
    locale: 'cs',
    ...overrides,
  });

  const send = async (
    body: unknown,
    options: { ip?: string; csrf?: 'none' | 'wrong' | 'ok'; origin?: string; session?: string; english?: boolean } = {},
  ) => {
    const token = await csrfToken(ctx.app);
    const csrf = options.csrf ?? 'ok';
    return ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        host: options.english ? 'en.localhost:3000' : 'localhost:3000',
        origin: options.origin ?? (options.english ? EN_SITE : SITE),
        'content-type': 'application/json',
        'x-forwarded-for': options.ip ?? freshIp(),
        cookie: cookieHeader({ raketa_csrf: token, raketa_session: options.session }),
        ...(csrf === 'none' ? {} : { 'x-csrf-token': csrf === 'wrong' ? 'x'.repeat(43) : token }),
      },
      payload: JSON.stringify(body),
    });
  };

  const stored = async () =>
    (
      await ctx.db.query<{ id: number; name: string; email: string; subject: string; message: string; locale: string; user_id: number | null }>(
        'select id, name, email, subject, message, locale, user_id from contact_messages order by id',
      )
    ).rows;

  const mailsTo = async (address: string) => {
    await drainQueue(ctx.app);
    return (await readOutbox(ctx.app.config.mailOutboxDir)).filter((entry) => entry.to === address);
  };

  const fieldErrors = (response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = response.json<{ code: string; errors: { field: string; code: string; message: string }[] }>();
    expect(body.code).toBe('validation_failed');
    return Object.fromEntries(body.errors.map((error) => [error.field, error.code]));
  };

  it('stores the message, mails it to CONTACT_EMAIL with Reply-To the sender, and confirms to the sender in their language', async () => {
    const email = uniqueEmail('Petr.Writer');
    const response = await send(
      valid({ name: '  Petr Svoboda ', email, subject: 'media', message: '  Chystáme článek o startupech.\nMáte chvilku?  ', locale: 'en' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { id } = response.json<{ id: number }>();

    const row = (await stored()).find((entry) => entry.id === id);
    expect(row).toEqual({
      id,
      name: 'Petr Svoboda',
      email,
      subject: 'media',
      message: 'Chystáme článek o startupech.\nMáte chvilku?',
      locale: 'en',
      user_id: null,
    });

    const [team] = await mailsTo('kontakt@raketa.test');
    expect(team).toBeDefined();
    expect(team!.headers).toEqual({ 'Reply-To': email });
    expect(team!.subject).toBe('Kontaktní formulář (Média a spolupráce): Petr Svoboda');
    expect(team!.text).toContain('Chystáme článek o startupech.\nMáte chvilku?');
    expect(team!.text).toContain(`Číslo zprávy: ${id}`);

    const confirmation = await mailsTo(email);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.subject).toBe('Your message to Raketa');
    expect(confirmation[0]!.text).toContain('Hello Petr Svoboda,');
    expect(confirmation[0]!.text).toContain('Chystáme článek o startupech.');
    expect(confirmation[0]!.html).toContain('lang="en"');
  });

  it('confirms in Czech to a Czech sender and escapes what they wrote in the HTML', async () => {
    const email = uniqueEmail('cs-writer');
    const response = await send(valid({ email, message: '<script>alert(1)</script> dobrý den', locale: 'cs' }));
    expect(response.statusCode).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Vaše zpráva pro Raketu');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).not.toContain('<script>');
  });

  it('keeps the signed-in sender’s account with the message', async () => {
    const { user, session } = await signedInUser(ctx.app);
    const response = await send(valid(), { session });
    expect(response.statusCode).toBe(201);
    const row = (await stored()).find((entry) => entry.id === response.json<{ id: number }>().id);
    expect(row!.user_id).toBe(user.id);
  });

  it('keeps the message when a mail fails, and sends it on the retry', async () => {
    const address = uniqueEmail('retried');
    await drainQueue(ctx.app);
    const send_ = jest.spyOn(ctx.app.mailer, 'send').mockRejectedValue(new Error('SMTP down'));
    const error = jest.spyOn(ctx.app.log, 'error');
    try {
      const response = await send({ ...valid(), email: address });
      expect(response.statusCode).toBe(201);
      await drainQueue(ctx.app);
      expect((await stored()).some((row) => row.id === response.json<{ id: number }>().id)).toBe(true);
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ queue: 'contact-notification-mail', attempt: 1 }), 'job failed');
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ queue: 'contact-confirmation-mail', attempt: 1 }), 'job failed');
    } finally {
      send_.mockRestore();
      error.mockRestore();
    }
    expect(await mailsTo(address)).toEqual([]);
    // The retries wait 30 s or more; run them now.
    await drainQueue(ctx.app, { includeDelayed: true });
    expect(await mailsTo(address)).toHaveLength(1);
  });

  it('requires every field and lists each with its first failing rule', async () => {
    const before = (await stored()).length;
    expect(fieldErrors(await send({}))).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
      locale: 'required',
    });
    expect(fieldErrors(await send({ name: '  ', email: ' ', subject: '', message: '   ', locale: '' }))).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
      locale: 'required',
    });
    expect((await stored()).length).toBe(before);
  });

  it('checks the name length (1 to 200 characters)', async () => {
    expect((await send(valid({ name: 'Ž'.repeat(CONTACT_LIMITS.name) }))).statusCode).toBe(201);
    expect(fieldErrors(await send(valid({ name: 'Ž'.repeat(CONTACT_LIMITS.name + 1) })))).toEqual({ name: 'too_long' });
  });

  it('checks the e-mail address', async () => {
    for (const email of [
      'jana',
      'jana@',
      '@example.com',
      'jana@example',
      'ja na@example.com',
      'jana@exa mple.com',
      '<jana@example.com>',
      'jana@example.com.',
    ]) {
      expect(fieldErrors(await send(valid({ email })))).toEqual({ email: 'invalid_email' });
    }
    expect(fieldErrors(await send(valid({ email: `${'a'.repeat(250)}@example.com` })))).toEqual({ email: 'too_long' });
  });

  it('takes only the offered subjects and locales', async () => {
    for (const subject of ['candidate', 'company', 'media', 'other']) expect((await send(valid({ subject }))).statusCode).toBe(201);
    expect(fieldErrors(await send(valid({ subject: 'sales', locale: 'de' })))).toEqual({ subject: 'invalid_choice', locale: 'invalid_choice' });
    expect(fieldErrors(await send(valid({ subject: 'Company' })))).toEqual({ subject: 'invalid_choice' });
  });

  it('checks the message length (10 to 5000 characters, trimmed)', async () => {
    expect(fieldErrors(await send(valid({ message: '  123456789  ' })))).toEqual({ message: 'too_short' });
    expect((await send(valid({ message: '1234567890' }))).statusCode).toBe(201);
    expect((await send(valid({ message: 'ř'.repeat(CONTACT_LIMITS.message) }))).statusCode).toBe(201);
    expect(fieldErrors(await send(valid({ message: 'ř'.repeat(CONTACT_LIMITS.message + 1) })))).toEqual({ message: 'too_long' });
  });

  it('refuses values that are not text, unknown fields and a body that is not an object', async () => {
    expect(fieldErrors(await send(valid({ name: 42, message: ['a'] })))).toEqual({ name: 'invalid_type', message: 'invalid_type' });
    expect(fieldErrors(await send(valid({ website: 'https://spam.example' })))).toEqual({ website: 'unknown_field' });
    expect(fieldErrors(await send(['not', 'an', 'object']))).toEqual({ body: 'invalid_type' });
  });

  it('refuses a request without the CSRF token or from another site, and stores nothing', async () => {
    const before = (await stored()).length;
    const missing = await send(valid(), { csrf: 'none' });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'csrf_token' });
    expect((await send(valid(), { csrf: 'wrong' })).json()).toMatchObject({ code: 'csrf_token' });
    const foreign = await send(valid(), { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'csrf_origin' });
    expect((await stored()).length).toBe(before);
  });

  it(`allows ${CONTACT_PER_IP.limit} messages an hour from one address, then answers 429 with Retry-After`, async () => {
    const ip = '10.71.0.1';
    // Invalid attempts do not count.
    expect((await send(valid({ email: 'nope' }), { ip })).statusCode).toBe(422);
    for (let n = 0; n < CONTACT_PER_IP.limit; n += 1) expect((await send(valid(), { ip })).statusCode).toBe(201);
    const before = (await stored()).length;
    const refused = await send(valid(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await stored()).length).toBe(before);
    // Another address is not affected; the next hour this one may write again.
    expect((await send(valid(), { ip: '10.71.0.2' })).statusCode).toBe(201);
    advance(CONTACT_PER_IP.windowMs);
    expect((await send(valid(), { ip })).statusCode).toBe(201);
  });
});
