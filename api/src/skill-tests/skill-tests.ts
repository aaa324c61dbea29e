// Server-only: skill tests, scoring and results (api/TESTS.md). Correct answers never leave this
// module except as a score.
import { randomUUID } from 'node:crypto';
import type {
  LocalizedText,
  SkillTestAnswer,
  SkillTestAnswerError,
  SkillTestQuestion,
  SkillTestResult,
  SkillTestStatistics,
  SkillTestSummary,
  SkillTestTopicScore,
} from '@raketa/shared/learning';
import type { Db, Queryable } from '../db/db';
import type { ThrottleRule } from '../plugins/throttle';

/**
 * Submitted attempts per client IP: 30 an hour. Taking a test takes minutes, so a person stays well
 * below it (an office or a classroom behind one address shares it), while a script cannot flood the
 * statistics and percentiles with made-up attempts. Counted for every submission that reaches the
 * handler, refused ones too.
 */
export const TEST_ATTEMPTS_PER_IP: ThrottleRule = { limit: 30, windowMs: 60 * 60 * 1000 };

type WireFields = '@id' | '@type';
export type Localized = LocalizedText;
export type TestSummary = Omit<SkillTestSummary, WireFields>;
export type PublicQuestion = SkillTestQuestion;
export type TopicScore = SkillTestTopicScore;
/** The public view of a result (the share link): nothing of the owner's. */
export type TestResult = Omit<SkillTestResult, WireFields | 'guid' | 'shownToCompanies'>;
/** The owner's view: with their choice of showing it to companies. */
export type OwnTestResult = TestResult & { shownToCompanies: boolean };
export type TestStatistics = Omit<SkillTestStatistics, WireFields>;

const summarySelect = `
  select t.slug, t.title_cs, t.title_en, t.description_cs, t.description_en, t.topic_cs, t.topic_en, t.minutes,
         (select count(*)::int from test_questions q where q.test_id = t.id) as questions,
         (select count(*)::int from test_attempts a where a.test_id = t.id) as takers
  from tests t`;

interface SummaryRow {
  slug: string;
  title_cs: string;
  title_en: string;
  description_cs: string;
  description_en: string;
  topic_cs: string;
  topic_en: string;
  minutes: number;
  questions: number;
  takers: number;
}

const toSummary = (row: SummaryRow): TestSummary => ({
  slug: row.slug,
  title: { cs: row.title_cs, en: row.title_en },
  description: { cs: row.description_cs, en: row.description_en },
  topic: { cs: row.topic_cs, en: row.topic_en },
  minutes: row.minutes,
  questions: row.questions,
  takers: row.takers,
});

export async function listTests(db: Queryable): Promise<TestSummary[]> {
  const { rows } = await db.query<SummaryRow>(`${summarySelect} order by t.position, t.slug`);
  return rows.map(toSummary);
}

export async function findTest(db: Queryable, slug: string): Promise<(TestSummary & { questionList: PublicQuestion[] }) | null> {
  const { rows } = await db.query<SummaryRow & { id: number }>(`${summarySelect.replace('select t.slug', 'select t.id, t.slug')} where t.slug = $1`, [
    slug,
  ]);
  const row = rows[0];
  if (!row) return null;
  const questions = await loadQuestions(db, row.id);
  return {
    ...toSummary(row),
    // No `is_correct` here: this is what the taker sees before submitting.
    questionList: questions.map(({ options, ...question }) => ({
      ...question,
      options: options.map(({ id, text }) => ({ id, text })),
    })),
  };
}

interface ScoringQuestion extends PublicQuestion {
  options: { id: number; text: Localized; correct: boolean }[];
}

async function loadQuestions(db: Queryable, testId: number): Promise<ScoringQuestion[]> {
  const { rows } = await db.query<{
    id: number;
    position: number;
    kind: 'single' | 'multiple';
    topic: string;
    topic_cs: string;
    topic_en: string;
    text_cs: string;
    text_en: string;
    options: { id: number; cs: string; en: string; correct: boolean }[];
  }>(
    `select q.id, q.position, q.kind, q.topic, q.topic_cs, q.topic_en, q.text_cs, q.text_en,
            coalesce((select json_agg(json_build_object('id', o.id, 'cs', o.text_cs, 'en', o.text_en, 'correct', o.is_correct)
                                      order by o.position)
                      from test_options o where o.question_id = q.id), '[]'::json) as options
     from test_questions q where q.test_id = $1 order by q.position`,
    [testId],
  );
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    kind: row.kind,
    topic: row.topic,
    topicLabel: { cs: row.topic_cs, en: row.topic_en },
    text: { cs: row.text_cs, en: row.text_en },
    options: row.options.map((option) => ({ id: option.id, text: { cs: option.cs, en: option.en }, correct: option.correct })),
  }));
}

