import { finishTarget, flowOfKeys, FULL_FLOW, isLastStep, previousIndex, startIndex } from './onboarding-steps';

const ORIGIN = 'http://localhost:3000';
const progress = (lastCompletedStep: 'fields' | 'salary' | 'location' | 'cv' | null, finished = false) => ({ lastCompletedStep, finished });

describe('onboarding steps', () => {
  it('runs every step in order without keys, and records progress', () => {
    expect(flowOfKeys('')).toEqual({ steps: ['fields', 'salary', 'location', 'cv'], recordsProgress: true });
    expect(flowOfKeys('?utm_source=mail')).toBe(FULL_FLOW);
  });

  it('runs only the named steps, in onboarding order, ignoring unknown keys and case', () => {
    expect(flowOfKeys('?keys=cv,salary')).toEqual({ steps: ['salary', 'cv'], recordsProgress: false });
    expect(flowOfKeys('?keys=CV&keys=bogus, location')).toEqual({ steps: ['location', 'cv'], recordsProgress: false });
    // Nothing known: the whole onboarding.
    expect(flowOfKeys('?keys=bogus')).toBe(FULL_FLOW);
  });

  it('resumes after the furthest step done', () => {
    expect(startIndex(FULL_FLOW, progress(null))).toBe(0);
    expect(startIndex(FULL_FLOW, progress('fields'))).toBe(1);
    expect(startIndex(FULL_FLOW, progress('location'))).toBe(3);
    expect(startIndex(FULL_FLOW, progress('cv'))).toBe(4);
    expect(startIndex(FULL_FLOW, progress('salary', true))).toBe(4);
  });

  it('starts a deep link at its first step whatever the progress', () => {
    expect(startIndex(flowOfKeys('?keys=salary,cv'), progress('location', true))).toBe(0);
  });

  it('knows the last step and goes back no further than the first', () => {
    expect(isLastStep(FULL_FLOW, 3)).toBe(true);
    expect(isLastStep(FULL_FLOW, 2)).toBe(false);
    expect(isLastStep(flowOfKeys('?keys=cv'), 0)).toBe(true);
    expect(previousIndex(0)).toBe(0);
    expect(previousIndex(2)).toBe(1);
  });

  it.each([
    ['?redirect_to=%2Ffirmy%3Fpage%3D2', '/firmy?page=2'],
    ['?utm_source=e2e', '/nabidky'],
    ['?redirect_to=%2F%2Fevil.com', '/nabidky'],
    ['?redirect_to=https%3A%2F%2Fevil.com%2F', '/nabidky'],
    ['?redirect_to=javascript%3Aalert(1)', '/nabidky'],
    ['?redirect_to=http%3A%2F%2Flocalhost%3A3000%2Fprofil', '/profil'],
  ])('finishes %s at %s', (search, target) => {
    expect(finishTarget(search, ORIGIN, '/nabidky')).toBe(target);
  });
});
