/**
 * Issue 9: the first view. Job pages answer with their content in the HTML (crawlers and clients
 * without JavaScript read it), and the browser takes that page over without asking again for
 * the data it carries and without a hydration error.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { LOCALE_CODES, pathFor } from '@raketa/shared';
import jobsCs from '../../mf-jobs/src/locales/cs.json';
import { expect, hydratedArea, test, type Site } from '../fixtures';

interface JobSummary {
  id: number;
  slug: string;
  title: string;
  company: { name: string; slug: string };
}
interface JobDetail extends JobSummary {
  description: string;
  publishedAt: string;
}
/** The schema.org JobPosting fields the test reads from a job page's JSON-LD. */
interface JobPostingLd {
  '@context': string;
  '@type': string;
  title: string;
  description: string;
  datePosted: string;
  hiringOrganization: object;
  jobLocation?: object;
  applicantLocationRequirements?: object;
}

const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_all, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name]!);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The visible text of some HTML, for "does the page say this" checks. */
const textOf = (html: string) => decodeEntities(html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

/**
 * A GET to `origin` (a language's host) sent to the Czech host's address with the host named in
 * the Host header: Node cannot resolve `en.localhost`, browsers can. The same request elsewhere.
 */
function getOn(request: APIRequestContext, csOrigin: string, origin: string, path: string, headers: Record<string, string>) {
  return request.get(`${csOrigin}${path}`, { headers: { ...headers, host: new URL(origin).host }, maxRedirects: 0 });
}

/** The first page of the job list, as the page asks the API for it (the English site ranks English-language jobs first). */
async function firstPage(request: APIRequestContext, origin: string, csOrigin = origin): Promise<JobSummary[]> {
  const query = origin === csOrigin ? 'facets=true' : 'facets=true&locale=en';
  const response = await getOn(request, csOrigin, origin, `/api/jobs?${query}`, { accept: 'application/ld+json' });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { 'hydra:member': JobSummary[] })['hydra:member'];
}

/** The console errors and uncaught errors of a page from now on (a hydration mismatch is one). */
/** The paths the page requests from now on that start with `prefix` (or match it). */
function pathsRequested(page: Page, prefix: string | RegExp): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (typeof prefix === 'string' ? pathname.startsWith(prefix) : prefix.test(pathname)) paths.push(pathname);
  });
  return paths;
}

function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Remembers the element `selector` finds in the server's HTML, before any script of the page runs. */
async function rememberServerElement(page: Page, selector: string): Promise<void> {
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverElement: Element | null }).serverElement = document.querySelector(selector);
    });
  }, selector);
}

/** Whether that element is still the one on the page: hydrated, not rendered again. */
function keepsServerElement(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const { serverElement } = window as unknown as { serverElement?: Element | null };
    return serverElement != null && serverElement === document.querySelector(selector);
  }, selector);
}