export type SubmittedAnswer = SkillTestAnswer;

export interface AnswerError {
  field: string;
  code: SkillTestAnswerError;
  message: string;
}

/**
 * Checks the answers against the test (every question exactly once, options of that question, one
 * option for single choice) and scores them: a question counts only when its chosen set equals the
 * correct set, so a partial multiple-choice answer is wrong.
 */
export function scoreAnswers(
  questions: ScoringQuestion[],
  answers: SubmittedAnswer[],
): { errors: AnswerError[] } | { correct: number; total: number; score: number; topics: TopicScore[]; answers: Record<string, number[]> } {
  const errors: AnswerError[] = [];
  const byId = new Map(questions.map((question) => [question.id, question]));
  const given = new Map<number, number[]>();
  for (const answer of answers) {
    const field = `answers.${answer.question}`;
    const question = byId.get(answer.question);
    if (!question) {
      errors.push({ field, code: 'unknown_question', message: `Question ${answer.question} is not part of this test` });
      continue;
    }
    if (given.has(answer.question)) {
      errors.push({ field, code: 'duplicate_question', message: `Question ${answer.question} is answered more than once` });
      continue;
    }
    const optionIds = new Set(question.options.map((option) => option.id));
    const unknown = answer.options.find((id) => !optionIds.has(id));
    if (unknown !== undefined) {
      errors.push({ field, code: 'unknown_option', message: `Option ${unknown} does not belong to question ${answer.question}` });
    } else if (new Set(answer.options).size !== answer.options.length) {
      errors.push({ field, code: 'duplicate_option', message: 'An option is chosen more than once' });
    } else if (answer.options.length === 0) {
      errors.push({ field, code: 'required', message: 'Choose at least one option' });
    } else if (question.kind === 'single' && answer.options.length !== 1) {
      errors.push({ field, code: 'single_choice', message: 'Choose exactly one option' });
    }
    given.set(answer.question, answer.options);
  }
  for (const question of questions) {
    if (!given.has(question.id)) {
      errors.push({ field: `answers.${question.id}`, code: 'required', message: `Question ${question.id} is not answered` });
    }
  }
  if (errors.length > 0) return { errors };

  const topics = new Map<string, TopicScore>();
  let correct = 0;
  for (const question of questions) {
    const chosen = new Set(given.get(question.id));
    const right = question.options.filter((option) => option.correct).map((option) => option.id);
    const ok = right.length === chosen.size && right.every((id) => chosen.has(id));
    if (ok) correct += 1;
    const topic = topics.get(question.topic) ?? { topic: question.topic, label: question.topicLabel, correct: 0, total: 0, score: 0 };
    topic.total += 1;
    if (ok) topic.correct += 1;
    topics.set(question.topic, topic);
  }
  for (const topic of topics.values()) topic.score = Math.round((100 * topic.correct) / topic.total);
  return {
    correct,
    total: questions.length,
    score: Math.round((100 * correct) / questions.length),
    topics: [...topics.values()],
    answers: Object.fromEntries([...given].map(([id, options]) => [String(id), [...options].sort((a, b) => a - b)])),
  };
}

export type SubmitOutcome =
  { kind: 'not_found' } | { kind: 'invalid'; errors: AnswerError[] } | { kind: 'scored'; result: TestResult; guid: string | null };

