/**
 * Issue 22: after a validation error, a person who fixes the last field and presses "Send" sent
 * nothing: the press moved the focus, blur validation dropped the error, the button moved up under
 * the pointer between its down and its up, and the click was lost. Here the press is a real
 * pointer's (move, down, a person's pause, up on the button's box) right after the last field.
 */
import { pathFor, type LocaleCode } from '@raketa/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, hydratedArea, test } from '../fixtures';

/**
 * A press as a person makes one: over the button (in its lower part, where a shift of a line's
 * height leaves it: the sign-up button moves 13 px), down, about a tenth of a second, up.
 */
async function pressWithPointer(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.8, { steps: 4 });
  await page.mouse.down();
  await page.waitForTimeout(120);
  await page.mouse.up();
}

const CONTACT = {
  cs: { name: /^Jméno/, email: /^E-mail/, subject: /^Téma/, message: /^Zpráva/, send: 'Odeslat zprávu', sent: 'Zpráva odeslána' },
  en: { name: /^Name/, email: /^E-mail/, subject: /^Subject/, message: /^Message/, send: 'Send message', sent: 'Message sent' },
} as const;

const REGISTER = {
  cs: { fragment: '#registrace', name: /^Jméno a příjmení/, email: /^E-mail/, password: /^Heslo( \*)?$/, send: 'Zaregistrovat se' },
  en: { fragment: '#register', name: /^Name and surname/, email: /^E-mail/, password: /^Password( \*)?$/, send: 'Sign up' },
} as const;

for (const locale of ['cs', 'en'] as const satisfies readonly LocaleCode[]) {
  test(`contact form in ${locale}: one press on Send sends after the last field's error is fixed`, async ({ page, site }) => {
    const copy = CONTACT[locale];
    await page.goto(`${site[locale]}${pathFor('contact', locale)}`);
    await expect(hydratedArea(page, 'companyPages')).toBeVisible();
    await page.getByLabel(copy.name).fill('Petr Svoboda');
    await page.getByLabel(copy.email).fill('petr.svoboda@example.com');
    await page.getByLabel(copy.subject).selectOption('company');
    // The message left empty: its error shows on blur, under it, above the button.
    const message = page.getByLabel(copy.message);
    await message.focus();
    await page.keyboard.press('Tab');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await message.click();
    await page.keyboard.type(`Dobrý den, rádi bychom inzerovali. (e2e ${locale} ${Date.now()})`);
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact', {
      timeout: 10_000,
    });
    await pressWithPointer(page, page.getByRole('button', { name: copy.send }));
    await sent;
    await expect(page.getByTestId('toast')).toContainText(copy.sent);
    await expect(message).toHaveValue('');
  });

  test(`registration in ${locale}: one press on the sign-up button registers after the password's error is fixed`, async ({ page, site }) => {
    const copy = REGISTER[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site[locale]}${pathFor('jobList', locale)}${copy.fragment}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(copy.name)).toBeVisible();
    await dialog.getByLabel(copy.name).fill('Jana Nováková');
    await dialog.getByLabel(copy.email).fill(`e2e-pointer-${locale}-${Date.now()}@example.cz`);
    const password = dialog.getByLabel(copy.password);
    await password.focus();
    await page.keyboard.press('Tab');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.click();
    await page.keyboard.type('long-enough-1');
    const registered = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === pathFor('register', locale),
      { timeout: 10_000 },
    );
    await pressWithPointer(page, dialog.getByRole('button', { name: copy.send }));
    await registered;
    await expect(page).toHaveURL(/\/onboarding/);
  });
}
