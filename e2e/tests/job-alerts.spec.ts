/**
 * Issue 25, the account's job alerts page: a candidate signs up, turns the job digest on in the
 * newsletter settings (which makes it an alert), follows the settings' link to the alerts page, sees
 * the digest there, pauses it (still paused after a reload) and deletes it through the confirmation
 * dialog, after which the newsletter's digest is off; a signed-out visit with a link that is not an
 * alert's is told so. Real clicks, on a 390 px phone, in both languages; no sideways scroll at 320
 * and 390 px, every target 44 px, axe clean.
 */
import type { LocaleCode } from '@raketa/shared';
import type { Page } from '@playwright/test';
import authCs from '../../mf-auth/src/locales/cs.json';
import authEn from '../../mf-auth/src/locales/en.json';
import { axeViolations } from '../axe';
import { expect, hydratedArea, registerInPage, test } from '../fixtures';

const AUTH = { cs: authCs, en: authEn };
const PATHS = {
  cs: { newsletter: '/nastaveni/newsletter', alerts: '/nastaveni/hlidaci-pes' },
  en: { newsletter: '/settings/newsletter', alerts: '/settings/job-alerts' },
};
/** The digest alert's name (api/ALERTS.md, "The profile digest"). */
const DIGEST_NAME = { cs: 'Nabídky podle mého profilu', en: 'Jobs for my profile' };

/** The page's links, buttons and selects lower than 44 px. */
const shortTargets = (page: Page) =>
  page
    .locator('.rk-alerts a, .rk-alerts button, .rk-alerts select')
    .evaluateAll((elements) => elements.filter((element) => element.getBoundingClientRect().height < 44).map((element) => element.textContent));

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const locale of ['cs', 'en'] as const satisfies readonly LocaleCode[]) {
  test(`${locale}: the job digest shows as an alert, which is paused and deleted`, async ({ page, site }) => {
    const origin = site[locale];
    const text = AUTH[locale];
    const email = `e2e-alerts-${locale}-${Date.now()}@example.com`;
    await page.goto(`${origin}${PATHS[locale].newsletter}`);
    expect(await registerInPage(page, { email, password: 'Dlouhe-heslo-42' })).toBe(201);

    // The newsletter's job digest, weekly: the API makes it the account's digest alert.
    await page.goto(`${origin}${PATHS[locale].newsletter}`);
    await expect(hydratedArea(page, 'auth')).toBeVisible();
    await page.getByRole('radio', { name: text.newsletter.frequency.weekly }).check();
    await page.getByRole('button', { name: text.newsletter.save }).click();
    await expect(page.getByTestId('toast')).toContainText(text.newsletter.savedTitle);

    await page.getByRole('link', { name: text.newsletter.jobAlertsLink }).click();
    await expect(page).toHaveURL(`${origin}${PATHS[locale].alerts}`);
    const item = page.getByRole('listitem', { name: DIGEST_NAME[locale] });
    await expect(item.getByRole('heading', { level: 2 })).toHaveText(DIGEST_NAME[locale]);
    await expect(item.locator('.rk-alerts__meta')).toHaveText(`${text.jobAlerts.status.active} · ${text.jobAlerts.frequency.weekly}`);

    // Nothing scrolls sideways; every target is 44 px high; axe finds nothing serious.
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        `sideways scroll at ${width} px`,
      ).toBe(0);
    }
    expect(await shortTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await item.getByRole('button', { name: text.jobAlerts.pause }).click();
    await expect(item.locator('.rk-alerts__meta')).toHaveText(`${text.jobAlerts.status.paused} · ${text.jobAlerts.frequency.weekly}`);
    await page.reload();
    await expect(item.locator('.rk-alerts__meta')).toHaveText(`${text.jobAlerts.status.paused} · ${text.jobAlerts.frequency.weekly}`);
    await expect(item.getByRole('button', { name: text.jobAlerts.resume })).toBeVisible();

    await item.getByRole('button', { name: text.jobAlerts.delete.open }).click();
    const dialog = page.getByRole('dialog', { name: text.jobAlerts.delete.title });
    // (The dialog's root has no box of its own: its fixed frame holds the panel.)
    await expect(dialog.getByRole('button', { name: text.jobAlerts.delete.confirm })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: text.jobAlerts.delete.confirm }).click();
    await expect(page.getByTestId('toast')).toContainText(text.jobAlerts.delete.done);
    await expect(page.getByText(text.jobAlerts.empty.text)).toBeVisible();

    // Deleting the digest turned the newsletter's digest off.
    await page.getByRole('link', { name: text.jobAlerts.empty.newsletterLink }).click();
    await expect(page.getByRole('radio', { name: text.newsletter.frequency.off })).toBeChecked();

    // A mailed unsubscribe link that is not an alert's, signed out: the page says so, without a button.
    await page.context().clearCookies();
    await page.goto(`${origin}${PATHS[locale].alerts}?unsubscribe=not-a-token`);
    await expect(page.getByRole('heading', { level: 1, name: text.jobAlerts.unsubscribe.invalidTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: text.jobAlerts.unsubscribe.button })).toHaveCount(0);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        `sideways scroll at ${width} px`,
      ).toBe(0);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
}
