import type { Db } from './db';
import { migrate, readMigrations } from './migrate';
import type { Migration } from './migrate';
import { createTestDb, testDrivers } from '../testing/test-db';

async function tableNames(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = current_schema() order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe('readMigrations', () => {
  it('reads the migration files in version order', () => {
    const migrations = readMigrations();
    expect(migrations[0]).toMatchObject({ version: '0001', name: 'companies_and_jobs' });
    const versions = migrations.map((migration) => migration.version);
    expect(versions).toEqual([...versions].sort());
  });
});

describe.each(testDrivers)('migrate on %s', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(driver);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('applies every migration once and is idempotent', async () => {
    const all = readMigrations().map((migration) => `${migration.version}_${migration.name}`);
    expect(await migrate(db)).toEqual({ applied: all });
    expect(await migrate(db)).toEqual({ applied: [] });

    expect(await tableNames(db)).toEqual(
      expect.arrayContaining(['companies', 'jobs', 'schema_migrations', 'sessions', 'throttle_counters', 'users']),
    );
    const { rows } = await db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(rows.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
  });

  it('rolls back a failing migration completely', async () => {
    const broken: Migration = {
      version: '9001',
      name: 'broken',
      sql: 'create table half_done (id int); select * from no_such_table;',
      checksum: 'x',
    };
    await expect(migrate(db, [...readMigrations(), broken])).rejects.toThrow(/9001_broken\.sql failed/);
    expect(await tableNames(db)).not.toContain('half_done');
    const { rows } = await db.query("select 1 from schema_migrations where version = '9001'");
    expect(rows).toHaveLength(0);
  });

  it('refuses to run when an applied migration file was edited', async () => {
    const edited = readMigrations().map((migration, index) => (index === 0 ? { ...migration, checksum: 'edited' } : migration));
    await expect(migrate(db, edited)).rejects.toThrow(/was changed after it was applied/);
  });
});
