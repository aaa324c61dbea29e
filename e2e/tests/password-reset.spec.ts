import type { Page } from '@playwright/test';
import { expect, resetLinkIn, test } from '../fixtures';

const dialog = (page: Page) => page.getByRole('dialog');
const OLD_PASSWORD = 'Puvodni-heslo-42';
const NEW_PASSWORD = 'Nove-heslo-po-resetu-7';

test('a forgotten password: the dialog mails a link that sets a new password once', async ({ page, site }) => {
  test.skip(site.outboxDir === null, 'reads the local stack’s mail outbox');
  const email = `e2e-reset-${Date.now()}@example.cz`;

  // An account, registered through the API as the sign-up form does; then signed out.
  const { token } = await (await page.request.get(`${site.cs}/api/csrf`)).json();
  const registered = await page.request.post(`${site.cs}/registrovat`, {
    headers: { origin: site.cs },
    form: { name: 'Jana Nováková', username: email, password: OLD_PASSWORD, vop: 'true', _csrf: token },
  });
  expect(registered.status()).toBe(201);
  await page.context().clearCookies();

  await page.goto(`${site.cs}/firmy#zapomenute-heslo`);
  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByTestId('toast')).toContainText('Odkaz pro obnovení hesla byl odeslán');

  let link: string | undefined;
  await expect.poll(async () => (link = await resetLinkIn(site.outboxDir!, email)), { timeout: 10_000 }).toBeTruthy();
  expect(link).toMatch(new RegExp(`^${site.cs}/obnovit-heslo\\?token=`));

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Nastavení nového hesla' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nové heslo', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Nové heslo znovu', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Uložit nové heslo' }).click();
  await expect(page.getByTestId('toast')).toContainText('Heslo je změněné');
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/prihlasit#prihlaseni');

  // The old password no longer signs in; the new one does.
  const signIn = async (password: string) => {
    await dialog(page).getByLabel('E-mail').fill(email);
    await dialog(page).locator('input[type="password"]').fill(password);
    await dialog(page).getByRole('button', { name: 'Přihlásit se' }).click();
  };
  await signIn(OLD_PASSWORD);
  await expect(dialog(page).getByRole('alert')).toHaveText(['Heslo nebo e-mail nejsou správné.']);
  await signIn(NEW_PASSWORD);
  await expect(page.getByTestId('account-links')).toContainText('Jana Nováková');

  // The link worked once.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Tento odkaz už neplatí' })).toBeVisible();
  await page.getByRole('button', { name: 'Poslat nový odkaz' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Nové heslo' })).toBeVisible();
});
