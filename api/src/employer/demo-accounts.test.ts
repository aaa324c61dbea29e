import { checkNewPassword } from '../auth/password-policy';
import { cookieHeader, postForm, setCookies } from '../testing/auth';
import { insertCompany } from '../testing/job-board';
import { withTestApp } from '../testing/test-app';
import { testDrivers } from '../testing/test-db';
import { DEMO_ACCOUNTS, DEMO_COMPANY_SLUG, seedDemoAccounts } from './demo-accounts';

describe.each(testDrivers)('the demo employer on %s', (driver) => {
  const { ctx, now } = withTestApp(driver, '2025-06-02T10:00:00.000Z');

  const signIn = async (email: string, password: string) => {
    const response = await postForm(ctx.app, '/login', { username: email, password, back: '/' }, { headers: { 'x-forwarded-for': '10.84.0.1' } });
    return setCookies(response).raketa_session?.value;
  };
  const get = (url: string, session: string | undefined) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie: cookieHeader({ raketa_session: session }) } });

  it('has passwords the sign-up rules accept', () => {
    for (const account of DEMO_ACCOUNTS) expect(checkNewPassword(account.password)).toBeUndefined();
  });

  it('writes nothing without the demo company', async () => {
    expect(await seedDemoAccounts(ctx.db, ctx.app.passwords, now())).toBe(false);
    expect((await ctx.db.query('select 1 from users where email = $1', [DEMO_ACCOUNTS[0].email])).rows).toHaveLength(0);
  });

  it('signs the owner and the member in with the README passwords, into a console with a draft, and runs twice alike', async () => {
    const company = await insertCompany(ctx.db, { slug: DEMO_COMPANY_SLUG });
    expect(await seedDemoAccounts(ctx.db, ctx.app.passwords, now())).toBe(true);
    expect(await seedDemoAccounts(ctx.db, ctx.app.passwords, now())).toBe(true);

    const [owner, member] = DEMO_ACCOUNTS;
    const ownerSession = await signIn(owner.email, owner.password);
    const team = (await get('/api/me/company/team', ownerSession)).json<{ members: { email: string; role: string }[] }>();
    expect(team.members.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: owner.email, role: 'owner' },
      { email: member.email, role: 'member' },
    ]);
    const memberSession = await signIn(member.email, member.password);
    const jobs = (await get('/api/me/company/jobs?state=draft', memberSession)).json<{ total: number; jobs: { title: string }[] }>();
    expect(jobs).toMatchObject({ total: 1, jobs: [{ title: 'Produktová designérka' }] });
    expect((await get('/api/me/company', memberSession)).json()).toMatchObject({ id: company.id, slug: DEMO_COMPANY_SLUG });
  });
});
