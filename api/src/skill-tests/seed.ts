// Server-only: inserts the skill tests of seed-material.ts when none exist yet (db/seed.ts calls it
// inside its transaction and lock, independently of the companies check).
import type { Queryable } from '../db/db';
import { SEED_TESTS, type SeedTest } from './seed-material';

export async function seedSkillTests(tx: Queryable, tests: SeedTest[] = SEED_TESTS): Promise<number> {
  const { rows } = await tx.query<{ present: boolean }>('select exists (select 1 from tests) as present');
  if (rows[0]?.present) return 0;
  for (const [index, test] of tests.entries()) {
    const inserted = await tx.query<{ id: number }>(
      `insert into tests (slug, title_cs, title_en, description_cs, description_en, topic_cs, topic_en, minutes, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [test.slug, test.title.cs, test.title.en, test.description.cs, test.description.en, test.topic.cs, test.topic.en, test.minutes, index],
    );
    const testId = inserted.rows[0]!.id;
    for (const [position, question] of test.questions.entries()) {
      const label = test.topics[question.topic];
      if (!label) throw new Error(`${test.slug}: no label for topic ${question.topic}`);
      const correct = question.options.filter((option) => option.correct).length;
      if (correct === 0) throw new Error(`${test.slug}: question ${position + 1} has no correct option`);
      const q = await tx.query<{ id: number }>(
        `insert into test_questions (test_id, position, topic, topic_cs, topic_en, text_cs, text_en, kind)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [testId, position, question.topic, label.cs, label.en, question.cs, question.en, correct > 1 ? 'multiple' : 'single'],
      );
      for (const [optionPosition, option] of question.options.entries()) {
        await tx.query('insert into test_options (question_id, position, text_cs, text_en, is_correct) values ($1, $2, $3, $4, $5)', [
          q.rows[0]!.id,
          optionPosition,
          option.cs,
          option.en,
          option.correct === true,
        ]);
      }
    }
  }
  return tests.length;
}
