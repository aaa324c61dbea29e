import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// "Continue with Google" against the local OpenID provider the fixtures start in Google's place
// (api/src/testing/oidc-provider.ts): its own login page, a real code exchange, back signed in.
const dialog = (page: Page) => page.getByRole('dialog');

test('social sign-in: Google (a local stand-in provider) makes an account, then signs it in again', async ({ page, site }) => {
  test.skip(site.stack === null, 'the stand-in provider runs beside the local stack only');
  const email = `e2e-google-${Date.now()}@example.cz`;

  await page.goto(`${site.cs}/firmy#prihlaseni`);
  await dialog(page).getByRole('link', { name: 'Pokračovat přes Google' }).click();

  // The provider's page, not ours.
  await expect(page.getByRole('heading', { name: 'Sign in to the stand-in provider' })).toBeVisible();
  expect(new URL(page.url()).host).not.toBe(new URL(site.cs).host);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill('Karel Google');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // A new account goes to onboarding, keeping the page it came from.
  await expect.poll(() => new URL(page.url()).pathname).toBe('/onboarding');
  expect(new URL(page.url()).searchParams.get('redirect_to')).toBe('/firmy');
  await page.goto(`${site.cs}/firmy`);
  await expect(page.getByTestId('account-links')).toContainText('Karel Google');

  // Signed out, the same Google account signs straight back in (the provider remembers its session).
  await page.context().clearCookies({ domain: new URL(site.cs).hostname });
  await page.goto(`${site.cs}/firmy#prihlaseni`);
  await dialog(page).getByRole('link', { name: 'Pokračovat přes Google' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/firmy');
  await expect(page.getByTestId('account-links')).toContainText('Karel Google');
});

test('social sign-in: a cancelled Google sign-in comes back to the login dialog with a message', async ({ page, site }) => {
  test.skip(site.stack === null, 'the stand-in provider runs beside the local stack only');
  await page.context().clearCookies();
  await page.goto(`${site.en}/companies#login`);
  await dialog(page).getByRole('link', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Signing in with the service was cancelled.');
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('social sign-in: a service without credentials answers with a translated message, not an error page', async ({ page, site }) => {
  test.skip(site.stack === null, 'the local stack configures Google only');
  await page.goto(`${site.cs}/firmy#prihlaseni`);
  await dialog(page).getByRole('link', { name: 'Pokračovat přes Facebook' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'Přihlášení přes tuto službu teď není k dispozici. Přihlaste se e-mailem a heslem, nebo zkuste jinou službu.',
  );
  expect(new URL(page.url()).pathname).toBe('/prihlasit');
});
