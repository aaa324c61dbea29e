/**
 * The console's applicant inbox (api/APPLICANTS.md, "Inbox", "Notes", "Answer templates"): the list
 * across the company's jobs or of one, one application with its history and notes, moves (one or
 * several at once), notes and the answer templates. Answers are parsed with the contract's structs;
 * a refusal a page explains comes back as a value, and only a failed read throws.
 */
import { api, problemOf, sendWithCsrf } from '@raketa/shared';
import {
  answerTemplateListSchema,
  answerTemplateSchema,
  applicantBulkMoveResultSchema,
  applicantDetailSchema,
  applicantListSchema,
  applicationNoteSchema,
  toStruct,
  type AnswerTemplate,
  type AnswerTemplateInput,
  type AnswerTemplatePatch,
  type Applicant,
  type ApplicantDetail,
  type ApplicantList,
  type ApplicationBulkMove,
  type ApplicationMove,
  type ApplicationNote,
  type ApplicationStatus,
} from '@raketa/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { create, type Struct } from 'superstruct';

const ApplicantListStruct: Struct<ApplicantList, unknown> = toStruct(applicantListSchema);
const ApplicantDetailStruct: Struct<ApplicantDetail, unknown> = toStruct(applicantDetailSchema);
const BulkResultStruct: Struct<{ applications: Applicant[] }, unknown> = toStruct(applicantBulkMoveResultSchema);
const NoteStruct: Struct<ApplicationNote, unknown> = toStruct(applicationNoteSchema);
const TemplateStruct: Struct<AnswerTemplate, unknown> = toStruct(answerTemplateSchema);
const TemplateListStruct: Struct<{ templates: AnswerTemplate[] }, unknown> = toStruct(answerTemplateListSchema);

const APPLICATIONS = 'api/me/company/applications';
const TEMPLATES = 'api/me/company/answer-templates';

export interface InboxFilter {
  job: number | null;
  status: ApplicationStatus | null;
  page: number;
}

/** Keyed by the account: another account signing in on the page never sees this one's applicants. */
export const consoleApplicantsKey = (userId: number) => ['consoleApplicants', userId] as const;
export const applicantListKey = (userId: number, filter: InboxFilter) =>
  [...consoleApplicantsKey(userId), 'list', filter.job ?? 'all', filter.status ?? 'all', filter.page] as const;
export const applicantKey = (userId: number, id: number) => [...consoleApplicantsKey(userId), 'one', id] as const;
export const answerTemplatesKey = (userId: number) => ['consoleAnswerTemplates', userId] as const;

/** A page of the company's applications; null when the filter's job is not the company's (404 job_not_found). */
export async function getApplicants(filter: InboxFilter): Promise<ApplicantList | null> {
  const searchParams = {
    ...(filter.job ? { job: String(filter.job) } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.page > 1 ? { page: String(filter.page) } : {}),
  };
  const response = await api.languageApi.get(APPLICATIONS, { cache: 'no-store', searchParams, throwHttpErrors: false });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${APPLICATIONS} answered ${response.status}`);
  return create(await response.json(), ApplicantListStruct);
}

export const useApplicants = (userId: number, filter: InboxFilter) =>
  useQuery({ queryKey: applicantListKey(userId, filter), queryFn: () => getApplicants(filter) });

/** One application (opening a new one marks it seen); null when the company has none with this id. */
export async function getApplicant(id: number): Promise<ApplicantDetail | null> {
  const response = await api.languageApi.get(`${APPLICATIONS}/${id}`, { cache: 'no-store', throwHttpErrors: false });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${APPLICATIONS}/${id} answered ${response.status}`);
  return create(await response.json(), ApplicantDetailStruct);
}

export const useApplicant = (userId: number, id: number) => useQuery({ queryKey: applicantKey(userId, id), queryFn: () => getApplicant(id) });

/** What a change came to: done with its answer, or the API's refusal (its code and field errors). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; code: string; errors: { field: string; code: string }[] };

async function outcome<T>(send: () => Promise<Response>, read: (body: unknown) => T): Promise<Outcome<T>> {
  try {
    const response = await send();
    if (response.ok) return { ok: true, value: read(response.status === 204 ? null : await response.json()) };
    const problem = await problemOf(response);
    return { ok: false, status: response.status, code: problem.code ?? 'failed', errors: problem.errors ?? [] };
  } catch {
    return { ok: false, status: 0, code: 'failed', errors: [] };
  }
}

/** `POST …/{id}/move`: the application as it is after the move. */
export const moveApplicant = (id: number, move: ApplicationMove) =>
  outcome(
    () => sendWithCsrf('post', `${APPLICATIONS}/${id}/move`, { json: move }),
    (body) => create(body, ApplicantDetailStruct),
  );

/** `POST …/bulk-move`: all or none. */
export const bulkMoveApplicants = (move: ApplicationBulkMove) =>
  outcome(
    () => sendWithCsrf('post', `${APPLICATIONS}/bulk-move`, { json: move }),
    (body) => create(body, BulkResultStruct).applications,
  );

export const addNote = (id: number, body: string) =>
  outcome(
    () => sendWithCsrf('post', `${APPLICATIONS}/${id}/notes`, { json: { body } }),
    (answer) => create(answer, NoteStruct),
  );

/** `DELETE …/{id}/notes/{noteId}`: its author's (or the owner's); one gone already is gone all the same. */
export const deleteNote = (id: number, noteId: number) =>
  outcome(
    () => sendWithCsrf('delete', `${APPLICATIONS}/${id}/notes/${noteId}`),
    () => null,
  );

export const getAnswerTemplates = async () =>
  create(await api.languageApi.get(TEMPLATES, { cache: 'no-store' }).json(), TemplateListStruct).templates;

export const useAnswerTemplates = (userId: number) => useQuery({ queryKey: answerTemplatesKey(userId), queryFn: getAnswerTemplates });

export const createAnswerTemplate = (input: AnswerTemplateInput) =>
  outcome(
    () => sendWithCsrf('post', TEMPLATES, { json: input }),
    (body) => create(body, TemplateStruct),
  );

export const patchAnswerTemplate = (id: number, patch: AnswerTemplatePatch) =>
  outcome(
    () => sendWithCsrf('patch', `${TEMPLATES}/${id}`, { json: patch }),
    (body) => create(body, TemplateStruct),
  );

export const deleteAnswerTemplate = (id: number) =>
  outcome(
    () => sendWithCsrf('delete', `${TEMPLATES}/${id}`),
    () => null,
  );
