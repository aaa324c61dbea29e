/**
 * Issue 22, the English site: each job says its ad's language (cards and detail), the English site
 * lists English-language jobs first by default, and the language is a filter (panel on a desktop,
 * sheet on a phone) kept in the URL, in both languages.
 */
import type { Page } from '@playwright/test';
import { expect, hydratedArea, test } from '../fixtures';

test.use({ hasTouch: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const cards = (page: Page) => page.getByTestId('job-card');
const labels = (page: Page) => cards(page).getByTestId('job-language').allTextContents();

const LANGS = {
  cs: {
    list: '/nabidky',
    browser: 'cs-CZ',
    filters: 'Filtry',
    group: 'Jazyk inzerátu',
    label: { cs: 'V češtině', en: 'V angličtině' },
    show: (n: number) => new RegExp(`^Zobrazit ${n} nabíd(ku|ky|ek)$`),
    sort: 'Řadit podle',
  },
  en: {
    list: '/jobs',
    browser: 'en-US',
    filters: 'Filters',
    group: 'Ad language',
    label: { cs: 'In Czech', en: 'In English' },
    show: (n: number) => new RegExp(`^Show ${n} jobs?$`),
    sort: 'Sort by',
  },
} as const;

async function openList(page: Page, url: string) {
  await page.goto(url);
  await expect(cards(page).first()).toBeVisible();
  // Boxes and buttons do nothing until the page's code has run.
  await expect(hydratedArea(page)).toBeVisible();
}

test.describe('the English site', () => {
  test.use({ locale: 'en-US' });

  test('lists English-language jobs first, labelled, and "Newest" gives the usual mixed order', async ({ page, site }) => {
    await page.setViewportSize(DESKTOP);
    await openList(page, `${site.en}/jobs`);
    // Most seeded ads are Czech (about 70 %), yet the first page is all English, TOP ones included.
    expect(await labels(page)).toEqual(Array(20).fill('In English'));
    await expect(cards(page).first().locator('h2 a')).not.toHaveAttribute('lang');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort.locator('option:checked')).toHaveText('English first');

    await sort.selectOption({ label: 'Newest' });
    await expect(page).toHaveURL(`${site.en}/jobs?sort=newest`);
    await expect.poll(() => labels(page)).toContain('In Czech');
    await expect(
      cards(page)
        .filter({ has: page.getByText('In Czech', { exact: true }) })
        .first()
        .locator('h2 a'),
    ).toHaveAttribute('lang', 'cs');
  });

  test('a Czech ad’s detail says so in its header and marks its words as Czech', async ({ page, site }) => {
    await page.setViewportSize(DESKTOP);
    await openList(page, `${site.en}/jobs?language=cs`);
    const title = (await cards(page).first().locator('h2').textContent())!;
    await cards(page).first().locator('h2 a').click();
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveAttribute('lang', 'cs');
    await expect(page.locator('.rk-job-detail__header').getByTestId('job-language')).toHaveText('In Czech');
    await expect(page.locator('.rk-job-detail__description')).toHaveAttribute('lang', 'cs');
    // The page's own texts stay English.
    await expect(page.getByRole('heading', { level: 2, name: 'About the job' })).toBeVisible();
  });
});

test.describe('the Czech site', () => {
  test.use({ locale: 'cs-CZ' });

  test('shows all ads in the usual order, each labelled, an English one marked as English', async ({ page, site }) => {
    await page.setViewportSize(DESKTOP);
    await openList(page, `${site.cs}/nabidky`);
    const shown = await labels(page);
    expect(shown).toContain('V češtině');
    expect(shown.every((label) => label === 'V češtině' || label === 'V angličtině')).toBe(true);
    await expect(page.getByRole('combobox', { name: 'Řadit podle' }).locator('option')).toHaveText(['Nejnovější', 'Nejvyšší mzda']);
    await openList(page, `${site.cs}/nabidky?language=en`);
    await expect(cards(page).first().locator('h2 a')).toHaveAttribute('lang', 'en');
    await cards(page).first().locator('h2 a').click();
    await expect(page.locator('.rk-job-detail__header').getByTestId('job-language')).toHaveText('V angličtině');
    await expect(page.locator('.rk-job-detail__description')).toHaveAttribute('lang', 'en');
  });
});

for (const lang of ['cs', 'en'] as const) {
  const l = LANGS[lang];
  // The other language's ads: on the English site the Czech ones, and the other way round.
  const other = lang === 'en' ? 'cs' : 'en';

  test.describe(`language filter (${lang})`, () => {
    test.use({ locale: l.browser });

    test(`desktop (${lang}): ticking a language narrows the list and the URL, and survives a reload`, async ({ page, site }) => {
      await page.setViewportSize(DESKTOP);
      const origin = site[lang];
      await openList(page, `${origin}${l.list}`);
      const group = page.getByRole('group', { name: l.group });
      const option = group.locator('label.rk-facet', { hasText: l.label[other] });
      const count = Number(await option.locator('.rk-facet__count').textContent());
      expect(count).toBeGreaterThan(20);
      await option.click();
      await expect(page).toHaveURL(`${origin}${l.list}?language=${other}`);
      await expect(page.locator('.rk-job-list__count')).toHaveText(new RegExp(`^${count}\\s`));
      await expect.poll(() => labels(page)).toEqual(Array(20).fill(l.label[other]));
      await expect(page.locator('.rk-chips').getByText(l.label[other], { exact: true })).toBeVisible();

      await page.reload();
      await expect(hydratedArea(page)).toBeVisible();
      await expect(page.getByRole('group', { name: l.group }).getByRole('checkbox', { name: new RegExp(`^${l.label[other]}`) })).toBeChecked();
      expect(await labels(page)).toEqual(Array(20).fill(l.label[other]));
    });

    test(`phone (${lang}): the language in the filters sheet, counted before it is shown`, async ({ page, site }) => {
      await page.setViewportSize(PHONE);
      const origin = site[lang];
      await openList(page, `${origin}${l.list}`);
      await page.getByRole('button', { name: l.filters, exact: true }).tap();
      const sheet = page.getByRole('dialog', { name: l.filters });
      const option = sheet.getByRole('group', { name: l.group }).locator('label.rk-facet', { hasText: l.label[lang] });
      const count = Number(await option.locator('.rk-facet__count').textContent());
      expect(count).toBeGreaterThan(0);
      await option.tap();
      const show = sheet.getByRole('button', { name: l.show(count) });
      await expect(show).toBeEnabled();
      await expect(page).toHaveURL(`${origin}${l.list}`);
      await show.tap();
      await expect(sheet).toHaveCount(0);
      await expect(page).toHaveURL(`${origin}${l.list}?language=${lang}`);
      await expect.poll(() => labels(page)).toEqual(Array(20).fill(l.label[lang]));
      // The label sits on the card without widening the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
  });
}
