import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const PASSWORD = 'Original-password-42';
const NEW_PASSWORD = 'Changed-password-43';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: number[];
}

/**
 * A same-origin call from inside the page, with its cookies. Node's resolver does not know
 * `en.localhost` (page.request fails there); Chromium maps every *.localhost to loopback.
 */
async function fetchInPage(
  page: Page,
  path: string,
  init: { method?: string; json?: unknown; form?: Record<string, string>; credentials?: RequestCredentials } = {},
) {
  return page.evaluate(
    async ({ path, init }): Promise<PageResponse> => {
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        credentials: init.credentials ?? 'same-origin',
        ...(init.json !== undefined ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.json) } : {}),
        ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
      });
      return {
        status: response.status,
        headers: Object.fromEntries(
          ['content-type', 'content-disposition', 'x-content-type-options'].map((name) => [name, response.headers.get(name) ?? '']),
        ),
        body: [...new Uint8Array(await response.arrayBuffer())],
      };
    },
    { path, init },
  );
}

const jsonOf = (response: PageResponse) => JSON.parse(Buffer.from(response.body).toString('utf8'));

/** A new candidate, registered from the page as the sign-up form does, and so signed in in this browser. */
async function signedInCandidate(page: Page, origin: string, registerPath: string): Promise<string> {
  const email = `e2e-profile-${Date.now()}@example.cz`;
  await page.goto(`${origin}/`);
  const { token } = jsonOf(await fetchInPage(page, '/api/csrf'));
  const registered = await fetchInPage(page, registerPath, {
    method: 'POST',
    form: { name: 'Jana Nováková', username: email, password: PASSWORD, vop: 'true', _csrf: token },
  });
  expect(registered.status).toBe(201);
  return email;
}

const toast = (page: Page) => page.getByTestId('toast');

test('a candidate edits the profile, uploads a PDF CV, changes the password and deletes the account', async ({ page, site }) => {
  const email = await signedInCandidate(page, site.en, '/register');
  await page.goto(`${site.en}/profile`);
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();

  // Edit: a rule fails on blur first, then the profile saves and stays saved.
  const profileForm = page.getByRole('form', { name: 'Profile' });
  await page.getByLabel(/^GitHub/).fill('https://gitlab.com/jana');
  await page.getByLabel(/^GitHub/).blur();
  await expect(profileForm.getByRole('alert')).toHaveText(['This address does not lead to the expected site']);
  await page.getByLabel(/^GitHub/).fill('https://github.com/jana');
  await page.getByLabel(/^Headline/).fill('Product designer');
  await page.getByLabel(/^City/).fill('Praha');
  await page.getByRole('checkbox', { name: 'Design' }).check();
  await page.getByRole('radio', { name: 'Senior' }).check();
  await page.getByRole('button', { name: 'Add a language' }).click();
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('en');
  await page.getByRole('combobox', { name: 'Level', exact: true }).selectOption('advanced');
  await profileForm.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page)).toContainText('Profile saved');
  await page.reload();
  await expect(page.getByLabel(/^Headline/)).toHaveValue('Product designer');
  await expect(page.getByRole('checkbox', { name: 'Design' })).toBeChecked();
  await expect(page.getByLabel(/^GitHub/)).toHaveValue('https://github.com/jana');

  // CV: a PDF goes up and comes back only as an attachment.
  await page.getByLabel(/^Upload a CV/).setInputFiles({ name: 'Jana CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(toast(page)).toContainText('CV uploaded');
  await expect(page.getByTestId('cv-file')).toContainText('Jana CV.pdf');
  // The link downloads it (the browser's own download, not a page of the site).
  const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Jana CV.pdf' }).click()]);
  expect(saved.suggestedFilename()).toBe('Jana CV.pdf');
  expect(new URL(page.url()).pathname).toBe('/profile');
  const download = await fetchInPage(page, '/api/profile/cv');
  expect(download.status).toBe(200);
  expect(download.headers['content-type']).toBe('application/pdf');
  expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  expect(download.headers['x-content-type-options']).toBe('nosniff');
  expect(Buffer.compare(Buffer.from(download.body), PDF)).toBe(0);
  // A page that is not a document is refused by its content, even with a PDF name.
  await page
    .getByLabel(/^Replace the CV/)
    .setInputFiles({ name: 'evil.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script>') });
  await expect(page.getByText('The CV must be a PDF, DOC or DOCX document.')).toBeVisible();
  await expect(page.getByTestId('cv-file')).toContainText('Jana CV.pdf');

  // Password: a wrong current one shows on its field; the right one changes it.
  await page.getByLabel(/^Current password/).fill('not-my-password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'New password again', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The password is incorrect.')).toBeVisible();
  await page.getByLabel(/^Current password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page)).toContainText('Password changed');
  // Checks the credentials only (no session), without this browser's cookies.
  const login = async (password: string) =>
    (await fetchInPage(page, '/api/login', { method: 'POST', json: { username: email, password }, credentials: 'omit' })).status;
  expect(await login(PASSWORD)).toBe(401);
  expect(await login(NEW_PASSWORD)).toBe(200);

  // Delete: confirmed with the password, then signed out.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the account?' });
  await confirm.getByLabel(/^Your password/).fill(NEW_PASSWORD);
  await confirm.getByRole('button', { name: 'Delete for good' }).click();
  await expect(toast(page)).toContainText('Your account has been deleted');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  expect(jsonOf(await fetchInPage(page, '/api/me')).user).toBeNull();
  expect(await login(NEW_PASSWORD)).toBe(401);
});

