// Server-only: seeds StartupEDU courses and StartupTalk episodes into a database that has no
// course yet (run by db/seed.ts inside its transaction and lock).
import type { Queryable } from '../db/db';
import { insertCourses } from './courses';
import { insertEpisodes } from './episodes';
import { SEED_COURSES } from './seed-courses';
import { SEED_EPISODES } from './seed-episodes';

export interface LearningSeedResult {
  seeded: boolean;
  courses: number;
  episodes: number;
}

export async function seedLearning(tx: Queryable): Promise<LearningSeedResult> {
  const { rows } = await tx.query<{ present: boolean }>('select exists (select 1 from courses) as present');
  if (rows[0]?.present) return { seeded: false, courses: 0, episodes: 0 };
  await insertCourses(tx, SEED_COURSES);
  await insertEpisodes(tx, SEED_EPISODES);
  return { seeded: true, courses: SEED_COURSES.length, episodes: SEED_EPISODES.length };
}
