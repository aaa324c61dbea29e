/**
 * The console's jobs (api/CONSOLE.md, "Job editor", "Job lifecycle", "Plans and orders"): the list,
 * one job, its autosaved changes, its moves (submit, close, renew), deleting a draft, and the plan's
 * slots. Answers are parsed with the contracts' structs; every refusal a page shows comes back as a
 * value, and only a network failure (or an answer the struct refuses) throws.
 */
import { api, problemOf, sendWithCsrf } from '@raketa/shared';
import {
  companyPlanSchema,
  jobLifecycleSchema,
  noFreeSlotSchema,
  ownJobListSchema,
  ownJobSchema,
  toStruct,
  type CompanyPlan,
  type JobInput,
  type JobLifecycle,
  type JobPatch,
  type NoFreeSlot,
  type OwnJob,
  type OwnJobList,
  type OwnJobState,
  type PrecheckFinding,
} from '@raketa/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { create, type Struct } from 'superstruct';

const OwnJobStruct: Struct<OwnJob, unknown> = toStruct(ownJobSchema);
const OwnJobListStruct: Struct<OwnJobList, unknown> = toStruct(ownJobListSchema);
const CompanyPlanStruct: Struct<CompanyPlan, unknown> = toStruct(companyPlanSchema);
const JobLifecycleStruct: Struct<JobLifecycle, unknown> = toStruct(jobLifecycleSchema);
const NoFreeSlotStruct: Struct<NoFreeSlot, unknown> = toStruct(noFreeSlotSchema);

export const parseOwnJob = (value: unknown): OwnJob => create(value, OwnJobStruct);

const JOBS = 'api/me/company/jobs';

/** Keyed by the account: another account signing in on the page never sees this one's jobs. */
export const consoleJobsKey = (userId: number) => ['consoleJobs', userId] as const;
export const consoleJobListKey = (userId: number, state: OwnJobState | null, page = 1) =>
  [...consoleJobsKey(userId), 'list', state ?? 'all', page] as const;
export const consoleJobKey = (userId: number, id: number) => [...consoleJobsKey(userId), 'job', id] as const;
export const consolePlanKey = (userId: number) => ['consolePlan', userId] as const;

async function getJson<T>(path: string, struct: Struct<T, unknown>, search?: Record<string, string>): Promise<T> {
  const body = await api.languageApi.get(path, { cache: 'no-store', ...(search ? { searchParams: search } : {}) }).json();
  return create(body, struct);
}

/** A page of the company's jobs in `state` (all without it); the answer says how many there are and the page size. */
export const getJobList = (state: OwnJobState | null, page = 1) =>
  getJson(JOBS, OwnJobListStruct, { ...(state ? { state } : {}), ...(page > 1 ? { page: String(page) } : {}) });

export const useJobList = (userId: number, state: OwnJobState | null, page = 1) =>
  useQuery({ queryKey: consoleJobListKey(userId, state, page), queryFn: () => getJobList(state, page) });

