import { createPasswordHasher } from '../auth/passwords';
import { findCampaign } from '../campaigns/campaigns';
import { seedCampaigns } from '../campaigns/seed-campaigns';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createTestDb, TEST_HASHING, testDrivers } from '../testing/test-db';
import { createAdmin } from '../admin/create-admin';
import { setAdmin } from './commands/roles';
import { parseCampaignArgs } from './commands/campaigns';
import { runCli, type CliIo } from './run';

const NOW = new Date('2032-03-01T08:00:00.000Z');
const PASSWORD = 'correct horse battery staple';

describe.each(testDrivers)('admin command line on %s', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(driver, { migrated: true });
    await migrate(db);
    await seedCampaigns(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  /** Runs a command line against the test database; answers the exit code and what it printed. */
  async function cli(argv: string[], options: { env?: Record<string, string>; stdin?: string } = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      env: options.env ?? {},
      readStdin: async () => options.stdin ?? '',
      now: () => NOW,
    };
    const code = await runCli(argv, io, async () => ({ db, close: async () => {} }));
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const roles = async (email: string) =>
    (await db.query<{ roles: string[] }>('select roles from users where lower(email) = lower($1)', [email])).rows[0]?.roles;
  let counter = 0;
  const email = () => `operator-${Date.now()}-${(counter += 1)}@example.com`;

  it('creates an admin with the password from ADMIN_PASSWORD or standard input, by the sign-up rules', async () => {
    const first = email();
    const created = await cli(['create-admin', first, 'Petra Správcová'], { env: { ADMIN_PASSWORD: PASSWORD } });
    expect(created).toMatchObject({ code: 0, out: expect.stringContaining(`Created the admin account ${first}`) });
    expect(await roles(first)).toEqual(['admin']);
    const { rows } = await db.query<{ password_hash: string; type: string; name: string }>(
      'select password_hash, type, name from users where email = $1',
      [first],
    );
    expect(rows[0]).toMatchObject({ type: 'candidate', name: 'Petra Správcová' });
    expect(await createPasswordHasher(TEST_HASHING).verify(rows[0]!.password_hash, PASSWORD)).toBe(true);

    const second = email();
    expect((await cli(['create-admin', second, 'Jan Novák'], { stdin: `${PASSWORD}\n` })).code).toBe(0);
    expect(await roles(second)).toEqual(['admin']);

    expect(await cli(['create-admin', email(), 'Jan'], { stdin: '' })).toMatchObject({ code: 1, err: expect.stringContaining('ADMIN_PASSWORD') });
    expect(await cli(['create-admin', 'not-an-email', 'Jan'], { env: { ADMIN_PASSWORD: 'short' } })).toMatchObject({
      code: 1,
      err: 'Cannot create the admin: "not-an-email" is not an e-mail address; the password must have at least 8 characters',
    });
    expect(await cli(['create-admin', first.toUpperCase(), 'Again'], { env: { ADMIN_PASSWORD: PASSWORD } })).toMatchObject({
      code: 1,
      err: expect.stringContaining('use grant-admin'),
    });
    expect((await cli(['create-admin', email()])).code).toBe(2);
  });

  it('creates an admin as a function too (the e2e fixture does, before the stack starts)', async () => {
    const address = email();
    const user = await createAdmin(db, { email: address, name: 'E2E Admin', password: PASSWORD }, createPasswordHasher(TEST_HASHING));
    expect(user).toEqual({ id: expect.any(Number), email: address });
    expect(await roles(address)).toEqual(['admin']);
  });

  it('grants and revokes the admin role of an existing account, case-insensitively', async () => {
    const address = email();
    await db.query("insert into users (type, name, email) values ('candidate', 'Jana', $1)", [address]);
    expect(await cli(['grant-admin', address.toUpperCase()])).toMatchObject({ code: 0, out: expect.stringContaining('is now an admin') });
    expect(await roles(address)).toEqual(['admin']);
    expect((await cli(['grant-admin', address])).out).toContain('was an admin already');
    expect(await roles(address)).toEqual(['admin']);
    expect(await cli(['revoke-admin', address])).toMatchObject({ code: 0, out: expect.stringContaining('no longer an admin') });
    expect(await roles(address)).toEqual([]);
    expect((await cli(['revoke-admin', address])).out).toContain('was not an admin');
    expect(await cli(['grant-admin', 'nobody@example.com'])).toMatchObject({ code: 1, err: 'No account with the e-mail nobody@example.com' });
    expect((await cli(['grant-admin'])).code).toBe(2);
    // The database takes no role it does not know.
    await expect(db.query("update users set roles = array['root'] where lower(email) = lower($1)", [address])).rejects.toThrow(/users_roles_known/);
    await setAdmin(db, address, true);
    expect(await roles(address)).toEqual(['admin']);
  });

  it('switches a campaign on and off with an optional window, and lists the campaigns with their state', async () => {
    const on = await cli(['campaign', 'vanoce-2024', 'on']);
    expect(on).toMatchObject({ code: 0, out: 'vanoce-2024: ACTIVE (switched on, from any time until any time)' });
    expect((await findCampaign(db, 'vanoce-2024', NOW))!.active).toBe(true);
    const { rows } = await db.query<{ updated_by: number | null }>("select updated_by from campaigns where slug = 'vanoce-2024'");
    expect(rows[0]!.updated_by).toBeNull();

    const windowed = await cli(['campaign', 'velikonoce-2024', 'on', '--from', '2032-03-10T00:00:00+01:00', '--until', '2032-03-20T00:00:00Z']);
    expect(windowed.out).toBe('velikonoce-2024: inactive (switched on, from 2032-03-09T23:00:00.000Z until 2032-03-20T00:00:00.000Z)');
    expect(await findCampaign(db, 'velikonoce-2024', new Date('2032-03-15T00:00:00Z'))).toMatchObject({ active: true });

    const listed = await cli(['campaigns']);
    expect(listed.code).toBe(0);
    expect(listed.out.split('\n')).toEqual([
      'blacksharkday-2024: inactive (switched off, from any time until any time)',
      'narozeniny-2024: inactive (switched off, from any time until any time)',
      'vanoce-2024: ACTIVE (switched on, from any time until any time)',
      'velikonoce-2024: inactive (switched on, from 2032-03-09T23:00:00.000Z until 2032-03-20T00:00:00.000Z)',
    ]);

    // `none` opens a bound; off keeps the window.
    expect((await cli(['campaign', 'velikonoce-2024', 'off', '--until', 'none'])).out).toBe(
      'velikonoce-2024: inactive (switched off, from 2032-03-09T23:00:00.000Z until any time)',
    );
    expect((await cli(['campaign', 'vanoce-2024', 'off'])).out).toContain('vanoce-2024: inactive (switched off');
    expect((await findCampaign(db, 'vanoce-2024', NOW))!.active).toBe(false);
  });

  it('refuses wrong campaign commands without changing anything', async () => {
    expect(await cli(['campaign', 'no-such', 'on'])).toMatchObject({ code: 1, err: expect.stringContaining('No campaign no-such') });
    expect(await cli(['campaign', 'vanoce-2024', 'on', '--from', '2032-03-20T00:00:00Z', '--until', '2032-03-10T00:00:00Z'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('must start before it ends'),
    });
    expect((await cli(['campaign', 'vanoce-2024', 'on', '--from', '2032-03-20'])).code).toBe(2);
    expect((await cli(['campaign', 'vanoce-2024', 'maybe'])).code).toBe(2);
    expect((await cli(['campaign', 'vanoce-2024', 'on', '--from'])).code).toBe(2);
    expect((await cli(['campaign', 'vanoce-2024', 'on', '--at', '2032-03-20T00:00:00Z'])).code).toBe(2);
    expect((await cli(['campaigns', 'extra'])).code).toBe(2);
    expect((await findCampaign(db, 'vanoce-2024', NOW))!.enabled).toBe(false);
  });

  it('lists the commands for help, and refuses an unknown one without opening the database', async () => {
    const help = await cli(['help']);
    expect(help.code).toBe(0);
    for (const name of ['grant-admin <email>', 'revoke-admin <email>', 'create-admin <email> <name>', 'campaign <slug> on|off', 'campaigns']) {
      expect(help.out).toContain(name);
    }
    expect((await cli([])).code).toBe(2);
    const opened = jest.fn();
    const code = await runCli(['drop-tables'], { out: () => {}, err: () => {}, env: {}, readStdin: async () => '' }, opened);
    expect(code).toBe(2);
    expect(opened).not.toHaveBeenCalled();
  });
});

describe('parseCampaignArgs', () => {
  it('reads on/off, --from and --until in any order, with none for an open bound', () => {
    expect(parseCampaignArgs(['vanoce-2024', 'on', '--until', '2024-12-27T00:00:00+01:00', '--from', 'none'])).toEqual({
      slug: 'vanoce-2024',
      patch: { enabled: true, startsAt: null, endsAt: '2024-12-26T23:00:00.000Z' },
    });
    expect(() => parseCampaignArgs(['vanoce-2024', 'on', '--from', 'none', '--from', 'none'])).toThrow(/Usage/);
  });
});
