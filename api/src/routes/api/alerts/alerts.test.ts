import { readOutbox, type OutboxEntry } from '../../../mail/mailer';
import { alertListUrl, runAlerts, PUBLICATION_LAG_MS } from '../../../alerts/alerts';
import { parseJobSearch } from '../../../jobs/job-search';
import { sweepExpired } from '../../../lib/cleanup';
import { createUnsubscribeToken } from '../../../newsletter/unsubscribe';
import { signedInAdmin } from '../../../testing/admin';
import { cookieHeader, createUser, csrfToken, postForm, PASSWORD, setCookies, SITE, uniqueEmail } from '../../../testing/auth';
import { insertCompany, insertJob } from '../../../testing/job-board';
import { drainQueue } from '../../../testing/queue';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDrivers)('job alerts on %s', (driver) => {
  // Tuesday 6 May 2031, 12:00 in Prague.
  const { ctx, now, advance } = withTestApp(driver, '2031-05-06T10:00:00.000Z');

  let ipCounter = 0;
  const freshIp = () => `198.51.100.${(ipCounter += 1)}`;

  const signIn = async (email = uniqueEmail('alerts')) => {
    const user = await createUser(ctx.app, { email });
    const response = await postForm(
      ctx.app,
      '/login',
      { username: email, password: PASSWORD, back: '/' },
      { headers: { 'x-forwarded-for': freshIp() } },
    );
    const session = setCookies(response).raketa_session?.value;
    if (!session) throw new Error(`sign-in answered ${response.statusCode}`);
    return { user, session, email };
  };

  const send = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: unknown, session?: string, ip = freshIp()) => {
    const token = await csrfToken(ctx.app);
    return ctx.app.inject({
      method,
      url,
      headers: {
        origin: SITE,
        'x-forwarded-for': ip,
        'x-csrf-token': token,
        cookie: cookieHeader({ raketa_session: session, raketa_csrf: token }),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
  const create = (payload: object, session?: string, ip?: string) => send('POST', '/api/alerts', payload, session, ip);
  const list = async (session: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/me/alerts', headers: { cookie: cookieHeader({ raketa_session: session }) } })).json<{
      items: { id: number; name: string; status: string; kind: string; frequency: string; query: Record<string, string> }[];
    }>().items;

  /** Runs the alerts at the app's time, then the mails they enqueued; answers the new mails to `email`. */
  const seen = new Set<string>();
  const mailsTo = async (email: string): Promise<OutboxEntry[]> => {
    await drainQueue(ctx.app);
    const fresh = (await readOutbox(ctx.app.config.mailOutboxDir)).filter((mail) => mail.to === email && !seen.has(mail.id));
    for (const mail of fresh) seen.add(mail.id);
    return fresh;
  };
  const run = () => runAlerts(ctx.db, ctx.app.queue, now());

  let company: { id: number; slug: string };
  beforeAll(async () => {
    company = await insertCompany(ctx.db, { name: 'Raketové motory' });
  });
  /** A job published a second from now (the run sees it once the publication lag has passed). */
  const publish = (values: Omit<Parameters<typeof insertJob>[1], 'companyId'> = {}) => {
    advance(1000);
    return insertJob(ctx.db, { companyId: company.id, publishedAt: now(), ...values });
  };
  const afterLag = () => advance(PUBLICATION_LAG_MS + MINUTE);

  it('creates an alert from the list filters, validated as the list validates them', async () => {
    const { session } = await signIn();
    const created = await create(
      { query: { fields: 'development', q: '  python ', locations: 'praha' }, frequency: 'instant', language: 'cs' },
      session,
    );
    expect(created.statusCode).toBe(201);
    const alert = created.json();
    expect(alert).toMatchObject({
      status: 'active',
      kind: 'search',
      frequency: 'instant',
      language: 'cs',
      query: { q: 'python', fields: 'development', locations: 'praha' },
    });
    expect(alert.name).toBe('„python“, Vývoj, Praha');
    expect((await list(session)).map((item) => item.id)).toEqual([alert.id]);

    const english = await create({ query: { workModes: 'remote' }, frequency: 'daily', language: 'en' }, session);
    expect(english.json().name).toBe('Remote');

    for (const [query, field] of [
      [{ fields: 'cooking' }, 'query.fields'],
      [{ unknown: 'x' }, 'query.unknown'],
      [{ salaryMin: '-5' }, 'query.salaryMin'],
    ] as const) {
      const refused = await create({ query, frequency: 'daily', language: 'cs' }, session);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([expect.objectContaining({ field })]);
    }
    const badFrequency = await create({ query: {}, frequency: 'hourly', language: 'cs' }, session);
    expect(badFrequency.statusCode).toBe(422);
    expect(badFrequency.json().errors).toEqual([expect.objectContaining({ field: 'frequency' })]);
    const visitorWithoutEmail = await create({ query: {}, frequency: 'daily', language: 'cs' });
    expect(visitorWithoutEmail.statusCode).toBe(422);
    expect(visitorWithoutEmail.json().errors).toEqual([expect.objectContaining({ field: 'email' })]);
  });

  it('mails an instant alert the new jobs the list would show, once, with a one-click unsubscribe', async () => {
    const { session, email } = await signIn();
    const alert = (await create({ query: { fields: 'design', q: 'ilustrator' }, frequency: 'instant', language: 'cs' }, session)).json();
    await publish({ title: 'Starší ilustrátor', fields: ['design'], publishedAt: new Date(now().getTime() - MINUTE) });
    advance(MINUTE);
    // Diacritics folded and words matched by prefix, as the list does; a specialisation matches its field.
    const match = await publish({
      title: 'Ilustrátorka knih',
      fields: ['design.graphic'],
      salary: { min: 50000, max: 70000, currency: 'CZK', period: 'month' },
    });
    await publish({ title: 'Ilustrátor', fields: ['marketing'] });
    await publish({ title: 'Grafik', fields: ['design'] });
    afterLag();
    expect(await run()).toMatchObject({ mails: expect.any(Number) });
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail!.subject).toContain('Nová nabídka');
    expect(mail!.text).toContain('Ilustrátorka knih');
    expect(mail!.text).toContain('Raketové motory · Praha, Hybridně');
    expect(mail!.text).toMatch(/50\s000–70\s000 CZK měsíčně/);
    expect(mail!.text).toContain(`/nabidka/${match.id}/`);
    expect(mail!.text).not.toContain('Starší');
    expect(mail!.text).not.toContain('Grafik');
    expect(mail!.text).toContain('http://localhost:3000/nabidky/design?q=ilustrator');
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Exactly once: a second run finds nothing new.
    advance(5 * MINUTE);
    await run();
    expect(await mailsTo(email)).toEqual([]);

    // The one-click POST as a mail provider sends it: no cookie, no CSRF, a form body.
    const oneClick = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const url = new URL(oneClick);
    const post = (path: string) =>
      ctx.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const token = url.searchParams.get('token')!;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    // The page's read-only check names the alert, and changes nothing.
    const check = (value: string) => ctx.app.inject({ method: 'GET', url: `/api/alerts/unsubscribe/check?token=${encodeURIComponent(value)}` });
    const checked = await check(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.headers['cache-control']).toBe('no-store');
    expect(checked.json()).toEqual({ alert: { name: alert.name, frequency: alert.frequency } });
    expect((await check(tampered)).json()).toMatchObject({ status: 400, code: 'alert_token_invalid' });
    expect((await check('nonsense')).statusCode).toBe(400);
    expect((await post(`/api/alerts/unsubscribe?token=${encodeURIComponent(tampered)}`)).statusCode).toBe(400);
    expect((await post(`/api/alerts/unsubscribe?token=${encodeURIComponent(`${alert.id + 1}.${token.split('.')[1]}`)}`)).json()).not.toEqual({
      unsubscribed: true,
    });
    const done = await post(`${url.pathname}${url.search}`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ unsubscribed: true });
    expect((await post(`${url.pathname}${url.search}`)).json()).toEqual({ unsubscribed: false });
    expect((await check(token)).json()).toEqual({ alert: null });
    expect(await list(session)).toEqual([]);
    // A GET changes nothing: it leads to the alerts page.
    const get = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toMatch(/^\/nastaveni\/hlidaci-pes\?unsubscribe=/);
  });

  it('sends no mail when nothing matched, and nothing for a paused alert', async () => {
    const { session, email } = await signIn();
    const alert = (await create({ query: { fields: 'cofounder' }, frequency: 'instant', language: 'cs' }, session)).json();
    await publish({ title: 'Nic pro právníky', fields: ['development'] });
    afterLag();
    await run();
    expect(await mailsTo(email)).toEqual([]);

    const paused = await send('PATCH', `/api/me/alerts/${alert.id}`, { paused: true, name: 'Právo' }, session);
    expect(paused.json()).toMatchObject({ status: 'paused', name: 'Právo' });
    await publish({ title: 'Právník', fields: ['cofounder'] });
    afterLag();
    await run();
    expect(await mailsTo(email)).toEqual([]);
    // Resumed: from now on, not the jobs of the pause.
    expect((await send('PATCH', `/api/me/alerts/${alert.id}`, { paused: false }, session)).json()).toMatchObject({ status: 'active' });
    await run();
    expect(await mailsTo(email)).toEqual([]);
    await publish({ title: 'Právnička', fields: ['cofounder'] });
    afterLag();
    await run();
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Nová nabídka: Právo']);
    expect(mails[0]!.text).not.toContain('Právník');
  });

  it('mails one alert once when two runs go at the same time', async () => {
    const { session, email } = await signIn();
    await create({ query: { fields: 'sales' }, frequency: 'instant', language: 'en' }, session);
    await publish({ title: 'Account executive', fields: ['sales'], language: 'en' });
    // The same filters, watched from after the publication: matched once with the first, mailed nothing.
    const later = await signIn();
    advance(1000);
    await create({ query: { fields: 'sales' }, frequency: 'instant', language: 'en' }, later.session);
    afterLag();
    // An alert saved with a code that has since left the lists matches nothing and stops no one's mail.
    await ctx.db.query(
      `insert into job_alerts (email, query, name, frequency, language, status, watermark, unsubscribe_key, created_at, updated_at)
       values ('old@example.com', '{"fields": "retired-field"}', 'Old', 'instant', 'cs', 'active', $1, '\\x00', $1, $1)`,
      [new Date(now().getTime() - DAY).toISOString()],
    );
    const results = await Promise.all([run(), run(), run()]);
    expect(results.reduce((sum, result) => sum + result.mails, 0)).toBe(1);
    expect(await mailsTo(later.email)).toEqual([]);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    // In the alert's language.
    expect(mails[0]!.subject).toBe('A new job: Sales');
    expect(mails[0]!.text).toContain('http://en.localhost:3000/job/');
  });

  it('matches exactly the jobs the list shows for the same parameters', async () => {
    const own = await insertCompany(ctx.db, { name: 'Srovnávací firma' });
    const jobs = [
      {
        title: 'Vývojář v Pythonu',
        fields: ['development.backend'],
        seniority: 'senior',
        workMode: 'remote',
        locations: ['brno'],
        technologies: ['python'],
      },
      {
        title: 'Frontend developer',
        fields: ['development.frontend'],
        language: 'en',
        technologies: ['react'],
        salary: { min: 80000, max: 90000, currency: 'CZK', period: 'month' },
      },
      { title: 'Designérka', fields: ['design'], description: '<p>Práce s Figmou a uživatelským výzkumem.</p>', workMode: 'onsite' },
      { title: 'Účetní', fields: ['operations'], locations: ['praha', 'ostrava'], jobTypes: ['part-time'] },
      { title: 'Expirovaný vývojář', fields: ['development'], validUntil: new Date(now().getTime() - DAY) },
    ] satisfies Omit<Parameters<typeof insertJob>[1], 'companyId'>[];
    const ids = [];
    for (const job of jobs) ids.push((await insertJob(ctx.db, { companyId: own.id, publishedAt: now(), ...job })).id);
    const queries: Record<string, string>[] = [
      { company: own.slug },
      { company: own.slug, fields: 'development' },
      { company: own.slug, q: 'vyvojar' },
      { company: own.slug, q: 'vývojář pyth' },
      { company: own.slug, q: 'figmou' },
      { company: own.slug, workModes: 'remote,onsite', seniorities: 'senior,medior' },
      { company: own.slug, locations: 'ostrava', jobTypes: 'part-time' },
      { company: own.slug, languages: 'en', salaryMin: '85000' },
      { company: own.slug, technologies: 'python,react' },
    ];
    const sizes = [];
    for (const [index, query] of queries.entries()) {
      const listed = await ctx.app.jobsRepository.list(parseJobSearch(query), now());
      const matched = await ctx.app.jobsRepository.alertMatches([{ id: index + 1, filters: parseJobSearch(query) }], ids, now());
      expect(matched.map((match) => match.jobId).sort()).toEqual(listed.items.map((item) => item.id).sort());
      sizes.push(matched.length);
    }
    expect(sizes).toEqual([4, 2, 1, 1, 1, 2, 1, 1, 2]);
  });

  it('mails a job when it is first published, not again when it is renewed', async () => {
    const { session, email } = await signIn();
    await create({ query: { fields: 'operations' }, frequency: 'instant', language: 'cs' }, session);
    const job = await publish({ title: 'Provozní', fields: ['operations'] });
    afterLag();
    await run();
    expect(await mailsTo(email)).toHaveLength(1);
    // A renewal publishes it again.
    advance(MINUTE);
    await ctx.db.query('update jobs set published_at = $2 where id = $1', [job.id, now().toISOString()]);
    afterLag();
    await run();
    expect(await mailsTo(email)).toEqual([]);
  });

  it('sends a daily alert once a day from 8:00 in Prague, and catches up after downtime in one mail', async () => {
    const { session, email } = await signIn();
    await create({ query: { fields: 'analytics' }, frequency: 'daily', language: 'cs' }, session);
    await publish({ title: 'Účetní 1', fields: ['analytics'] });
    afterLag();
    await run();
    expect(await mailsTo(email)).toEqual([]);
    // Wednesday 7:59 in Prague: still Tuesday's period.
    advance(new Date('2031-05-07T05:59:00Z').getTime() - now().getTime());
    await run();
    expect(await mailsTo(email)).toEqual([]);
    advance(2 * MINUTE);
    await run();
    await run();
    const [wednesday, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(wednesday!.text).toContain('Účetní 1');

    // Down from Wednesday to Saturday: jobs of three days come in one mail, none twice.
    await publish({ title: 'Účetní 2', fields: ['analytics'] });
    advance(DAY);
    await publish({ title: 'Účetní 3', fields: ['analytics'] });
    advance(2 * DAY);
    await run();
    await run();
    const [catchUp, ...again] = await mailsTo(email);
    expect(again).toEqual([]);
    expect(catchUp!.subject).toBe('Nové nabídky (2): Analytika');
    expect(catchUp!.text).not.toContain('Účetní 1');
    expect(catchUp!.text.indexOf('Účetní 3')).toBeLessThan(catchUp!.text.indexOf('Účetní 2'));
    advance(DAY);
    await run();
    expect(await mailsTo(email)).toEqual([]);
  });

  it('mails at most 20 jobs with a link to the rest, and only jobs still open when the mail is built', async () => {
    const { session, email } = await signIn();
    await create({ query: { fields: 'management' }, frequency: 'instant', language: 'cs' }, session);
    const jobs = [];
    for (let index = 0; index < 23; index += 1) jobs.push(await publish({ title: `Náborář ${index}`, fields: ['management'] }));
    afterLag();
    await run();
    // Closed after the run, before its mail went.
    await ctx.db.query(`update jobs set status = 'closed' where id = $1`, [jobs[22]!.id]);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Nové nabídky (22): Management');
    expect(mail!.text).not.toContain('Náborář 22');
    expect(mail!.text).toContain('A další (3) v seznamu nabídek:');
    expect(mail!.text.match(/Náborář \d+/g)).toHaveLength(19);
    // The link to the rest is the list page's own address for the filters (its parameter names, not the API's).
    expect(mail!.text).toContain('http://localhost:3000/nabidky/management\n');
    expect(alertListUrl(ctx.app.config, 'en', { fields: 'development', q: 'python', locations: 'praha,brno', salaryMin: '50000' })).toBe(
      'http://en.localhost:3000/jobs/development?q=python&location=praha,brno&salary=50000',
    );

    // All closed: no mail.
    await publish({ title: 'Personalista', fields: ['management'] });
    afterLag();
    await run();
    await ctx.db.query(`update jobs set status = 'closed' where title = 'Personalista'`);
    expect(await mailsTo(email)).toEqual([]);
  });

  it("confirms a visitor's alert by its mailed link before sending anything, and joins it to the account of the address", async () => {
    const email = uniqueEmail('visitor');
    const ip = freshIp();
    const created = await create({ query: { fields: 'marketing' }, frequency: 'instant', language: 'cs', email }, undefined, ip);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'pending', email });
    await publish({ title: 'Marketér', fields: ['marketing'] });
    afterLag();
    await run();
    const [confirmation, ...rest] = await mailsTo(email);
    expect(rest).toEqual([]);
    expect(confirmation!.subject).toContain('Potvrďte hlídání');
    const link = /http:\/\/localhost:3000(\/api\/alerts\/confirm\?token=[\w-]+)/.exec(confirmation!.text)![1]!;

    // Opening the link (a browser, or a mail scanner fetching it) changes nothing: it leads to the page whose button confirms.
    const token = new URL(link, SITE).searchParams.get('token')!;
    const opened = await ctx.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/nastaveni/hlidaci-pes?confirm=${token}`);
    const english = await ctx.app.inject({ method: 'GET', url: link, headers: { host: 'en.localhost:3000' } });
    expect(english.headers.location).toBe(`/settings/job-alerts?confirm=${token}`);
    expect((await ctx.db.query('select status from job_alerts where id = $1', [created.json().id])).rows[0]).toEqual({ status: 'pending' });
    // The page names the alert before its button is pressed, read-only.
    const check = (value: string) => ctx.app.inject({ method: 'GET', url: `/api/alerts/confirm/check?token=${value}` });
    expect((await check(token)).json()).toEqual({ alert: { name: 'Marketing', frequency: 'instant', confirmed: false } });
    expect((await check('A'.repeat(43))).statusCode).toBe(400);
    expect((await ctx.db.query('select status from job_alerts where id = $1', [created.json().id])).rows[0]).toEqual({ status: 'pending' });
    const confirm = (value: string) => ctx.app.inject({ method: 'POST', url: `/api/alerts/confirm?token=${value}` });
    expect((await confirm('nope')).statusCode).toBe(400);
    expect((await confirm('A'.repeat(43))).json()).toMatchObject({ code: 'alert_token_invalid' });
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ alert: { name: 'Marketing', frequency: 'instant' }, listPath: '/nabidky/marketing?alert=confirmed' });
    // A second press answers the same.
    expect((await confirm(token)).json()).toEqual(confirmed.json());
    expect((await check(token)).json()).toEqual({ alert: { name: 'Marketing', frequency: 'instant', confirmed: true } });
    // Jobs before the confirmation are not sent.
    await run();
    expect(await mailsTo(email)).toEqual([]);
    await publish({ title: 'Marketérka', fields: ['marketing'] });
    afterLag();
    await run();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Marketérka');
    expect(mails[0]!.text).not.toContain('Marketér\n');

    // A second alert of the address, never confirmed.
    await create({ query: { fields: 'design' }, frequency: 'daily', language: 'cs', email }, undefined, ip);
    // The address signs up: the confirmed alert is the account's (and mails it as the account's); the pending one is not.
    const { session, user } = await signIn(email);
    expect((await list(session)).map((item) => item.name)).toEqual(['Marketing']);
    const owners = await ctx.db.query<{ user_id: number | null; status: string }>(
      'select user_id, status from job_alerts where lower(email) = lower($1) order by id',
      [email],
    );
    expect(owners.rows).toEqual([
      { user_id: user.id, status: 'active' },
      { user_id: null, status: 'pending' },
    ]);

    // The address is not flooded: three confirmation mails an hour.
    const other = uniqueEmail('flood');
    const statuses = [];
    for (let index = 0; index < 4; index += 1)
      statuses.push((await create({ query: {}, frequency: 'daily', language: 'cs', email: other })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);

    // After its 7 days the link is void: the page says so before its button is pressed, and the button too.
    const late = uniqueEmail('late');
    await create({ query: {}, frequency: 'daily', language: 'cs', email: late });
    const [lateMail] = await mailsTo(late);
    const lateToken = /confirm\?token=([\w-]+)/.exec(lateMail!.text)![1]!;
    // (Its expiry moved to the past rather than the clock: the later tests keep their day.)
    await ctx.db.query('update job_alerts set confirm_expires_at = $2::timestamptz where lower(email) = lower($1)', [
      late,
      new Date(now().getTime() - MINUTE).toISOString(),
    ]);
    expect((await check(lateToken)).statusCode).toBe(410);
    const expired = await confirm(lateToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'alert_token_expired' });
  });

  it('runs at once on an admin request (end-to-end tests), and forgets a visitor’s alert never confirmed', async () => {
    const { session, email } = await signIn();
    await create({ query: { fields: 'customer_care' }, frequency: 'instant', language: 'cs' }, session);
    await publish({ title: 'Podpora zákazníků', fields: ['customer_care'] });
    afterLag();
    const admin = await signedInAdmin(ctx.app, { ip: freshIp() });
    expect((await send('POST', '/api/admin/alerts/run', {}, session)).statusCode).toBe(403);
    const ran = await send('POST', '/api/admin/alerts/run', {}, admin.session);
    expect(ran.statusCode).toBe(200);
    expect(ran.json()).toMatchObject({ mails: 1 });
    expect(await mailsTo(email)).toHaveLength(1);

    // Pending alerts of an address do not use up its allowance, and go a day after their link expires.
    const visitor = uniqueEmail('unconfirmed');
    const pending = (await create({ query: {}, frequency: 'weekly', language: 'en', email: visitor })).json();
    await mailsTo(visitor);
    const count = async () => (await ctx.db.query('select count(*)::int as n from job_alerts where id = $1', [pending.id])).rows[0]!.n;
    await sweepExpired(ctx.db, new Date(now().getTime() + 7 * DAY));
    expect(await count()).toBe(1);
    await sweepExpired(ctx.db, new Date(now().getTime() + 8 * DAY + MINUTE));
    expect(await count()).toBe(0);
  });

  it('changes frequency, renames and deletes only the account’s own alerts', async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const alert = (await create({ query: {}, frequency: 'weekly', language: 'cs' }, owner.session)).json();
    expect((await send('PATCH', `/api/me/alerts/${alert.id}`, { name: 'Cizí' }, stranger.session)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/me/alerts/${alert.id}`, undefined, stranger.session)).statusCode).toBe(404);
    expect((await send('PATCH', `/api/me/alerts/${alert.id}`, { frequency: 'monthly' }, owner.session)).statusCode).toBe(422);
    const changed = await send('PATCH', `/api/me/alerts/${alert.id}`, { frequency: 'daily', name: 'Všechno' }, owner.session);
    expect(changed.json()).toMatchObject({ frequency: 'daily', name: 'Všechno', status: 'active' });
    expect((await send('DELETE', `/api/me/alerts/${alert.id}`, undefined, owner.session)).statusCode).toBe(204);
    expect(await list(owner.session)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/alerts' })).statusCode).toBe(401);
  });

  it('estimates the matching jobs a week from the last 30 days', async () => {
    const fresh = await insertCompany(ctx.db);
    for (let index = 0; index < 9; index += 1) {
      await insertJob(ctx.db, {
        companyId: fresh.id,
        title: 'Odhadovaný kuchař',
        fields: ['operations'],
        publishedAt: new Date(now().getTime() - index * 3 * DAY),
      });
    }
    await insertJob(ctx.db, {
      companyId: fresh.id,
      title: 'Odhadovaný kuchař',
      fields: ['operations'],
      publishedAt: new Date(now().getTime() - 40 * DAY),
    });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/alerts/estimate?companySlug=x` });
    expect(response.statusCode).toBe(422);
    const estimate = await ctx.app.inject({ method: 'GET', url: `/api/alerts/estimate?company=${fresh.slug}&q=odhadovany` });
    expect(estimate.json()).toEqual({ perWeek: 2, lastDays: 30, matched: 9 });
  });

  it("turns the newsletter's job digest into an alert from the profile", async () => {
    const { user, session, email } = await signIn();
    await ctx.db.query(
      `insert into profiles (user_id, fields, seniority, location, work_modes) values ($1, '["development"]', 'senior', 'Brno', '["remote"]')`,
      [user.id],
    );
    const token = await csrfToken(ctx.app);
    const put = (jobDigest: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/newsletter',
        headers: { origin: SITE, 'x-csrf-token': token, cookie: cookieHeader({ raketa_session: session, raketa_csrf: token }) },
        payload: { jobDigest, startupNews: false, coursesAndEvents: false, productTips: false, language: 'cs' },
      });
    expect((await put('daily')).statusCode).toBe(200);
    const [digest] = await list(session);
    expect(digest).toMatchObject({
      kind: 'digest',
      frequency: 'daily',
      status: 'active',
      query: { fields: 'development', seniorities: 'senior', locations: 'brno', workModes: 'remote' },
    });
    expect((await put('weekly')).statusCode).toBe(200);
    expect((await list(session)).map((item) => [item.id, item.frequency])).toEqual([[digest!.id, 'weekly']]);

    // Sent as any alert: Monday 8:00 in Prague.
    await publish({
      title: 'Seniorní vývojář na dálku',
      fields: ['development.backend'],
      seniority: 'senior',
      locations: ['brno'],
      workMode: 'remote',
    });
    await publish({ title: 'Juniorní vývojář', fields: ['development'], seniority: 'junior', locations: ['brno'], workMode: 'remote' });
    const monday = new Date('2031-05-12T06:05:00Z');
    if (now() < monday) advance(monday.getTime() - now().getTime());
    await run();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Seniorní vývojář na dálku');
    expect(mails[0]!.text).not.toContain('Juniorní');

    const digestOf = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/newsletter', headers: { cookie: cookieHeader({ raketa_session: session }) } })).json()
        .jobDigest;
    // The digest mail's one-click unsubscribe turns the newsletter's digest off too.
    const oneClick = new URL(/^<(.+)>$/.exec(mails[0]!.headers!['List-Unsubscribe']!)![1]!);
    expect((await ctx.app.inject({ method: 'POST', url: `${oneClick.pathname}${oneClick.search}` })).json()).toEqual({ unsubscribed: true });
    expect(await list(session)).toEqual([]);
    expect(await digestOf()).toBe('off');
    // So does deleting it from the alerts page.
    expect((await put('daily')).statusCode).toBe(200);
    const [again] = await list(session);
    expect((await send('DELETE', `/api/me/alerts/${again!.id}`, undefined, session)).statusCode).toBe(204);
    expect(await digestOf()).toBe('off');
    // A newsletter unsubscribe link of the digest deletes the alert.
    expect((await put('weekly')).statusCode).toBe(200);
    expect(await list(session)).toHaveLength(1);
    const newsletterToken = await createUnsubscribeToken(ctx.db, { userId: user.id, topic: 'jobDigest', locale: 'cs', now: now() });
    const unsubscribed = await ctx.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${newsletterToken}` });
    expect(unsubscribed.json()).toEqual({ unsubscribed: ['jobDigest'] });
    expect(await list(session)).toEqual([]);
    // And turning it off in the settings deletes the alert.
    expect((await put('weekly')).statusCode).toBe(200);
    expect(await list(session)).toHaveLength(1);
    expect((await put('off')).statusCode).toBe(200);
    expect(await list(session)).toEqual([]);
  });
});
