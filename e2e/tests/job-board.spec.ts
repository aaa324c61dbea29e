import type { Page } from '@playwright/test';
import { expect, hydratedArea, readOutbox, test } from '../fixtures';

const PASSWORD = 'Job-board-heslo-42';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const cards = (page: Page) => page.getByTestId('job-card');
const dialog = (page: Page) => page.getByRole('dialog');
const resultCount = (page: Page) => page.locator('.rk-job-list__count');

/** Registers a candidate from inside the page (the browser then holds the session). */
async function register(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/firmy`);
  const status = await page.evaluate(
    async ({ email, password }) => {
      const { token } = (await (await fetch('/api/csrf')).json()) as { token: string };
      const body = new URLSearchParams({ name: 'Jana Nováková', username: email, password, vop: 'true', _csrf: token });
      return (await fetch('/registrovat', { method: 'POST', body })).status;
    },
    { email, password: PASSWORD },
  );
  expect(status).toBe(201);
}

test('filtering by a field changes the URL and the results', async ({ page, site }) => {
  await page.goto(`${site.cs}/nabidky`);
  await expect(cards(page).first()).toBeVisible();
  // The cards are in the server's HTML: click only once the remote's code has taken them over.
  await expect(hydratedArea(page)).toBeVisible();
  const allText = await resultCount(page).textContent();

  // The checkbox reflects the URL: clicking navigates, and the page then shows it ticked.
  await page.getByRole('checkbox', { name: /^Design/ }).click();
  await expect(page).toHaveURL(`${site.cs}/nabidky/design`);
  await expect(page.getByRole('checkbox', { name: /^Design/ })).toBeChecked();
  await expect(resultCount(page)).not.toHaveText(allText!);
  const designTotal = Number((await resultCount(page).textContent())!.replace(/\D/g, ''));
  expect(designTotal).toBeGreaterThan(0);

  // A shared link shows the same selection.
  await page.goto(`${site.cs}/nabidky/design`);
  await expect(page.getByRole('checkbox', { name: /^Design/ })).toBeChecked();
  await expect(resultCount(page)).toHaveText(new RegExp(`^${designTotal}\\s`));
});

test('searching "vyvojar" without diacritics finds "vývojář" jobs', async ({ page, site }) => {
  await page.goto(`${site.cs}/nabidky`);
  await page.getByRole('searchbox', { name: 'Hledat nabídky' }).fill('vyvojar');
  await page.getByRole('button', { name: 'Hledat' }).click();
  await expect(page).toHaveURL(/[?&]q=vyvojar/);
  await expect(cards(page).first()).toBeVisible();
  const titles = await cards(page).locator('h2').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.some((title) => /vývojář/i.test(title))).toBe(true);
});

test('back from a job detail returns to the same list and scroll position', async ({ page, site }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${site.cs}/nabidky?page=2`);
  const card = cards(page).nth(14);
  await card.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await page.waitForTimeout(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(400);
  const title = (await card.locator('h2').textContent())!;

  await card.locator('h2 a').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${site.cs}/nabidky?page=2`);
  await expect(cards(page).nth(14).locator('h2')).toHaveText(title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 60);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 60);
});

test('a visitor saves a job, logs in, and finds it under saved jobs', async ({ page, site }) => {
  const email = `e2e-saved-${Date.now()}@example.com`;
  await register(page, site.cs, email);
  await page.context().clearCookies();

  await page.goto(`${site.cs}/nabidky`);
  await expect(hydratedArea(page)).toBeVisible();
  const card = cards(page).first();
  const title = (await card.locator('h2').textContent())!;
  await card.getByRole('button', { name: `Uložit nabídku ${title}` }).click();
  await expect(dialog(page).getByRole('heading').first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('redirect_to')).toBe('/nabidky');

  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).getByLabel('Heslo', { exact: false }).first().fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByTestId('toast').getByText('Nabídka je uložená')).toBeVisible();
  await expect(page).toHaveURL(`${site.cs}/nabidky`);

  await page.goto(`${site.cs}/nabidky/ulozene`);
  await expect(cards(page).locator('h2')).toHaveText([title]);
});

test('the detail page carries valid JobPosting JSON-LD; applying with a CV shows the applied state and mails', async ({ page, site }) => {
  test.skip(site.outboxDir === null, 'reads the local stack’s mail outbox');
  const email = `e2e-apply-${Date.now()}@example.com`;
  await register(page, site.cs, email);

  await page.goto(`${site.cs}/nabidky`);
  const link = cards(page).first().locator('h2 a');
  const title = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const postings = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(postings).toHaveLength(1);
  const posting = JSON.parse(postings[0]!) as Record<string, unknown>;
  expect(posting).toMatchObject({ '@type': 'JobPosting', title, directApply: true });
  expect(posting['@context']).toMatch(/^https:\/\/schema\.org\/?$/);
  for (const property of ['description', 'datePosted', 'dateModified', 'validThrough', 'hiringOrganization', 'employmentType', 'identifier']) {
    expect(posting[property]).toBeTruthy();
  }
  // Changed no earlier than published (api/CONSOLE.md, "Job lifecycle").
  expect(Date.parse(posting.dateModified as string)).toBeGreaterThanOrEqual(Date.parse(posting.datePosted as string));
  expect(Boolean(posting.jobLocation) || posting.jobLocationType === 'TELECOMMUTE').toBe(true);
  if (posting.jobLocationType === 'TELECOMMUTE') expect(posting.applicantLocationRequirements).toBeTruthy();

  // Prefilled for the signed-in candidate.
  await expect(page.getByLabel('E-mail', { exact: false })).toHaveValue(email);
  await page.getByLabel('Životopis', { exact: false }).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Odeslat odpověď' }).click();
  await expect(page.getByTestId('applied')).toBeVisible();

  // The applied state stays after a reload; the candidate and the company got their mail.
  await page.reload();
  await expect(page.getByTestId('applied')).toBeVisible();
  await expect
    .poll(async () => (await readOutbox(site.outboxDir!)).filter((mail) => mail.to === email && mail.subject.includes(title)).length)
    .toBe(1);

  // The JobPosting markup is only on detail pages.
  await page.goto(`${site.cs}/nabidky`);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test('following a company lists it under followed companies', async ({ page, site }) => {
  await register(page, site.cs, `e2e-follow-${Date.now()}@example.com`);
  await page.goto(`${site.cs}/firmy`);
  const company = page.getByTestId('company-card').first();
  const name = (await company.locator('h2').textContent())!.trim();
  await company.locator('h2 a').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: `Sledovat firmu ${name}` }).click();
  await expect(page.getByRole('button', { name: `Přestat sledovat firmu ${name}` })).toBeVisible();

  await page.goto(`${site.cs}/firmy/sleduji`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
});
