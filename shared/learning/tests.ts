// Answer shapes of the skill tests API (api/TESTS.md). Plain types and constants, safe for the
// browser and the server; the API derives its own types from these so the two cannot drift.
import type { LocalizedText } from './courses';

export const SKILL_TEST_KINDS = ['single', 'multiple'] as const;
export type SkillTestKind = (typeof SKILL_TEST_KINDS)[number];

/** Number of score buckets in the statistics: 0–9 %, 10–19 %, …, 90–100 %. */
export const SKILL_TEST_SCORE_BUCKETS = 10;

/** `code` of each field error of a refused submission (`field` is `answers.{questionId}`). */
export const SKILL_TEST_ANSWER_ERRORS = [
  'required',
  'unknown_question',
  'duplicate_question',
  'unknown_option',
  'duplicate_option',
  'single_choice',
] as const;
export type SkillTestAnswerError = (typeof SKILL_TEST_ANSWER_ERRORS)[number];

export interface SkillTestSummary {
  '@id': string;
  '@type': 'Test';
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  topic: LocalizedText;
  minutes: number;
  /** Number of questions. */
  questions: number;
  /** Number of attempts, visitors' included. */
  takers: number;
}

/** A question as the taker sees it: no correctness. */
export interface SkillTestQuestion {
  id: number;
  position: number;
  kind: SkillTestKind;
  topic: string;
  topicLabel: LocalizedText;
  text: LocalizedText;
  options: { id: number; text: LocalizedText }[];
}

export interface SkillTest extends SkillTestSummary {
  questionList: SkillTestQuestion[];
}

/** One submitted answer: the chosen option ids of a question. */
export interface SkillTestAnswer {
  question: number;
  options: number[];
}

export interface SkillTestTopicScore {
  topic: string;
  label: LocalizedText;
  correct: number;
  total: number;
  /** Whole percent. */
  score: number;
}

export interface SkillTestResult {
  '@id': string;
  '@type': 'TestResult';
  /** Public: the share link's id. */
  id: string;
  test: { slug: string; title: LocalizedText };
  /** Whole percent. */
  score: number;
  correct: number;
  total: number;
  topics: SkillTestTopicScore[];
  /** Share (%, floored) of the test's other attempts that scored lower; null when there is no other attempt. */
  percentile: number | null;
  createdAt: string;
  /** Only in the answer to a visitor's submission: the secret that claims the result. */
  guid?: string;
  /**
   * Only in the owner's views (their results, the PATCH answer, the results for companies), never
   * in the public share view: whether an application may carry this result (api/TESTS.md).
   */
  shownToCompanies?: boolean;
}

/** Body of `PATCH /api/tests/results/{id}`: exactly this one field. */
export interface SkillTestResultPatch {
  shownToCompanies: boolean;
}

export interface SkillTestStatistics {
  '@id': string;
  '@type': 'TestStatistics';
  slug: string;
  title: LocalizedText;
  takers: number;
  /** Mean score, one decimal; null without attempts. */
  average: number | null;
  /** SKILL_TEST_SCORE_BUCKETS counts. */
  distribution: number[];
}
