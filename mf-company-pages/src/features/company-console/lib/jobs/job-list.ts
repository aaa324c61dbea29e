/**
 * The console's job list (issue 23): which moves each state offers, the filter a URL names, and the
 * way out when no slot is free. Pure, so the list's rules are tested without rendering.
 */
import { pathFor, ROUTE_IDS, SITE_TIME_ZONE, type LocaleCode, type RouteId } from '@raketa/shared';
import { OWN_JOB_STATES, type CompanyPlan, type OwnJobState, type OwnJobSummary } from '@raketa/shared/contracts';

export type JobAction = 'edit' | 'preview' | 'submit' | 'close' | 'renew' | 'delete' | 'view';

/**
 * What a job in each state can do (api/CONSOLE.md, "Job lifecycle"): a draft or a rejected job is
 * edited and submitted (a draft also deleted), a published one closed or renewed and seen on the
 * site, an expired or closed one renewed. Every job can be opened and previewed.
 */
export function actionsOf(job: Pick<OwnJobSummary, 'status'>): JobAction[] {
  switch (job.status) {
    case 'draft':
      return ['edit', 'preview', 'submit', 'delete'];
    case 'rejected':
      return ['edit', 'preview', 'submit'];
    case 'submitted':
      return ['edit', 'preview'];
    case 'published':
      return ['edit', 'view', 'close', 'renew'];
    case 'expired':
    case 'closed':
      return ['edit', 'preview', 'renew'];
  }
}

/** The state a list URL filters by (`?state=published`), or null for all; anything else is all. */
export function stateOfSearch(search: string): OwnJobState | null {
  const state = new URLSearchParams(search).get('state');
  return state && (OWN_JOB_STATES as readonly string[]).includes(state) ? (state as OwnJobState) : null;
}

/** The page a list URL names (`?page=2`, the API's pages of 50), or 1; anything else is the first. */
export function pageOfSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The list's URL for a filter and a page (the first page without a `page`). */
export function listPath(locale: LocaleCode, state: OwnJobState | null, page = 1): string {
  const query = new URLSearchParams({ ...(state ? { state } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return `${pathFor('companyConsoleJobs', locale)}${query ? `?${query}` : ''}`;
}

/**
 * Where a company orders a plan: the console's plan page once the route table has it (another
 * slice of the console), the public price list until then.
 */
export function planPagePath(locale: LocaleCode): string {
  const consolePlan = 'companyConsolePlan' as RouteId;
  return pathFor(ROUTE_IDS.includes(consolePlan) ? consolePlan : 'priceList', locale);
}

/** What the slots allow now: none runs, every slot taken, or some free. */
export function slotState(plan: Pick<CompanyPlan, 'plan' | 'freeSlots'>): 'noPlan' | 'full' | 'free' {
  if (!plan.plan) return 'noPlan';
  return plan.freeSlots > 0 ? 'free' : 'full';
}

const LANGUAGE: Record<LocaleCode, string> = { cs: 'cs-CZ', en: 'en-GB' };

/** A date in the page's language, in the site's time zone (a listing ends on a Czech date). */
export const formatDate = (iso: string, locale: LocaleCode) =>
  new Intl.DateTimeFormat(LANGUAGE[locale], { dateStyle: 'long', timeZone: SITE_TIME_ZONE }).format(new Date(iso));

export const formatTime = (iso: string, locale: LocaleCode) =>
  new Intl.DateTimeFormat(LANGUAGE[locale], { dateStyle: 'short', timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(new Date(iso));
