import type { Db } from '../db/db';
import { migrate, readMigrations } from '../db/migrate';
import { cookieHeader, signedInUser } from '../testing/auth';
import { insertCompany } from '../testing/job-board';
import { withTestApp } from '../testing/test-app';
import { createTestDb, testDrivers } from '../testing/test-db';
import { companyOfUser, requireCompanyMember } from './membership';

describe.each(testDrivers)('company membership on %s', (driver) => {
  const { ctx } = withTestApp(driver, '2025-06-02T10:00:00.000Z');

  // Routes only this test has, registered before the app's first request makes it ready.
  beforeAll(() => {
    ctx.app.get('/test/member', { onRequest: requireCompanyMember() }, async (request) => request.company);
    ctx.app.get('/test/owner', { onRequest: requireCompanyMember({ owner: true }) }, async (request) => request.company);
  });

  let ip = 0;
  const signIn = () => signedInUser(ctx.app, { ip: `10.81.0.${(ip += 1)}` });
  const get = (url: string, session?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: session ? { cookie: cookieHeader({ raketa_session: session }) } : {} });
  const join = (companyId: number, userId: number, role: 'owner' | 'member') =>
    ctx.db.query('insert into company_members (company_id, user_id, role) values ($1, $2, $3)', [companyId, userId, role]);

  it('answers 401 without a session and 403 company_member_only to an account outside every company', async () => {
    expect((await get('/test/member')).json()).toMatchObject({ status: 401, code: 'unauthenticated' });
    const { session } = await signIn();
    for (const url of ['/test/member', '/test/owner']) {
      const response = await get(url, session);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'company_member_only' });
    }
  });

  it('lets a member in, keeps the owner-only route to the owner, and sets request.company', async () => {
    const company = await insertCompany(ctx.db);
    const owner = await signIn();
    const member = await signIn();
    await join(company.id, owner.user.id, 'owner');
    await join(company.id, member.user.id, 'member');

    expect((await get('/test/member', member.session)).json()).toEqual({ id: company.id, slug: company.slug, role: 'member' });
    const refused = await get('/test/owner', member.session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'company_owner_only' });
    expect((await get('/test/owner', owner.session)).json()).toEqual({ id: company.id, slug: company.slug, role: 'owner' });

    // Read with every request: a removed member is refused at once.
    await ctx.db.query('delete from company_members where user_id = $1', [member.user.id]);
    expect((await get('/test/member', member.session)).statusCode).toBe(403);
    expect(await companyOfUser(ctx.db, member.user.id)).toBeUndefined();
  });

  it('keeps an account in one company and a company to one owner', async () => {
    const first = await insertCompany(ctx.db);
    const second = await insertCompany(ctx.db);
    const { user } = await signIn();
    const other = await signIn();
    await join(first.id, user.id, 'owner');
    await expect(join(second.id, user.id, 'member')).rejects.toThrow();
    await expect(join(first.id, other.user.id, 'owner')).rejects.toThrow();
    expect(await companyOfUser(ctx.db, user.id)).toEqual({ id: first.id, slug: first.slug, role: 'owner' });
  });
});

describe.each(testDrivers)('migration 0018 on %s', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(driver);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("turns each company's owner_user_id into an owner membership and drops the column", async () => {
    const all = readMigrations();
    await migrate(
      db,
      all.filter((migration) => migration.version < '0018'),
    );
    const { rows: users } = await db.query<{ id: number }>(
      `insert into users (type, name, email, password_hash) values ('company', 'Olga', 'olga@example.com', 'x') returning id`,
    );
    const owned = await insertCompany(db);
    const ownerless = await insertCompany(db);
    await db.query('update companies set owner_user_id = $1 where id = $2', [users[0]!.id, owned.id]);

    await migrate(db, all);
    const { rows } = await db.query<{ company_id: number; user_id: number; role: string }>(
      'select company_id, user_id, role from company_members order by company_id',
    );
    expect(rows).toEqual([{ company_id: owned.id, user_id: users[0]!.id, role: 'owner' }]);
    expect(rows.some((row) => row.company_id === ownerless.id)).toBe(false);
    const { rows: columns } = await db.query(
      `select 1 from information_schema.columns where table_schema = current_schema() and table_name = 'companies' and column_name = 'owner_user_id'`,
    );
    expect(columns).toHaveLength(0);
  });
});
