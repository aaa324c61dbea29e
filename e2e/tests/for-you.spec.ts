/**
 * Issue 25, "For you": a candidate whose profile names a field, seniority, salary, city and work
 * modes chooses "For you" / "Pro vás" on the job list and the first card says why it matches; the
 * list stays phone-sized (390 px, no sideways scroll) and axe clean, in Czech and English.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { callInPage } from '../company-helpers';
import { expect, hydratedArea, registerInPage, test } from '../fixtures';

const PHONE = { width: 390, height: 844 };
const PROFILE = {
  fields: ['development'],
  seniority: 'senior',
  location: 'Praha',
  workModes: ['hybrid', 'remote'],
  salary: { amount: 50_000, currency: 'CZK', period: 'month' },
};

const LANGS = {
  cs: { browser: 'cs-CZ', list: '/nabidky', sort: 'Řadit podle', forYou: 'Pro vás', matches: /^Odpovídá: obor(, |$)/ },
  en: { browser: 'en-US', list: '/jobs', sort: 'Sort by', forYou: 'For you', matches: /^Matches: field(, |$)/ },
} as const;

async function candidateWithProfile(page: Page, origin: string, list: string) {
  await page.goto(`${origin}${list}`);
  const email = `for-you-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  expect(await registerInPage(page, { email, password: 'Dlouhe-heslo-42' })).toBe(201);
  expect((await callInPage(page, 'PATCH', '/api/profile', PROFILE)).status).toBe(200);
}

for (const language of ['cs', 'en'] as const) {
  const texts = LANGS[language];
  test.describe(`the ${language} site`, () => {
    test.use({ locale: texts.browser });

    test('“For you” ranks by the profile and the first card says why', async ({ page, site }) => {
      await page.setViewportSize(PHONE);
      await candidateWithProfile(page, site[language], texts.list);
      await page.goto(`${site[language]}${texts.list}`);
      await expect(page.getByTestId('job-card').first()).toBeVisible();
      await expect(hydratedArea(page)).toBeVisible();

      const sort = page.getByRole('combobox', { name: texts.sort });
      await sort.selectOption({ label: texts.forYou });
      await expect(page).toHaveURL(`${site[language]}${texts.list}?sort=for-you`);
      const first = page.getByTestId('job-card').first();
      await expect(first.getByTestId('match-reasons')).toHaveText(texts.matches);

      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, { include: '.rk-job-list__results' })).toEqual([]);
    });
  });
}
