import { matchRoute } from '@raketa/shared/routes';
import { companyInvitationJob } from '../../../employer/team';
import { readOutbox } from '../../../mail/mailer';
import { cookieHeader, createUser, csrfToken, EN_SITE, PASSWORD, postForm, setCookies, signedInUser, SITE } from '../../../testing/auth';
import { insertCompany, insertJob } from '../../../testing/job-board';
import { drainQueue } from '../../../testing/queue';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const NOW = '2025-06-02T10:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDrivers)('company team on %s', (driver) => {
  const { ctx, advance } = withTestApp(driver, NOW);

  let ipCounter = 0;
  const freshIp = () => `10.82.${Math.floor(ipCounter / 200)}.${((ipCounter += 1) % 200) + 1}`;
  const signIn = () => signedInUser(ctx.app, { ip: freshIp() });
  /** Signs in an account made with `email` (an invited colleague's own account). */
  const login = async (email: string) => {
    const response = await postForm(
      ctx.app,
      '/login',
      { username: email, password: PASSWORD, back: '/' },
      { headers: { 'x-forwarded-for': freshIp() } },
    );
    return setCookies(response).raketa_session!.value;
  };
  const signInAs = async (email: string) => {
    const user = await createUser(ctx.app, { email, name: 'Petr Kolega' });
    return { user, session: await login(email) };
  };

  const join = async (companyId: number, userId: number, role: 'owner' | 'member') => {
    await ctx.db.query('insert into company_members (company_id, user_id, role) values ($1, $2, $3)', [companyId, userId, role]);
    await ctx.db.query(`update users set type = 'company' where id = $1`, [userId]);
  };
  /** A company with its owner signed in. */
  const companyWithOwner = async (name?: string) => {
    const company = await insertCompany(ctx.db, name ? { name } : {});
    const owner = await signIn();
    await join(company.id, owner.user.id, 'owner');
    return { company, owner };
  };

  const get = (url: string, session?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie: cookieHeader({ raketa_session: session }) } });
  const send = async (method: 'POST' | 'DELETE', url: string, session: string | undefined, payload?: unknown, site = SITE) => {
    const token = await csrfToken(ctx.app);
    return ctx.app.inject({
      method,
      url,
      headers: {
        host: 'localhost:3000',
        origin: site,
        cookie: cookieHeader({ raketa_session: session, raketa_csrf: token }),
        'x-csrf-token': token,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  };
  const invite = (session: string, email: string, site = SITE) => send('POST', '/api/me/company/invitations', session, { email }, site);
  const accept = (token: string, session: string | undefined) => send('POST', `/api/company-invitations/${token}/accept`, session);
  /** The link of the newest invitation mailed to `email`, and the mail. */
  const mailedLink = async (email: string) => {
    await drainQueue(ctx.app);
    const mail = (await readOutbox(ctx.app.config.mailOutboxDir)).filter((entry) => entry.to === email).at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    const link = /https?:\/\/[^\s"]+token=([\w-]+)/.exec(mail.text)!;
    return { link: link[0], token: link[1]!, mail };
  };
  const memberIds = async (companyId: number) =>
    (await ctx.db.query<{ user_id: number }>('select user_id from company_members where company_id = $1 order by user_id', [companyId])).rows.map(
      (row) => row.user_id,
    );

  describe('permissions', () => {
    it('answers 401 to a visitor, 403 company_member_only to an account outside every company', async () => {
      expect((await get('/api/me/company/team')).statusCode).toBe(401);
      expect((await send('POST', '/api/me/company/invitations', undefined, { email: 'a@example.com' })).statusCode).toBe(401);
      const candidate = await signIn();
      for (const response of [
        await get('/api/me/company/team', candidate.session),
        await invite(candidate.session, 'a@example.com'),
        await send('DELETE', '/api/me/company/invitations/1', candidate.session),
        await send('DELETE', '/api/me/company/members/1', candidate.session),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'company_member_only' });
      }
    });

    it('lets a member read the team but keeps its changes to the owner', async () => {
      const { company, owner } = await companyWithOwner();
      const member = await signIn();
      await join(company.id, member.user.id, 'member');
      const team = await get('/api/me/company/team', member.session);
      expect(team.statusCode).toBe(200);
      expect(team.headers['cache-control']).toBe('private, no-store');
      expect(team.json()).toEqual({
        '@id': '/api/me/company/team',
        '@type': 'CompanyTeam',
        members: [
          { userId: owner.user.id, name: owner.user.name, email: owner.user.email, role: 'owner', joinedAt: expect.any(String) },
          { userId: member.user.id, name: member.user.name, email: member.user.email, role: 'member', joinedAt: expect.any(String) },
        ],
        invitations: [],
      });
      for (const response of [
        await invite(member.session, 'a@example.com'),
        await send('DELETE', `/api/me/company/members/${owner.user.id}`, member.session),
        await send('DELETE', '/api/me/company/invitations/1', member.session),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'company_owner_only' });
      }
    });

    it('needs the CSRF token for changes', async () => {
      const { owner } = await companyWithOwner();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/company/invitations',
        headers: {
          host: 'localhost:3000',
          origin: SITE,
          cookie: cookieHeader({ raketa_session: owner.session }),
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ email: 'a@example.com' }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'csrf_token' });
    });
  });

  describe('invitations', () => {
    it('mails a single-use link in the inviter’s site language, keeps only its hash and lists the invitation', async () => {
      const { company, owner } = await companyWithOwner('Ústecké Řemeslo');
      const email = `kolega-${Date.now()}@example.com`;
      const response = await invite(owner.session, ` ${email} `, EN_SITE);
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: number }>();

      const team = (await get('/api/me/company/team', owner.session)).json<{ invitations: unknown[] }>();
      expect(team.invitations).toEqual([
        { id, email, state: 'pending', invitedBy: owner.user.name, createdAt: NOW, expiresAt: new Date(Date.parse(NOW) + 7 * DAY).toISOString() },
      ]);

      const { link, token, mail } = await mailedLink(email);
      expect(link.startsWith('http://en.localhost:3000/for-companies/invitation?token=')).toBe(true);
      // The link's page is the route table's: the mail and the site cannot drift apart.
      expect(matchRoute(new URL(link).pathname, 'en')?.id).toBe('companyInvitation');
      expect(mail.subject).toBe(`${owner.user.name} invites you to the team of Ústecké Řemeslo on Raketa`);
      expect(mail.text).toContain('works only once');
      const { rows } = await ctx.db.query<{ token_hash: string }>(
        'select t.token_hash from company_invitation_tokens t join company_invitations i on i.id = t.invitation_id where i.company_id = $1',
        [company.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.token_hash).not.toContain(token);

      const info = await get(`/api/company-invitations/${token}`);
      expect(info.statusCode).toBe(200);
      expect(info.json()).toEqual({
        '@type': 'CompanyInvitation',
        company: { name: 'Ústecké Řemeslo', slug: company.slug, logo: null },
        email,
        state: 'valid',
        expiresAt: new Date(Date.parse(NOW) + 7 * DAY).toISOString(),
      });
    });

    it('keeps the link of a first attempt working when the mail job runs again (a retry after a send)', async () => {
      const { owner } = await companyWithOwner();
      const email = `znovu-poslano-${Date.now()}@example.com`;
      const { id } = (await invite(owner.session, email)).json<{ id: number }>();
      const first = await mailedLink(email);
      // The queue retries a job whose process died after the mail went: same job, same Message-ID, a new token.
      await companyInvitationJob.run(ctx.app, { invitationId: id, siteOrigin: SITE }, {
        id: 'retried',
        createdOn: new Date(NOW),
        retryCount: 1,
      } as never);
      const tokens = (await readOutbox(ctx.app.config.mailOutboxDir))
        .filter((entry) => entry.to === email)
        .map((entry) => /token=([\w-]+)/.exec(entry.text)![1]!);
      expect(new Set(tokens).size).toBe(2);
      expect(tokens).toContain(first.token);
      for (const token of tokens) expect((await get(`/api/company-invitations/${token}`)).json()).toMatchObject({ state: 'valid' });
    });

    it('writes the mail in Czech from the Czech site', async () => {
      const { owner } = await companyWithOwner('Sklárna');
      const email = `cesky-${Date.now()}@example.com`;
      expect((await invite(owner.session, email)).statusCode).toBe(201);
      const { link, mail } = await mailedLink(email);
      expect(link.startsWith('http://localhost:3000/pro-firmy/pozvanka?token=')).toBe(true);
      expect(matchRoute(new URL(link).pathname, 'cs')?.id).toBe('companyInvitation');
      expect(mail.subject).toBe(`${owner.user.name} vás zve do týmu firmy Sklárna na Raketě`);
    });

    it('refuses an invalid address (422) and a member’s own address (409), sending nothing', async () => {
      const { company, owner } = await companyWithOwner();
      const invalid = await invite(owner.session, 'not-an-address');
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'email', code: 'invalid_email' }] });
      const unknown = await send('POST', '/api/me/company/invitations', owner.session, { email: 'a@example.com', role: 'owner' });
      expect(unknown.json()).toMatchObject({ errors: [{ field: 'role', code: 'unknown_field' }] });
      const member = await invite(owner.session, owner.user.email.toUpperCase());
      expect(member.statusCode).toBe(409);
      expect(member.json()).toMatchObject({ code: 'already_member' });
      const { rows } = await ctx.db.query('select 1 from company_invitations where company_id = $1', [company.id]);
      expect(rows).toHaveLength(0);
    });

    it('replaces an open invitation of the same address (the old link stops working) and withdraws one', async () => {
      const { owner } = await companyWithOwner();
      const email = `znovu-${Date.now()}@example.com`;
      await invite(owner.session, email);
      const first = await mailedLink(email);
      const second = await invite(owner.session, email);
      const { token } = await mailedLink(email);
      expect(token).not.toBe(first.token);
      expect((await get(`/api/company-invitations/${first.token}`)).statusCode).toBe(404);
      expect((await get(`/api/company-invitations/${token}`)).json()).toMatchObject({ state: 'valid' });

      const { id } = second.json<{ id: number }>();
      expect((await send('DELETE', `/api/me/company/invitations/${id}`, owner.session)).statusCode).toBe(204);
      expect((await get(`/api/company-invitations/${token}`)).json()).toMatchObject({ code: 'invitation_not_found' });
      const again = await send('DELETE', `/api/me/company/invitations/${id}`, owner.session);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: 'invitation_not_found' });
    });

    it('keeps one company’s owner away from another company’s invitations', async () => {
      const a = await companyWithOwner();
      const b = await companyWithOwner();
      const response = await invite(a.owner.session, `a-${Date.now()}@example.com`);
      const { id } = response.json<{ id: number }>();
      expect((await send('DELETE', `/api/me/company/invitations/${id}`, b.owner.session)).statusCode).toBe(404);
      expect((await get('/api/me/company/team', b.owner.session)).json()).toMatchObject({ invitations: [] });
    });

    it('lets a company send 10 invitations an hour (429 with Retry-After after), refused ones not counted', async () => {
      const { owner } = await companyWithOwner();
      expect((await invite(owner.session, owner.user.email)).statusCode).toBe(409);
      for (let index = 0; index < 10; index += 1) {
        expect((await invite(owner.session, `many-${index}-${Date.now()}@example.com`)).statusCode).toBe(201);
      }
      const refused = await invite(owner.session, `many-10-${Date.now()}@example.com`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'too_many_invitations' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      advance(60 * 60 * 1000);
      expect((await invite(owner.session, `later-${Date.now()}@example.com`)).statusCode).toBe(201);
    });
  });

  describe('accepting', () => {
    it('joins the invited account as a member, makes it a company account and uses the link up', async () => {
      const { company, owner } = await companyWithOwner();
      const email = `prijme-${Date.now()}@example.com`;
      await invite(owner.session, email);
      const { token } = await mailedLink(email);
      const colleague = await signInAs(email);

      const response = await accept(token, colleague.session);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        '@type': 'CompanyMembership',
        company: { id: company.id, slug: company.slug, name: expect.any(String) },
        role: 'member',
      });
      // A new session id for the account's new kind; the old one is gone.
      const session = setCookies(response).raketa_session!.value;
      expect(session).not.toBe(colleague.session);
      expect((await ctx.db.query<{ type: string }>('select type from users where id = $1', [colleague.user.id])).rows[0]!.type).toBe('company');
      expect(await memberIds(company.id)).toEqual([owner.user.id, colleague.user.id].sort((x, y) => x - y));
      expect((await get('/api/me/company/team', session)).json()).toMatchObject({ invitations: [] });
      expect((await get('/api/me/company', session)).json()).toMatchObject({ slug: company.slug });

      expect((await get(`/api/company-invitations/${token}`)).json()).toMatchObject({ state: 'used' });
      const again = await accept(token, session);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({ code: 'invitation_used' });
    });

    it('refuses a visitor (401), an unknown link (404) and an account with another address (403)', async () => {
      const { owner } = await companyWithOwner();
      const email = `jiny-${Date.now()}@example.com`;
      await invite(owner.session, email);
      const { token } = await mailedLink(email);
      expect((await accept(token, undefined)).statusCode).toBe(401);
      const stranger = await signIn();
      expect((await accept('x'.repeat(43), stranger.session)).json()).toMatchObject({ status: 404, code: 'invitation_not_found' });
      expect((await accept('short', stranger.session)).json()).toMatchObject({ status: 404, code: 'invitation_not_found' });
      const mismatch = await accept(token, stranger.session);
      expect(mismatch.statusCode).toBe(403);
      expect(mismatch.json()).toMatchObject({ code: 'invitation_email_mismatch' });
      expect((await get(`/api/company-invitations/${token}`)).json()).toMatchObject({ state: 'valid' });
    });

    it('refuses an expired link (410) after 7 days', async () => {
      const { company, owner } = await companyWithOwner();
      const email = `pozde-${Date.now()}@example.com`;
      await invite(owner.session, email);
      const { token } = await mailedLink(email);
      const colleague = await signInAs(email);
      advance(7 * DAY);
      expect((await get(`/api/company-invitations/${token}`)).json()).toMatchObject({ state: 'expired' });
      // A week idle ends sessions: both sign in again.
      expect((await get('/api/me/company/team', await login(owner.user.email))).json()).toMatchObject({ invitations: [{ state: 'expired' }] });
      const response = await accept(token, await login(colleague.user.email));
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: 'invitation_expired' });
      expect(await memberIds(company.id)).toEqual([owner.user.id]);
    });

    it('refuses an account in a company already (409), changing nothing', async () => {
      const a = await companyWithOwner();
      const b = await companyWithOwner();
      await invite(a.owner.session, b.owner.user.email);
      const { token } = await mailedLink(b.owner.user.email);
      const response = await accept(token, b.owner.session);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'already_in_company' });
      expect(await memberIds(a.company.id)).toEqual([a.owner.user.id]);
      expect((await get(`/api/company-invitations/${token}`)).json()).toMatchObject({ state: 'valid' });
    });

    it('refuses a candidate account in use (it saved a job), with no partial write', async () => {
      const { company, owner } = await companyWithOwner();
      const email = `kandidat-${Date.now()}@example.com`;
      await invite(owner.session, email);
      const { token } = await mailedLink(email);
      const candidate = await signInAs(email);
      const job = await insertJob(ctx.db, { companyId: company.id });
      await ctx.db.query('insert into saved_jobs (user_id, job_id) values ($1, $2)', [candidate.user.id, job.id]);
      const response = await accept(token, candidate.session);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'candidate_account_in_use' });
      expect(await memberIds(company.id)).toEqual([owner.user.id]);
      expect((await ctx.db.query<{ type: string }>('select type from users where id = $1', [candidate.user.id])).rows[0]!.type).toBe('candidate');
      expect((await get(`/api/company-invitations/${token}`)).json()).toMatchObject({ state: 'valid' });
    });
  });

  describe('members', () => {
    it('lets the owner remove a member (access ends at once), never the owner, only of its own company', async () => {
      const { company, owner } = await companyWithOwner();
      const member = await signIn();
      await join(company.id, member.user.id, 'member');
      const other = await companyWithOwner();

      expect((await send('DELETE', `/api/me/company/members/${member.user.id}`, other.owner.session)).json()).toMatchObject({
        status: 404,
        code: 'member_not_found',
      });
      const ownerRemoval = await send('DELETE', `/api/me/company/members/${owner.user.id}`, owner.session);
      expect(ownerRemoval.statusCode).toBe(409);
      expect(ownerRemoval.json()).toMatchObject({ code: 'owner_cannot_be_removed' });

      expect((await send('DELETE', `/api/me/company/members/${member.user.id}`, owner.session)).statusCode).toBe(204);
      expect(await memberIds(company.id)).toEqual([owner.user.id]);
      expect((await get('/api/me/company/team', member.session)).json()).toMatchObject({ status: 403, code: 'company_member_only' });
      expect((await send('DELETE', '/api/me/company/members/abc', owner.session)).statusCode).toBe(400);
    });
  });
});
