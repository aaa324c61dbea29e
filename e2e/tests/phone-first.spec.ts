/**
 * Issue 22, phone first: the one-row header with its menu, the filters sheet, the skip link and
 * the apply action on wide screens. Screenshots of each phone view in both languages are kept in
 * test-results (not committed).
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, hydratedArea, test } from '../fixtures';

test.use({ hasTouch: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const cards = (page: Page) => page.getByTestId('job-card');

const LANGS = {
  cs: {
    list: '/nabidky',
    menu: 'Menu',
    signIn: 'Přihlásit se',
    other: 'English',
    filters: 'Filtry',
    field: 'Design',
    show: (n: number) => new RegExp(`^Zobrazit ${n} nabíd(ku|ky|ek)$`),
    clearAll: 'Zrušit vše',
    skip: 'Přeskočit na výsledky',
    applyNow: 'Mám zájem',
    send: 'Odeslat odpověď',
    cv: 'Životopis',
    name: 'Jméno',
  },
  en: {
    list: '/jobs',
    menu: 'Menu',
    signIn: 'Log in',
    other: 'Česky',
    filters: 'Filters',
    field: 'Design',
    show: (n: number) => new RegExp(`^Show ${n} jobs?$`),
    clearAll: 'Clear all',
    skip: 'Skip to results',
    applyNow: 'Apply now',
    send: 'Send application',
    cv: 'CV',
    name: 'Name',
  },
} as const;
type Lang = keyof typeof LANGS;
const originOf = (site: { cs: string; en: string }, lang: Lang) => site[lang];

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

async function openList(page: Page, origin: string, lang: Lang) {
  await page.goto(`${origin}${LANGS[lang].list}`);
  await expect(cards(page).first()).toBeVisible();
  // Buttons do nothing until the page's code has run.
  await expect(hydratedArea(page)).toBeVisible();
}

for (const lang of ['cs', 'en'] as const) {
  // A browser in the site's language: another one is first offered the other site (a bar over the page).
  test.describe(`phone (${lang})`, () => {
    test.use({ locale: lang === 'cs' ? 'cs-CZ' : 'en-US' });
    test(`phone (${lang}): a one-row header whose menu holds the links, sign-in and language, every tap target 44 px`, async ({
      page,
      site,
    }, testInfo) => {
      const l = LANGS[lang];
      await page.setViewportSize(PHONE);
      await openList(page, originOf(site, lang), lang);
      const header = await box(page.locator('header.rk-header'));
      const firstCard = await box(cards(page).first());
      const measured = `390x844 ${lang}: header ${header.height} px, first job card top ${firstCard.y} px`;
      testInfo.annotations.push({ type: 'measure', description: measured });
      console.log(measured);
      expect(header.height).toBeLessThanOrEqual(64);
      expect(firstCard.y + 120).toBeLessThan(PHONE.height);
      await shot(page, testInfo, `job-list-390-${lang}`);

      const button = page.getByRole('button', { name: l.menu, exact: true });
      const buttonBox = await box(button);
      expect(buttonBox.height).toBeGreaterThanOrEqual(44);
      expect(buttonBox.width).toBeGreaterThanOrEqual(44);
      await button.tap();
      const menu = page.getByRole('dialog', { name: l.menu });
      // (The dialog's own box is empty: its panel is fixed; its heading shows it is open.)
      await expect(menu.getByRole('heading', { name: l.menu })).toBeVisible();
      // (The page behind the open dialog is inert: the button is read by its class.)
      await expect(page.locator('.rk-header__menu-button')).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: l.signIn })).toBeVisible();
      await expect(menu.getByRole('link', { name: l.other })).toBeVisible();
      const targets = menu.locator('a, button');
      expect(await targets.count()).toBeGreaterThanOrEqual(9);
      for (const target of await targets.all()) {
        const size = await box(target);
        expect(size.height, (await target.textContent()) ?? undefined).toBeGreaterThanOrEqual(44);
      }
      await shot(page, testInfo, `menu-390-${lang}`);

      // Escape closes it and gives the focus back to the menu button.
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // A link in the menu goes to its page and closes the menu.
      await button.tap();
      await menu.getByRole('link', { name: lang === 'cs' ? 'Firmy' : 'Companies', exact: true }).tap();
      await expect(page).toHaveURL(/\/(firmy|companies)$/);
      await expect(menu).toHaveCount(0);
    });

    test(`phone (${lang}): the filters open in a sheet that shows the pending selection's count and clears all`, async ({ page, site }, testInfo) => {
      const l = LANGS[lang];
      await page.setViewportSize(PHONE);
      const origin = originOf(site, lang);
      await openList(page, origin, lang);
      await page.getByRole('button', { name: l.filters, exact: true }).tap();
      const sheet = page.getByRole('dialog', { name: l.filters });
      await expect(sheet.getByRole('heading', { name: l.filters })).toBeVisible();
      const design = sheet.locator('label.rk-facet', { hasText: new RegExp(`^${l.field}`) }).first();
      const count = Number(await design.locator('.rk-facet__count').textContent());
      expect(count).toBeGreaterThan(0);
      await design.tap();
      // Pending: the list's URL has not changed; the button counts what the tick gives.
      const show = sheet.getByRole('button', { name: l.show(count) });
      await expect(show).toBeEnabled();
      await expect(page).toHaveURL(`${origin}${l.list}`);
      await shot(page, testInfo, `filters-sheet-390-${lang}`);
      await show.tap();
      await expect(sheet).toHaveCount(0);
      await expect(page).toHaveURL(`${origin}${l.list}/design`);
      await expect(page.locator('.rk-job-list__count')).toHaveText(new RegExp(`^${count}\\s`));

      // Clear all in the sheet, then show everything again.
      await page.getByRole('button', { name: l.filters, exact: true }).tap();
      await sheet.getByRole('button', { name: l.clearAll }).tap();
      await expect(sheet.getByRole('checkbox', { name: new RegExp(`^${l.field}`) })).not.toBeChecked();
      const showAll = sheet.getByRole('button', { name: /\d/ }).last();
      await expect(showAll).toBeEnabled();
      await showAll.tap();
      await expect(page).toHaveURL(`${origin}${l.list}`);
    });
  });
}

test('keyboard: the skip link is the first stop and takes the focus into the results (desktop cs, phone en)', async ({ browser, site }) => {
  for (const [lang, viewport] of [
    ['cs', DESKTOP],
    ['en', PHONE],
  ] as const) {
    // A browser in the site's language (another one is first offered the other site, a bar above the page).
    const context = await browser.newContext({ locale: lang === 'cs' ? 'cs-CZ' : 'en-US', viewport });
    const page = await context.newPage();
    await openList(page, originOf(site, lang), lang);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: LANGS[lang].skip });
    await expect(skip).toBeFocused();
    const skipBox = await box(skip);
    expect(skipBox.y).toBeGreaterThanOrEqual(0); // on screen while focused
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The next stop is the first job's link.
    await expect(cards(page).first().locator('h2 a')).toBeFocused();
    await context.close();
  }
});

test('desktop: apply from the top of a job; after a visitor applies, "applied" replaces it and stays after a reload', async ({
  page,
  site,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  const l = LANGS.cs;
  await openList(page, site.cs, 'cs');
  const link = cards(page).first().locator('h2 a');
  const title = (await link.textContent())!;
  // "Company · places · work mode"
  const company = (await cards(page).first().locator('.rk-job-card__company').textContent())!.split(' · ')[0]!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(hydratedArea(page)).toBeVisible();

  // The company under the title links to its profile.
  await expect(page.locator('.rk-job-detail__company-name').getByRole('link', { name: company })).toHaveAttribute('href', /^\/startup\//);

  // In the first screen, not 1,600 px down; it takes the keyboard to the form.
  const apply = page.getByRole('button', { name: l.applyNow });
  await expect(apply).toBeVisible();
  expect((await box(apply)).y + 44).toBeLessThan(DESKTOP.height);
  await apply.click();
  await expect(page.locator('#apply')).toBeFocused();
  await expect(page.locator('#apply')).toBeInViewport();

  await page.getByLabel(l.name, { exact: false }).first().fill('Jana Nováková');
  await page.getByLabel('E-mail', { exact: false }).fill(`e2e-phone-first-${Date.now()}@example.com`);
  await page.getByLabel(l.cv, { exact: false }).first().setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: l.send }).click();
  await expect(page.getByTestId('applied')).toBeVisible();
  await expect(page.getByRole('button', { name: l.applyNow })).toHaveCount(0);
  await expect(page.locator('.rk-job-detail__flags')).toContainText('Odpověď odeslána');

  await page.reload();
  await expect(hydratedArea(page)).toBeVisible();
  await expect(page.getByTestId('applied')).toBeVisible();
  await expect(page.locator('.rk-job-detail__flags')).toContainText('Odpověď odeslána');
  await expect(page.getByRole('button', { name: l.applyNow })).toHaveCount(0);
  // A phone (same browser): no sticky button either.
  await page.setViewportSize(PHONE);
  await expect(page.locator('.rk-job-detail__sticky-cta')).toHaveCount(0);
  await shot(page, testInfo, 'job-detail-applied-390-cs');
});

test('phone: a job detail in both languages, with the sticky apply button and no apply button at the top', async ({ page, site }, testInfo) => {
  await page.setViewportSize(PHONE);
  for (const lang of ['cs', 'en'] as const) {
    await openList(page, originOf(site, lang), lang);
    await cards(page).nth(1).locator('h2 a').tap();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hydratedArea(page)).toBeVisible();
    const visible = page.getByRole('button', { name: LANGS[lang].applyNow }).filter({ visible: true });
    await expect(visible).toHaveCount(1);
    await expect(visible).toBeInViewport();
    expect((await box(visible)).height).toBeGreaterThanOrEqual(44);
    await shot(page, testInfo, `job-detail-390-${lang}`);
  }
});
