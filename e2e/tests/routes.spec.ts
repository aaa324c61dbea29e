/**
 * Every route of the table, in both languages, on its language's host: HTTP status,
 * the owner's page, `lang`, title and og:url. The test pages are checked for the error
 * path each one exercises.
 */
import { documentTitle, LOCALE_CODES, pathFor, ROUTE_IDS, routeDefs, siteDomainName, type LocaleCode, type RouteId } from '@raketa/shared';
import cs from '@raketa/shared/messages/cs.json';
import en from '@raketa/shared/messages/en.json';
import learningCs from '../../mf-learning/src/locales/cs.json';
import learningEn from '../../mf-learning/src/locales/en.json';
import type { Page } from '@playwright/test';
import { expect, expectNoReload, markDocument, test } from '../fixtures';

const TITLES: Record<LocaleCode, Record<string, string>> = { cs: cs.routes, en: en.routes };
const LEARNING = { cs: learningCs, en: learningEn };
const SAMPLE_PARAMS = {
  id: '42',
  slug: 'senior-developer',
  hash: 'a1b2c3',
  guid: '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
  futureSlug: 'ai',
  chapterSlug: 'uvod',
};

/**
 * Pages of real data: a job and a company from the seed, a skill test with a result taken here, and
 * a course with its first chapter (a made-up id or slug is a 404, and a job detail redirects to its
 * canonical slug). They set their own titles.
 */
