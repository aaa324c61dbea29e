import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const dialog = (page: Page) => page.getByRole('dialog');
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

// Issue 4, "done when": a candidate registered through the dialog lands on /onboarding with the query kept.
test('a new candidate lands on onboarding with the query kept, and it resumes after a reload', async ({ page, site }) => {
  const email = `e2e-onboarding-${Date.now()}@example.cz`;
  await page.goto(`${site.cs}/firmy?utm_source=e2e&redirect_to=%2Ffirmy#registrace`);
  await dialog(page).getByLabel('Jméno a příjmení').fill('Jana Nováková');
  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).locator('input[type="password"]').fill('Dlouhe-heslo-42');
  await dialog(page).getByRole('button', { name: 'Zaregistrovat se' }).click();
  await expect.poll(() => pathAndQuery(page)).toBe('/onboarding?utm_source=e2e&redirect_to=%2Ffirmy');

  // Step 1 in Czech: a field of interest is required.
  await expect(page.getByRole('heading', { name: 'Co hledáte?' })).toBeVisible();
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Krok 1 z 4');
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page.getByText('Vyberte alespoň jednu možnost')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Vývoj' }).check();
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page.getByRole('heading', { name: 'Seniorita a mzda' })).toBeVisible();

  // Saved as it went: a reload continues at step 2, with the query still there.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Seniorita a mzda' })).toBeVisible();
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Krok 2 z 4');
  expect(pathAndQuery(page)).toBe('/onboarding?utm_source=e2e&redirect_to=%2Ffirmy');

  await page.getByRole('radio', { name: 'Medior' }).check();
  await page.getByLabel(/^Částka/).fill('60 000');
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page.getByRole('heading', { name: 'Kde a jak chcete pracovat?' })).toBeVisible();
  await page.getByLabel(/^Město/).fill('Brno');
  await page.getByRole('checkbox', { name: 'Na dálku' }).check();
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page.getByRole('heading', { name: 'Váš životopis' })).toBeVisible();
  await page.getByRole('button', { name: 'Přeskočit' }).click();
  // Finished: to redirect_to.
  await expect.poll(() => pathAndQuery(page)).toBe('/firmy');

  // The answers are in the profile, and onboarding now says it is done.
  const profile = await (await page.request.get(`${site.cs}/api/profile`)).json();
  expect(profile).toMatchObject({
    fields: ['development'],
    seniority: 'medior',
    salary: { amount: 60000, currency: 'CZK', period: 'month' },
    location: 'Brno',
    workModes: ['remote'],
    onboarding: { lastCompletedStep: 'cv', finished: true },
  });
  await page.goto(`${site.cs}/onboarding`);
  await expect(page.getByRole('heading', { name: 'Profil máte nastavený' })).toBeVisible();
});

test('an e-mail deep link runs only the listed onboarding steps', async ({ page, site }) => {
  const email = `e2e-keys-${Date.now()}@example.cz`;
  // Registered from the page as the sign-up form does (so signed in): Node's resolver does not
  // know en.localhost, Chromium maps every *.localhost to loopback.
  await page.goto(`${site.en}/`);
  const registered = await page.evaluate(async (username) => {
    const { token } = (await (await fetch('/api/csrf')).json()) as { token: string };
    const body = new URLSearchParams({ name: 'Jan Novák', username, password: 'Long-password-42', vop: 'true', _csrf: token });
    return (await fetch('/register', { method: 'POST', body })).status;
  }, email);
  expect(registered).toBe(201);

  await page.goto(`${site.en}/onboarding/injectionKeys?keys=cv,salary,bogus`);
  await expect(page.getByRole('heading', { name: 'Seniority and salary' })).toBeVisible();
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Step 1 of 2');
  await page.getByRole('radio', { name: 'Senior' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your CV' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/jobs');
});

test('a signed-out visitor of onboarding gets the login dialog that returns there', async ({ page, site }) => {
  await page.goto(`${site.en}/onboarding?utm_source=mail`);
  await expect(dialog(page).getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
  const url = new URL(page.url());
  expect(url.searchParams.get('redirect_to')).toBe('/onboarding?utm_source=mail');
  expect(url.hash).toBe('#login');
});
