import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from '../fixtures';

const dialog = (page: Page) => page.getByRole('dialog');
const PASSWORD = 'Dvoufazove-heslo-42';

/** What an authenticator app shows for `secret` at `atMs` (RFC 6238: SHA-1, 6 digits, 30 s). */
const codeAt = (secret: string, atMs: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: atMs });

test('two-factor: enabled from the profile; at sign-in a wrong code is refused and a right one signs in', async ({ page, site }) => {
  const email = `e2e-2fa-${Date.now()}@example.com`;

  // A candidate, registered as the sign-up form does (and so signed in). From the page: only the
  // browser resolves en.localhost.
  await page.goto(`${site.en}/jobs`);
  const registered = await page.evaluate(
    async ({ username, password }) => {
      const { token } = await (await fetch('/api/csrf')).json();
      const body = new FormData();
      for (const [name, value] of Object.entries({ name: 'Dana Dvořáková', username, password, vop: 'true', _csrf: token })) {
        body.set(name, value);
      }
      return (await fetch('/register', { method: 'POST', body })).status;
    },
    { username: email, password: PASSWORD },
  );
  expect(registered).toBe(201);

  // Turn it on in the profile's security section: the QR code, the key by hand, a code from it.
  await page.goto(`${site.en}/profile`);
  const settings = page.getByRole('region', { name: 'Two-factor sign-in' });
  await settings.getByRole('button', { name: 'Turn on' }).click();
  await expect(settings.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await settings.getByTestId('two-factor-key').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await settings.getByLabel('Code').fill(codeAt(secret, Date.now()));
  await settings.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(settings.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await settings.getByRole('button', { name: 'I have saved them' }).click();
  await expect(settings.getByText('Recovery codes left: 10')).toBeVisible();

  // Log out through the sign-out dialog.
  await page.goto(`${site.en}/jobs#logout`);
  await dialog(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('account-links')).not.toContainText('Dana Dvořáková');

  // Log in: the password is not enough, the two-factor dialog opens.
  await page.goto(`${site.en}/jobs#login`);
  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).locator('input[type="password"]').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Log in' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#2fa');
  await expect(page.getByTestId('account-links')).not.toContainText('Dana Dvořáková');

  // The next step's code: the current one may be the step that confirmed the setup (used once).
  const right = codeAt(secret, Date.now() + 30_000);
  const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
  await dialog(page).getByLabel('Code').fill(wrong);
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(['Incorrect code, try again.']);

  await dialog(page).getByLabel('Code').fill(right);
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId('account-links')).toContainText('Dana Dvořáková');
  // The dialog closes with the new session; the page it goes back to follows (a router navigation).
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/jobs');
});
