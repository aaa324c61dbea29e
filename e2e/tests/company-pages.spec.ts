/**
 * Issue 7, the company-facing and information pages (every-route.spec.ts checks that each page of
 * the companyPages remote answers with its one h1 in both languages on its language's host): gold
 * and tariffs land on the price list on a full load and on client navigation; the contact form
 * sends and confirms with a toast.
 */
import { LOCALE_CODES, pathFor, routeDefs, routesOwnedBy, type LocaleCode } from '@raketa/shared';
import type { Page } from '@playwright/test';
import { expect, expectNoReload, markDocument, readOutbox, test } from '../fixtures';

const REDIRECTS = routesOwnedBy('companyPages').filter((id) => routeDefs[id].redirectTo !== undefined);

const heading = (page: Page) => page.locator('[data-remote-area="companyPages"] h1');

test('the redirecting routes checked are gold and tariffs', () => {
  expect(REDIRECTS.sort()).toEqual(['gold', 'tariffs']);
});

for (const locale of LOCALE_CODES) {
  for (const id of REDIRECTS) {
    const target = `${pathFor('priceList', locale)}`;
    test(`${id} lands on the price list in ${locale} on a full load and on client navigation`, async ({ page, site }) => {
      await page.goto(`${site[locale]}${pathFor(id, locale)}`);
      await expect(page).toHaveURL(`${site[locale]}${target}`);
      await expect(heading(page)).not.toBeEmpty();

      await page.goto(`${site[locale]}${pathFor('forCompanies', locale)}`);
      await expect(heading(page)).not.toBeEmpty();
      await markDocument(page);
      await page.evaluate(
        (to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        },
        pathFor(id, locale),
      );
      await expect(page).toHaveURL(`${site[locale]}${target}`);
      await expect(heading(page)).not.toBeEmpty();
      await expectNoReload(page);
    });
  }
}

test('the contact form sends a message and confirms it with a success toast', async ({ page, site }) => {
  const locale: LocaleCode = 'cs';
  const text = `Dobrý den, rádi bychom inzerovali tři pozice. (e2e ${Date.now()})`;
  await page.goto(`${site[locale]}${pathFor('contact', locale)}`);
  await expect(heading(page)).toHaveText('Napište nám');
  await page.getByLabel(/^Jméno/).fill('Petr Svoboda');
  await page.getByLabel(/^E-mail/).fill('petr.svoboda@example.com');
  await page.getByLabel(/^Téma/).selectOption('company');
  await page.getByLabel(/^Zpráva/).fill(text);
  await page.getByRole('button', { name: 'Odeslat zprávu' }).click();

  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Zpráva odeslána');
  await expect(toast).toHaveAttribute('data-variant', 'success');
  await expect(page.getByLabel(/^Zpráva/)).toHaveValue('');
  // Stored and mailed to the contact address (the local stack keeps mail in its outbox).
  if (site.outboxDir) {
    const outboxDir = site.outboxDir;
    await expect
      .poll(async () => (await readOutbox(outboxDir)).filter((mail) => mail.to.includes('kontakt@raketa.cz') && mail.text.includes(text)).length)
      .toBe(1);
  }
});
