import type { Page, Request } from '@playwright/test';
import { expect, hydratedArea, resetLinkIn, test } from '../fixtures';

/**
 * Issue 22: every request a flow makes finishes. Chromium keeps an answer marked
 * `Cache-Control: no-store` pending for the page's life when nobody reads its body (the API's 200
 * to POST /api/login and /api/password-reset/check did so), and such a page never reaches network
 * idle. Each flow here is watched from its first request to its end.
 */
function watchRequests(page: Page) {
  const pending = new Set<Request>();
  const failed: string[] = [];
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    // A navigation cancels what the page it leaves still loads: that is the browser's doing, not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${request.method()} ${request.url()} ${request.failure()?.errorText}`);
  });
  const describe = () => [...pending].map((request) => `${request.method()} ${request.url()}`);
  return {
    /** Every request made so far has finished (within a moment: the last may still be on its way), and none failed. */
    async allFinished() {
      await expect.poll(describe, { message: 'requests still pending', timeout: 5_000 }).toEqual([]);
      expect(failed, 'requests that failed').toEqual([]);
    },
  };
}

const dialog = (page: Page) => page.getByRole('dialog');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

test.describe('on a phone, in English', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('signing up, signing out and signing in leave no request pending', async ({ page, site }) => {
    const requests = watchRequests(page);
    const email = `e2e-finish-${Date.now()}@example.cz`;
    await page.goto(`${site.en}/companies#register`);
    await dialog(page).getByLabel('Name and surname').fill('Jana Nováková');
    await dialog(page).getByLabel('E-mail').fill(email);
    await dialog(page).locator('input[type="password"]').fill('Dlouhe-heslo-42');
    await dialog(page).getByRole('button', { name: 'Sign up' }).tap();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/onboarding');
    await requests.allFinished();

    await page.context().clearCookies();
    await page.goto(`${site.en}/companies#login`);
    await dialog(page).getByLabel('E-mail').fill(email);
    await dialog(page).locator('input[type="password"]').fill('Dlouhe-heslo-42');
    await dialog(page).getByRole('button', { name: 'Log in' }).tap();
    await expect(dialog(page)).toHaveCount(0);
    await page.goto(`${site.en}/companies`);
    await expect(page.getByTestId('account-links')).toContainText('Jana Nováková');
    await requests.allFinished();
  });
});

test.describe('on a desktop, in Czech', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('resetting a password and signing in with the new one leave no request pending', async ({ page, site }) => {
    test.skip(site.outboxDir === null, 'reads the local stack’s mail outbox');
    const requests = watchRequests(page);
    const email = `e2e-finish-reset-${Date.now()}@example.cz`;
    const { token } = await (await page.request.get(`${site.cs}/api/csrf`)).json();
    const registered = await page.request.post(`${site.cs}/registrovat`, {
      headers: { origin: site.cs },
      form: { name: 'Jana Nováková', username: email, password: 'Puvodni-heslo-42', vop: 'true', _csrf: token },
    });
    expect(registered.status()).toBe(201);
    await page.context().clearCookies();

    await page.goto(`${site.cs}/firmy#zapomenute-heslo`);
    await dialog(page).getByLabel('E-mail').fill(email);
    await dialog(page).getByRole('button', { name: 'Odeslat' }).click();
    await expect(page.getByTestId('toast')).toContainText('Odkaz pro obnovení hesla byl odeslán');
    await requests.allFinished();

    let link: string | undefined;
    // The mail goes through the job queue: on a busy machine it takes a while.
    await expect.poll(async () => (link = await resetLinkIn(site.outboxDir!, email)), { timeout: 30_000 }).toBeTruthy();
    await page.goto(link!);
    // The link is checked (POST /api/password-reset/check) before the form shows.
    await expect(page.getByRole('heading', { name: 'Nastavení nového hesla' })).toBeVisible();
    await requests.allFinished();
    await page.getByRole('textbox', { name: 'Nové heslo', exact: true }).fill('Nove-heslo-po-resetu-7');
    await page.getByRole('textbox', { name: 'Nové heslo znovu', exact: true }).fill('Nove-heslo-po-resetu-7');
    await page.getByRole('button', { name: 'Uložit nové heslo' }).click();
    await expect(page.getByTestId('toast')).toContainText('Heslo je změněné');
    await dialog(page).getByLabel('E-mail').fill(email);
    await dialog(page).locator('input[type="password"]').fill('Nove-heslo-po-resetu-7');
    await dialog(page).getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page.getByTestId('account-links')).toContainText('Jana Nováková');
    await requests.allFinished();
  });

  test('applying for a job with a CV leaves no request pending', async ({ page, site }) => {
    const requests = watchRequests(page);
    const email = `e2e-finish-apply-${Date.now()}@example.com`;
    await page.goto(`${site.cs}/firmy#registrace`);
    await dialog(page).getByLabel('Jméno a příjmení').fill('Jana Nováková');
    await dialog(page).getByLabel('E-mail').fill(email);
    await dialog(page).locator('input[type="password"]').fill('Dlouhe-heslo-42');
    await dialog(page).getByRole('button', { name: 'Zaregistrovat se' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/onboarding');

    await page.goto(`${site.cs}/nabidky`);
    await expect(hydratedArea(page)).toBeVisible();
    const link = page.getByTestId('job-card').first().locator('h2 a');
    const title = (await link.textContent())!;
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: false })).toHaveValue(email);
    await page.getByLabel('Životopis', { exact: false }).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Odeslat odpověď' }).click();
    await expect(page.getByTestId('applied')).toBeVisible();
    await requests.allFinished();
  });
});
