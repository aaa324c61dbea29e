/**
 * The one route table of Raketa (spec section 2). Every page has a Czech and an
 * English path (react-router syntax) and exactly one owner: the shell or one of
 * the four remotes. The shell builds its router from this table, the shell
 * server answers 200/404 from it, and remotes render pages by route id.
 */
import type { LocaleCode } from '../locale/locales';
import { PRODUCT_SLUG } from '../config/product';
import { localizeFieldsParam } from '../../jobs/taxonomy';

export const REMOTE_NAMES = ['jobs', 'auth', 'companyPages', 'learning'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RouteOwner = RemoteName | 'shell';

/** Layout `new` shows the site header with one active section; `none` is a bare marketing page. */
export type RouteLayout = { kind: 'default' } | { kind: 'new'; section: 'jobs' | 'profile' | 'companies' } | { kind: 'none' };

export interface RouteDef {
  readonly owner: RouteOwner;
  readonly path: Readonly<Record<LocaleCode, string>>;
  readonly layout: RouteLayout;
  /** Route-level validation: a matched path whose parameter fails its pattern is a fatal 404. */
  readonly params?: Readonly<Record<string, RegExp>>;
  /** Middleware redirect: the id of the route this one redirects to (same locale; checked by a test). */
  readonly redirectTo?: string;
  /** A variant of another page (an A/B landing): canonical and og:url name that route's URL instead. */
  readonly canonicalOf?: string;
  /**
   * A campaign page: the slug of its campaign (api/COMPANY-PAGES.md). While the campaign is inactive the
   * page redirects to the price list (the shell server on a full load, the page itself on navigation).
   */
  readonly campaign?: string;
  /** Never indexed, whatever ROBOTS_INDEX says: pages for one kind of account (the back office). */
  readonly noindex?: true;
  /**
   * Parameters that are words of a language (the job list's field slugs): each parameter's spelling in
   * `to`, read from any language, or null when it is not one of them. The language switch, hreflang and
   * the redirect of a path with the other language's words use it (`localizedParams` in match.ts).
   */
  readonly localizeParams?: Readonly<Record<string, (value: string, to: LocaleCode) => string | null>>;
}

/** Numeric database ids. */
const ID = /^[1-9]\d{0,17}$/;
/** Test results are named by UUIDs: the public share id and the secret claim guid (api/TESTS.md). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const DEFAULT: RouteLayout = { kind: 'default' };
const NONE: RouteLayout = { kind: 'none' };
const newLayout = (section: 'jobs' | 'profile' | 'companies'): RouteLayout => ({ kind: 'new', section });

const same = (path: string) => ({ cs: path, en: path });
const forCompanies = (cs: string, en: string): RouteDef => ({
  owner: 'companyPages',
  path: { cs: `/pro-firmy/${cs}`, en: `/for-companies/${en}` },
  layout: NONE,
});
const campaign = (cs: string, en: string): RouteDef => ({ ...forCompanies(cs, en), campaign: cs });
const info = (cs: string, en: string): RouteDef => ({ owner: 'companyPages', path: { cs, en }, layout: DEFAULT });
/** A page of the company console (issue 23): for a company's people, never indexed. */
const consolePage = (cs: string, en: string): RouteDef => ({
  owner: 'companyPages',
  path: { cs: `/pro-firmy/moje-firma${cs}`, en: `/for-companies/my-company${en}` },
  layout: DEFAULT,
  noindex: true,
});
/** A page of the back office (issue 23): for admins only, never indexed. */
const backOffice = (cs: string, en: string): RouteDef => ({
  owner: 'companyPages',
  path: { cs: `/sprava${cs}`, en: `/admin${en}` },
  layout: DEFAULT,
  noindex: true,
});

export const routes = {
  // Jobs and companies
  home: { owner: 'jobs', path: same('/'), layout: newLayout('jobs') },
  jobList: {
    owner: 'jobs',
    path: { cs: '/nabidky/:fields?', en: '/jobs/:fields?' },
    layout: newLayout('jobs'),
    localizeParams: { fields: localizeFieldsParam },
  },
  savedJobs: {
    owner: 'jobs',
    path: { cs: '/nabidky/:fields?/ulozene', en: '/jobs/:fields?/saved' },
    layout: newLayout('jobs'),
  },
  jobDetail: {
    owner: 'jobs',
    path: { cs: '/nabidka/:id/:slug/:hash?', en: '/job/:id/:slug/:hash?' },
    layout: newLayout('jobs'),
    params: { id: ID },
  },
  /** The candidate's applications and their status (issue 24): an account's page, never indexed. */
  myApplications: {
    owner: 'jobs',
    path: { cs: '/moje-prihlasky', en: '/my-applications' },
    layout: newLayout('jobs'),
    noindex: true,
  },
  companyList: { owner: 'jobs', path: { cs: '/firmy', en: '/companies' }, layout: newLayout('companies') },
  companiesFollowing: {
    owner: 'jobs',
    path: { cs: '/firmy/sleduji', en: '/companies/following' },
    layout: newLayout('companies'),
  },
  companyProfile: { owner: 'jobs', path: same('/startup/:slug'), layout: newLayout('companies') },

  // User and auth pages
  profile: { owner: 'auth', path: { cs: '/profil', en: '/profile' }, layout: newLayout('profile') },
  onboarding: { owner: 'auth', path: same('/onboarding'), layout: NONE },
  onboardingInjectionKeys: { owner: 'auth', path: same('/onboarding/injectionKeys'), layout: NONE },
  newsletterSettings: {
    owner: 'auth',
    path: { cs: '/nastaveni/newsletter', en: '/settings/newsletter' },
    layout: newLayout('profile'),
  },
  /** The account's job alerts (issue 25); alert mails link here, with `?unsubscribe=` for one alert. */
  jobAlerts: {
    owner: 'auth',
    path: { cs: '/nastaveni/hlidaci-pes', en: '/settings/job-alerts' },
    layout: newLayout('profile'),
  },
  twoFactor: { owner: 'auth', path: same('/two-factor'), layout: DEFAULT },
  login: { owner: 'auth', path: { cs: '/prihlasit', en: '/login' }, layout: DEFAULT },
  register: { owner: 'auth', path: { cs: '/registrovat', en: '/register' }, layout: DEFAULT },
  resetPassword: { owner: 'auth', path: { cs: '/obnovit-heslo', en: '/reset-password' }, layout: DEFAULT },
  logout: { owner: 'auth', path: same('/logout'), layout: DEFAULT },

  // Tests
  testList: { owner: 'learning', path: { cs: '/testy', en: '/tests' }, layout: DEFAULT },
  testsData: { owner: 'learning', path: same('/tests/data'), layout: DEFAULT },
  test: { owner: 'learning', path: same('/test/:slug'), layout: DEFAULT },
  testResult: { owner: 'learning', path: same('/test/:slug/result/:id'), layout: DEFAULT, params: { id: UUID } },
  testFinishedLogin: {
    owner: 'learning',
    path: same('/test/:slug/finished/:guid/login'),
    layout: DEFAULT,
    params: { guid: UUID },
  },

  // Learning
  startupEdu: { owner: 'learning', path: same('/startupedu'), layout: NONE },
  startupEdu2: { owner: 'learning', path: same('/startupedu2'), layout: NONE, canonicalOf: 'startupEdu' },
  futures: { owner: 'learning', path: same('/startupedu/futures'), layout: DEFAULT },
  future: { owner: 'learning', path: same('/startupedu/futures/:futureSlug'), layout: DEFAULT },
  chapter: {
    owner: 'learning',
    path: {
      cs: '/startupedu/futures/:futureSlug/kapitola/:chapterSlug',
      en: '/startupedu/futures/:futureSlug/chapter/:chapterSlug',
    },
    layout: DEFAULT,
  },
  startupTalk: { owner: 'learning', path: same('/startuptalk'), layout: DEFAULT },

  // Company-facing (spec gives Czech slugs; English twins are ours, listed in the README)
  forCompanies: { owner: 'companyPages', path: { cs: '/pro-firmy', en: '/for-companies' }, layout: NONE },
  advertising: forCompanies('reklama', 'advertising'),
  developers: forCompanies('dev', 'dev'),
  faq: forCompanies('napoveda', 'faq'),
  // Middleware of the spec: gold and tariffs redirect to the price list.
  gold: { ...forCompanies('gold', 'gold'), redirectTo: 'priceList' },
  tariffs: { ...forCompanies('tarify', 'tariffs'), redirectTo: 'priceList' },
  priceList: forCompanies('cenik', 'price-list'),
  cashback: forCompanies('cashback', 'cashback'),
  careerPages: forCompanies('karierni-stranky', 'career-pages'),
  advertisingRules: forCompanies('pravidla-inzerce', 'advertising-rules'),
  advertisingTips: forCompanies('tipy-pro-inzerci', 'advertising-tips'),
  startupProgram: forCompanies('startup-program', 'startup-program'),
  mediumAndLargeCompanies: forCompanies('stredni-a-velke-firmy', 'medium-and-large-companies'),
  premiumArticle: forCompanies('premium-clanek', 'premium-article'),
  // Where a company account goes after sign-up: it creates the company's profile (issue 7).
  employerStart: {
    owner: 'companyPages',
    path: { cs: '/pro-firmy/pridat-startup', en: '/for-companies/add-startup' },
    layout: DEFAULT,
  },
  // The company console (issue 23): a company account runs its company here, never indexed. Its
  // sections are the console's nav list (mf-company-pages); each is added here when its page exists.
  companyConsole: consolePage('', ''),
  companyConsoleProfile: consolePage('/profil', '/profile'),
  // The console's jobs (issue 23): the list by state, a new job, one job's editor (the job mails link
  // there), and its preview, which the jobs remote renders with the public job page's own components.
  companyConsoleJobs: consolePage('/nabidky', '/jobs'),
  companyConsoleJobNew: consolePage('/nabidky/nova', '/jobs/new'),
  companyConsoleJob: { ...consolePage('/nabidky/:id', '/jobs/:id'), params: { id: ID } },
  companyConsoleJobPreview: { ...consolePage('/nabidky/:id/nahled', '/jobs/:id/preview'), owner: 'jobs', params: { id: ID } },
  // The console's team and plan (issue 23), and the page of an invitation mail's link (the token is in
  // the query): the API's mails build their links from these paths.
  companyConsoleTeam: consolePage('/tym', '/team'),
  companyConsolePlan: consolePage('/tarif', '/plan'),
  // The console's applicant inbox (issue 24): every application (?job=&status=&page=), one application, the answer templates.
  companyConsoleApplicants: consolePage('/uchazeci', '/applicants'),
  companyConsoleApplicant: { ...consolePage('/uchazeci/:id', '/applicants/:id'), params: { id: ID } },
  companyConsoleTemplates: consolePage('/sablony-odpovedi', '/answer-templates'),
  // The console's integrations (issue 24, api/INTEGRATIONS.md): API tokens and webhook endpoints.
  companyConsoleIntegrations: consolePage('/integrace', '/integrations'),
  companyInvitation: {
    owner: 'companyPages',
    path: { cs: '/pro-firmy/pozvanka', en: '/for-companies/invitation' },
    layout: DEFAULT,
    noindex: true,
  },
  campaignChristmas2024: campaign('vanoce-2024', 'christmas-2024'),
  campaignBirthday2024: campaign('narozeniny-2024', 'birthday-2024'),
  campaignEaster2024: campaign('velikonoce-2024', 'easter-2024'),
  campaignBlackSharkDay2024: campaign('blacksharkday-2024', 'blacksharkday-2024'),

  // The back office of product owners (admins; issue 23): its home and sections (mf-company-pages back-office).
  backOffice: backOffice('', ''),
  backOfficeModeration: backOffice('/moderace', '/moderation'),
  backOfficeCompanies: backOffice('/firmy', '/companies'),
  backOfficeOrders: backOffice('/objednavky', '/orders'),
  backOfficeCampaigns: backOffice('/kampane', '/campaigns'),
  backOfficePriceList: backOffice('/cenik', '/price-list'),
  backOfficeMessages: backOffice('/zpravy', '/messages'),
  backOfficeQueue: backOffice('/fronta', '/queue'),
  backOfficeRecord: backOffice('/zaznam', '/record'),

  // Information pages (gdpr and terms-and-conditions are the spec's named routes)
  gdpr: info('/osobni-udaje', '/personal-data'),
  cookies: info('/cookies', '/cookies'),
  termsAndConditions: info('/vop', '/terms-of-service'),
  termsAndConditionsB2b: info('/vop-b2b', '/terms-of-service-b2b'),
  contact: info('/kontakt', '/contact'),
  about: info(`/o-${PRODUCT_SLUG}`, `/about-${PRODUCT_SLUG}`),
  whatIsStartup: info('/co-je-startup', '/what-is-a-startup'),
  forMedia: info('/pro-media', '/for-media'),
  moveForward: info('/posun-vpred', '/move-forward'),
  moveYourselfForward: info('/posunte-se-vpred', '/move-yourself-forward'),
  newVisualIdentity: info('/nova-vizualni-identita', '/new-visual-identity'),
  candidateReferences: info('/reference-kandidatu', '/candidate-references'),
  successfulCandidates: info(
    `/co-udelali-uspesni-kandidati-na-${PRODUCT_SLUG}-jinak`,
    `/what-successful-candidates-on-${PRODUCT_SLUG}-did-differently`,
  ),

  // Internal and test pages, and error pages: the shell's own (error pages bring their own chrome)
  icons: { owner: 'shell', path: same('/icons'), layout: DEFAULT },
  /** For operators: the shell's build and each remote's live release (issue 8). */
  aboutBuild: { owner: 'shell', path: same('/about-build'), layout: DEFAULT },
  error1Test: { owner: 'shell', path: same('/error-1-test'), layout: DEFAULT },
  error2Test: { owner: 'shell', path: same('/error-2-test'), layout: DEFAULT },
  error3Test: { owner: 'shell', path: same('/error-3-test'), layout: DEFAULT },
  easterEggClient: { owner: 'shell', path: same('/easter-egg-client'), layout: DEFAULT },
  easterEggServer: { owner: 'shell', path: same('/easter-egg-server'), layout: DEFAULT },
  notFound: { owner: 'shell', path: same('/404'), layout: NONE },
  serverError: { owner: 'shell', path: same('/500'), layout: NONE },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routes;

/** Every route as its definition type (the table itself keeps literal types for ids). */
export const routeDefs: Readonly<Record<RouteId, RouteDef>> = routes;
export const ROUTE_IDS = Object.keys(routes) as RouteId[];

/** The campaign slug of a campaign page, or null. */
export function campaignOfRoute(id: RouteId): string | null {
  return routeDefs[id].campaign ?? null;
}

/** Route ids owned by one remote (or the shell). */
export function routesOwnedBy(owner: RouteOwner): RouteId[] {
  return ROUTE_IDS.filter((id) => routes[id].owner === owner);
}
