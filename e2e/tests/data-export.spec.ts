/**
 * Issue 24, the candidate's data export (api/AUTH.md, "Data export"): a candidate signs up, opens the
 * profile, presses "Download my data" and gets one ZIP named raketa-data-YYYY-MM-DD.zip that unzips
 * to the README in the page's language and the account's JSON files. Czech on a phone, English on a
 * wide screen; no sideways scroll at 320 and 390 px, the button at least 44 px high, axe clean.
 */
import fs from 'node:fs/promises';
import type { LocaleCode } from '@raketa/shared';
import { strFromU8, unzipSync } from 'fflate';
import authCs from '../../mf-auth/src/locales/cs.json';
import authEn from '../../mf-auth/src/locales/en.json';
import { axeViolations } from '../axe';
import { expect, hydratedArea, registerInPage, test } from '../fixtures';

const AUTH = { cs: authCs, en: authEn };
const PROFILE = { cs: '/profil', en: '/profile' };
const README = { cs: 'Vaše data z Raketa.cz', en: 'Your data from Raketa.cz' };
const CASES = [
  { locale: 'cs', viewport: { width: 390, height: 844 }, phone: true },
  { locale: 'en', viewport: { width: 1280, height: 900 }, phone: false },
] as const satisfies readonly { locale: LocaleCode; viewport: object; phone: boolean }[];

for (const { locale, viewport, phone } of CASES) {
  test.describe(`${locale}, ${phone ? 'on a phone' : 'on a wide screen'}`, () => {
    test.use({ viewport, hasTouch: phone, isMobile: phone });

    test('a candidate downloads all their data as one ZIP from the profile', async ({ page, site }) => {
      const origin = site[locale];
      const text = AUTH[locale].profile;
      const email = `e2e-export-${locale}-${Date.now()}@example.com`;
      await page.goto(`${origin}${PROFILE[locale]}`);
      expect(await registerInPage(page, { email, password: 'Dlouhe-heslo-42', name: 'Jana Exportová' })).toBe(201);
      await page.goto(`${origin}${PROFILE[locale]}`);
      await expect(hydratedArea(page, 'auth')).toBeVisible();
      const section = page.getByRole('region', { name: text.sections.data });
      const button = section.getByRole('button', { name: text.dataExport.button });
      await expect(button).toBeVisible();

      for (const width of phone ? [320, 390] : [viewport.width]) {
        await page.setViewportSize({ width, height: viewport.height });
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
          `sideways scroll at ${width} px`,
        ).toBe(0);
      }
      await page.setViewportSize(viewport);
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await axeViolations(page, { include: '.rk-profile' })).toEqual([]);

      const downloaded = page.waitForEvent('download');
      await button.click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toMatch(/^raketa-data-\d{4}-\d{2}-\d{2}\.zip$/);
      await expect(section.getByRole('status')).toHaveText(text.dataExport.done.replace('{{file}}', download.suggestedFilename()));

      const files = unzipSync(new Uint8Array(await fs.readFile((await download.path())!)));
      expect(Object.keys(files).sort()).toEqual(
        [
          'README.txt',
          'account.json',
          'alerts.json',
          'applications.json',
          'followed-companies.json',
          'newsletter.json',
          'saved-jobs.json',
          'test-results.json',
        ].sort(),
      );
      expect(strFromU8(files['README.txt']!)).toContain(README[locale]);
      expect(JSON.parse(strFromU8(files['account.json']!))).toMatchObject({ account: { email, name: 'Jana Exportová', type: 'candidate' } });
      expect(JSON.parse(strFromU8(files['newsletter.json']!))).toMatchObject({ language: locale });
    });
  });
}
