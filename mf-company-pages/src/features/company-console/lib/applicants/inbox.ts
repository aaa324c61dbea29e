/**
 * The console's applicant inbox (issue 24), its pure rules: the filter a URL names, the moves the
 * pipeline offers one application or several at once (the contract's `canMoveApplication`), and the
 * body of a move as the API takes it. Pure, so they are tested without rendering.
 */
import { pathFor, type LocaleCode } from '@raketa/shared';
import {
  ANSWER_PLACEHOLDERS,
  APPLICATION_STATUSES,
  canMoveApplication,
  COMPANY_MOVE_TARGETS,
  TEMPLATE_KIND_OF_STATUS,
  type AnswerTemplate,
  type ApplicationMove,
  type ApplicationRejectionReason,
  type ApplicationStatus,
  type CompanyMoveTarget,
} from '@raketa/shared/contracts';
import type { InboxFilter } from '../../api/console-applicants';

const positive = (value: string | null): number | null => {
  const number = Number(value);
  return value && /^[1-9]\d{0,9}$/.test(value) && number <= 2_147_483_647 ? number : null;
};

/** The filter a URL names (`?job=7&status=new&page=2`); anything not valid is left out. */
export function filterOfSearch(search: string): InboxFilter {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  return {
    job: positive(params.get('job')),
    status: status && (APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as ApplicationStatus) : null,
    page: positive(params.get('page')) ?? 1,
  };
}

/** The inbox's URL for a filter (the first page without a `page`). */
export function inboxPath(locale: LocaleCode, filter: Partial<InboxFilter> = {}): string {
  const query = new URLSearchParams({
    ...(filter.job ? { job: String(filter.job) } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.page && filter.page > 1 ? { page: String(filter.page) } : {}),
  }).toString();
  return `${pathFor('companyConsoleApplicants', locale)}${query ? `?${query}` : ''}`;
}

/** The moves one application may make now (none once it is final). */
export const movesOf = (status: ApplicationStatus): CompanyMoveTarget[] =>
  COMPANY_MOVE_TARGETS.filter((to) => to !== status && canMoveApplication(status, to));

/** The moves every one of several applications may make (the API refuses a bulk move if one cannot). */
export const bulkMovesOf = (statuses: ApplicationStatus[]): CompanyMoveTarget[] =>
  statuses.length === 0 ? [] : COMPANY_MOVE_TARGETS.filter((to) => to !== 'seen' && statuses.every((from) => canMoveApplication(from, to)));

/** Whether a move to `to` can mail the candidate (a rejection or an invitation). */
export const answersWith = (to: CompanyMoveTarget | '') => (to === '' ? undefined : TEMPLATE_KIND_OF_STATUS[to]);

/** A template's words in `locale`, or in its other language when that one is empty (as the API sends it). */
export const templateText = (template: Pick<AnswerTemplate, 'body'>, locale: LocaleCode) =>
  template.body[locale] || template.body[locale === 'cs' ? 'en' : 'cs'];

/** The placeholders as a text names them, to show them literally (i18next would fill them in). */
export const PLACEHOLDERS = Object.fromEntries(ANSWER_PLACEHOLDERS.map((name) => [name, `{{${name}}}`])) as Record<
  (typeof ANSWER_PLACEHOLDERS)[number],
  string
>;

export interface MoveForm {
  to: CompanyMoveTarget | '';
  reason: ApplicationRejectionReason | '';
  /** Mail the candidate (a rejection or an invitation). */
  send: boolean;
  templateId: number | null;
  /** The words to mail (one application: the template's, edited). */
  message: string;
}

export const EMPTY_MOVE: MoveForm = { to: '', reason: '', send: false, templateId: null, message: '' };

export type MoveFormError = { field: 'to' | 'reason' | 'message' | 'templateId'; code: 'required' | 'too_long' };

/**
 * The body of a move, or the fields to fix first. One application sends the words as typed
 * (`message`); several send the template (`templateId`), each candidate in their own language.
 */
export function moveBody(form: MoveForm, { bulk }: { bulk: boolean }): { ok: true; move: ApplicationMove } | { ok: false; errors: MoveFormError[] } {
  const errors: MoveFormError[] = [];
  if (form.to === '') return { ok: false, errors: [{ field: 'to', code: 'required' }] };
  if (form.to === 'rejected' && form.reason === '') errors.push({ field: 'reason', code: 'required' });
  const sends = form.send && answersWith(form.to) !== undefined;
  if (sends && bulk && form.templateId === null) errors.push({ field: 'templateId', code: 'required' });
  if (sends && !bulk && form.message.trim() === '') errors.push({ field: 'message', code: 'required' });
  if (sends && !bulk && form.message.trim().length > 5000) errors.push({ field: 'message', code: 'too_long' });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    move: {
      status: form.to,
      ...(form.to === 'rejected' && form.reason !== '' ? { reason: form.reason } : {}),
      ...(sends ? (bulk ? { templateId: form.templateId! } : { message: form.message.trim() }) : {}),
    },
  };
}
