// Test-only helpers of the company console: the session and own-company calls as a stub, the
// multipart bodies the page sends, and a console page rendered at its path.
import { routes as routeTable, type LocaleCode } from '@raketa/shared';
import { json, problem, renderInRouter, stubFetch, type StubbedCall } from '@raketa/shared/testing';
import { ConsoleHomePage } from '../features/company-console/components/console-home-page';
import { ConsoleProfilePage } from '../features/company-console/components/console-profile-page';
import { COMPANY_USER, ownCompany } from './employer-start-testing';
import { PRICE_LIST } from './pricing-testing';

export interface ConsoleApiOptions {
  user?: object | null;
  /** The account's company (null: none). */
  company?: Record<string, unknown> | null;
  /** The answer of `PATCH /api/me/company` (default: 200 with the company as it was). */
  patch?: () => Response | Promise<Response>;
}

const OriginalRequest = globalThis.Request;

/**
 * The multipart bodies the page sends, as FormData (jsdom cannot read a File back from a Request):
 * ky builds each call with `new globalThis.Request(url, { body })`, so a subclass records the body.
 * Undone by `restoreRequest()`.
 */
function recordFormBodies(): FormData[] {
  const bodies: FormData[] = [];
  globalThis.Request = class extends OriginalRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      if (init?.body instanceof FormData) bodies.push(init.body);
      super(input, init);
    }
  };
  return bodies;
}

export const restoreRequest = () => {
  globalThis.Request = OriginalRequest;
};

export function stubConsoleApi({ user = null, company = null, patch }: ConsoleApiOptions = {}) {
  let current = company;
  const sent = recordFormBodies();
  const calls = stubFetch(async (method, path) => {
    if (path === '/api/me') return json({ user, twoFactorPending: false });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    if (path === '/api/me/company' && method === 'GET') {
      if (!user) return json({ code: 'unauthenticated' }, 401);
      return current ? json(current) : json({ code: 'company_not_found' }, 404);
    }
    if (path === '/api/me/company' && method === 'PATCH') {
      const response = patch ? await patch() : json(current ?? ownCompany());
      if (response.ok) current = (await response.clone().json()) as Record<string, unknown>;
      return response;
    }
    return json({}, 404);
  });
  return { calls, sent };
}

export function renderConsole(routeId: 'companyConsole' | 'companyConsoleProfile', locale: LocaleCode = 'en') {
  const path = routeTable[routeId].path[locale];
  const Page = routeId === 'companyConsole' ? ConsoleHomePage : ConsoleProfilePage;
  return renderInRouter(<Page routeId={routeId} locale={locale} />, path);
}

/** The console's team as the API answers it: the owner (COMPANY_USER) and a member, and an open invitation. */
export const MEMBER = { ...COMPANY_USER, id: 9, email: 'marek@startup.example', name: 'Marek' };
export const TEAM = {
  '@id': '/api/me/company/team',
  '@type': 'CompanyTeam',
  members: [
    { userId: 8, name: 'Olga Nová', email: COMPANY_USER.email, role: 'owner', joinedAt: '2026-01-01T00:00:00.000Z' },
    { userId: 9, name: 'Marek', email: 'marek@startup.example', role: 'member', joinedAt: '2026-02-01T00:00:00.000Z' },
  ],
  invitations: [
    {
      id: 5,
      email: 'jana@startup.example',
      state: 'pending',
      invitedBy: 'Olga Nová',
      createdAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
    },
  ],
};

/** A running Start plan with its one slot taken (`GET /api/me/company/plan`). */
export const PLAN = {
  plan: {
    code: 'start',
    name: { cs: 'Start', en: 'Start' },
    jobSlots: 1,
    listingDays: 30,
    validFrom: '2026-01-01T00:00:00.000Z',
    validUntil: '2027-01-01T00:00:00.000Z',
    orderId: 1,
  },
  usedSlots: 1,
  freeSlots: 0,
  pendingOrder: null,
};
/**
 * The team and plan pages' API: `answer` first (undefined: go on), then the session of `user`, the
 * company, its team, plan and orders and the price list (pricing-testing's); anything else 404.
 */
export type Answer = (method: string, path: string) => Response | undefined;
export function stubTeamPlanApi(user: object | null, answer: Answer = () => undefined) {
  return stubFetch((method, path) => {
    const given = answer(method, path);
    if (given) return given;
    if (path === '/api/me') return json({ user, twoFactorPending: false });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    if (path === '/api/me/company') return json(ownCompany());
    if (path === '/api/me/company/team') return json(TEAM);
    if (path === '/api/me/company/plan') return json(PLAN);
    if (path === '/api/me/company/orders') return json({ orders: [] });
    if (path === '/api/price-list') return json(PRICE_LIST);
    return problem(404, 'not_found');
  });
}
export const sent = (calls: StubbedCall[], method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
