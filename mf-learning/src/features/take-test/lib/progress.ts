/**
 * A candidate's progress through one test, and where it is kept between page loads: localStorage,
 * one key per test slug, with the question ids it was made for and the time it was last saved. A
 * test whose questions changed, or progress older than 24 hours, is discarded rather than resumed.
 */
import type { SkillTest, SkillTestAnswer } from '@raketa/shared/learning';
import { array, create, integer, literal, min, number, record, string, type } from 'superstruct';

/** Step 0 is the introduction; step n (1…questions) is the n-th question. */
export interface Progress {
  step: number;
  /** Chosen option ids by question id. */
  answers: Record<number, number[]>;
}

export const PROGRESS_TTL_MS = 24 * 60 * 60 * 1000;
const VERSION = 1;

export const progressKey = (slug: string) => `raketa:skill-test:${slug}`;

const Stored = type({
  version: literal(VERSION),
  questionIds: array(integer()),
  step: min(integer(), 0),
  answers: record(string(), array(integer())),
  savedAt: number(),
});

export const START: Progress = { step: 0, answers: {} };

type Test = Pick<SkillTest, 'questionList'>;

export const isAnswered = (progress: Progress, questionId: number) => (progress.answers[questionId]?.length ?? 0) > 0;

/** Index (0-based) of the first question without an answer; the number of questions when all are answered. */
export function firstUnanswered(test: Test, progress: Progress): number {
  const index = test.questionList.findIndex((question) => !isAnswered(progress, question.id));
  return index === -1 ? test.questionList.length : index;
}

/**
 * Keeps only answers the test can take: options of their own question, one for a single-choice
 * question, and a step no further than the first unanswered question.
 */
export function sanitize(test: Test, progress: Progress): Progress {
  const answers: Record<number, number[]> = {};
  for (const question of test.questionList) {
    const known = new Set(question.options.map((option) => option.id));
    const chosen = [...new Set(progress.answers[question.id] ?? [])].filter((id) => known.has(id));
    const kept = question.kind === 'single' ? chosen.slice(0, 1) : chosen;
    if (kept.length) answers[question.id] = kept;
  }
  const clean = { step: 0, answers };
  const step = Math.min(Math.max(0, Math.trunc(progress.step)), firstUnanswered(test, clean) + 1, test.questionList.length);
  return { step, answers };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored progress for `slug`, or null (nothing stored, or stale: then it is removed). */
export function loadProgress(slug: string, test: Test, now = Date.now()): Progress | null {
  const raw = storage()?.getItem(progressKey(slug));
  if (!raw) return null;
  try {
    const stored = create(JSON.parse(raw), Stored);
    const ids = test.questionList.map((question) => question.id);
    const sameQuestions = stored.questionIds.length === ids.length && stored.questionIds.every((id, index) => id === ids[index]);
    const fresh = stored.savedAt <= now && now - stored.savedAt < PROGRESS_TTL_MS;
    if (sameQuestions && fresh) {
      const answers = Object.fromEntries(Object.entries(stored.answers).map(([id, options]) => [Number(id), options]));
      return sanitize(test, { step: stored.step, answers });
    }
  } catch {
    // Not ours or damaged: start afresh.
  }
  clearProgress(slug);
  return null;
}

export function saveProgress(slug: string, test: Test, progress: Progress, now = Date.now()): void {
  const stored = { version: VERSION, questionIds: test.questionList.map((question) => question.id), ...progress, savedAt: now };
  try {
    storage()?.setItem(progressKey(slug), JSON.stringify(stored));
  } catch {
    // Full or disabled storage: the test still works, it just will not survive a reload.
  }
}

export function clearProgress(slug: string): void {
  try {
    storage()?.removeItem(progressKey(slug));
  } catch {
    // Nothing to clear.
  }
}

/** The submission body's answers, in question order. */
export const answersOf = (test: Test, progress: Progress): SkillTestAnswer[] =>
  test.questionList.map((question) => ({ question: question.id, options: progress.answers[question.id] ?? [] }));

export type ProgressAction =
  | { type: 'start' }
  | { type: 'choose'; questionId: number; options: number[] }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: number };

/** Moves through the test: forward only past answered questions, back freely, answers kept. */
export function progressReducer(test: Test, progress: Progress, action: ProgressAction): Progress {
  const last = test.questionList.length;
  switch (action.type) {
    case 'start':
      return { ...progress, step: Math.min(firstUnanswered(test, progress) + 1, last) };
    case 'choose':
      return { ...progress, answers: { ...progress.answers, [action.questionId]: action.options } };
    case 'next': {
      const question = test.questionList[progress.step - 1];
      if (!question || !isAnswered(progress, question.id) || progress.step >= last) return progress;
      return { ...progress, step: progress.step + 1 };
    }
    case 'back':
      return progress.step > 0 ? { ...progress, step: progress.step - 1 } : progress;
    case 'goTo':
      return { ...progress, step: Math.max(0, Math.min(action.step, firstUnanswered(test, progress) + 1, last)) };
  }
}
