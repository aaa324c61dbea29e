// Test-only helpers of the employer start page: this remote's messages, an own-company answer
// shaped as api/EMPLOYERS.md says, and an API stub for the session and the company calls.
import { addAppMessages, i18n, initI18n, routes as routeTable, type LocaleCode } from '@raketa/shared';
import { addSharedMessages, json, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { EmployerStartPage } from '../features/employer-start/components/employer-start-page';
import cs from '../locales/cs.json';
import en from '../locales/en.json';

// JSON imports type arrays of objects with optional keys (`undefined`), which the messages type does not take.
const MESSAGES = { cs, en } as unknown as Parameters<typeof addAppMessages>[1];

export async function initCompanyPagesMessages(locale: LocaleCode): Promise<void> {
  await initI18n(locale, 'companyPages', MESSAGES);
  addAppMessages('companyPages', MESSAGES);
  await addSharedMessages();
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export const CANDIDATE = { id: 7, type: 'candidate', name: 'Petra Malá', email: 'petra@example.com', createdAt: '2026-01-01T00:00:00.000Z' } as const;
export const COMPANY_USER = { ...CANDIDATE, id: 8, type: 'company', email: 'founder@startup.example' } as const;

export function ownCompany(overrides: Record<string, unknown> = {}) {
  return {
    '@id': '/api/me/company',
    '@type': 'OwnCompany',
    id: 31,
    slug: 'ustecke-remeslo',
    name: 'Ústecké Řemeslo',
    logo: null,
    shortDescription: { cs: 'Aplikace pro řemeslníky', en: 'An app for craftspeople' },
    description: { cs: 'Pomáháme řemeslníkům.', en: 'We help craftspeople.' },
    size: '1-10',
    locations: ['praha'],
    website: null,
    socialLinks: {},
    contactEmail: 'jobs@remeslo.example',
    benefits: [],
    technologies: [],
    photos: [],
    status: 'pending',
    approvedAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export interface EmployerApiOptions {
  user?: object | null;
  /** The account's company (null: none yet). */
  company?: object | null;
  /** The answer of `POST /api/me/company` (default: 201 with the company). */
  create?: () => Response;
}

/** The session and own-company calls as a stub; a successful creation makes later reads answer the company. */
export function stubEmployerApi({ user = null, company = null, create }: EmployerApiOptions = {}) {
  let current = company;
  let session = user;
  const calls = stubFetch((method, path) => {
    if (path === '/api/me') return json({ user: session, twoFactorPending: false });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    if (path === '/api/me/company' && method === 'GET') {
      if (!session) return json({ code: 'unauthenticated' }, 401);
      return current ? json(current) : json({ code: 'company_not_found' }, 404);
    }
    if (path === '/api/me/company' && method === 'POST') {
      const response = create?.() ?? json(ownCompany(), 201);
      if (response.status === 201) {
        current = ownCompany();
        session = session ? { ...session, type: 'company' } : session;
      }
      return response;
    }
    return json({}, 404);
  });
  return { calls };
}

export function renderEmployerStart(locale: LocaleCode = 'en', search = '') {
  const path = routeTable.employerStart.path[locale];
  return renderInRouter(<EmployerStartPage routeId="employerStart" locale={locale} />, `${path}${search}`);
}
