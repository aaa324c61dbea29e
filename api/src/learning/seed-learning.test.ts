import { seed } from '../db/seed';
import { createTestDb, testDrivers } from '../testing/test-db';
import { migrate } from '../db/migrate';
import { seedLearning } from './seed-learning';
import type { Db } from '../db/db';
import { insertCompany } from '../testing/job-board';

describe.each(testDrivers)('learning seed on %s', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(driver, { migrated: true });
    await migrate(db);
    await seedLearning(db);
  });
  afterAll(async () => {
    await db.close();
  });

  it('seeds at least 3 courses of 5 chapters with Markdown in both languages', async () => {
    const { rows } = await db.query<{ slug: string; chapters: number }>(
      'select c.slug, count(ch.id)::int as chapters from courses c join chapters ch on ch.course_id = c.id group by c.id',
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row.chapters).toBeGreaterThanOrEqual(5);

    const chapters = await db.query<{ body_cs: string; body_en: string; title_cs: string; title_en: string; reading_minutes_cs: number }>(
      'select title_cs, title_en, body_cs, body_en, reading_minutes_cs from chapters',
    );
    for (const chapter of chapters.rows) {
      for (const body of [chapter.body_cs, chapter.body_en]) {
        expect(body).toMatch(/^# /);
        expect(body).toMatch(/^## /m);
        expect(body).toMatch(/^(- |1\. )/m);
        expect(body).toMatch(/\*\*[^*]+\*\*/);
      }
      expect(chapter.title_cs).not.toBe(chapter.title_en);
      expect(chapter.reading_minutes_cs).toBeGreaterThanOrEqual(1);
    }
    // Czech with its diacritics, English without them.
    const all = chapters.rows.map((chapter) => chapter.body_cs).join(' ');
    expect(all).toMatch(/[ěščřžýáíéůú]/);
    expect(chapters.rows.some((chapter) => /[ěščřžů]/.test(chapter.body_en))).toBe(false);
  });

  it('seeds 6 or more episodes with guests, dates and https links', async () => {
    const { rows } = await db.query<{ guest: string; url: string; summary_cs: string; summary_en: string }>(
      'select guest, url, summary_cs, summary_en from episodes',
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(row.url).toMatch(/^https:\/\//);
      expect(row.guest).not.toBe('');
      expect(row.summary_cs).not.toBe(row.summary_en);
    }
  });

  it('does nothing when a course exists', async () => {
    expect(await seedLearning(db)).toEqual({ seeded: false, courses: 0, episodes: 0 });
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from episodes');
    expect(rows[0]!.count).toBeGreaterThanOrEqual(6);
  });
});

describe.each(testDrivers)('the database seed on %s', (driver) => {
  it('adds the learning content to a database whose companies were seeded before it', async () => {
    const db = await createTestDb(driver, { migrated: true });
    try {
      await migrate(db);
      // A company present: the company seed is skipped, the learning one must not be.
      await insertCompany(db);
      expect((await seed(db)).seeded).toBe(false);
      const { rows } = await db.query<{ count: number }>('select count(*)::int as count from courses');
      expect(rows[0]!.count).toBeGreaterThanOrEqual(3);
    } finally {
      await db.close();
    }
  });
});
