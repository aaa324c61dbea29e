// Test-only helpers of the back office: accounts, answers shaped as the admin API's contracts say,
// an API stub that answers each path from a table (and records every call), and a page rendered at
// its path.
import { routes as routeTable, type LocaleCode, type RouteId } from '@raketa/shared';
import { json, renderInRouter, stubFetch } from '@raketa/shared/testing';
import type { ComponentType } from 'react';
import { BackOfficeHomePage } from '../features/back-office/components/back-office-home-page';
import { CampaignsPage } from '../features/back-office/components/campaigns-page';
import { CompaniesPage } from '../features/back-office/components/companies-page';
import { MessagesPage } from '../features/back-office/components/messages-page';
import { ModerationPage } from '../features/back-office/components/moderation-page';
import { OrdersPage } from '../features/back-office/components/orders-page';
import { PriceListPage } from '../features/back-office/components/price-list-page';
import { QueuePage } from '../features/back-office/components/queue-page';
import { RecordPage } from '../features/back-office/components/record-page';
import { CANDIDATE } from './employer-start-testing';

export const ADMIN = { ...CANDIDATE, id: 1, name: 'Petra Správcová', email: 'admin@raketa.example', roles: ['admin'] } as const;
export const CANDIDATE_USER = { ...CANDIDATE, roles: [] } as const;

export const PAGES: Record<string, ComponentType<{ routeId: RouteId; locale: LocaleCode }>> = {
  backOffice: BackOfficeHomePage,
  backOfficeModeration: ModerationPage,
  backOfficeCompanies: CompaniesPage,
  backOfficeOrders: OrdersPage,
  backOfficeCampaigns: CampaignsPage,
  backOfficePriceList: PriceListPage,
  backOfficeMessages: MessagesPage,
  backOfficeQueue: QueuePage,
  backOfficeRecord: RecordPage,
};

export function renderBackOffice(routeId: keyof typeof PAGES & RouteId, locale: LocaleCode = 'en', search = '') {
  const Page = PAGES[routeId]!;
  return renderInRouter(<Page routeId={routeId} locale={locale} />, `${routeTable[routeId].path[locale]}${search}`);
}

/** An answer: a body (200), or a Response; a function gets the request (a change's body as JSON). */
export type Answer = unknown | Response | ((request: Request, body: unknown) => unknown);
/** `METHOD /path` (with its query, or without to answer any query) → answer. */
export type AnswerTable = Record<string, Answer>;

/**
 * The session (`user`), the CSRF token, and each admin path from `answers`; any other call is a 404.
 * Answers may be replaced while a test runs (`answers` is read at each call).
 */
export function stubBackOfficeApi(user: object | null, answers: AnswerTable = {}) {
  return stubFetch(async (method, path, request) => {
    if (path === '/api/me') return json({ user, twoFactorPending: false });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    const answer = answers[`${method} ${path}`] ?? answers[`${method} ${path.split('?')[0]}`];
    if (answer === undefined) return json({ code: 'not_found' }, 404);
    const body =
      method === 'GET'
        ? undefined
        : await request
            .clone()
            .json()
            .catch(() => undefined);
    const value = typeof answer === 'function' ? await (answer as (request: Request, body: unknown) => unknown)(request, body) : answer;
    return value instanceof Response ? value : json(value);
  });
}

export const finding = (code: string, severity: 'error' | 'warning', params?: Record<string, unknown>) => ({
  code,
  field: code === 'salary_missing' ? 'salary' : 'description',
  severity,
  ...(params ? { params } : {}),
});

export function moderationItem(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    slug: 'backend-vyvojar-41',
    title: 'Backend vývojář',
    language: 'cs',
    review: 'new',
    submittedAt: '2032-06-01T09:00:00.000Z',
    company: { id: 5, slug: 'mlynek-pay', name: 'Mlýnek Pay', approved: true },
    findings: [],
    previousRejection: null,
    ...overrides,
  };
}

