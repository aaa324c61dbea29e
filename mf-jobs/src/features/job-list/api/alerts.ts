/**
 * "Watch these jobs" (api/ALERTS.md): the estimate of the form and the alert it creates from the
 * list's filters. Answers are parsed with the structs the shared contract makes; the refusals the
 * form explains (422 at its fields, 409, 429) come back as values, anything else throws.
 */
import { api, problemOf, sendWithCsrf, type LocaleCode } from '@raketa/shared';
import { alertEstimateSchema, alertSchema, toStruct, type Alert, type AlertEstimate, type AlertFrequency } from '@raketa/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type JobFilters } from '../lib/filters';

const estimateStruct = toStruct<AlertEstimate>(alertEstimateSchema);
const alertStruct = toStruct<Alert>(alertSchema);

/** The filters as an alert stores them: the list's API parameters without order, page and facets. */
export function alertQuery(filters: JobFilters): Record<string, string> {
  return apiQuery({ ...filters, sort: null, page: 1 }, { facets: false });
}

/** `GET /api/alerts/estimate`: about how many jobs a week these filters gave over the last 30 days. */
export function useAlertEstimate(filters: JobFilters) {
  const searchParams = alertQuery(filters);
  return useQuery({
    queryKey: ['alerts', 'estimate', searchParams] as const,
    queryFn: async () => estimateStruct.create(await api.languageApi.get('api/alerts/estimate', { searchParams }).json()),
    staleTime: 5 * 60_000,
  });
}

export type CreateAlertResult =
  | { kind: 'created'; alert: Alert }
  | { kind: 'invalid'; errors: { field: string; code: string }[] }
  | { kind: 'too_many_alerts' }
  | { kind: 'too_many_attempts'; retryAfterSeconds: number | null };

export class UnexpectedAlertStatusError extends Error {
  constructor(readonly status: number) {
    super(`POST /api/alerts answered ${status}`);
    this.name = 'UnexpectedAlertStatusError';
  }
}

/** `POST /api/alerts` with the CSRF header: a visitor's names its e-mail (a signed-in account's own address is used). */
export async function createAlert(input: {
  filters: JobFilters;
  name: string;
  frequency: AlertFrequency;
  locale: LocaleCode;
  email?: string;
}): Promise<CreateAlertResult> {
  const json = {
    query: alertQuery(input.filters),
    name: input.name,
    frequency: input.frequency,
    language: input.locale,
    ...(input.email === undefined ? {} : { email: input.email }),
  };
  const response = await sendWithCsrf('post', 'api/alerts', { json });
  if (response.status === 201) return { kind: 'created', alert: alertStruct.create(await response.json()) };
  const problem = await problemOf(response);
  if (response.status === 422 && problem.errors) return { kind: 'invalid', errors: problem.errors };
  if (response.status === 409 && problem.code === 'too_many_alerts') return { kind: 'too_many_alerts' };
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    return { kind: 'too_many_attempts', retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
  }
  throw new UnexpectedAlertStatusError(response.status);
}
