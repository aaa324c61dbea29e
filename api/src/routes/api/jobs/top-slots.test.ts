import { JOBS_PER_PAGE } from '@raketa/shared/jobs';
import { TOP_SLOTS } from '../../../plugins/jobs-repository';
import { insertCompany, insertJob } from '../../../testing/job-board';
import type { TestContext } from '../../../testing/test-db';
import { createTestApp, testDrivers } from '../../../testing/test-db';

const HOUR = 60 * 60 * 1000;
const START = new Date('2026-03-02T12:00:00.000Z');

interface Member {
  id: number;
  isTop: boolean;
  publishedAt: string;
}

// TOP is bought: a few are pinned at the head of page 1 (wearing the badge), the rest by date.
describe.each(testDrivers)('TOP jobs in the list on %s', (driver) => {
  let ctx: TestContext;
  let now = START;
  const tops = new Set<number>();

  beforeAll(async () => {
    ctx = await createTestApp(driver, { seed: false, clock: () => now });
    const company = await insertCompany(ctx.db, { name: 'Orbit Labs' });
    // 30 jobs an hour apart, the newest first; every sixth bought TOP (5 in all, more than the slots).
    for (let i = 0; i < 30; i += 1) {
      const isTop = i % 6 === 5;
      const { id } = await insertJob(ctx.db, {
        companyId: company.id,
        title: `Vývojář ${i}`,
        fields: [i % 2 ? 'development.backend' : 'design.ux'],
        isTop,
        publishedAt: new Date(START.getTime() - (i + 1) * HOUR),
      });
      if (isTop) tops.add(id);
    }
  });
  afterAll(async () => {
    await ctx?.close();
  });
  afterEach(() => {
    now = START;
  });

  const members = async (query: string): Promise<Member[]> => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/jobs${query}` });
    expect(response.statusCode).toBe(200);
    return response.json()['hydra:member'];
  };
  const byDate = (list: Member[]) => [...list].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

  it(`pins at most ${TOP_SLOTS} TOP jobs at the head of page 1; only they wear the badge; the rest follow by date`, async () => {
    const first = await members('');
    expect(first).toHaveLength(JOBS_PER_PAGE);
    const pinned = first.slice(0, TOP_SLOTS);
    expect(pinned.every((job) => job.isTop && tops.has(job.id))).toBe(true);
    const rest = first.slice(TOP_SLOTS);
    expect(rest.every((job) => !job.isTop)).toBe(true);
    expect(rest).toEqual(byDate(rest));
  });

  it('the next page goes on where page 1 stopped: every job once, none lost, TOP jobs not pinned among them by date', async () => {
    const [first, second] = [await members(''), await members('?page=2')];
    const ids = [...first, ...second].map((job) => job.id);
    expect(new Set(ids).size).toBe(30);
    expect(second.every((job) => !job.isTop)).toBe(true);
    const unpinned = [...first.slice(TOP_SLOTS), ...second];
    expect(unpinned).toEqual(byDate(unpinned));
    expect(unpinned.filter((job) => tops.has(job.id))).toHaveLength(tops.size - TOP_SLOTS);
  });

  it('pins only TOP jobs that match the filters, and fewer when fewer match', async () => {
    // Odd i is backend; TOP jobs are i = 5, 11, 17, 23, 29: all backend.
    const design = await members('?fields=design');
    expect(design.some((job) => job.isTop)).toBe(false);
    expect(design).toEqual(byDate(design));
    const backend = await members('?fields=development');
    expect(backend.filter((job) => job.isTop)).toHaveLength(TOP_SLOTS);
  });

  it('rotates which TOP jobs are pinned by the hour, and keeps them for the hour', async () => {
    const pinnedAt = async (at: Date) => {
      now = at;
      return (await members(''))
        .filter((job) => job.isTop)
        .map((job) => job.id)
        .sort();
    };
    const seen = new Set<string>();
    for (let hour = 0; hour < 12; hour += 1) seen.add((await pinnedAt(new Date(START.getTime() + hour * HOUR))).join());
    expect(seen.size).toBeGreaterThan(1);
    expect(await pinnedAt(new Date(START.getTime() + 5 * 60 * 1000))).toEqual(await pinnedAt(START));
  });

  it('pins nothing in the other orders: by salary no card wears TOP', async () => {
    expect((await members('?sort=salary')).some((job) => job.isTop)).toBe(false);
  });
});