export function ownJob(overrides: Record<string, unknown> = {}) {
  return {
    '@id': '/api/me/company/jobs/41',
    '@type': 'OwnJob',
    id: 41,
    status: 'submitted',
    version: 3,
    slug: 'backend-vyvojar-41',
    language: 'cs',
    title: 'Backend vývojář',
    createdAt: '2032-05-30T09:00:00.000Z',
    updatedAt: '2032-06-01T09:00:00.000Z',
    publishedAt: null,
    validUntil: null,
    reviewRequested: false,
    rejection: null,
    description: '<p>Hledáme vývojáře do platebního týmu.</p>',
    fields: ['development.backend'],
    seniority: 'senior',
    jobTypes: ['full-time'],
    workMode: 'hybrid',
    locations: ['praha'],
    salary: { min: 70000, max: 100000, currency: 'CZK', period: 'month' },
    benefits: ['home-office'],
    technologies: [],
    readiness: [],
    precheck: [],
    ...overrides,
  };
}

export const lifecycle = (id: number, status: string) => ({
  id,
  status,
  submittedAt: '2032-06-01T09:00:00.000Z',
  publishedAt: status === 'published' ? '2032-06-02T09:00:00.000Z' : null,
  validUntil: status === 'published' ? '2032-07-02T09:00:00.000Z' : null,
  closedAt: null,
  rejection: status === 'rejected' ? { reason: 'contact_details', message: 'x', at: '2032-06-02T09:00:00.000Z' } : null,
});

export function adminOrder(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    plan: { code: 'standard', name: { cs: 'Standard', en: 'Standard' } },
    priceCzk: 11900,
    priceEur: 479,
    jobSlots: 3,
    listingDays: 30,
    status: 'pending',
    createdAt: '2032-06-01T09:00:00.000Z',
    paidAt: null,
    validFrom: null,
    validUntil: null,
    company: { id: 9, slug: 'kotva-logistics', name: 'Kotva Logistics' },
    ...overrides,
  };
}

export function campaign(overrides: Record<string, unknown> = {}) {
  return {
    '@id': '/api/campaigns/blacksharkday-2024',
    '@type': 'Campaign',
    slug: 'blacksharkday-2024',
    active: false,
    enabled: false,
    startsAt: null,
    endsAt: null,
    offer: { title: { cs: 'Black Shark Day', en: 'Black Shark Day' }, text: { cs: 'Sleva', en: 'Discount' }, discountPercent: 30, code: 'SHARK' },
    ...overrides,
  };
}

export const hydra = (members: unknown[]) => ({
  '@context': '/api/contexts/Campaign',
  '@id': '/api/admin/campaigns',
  '@type': 'hydra:Collection',
  'hydra:member': members,
  'hydra:totalItems': members.length,
});

export const PRICE_LIST = {
  '@context': '/api/contexts/PriceList',
  '@id': '/api/price-list',
  '@type': 'PriceList',
  plans: [
    {
      code: 'standard',
      name: { cs: 'Standard', en: 'Standard' },
      summary: { cs: 'Pro rostoucí týmy', en: 'For growing teams' },
      features: { cs: ['3 nabídky'], en: ['3 jobs'] },
      priceCzk: 11900,
      priceEur: 479,
      listingDays: 30,
      jobSlots: 3,
      highlighted: true,
    },
  ],
  addons: [{ code: 'hotjobs', name: { cs: 'Hot jobs', en: 'Hot jobs' }, description: { cs: 'Nahoře', en: 'On top' }, priceCzk: 2900, priceEur: 119 }],
  creditPackages: [{ code: 'credits-10000', credits: 10000, priceCzk: 9500, priceEur: 389, bonusPercent: 5 }],
};

export const calls = <C extends { method: string; path: string }>(list: C[], method: string, prefix: string) =>
  list.filter((call) => call.method === method && call.path.startsWith(prefix));

export const bodyOf = async (call: { request: Request }) => (await call.request.clone().json()) as unknown;

export { json };