/** One job of the company; null when it has none with this id (another company's job included). */
export async function getOwnJob(id: number): Promise<OwnJob | null> {
  const response = await api.languageApi.get(`${JOBS}/${id}`, { cache: 'no-store', throwHttpErrors: false });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${JOBS}/${id} answered ${response.status}`);
  return parseOwnJob(await response.json());
}

export const useOwnJob = (userId: number, id: number | null) =>
  useQuery({ queryKey: consoleJobKey(userId, id ?? 0), queryFn: () => getOwnJob(id!), enabled: id !== null });

export const getPlan = () => getJson('api/me/company/plan', CompanyPlanStruct);

export const usePlan = (userId: number) => useQuery({ queryKey: consolePlanKey(userId), queryFn: getPlan });

/** What a save of the editor came to. */
export type SaveOutcome =
  | { kind: 'saved'; job: OwnJob }
  /** Saved meanwhile by another tab or a colleague (409 version_conflict): the job as it is now. */
  | { kind: 'conflict'; current: OwnJob }
  /** A field the API refuses (422 validation_failed). */
  | { kind: 'invalid'; errors: { field: string; code: string }[] }
  /** A submitted or published job may not lose what its review checked (422 edit_breaks_rules). */
  | { kind: 'breaksRules'; readiness: { field: string; code: string }[]; findings: PrecheckFinding[] }
  | { kind: 'notFound' }
  /** Anything else (offline, a server error): nothing was saved, try again. */
  | { kind: 'failed' };

async function saveOutcome(response: Response): Promise<SaveOutcome> {
  if (response.ok) return { kind: 'saved', job: parseOwnJob(await response.json()) };
  const problem = (await problemOf(response)) as Awaited<ReturnType<typeof problemOf>> & {
    current?: unknown;
    readiness?: { field: string; code: string }[];
    findings?: PrecheckFinding[];
  };
  if (response.status === 409 && problem.code === 'version_conflict' && problem.current)
    return { kind: 'conflict', current: parseOwnJob(problem.current) };
  if (problem.code === 'validation_failed') return { kind: 'invalid', errors: problem.errors ?? [] };
  if (problem.code === 'edit_breaks_rules') return { kind: 'breaksRules', readiness: problem.readiness ?? [], findings: problem.findings ?? [] };
  if (response.status === 404) return { kind: 'notFound' };
  return { kind: 'failed' };
}

/** A network failure is an outcome too: the editor keeps the text and tries again. */
const orFailed = (promise: Promise<SaveOutcome>): Promise<SaveOutcome> => promise.catch(() => ({ kind: 'failed' }) as const);

/** `POST /api/me/company/jobs`: a new draft from what was typed so far. */
export const createJob = (body: JobInput) => orFailed(sendWithCsrf('post', JOBS, { json: body }).then(saveOutcome));

/** `PATCH /api/me/company/jobs/{id}`: the changed fields, made at `version`. */
export const patchJob = (id: number, patch: JobPatch) => orFailed(sendWithCsrf('patch', `${JOBS}/${id}`, { json: patch }).then(saveOutcome));

export type MoveName = 'submit' | 'close' | 'renew';

/** What a move (submit, close, renew) came to. */
export type MoveOutcome =
  | { kind: 'moved'; lifecycle: JobLifecycle }
  /** 422 job_not_ready: what a review needs that is missing, and every pre-check finding. */
  | { kind: 'notReady'; errors: { field: string; code: string }[]; findings: PrecheckFinding[] }
  /** 409 no_free_slot: the plan (null: none runs), its slots and what to do. */
  | { kind: 'noFreeSlot'; slots: NoFreeSlot }
  /** 409 invalid_transition: the job is not in a state for this move any more (another tab moved it). */
  | { kind: 'invalidTransition' }
  | { kind: 'notFound' }
  | { kind: 'failed' };

export async function moveJob(id: number, move: MoveName): Promise<MoveOutcome> {
  try {
    const response = await sendWithCsrf('post', `${JOBS}/${id}/${move}`);
    if (response.ok) return { kind: 'moved', lifecycle: create(await response.json(), JobLifecycleStruct) };
    const problem = (await problemOf(response)) as Awaited<ReturnType<typeof problemOf>> & { findings?: PrecheckFinding[] };
    if (problem.code === 'job_not_ready') return { kind: 'notReady', errors: problem.errors ?? [], findings: problem.findings ?? [] };
    if (problem.code === 'no_free_slot') return { kind: 'noFreeSlot', slots: create(problem, NoFreeSlotStruct) };
    if (problem.code === 'invalid_transition') return { kind: 'invalidTransition' };
    if (response.status === 404) return { kind: 'notFound' };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** `DELETE /api/me/company/jobs/{id}`: a draft only (`notDraft` otherwise). */
export async function deleteDraft(id: number): Promise<'deleted' | 'notDraft' | 'failed'> {
  try {
    const response = await sendWithCsrf('delete', `${JOBS}/${id}`);
    // A draft deleted already (another tab) is gone all the same.
    if (response.ok || response.status === 404) return 'deleted';
    return (await problemOf(response)).code === 'job_not_draft' ? 'notDraft' : 'failed';
  } catch {
    return 'failed';
  }
}
