/**
 * Issues 21 and 22: every route of the table, in both languages, loaded once on a phone. Each
 * answers 200 (after any redirect, on the page it should land on) with its owner's page, `lang`,
 * title and og:url (routes.spec.ts checks the error routes and the rest of routing); then, once per
 * page landed on, nothing scrolls sideways at 320 px nor at 390 px and (in one of the languages:
 * axeLocaleOf) axe finds no serious or critical violation. Then each dialog of the site. Failures
 * are collected over the whole table and printed as one compact list.
 */
import { stripVTControlCharacters } from 'node:util';
import { documentTitle, LOCALE_CODES, pathFor, ROUTE_IDS, routeDefs, siteDomainName, type LocaleCode, type RouteId } from '@raketa/shared';
import cs from '@raketa/shared/messages/cs.json';
import en from '@raketa/shared/messages/en.json';
import learningCs from '../../mf-learning/src/locales/cs.json';
import learningEn from '../../mf-learning/src/locales/en.json';
import type { Page } from '@playwright/test';
import { expect, hydratedArea, registerInPage, test, type Site } from '../fixtures';
import { axeViolations } from '../axe';
import { ERROR_ROUTES, sampleRouteParams, type RouteSamples } from '../route-samples';

const TITLES: Record<LocaleCode, Record<string, string>> = { cs: cs.routes, en: en.routes };
const LEARNING = { cs: learningCs, en: learningEn };

/** What each shell page shows, by route id; remote pages show their area's heading. */
const SHELL_PAGE_TESTIDS: Partial<Record<RouteId, string>> = {
  icons: 'icons-page',
  aboutBuild: 'about-build-page',
  error3Test: 'error-3-test',
  easterEggClient: 'easter-egg-client',
};

