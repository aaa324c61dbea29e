import { expect, hydratedArea, test } from '../fixtures';

/**
 * Issue 21: a second remote renders a page on the server by the same contract as the jobs remote.
 * A StartupEDU chapter, which crawlers should read: its text, title and description are in the
 * HTML before any script runs, and the browser takes the same markup over.
 */
const CHAPTER = { course: 'how-startups-work', chapter: 'funding-rounds', cs: 'Investiční kola', en: 'Funding rounds' };
const csPath = `/startupedu/futures/${CHAPTER.course}/kapitola/${CHAPTER.chapter}`;
const enPath = `/startupedu/futures/${CHAPTER.course}/chapter/${CHAPTER.chapter}`;

test('a chapter’s text, title and description are in the HTML: read with JavaScript off, on a phone, in Czech', async ({ browser, site }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });
  try {
    const page = await context.newPage();
    const response = await page.goto(`${site.cs}${csPath}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: CHAPTER.cs })).toBeVisible();
    await expect(page).toHaveTitle(`${CHAPTER.cs} | ${new URL(site.cs).hostname}`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(20);
    // The description is the chapter's opening text, which the page shows.
    const opening = description!.replace(/…$/, '').split(' ').slice(0, 4).join(' ');
    await expect(page.locator('article')).toContainText(opening);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    // Its neighbours are plain links a crawler follows.
    await expect(page.locator('article').getByRole('link', { name: /Další/ })).toHaveAttribute('href', /\/kapitola\//);
  } finally {
    await context.close();
  }
});

test('the browser takes a server-rendered chapter over without drawing it again, in English on a desktop', async ({ page, site }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  const response = await page.goto(`${site.en}${enPath}`);
  expect(response?.status()).toBe(200);
  expect(await response!.text()).toMatch(new RegExp(`<h1[^>]*>${CHAPTER.en}</h1>`));
  // The remote's entry, routes module, the chapter's chunk and messages: slow while a build shares the machine.
  await expect(hydratedArea(page, 'learning')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: CHAPTER.en })).toBeVisible();
  // Hydrated: the read mark works (it is disabled until the page's code runs).
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByRole('button', { name: 'Mark as read' })).toHaveAttribute('aria-pressed', 'true');
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test('a chapter that does not exist answers 404', async ({ page, site }) => {
  const response = await page.goto(`${site.cs}/startupedu/futures/${CHAPTER.course}/kapitola/no-such-chapter`);
  expect(response?.status()).toBe(404);
});
