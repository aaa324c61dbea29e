/**
 * Issue 8, "Independent release of one remote": a team releases the learning remote alone
 * (`npm run release -w mf-learning`, with a test-only label), new tabs get it at once, an open
 * tab moves over at its next navigation, and `npm run rollback -w mf-learning` brings the old
 * one back. The shell is neither rebuilt nor restarted: its files hash the same before and after.
 * The stack's releases root is the run's temp folder; the registry is left as it was.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, RELEASE_LABEL_ENV, registryFileOf, type ReleaseRegistry } from '@raketa/platform';
import type { Page } from '@playwright/test';
import { E2E_BUILD_POLL_MS, expect, expectNoReload, markDocument, test, type Site } from '../fixtures';

const run = promisify(execFile);

/** The operator's command, as a team runs it, against the local stack's releases root. */
async function npmRun(script: 'release' | 'rollback', site: Site, extraEnv: Record<string, string> = {}) {
  const { stdout } = await run('npm', ['run', script, '-w', 'mf-learning'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...site.env, RELEASES_ROOT: site.releasesRoot!, ...extraEnv },
  });
  console.log(
    stdout
      .split('\n')
      .filter((line) => line.startsWith('['))
      .join('\n'),
  );
}

/** Hashes of the shell's files: on disk (not rebuilt) and as served (not restarted onto others). */
async function shellFingerprint(site: Site): Promise<Record<string, string>> {
  const dist = path.join(REPO_ROOT, 'shell', 'dist');
  const main = fs.readdirSync(dist).find((file) => /^main\.[0-9a-f]{12}\.js$/.test(file));
  expect(main, 'the shell’s main JS').toBeTruthy();
  const sha = (body: Buffer | string) => crypto.createHash('sha256').update(body).digest('hex');
  const served = async (url: string) => sha(Buffer.from(await (await fetch(`${site.cs}${url}`)).arrayBuffer()));
  return {
    'index.html': sha(fs.readFileSync(path.join(dist, 'index.html'))),
    'builds/latest.json': sha(fs.readFileSync(path.join(dist, 'builds', 'latest.json'))),
    [main!]: sha(fs.readFileSync(path.join(dist, main!))),
    'served /builds/latest.json': await served('/builds/latest.json'),
    [`served /${main}`]: await served(`/${main}`),
  };
}

const learningArea = (page: Page) => page.locator('[data-remote-area="learning"]');

/** Opens the tests page and returns the build id its learning area runs. */
async function learningBuildOf(page: Page, site: Site): Promise<string> {
  await page.goto(`${site.cs}/testy`);
  await expect(learningArea(page).locator('h1')).toBeVisible();
  await expect(learningArea(page)).toHaveAttribute('data-remote-build', /^[0-9a-f]{16}$/);
  return (await learningArea(page).getAttribute('data-remote-build'))!;
}

const aboutCell = (page: Page, field: string) => page.locator(`[data-testid="about-build-row"][data-app="learning"] [data-field="${field}"]`);

test('a remote released alone reaches new tabs at once and open tabs at their next navigation; rollback restores it @local-stack', async ({
  page,
  site,
}) => {
  test.setTimeout(90_000);
  const registryFile = registryFileOf(site.releasesRoot!, 'learning');
  const registryBefore = fs.existsSync(registryFile) ? fs.readFileSync(registryFile) : null;
  const shellBefore = await shellFingerprint(site);
  const label = `e2e-${Date.now()}`;
  try {
    // A tab open before the release, on the base build.
    const oldBuild = await learningBuildOf(page, site);
    await expect(learningArea(page)).not.toHaveAttribute('data-release-label', /./);
    await markDocument(page);
    const noticed = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('a new release of learning is served'),
      timeout: E2E_BUILD_POLL_MS * 3 + 30_000,
    });

    await npmRun('release', site, { [RELEASE_LABEL_ENV]: label });
    const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as ReleaseRegistry;
    const released = registry.releases.find((release) => release.releaseId === registry.current)!;
    expect(released.releaseLabel).toBe(label);
    expect(released.buildId).not.toBe(oldBuild);

    // A new tab gets the release at once: its area runs the new build, the about page names it.
    const fresh = await page.context().newPage();
    expect(await learningBuildOf(fresh, site)).toBe(released.buildId);
    await expect(learningArea(fresh)).toHaveAttribute('data-release-label', label);
    await fresh.goto(`${site.cs}/about-build`);
    await expect(aboutCell(fresh, 'release')).toHaveText(released.releaseId);
    await expect(aboutCell(fresh, 'buildId')).toHaveText(released.buildId);
    await expect(aboutCell(fresh, 'label')).toHaveText(label);
    await expect(aboutCell(fresh, 'manifest')).toHaveText(new RegExp(`/releases/${released.releaseId}/mf-manifest\\.json$`));
    await fresh.close();

    // The open tab notices by its own poll, and does not reload until the next navigation...
    await noticed;
    await expectNoReload(page);
    expect(await learningArea(page).getAttribute('data-remote-build')).toBe(oldBuild);
    // ...which is a full page load, after which it runs the release.
    await page.getByRole('navigation').getByRole('link', { name: 'Firmy', exact: true }).click();
    await expect(page).toHaveURL(`${site.cs}/firmy`);
    await expect(page.locator('[data-remote-area="jobs"] h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __e2eDocument?: string }).__e2eDocument)).toBeUndefined();
    await page.getByRole('navigation').getByRole('link', { name: 'Testy', exact: true }).click();
    await expect(learningArea(page)).toHaveAttribute('data-remote-build', released.buildId);

    // Rollback: a new tab runs the old build again.
    await npmRun('rollback', site);
    const afterRollback = await page.context().newPage();
    expect(await learningBuildOf(afterRollback, site)).toBe(oldBuild);
    await afterRollback.goto(`${site.cs}/about-build`);
    await expect(aboutCell(afterRollback, 'buildId')).toHaveText(oldBuild);
    await afterRollback.close();

    // Nothing of the shell was rebuilt or swapped.
    expect(await shellFingerprint(site)).toEqual(shellBefore);
  } finally {
    // Leave the registry as it was for the specs that follow (the release folder stays, as for tabs in flight).
    if (registryBefore) fs.writeFileSync(registryFile, registryBefore);
    else fs.rmSync(registryFile, { force: true });
  }
});
