import type { Page } from '@playwright/test';
import { expect, readOutbox, test, type OutboxEntry } from '../fixtures';

const PASSWORD = 'Newsletter-heslo-42';
const dialog = (page: Page) => page.getByRole('dialog');
/** The topics the unsubscribe page lists (the page's own list, not the header's). */
const listedTopics = (page: Page) => page.locator('.rk-auth-page').getByRole('listitem');

/** The newest mail to `email` in the API's outbox. */
const mailTo = async (outboxDir: string, email: string) => (await readOutbox(outboxDir)).filter((mail) => mail.to === email).at(-1);
const unsubscribeLinkIn = (text: string) => /https?:\/\/\S+\?unsubscribe=[\w-]+/.exec(text)?.[0];

/**
 * Registers a candidate as the sign-up form does, from inside the page (the browser then holds the
 * session). Node's resolver does not know `en.localhost`; Chromium maps every *.localhost to loopback.
 */
async function register(page: Page, site: string, registerPath: string, email: string) {
  await page.goto(`${site}/`);
  const status = await page.evaluate(
    async ({ registerPath, email, password }) => {
      const { token } = (await (await fetch('/api/csrf')).json()) as { token: string };
      const body = new URLSearchParams({ name: 'Jana Nováková', username: email, password, vop: 'true', _csrf: token });
      return (await fetch(registerPath, { method: 'POST', body })).status;
    },
    { registerPath, email, password: PASSWORD },
  );
  expect(status).toBe(201);
}

test('preferences are kept after a reload; the welcome mail’s link unsubscribes a signed-out browser', async ({ page, site }) => {
  test.skip(site.outboxDir === null, 'reads the local stack’s mail outbox');
  const email = `e2e-newsletter-${Date.now()}@example.com`;
  await register(page, site.en, '/register', email);

  await page.goto(`${site.en}/settings/newsletter`);
  const save = page.getByRole('button', { name: 'Save settings' });
  await expect(save).toBeVisible();
  // Opt-in: nothing is on for a new account.
  await expect(page.getByRole('radio', { name: 'Do not send' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Startup news' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();

  await page.getByRole('radio', { name: 'Weekly' }).check();
  await page.getByRole('checkbox', { name: 'Startup news' }).check();
  await page.getByRole('checkbox', { name: 'Courses and events from StartupEDU' }).check();
  await save.click();
  await expect(page.getByTestId('toast')).toContainText('Newsletter settings saved');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Startup news' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Courses and events from StartupEDU' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Product tips from Raketa' })).not.toBeChecked();

  // The welcome mail, in English from the English site, with its unsubscribe link and one-click headers.
  let mail: OutboxEntry | undefined;
  await expect.poll(async () => (mail = await mailTo(site.outboxDir!, email)), { timeout: 10_000 }).toBeTruthy();
  expect(mail!.subject).toBe('Welcome to Raketa');
  expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = unsubscribeLinkIn(mail!.text)!;
  expect(link).toMatch(new RegExp(`^${site.en}/settings/newsletter\\?unsubscribe=`));

  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText('You will no longer receive:')).toBeVisible();
  await expect(listedTopics(page)).toHaveText(['Job offers digest', 'Startup news', 'Courses and events from StartupEDU']);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  // The link still opens, and there is nothing left to unsubscribe from.
  await page.reload();
  await expect(page.getByText('You are not subscribed to any of these e-mails, so there is nothing to unsubscribe from.')).toBeVisible();
});

test('Czech: a signed-out visitor logs in from the settings page, saves, and unsubscribes with the Czech welcome mail', async ({ page, site }) => {
  test.skip(site.outboxDir === null, 'reads the local stack’s mail outbox');
  const email = `e2e-newsletter-cs-${Date.now()}@example.cz`;
  await register(page, site.cs, '/registrovat', email);
  await page.context().clearCookies();

  // The login dialog opens with redirect_to back to the page.
  await page.goto(`${site.cs}/nastaveni/newsletter`);
  await expect(dialog(page).getByRole('heading', { name: 'Přihlášení' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('redirect_to')).toBe('/nastaveni/newsletter');
  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).locator('input[type="password"]').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Přihlásit se' }).click();

  const save = page.getByRole('button', { name: 'Uložit nastavení' });
  await expect(save).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nastavení newsletteru' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Čeština' })).toBeChecked();
  await page.getByRole('radio', { name: 'Denně' }).check();
  await page.getByRole('checkbox', { name: 'Tipy k Raketě' }).check();
  await save.click();
  await expect(page.getByTestId('toast')).toContainText('Nastavení newsletteru je uložené');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Denně' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Tipy k Raketě' })).toBeChecked();

  let mail: OutboxEntry | undefined;
  await expect.poll(async () => (mail = await mailTo(site.outboxDir!, email)), { timeout: 10_000 }).toBeTruthy();
  expect(mail!.subject).toBe('Vítejte na Raketě');
  const link = unsubscribeLinkIn(mail!.text)!;
  expect(link).toMatch(new RegExp(`^${site.cs}/nastaveni/newsletter\\?unsubscribe=`));

  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText('Přestanete dostávat:')).toBeVisible();
  await expect(listedTopics(page)).toHaveText(['Přehled nabídek práce', 'Tipy k Raketě']);
  await page.getByRole('button', { name: 'Odhlásit odběr' }).click();
  await expect(page.getByRole('heading', { name: 'Odběr je odhlášený' })).toBeVisible();
});