test('the profile speaks Czech on the Czech site, and signed-out visitors get the login dialog', async ({ page, site }) => {
  await page.goto(`${site.cs}/profil`);
  await expect(page.getByRole('dialog').getByRole('tab', { name: 'Přihlášení' })).toHaveAttribute('aria-selected', 'true');
  expect(new URL(page.url()).searchParams.get('redirect_to')).toBe('/profil');

  await signedInCandidate(page, site.cs, '/registrovat');
  await page.goto(`${site.cs}/profil`);
  await expect(page.getByRole('heading', { name: 'Můj profil' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Co hledáte' })).toBeVisible();
  await expect(page.getByLabel(/^Jméno a příjmení/)).toHaveValue('Jana Nováková');
  await expect(page.getByText('Dobrovolné').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nastavení newsletteru' })).toHaveAttribute('href', '/nastaveni/newsletter');
  await page.getByLabel(/^Krátce o sobě/).fill('x'.repeat(121));
  await page.getByLabel(/^Krátce o sobě/).blur();
  await expect(page.getByText('Text je příliš dlouhý')).toBeVisible();
});

test('on a phone, the profile form checks by the API’s rules before sending: a language twice, an amount that is not whole (cs)', async ({
  page,
  site,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInCandidate(page, site.cs, '/registrovat');
  await page.goto(`${site.cs}/profil`);
  await expect(page.getByRole('heading', { name: 'Můj profil' })).toBeVisible();
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.url());
  });
  const profileForm = page.getByRole('form', { name: 'Profil' });

  await page.getByRole('button', { name: 'Přidat jazyk' }).click();
  await page.getByRole('button', { name: 'Přidat jazyk' }).click();
  const languages = page.getByRole('combobox', { name: 'Jazyk', exact: true });
  await languages.nth(0).selectOption('cs');
  await languages.nth(1).selectOption('cs');
  await expect(profileForm.getByText('Každý jazyk může být uvedený jen jednou')).toBeVisible();
  await expect(languages.nth(1)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Částka/).fill('12,5');
  await page.getByLabel(/^Částka/).blur();
  await expect(profileForm.getByText(/^Zadejte celé číslo od 1 do 10.000.000$/)).toBeVisible();
  // Both levels are still to choose: four errors, and nothing sent.
  await profileForm.getByRole('button', { name: 'Uložit profil' }).click();
  await expect(profileForm.getByRole('alert')).toHaveCount(4);
  expect(patches).toEqual([]);

  // Fixed, it saves.
  await languages.nth(1).selectOption('en');
  for (const level of await page.getByRole('combobox', { name: 'Úroveň', exact: true }).all()) await level.selectOption('native');
  await page.getByLabel(/^Částka/).fill('65 000');
  await profileForm.getByRole('button', { name: 'Uložit profil' }).click();
  await expect(toast(page)).toContainText('Profil je uložený');
  expect(patches).toHaveLength(1);
});