/** The title a page of real data sets itself (from its data or its own copy); a RegExp where it may vary. */
function ownTitleOf(id: RouteId, samples: RouteSamples, locale: LocaleCode): string | RegExp | undefined {
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

async function campaignIsActive(page: Page, origin: string, slug: string): Promise<boolean> {
  return ((await (await page.request.get(`${origin}/api/campaigns/${slug}`)).json()) as { active: boolean }).active;
}

/**
 * Runs a web-first check (it waits as `expect` does); a failure joins `failures` as its first line
 * instead of ending the test, so one run lists every route that fails.
 */
async function collect(failures: string[], label: string, check: () => Promise<unknown>) {
  try {
    await check();
  } catch (error) {
    const message = stripVTControlCharacters(error instanceof Error ? error.message : String(error));
    failures.push(`${label}: ${message.split('\n').find((line) => line.trim() !== '')}`);
  }
}

/**
 * The route answered 200 on the page it should land on (a redirect's target; an inactive campaign's
 * is the price list), with its owner's page, `lang`, title and og:url (a variant names the page it
 * varies, `canonicalOf`).
 */
async function checkAnswer(
  page: Page,
  site: Site,
  id: RouteId,
  locale: LocaleCode,
  status: number | undefined,
  samples: RouteSamples,
  failures: string[],
) {
  const origin = site[locale];
  const route = routeDefs[id];
  // Asked on the Czech host: Node (the test's requests) cannot resolve `en.localhost`, browsers can.
  const inactiveCampaign = route.campaign !== undefined && !(await campaignIsActive(page, site.cs, route.campaign));
  const target = (route.redirectTo ?? (inactiveCampaign ? 'priceList' : id)) as RouteId;
  const finalUrl = `${origin}${pathFor(target, locale, sampleRouteParams(target, samples))}`;
  if (status !== 200) failures.push(`${id}: HTTP ${status}`);
  if (page.url() !== finalUrl) failures.push(`${id}: landed on ${page.url()}, not ${finalUrl}`);
  const owner = routeDefs[target].owner;
  const heading = page.locator(`[data-remote-area="${owner}"] h1`);
  await collect(failures, `${id} page`, async () => {
    if (owner === 'shell') return expect(page.getByTestId(SHELL_PAGE_TESTIDS[target]!)).toBeVisible();
    await expect(heading).not.toBeEmpty();
    await expect(heading).toHaveCount(1);
  });
  // A page of its own, not the placeholder of a route whose feature has not landed.
  await collect(failures, `${id} placeholder`, () => expect(page.locator('[data-placeholder]')).toHaveCount(0));
  await collect(failures, `${id} lang`, () => expect(page.locator('html')).toHaveAttribute('lang', locale));
  const host = new URL(finalUrl).host;
  const ownTitle = ownTitleOf(target, samples, locale);
  await collect(failures, `${id} title`, () =>
    ownTitle instanceof RegExp
      ? expect(page).toHaveTitle(new RegExp(`${ownTitle.source.slice(0, -1)} \\| ${escapeRegExp(siteDomainName(host))}$`))
      : expect(page).toHaveTitle(documentTitle(ownTitle ?? TITLES[locale][target]!, host)),
  );
  const canonicalOf = routeDefs[target].canonicalOf as RouteId | undefined;
  const pageUrl = canonicalOf ? `${origin}${pathFor(canonicalOf, locale)}` : finalUrl;
  await collect(failures, `${id} og:url`, () => expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', pageUrl));
}

/** The page has drawn its content: its heading (every page has one), and the loading bar is gone. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[data-testid="loading-bar"][data-state="visible"]')).toHaveCount(0);
}

/** What sticks out to the right of the viewport, for the failure message (the widest few, by selector). */
async function sideways(page: Page, width: number): Promise<string | null> {
  return page.evaluate((viewport) => {
    const root = document.documentElement;
    if (root.scrollWidth <= window.innerWidth && document.body.scrollWidth <= window.innerWidth) return null;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${Array.from(element.classList)
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('')}`;
    const wide = Array.from(document.body.querySelectorAll('*'))
      .map((element) => ({ element, right: Math.round(element.getBoundingClientRect().right) }))
      .filter(({ right }) => right > viewport)
      // The innermost ones: an element whose own child also sticks out only carries it.
      .filter(({ element }, _, all) => !all.some((other) => other.element !== element && element.contains(other.element)))
      .slice(0, 4)
      .map(({ element, right }) => `${describe(element)} (right ${right})`);
    return `${root.scrollWidth} px wide: ${wide.join(', ')}`;
  }, width);
}

/**
 * The language a route's page is checked by axe in: every page once, the table's routes taking
 * turns, so each language has half of them (axe took half of this spec's time; the two languages'
 * pages share their markup, and platform/messages-parity.test.ts holds their texts to the same
 * keys). The desktop job list and the dialogs are checked in both.
 */
const axeLocaleOf = (id: RouteId): LocaleCode => LOCALE_CODES[ROUTE_IDS.indexOf(id) % LOCALE_CODES.length]!;

const PHONE = { width: 320, height: 720 };
const WIDE_PHONE = { width: 390, height: 844 };

/** The route table in groups by owner, so each test stays short and a failure names its area. */
const OWNERS = ['jobs', 'auth', 'companyPages', 'learning', 'shell'] as const;
/** Routes per test at most: an owner with more (companyPages) is split, so each part keeps within its timeout. */
const ROUTES_PER_TEST = 12;

// The tests share nothing but the read-only route samples: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALE_CODES) {
  for (const owner of OWNERS) {
    const ownIds = ROUTE_IDS.filter((id) => routeDefs[id].owner === owner);
    const parts = Math.ceil(ownIds.length / ROUTES_PER_TEST);
    for (let part = 0; part < parts; part++) {
      const ids = ownIds.slice(part * ROUTES_PER_TEST, (part + 1) * ROUTES_PER_TEST);
      const name = parts > 1 ? `${owner} (${part + 1}/${parts})` : owner;
      test(`every ${name} route in ${locale}: its page, status and head; no sideways scroll at 320 and 390 px; axe finds nothing serious`, async ({
        page,
        site,
        routeSamples,
      }) => {
        test.setTimeout(180_000);
        const started = Date.now();
        const failures: string[] = [];
        const seen = new Set<string>();
        for (const id of ids) {
          const url = `${site[locale]}${pathFor(id, locale, sampleRouteParams(id, routeSamples))}`;
          await page.setViewportSize(PHONE);
          const response = await page.goto(url);
          // The error routes answer their own status and page (routes.spec.ts).
          if (!ERROR_ROUTES[id]) await checkAnswer(page, site, id, locale, response?.status(), routeSamples, failures);
          // A redirect (an old address, an inactive campaign) lands on a page checked already.
          const landed = new URL(page.url()).pathname;
          if (seen.has(landed)) continue;
          seen.add(landed);
          try {
            await settled(page);
          } catch {
            failures.push(`${id} ${url}: no page drawn`);
            continue;
          }
          const narrow = await sideways(page, PHONE.width);
          if (narrow) failures.push(`${id} at 320 px: ${narrow}`);
          await page.setViewportSize(WIDE_PHONE);
          const wide = await sideways(page, WIDE_PHONE.width);
          if (wide) failures.push(`${id} at 390 px: ${wide}`);
          if (axeLocaleOf(id) === locale) for (const violation of await axeViolations(page)) failures.push(`${id} axe: ${violation}`);
        }
        if (owner === 'shell' && part === parts - 1) {
          // The header and footer as a desktop shows them (the phone's menu hides the navigation).
          await page.setViewportSize({ width: 1280, height: 800 });
          await page.goto(`${site[locale]}${pathFor('jobList', locale)}`);
          await settled(page).then(
            async () => {
              for (const violation of await axeViolations(page)) failures.push(`job list (desktop) axe: ${violation}`);
            },
            () => failures.push('job list (desktop): no page drawn'),
          );
        }
        console.log(`${name} routes in ${locale}: ${seen.size} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        expect(failures, failures.join('\n')).toEqual([]);
      });
    }
  }
}