type Text = Record<LocaleCode, string>;
interface Samples {
  job: { id: number; slug: string; title: string; company: { name: string } };
  company: { slug: string; name: string };
  test: { slug: string; title: Text };
  resultId: string;
  course: { slug: string; title: Text; chapters: { slug: string; title: Text }[] };
}
async function samplesOf(page: Page, origin: string): Promise<Samples> {
  const get = async (path: string) => (await page.request.get(`${origin}${path}`)).json();
  const jobs = await get('/api/jobs');
  const companies = await get('/api/companies');
  const test = (await get('/api/tests'))['hydra:member'][0];
  const courseSlug = (await get('/api/courses'))['hydra:member'][0].slug;
  // A result of our own: every question answered with its first option (a visitor's attempt).
  await page.goto(`${origin}/404`);
  const resultId = await page.evaluate(async (slug) => {
    const questions = (await (await fetch(`/api/tests/${slug}`)).json()).questionList as { id: number; options: { id: number }[] }[];
    const { token } = (await (await fetch('/api/csrf')).json()) as { token: string };
    const answers = questions.map((question) => ({ question: question.id, options: [question.options[0]!.id] }));
    const response = await fetch(`/api/tests/${slug}/attempts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
      body: JSON.stringify({ answers }),
    });
    return ((await response.json()) as { id: string }).id;
  }, test.slug as string);
  return {
    job: jobs['hydra:member'][0],
    company: companies['hydra:member'][0],
    test,
    resultId,
    course: await get(`/api/courses/${courseSlug}`),
  };
}
function paramsFor(id: RouteId, samples: Samples): Record<string, string> {
  if (id === 'jobDetail') return { id: String(samples.job.id), slug: samples.job.slug };
  if (id === 'companyProfile') return { slug: samples.company.slug };
  if (id === 'test' || id === 'testFinishedLogin') return { ...SAMPLE_PARAMS, slug: samples.test.slug };
  if (id === 'testResult') return { slug: samples.test.slug, id: samples.resultId };
  if (id === 'future') return { futureSlug: samples.course.slug };
  if (id === 'chapter') return { futureSlug: samples.course.slug, chapterSlug: samples.course.chapters[0]!.slug };
  return SAMPLE_PARAMS;
}
/** The title a page sets itself (from its data or its own copy); a RegExp where it may vary. */
function ownTitleOf(id: RouteId, samples: Samples, locale: LocaleCode): string | RegExp | undefined {
  const landing = LEARNING[locale].learning.landing;
  if (id === 'jobDetail') return `${samples.job.title} – ${samples.job.company.name}`;
  if (id === 'companyProfile') return samples.company.name;
  if (id === 'test') return samples.test.title[locale];
  if (id === 'testResult') return LEARNING[locale].tests.result.pageTitle.replace('{{title}}', samples.test.title[locale]);
  if (id === 'future') return samples.course.title[locale];
  if (id === 'chapter') return samples.course.chapters[0]!.title[locale];
  // The landing shows the visitor's A/B variant; the second page is always B.
  if (id === 'startupEdu') return new RegExp(`^(${escapeRegExp(landing.a.title)}|${escapeRegExp(landing.b.title)})$`);
  if (id === 'startupEdu2') return landing.b.title;
  return undefined;
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What each shell page shows, by route id; remote pages show their area's heading. */
const SHELL_PAGE_TESTIDS: Partial<Record<RouteId, string>> = {
  icons: 'icons-page',
  aboutBuild: 'about-build-page',
  error3Test: 'error-3-test',
  easterEggClient: 'easter-egg-client',
};
/** Pages that exercise an error path answer with their own status and page (see the README). */
const ERROR_ROUTES: Partial<Record<RouteId, { http: number; page: '404' | '500' }>> = {
  notFound: { http: 404, page: '404' },
  serverError: { http: 500, page: '500' },
  error1Test: { http: 200, page: '500' },
  error2Test: { http: 200, page: '404' },
  easterEggServer: { http: 500, page: '500' },
};

const hostnameOf = (url: string) => new URL(url).host;

async function campaignIsActive(page: Page, origin: string, slug: string): Promise<boolean> {
  return ((await (await page.request.get(`${origin}/api/campaigns/${slug}`)).json()) as { active: boolean }).active;
}

async function expectHead(page: Page, locale: LocaleCode, id: RouteId, url: string, ownTitle?: string | RegExp) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const host = hostnameOf(url);
  if (ownTitle instanceof RegExp) await expect(page).toHaveTitle(new RegExp(`${ownTitle.source.slice(0, -1)} \\| ${escapeRegExp(siteDomainName(host))}$`));
  else await expect(page).toHaveTitle(documentTitle(ownTitle ?? TITLES[locale][id]!, host));
  // A variant page names the page it varies as its URL (route `canonicalOf`).
  const canonicalOf = routeDefs[id].canonicalOf as RouteId | undefined;
  const pageUrl = canonicalOf ? `${new URL(url).origin}${pathFor(canonicalOf, locale)}` : url;
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', pageUrl);
}

for (const locale of LOCALE_CODES) {
  test(`every route answers in ${locale} with its owner’s page, lang, title and og:url`, async ({ page, site }) => {
    test.setTimeout(240_000);
    const samples = await samplesOf(page, site.cs);
    for (const id of ROUTE_IDS) {
      if (ERROR_ROUTES[id]) continue;
      const route = routeDefs[id];
      // An inactive campaign's page redirects to the price list (campaigns start switched off).
      const inactiveCampaign = route.campaign !== undefined && !(await campaignIsActive(page, site.cs, route.campaign));
      const target = (route.redirectTo ?? (inactiveCampaign ? 'priceList' : id)) as RouteId;
      const url = `${site[locale]}${pathFor(id, locale, paramsFor(id, samples))}`;
      const finalUrl = `${site[locale]}${pathFor(target, locale, paramsFor(target, samples))}`;
      const response = await page.goto(url);
      expect(response?.status(), `${id} ${url}`).toBe(200);
      expect(page.url(), `${id} lands on ${finalUrl}`).toBe(finalUrl);
      const owner = routeDefs[target].owner;
      if (owner === 'shell') await expect(page.getByTestId(SHELL_PAGE_TESTIDS[target]!)).toBeVisible();
      else await expect(page.locator(`[data-remote-area="${owner}"] h1`), `${id} ${url}`).not.toBeEmpty();
      await expectHead(page, locale, target, finalUrl, ownTitleOf(target, samples, locale));
    }
  });
}

for (const [id, expected] of Object.entries(ERROR_ROUTES) as [RouteId, { http: number; page: string }][]) {
  test(`${pathFor(id, 'en')} exercises its error path: HTTP ${expected.http}, the ${expected.page} page`, async ({ page, site }) => {
    const response = await page.goto(`${site.en}${pathFor(id, 'en')}`);
    expect(response?.status()).toBe(expected.http);
    // One 404 design inside the layout (its navigation leads back); the 500 page has its own bare chrome.
    const notFound = expected.page === '404';
    await expect(page.getByTestId(notFound ? 'not-found' : 'error-page')).toHaveAttribute('data-status', expected.page);
    const heading = notFound ? /^Page not found|^Page Not Found: / : 'The error is on our side';
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const action = notFound ? page.getByRole('link', { name: 'Back to the homepage' }) : page.getByRole('button', { name: 'Reload' });
    await expect(action).toBeVisible();
    if (notFound) await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
}

test('an unknown path answers 404 with “Page Not Found: {path}” inside the layout', async ({ page, site }) => {
  const response = await page.goto(`${site.en}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toHaveText(/Page Not Found: \/no-such-page/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const cs = await page.goto(`${site.cs}/zadna-takova-stranka`);
  expect(cs?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toHaveText(/Stránka nenalezena: \/zadna-takova-stranka/);
});

test('client-side navigation to an unknown path shows the 404 inside the layout without a reload', async ({ page, site }) => {
  await page.goto(`${site.en}/companies`);
  await expect(page.locator('[data-remote-area="jobs"] h1')).toBeVisible();
  await markDocument(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/gone-somewhere');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('not-found')).toHaveText(/Page Not Found: \/gone-somewhere/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expectNoReload(page);
});

test('a route failing its validation is a fatal 404: HTTP 404 and the one 404 page, inside the layout', async ({ page, site }) => {
  const response = await page.goto(`${site.cs}/nabidka/neni-cislo/vyvojar`);
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toHaveAttribute('data-status', '404');
  await expect(page.getByRole('heading', { name: 'Stránka nenalezena: /nabidka/neni-cislo/vyvojar' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hlavní navigace' })).toBeVisible();
  await page.getByRole('link', { name: 'Zpět na úvodní stránku' }).click();
  await expect(page).toHaveURL(`${site.cs}/`);
});

test('crawlers get the layout marked noindex instead of the error page', async ({ browser, site }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  const page = await context.newPage();
  await page.goto(`${site.en}/error-1-test`);
  await expect(page.getByTestId('crawler-error')).toHaveAttribute('data-status', '500');
  await expect(page.getByTestId('error-page')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('meta[name="prerender-status-code"]')).toHaveAttribute('content', '500');
  await context.close();
});

test('/error-3-test: a failed request raises the generic error toast and the page stays', async ({ page, site }) => {
  await page.goto(`${site.cs}/error-3-test`);
  await page.getByRole('button', { name: 'Odeslat chybný požadavek' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Chyba');
  await expect(toast).toContainText('Omlouváme se, zkuste akci zopakovat později.');
  await expect(page.getByTestId('error-3-test')).toBeVisible();
});

test('/easter-egg-client: a failing component costs only its own box', async ({ page, site }) => {
  await page.goto(`${site.en}/easter-egg-client`);
  await page.getByRole('button', { name: 'Launch the rocket' }).click();
  await expect(page.getByTestId('easter-egg-exploded')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('page views with title and URL go to the data layer after each navigation except the first', async ({ page, site }) => {
  await page.goto(`${site.en}/jobs`);
  await expect(page.locator('[data-remote-area="jobs"] h1')).toBeVisible();
  const pageViews = () =>
    page.evaluate(() => ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => e.event === 'page_view'));
  expect(await pageViews()).toEqual([]);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Companies', exact: true }).click();
  await expect(page).toHaveTitle(`Companies | ${hostnameOf(site.en).replace(/:\d+$/, '')}`);
  await nav.getByRole('link', { name: 'Tests', exact: true }).click();
  await expect(page).toHaveTitle(`Skill tests | ${hostnameOf(site.en).replace(/:\d+$/, '')}`);
  const domain = hostnameOf(site.en).replace(/:\d+$/, '');
  expect(await pageViews()).toEqual([
    { event: 'page_view', page_title: `Companies | ${domain}`, page_location: `${site.en}/companies` },
    { event: 'page_view', page_title: `Skill tests | ${domain}`, page_location: `${site.en}/tests` },
  ]);
});

test('hreflang alternates and the language switch lead to the twin page', async ({ page, site }) => {
  const { job } = await samplesOf(page, site.cs);
  const [cs, en] = [`/nabidka/${job.id}/${job.slug}`, `/job/${job.id}/${job.slug}`];
  await page.goto(`${site.cs}${cs}?ref=x`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${site.en}${en}`);
  await expect(page.locator('link[rel="alternate"][hreflang="cs"]')).toHaveAttribute('href', `${site.cs}${cs}`);
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(`${site.en}${en}?ref=x`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a path of the other language redirects to its twin on this host', async ({ page, site }) => {
  const response = await page.goto(`${site.cs}/jobs`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${site.cs}/nabidky`);
});

test.describe('locale detection', () => {
  test.use({ locale: 'en-US' });

  test('an English browser on the Czech site is offered the English twin; following it is remembered', async ({ page, site }) => {
    await page.goto(`${site.cs}/firmy`);
    const bar = page.getByTestId('locale-suggestion');
    await expect(bar).toContainText('This page is also available in English.');
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await bar.getByRole('link', { name: 'Go to the English version' }).click();
    await expect(page).toHaveURL(`${site.en}/companies`);
    await expect(page.getByTestId('locale-suggestion')).toHaveCount(0);
    // On a later visit to the Czech site (a new tab), the stored choice (English) is offered again.
    const later = await page.context().newPage();
    await later.goto(`${site.cs}/firmy`);
    await expect(later.getByTestId('locale-suggestion')).toContainText('This page is also available in English.');
  });

  test('“stay” is remembered for the next visit', async ({ page, site }) => {
    await page.goto(`${site.cs}/firmy`);
    await page.getByRole('button', { name: 'Stay with Czech' }).click();
    await expect(page.getByTestId('locale-suggestion')).toHaveCount(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('cs');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.goto(`${site.cs}/testy`);
    await expect(page.locator('[data-remote-area="learning"] h1')).toBeVisible();
    await expect(page.getByTestId('locale-suggestion')).toHaveCount(0);
  });
});

test.describe('a Czech browser', () => {
  test.use({ locale: 'cs-CZ' });
  test('sees no suggestion on the Czech site', async ({ page, site }) => {
    await page.goto(`${site.cs}/firmy`);
    await expect(page.locator('[data-remote-area="jobs"] h1')).toBeVisible();
    await expect(page.getByTestId('locale-suggestion')).toHaveCount(0);
  });
});

test('robots meta follows the ROBOTS_INDEX flag @local-stack', async ({ page, site }) => {
  await page.goto(`${site.en}/jobs`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await site.stack!.stopService('shell');
  try {
    await site.stack!.startService('shell', { ROBOTS_INDEX: 'true' });
    await page.goto(`${site.en}/jobs`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'all');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
  } finally {
    await site.stack!.stopService('shell');
    await site.stack!.startService('shell');
  }
});
