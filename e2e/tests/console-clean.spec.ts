import type { ConsoleMessage, Page } from '@playwright/test';
import { AREA_LINKS, expect, hydratedArea, test } from '../fixtures';

/**
 * Every warning and error the page logs (and every uncaught exception) while `journey` runs, but the
 * browser's own line for a page it was sent on purpose that answers 404 (`expected404`).
 */
async function consoleDuring(page: Page, expected404: string, journey: () => Promise<void>): Promise<string[]> {
  const logged: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().startsWith('Failed to load resource') && message.location().url === expected404) return;
    logged.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  };
  const onError = (error: Error) => logged.push(`pageerror: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  await journey();
  page.off('console', onConsole);
  page.off('pageerror', onError);
  return logged;
}

// The happy path of a visitor, in both languages: the list, a job, every area, the auth dialogs, a 404.
for (const locale of ['cs', 'en'] as const) {
  test(`a visitor's main journey logs no warning or error (${locale})`, async ({ page, site }) => {
    const missing = `${site[locale]}/no-such-page-${locale}`;
    const logged = await consoleDuring(page, missing, async () => {
      await page.goto(`${site[locale]}/`);
      await expect(hydratedArea(page)).toBeVisible();
      await page.getByTestId('job-card').first().getByRole('link').first().click();
      await expect(page.locator('[data-remote-area="jobs"] h1')).not.toBeEmpty();
      for (const remote of ['jobs', 'learning', 'companyPages'] as const) {
        await page.getByRole('link', { name: AREA_LINKS[remote][locale], exact: true }).first().click();
        await expect(page.locator(`[data-remote-area="${remote}"] h1`)).not.toBeEmpty();
        if (remote === 'companyPages') await page.goBack();
      }
      // The auth dialogs, opened twice (the remote registers once), and closed.
      for (let i = 0; i < 2; i += 1) {
        await page.goto(`${site[locale]}/${locale === 'cs' ? 'firmy#prihlaseni' : 'companies#login'}`);
        await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      // A 404 is a page, not a fault: no stack in the console.
      await page.goto(missing);
      await expect(page.getByTestId('not-found')).toBeVisible();
    });
    expect(logged).toEqual([]);
  });
}