const DIALOG_FRAGMENTS: Record<LocaleCode, Record<'login' | 'register' | 'forgottenPassword' | 'logout', string>> = {
  cs: { login: '#prihlaseni', register: '#registrace', forgottenPassword: '#zapomenute-heslo', logout: '#odhlasit' },
  en: { login: '#login', register: '#register', forgottenPassword: '#forgotten-password', logout: '#logout' },
};

for (const locale of LOCALE_CODES) {
  test(`axe finds nothing serious in any dialog in ${locale}`, async ({ page, site }) => {
    const failures: string[] = [];
    const check = async (name: string) => {
      // The panel (the dialog element itself has no box: its frame is fixed), fully shown.
      const panel = page.locator('.rk-dialog__panel');
      await expect(panel, `the ${name} dialog opens`).toBeVisible();
      await expect(panel).toHaveCSS('opacity', '1');
      for (const violation of await axeViolations(page, { include: '[role="dialog"]' })) failures.push(`${name} axe: ${violation}`);
    };
    const base = `${site[locale]}${pathFor('jobList', locale)}`;
    await page.setViewportSize(WIDE_PHONE);
    for (const name of ['login', 'register', 'forgottenPassword'] as const) {
      await page.goto(`${base}${DIALOG_FRAGMENTS[locale][name]}`);
      await check(name);
    }
    // The phone's menu and the job list's filters.
    await page.goto(base);
    // The first view is the server's: its buttons work once the page's code runs.
    await expect(hydratedArea(page, 'jobs')).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await check('site menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page
      .getByRole('button', { name: locale === 'cs' ? /Filtry/ : /Filters/ })
      .first()
      .click();
    await check('filters');
    await page.keyboard.press('Escape');
    // Sign-out needs a session: an account, signed in through the login dialog.
    const account = { email: `axe-${locale}-${Date.now()}@example.cz`, password: 'long-enough-1' };
    expect(await registerInPage(page, account)).toBe(201);
    await page.context().clearCookies();
    await page.goto(`${base}${DIALOG_FRAGMENTS[locale].login}`);
    const login = page.getByRole('dialog');
    await login.getByLabel(/^E-mail/).fill(account.email);
    await login.getByLabel(locale === 'cs' ? /^Heslo( \*)?$/ : /^Password( \*)?$/).fill(account.password);
    await login.getByRole('button', { name: locale === 'cs' ? 'Přihlásit se' : 'Log in', exact: true }).click();
    await expect(page.locator('.rk-dialog__panel')).toHaveCount(0);
    await page.goto(`${base}${DIALOG_FRAGMENTS[locale].logout}`);
    await check('sign-out');
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