export async function submitAttempt(
  db: Db,
  options: { slug: string; answers: SubmittedAnswer[]; userId: number | null; now: Date },
): Promise<SubmitOutcome> {
  const { rows } = await db.query<{ id: number }>('select id from tests where slug = $1', [options.slug]);
  const testId = rows[0]?.id;
  if (testId === undefined) return { kind: 'not_found' };
  const scored = scoreAnswers(await loadQuestions(db, testId), options.answers);
  if ('errors' in scored) return { kind: 'invalid', errors: scored.errors };
  const id = randomUUID();
  const guid = randomUUID();
  await db.query(
    `insert into test_attempts (id, guid, test_id, user_id, answers, score, topics, created_at, claimed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      guid,
      testId,
      options.userId,
      JSON.stringify(scored.answers),
      scored.score,
      JSON.stringify(scored.topics.map(({ topic, label, correct, total }) => ({ topic, label, correct, total }))),
      options.now,
      options.userId === null ? null : options.now,
    ],
  );
  const result = await findResult(db, id);
  // A signed-in taker owns the attempt already; only a visitor needs the claim guid.
  return { kind: 'scored', result: result!, guid: options.userId === null ? guid : null };
}

interface ResultRow {
  id: string;
  slug: string;
  title_cs: string;
  title_en: string;
  score: number;
  topics: { topic: string; label: Localized; correct: number; total: number }[];
  created_at: Date | string;
  shown_to_companies: boolean;
  below: number;
  others: number;
}

// Percentile: the share of the test's other attempts that scored lower. Counting this attempt and
// equal scores made a lone attempt, or a low one among lower ones, read "as good as or better than
// 100 %"; "better than" is true only of attempts strictly below.
const resultSelect = `
  select a.id::text as id, t.slug, t.title_cs, t.title_en, a.score, a.topics, a.created_at, a.shown_to_companies,
         (select count(*)::int from test_attempts b where b.test_id = a.test_id and b.score < a.score) as below,
         (select count(*)::int from test_attempts b where b.test_id = a.test_id and b.id <> a.id) as others
  from test_attempts a join tests t on t.id = a.test_id`;

function toResult(row: ResultRow): TestResult {
  const topics = row.topics.map((topic) => ({ ...topic, score: Math.round((100 * topic.correct) / topic.total) }));
  return {
    id: row.id,
    test: { slug: row.slug, title: { cs: row.title_cs, en: row.title_en } },
    score: row.score,
    correct: topics.reduce((sum, topic) => sum + topic.correct, 0),
    total: topics.reduce((sum, topic) => sum + topic.total, 0),
    topics,
    // None without other attempts to compare with; floored, so "better than" never rounds up.
    percentile: row.others === 0 ? null : Math.floor((100 * row.below) / row.others),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const toOwnResult = (row: ResultRow): OwnTestResult => ({ ...toResult(row), shownToCompanies: row.shown_to_companies });

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export async function findResult(db: Queryable, id: string): Promise<TestResult | null> {
  const { rows } = await db.query<ResultRow>(`${resultSelect} where a.id = $1`, [id]);
  return rows[0] ? toResult(rows[0]) : null;
}

export async function userResults(db: Queryable, userId: number, page: number, perPage: number): Promise<{ items: OwnTestResult[]; total: number }> {
  const { rows } = await db.query<ResultRow>(`${resultSelect} where a.user_id = $1 order by a.created_at desc, a.id limit $2 offset $3`, [
    userId,
    perPage,
    (page - 1) * perPage,
  ]);
  const count = await db.query<{ total: number }>('select count(*)::int as total from test_attempts where user_id = $1', [userId]);
  return { items: rows.map(toOwnResult), total: count.rows[0]?.total ?? 0 };
}

export interface ResultPatchError {
  field: string;
  code: 'required' | 'invalid_type' | 'unknown_field';
  message: string;
}

/**
 * The body of `PATCH /api/tests/results/{id}`: exactly `{ shownToCompanies: boolean }` (`_csrf`, the
 * token's form field, may come along). The caller has checked that it is an object.
 */
export function validateResultPatch(
  body: Record<string, unknown>,
): { ok: true; shownToCompanies: boolean } | { ok: false; errors: ResultPatchError[] } {
  const errors: ResultPatchError[] = [];
  for (const key of Object.keys(body)) {
    if (key !== 'shownToCompanies' && key !== '_csrf') errors.push({ field: key, code: 'unknown_field', message: 'This field is not known' });
  }
  const shown = body.shownToCompanies;
  if (shown === undefined) errors.push({ field: 'shownToCompanies', code: 'required', message: 'This field is mandatory' });
  else if (typeof shown !== 'boolean') errors.push({ field: 'shownToCompanies', code: 'invalid_type', message: 'Send true or false' });
  return errors.length > 0 || typeof shown !== 'boolean' ? { ok: false, errors } : { ok: true, shownToCompanies: shown };
}

/** Sets the owner's choice; null when `id` is not a result of `userId` (unknown and foreign alike). */
export async function setShownToCompanies(db: Queryable, id: string, userId: number, shown: boolean): Promise<OwnTestResult | null> {
  const { rows } = await db.query<{ id: string }>(
    'update test_attempts set shown_to_companies = $3 where id = $1 and user_id = $2 returning id::text as id',
    [id, userId, shown],
  );
  if (!rows[0]) return null;
  const result = await db.query<ResultRow>(`${resultSelect} where a.id = $1`, [rows[0].id]);
  return toOwnResult(result.rows[0]!);
}

/**
 * The ids of what an application carries: of each test, the newest result the user shows to
 * companies. A subquery text with the user id as the parameter `userParam` (`$1`), so one statement
 * can select or insert them.
 */
export const sharedAttemptIds = (userParam: string) => `
  select distinct on (s.test_id) s.id from test_attempts s
  where s.user_id = ${userParam} and s.shown_to_companies
  order by s.test_id, s.created_at desc, s.id desc`;

/** The results an application of `userId` would carry now (see sharedAttemptIds), in test order. */
export async function resultsForCompanies(db: Queryable, userId: number): Promise<OwnTestResult[]> {
  const { rows } = await db.query<ResultRow>(`${resultSelect} where a.id in (${sharedAttemptIds('$1')}) order by t.position, t.slug`, [userId]);
  return rows.map(toOwnResult);
}

/** The results stored with an application (public view), in test order. */
export async function applicationResults(db: Queryable, applicationId: number): Promise<TestResult[]> {
  const { rows } = await db.query<ResultRow>(
    `${resultSelect} where a.id in (select r.attempt_id from job_application_test_results r where r.application_id = $1) order by t.position, t.slug`,
    [applicationId],
  );
  return rows.map(toResult);
}

/** The results stored with each of `applicationIds` (public view), in test order: one statement for a page of the inbox. */
export async function resultsOfApplications(db: Queryable, applicationIds: number[]): Promise<Map<number, TestResult[]>> {
  const byApplication = new Map<number, TestResult[]>();
  if (applicationIds.length === 0) return byApplication;
  const { rows } = await db.query<ResultRow & { application_id: number }>(
    `select r.application_id, x.* from job_application_test_results r
     cross join lateral (${resultSelect} where a.id = r.attempt_id) x
     join tests t on t.slug = x.slug
     where r.application_id = any($1::int[]) order by r.application_id, t.position, t.slug`,
    [applicationIds],
  );
  for (const row of rows) {
    const list = byApplication.get(row.application_id) ?? [];
    list.push(toResult(row));
    byApplication.set(row.application_id, list);
  }
  return byApplication;
}

export type ClaimOutcome = { kind: 'claimed'; result: TestResult } | { kind: 'not_found' } | { kind: 'already_claimed' };

/** Attaches a visitor's attempt to `userId`, once: the update only matches an unowned attempt. */
export async function claimAttempt(db: Queryable, guid: string, userId: number, now: Date): Promise<ClaimOutcome> {
  const { rows } = await db.query<{ id: string }>(
    'update test_attempts set user_id = $1, claimed_at = $2 where guid = $3 and user_id is null and claimed_at is null returning id::text as id',
    [userId, now, guid],
  );
  if (rows[0]) return { kind: 'claimed', result: (await findResult(db, rows[0].id))! };
  const exists = await db.query('select 1 from test_attempts where guid = $1', [guid]);
  return exists.rows.length > 0 ? { kind: 'already_claimed' } : { kind: 'not_found' };
}

export async function testStatistics(db: Queryable, slug?: string): Promise<TestStatistics[]> {
  const { rows } = await db.query<{
    slug: string;
    title_cs: string;
    title_en: string;
    takers: number;
    average: string | number | null;
    buckets: number[];
  }>(
    `select t.slug, t.title_cs, t.title_en,
            count(a.id)::int as takers,
            round(avg(a.score), 1) as average,
            array[${Array.from({ length: 10 }, (_, bucket) => `count(a.id) filter (where least(a.score / 10, 9) = ${bucket})::int`).join(', ')}] as buckets
     from tests t left join test_attempts a on a.test_id = t.id
     ${slug === undefined ? '' : 'where t.slug = $1'}
     group by t.id order by t.position, t.slug`,
    slug === undefined ? [] : [slug],
  );
  return rows.map((row) => ({
    slug: row.slug,
    title: { cs: row.title_cs, en: row.title_en },
    takers: row.takers,
    average: row.average === null ? null : Number(row.average),
    distribution: row.buckets.map(Number),
  }));
}
