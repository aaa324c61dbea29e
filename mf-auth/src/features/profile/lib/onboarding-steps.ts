/**
 * Onboarding's step logic. `/onboarding` runs every step and is resumable: the server keeps
 * the furthest step done, and a returning user continues after it. `/onboarding/injectionKeys`
 * runs only the steps named by `?keys=` (a deep link, e.g. `?keys=salary,cv` from an e-mail
 * reminder): unknown keys are ignored, the steps run in onboarding order, and the main
 * onboarding's progress is left as it is.
 */
import { safeRedirectTarget } from '@raketa/shared';
import { ONBOARDING_STEPS, type OnboardingStep } from '@raketa/shared/account';

export const KEYS_PARAM = 'keys';

export interface Flow {
  steps: readonly OnboardingStep[];
  /** Whether finishing steps is recorded as onboarding progress (the full onboarding only). */
  recordsProgress: boolean;
}

export const FULL_FLOW: Flow = { steps: ONBOARDING_STEPS, recordsProgress: true };

/** The steps `?keys=` names, in onboarding order; the full onboarding when it names none. */
export function flowOfKeys(search: string): Flow {
  const wanted = new URLSearchParams(search)
    .getAll(KEYS_PARAM)
    .flatMap((value) => value.split(','))
    .map((key) => key.trim().toLowerCase());
  const steps = ONBOARDING_STEPS.filter((step) => wanted.includes(step));
  return steps.length > 0 ? { steps, recordsProgress: false } : FULL_FLOW;
}

/** Where a flow starts: after the furthest step done for the full onboarding, else at its first step; `steps.length` when nothing is left. */
export function startIndex(flow: Flow, progress: { lastCompletedStep: OnboardingStep | null; finished: boolean }): number {
  if (!flow.recordsProgress) return 0;
  if (progress.finished) return flow.steps.length;
  if (progress.lastCompletedStep === null) return 0;
  return flow.steps.indexOf(progress.lastCompletedStep) + 1;
}

export const isLastStep = (flow: Flow, index: number) => index === flow.steps.length - 1;
export const previousIndex = (index: number) => Math.max(0, index - 1);

/** Where finishing leads: a safe `redirect_to` (kept in the query from registration), else the job list. */
export function finishTarget(search: string, origin: string, jobList: string): string {
  return safeRedirectTarget(new URLSearchParams(search).get('redirect_to'), { origin }) ?? jobList;
}
