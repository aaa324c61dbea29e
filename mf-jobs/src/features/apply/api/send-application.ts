/**
 * `POST /api/jobs/{id}/applications` (api/JOBS.md, "Apply"): multipart with the CSRF header. Every
 * answer comes back as a value the form shows; only a network failure throws.
 */
import { problemOf, sendWithCsrf } from '@raketa/shared';
import type { ApplyValues } from '../lib/apply-rules';

export type ApplicationResult =
  | { kind: 'sent'; id: number | null }
  | { kind: 'invalid'; errors: { field: string; code: string }[] }
  | { kind: 'cv'; code: 'cv_required' | 'cv_too_large' | 'cv_bad_type' }
  | { kind: 'alreadyApplied' }
  | { kind: 'notOpen' }
  | { kind: 'tooMany' }
  | { kind: 'failed' };

const CV_CODES = ['cv_required', 'cv_too_large', 'cv_bad_type'] as const;

/**
 * The form's body; with `profileCv` the profile's CV goes instead of a file (the API copies it),
 * with `testResults` the candidate's results shown to companies go along (`testResults=true`).
 */
export function applicationForm(values: ApplyValues, profileCv = false, testResults = false): FormData {
  const form = new FormData();
  form.set('name', values.name.trim());
  form.set('email', values.email.trim());
  // Optional fields are left out when empty.
  for (const field of ['phone', 'linkedin', 'message'] as const) {
    const value = values[field].trim();
    if (value) form.set(field, value);
  }
  // A file chosen before switching to the profile's CV stays in the form, but is not sent.
  const cv = values.cv?.[0];
  if (profileCv) form.set('profileCv', 'true');
  else if (cv) form.set('cv', cv, cv.name);
  if (testResults) form.set('testResults', 'true');
  return form;
}

export async function sendApplication(jobId: number, values: ApplyValues, profileCv = false, testResults = false): Promise<ApplicationResult> {
  const response = await sendWithCsrf('post', `api/jobs/${jobId}/applications`, { body: applicationForm(values, profileCv, testResults) });
  if (response.ok) {
    const body = (await response.json().catch(() => ({}))) as { id?: unknown };
    return { kind: 'sent', id: typeof body.id === 'number' ? body.id : null };
  }
  const problem = await problemOf(response);
  const code = problem.code ?? '';
  if (code === 'validation_failed' && problem.errors?.length) return { kind: 'invalid', errors: problem.errors };
  if ((CV_CODES as readonly string[]).includes(code)) return { kind: 'cv', code: code as (typeof CV_CODES)[number] };
  if (code === 'already_applied') return { kind: 'alreadyApplied' };
  // A job closed (or deleted) since the page loaded.
  if (code === 'job_not_open' || code === 'job_not_found') return { kind: 'notOpen' };
  if (code === 'too_many_attempts') return { kind: 'tooMany' };
  return { kind: 'failed' };
}