/** Holds the jobs remote's entry (so the server's page is not hydrated) until the returned release is called. */
async function holdJobsCode(page: Page, site: Site): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${site.remoteOrigins.jobs}/remoteEntry.js**`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A closed job of the seed (about one in twenty): the first id the API answers 410 for. */
async function closedJob(request: APIRequestContext, origin: string): Promise<JobSummary> {
  for (let id = 1; id <= 500; id++) {
    const response = await request.get(`${origin}/api/jobs/${id}`, { headers: { accept: 'application/ld+json' } });
    if (response.status() === 410) return ((await response.json()) as { job: JobSummary }).job;
  }
  throw new Error('the seed has no closed job among its first 500');
}

/** A page's HTML as a client without JavaScript gets it: one plain GET, no cookies. */
async function plainGet(request: APIRequestContext, origin: string, path: string, csOrigin = origin, status = 200): Promise<string> {
  const response = await getOn(request, csOrigin, origin, path, { accept: 'text/html' });
  expect(response.status()).toBe(status);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

test.describe('without JavaScript', () => {
  test('the job list’s first page of titles is in the HTML, each linking to its job', async ({ request, site }) => {
    for (const [origin, path] of [
      [site.cs, '/nabidky'],
      [site.en, '/jobs'],
    ] as const) {
      const jobs = await firstPage(request, origin, site.cs);
      expect(jobs.length).toBeGreaterThan(5);
      const html = await plainGet(request, origin, path, site.cs);
      const text = textOf(html);
      for (const job of jobs) {
        expect(text).toContain(job.title);
        expect(html).toContain(`/${job.id}/${job.slug}"`);
      }
    }
  });

  test('the styles inlined into the first view are the built, minified ones (parsed before the first paint)', async ({ request, site }) => {
    const html = await plainGet(request, site.cs, '/nabidky');
    const styles = [...html.matchAll(/<style data-href="([^"]+)">([\s\S]*?)<\/style>/g)];
    // The shell's and the jobs remote's first-view styles.
    expect(styles.length).toBeGreaterThanOrEqual(2);
    for (const [, href, css] of styles) {
      expect(href).toMatch(/\.[0-9a-f]{12}\.css$/);
      expect(css).toContain('{');
      // Their sources carry comments and one rule per line; the build drops both.
      expect(css).not.toContain('/*');
      expect(css).not.toMatch(/\n\s*\.rk-/);
    }
  });

  test('a job’s detail page carries its title, description and a valid JobPosting', async ({ request, site }) => {
    const [summary] = await firstPage(request, site.cs);
    const detail = (await (
      await request.get(`${site.cs}/api/jobs/${summary!.id}`, { headers: { accept: 'application/ld+json' } })
    ).json()) as JobDetail;
    const html = await plainGet(request, site.cs, `/nabidka/${detail.id}/${detail.slug}`);

    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(detail.title)}</h1>`));
    expect(html).toContain(detail.description);
    expect(html).toContain(`<title>${detail.title} – ${detail.company.name}`);

    const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(scripts).toHaveLength(1);
    const posting = scripts[0] as JobPostingLd;
    // What Google for Jobs requires, matching what the page shows.
    expect(posting['@context']).toBe('https://schema.org/');
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe(detail.title);
    expect(posting.description).toBe(detail.description);
    expect(new Date(posting.datePosted).toString()).not.toBe('Invalid Date');
    expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: detail.company.name });
    expect(posting.jobLocation ?? posting.applicantLocationRequirements).toBeDefined();
  });

  test('a closed job’s page answers 410 with its "no longer open" view and no JobPosting', async ({ request, site }) => {
    const job = await closedJob(request, site.cs);
    const html = await plainGet(request, site.cs, `/nabidka/${job.id}/${job.slug}`, site.cs, 410);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(job.title)}</h1>`));
    expect(textOf(html)).toContain(jobsCs.closed.notice);
    expect(html).toContain(`<title>${job.title} – ${job.company.name}`);
    expect(html).not.toContain('application/ld+json');
  });

  test('a company profile names the company and lists its open jobs', async ({ request, site }) => {
    const [summary] = await firstPage(request, site.cs);
    const html = await plainGet(request, site.cs, `/startup/${summary!.company.slug}`);
    const text = textOf(html);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${summary!.company.name}</h1>`));
    expect(text).toContain(summary!.title);
  });

  test('a browser with a session gets the page to render itself', async ({ request, site }) => {
    const html = await (await request.get(`${site.cs}/nabidky`, { headers: { cookie: 'raketa_session=not-a-session' } })).text();
    expect(html).toContain('<div id="root"></div>');
  });
});

test('the first job-list view uses the data in its HTML and hydrates it without an error or a change', async ({ page, site }) => {
  const errors = errorsOf(page);
  const asked: string[] = [];
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const messages: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/images/')) asked.push(pathname);
    if (pathname === '/config/remotes.json') asked.push(pathname);
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (pathname.endsWith('.css')) stylesheets.push(request.url());
    if (pathname.endsWith('/messages.json')) messages.push(request.url());
  });
  await rememberServerElement(page, '.rk-job-list h1');

  await page.goto(`${site.cs}/nabidky`);
  const area = hydratedArea(page);
  await expect(area).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Hydrated, not rendered again: the server's heading is still the one on the page.
  expect(await keepsServerElement(page, '.rk-job-list h1')).toBe(true);
  // The first page of jobs, the session (a visitor) and the remotes config all came with the page.
  expect(asked).toEqual([]);
  // So did the styles: neither the chunk loaders nor the federation runtime fetch them again.
  const inlined = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-href]'), (style) => (style as HTMLElement).dataset.href),
  );
  expect(inlined.length).toBeGreaterThanOrEqual(2);
  expect(stylesheets).toEqual([]);
  expect(errors).toEqual([]);
  // Every script the first view fetched was announced in the HTML (preloaded, or the entry's own
  // tag), so none waited for another to be discovered. (The warm-up worker's script is made in the
  // page, not fetched: shell/src/features/performance/warm-intl.ts.)
  const announced = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="preload"][as="script"], script[src]')).map((element) =>
      element instanceof HTMLLinkElement ? element.href : element.src,
    ),
  );
  expect(scripts.filter((url) => !url.startsWith('blob:') && !announced.includes(url))).toEqual([]);
  // So were the page's messages, the shell's and the jobs remote's (in Czech), each fetched once:
  // the preload is the request the app uses.
  const preloadedFetches = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]'), (link) => link.href),
  );
  const czech = messages.filter((url) => url.includes('/cs/'));
  expect(czech).toHaveLength(2);
  expect(new Set(czech).size).toBe(2);
  for (const url of czech) expect(preloadedFetches).toContain(url);

  // And it is the live page: a filter navigates and the list follows.
  await page.getByRole('checkbox', { name: /^Design/ }).click();
  await expect(page).toHaveURL(`${site.cs}/nabidky/design`);
  await expect(page.getByRole('checkbox', { name: /^Design/ })).toBeChecked();
  // The box reads the URL, so it can be checked a frame before the list's query starts.
  await expect.poll(() => asked).toContain('/api/jobs');
});

/**
 * Issue 26's JavaScript budget, counted as Lighthouse counts it (bytes transferred, brotli) but
 * without its timings: every script the first job-list view fetches until the network is idle.
 * The goal is 170 KB; `npm run bench:web` prints the figure with its breakdown by script. This
 * keeps the first view from growing back past where it is (lower it as the view shrinks).
 */
const FIRST_VIEW_JS_BUDGET_KB = 210;

test('the first job-list view loads neither the toast library nor another page’s code, and keeps within its JavaScript budget', async ({
  page,
  site,
}) => {
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
  });
  await page.goto(`${site.cs}/nabidky`);
  await expect(hydratedArea(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const fetched = await Promise.all(scripts);
  const files = fetched.map(({ url }) => new URL(url).pathname.split('/').pop()!);
  // The toast library waits for the first toast or the visitor's first input; each other page of the jobs remote for its route.
  expect(files.filter((file) => /^(?:toaster|page-[\w-]+)\./.test(file))).toEqual([]);
  const kilobytes = fetched.reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
  expect(kilobytes).toBeGreaterThan(50);
  expect(kilobytes).toBeLessThanOrEqual(FIRST_VIEW_JS_BUDGET_KB);
});

test('filters ticked on the server’s page before its code has run are applied once it has', async ({ page, site }) => {
  // A slow phone's first seconds: the page's code is held until the visitor has ticked.
  const release = await holdJobsCode(page, site);
  const listed: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/jobs') listed.push(url.search);
  });
  await page.goto(`${site.cs}/nabidky`);
  await page.getByRole('checkbox', { name: /^Design/ }).check();
  await page.getByRole('checkbox', { name: /^Praha/ }).check();
  await expect(hydratedArea(page)).toHaveCount(0);

  release();
  await expect(page).toHaveURL(`${site.cs}/nabidky/design?location=praha`);
  await expect(hydratedArea(page)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Design/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Praha/ })).toBeChecked();
  await expect.poll(() => listed.some((search) => search.includes('fields=design') && search.includes('locations=praha'))).toBe(true);
});

test('an application typed before the page’s code has run is neither sent in the URL nor lost', async ({ page, request, site }) => {
  const [summary] = await firstPage(request, site.cs);
  const release = await holdJobsCode(page, site);
  const detail = `${site.cs}/nabidka/${summary!.id}/${summary!.slug}`;
  await page.goto(detail);
  await page.locator('form.rk-apply input[name="name"]').fill('Eva Malá');
  const email = page.locator('form.rk-apply input[name="email"]');
  await email.fill('eva@example.cz');
  await email.press('Enter');
  await expect(page.locator('form.rk-apply button[type="submit"]')).toBeDisabled();
  expect(page.url()).toBe(detail);

  release();
  await expect(hydratedArea(page)).toBeVisible();
  await expect(page.locator('form.rk-apply button[type="submit"]')).toBeEnabled();
  await expect(email).toHaveValue('eva@example.cz');
  await expect(page.locator('form.rk-apply input[name="name"]')).toHaveValue('Eva Malá');
  expect(page.url()).toBe(detail);
});

for (const locale of LOCALE_CODES) {
  test(`the server-rendered job list (${locale}) is on screen before any of its code or data files is asked for`, async ({ page, site }) => {
    // The page's first animation frame: the loader at the end of its body starts the code after it.
    await page.addInitScript(() => requestAnimationFrame(() => ((window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now())));
    await page.goto(`${site[locale]}${pathFor('jobList', locale)}`);
    await expect(hydratedArea(page)).toBeVisible();
    const { firstFrameAt, started } = await page.evaluate(() => ({
      firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
      started: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$|\/messages\.json$|\/mf-manifest\.json$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ file: new URL(entry.name).pathname, at: entry.startTime })),
    }));
    expect(started.length).toBeGreaterThan(3);
    expect(started.filter(({ at }) => at < firstFrameAt)).toEqual([]);
  });
}

test('a job’s detail page hydrates without an error and keeps one JobPosting in the head', async ({ page, request, site }) => {
  const errors = errorsOf(page);
  const asked = pathsRequested(page, '/api/jobs');
  const applyFiles = pathsRequested(page, /\/apply\.[0-9a-f]{12}\.(?:js|css)$/);
  const [summary] = await firstPage(request, site.cs);
  const response = await page.goto(`${site.cs}/nabidka/${summary!.id}/${summary!.slug}`);
  const html = await response!.text();
  await expect(hydratedArea(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The apply form's chunk came with the page's code (preloaded), its styles inline: the script is
  // fetched once, the stylesheet never.
  const applyScript = await page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="script"][href*="/apply."]');
    return link ? new URL(link.href).pathname : undefined;
  });
  expect(applyScript).toBeDefined();
  expect(html).toMatch(/<style data-href="[^"]*\/apply\.[0-9a-f]{12}\.css">/);
  expect(applyFiles).toEqual([applyScript]);
  await expect(page.locator('form.rk-apply input[name="email"]')).toBeEditable();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)).toMatchObject({ title: summary!.title });
  // The job and its similar jobs came with the page.
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test('a company profile hydrates the server’s markup without an error or another request for the company', async ({ page, request, site }) => {
  const errors = errorsOf(page);
  const asked = pathsRequested(page, '/api/companies');
  const [summary] = await firstPage(request, site.cs);
  await rememberServerElement(page, '.rk-company h1');
  await page.goto(`${site.cs}/startup/${summary!.company.slug}`);
  await expect(hydratedArea(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Its logo loads eagerly, which made React write a preload into the area: the client drew it again.
  expect(await keepsServerElement(page, '.rk-company h1')).toBe(true);
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test('a closed job’s page hydrates its "no longer open" view without an error or another request for it', async ({ page, request, site }) => {
  const errors = errorsOf(page);
  const asked = pathsRequested(page, '/api/jobs');
  const job = await closedJob(request, site.cs);
  const response = await page.goto(`${site.cs}/nabidka/${job.id}/${job.slug}`);
  expect(response?.status()).toBe(410);
  await expect(hydratedArea(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByText(jobsCs.closed.notice)).toBeVisible();
  expect(asked).toEqual([]);
  // Chromium reports the document's own status (410 Gone) as a console error; nothing else may be one.
  expect(errors.filter((error) => !/status of 410 \(Gone\)/.test(error))).toEqual([]);
});

test('when the jobs remote’s code does not load, the server’s page stays readable with a notice', async ({ page, request, site }) => {
  // A stack's very first render can take longer than the page waits for it (the page then answers
  // without it, to be rendered by the remote's code): this test is about the code, so not the first.
  await request.get(`${site.cs}/nabidky`);
  // The server renders the page; the browser then cannot fetch the remote's entry (any attempt).
  await page.route(`${site.remoteOrigins.jobs}/remoteEntry.js**`, (route) => route.abort());
  await page.goto(`${site.cs}/nabidky`);
  const cards = await page.getByTestId('job-card').count();
  expect(cards).toBeGreaterThan(5);
  const failed = page.getByTestId('remote-failed');
  await expect(failed).toBeVisible({ timeout: 15_000 });
  await expect(failed).toContainText('Některé funkce této stránky se nepodařilo načíst');
  await expect(page.getByTestId('job-card')).toHaveCount(cards);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nabídky práce ve startupech');
});
