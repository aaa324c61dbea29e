/**
 * Issue 23: the header's account links lead an account into what it runs. An admin signs in through
 * the header's login dialog and reaches the back office from the header (Czech, desktop) or from the
 * phone's menu (English, 390 px); the demo company owner reaches the company console from the phone's
 * menu. Nobody types a back-office or console address.
 */
import { pathFor, type LocaleCode } from '@raketa/shared';
import type { Page } from '@playwright/test';
import companyCs from '../../mf-company-pages/src/locales/cs.json';
import companyEn from '../../mf-company-pages/src/locales/en.json';
import shellCs from '../../shell/src/locales/cs.json';
import shellEn from '../../shell/src/locales/en.json';
import { expect, hydratedArea, test } from '../fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const OWNER = { email: 'firma@raketa.example', password: 'demo-firma-raketa' };
const SHELL = { cs: shellCs, en: shellEn };
const BACK_OFFICE_TITLE = { cs: companyCs.backOffice.home.title, en: companyEn.backOffice.home.title };
const PASSWORD = { cs: /^Heslo( \*)?$/, en: /^Password( \*)?$/ };

/** The phone's menu, opened from its button. */
async function openMenu(page: Page, locale: LocaleCode) {
  await page.getByRole('button', { name: SHELL[locale].nav.menu }).click();
  return page.getByRole('dialog', { name: SHELL[locale].nav.menu });
}

/** Signs in through the header's login link (from the menu on a phone), staying on the page. */
async function signInFromHeader(page: Page, locale: LocaleCode, phone: boolean, account: { email: string; password: string }) {
  const login = SHELL[locale].account.login;
  const area = phone ? await openMenu(page, locale) : page.getByTestId('account-links').first();
  await area.getByRole('link', { name: login }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^E-mail/).fill(account.email);
  await dialog.getByLabel(PASSWORD[locale]).fill(account.password);
  await dialog.getByRole('button', { name: login, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('an admin reaches the back office from the header (cs, desktop)', async ({ page, site }) => {
  test.skip(site.admin === null, 'needs the local stack’s admin account');
  await page.setViewportSize(DESKTOP);
  await page.goto(`${site.cs}${pathFor('jobList', 'cs')}`);
  await expect(hydratedArea(page)).toBeVisible();
  await signInFromHeader(page, 'cs', false, site.admin!);
  await page.getByTestId('account-links').first().getByRole('link', { name: SHELL.cs.account.backOffice }).click();
  await expect(page).toHaveURL(`${site.cs}${pathFor('backOffice', 'cs')}`);
  await expect(page.getByRole('heading', { level: 1, name: BACK_OFFICE_TITLE.cs })).toBeVisible();
  // An admin without a company has no console link.
  await expect(page.getByRole('link', { name: SHELL.cs.account.myCompany })).toHaveCount(0);
});

test('an admin reaches the back office from the phone’s menu (en, 390 px)', async ({ page, site }) => {
  test.skip(site.admin === null, 'needs the local stack’s admin account');
  await page.setViewportSize(PHONE);
  await page.goto(`${site.en}${pathFor('jobList', 'en')}`);
  await expect(hydratedArea(page)).toBeVisible();
  await signInFromHeader(page, 'en', true, site.admin!);
  const menu = await openMenu(page, 'en');
  const link = menu.getByRole('link', { name: SHELL.en.account.backOffice });
  // A 44 px target, as every target on a phone.
  expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await link.click();
  await expect(page).toHaveURL(`${site.en}${pathFor('backOffice', 'en')}`);
  await expect(page.getByRole('heading', { level: 1, name: BACK_OFFICE_TITLE.en })).toBeVisible();
});

test('the demo company owner reaches the console from the phone’s menu, and no back office (cs, 390 px)', async ({ page, site }) => {
  test.skip(site.outboxDir === null, 'signs in as the local stack’s seeded demo owner');
  await page.setViewportSize(PHONE);
  await page.goto(`${site.cs}${pathFor('jobList', 'cs')}`);
  await expect(hydratedArea(page)).toBeVisible();
  await signInFromHeader(page, 'cs', true, OWNER);
  const menu = await openMenu(page, 'cs');
  await expect(menu.getByRole('link', { name: SHELL.cs.account.backOffice })).toHaveCount(0);
  await menu.getByRole('link', { name: SHELL.cs.account.myCompany }).click();
  await expect(page).toHaveURL(`${site.cs}${pathFor('companyConsole', 'cs')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mlýnek Pay' })).toBeVisible();
});
