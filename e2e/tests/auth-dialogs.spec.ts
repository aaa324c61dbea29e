import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Waits for the page (its layout) to be up, so the shell is mounted. By the DOM, not by role: a
 * dialog the fragment opens may already be up, and it hides the rest of the page from the
 * accessibility tree.
 */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('header a', { hasText: 'Raketa' }).first()).toBeAttached();
}

const dialog = (page: Page) => page.getByRole('dialog');
const hashOf = (page: Page) => new URL(page.url()).hash;

test('the login dialog opens by fragment on any page, in Czech on the Czech site', async ({ page, site }) => {
  await open(page, `${site.cs}/firmy#prihlaseni`);
  await expect(dialog(page).getByRole('heading', { name: 'Přihlášení' })).toBeVisible();
  await expect(dialog(page).getByRole('tab', { name: 'Přihlášení' })).toHaveAttribute('aria-selected', 'true');
  // A shell page too, not only the remotes' pages.
  await open(page, `${site.cs}/icons#registrace`);
  await expect(dialog(page).getByRole('tab', { name: 'Registrace' })).toHaveAttribute('aria-selected', 'true');
});

test('every dialog opens by its English fragment on the English site', async ({ page, site }) => {
  for (const [hash, title] of [
    ['#login', 'Log in'],
    ['#register', 'Sign up'],
    ['#forgotten-password', 'New password'],
    ['#2fa', 'Two-factor verification'],
  ]) {
    // A full load each time: a goto that changes only the fragment would stay in the document.
    await page.goto('about:blank');
    await page.goto(`${site.en}/companies${hash}`);
    await expect(dialog(page).getByRole('heading', { name: title })).toBeVisible();
  }
});

test('a visitor who is not signed in gets no sign-out dialog; the fragment is dropped (the dialog itself: two-factor.spec)', async ({
  page,
  site,
}) => {
  for (const url of [`${site.en}/companies#logout`, `${site.cs}/firmy#odhlasit`]) {
    await page.goto('about:blank');
    await page.goto(url);
    await expect.poll(() => hashOf(page)).toBe('');
    expect(new URL(page.url()).pathname).toBe(new URL(url).pathname);
    await expect(dialog(page)).toHaveCount(0);
  }
});

test('tab changes set the fragment; the registration tab is taller; closing clears the parameters and the fragment', async ({ page, site }) => {
  await open(page, `${site.cs}/firmy?force_redirect_to=%2Fprofil#prihlaseni`);
  const panel = page.locator('.rk-dialog__panel');
  const loginHeight = (await panel.boundingBox())!.height;
  await dialog(page).getByRole('tab', { name: 'Registrace' }).click();
  await expect.poll(() => hashOf(page)).toBe('#registrace');
  await expect(dialog(page).getByLabel('Jméno a příjmení')).toBeVisible();
  expect((await panel.boundingBox())!.height).toBeGreaterThan(loginHeight);
  await dialog(page).getByRole('tab', { name: 'Přihlášení' }).click();
  await expect.poll(() => hashOf(page)).toBe('#prihlaseni');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  expect(new URL(page.url()).pathname + new URL(page.url()).search + hashOf(page)).toBe('/firmy');
});

test('closing returns to redirect_to', async ({ page, site }) => {
  await open(page, `${site.en}/companies?redirect_to=%2Fjobs#login`);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/jobs');
  await expect(dialog(page)).toBeHidden();
});

test('validation shows the first failing rule on blur, not while typing (Czech and English)', async ({ page, site }) => {
  await open(page, `${site.cs}/firmy#prihlaseni`);
  const email = dialog(page).getByLabel('E-mail');
  await email.fill('jana');
  await expect(dialog(page).getByRole('alert')).toHaveCount(0);
  await email.blur();
  await expect(dialog(page).getByRole('alert')).toHaveText(['Neplatný formát e-mailu']);
  await email.fill('');
  await email.blur();
  await expect(dialog(page).getByRole('alert')).toHaveText(['Toto pole je povinné']);

  await open(page, `${site.en}/companies#register`);
  await dialog(page).getByLabel('Password', { exact: false }).first().fill('short');
  await dialog(page).getByLabel('Password', { exact: false }).first().blur();
  await expect(dialog(page).getByRole('alert')).toHaveText(['Password must contain at least 8 characters']);
  await dialog(page).getByRole('checkbox').uncheck();
  await expect(dialog(page).getByRole('alert')).toContainText(['Approval is required.']);
});

test('the password strength meter counts up to 5', async ({ page, site }) => {
  await open(page, `${site.en}/companies#register`);
  const meter = dialog(page).getByRole('meter', { name: 'Password strength' });
  const password = dialog(page).locator('input[type="password"]');
  await expect(meter).toHaveAttribute('aria-valuenow', '0');
  await password.fill('abcdef');
  await expect(meter).toHaveAttribute('aria-valuenow', '2');
  await password.fill('Abcdef1!xyz');
  await expect(meter).toHaveAttribute('aria-valuenow', '5');
});

test('the /prihlasit and /register pages open their dialogs; /logout tells a visitor there is nothing to log out of', async ({ page, site }) => {
  await open(page, `${site.cs}/prihlasit`);
  await expect.poll(() => hashOf(page)).toBe('#prihlaseni');
  await expect(dialog(page).getByRole('tab', { name: 'Přihlášení' })).toHaveAttribute('aria-selected', 'true');
  await open(page, `${site.en}/register`);
  await expect.poll(() => hashOf(page)).toBe('#register');
  // A visitor has nothing to sign out of: the page says so and leads back into the site.
  await page.goto(`${site.en}/logout`);
  await expect(page.getByText('You are not signed in, so there is nothing to log out of.')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the jobs' }).click();
  await expect(page).toHaveURL(`${site.en}/`);
});

// Against the API slice (api/src/routes): sign-in errors and the candidate sign-up flow.
test('a wrong password shows "The password or email is incorrect." on the password field', async ({ page, site }) => {
  await open(page, `${site.en}/companies#login`);
  await dialog(page).getByLabel('E-mail').fill('nobody@example.cz');
  await dialog(page).locator('input[type="password"]').fill('wrong-password');
  await dialog(page).getByRole('button', { name: 'Log in' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(['The password or email is incorrect.']);
});

test('a candidate signs up, lands on /onboarding with the query string, and the same e-mail is then taken', async ({ page, site }) => {
  const email = `e2e-${Date.now()}@example.cz`;
  const signUp = async () => {
    await dialog(page).getByLabel('Jméno a příjmení').fill('Jana Nováková');
    await dialog(page).getByLabel('E-mail').fill(email);
    await dialog(page).locator('input[type="password"]').fill('Dlouhe-heslo-42');
    await dialog(page).getByRole('button', { name: 'Zaregistrovat se' }).click();
  };
  await open(page, `${site.cs}/firmy?utm_source=e2e#registrace`);
  await signUp();
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/onboarding?utm_source=e2e');

  // Signed in: the header names the user and offers sign-out, which the dialog completes.
  await page.goto(`${site.cs}/firmy`);
  const account = page.getByTestId('account-links');
  await expect(account).toContainText('Jana Nováková');
  await account.getByRole('link', { name: 'Odhlásit se' }).click();
  await dialog(page).getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page.getByTestId('account-links').getByRole('link', { name: 'Přihlásit se' })).toBeVisible();

  await page.context().clearCookies();
  await open(page, `${site.cs}/firmy#registrace`);
  await signUp();
  await expect(dialog(page).getByRole('alert')).toHaveText(['Tento uživatel už je zaregistrovaný.']);
});
