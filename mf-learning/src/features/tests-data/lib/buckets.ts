import { SKILL_TEST_SCORE_BUCKETS, type SkillTestStatistics } from '@raketa/shared/learning';

export interface Bucket {
  /** `0–9`, `10–19`, …, `90–100` (the last bucket holds the perfect scores too). */
  range: string;
  count: number;
  /** Whole percent of the test's takers. */
  share: number;
}

export function bucketsOf(distribution: number[]): Bucket[] {
  const total = distribution.reduce((sum, count) => sum + count, 0);
  return Array.from({ length: SKILL_TEST_SCORE_BUCKETS }, (_, index) => {
    const count = distribution[index] ?? 0;
    const low = index * 10;
    const high = index === SKILL_TEST_SCORE_BUCKETS - 1 ? 100 : low + 9;
    return { range: `${low}–${high}`, count, share: total ? Math.round((count / total) * 100) : 0 };
  });
}

/** Totals over every test: takers, and the mean score of all attempts (null without any). */
export function overallOf(statistics: SkillTestStatistics[]) {
  const takers = statistics.reduce((sum, item) => sum + item.takers, 0);
  const scored = statistics.reduce((sum, item) => sum + (item.average ?? 0) * item.takers, 0);
  return { tests: statistics.length, takers, average: takers ? Math.round((scored / takers) * 10) / 10 : null };
}
