import type { Page } from '@playwright/test';
import { HOSTILE_REDIRECTS, leavesSite } from '@raketa/shared/testing/hostile-redirects';
import { expect, registerInPage, test } from '../fixtures';

// The shared list of hostile redirect targets, followed by a real browser through every redirect
// the site answers with a target the visitor chose: the form sign-in and sign-out (303 to `back`),
// social sign-in as a plain link (no CSRF token), and the login dialog's `redirect_to` and forced
// variants. No navigation may leave the site's hosts.
const PASSWORD = 'Hostile-redirects-42';

/** Every document the page's main frame asks for from now on. */
function documentsOf(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return documents;
}

/** Submits a real HTML form (a native navigation that follows the API's 303) and waits for the page it lands on. */
async function submitForm(page: Page, action: string, fields: Record<string, string>): Promise<void> {
  const token = await page.evaluate(async () => ((await (await fetch('/api/csrf')).json()) as { token: string }).token);
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'domcontentloaded' }),
    page.evaluate(
      ({ action, fields }) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = action;
        for (const [name, value] of Object.entries(fields)) {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { action, fields: { ...fields, _csrf: token } },
    ),
  ]);
}

test('no hostile redirect target takes the browser off the site', async ({ page, site }) => {
  test.setTimeout(300_000);
  const hosts = [new URL(site.cs).host, new URL(site.en).host];
  const email = `e2e-redirects-${Date.now()}@example.cz`;
  // Pages load as documents only here: what is tested is where the browser is sent, not the page.
  await page.route('**/*', (route) => {
    const type = route.request().resourceType();
    return type === 'document' || type === 'fetch' ? route.continue() : route.abort();
  });
  // The forms are sent from a blank page at the site's address (the browser sends the same Origin
  // and cookies as from any of its pages): rendering a real page before each one tripled the test's time.
  const formPage = `${site.cs}/e2e-form-page`;
  await page.route(formPage, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>form</title>' }));
  await page.goto(`${site.cs}/firmy`);
  expect(await registerInPage(page, { email, password: PASSWORD })).toBe(201);
  await page.context().clearCookies();

  const documents = documentsOf(page);
  let followed = 0;
  for (const back of HOSTILE_REDIRECTS) {
    // From a page of the site each time: a refused target (a NUL) leaves the browser on the API's
    // problem document, whose CSP lets no script fetch.
    await page.goto(formPage);
    await submitForm(page, '/logout', { back });
    // Social sign-in is a plain link: no token, no form.
    await page.goto(`${site.en}/connect/facebook?${new URLSearchParams({ back })}`, { waitUntil: 'domcontentloaded' });
    followed += 2;
  }
  // A sign-in costs a password hash each: the targets that escaped before the fix (dot segments,
  // also encoded) and a few others go through it, the whole list through the API suite.
  await page.goto(formPage);
  for (const back of HOSTILE_REDIRECTS.filter((value) => /\/\.|%2e/i.test(value) && value.startsWith('/')).slice(0, 12)) {
    await submitForm(page, '/prihlasit', { username: email, password: PASSWORD, back });
    await submitForm(page, '/prihlasit', { username: email, password: 'not the password', back });
    followed += 2;
  }
  const escaped = documents.filter((url) => leavesSite(url, hosts));
  console.log(
    `hostile redirects: ${escaped.length} of ${followed} left the site (${HOSTILE_REDIRECTS.length} targets, ${documents.length} documents)`,
  );
  expect(escaped).toEqual([]);
  expect(documents.length).toBeGreaterThanOrEqual(followed);
});

test('the login dialog never follows a hostile redirect_to or forced target', async ({ page, site }) => {
  test.setTimeout(120_000);
  const hosts = [new URL(site.cs).host, new URL(site.en).host];
  const email = `e2e-dialog-redirects-${Date.now()}@example.cz`;
  await page.goto(`${site.cs}/firmy`);
  expect(await registerInPage(page, { email, password: PASSWORD })).toBe(201);
  const documents = documentsOf(page);
  for (const [name, value] of [
    ['redirect_to', '/.//evil.com'],
    ['redirect_to', '/%2e//evil.com'],
    ['sign_in_force_redirect_to', '/\\evil.com'],
    ['force_redirect_to', 'javascript:alert(1)'],
  ] as const) {
    await page.context().clearCookies();
    await page.goto(`${site.cs}/firmy?${new URLSearchParams({ [name]: value })}#prihlaseni`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Heslo', { exact: false }).first().fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page.getByTestId('account-links')).toContainText('Jana Nováková');
    expect(leavesSite(page.url(), hosts)).toBe(false);
  }
  expect(documents.filter((url) => leavesSite(url, hosts))).toEqual([]);
});
