/**
 * The newsletter calls (api/AUTH.md, "Newsletter"): the signed-in account's preferences, and the
 * unsubscribe links mailed with newsletter-type mails, which need no session. Statuses the page
 * shows itself come back as values; anything else throws (the generic toast for a failed save).
 */
import { api, problemOf, sendWithCsrf } from '@raketa/shared';
import type { Preferences, Topic } from '@raketa/shared/account';

export const PREFERENCES_QUERY_KEY = ['newsletter', 'preferences'] as const;

export class UnexpectedNewsletterStatusError extends Error {
  constructor(
    readonly status: number,
    call: string,
  ) {
    super(`${call} answered ${status}`);
    this.name = 'UnexpectedNewsletterStatusError';
  }
}

/** `GET /api/newsletter`: the preferences, or null when the session has ended. */
export async function fetchPreferences(): Promise<Preferences | null> {
  const response = await api.languageApi.get('api/newsletter', { cache: 'no-store', throwHttpErrors: (status) => status !== 401 });
  if (response.status === 401) return null;
  return response.json<Preferences>();
}

export type SaveResult =
  | { kind: 'ok'; preferences: Preferences }
  /** The API's field errors (`required`, `invalid_choice`, `invalid_type`). */
  | { kind: 'invalid'; errors: { field: string; code: string }[] }
  | { kind: 'signed_out' };

/** `PUT /api/newsletter` with the CSRF header. */
export async function savePreferences(preferences: Preferences): Promise<SaveResult> {
  const response = await sendWithCsrf('put', 'api/newsletter', { json: preferences });
  if (response.ok) return { kind: 'ok', preferences: await response.json<Preferences>() };
  if (response.status === 401) return { kind: 'signed_out' };
  const problem = await problemOf(response);
  if (response.status === 422 && problem.errors) return { kind: 'invalid', errors: problem.errors };
  throw new UnexpectedNewsletterStatusError(response.status, 'PUT /api/newsletter');
}

export type LinkProblem = 'unsubscribe_token_invalid' | 'unsubscribe_token_expired';
const LINK_PROBLEMS: readonly string[] = ['unsubscribe_token_invalid', 'unsubscribe_token_expired'];

export interface UnsubscribeView {
  /** The masked address the link was mailed to. */
  email: string;
  /** The topic the link turns off; null for all of them. */
  topic: Topic | null;
  /** What the button would turn off (empty: nothing is on). */
  subscribed: Topic[];
}

async function linkProblem(response: Response, call: string): Promise<LinkProblem> {
  const { code } = await problemOf(response);
  if (code && LINK_PROBLEMS.includes(code)) return code as LinkProblem;
  throw new UnexpectedNewsletterStatusError(response.status, call);
}

/** `POST /api/newsletter/unsubscribe/check`: what the link would do (read-only). */
export async function checkUnsubscribeLink(token: string): Promise<UnsubscribeView | LinkProblem> {
  const response = await api.languageApi.post('api/newsletter/unsubscribe/check', { json: { token }, throwHttpErrors: false });
  if (response.ok) return response.json<UnsubscribeView>();
  return linkProblem(response, 'POST /api/newsletter/unsubscribe/check');
}

/** `POST /api/newsletter/unsubscribe`: turns the link's topics off; the token is the only authority. */
export async function unsubscribe(token: string): Promise<{ unsubscribed: Topic[] } | LinkProblem> {
  const response = await api.languageApi.post('api/newsletter/unsubscribe', { json: { token }, throwHttpErrors: false });
  if (response.ok) return response.json<{ unsubscribed: Topic[] }>();
  return linkProblem(response, 'POST /api/newsletter/unsubscribe');
}
