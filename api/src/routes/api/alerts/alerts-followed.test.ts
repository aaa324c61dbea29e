import { readOutbox, type OutboxEntry } from '../../../mail/mailer';
import { runAlerts, PUBLICATION_LAG_MS } from '../../../alerts/alerts';
import { cookieHeader, csrfToken, SITE, signedInUser } from '../../../testing/auth';
import { insertCompany, insertJob } from '../../../testing/job-board';
import { drainQueue } from '../../../testing/queue';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const MINUTE = 60 * 1000;

// Issue 25: an alert's mails may also bring the new jobs of the companies the account follows.
describe.each(testDrivers)('job alerts with followed companies on %s', (driver) => {
  const { ctx, now, advance } = withTestApp(driver, '2031-05-06T10:00:00.000Z');

  const send = async (method: 'POST' | 'PATCH' | 'PUT', url: string, session: string, payload?: object) => {
    const token = await csrfToken(ctx.app);
    return ctx.app.inject({
      method,
      url,
      headers: { origin: SITE, 'x-csrf-token': token, cookie: cookieHeader({ raketa_session: session, raketa_csrf: token }) },
      ...(payload ? { payload } : {}),
    });
  };
  const seen = new Set<string>();
  const mailsTo = async (email: string): Promise<OutboxEntry[]> => {
    await drainQueue(ctx.app);
    const fresh = (await readOutbox(ctx.app.config.mailOutboxDir)).filter((mail) => mail.to === email && !seen.has(mail.id));
    for (const mail of fresh) seen.add(mail.id);
    return fresh;
  };
  const run = () => runAlerts(ctx.db, ctx.app.queue, now());
  const occurrences = (text: string, part: string) => text.split(part).length - 1;

  let other: { id: number };
  let followed: { id: number };
  beforeAll(async () => {
    other = await insertCompany(ctx.db, { name: 'Cizí firma' });
    followed = await insertCompany(ctx.db, { name: 'Sledovaná firma' });
  });
  const publish = (companyId: number, values: Omit<Parameters<typeof insertJob>[1], 'companyId'>) => {
    advance(1000);
    return insertJob(ctx.db, { companyId, publishedAt: now(), ...values });
  };
  const afterLag = () => advance(PUBLICATION_LAG_MS + MINUTE);

  /** A signed-in account following `followed`, with an instant alert for design jobs. */
  async function candidate(language: 'cs' | 'en') {
    const { user, session } = await signedInUser(ctx.app);
    expect((await send('PUT', `/api/me/followed-companies/${followed.id}`, session)).statusCode).toBe(204);
    const alert = (await send('POST', '/api/alerts', session, { query: { fields: 'design' }, frequency: 'instant', language })).json();
    expect(alert.includeFollowed).toBe(false);
    return { email: user.email, session, alert };
  }

  it('is turned on and off with PATCH, a bad value refused', async () => {
    const { session, alert } = await candidate('cs');
    const on = await send('PATCH', `/api/me/alerts/${alert.id}`, session, { includeFollowed: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: alert.id, includeFollowed: true, name: alert.name, status: 'active' });
    const bad = await send('PATCH', `/api/me/alerts/${alert.id}`, session, { includeFollowed: 'sometimes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'includeFollowed' })]);
    // A change of something else leaves it as it was.
    expect((await send('PATCH', `/api/me/alerts/${alert.id}`, session, { name: 'Design' })).json().includeFollowed).toBe(true);
    expect((await send('PATCH', `/api/me/alerts/${alert.id}`, session, { includeFollowed: false })).json().includeFollowed).toBe(false);
  });

  it('mails the followed companies’ new jobs in a section of their own, each job once, only when asked', async () => {
    const asking = await candidate('en');
    expect((await send('PATCH', `/api/me/alerts/${asking.alert.id}`, asking.session, { includeFollowed: true })).statusCode).toBe(200);
    const notAsking = await candidate('en');

    await publish(other.id, { title: 'Matched Designer', fields: ['design.ux'] });
    await publish(followed.id, { title: 'Followed Designer', fields: ['design'] });
    await publish(followed.id, { title: 'Followed Engineer', fields: ['development'] });
    await publish(other.id, { title: 'Other Engineer', fields: ['development'] });
    await publish(followed.id, { title: 'Closed Engineer', fields: ['development'], validUntil: new Date(now().getTime() + 30_000) });
    afterLag();
    await run();

    const [mail, ...more] = await mailsTo(asking.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('New jobs (3): Design');
    const text = mail!.text!;
    const [matchedPart, followedPart] = text.split('New jobs from companies you follow:');
    expect(followedPart).toBeDefined();
    // The job both matched and followed is in the matched part only.
    expect(occurrences(matchedPart!, 'Matched Designer')).toBe(1);
    expect(occurrences(text, 'Followed Designer')).toBe(1);
    expect(occurrences(matchedPart!, 'Followed Designer')).toBe(1);
    expect(occurrences(followedPart!, 'Followed Engineer')).toBe(1);
    expect(occurrences(text, 'Followed Engineer')).toBe(1);
    expect(text).not.toContain('Other Engineer');
    expect(text).not.toContain('Closed Engineer');
    expect(followedPart).toContain('All the companies you follow: http://en.localhost:3000/companies/following');
    expect(mail!.html).toContain('<h2 style="font-size: 18px">New jobs from companies you follow</h2>');

    const [plain] = await mailsTo(notAsking.email);
    expect(plain!.text).not.toContain('Followed Engineer');
    expect(plain!.text).not.toContain('companies you follow');

    // Once: the next run sends nothing again.
    afterLag();
    await run();
    expect(await mailsTo(asking.email)).toEqual([]);
  });

  it('sends a mail with only followed jobs when the filters matched none, in the alert’s language', async () => {
    const asking = await candidate('cs');
    await send('PATCH', `/api/me/alerts/${asking.alert.id}`, asking.session, { includeFollowed: true });
    await publish(followed.id, { title: 'Účetní', fields: ['operations'] });
    afterLag();
    await run();
    const [mail] = await mailsTo(asking.email);
    expect(mail!.subject).toBe('Nová nabídka: Design');
    expect(mail!.text).toContain('Nové nabídky firem, které sledujete:');
    expect(mail!.text).not.toContain('nové nabídky práce pro vaše hlídání');
  });

  it('keeps the mail within its 20 jobs: the followed ones fill what the matched ones leave', async () => {
    const asking = await candidate('en');
    await send('PATCH', `/api/me/alerts/${asking.alert.id}`, asking.session, { includeFollowed: true });
    for (let i = 0; i < 18; i += 1) await publish(other.id, { title: `Matched ${i}`, fields: ['design'] });
    for (let i = 0; i < 4; i += 1) await publish(followed.id, { title: `Followed ${i}`, fields: ['sales'] });
    afterLag();
    await run();
    const [mail] = await mailsTo(asking.email);
    const text = mail!.text!;
    expect(occurrences(text, '\nMatched ')).toBe(18);
    // The two newest of the four.
    expect(['Followed 3', 'Followed 2', 'Followed 1', 'Followed 0'].map((title) => text.includes(title))).toEqual([true, true, false, false]);
  });
});
