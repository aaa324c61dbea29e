import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydratedArea, test } from '../fixtures';

const toastItem = (page: Page) => page.getByTestId('toast');

/**
 * Waits for the page's code to run, so the shell's listeners are mounted: the server's markup is
 * on screen before any script is asked for, and going offline before that would stop the scripts.
 */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(hydratedArea(page)).toBeVisible();
}

/** Waits until the toast's enter animation has finished, so its box is where it rests. */
async function settled(page: Page) {
  await expect(toastItem(page)).toBeVisible();
  await page.waitForFunction(() => document.querySelector('[data-testid="toast"]')?.getAnimations().length === 0);
  return (await toastItem(page).boundingBox())!;
}

test('offline: "Jste offline" stays until the connection is back, then "Připojení je obnoveno" for about 2.5 s', async ({ page, context, site }) => {
  await open(page, `${site.cs}/`);
  await context.setOffline(true);
  await expect(toastItem(page)).toHaveText('Jste offline');
  // Longer than the library's 5000 ms default: the offline toast does not time out.
  await page.waitForTimeout(6000);
  await expect(toastItem(page)).toHaveText('Jste offline');

  // Timed in the page, from the first frame with the toast to the last (the toast library's code,
  // loaded again once the connection is back, takes over the shown toast with a frame or two
  // between): polling from here would see that gap, or start the clock late on a busy machine.
  await page.evaluate(() => {
    const times: { shown?: number; hidden?: number } = {};
    (window as unknown as { backOnline: typeof times }).backOnline = times;
    const watch = () => {
      const shown = Array.from(document.querySelectorAll('[data-testid="toast"]')).some((toast) => toast.textContent === 'Připojení je obnoveno');
      if (shown) {
        times.shown ??= performance.now();
        delete times.hidden;
      } else if (times.shown !== undefined) times.hidden ??= performance.now();
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await context.setOffline(false);
  await expect(toastItem(page)).toHaveText('Připojení je obnoveno');
  // Gone for good: no toast for half a second.
  await page.waitForFunction(
    () => {
      const { hidden } = (window as unknown as { backOnline: { hidden?: number } }).backOnline;
      return hidden !== undefined && performance.now() - hidden > 500;
    },
    undefined,
    { timeout: 6000 },
  );
  await expect(toastItem(page)).toBeHidden();
  const { shown, hidden } = await page.evaluate(() => (window as unknown as { backOnline: { shown: number; hidden: number } }).backOnline);
  const shownFor = hidden - shown;
  expect(shownFor).toBeGreaterThan(2000);
  expect(shownFor).toBeLessThan(4000);
});

test('a success toast’s text has WCAG AA contrast, and so has the offline one (axe, while each is shown)', async ({ page, context, site }) => {
  // Transient, so the every-route axe check never sees one: checked here while it rests on screen.
  await open(page, `${site.cs}/`);
  // The failures, and how many texts passed (axe leaves a text it cannot judge out of both).
  const contrast = async () => {
    const results = await new AxeBuilder({ page }).include('[data-testid="toast"]').withRules(['color-contrast']).analyze();
    return {
      failures: results.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary)),
      passed: results.passes.flatMap((rule) => rule.nodes).length || 'none',
    };
  };
  await context.setOffline(true);
  await settled(page);
  expect(await contrast()).toEqual({ failures: [], passed: expect.any(Number) });
  await context.setOffline(false);
  await expect(toastItem(page)).toHaveText('Připojení je obnoveno');
  await expect(toastItem(page)).toHaveClass(/rk-toast--success/);
  await settled(page);
  expect(await contrast()).toEqual({ failures: [], passed: expect.any(Number) });
});

test('the English site says "You are offline" and "Your connection is back"', async ({ page, context, site }) => {
  await open(page, `${site.en}/`);
  await context.setOffline(true);
  await expect(toastItem(page)).toHaveText('You are offline');
  await context.setOffline(false);
  await expect(toastItem(page)).toHaveText('Your connection is back');
});

test('toasts sit at the bottom on a 375 px wide screen', async ({ page, context, site }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, `${site.cs}/`);
  await context.setOffline(true);
  const box = await settled(page);
  expect(box.y + box.height).toBeGreaterThan(740 - 40);
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  expect(box.width).toBeGreaterThan(375 - 40);
  await context.setOffline(false);
});

test('toasts sit top right, at most 420 px wide, on a 1280 px wide screen', async ({ page, context, site }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, `${site.cs}/`);
  await context.setOffline(true);
  const box = await settled(page);
  expect(box.y).toBeLessThan(40);
  expect(box.x + box.width).toBeGreaterThan(1280 - 40);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  expect(box.width).toBeLessThanOrEqual(420);
  await context.setOffline(false);
});

test('F8 moves focus to the toast region', async ({ page, context, site }) => {
  await open(page, `${site.en}/`);
  await context.setOffline(true);
  await expect(toastItem(page)).toBeVisible();
  await page.keyboard.press('F8');
  // The focused list sits in the landmark Radix labels with the hotkey.
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByTestId('toast-viewport')).toBeFocused();
  await context.setOffline(false);
});

test('a toast is dismissed by swiping it right', async ({ page, context, site }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, `${site.cs}/`);
  await context.setOffline(true);
  const box = await settled(page);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, y, { steps: 5 });
  await page.mouse.move(box.x + 160, y, { steps: 5 });
  await page.mouse.up();
  await expect(toastItem(page)).toBeHidden();
  await context.setOffline(false);
});

test('the viewport cookie holds the breakpoint for 365 days on path /, SameSite strict, and follows resizes', async ({ page, context, site }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, `${site.cs}/`);
  const viewportCookie = async () => (await context.cookies(site.cs)).find((cookie) => cookie.name === 'viewport');
  await expect.poll(async () => (await viewportCookie())?.value).toBe('xs');
  const cookie = (await viewportCookie())!;
  expect(cookie).toEqual(expect.objectContaining({ path: '/', sameSite: 'Strict', httpOnly: false }));
  // Secure only on https; the local stack is plain http.
  expect(cookie.secure).toBe(new URL(site.cs).protocol === 'https:');
  const days = (cookie.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThanOrEqual(365);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await viewportCookie())?.value).toBe('xl');
  await page.setViewportSize({ width: 800, height: 800 });
  await expect.poll(async () => (await viewportCookie())?.value).toBe('md');
});
