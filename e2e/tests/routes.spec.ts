/**
 * Routing beyond the route table's pages (every-route.spec.ts visits each route in both languages
 * for its status, owner's page, `lang`, title and og:url): the error routes' status and page, unknown
 * and invalid paths, crawlers, page views, hreflang and the language switch, locale detection.
 */
import { pathFor, type RouteId } from '@raketa/shared';
import { expect, expectNoReload, markDocument, test } from '../fixtures';
import { ERROR_ROUTES } from '../route-samples';

const hostnameOf = (url: string) => new URL(url).host;

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

test('hreflang alternates and the language switch lead to the twin page', async ({ page, site, routeSamples }) => {
  const { job } = routeSamples;
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
