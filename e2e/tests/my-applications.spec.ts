/**
 * Issue 24, the candidate's tracker: a candidate signs up, applies for a job through the real apply
 * form, finds My applications in the header's account links (on a phone inside the menu), sees the
 * application sent, withdraws it through the confirmation dialog by keyboard and sees it withdrawn,
 * with the toast. The page is checked with axe and for sideways scroll, in both languages, on a phone
 * and on a wide screen.
 */
import type { LocaleCode } from '@raketa/shared';
import type { Page } from '@playwright/test';
import jobsCs from '../../mf-jobs/src/locales/cs.json';
import jobsEn from '../../mf-jobs/src/locales/en.json';
import shellCs from '../../shell/src/locales/cs.json';
import shellEn from '../../shell/src/locales/en.json';
import { axeViolations } from '../axe';
import { expect, hydratedArea, registerInPage, test } from '../fixtures';

const JOBS = { cs: jobsCs, en: jobsEn };
const SHELL = { cs: shellCs, en: shellEn };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const PATHS = { cs: { jobs: '/nabidky', mine: '/moje-prihlasky' }, en: { jobs: '/jobs', mine: '/my-applications' } };

/** The page's links and buttons lower than 44 px (the header's are the shell's). */
const shortTargets = (page: Page) =>
  page
    .locator('.rk-my-applications a, .rk-my-applications button')
    .evaluateAll((elements) => elements.filter((element) => element.getBoundingClientRect().height < 44).map((element) => element.textContent));

const VIEWPORTS = [
  { name: 'a phone (390 px)', viewport: { width: 390, height: 844 }, phone: true },
  { name: 'a wide screen', viewport: { width: 1280, height: 900 }, phone: false },
] as const;

for (const locale of ['cs', 'en'] as const satisfies readonly LocaleCode[]) {
  for (const { name, viewport, phone } of VIEWPORTS) {
    test.describe(`${locale}, on ${name}`, () => {
      test.use({ viewport, hasTouch: phone, isMobile: phone });

      test('a candidate applies, finds the application in My applications and withdraws it', async ({ page, site }) => {
        const origin = site[locale];
        const text = JOBS[locale].myApplications;
        const email = `e2e-mine-${locale}-${phone ? 'phone' : 'wide'}-${Date.now()}@example.com`;
        await page.goto(`${origin}${PATHS[locale].jobs}`);
        expect(await registerInPage(page, { email, password: 'Dlouhe-heslo-42' })).toBe(201);

        // Apply for the first job of the list through the form.
        await page.goto(`${origin}${PATHS[locale].jobs}`);
        await expect(hydratedArea(page)).toBeVisible();
        const link = page.getByTestId('job-card').first().locator('h2 a');
        const title = (await link.textContent())!.trim();
        await link.click();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByLabel(JOBS[locale].apply.email, { exact: false })).toHaveValue(email);
        await page
          .getByLabel(JOBS[locale].apply.cv, { exact: false })
          .first()
          .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
        await page.getByRole('button', { name: JOBS[locale].apply.submit }).click();
        await expect(page.getByTestId('applied')).toBeVisible();
        await expect(page.getByTestId('applied').getByRole('link', { name: JOBS[locale].apply.seeApplication })).toHaveAttribute(
          'href',
          PATHS[locale].mine,
        );

        // My applications from the header's account links (a phone's are in its menu).
        if (phone) {
          await page.getByRole('button', { name: SHELL[locale].nav.menu }).click();
          await page.getByRole('dialog').getByRole('link', { name: SHELL[locale].account.myApplications }).click();
        } else {
          await page.getByTestId('account-links').getByRole('link', { name: SHELL[locale].account.myApplications }).click();
        }
        await expect.poll(() => new URL(page.url()).pathname).toBe(PATHS[locale].mine);
        await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
        const item = page.getByTestId('my-application').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
        await expect(item).toHaveCount(1);
        await expect(item.locator('.rk-application__status')).toHaveText(`${text.statusLabel} ${text.status.sent}`);
        await expect(item.getByRole('listitem')).toHaveText([new RegExp(`^${text.step.sent}`)]);
        await expect(item.locator('[aria-current="step"]')).toContainText(text.step.sent);

        // Nothing scrolls sideways; every target of the page is 44 px high; axe finds nothing serious.
        for (const width of phone ? [320, 390] : [viewport.width]) {
          await page.setViewportSize({ width, height: viewport.height });
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
            `sideways scroll at ${width} px`,
          ).toBe(0);
        }
        await page.setViewportSize(viewport);
        expect(await shortTargets(page)).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);

        // Withdraw: the dialog says what happens; the keyboard confirms.
        // (Read before the dialog opens: a modal hides the rest of the page from role queries.)
        const company = (await item.locator('.rk-application__company').textContent())!.trim();
        await item.getByRole('button', { name: text.withdraw.buttonFor.replace('{{job}}', title) }).click();
        const dialog = page.getByRole('dialog', { name: text.withdraw.title });
        // (The dialog's root has no box of its own: its fixed frame holds the panel.)
        await expect(dialog.getByRole('button', { name: text.withdraw.keep })).toBeVisible();
        await expect(dialog).toContainText(text.withdraw.text.replace('{{company}}', company).replace('{{job}}', title));
        expect(await axeViolations(page)).toEqual([]);
        // Tab through the dialog (it holds the focus) to the withdrawal; Enter confirms it.
        const confirm = dialog.getByRole('button', { name: text.withdraw.confirm });
        for (let tab = 0; tab < 3 && !(await confirm.evaluate((button) => button === document.activeElement)); tab += 1) {
          await page.keyboard.press('Tab');
        }
        await expect(confirm).toBeFocused();
        await page.keyboard.press('Enter');
        // The toast stays 2.5 s: checked first.
        await expect(page.getByTestId('toast')).toContainText(text.withdraw.done);
        await expect(dialog).toHaveCount(0);
        await expect(item.locator('.rk-application__status')).toHaveText(`${text.statusLabel} ${text.status.withdrawn}`);
        await expect(item.locator('[aria-current="step"]')).toContainText(text.step.withdrawn);
        await expect(item.getByRole('button')).toHaveCount(0);

        // The server says so too: after a reload it is still withdrawn.
        await page.reload();
        await expect(item.locator('.rk-application__status')).toHaveText(`${text.statusLabel} ${text.status.withdrawn}`);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}
