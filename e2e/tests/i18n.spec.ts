import { MESSAGES_DIR } from '@raketa/shared';
import type { Response } from '@playwright/test';
import { expect, test } from '../fixtures';

const MESSAGE_FILE = new RegExp(`/${MESSAGES_DIR}/([0-9a-f]{16})/(cs|en)/messages\\.json$`);
const TRANSLATION_CACHE = 'public, max-age=86400, s-maxage=31536000, immutable';

for (const locale of ['cs', 'en'] as const) {
  test.describe(`a ${locale} browser`, () => {
    // The browser speaks the site's language, so no locale suggestion loads the other language's file.
    test.use({ locale: locale === 'cs' ? 'cs-CZ' : 'en-US' });
    test(`${locale}: the shell and the remote load their messages from /_i18n/{hash}/${locale}/messages.json, cached 24 hours`, async ({
      page,
      site,
    }) => {
      const files: Response[] = [];
      page.on('response', (response) => {
        if (MESSAGE_FILE.test(new URL(response.url()).pathname)) files.push(response);
      });
      await page.goto(`${site[locale]}/`);
      await expect(page.getByTestId('job-card').first()).toBeVisible();
      // The cards come in the HTML; the files come as the shell and then the remote start.
      await expect.poll(() => files.length).toBe(2);

      const origins = files.map((response) => new URL(response.url()).origin);
      expect(origins.sort()).toEqual([new URL(site[locale]).origin, site.remoteOrigins.jobs].sort());
      for (const response of files) {
        expect(response.url()).toContain(`/${locale}/messages.json`);
        expect(response.status()).toBe(200);
        expect(response.headers()['cache-control']).toBe(TRANSLATION_CACHE);
        // A hashed file is cacheable: the request carries no cache-bypass header.
        expect((await response.request().allHeaders())['cache-control']).toBeUndefined();
      }
      const byOrigin = (origin: string) => files.find((response) => response.url().startsWith(origin))!;
      const shell = (await byOrigin(new URL(site[locale]).origin).json()) as Record<string, unknown>;
      expect(Object.keys(shell).sort()).toEqual(['shared', 'shell']);
      const jobs = byOrigin(site.remoteOrigins.jobs);
      expect(Object.keys((await jobs.json()) as Record<string, unknown>)).toEqual(['jobs']);
      // Fetched cross-origin from the remote's own server.
      expect(jobs.headers()['access-control-allow-origin']).toBe('*');
    });
  });
}

test('a failing message file logs a console warning and the page still renders its layout', async ({ page, site }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route(`**/${MESSAGES_DIR}/**/messages.json`, (route) => route.fulfill({ status: 500, body: 'broken' }));
  await page.goto(`${site.cs}/`);

  // The layout and the remote's page render, with untranslated keys where texts would be.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'nav.jobs' }).first()).toBeVisible();
  await expect(page.locator('[data-remote-area="jobs"] h1')).toBeVisible();
  await expect(page.getByTestId('remote-failed')).toHaveCount(0);
  await expect.poll(() => warnings.filter((text) => text.includes(`/${MESSAGES_DIR}/`)).length).toBeGreaterThanOrEqual(2);
  expect(warnings.some((text) => text.includes(`${site.remoteOrigins.jobs}/${MESSAGES_DIR}/`))).toBe(true);
});
