/**
 * Issue 22: every route of the table, in both languages, loaded once on a phone: nothing scrolls
 * sideways at 320 px nor at 390 px, and axe finds no serious or critical violation; then each
 * dialog of the site. Failures are collected over the whole table and printed as one compact list.
 */
import AxeBuilder from '@axe-core/playwright';
import { LOCALE_CODES, pathFor, ROUTE_IDS, routeDefs, type LocaleCode, type RouteId } from '@raketa/shared';
import type { Page } from '@playwright/test';
import { expect, hydratedArea, registerInPage, test } from '../fixtures';

const FALLBACK_PARAMS = {
  id: '42',
  slug: 'senior-developer',
  hash: 'a1b2c3',
  guid: '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
  futureSlug: 'ai',
  chapterSlug: 'uvod',
};

/** Real data for the pages that need it (a made-up job or course is a 404): the seed's first of each, and a test result of our own. */
async function paramsOf(page: Page, origin: string): Promise<(id: RouteId) => Record<string, string>> {
  const get = async (path: string) => (await page.request.get(`${origin}${path}`)).json();
  const job = (await get('/api/jobs'))['hydra:member'][0];
  const company = (await get('/api/companies'))['hydra:member'][0];
  const testSlug = (await get('/api/tests'))['hydra:member'][0].slug as string;
  const course = await get(`/api/courses/${(await get('/api/courses'))['hydra:member'][0].slug}`);
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
  }, testSlug);
  return (id): Record<string, string> => {
    if (id === 'jobDetail') return { id: String(job.id), slug: job.slug };
    if (id === 'companyProfile') return { slug: company.slug };
    if (id === 'test' || id === 'testFinishedLogin') return { ...FALLBACK_PARAMS, slug: testSlug };
    if (id === 'testResult') return { slug: testSlug, id: resultId };
    if (id === 'future') return { futureSlug: course.slug };
    if (id === 'chapter') return { futureSlug: course.slug, chapterSlug: course.chapters[0].slug };
    return FALLBACK_PARAMS;
  };
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

/** Serious and critical axe violations, one line each: rule, impact, count and the first targets. */
async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Only violations are collected (passes and incomplete results cost most of axe's time).
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) ×${violation.nodes.length}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

const PHONE = { width: 320, height: 720 };
const WIDE_PHONE = { width: 390, height: 844 };

/** The route table in groups by owner, so each test stays short and a failure names its area. */
const OWNERS = ['jobs', 'auth', 'companyPages', 'learning', 'shell'] as const;

for (const locale of LOCALE_CODES) {
  for (const owner of OWNERS) {
    test(`no ${owner} route scrolls sideways at 320 and 390 px, and axe finds nothing serious, in ${locale}`, async ({ page, site }) => {
      test.setTimeout(180_000);
      const started = Date.now();
      const paramsFor = await paramsOf(page, site.cs);
      const failures: string[] = [];
      const seen = new Set<string>();
      const ids = ROUTE_IDS.filter((id) => routeDefs[id].owner === owner);
      for (const id of ids) {
        const url = `${site[locale]}${pathFor(id, locale, paramsFor(id))}`;
        await page.setViewportSize(PHONE);
        await page.goto(url);
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
        for (const violation of await axeViolations(page)) failures.push(`${id} axe: ${violation}`);
      }
      if (owner === 'shell') {
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
      console.log(`${owner} routes in ${locale}: ${seen.size} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect(failures, failures.join('\n')).toEqual([]);
    });
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
      for (const violation of await axeViolations(page, '[role="dialog"]')) failures.push(`${name} axe: ${violation}`);
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
