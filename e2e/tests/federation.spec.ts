import { AREA_LINKS, expect, expectNoReload, hydratedArea, markDocument, test } from '../fixtures';

for (const locale of ['cs', 'en'] as const) {
  test(`${locale} site renders the shell and reaches every remote by client-side navigation`, async ({ page, site }) => {
    await page.goto(`${site[locale]}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('[data-remote-area="jobs"]')).toBeVisible();
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    // The home page is server-rendered: its links navigate in the page only once its code runs.
    await expect(hydratedArea(page)).toBeVisible();
    await markDocument(page);

    for (const [remote, label] of Object.entries(AREA_LINKS)) {
      await page.getByRole('navigation').getByRole('link', { name: label[locale], exact: true }).click();
      await expect(page.locator(`[data-remote-area="${remote}"]`)).toBeVisible();
      await expect(page.locator(`[data-remote-area="${remote}"] h1`)).not.toBeEmpty();
      await expectNoReload(page);
      // Marketing pages have no site navigation: go back to the layout with the header.
      if (remote === 'companyPages') await page.goBack();
      // The profile asks a signed-out visitor to log in; closing the dialog leaves the page as it is.
      if (remote === 'auth') {
        await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    }
  });
}

test('the page holds one copy of React, of the shared package and of the federation runtime across all remotes', async ({ page, site }) => {
  await page.goto(`${site.cs}/`);
  await expect(hydratedArea(page)).toBeVisible();
  for (const remote of ['jobs', 'auth', 'learning', 'companyPages'] as const) {
    await page.getByRole('link', { name: AREA_LINKS[remote].cs, exact: true }).first().click();
    // Wait for this remote's own heading: the previous area's heading stays visible until the next remote has loaded.
    await expect(page.locator(`[data-remote-area="${remote}"] h1`)).toBeVisible();
    if (remote === 'auth') {
      // The login dialog opens once its code is in: Escape before that would close nothing.
      await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  }
  const instances = await page.evaluate(() => {
    const registry = (window as unknown as { __raketaInstances: { sharedEvaluations: number; reactInstances: Set<unknown> } }).__raketaInstances;
    // Each container (the shell, each remote) is an instance of the runtime core's class; remotes built
    // with their own copy of the core would bring their own class (platform/runtime-core-provider.ts).
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: object[] } }).__FEDERATION__.__INSTANCES__;
    return {
      shared: registry.sharedEvaluations,
      react: registry.reactInstances.size,
      containers: [...new Set(federation.map((instance) => (instance as { name: string }).name))].sort(),
      runtimeCores: new Set(federation.map((instance) => Object.getPrototypeOf(instance))).size,
    };
  });
  // The shell and all four remotes registered their React; one module each.
  expect(instances).toEqual({ shared: 1, react: 1, containers: ['auth', 'companyPages', 'jobs', 'learning', 'shell'], runtimeCores: 1 });
});

test('the first load of a route fetches the shell and only that route’s remote', async ({ page, site }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${site.cs}/testy`);
  await expect(page.locator('[data-remote-area="learning"] h1')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const from = (origin: string) => requests.filter((url) => url.startsWith(origin));
  expect(from(site.remoteOrigins.learning).some((url) => url.includes('remoteEntry'))).toBe(true);
  for (const remote of ['jobs', 'auth', 'companyPages'] as const) {
    expect(from(site.remoteOrigins[remote]), `${remote} must not be fetched`).toEqual([]);
  }
  console.log(
    `[figures] first load of /testy: ${requests.length} requests, ${from(site.cs).length} from the shell, ${from(site.remoteOrigins.learning).length} from the learning remote`,
  );
});

test('the shell’s operator and test pages are a chunk of their own, fetched only by those pages', async ({ page, site }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const operatorChunk = (paths: string[]) => paths.filter((path) => /^\/shell-pages\.[0-9a-f]{12}\.js$/.test(path));
  await page.goto(`${site.cs}/nabidky`);
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(operatorChunk(scripts)).toEqual([]);
  await page.getByRole('link', { name: 'Pro firmy', exact: true }).first().click();
  await expect(page.locator('[data-remote-area] h1')).toBeVisible();
  expect(operatorChunk(scripts)).toEqual([]);
  await page.goto(`${site.cs}/icons`);
  await expect(page.locator('main h1')).toBeVisible();
  expect(operatorChunk(scripts)).toHaveLength(1);
});

test('a route of the table answers 200 and an unknown path 404, both with the page', async ({ request, site }) => {
  const known = await request.get(`${site.cs}/nabidky`);
  expect(known.status()).toBe(200);
  expect(await known.text()).toContain('<div id="root">');
  const unknown = await request.get(`${site.cs}/tohle-neexistuje`);
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('<div id="root">');
});

test('an unknown path renders the not-found page inside the layout', async ({ page, site }) => {
  await page.goto(`${site.en}/no-such-page`);
  await expect(page.getByTestId('not-found')).toContainText('Page Not Found: /no-such-page');
  await expect(page.getByRole('navigation')).toBeVisible();
});
