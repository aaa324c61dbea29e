import { buildApp } from '../../app';
import type { Db } from '../../db/db';
import { createPgliteDb } from '../../db/pglite-db';
import { switchableDb } from '../../testing/sick-database';
import { createTestApp, testConfig, testDrivers } from '../../testing/test-db';

describe.each(testDrivers)('GET /health on %s', (driver) => {
  it('is 200 and up while the database answers, 503 and down once it is closed', async () => {
    const { app, db, close } = await createTestApp(driver, { seed: false });
    try {
      const up = await app.inject({ method: 'GET', url: '/health' });
      expect(up.statusCode).toBe(200);
      expect(up.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(up.json()).toEqual({ status: 'ok', database: { status: 'up', driver } });

      await db.close();
      const down = await app.inject({ method: 'GET', url: '/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'error', database: { status: 'down', driver } });
    } finally {
      await close();
    }
  });
});

describe('GET /health with a failing database', () => {
  it('answers 503 without leaking the database error', async () => {
    const refuse = async (): Promise<never> => {
      throw new Error('connection refused at 10.0.0.7:5432');
    };
    const failing: Db = { driver: 'postgres', query: refuse, exec: refuse, transaction: refuse, close: async () => {} };
    // Building the app installs the job queue's tables: on a working database, which then fails.
    const working = await createPgliteDb('memory://');
    const db = switchableDb(working);
    const app = await buildApp({ config: testConfig(), db });
    await app.ready();
    db.use(failing);
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.body).not.toContain('10.0.0.7');
      expect(response.json()).toEqual({ status: 'error', database: { status: 'down', driver: 'postgres' } });
    } finally {
      db.use(working);
      await app.close();
      await working.close();
    }
  });
});
