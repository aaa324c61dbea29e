import { skillTest } from '../../../testing/tests-testing';
import { loadProgress, progressKey, progressReducer, sanitize, saveProgress, START } from './progress';

const test = skillTest();

describe('progress', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one option of a single-choice question and only options the question has', () => {
    expect(sanitize(test, { step: 3, answers: { 11: [101, 102], 12: [103, 103, 999], 99: [1] } })).toEqual({
      step: 3,
      answers: { 11: [101], 12: [103] },
    });
  });

  it('starts at the first unanswered question and moves on only past answered ones', () => {
    const answered = { step: 0, answers: { 11: [102] } };
    expect(progressReducer(test, answered, { type: 'start' }).step).toBe(2);
    expect(progressReducer(test, { ...answered, step: 2 }, { type: 'next' }).step).toBe(2);
    expect(progressReducer(test, { ...answered, step: 1 }, { type: 'next' }).step).toBe(2);
    expect(progressReducer(test, { ...answered, step: 2 }, { type: 'back' })).toEqual({ ...answered, step: 1 });
    expect(progressReducer(test, START, { type: 'back' })).toBe(START);
  });

  it('reads back what it saved, and drops storage that is not its own', () => {
    saveProgress('javascript-basics', test, { step: 2, answers: { 11: [102] } });
    expect(loadProgress('javascript-basics', test)).toEqual({ step: 2, answers: { 11: [102] } });
    localStorage.setItem(progressKey('javascript-basics'), '{"version":1,"step":"two"}');
    expect(loadProgress('javascript-basics', test)).toBeNull();
    expect(localStorage.getItem(progressKey('javascript-basics'))).toBeNull();
  });
});
