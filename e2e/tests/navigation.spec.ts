import type { Page } from '@playwright/test';
import { expect, expectNoReload, markDocument, test, type Site } from '../fixtures';

const NEW_BUILD_ID = 'e2e0new0build000';

/** The shell's build file names another build, as after a deploy. */
async function serveNewBuild(page: Page, site: Site) {
  await page.route(`${site.cs}/builds/latest.json`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), buildId: NEW_BUILD_ID } });
  });
}

/** Polls now (a tab shown again polls at once) and waits until the shell has noted the new build. */
async function pollBuild(page: Page) {
  const noted = page.waitForEvent('console', (message) => message.text().includes(`build ${NEW_BUILD_ID} is served`));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await noted;
}

async function expectFullLoad(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __e2eDocument?: string }).__e2eDocument)).toBeUndefined();
}

const navLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

test('a new build makes the next link click a full page load, at most once per path within 10 s', async ({ page, site }) => {
  await serveNewBuild(page, site);
  await page.goto(`${site.cs}/testy`);
  await expect(page.locator('[data-remote-area="learning"] h1')).toBeVisible();
  const started = Date.now();

  await markDocument(page);
  await pollBuild(page);
  await navLink(page, 'Firmy').click();
  await expect(page).toHaveURL(`${site.cs}/firmy`);
  await expect(page.locator('[data-remote-area="jobs"] h1')).toBeVisible();
  await expectFullLoad(page);

  // The reloaded page is still older than the served build: the next click loads again...
  await markDocument(page);
  await pollBuild(page);
  await navLink(page, 'Testy').click();
  await expect(page.locator('[data-remote-area="learning"] h1')).toBeVisible();
  await expectFullLoad(page);

  // ...but /firmy was loaded that way less than 10 s ago: the guard keeps it client-side.
  await markDocument(page);
  await pollBuild(page);
  await navLink(page, 'Firmy').click();
  await expect(page).toHaveURL(`${site.cs}/firmy`);
  await expect(page.locator('[data-remote-area="jobs"] h1')).toBeVisible();
  await expectNoReload(page);
  expect(Date.now() - started, 'the steps must fit in the guard’s 10 s').toBeLessThan(10_000);
});

test('links to a host that is not allowlisted and javascript: links are blocked with a toast', async ({ page, site }) => {
  await page.goto(`${site.cs}/testy`);
  await expect(page.locator('[data-remote-area="learning"] h1')).toBeVisible();
  // Links as a remote's content could render them, outside React's tree so no render removes them.
  await page.evaluate(() => {
    const links = [
      ['external', 'https://evil.example/phish'],
      ['script', 'javascript:window.__e2eScript = 1'],
    ];
    links.forEach(([text, href], index) => {
      const link = document.createElement('a');
      link.textContent = text!;
      link.setAttribute('href', href!);
      link.style.cssText = `position: fixed; left: 1rem; top: ${10 + index * 3}rem; z-index: 1000; background: #fff;`;
      document.body.append(link);
    });
  });
  await markDocument(page);
  const url = page.url();

  for (const name of ['external', 'script']) {
    await page.getByRole('link', { name, exact: true }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toContainText('Odkaz byl zablokován');
    expect(page.url()).toBe(url);
    await expectNoReload(page);
  }
  expect(await page.evaluate(() => (window as unknown as { __e2eScript?: number }).__e2eScript)).toBeUndefined();
});

test('the loading bar shows while a slow remote loads, and hides after', async ({ page, site }) => {
  await page.goto(`${site.cs}/testy`);
  await expect(page.locator('[data-remote-area="learning"] h1')).toBeVisible();
  await markDocument(page);
  const bar = page.getByTestId('loading-bar');
  await expect(bar).toHaveAttribute('data-state', 'hidden');
  await expect(bar).toHaveAttribute('aria-hidden', 'true');

  // Slower than the bar's 200 ms throttle, well within the 5 s remote timeout.
  await page.route(`${site.remoteOrigins.jobs}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue().catch(() => undefined);
  });
  await navLink(page, 'Firmy').click();
  await expect(bar).toHaveAttribute('data-state', 'visible');
  await expect(bar).toHaveAttribute('aria-hidden', 'false');
  await expect(page.locator('[data-remote-area="jobs"] h1')).toBeVisible();
  await expect(bar).toHaveAttribute('data-state', 'hidden');
  await expectNoReload(page);
});
