/**
 * Issue 22, the companies pages. `/firmy` and `/companies` come with their companies in the HTML;
 * public data never waits for the session (`/api/me`); nothing moves once drawn: the browser's
 * layout shifts (a PerformanceObserver, as CLS counts them) stay under 0.1 on the list and a
 * profile, phone and desktop, both languages, for a visitor (server-rendered) and a signed-in
 * user (drawn in the browser). A profile opened from the list never says "0 open jobs" while its
 * jobs load. With the locale suggestion shown, the skip link is still the first stop.
 */
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import jobsCs from '../../mf-jobs/src/locales/cs.json';
import jobsEn from '../../mf-jobs/src/locales/en.json';
import shellCs from '../../shell/src/locales/cs.json';
import shellEn from '../../shell/src/locales/en.json';
import { expect, hydratedArea, registerInPage, test, type Site } from '../fixtures';

type Lang = 'cs' | 'en';
interface CompanySummary {
  id: number;
  slug: string;
  name: string;
  openJobs: number;
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const LIST_PATH = { cs: '/firmy', en: '/companies' } as const;
const TEXTS = {
  // The suggestion speaks the browser's language: English on the Czech site, Czech on the English one.
  cs: { jobs: jobsCs, skipMain: shellCs.skip.main, switchTo: shellEn.localeSuggestion.switch, browser: 'en-US' },
  en: { jobs: jobsEn, skipMain: shellEn.skip.main, switchTo: shellCs.localeSuggestion.switch, browser: 'cs-CZ' },
} as const;
/** CLS's "good" limit. */
const CLS_LIMIT = 0.1;

const cards = (page: Page) => page.getByTestId('company-card');

/** A GET on a language's host sent to the Czech host's address (Node cannot resolve `en.localhost`). */
function getOn(request: APIRequestContext, site: Site, lang: Lang, path: string, accept: string) {
  return request.get(`${site.cs}${path}`, { headers: { accept, host: new URL(site[lang]).host }, maxRedirects: 0 });
}

async function companies(request: APIRequestContext, site: Site, query = 'page=1'): Promise<CompanySummary[]> {
  const response = await request.get(`${site.cs}/api/companies?${query}`, { headers: { accept: 'application/ld+json' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { 'hydra:member': CompanySummary[] })['hydra:member'];
}

const decode = (text: string) =>
  text.replace(/&(amp|quot|#39|#x27);/g, (_all, name: string) => ({ amp: '&', quot: '"', '#39': "'", '#x27': "'" })[name]!);

/** Counts every layout shift of each document of the context (none after input, as CLS). */
async function watchShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { e2eShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map(({ node }) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName),
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Loads `url`, waits until the page's code has taken it over and the network is quiet (a moment
 * more for the last frame), and answers the sum of its layout shifts (at least its CLS).
 */
async function shiftsOfLoad(page: Page, url: string): Promise<{ sum: number; sources: string[]; styles: number }> {
  const response = await page.goto(url);
  // The first view's inlined stylesheets (the shell's and the remote's), for the report.
  const styles = ((await response!.text()).match(/<style data-href=/g) ?? []).length;
  await expect(hydratedArea(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => {
    const shifts = (window as unknown as { e2eShifts: { value: number; sources: string[] }[] }).e2eShifts;
    return { sum: shifts.reduce((sum, shift) => sum + shift.value, 0), sources: shifts.flatMap((shift) => shift.sources) };
  });
  return { ...shifts, styles };
}

/** A context in `lang`'s browser language; signed in (a new candidate) when `signedIn`. */
async function newContext(browser: Browser, site: Site, lang: Lang, viewport: { width: number; height: number }, signedIn: boolean) {
  const context = await browser.newContext({ viewport, locale: lang === 'cs' ? 'cs-CZ' : 'en-US' });
  if (signedIn) {
    const page = await context.newPage();
    await page.goto(`${site[lang]}/404`);
    const email = `companies-${lang}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.cz`;
    expect(await registerInPage(page, { email, password: 'Firmy-heslo-42' })).toBe(201);
    await page.close();
  }
  return context;
}

/** Follows a company as the context's user, as the page does it (CSRF token, same origin). */
async function follow(context: BrowserContext, site: Site, lang: Lang, id: number) {
  const page = await context.newPage();
  await page.goto(`${site[lang]}/404`);
  const status = await page.evaluate(async (companyId) => {
    const { token } = (await (await fetch('/api/csrf')).json()) as { token: string };
    return (await fetch(`/api/me/followed-companies/${companyId}`, { method: 'PUT', headers: { 'x-csrf-token': token } })).status;
  }, id);
  expect(status).toBe(204);
  await page.close();
}

function report(testInfo: TestInfo, what: string, value: string) {
  testInfo.annotations.push({ type: what, description: value });
  console.log(`${what}: ${value}`);
}

test.describe('without JavaScript', () => {
  for (const lang of ['cs', 'en'] as const) {
    test(`${LIST_PATH[lang]} lists the first page of companies in the HTML, and a filtered second page too`, async ({ request, site }) => {
      // A stack's very first render may take longer than the page waits for it (first-view.spec.ts): not this one.
      await getOn(request, site, lang, LIST_PATH[lang], 'text/html');
      for (const [path, query] of [
        [LIST_PATH[lang], 'page=1'],
        [`${LIST_PATH[lang]}?hiring=1&page=2`, 'hiring=true&page=2'],
      ] as const) {
        const expected = await companies(request, site, query);
        expect(expected.length).toBeGreaterThan(5);
        const response = await getOn(request, site, lang, path, 'text/html');
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html.match(/data-testid="company-card"/g)).toHaveLength(expected.length);
        for (const company of expected) {
          expect(html).toContain(`href="/startup/${company.slug}"`);
          expect(decode(html)).toContain(`>${company.name}</a>`);
        }
      }
    });
  }
});

test('the list hydrates the server’s companies without asking for them again, and its filters then work', async ({ browser, site }) => {
  // In a browser that prefers the other language, whose suggestion bar arrives while the page's
  // code is still held back: the bar must not make React draw the server's list again.
  const context = await browser.newContext({ locale: TEXTS.cs.browser });
  const page = await context.newPage();
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${site.remoteOrigins.jobs}/remoteEntry.js**`, async (route) => {
    await held;
    await route.continue();
  });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/companies') asked.push(url.search);
  });
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => Object.assign(window, { serverHeading: document.querySelector('.rk-companies h1') })),
  );
  await page.goto(`${site.cs}/firmy`);
  await expect(page.getByTestId('locale-suggestion')).toBeVisible();
  await expect(hydratedArea(page)).toHaveCount(0);
  release();
  await expect(hydratedArea(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('.rk-companies h1')),
  ).toBe(true);
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);

  // A click (the box is the page's state: it shows checked once the URL says so).
  await page.getByLabel(jobsCs.companies.filters.hiring).click();
  await expect(page).toHaveURL(`${site.cs}/firmy?hiring=1`);
  await expect(page.getByLabel(jobsCs.companies.filters.hiring)).toBeChecked();
  await expect.poll(() => asked).toContain('?hiring=true&page=1');
  await context.close();
});

test('the companies show while the session is still unknown (its answer held), for a visitor and a signed-in user', async ({ browser, site }) => {
  for (const [lang, signedIn] of [
    ['cs', false],
    ['en', true],
  ] as const) {
    const context = await newContext(browser, site, lang, PHONE, signedIn);
    const page = await context.newPage();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site[lang]}${LIST_PATH[lang]}`);
    // Drawn by the server for the visitor, by the browser for the signed-in user: either way at once.
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThan(5);
    release();
    await expect(hydratedArea(page)).toBeVisible();
    await expect(cards(page).first().locator('button.rk-mark')).toBeEnabled();
    await context.close();
  }
});

test.describe('nothing moves once drawn (layout shifts under 0.1)', () => {
  for (const lang of ['cs', 'en'] as const) {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`list and profile, ${lang}, ${name}, visitor and signed in`, async ({ browser, request, site }, testInfo) => {
        const [first, second] = await companies(request, site);
        for (const signedIn of [false, true]) {
          const context = await newContext(browser, site, lang, viewport, signedIn);
          // A followed company: its button says so once the viewer's marks are in, and must keep its width.
          if (signedIn) await follow(context, site, lang, first!.id);
          await watchShifts(context);
          const page = await context.newPage();
          const who = signedIn ? 'signed in' : 'visitor';

          const list = await shiftsOfLoad(page, `${site[lang]}${LIST_PATH[lang]}`);
          report(testInfo, `CLS list ${lang} ${name} ${who}`, `${list.sum.toFixed(4)} (${list.styles} inline styles) ${list.sources.join(' ')}`);
          expect(list.sum).toBeLessThan(CLS_LIMIT);
          if (signedIn) {
            const followed = cards(page)
              .first()
              .getByRole('button', { name: new RegExp(first!.name) });
            await expect(followed).toHaveAttribute('aria-pressed', 'true');
            const other = cards(page)
              .nth(1)
              .getByRole('button', { name: new RegExp(second!.name) });
            await expect(other).toHaveAttribute('aria-pressed', 'false');
            expect((await followed.boundingBox())!.width).toBeCloseTo((await other.boundingBox())!.width, 0);
          }

          const profile = await shiftsOfLoad(page, `${site[lang]}/startup/${first!.slug}`);
          report(
            testInfo,
            `CLS profile ${lang} ${name} ${who}`,
            `${profile.sum.toFixed(4)} (${profile.styles} inline styles) ${profile.sources.join(' ')}`,
          );
          expect(profile.sum).toBeLessThan(CLS_LIMIT);
          await context.close();
        }
      });
    }
  }
});

test('a profile opened from the list heads its jobs with their count while they load, never "0", at the same height', async ({ browser, site }) => {
  for (const [lang, viewport] of [
    ['cs', DESKTOP],
    ['en', PHONE],
  ] as const) {
    const context = await browser.newContext({ viewport, locale: lang === 'cs' ? 'cs-CZ' : 'en-US' });
    const page = await context.newPage();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/jobs\?company=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site[lang]}${LIST_PATH[lang]}`);
    await expect(hydratedArea(page)).toBeVisible();
    const card = cards(page).first();
    const count = (await card.locator('.rk-company-card__jobs').textContent())!;
    const openJobs = Number(/\d+/.exec(count)?.[0]);
    expect(openJobs).toBeGreaterThan(0);
    await card.locator('h2 a').click();

    const section = page.locator('section[aria-labelledby="rk-company-jobs"]');
    const heading = section.locator('#rk-company-jobs');
    await expect(section.getByRole('status')).toHaveText(TEXTS[lang].jobs.company.jobsLoading);
    await expect(heading).toHaveText(new RegExp(`^${openJobs} `));
    const before = (await heading.boundingBox())!;
    release();
    await expect(section.getByTestId('job-card').first()).toBeVisible();
    await expect(heading).toHaveText(new RegExp(`^${openJobs} `));
    const after = (await heading.boundingBox())!;
    expect([after.y, after.height]).toEqual([before.y, before.height]);
    await context.close();
  }
});

test('with the locale suggestion shown, the skip link is the first stop and the suggestion the next', async ({ browser, site }) => {
  for (const [lang, viewport] of [
    ['cs', DESKTOP],
    ['en', PHONE],
  ] as const) {
    // A browser in the other language: the site offers its twin in a bar.
    const context = await browser.newContext({ viewport, locale: TEXTS[lang].browser });
    const page = await context.newPage();
    await page.goto(`${site[lang]}${LIST_PATH[lang]}`);
    await expect(hydratedArea(page)).toBeVisible();
    await expect(page.getByTestId('locale-suggestion')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: TEXTS[lang].skipMain })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('locale-suggestion').getByRole('link', { name: TEXTS[lang].switchTo })).toBeFocused();
    await context.close();
  }
});
