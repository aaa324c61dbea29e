/**
 * Issue 8, "One seamless site": one tab moves through the areas of every remote without a full
 * page load (one document, one navigation entry), with one header, one toast region and one
 * language throughout; signing in through the dialog then updates every area in place.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoReload, hydratedArea, markDocument, registerInPage, test } from '../fixtures';

const PASSWORD = 'Seamless-heslo-42';
const dialog = (page: Page) => page.getByRole('dialog');
const nav = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

/** The page's navigation timing entries: one per document, so more than one document means a full load. */
const navigationEntries = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('navigation').map((entry) => ({ name: entry.name, type: (entry as PerformanceNavigationTiming).type })),
  );

test('one tab through jobs, a company, tests, for-companies and the profile, then a login that updates every area, all without a page load', async ({
  page,
  browser,
  site,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-seamless-${Date.now()}@example.cz`;
  // The candidate exists before the visit, registered in another browser context.
  const other = await browser.newContext();
  try {
    const registering = await other.newPage();
    await registering.goto(`${site.cs}/firmy`);
    expect(await registerInPage(registering, { email, password: PASSWORD })).toBe(201);
  } finally {
    await other.close();
  }

  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  await page.goto(`${site.cs}/nabidky`);
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  // Server-rendered: its links navigate in the page only once its code runs.
  await expect(hydratedArea(page)).toBeVisible();
  await markDocument(page);
  const first = await navigationEntries(page);
  expect(first).toHaveLength(1);

  /** After each step: still the first document, one header, one toast region, Czech. */
  const expectSameSite = async (remote: string) => {
    await expect(page.locator(`[data-remote-area="${remote}"] h1`).first()).toBeVisible();
    await expectNoReload(page);
    expect(await navigationEntries(page)).toEqual(first);
    await expect(page.locator('header.rk-header')).toHaveCount(1);
    await expect(page.getByTestId('toast-viewport')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  };

  // Jobs → a job → its company's profile (the jobs remote).
  const jobLink = page.getByTestId('job-card').first().locator('h2 a');
  const jobTitle = (await jobLink.textContent())!.trim();
  await jobLink.click();
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  await expectSameSite('jobs');
  await page.locator('.rk-company-card__name a').click();
  await expect(page).toHaveURL(/\/startup\/[^/]+$/);
  await expectSameSite('jobs');

  // The test list → a test (the learning remote).
  await nav(page, 'Testy').click();
  await expect(page).toHaveURL(`${site.cs}/testy`);
  await expectSameSite('learning');
  await page
    .locator('main')
    .getByRole('link', { name: /Spustit test.*Základy JavaScriptu/ })
    .click();
  await expect(page).toHaveURL(`${site.cs}/test/javascript-basics`);
  await expectSameSite('learning');

  // For companies (the company pages remote; a bare marketing layout), then back to the site's layout.
  await nav(page, 'Pro firmy').click();
  await expect(page).toHaveURL(`${site.cs}/pro-firmy`);
  await expectSameSite('companyPages');
  await page.goBack();
  await expect(page).toHaveURL(`${site.cs}/test/javascript-basics`);

  // The profile (the auth remote): a visitor gets the signed-out offer and the login dialog.
  await nav(page, 'Profil').click();
  await expect(page.getByRole('heading', { name: 'Pro zobrazení profilu se přihlaste' })).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'Přihlášení' })).toBeVisible();
  await expectNoReload(page);
  // By the DOM: the open dialog hides the rest of the page from the accessibility tree.
  await expect(page.locator('[data-testid="account-links"] a', { hasText: 'Přihlásit se' })).toBeAttached();

  // Log in through the dialog: the header, the profile page and (below) the saved-job marks update in place.
  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).locator('input[type="password"]').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId('account-links')).toContainText('Jana Nováková');
  await expect(page.getByRole('heading', { level: 1, name: 'Můj profil' })).toBeVisible();
  await expect(page).toHaveURL(`${site.cs}/profil`);
  await expectSameSite('auth');

  // A job card's save mark works signed in, at once (no login dialog).
  await nav(page, 'Nabídky práce').click();
  const card = page.getByTestId('job-card').first();
  const title = (await card.locator('h2').textContent())!.trim();
  await card.getByRole('button', { name: `Uložit nabídku ${title}` }).click();
  await expect(card.getByRole('button', { name: `Odebrat nabídku ${title} z uložených` })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expectSameSite('jobs');

  // One document for the whole visit.
  expect(documents).toEqual([`${site.cs}/nabidky`]);
});
