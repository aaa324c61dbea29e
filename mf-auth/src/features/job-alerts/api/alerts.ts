/**
 * The job alert calls (api/ALERTS.md): the signed-in account's alerts, and the confirmation and
 * one-click unsubscribe of a mailed link, which need no session (the token is its only authority). Answers are parsed
 * with the structs the shared contract makes; statuses the page shows itself come back as values,
 * anything else throws (the generic toast).
 */
import { api, problemOf, sendWithCsrf } from '@raketa/shared';
import {
  alertConfirmCheckSchema,
  alertConfirmResultSchema,
  alertListSchema,
  alertSchema,
  alertUnsubscribeCheckSchema,
  toStruct,
  type Alert,
  type AlertConfirmCheck,
  type AlertConfirmResult,
  type AlertList,
  type AlertPatchRequest,
  type AlertUnsubscribeCheck,
} from '@raketa/shared/contracts';

export const ALERTS_QUERY_KEY = ['me', 'alerts'] as const;

const listStruct = toStruct<AlertList>(alertListSchema);
const alertStruct = toStruct<Alert>(alertSchema);
const confirmCheckStruct = toStruct<AlertConfirmCheck>(alertConfirmCheckSchema);
const confirmStruct = toStruct<AlertConfirmResult>(alertConfirmResultSchema);
const checkStruct = toStruct<AlertUnsubscribeCheck>(alertUnsubscribeCheckSchema);

export class UnexpectedAlertStatusError extends Error {
  constructor(
    readonly status: number,
    call: string,
  ) {
    super(`${call} answered ${status}`);
    this.name = 'UnexpectedAlertStatusError';
  }
}

/** `GET /api/me/alerts`: the account's alerts, newest first, or null when the session has ended. */
export async function fetchAlerts(): Promise<Alert[] | null> {
  const response = await api.languageApi.get('api/me/alerts', { cache: 'no-store', throwHttpErrors: (status) => status !== 401 });
  if (response.status === 401) return null;
  return listStruct.create(await response.json()).items;
}

export type ChangeResult =
  { kind: 'ok'; alert: Alert } | { kind: 'invalid'; errors: { field: string; code: string }[] } | { kind: 'gone' } | { kind: 'signed_out' };

/** `PATCH /api/me/alerts/{id}` with the CSRF header: a new name, frequency or pause. */
export async function changeAlert(id: number, change: AlertPatchRequest): Promise<ChangeResult> {
  const response = await sendWithCsrf('patch', `api/me/alerts/${id}`, { json: change });
  if (response.ok) return { kind: 'ok', alert: alertStruct.create(await response.json()) };
  if (response.status === 401) return { kind: 'signed_out' };
  if (response.status === 404) return { kind: 'gone' };
  const problem = await problemOf(response);
  if (response.status === 422 && problem.errors) return { kind: 'invalid', errors: problem.errors };
  throw new UnexpectedAlertStatusError(response.status, 'PATCH /api/me/alerts/{id}');
}

/** `DELETE /api/me/alerts/{id}`; an alert already gone counts as deleted. */
export async function deleteAlert(id: number): Promise<'deleted' | 'signed_out'> {
  const response = await sendWithCsrf('delete', `api/me/alerts/${id}`);
  if (response.ok || response.status === 404) return 'deleted';
  if (response.status === 401) return 'signed_out';
  throw new UnexpectedAlertStatusError(response.status, 'DELETE /api/me/alerts/{id}');
}

/**
 * `POST /api/alerts/unsubscribe?token=`: deletes the link's alert. `false`: it was already gone
 * (a second click); `'invalid'`: the token is not an alert's.
 */
export async function unsubscribeAlert(token: string): Promise<boolean | 'invalid'> {
  const response = await api.languageApi.post('api/alerts/unsubscribe', { searchParams: { token }, throwHttpErrors: false });
  if (response.ok) return ((await response.json()) as { unsubscribed: boolean }).unsubscribed === true;
  if (response.status === 400 && (await problemOf(response)).code === 'alert_token_invalid') return 'invalid';
  throw new UnexpectedAlertStatusError(response.status, 'POST /api/alerts/unsubscribe');
}

/** `GET /api/alerts/unsubscribe/check?token=`: the alert the link would stop (null: already deleted), read-only. */
export async function checkAlertUnsubscribe(token: string): Promise<AlertUnsubscribeCheck['alert'] | 'invalid'> {
  const response = await api.languageApi.get('api/alerts/unsubscribe/check', { searchParams: { token }, cache: 'no-store', throwHttpErrors: false });
  if (response.ok) return checkStruct.create(await response.json()).alert;
  if (response.status === 400 && (await problemOf(response)).code === 'alert_token_invalid') return 'invalid';
  throw new UnexpectedAlertStatusError(response.status, 'GET /api/alerts/unsubscribe/check');
}

/**
 * `POST /api/alerts/confirm?token=`: activates a visitor's alert (a second press answers the same).
 * `'invalid'`: not an alert's link; `'expired'`: older than its 7 days (the alert must be made again).
 */
export async function confirmAlert(token: string): Promise<AlertConfirmResult | 'invalid' | 'expired'> {
  const response = await api.languageApi.post('api/alerts/confirm', { searchParams: { token }, throwHttpErrors: false });
  if (response.ok) return confirmStruct.create(await response.json());
  const code = (await problemOf(response)).code;
  if (response.status === 400 && code === 'alert_token_invalid') return 'invalid';
  if (response.status === 410 && code === 'alert_token_expired') return 'expired';
  throw new UnexpectedAlertStatusError(response.status, 'POST /api/alerts/confirm');
}

/** `GET /api/alerts/confirm/check?token=`: the alert the link would confirm, read-only; or the link's problem. */
export async function checkAlertConfirm(token: string): Promise<AlertConfirmCheck['alert'] | 'invalid' | 'expired'> {
  const response = await api.languageApi.get('api/alerts/confirm/check', { searchParams: { token }, cache: 'no-store', throwHttpErrors: false });
  if (response.ok) return confirmCheckStruct.create(await response.json()).alert;
  const code = (await problemOf(response)).code;
  if (response.status === 400 && code === 'alert_token_invalid') return 'invalid';
  if (response.status === 410 && code === 'alert_token_expired') return 'expired';
  throw new UnexpectedAlertStatusError(response.status, 'GET /api/alerts/confirm/check');
}
