import { REMOTE_NAMES, type RemoteName } from '@raketa/shared';
import { APPS, REMOTE_APP_IDS } from '@raketa/platform';
import type { Page } from '@playwright/test';
import { AREA_LINKS, expect, expectNoReload, hydratedArea, markDocument, test, type Site } from '../fixtures';

/** A page of another remote to start from, so the shell and that remote are known to work. */
const START = { jobs: '/testy', auth: '/', companyPages: '/', learning: '/' } as const;

async function openArea(page: Page, site: Site, remote: RemoteName) {
  await page.goto(`${site.cs}${START[remote]}`);
  // Hydrated (a server-rendered page shows its h1 before): the area names its build once its code runs.
  await expect(hydratedArea(page, null).locator('h1')).toBeVisible();
  await markDocument(page);
  await page.getByRole('navigation').getByRole('link', { name: AREA_LINKS[remote].cs, exact: true }).click();
}

async function expectFallbackThenRecover(page: Page, remote: RemoteName, heal: () => Promise<void>) {
  const failed = page.getByTestId('remote-failed');
  await expect(failed).toBeVisible({ timeout: 15_000 });
  // The shell's layout is still there.
  await expect(page.getByRole('link', { name: 'Raketa' })).toBeVisible();
  await heal();
  await failed.getByRole('button').click();
  await expect(page.locator(`[data-remote-area="${remote}"] h1`)).toBeVisible();
  await expectNoReload(page);
}

test.describe('a remote that is down costs only its own area @local-stack', () => {
  for (const remote of REMOTE_NAMES) {
    test(`${remote} stopped: fallback with retry, recovery without reload`, async ({ page, site }) => {
      const id = REMOTE_APP_IDS.find((appId) => APPS[appId].remote === remote)!;
      await site.stack!.stopService(id);
      try {
        await openArea(page, site, remote);
        await expectFallbackThenRecover(page, remote, () => site.stack!.startService(id));
      } finally {
        // Leave the stack whole for the next test even if this one failed.
        await site.stack!.stopService(id);
        await site.stack!.startService(id);
      }
    });
  }
});

test('a slow remote times out into the fallback and recovers on retry', async ({ page, site }) => {
  let slow = true;
  await page.route(`${site.remoteOrigins.learning}/**`, async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 8_000));
    await route.continue().catch(() => undefined);
  });
  await openArea(page, site, 'learning');
  await expectFallbackThenRecover(page, 'learning', async () => {
    slow = false;
  });
});

test('a broken chunk of a remote shows the fallback and recovers on retry', async ({ page, site }) => {
  let broken = true;
  await page.route(`${site.remoteOrigins.auth}/__federation_expose_*.js`, async (route) => {
    if (broken) await route.fulfill({ status: 200, contentType: 'text/javascript', body: 'this is not javascript(' });
    else await route.continue();
  });
  await openArea(page, site, 'auth');
  await expectFallbackThenRecover(page, 'auth', async () => {
    broken = false;
  });
});
