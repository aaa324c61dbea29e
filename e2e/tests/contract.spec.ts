/**
 * Issue 8, "Version-skew safety": a remote built against another shell–remote contract version
 * is refused at load, with a console error and its area's fallback, and the rest of the site works.
 * The learning remote is built with the test-only override into a folder of its own and served by a
 * temporary static server; the page learns of it from an intercepted remotes config, so the running
 * stack is not touched. Local only: it builds a remote (tagged like the tests that need the local stack).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import webpack from 'webpack';
import { APPS, buildRemoteServer, CONTRACT_VERSION_OVERRIDE_ENV, createWebpackConfig, REPO_ROOT } from '@raketa/platform';
import { REMOTE_CONTRACT_VERSION } from '@raketa/shared';
import federation from '../../mf-learning/federation.config';
import { expect, expectNoReload, hydratedArea, markDocument, test } from '../fixtures';

const CLAIMED_VERSION = REMOTE_CONTRACT_VERSION + 998;

/** Builds the learning remote claiming CLAIMED_VERSION into `outDir`. */
async function buildIncompatibleLearning(outDir: string): Promise<void> {
  const saved = process.env[CONTRACT_VERSION_OVERRIDE_ENV];
  process.env[CONTRACT_VERSION_OVERRIDE_ENV] = String(CLAIMED_VERSION);
  try {
    const config = createWebpackConfig(path.join(REPO_ROOT, APPS.learning.dir), federation);
    config.output = { ...config.output, path: outDir };
    await new Promise<void>((resolve, reject) => {
      const compiler = webpack(config);
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only') ?? 'webpack failed'));
        else resolve();
      });
    });
  } finally {
    if (saved === undefined) delete process.env[CONTRACT_VERSION_OVERRIDE_ENV];
    else process.env[CONTRACT_VERSION_OVERRIDE_ENV] = saved;
  }
}

test.describe('a remote built against another contract version @local-stack', () => {
  test.skip(({ site }) => site.stack === null, 'builds a remote on this machine');
  let outDir: string;
  let server: FastifyInstance;
  let entry: string;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-contract-'));
    await buildIncompatibleLearning(outDir);
    server = await buildRemoteServer(outDir);
    await server.listen({ host: '127.0.0.1', port: 0 });
    entry = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/mf-manifest.json`;
  });

  test.afterAll(async () => {
    await server?.close();
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  });

  test('shows its area’s fallback with a clear console error; the header and the job list still work', async ({ page, site }) => {
    // Every file of the learning remote comes from the incompatible build instead (the remotes
    // config is inlined in the page, and a page fulfilled by the test would lose its access to
    // the loopback remotes in Chromium, so the remote's own requests are sent elsewhere).
    const answeredBy: string[] = [];
    await page.route(`${site.remoteOrigins.learning}/**`, async (route) => {
      const url = new URL(route.request().url());
      const target = new URL(`${url.pathname}${url.search}`, entry);
      answeredBy.push(target.origin);
      await route.continue({ url: target.toString() });
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(`${site.cs}/nabidky`);
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    // Server-rendered: its links navigate in the page only once its code runs.
    await expect(hydratedArea(page)).toBeVisible();
    await markDocument(page);

    await page.getByRole('navigation').getByRole('link', { name: 'Testy', exact: true }).click();
    const failed = page.getByTestId('remote-failed');
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await expect(failed).toContainText('Tuto část se nepodařilo načíst');
    await expect(page.locator('[data-remote-area="learning"]')).toHaveCount(0);
    // It was the temporary build that answered, and was refused for its version.
    expect(answeredBy).toContain(new URL(entry).origin);
    await expect
      .poll(() => errors.find((text) => text.includes('refusing remote learning')))
      .toContain(`contract version ${CLAIMED_VERSION}, the shell's is ${REMOTE_CONTRACT_VERSION}`);

    // A retry asks again and is refused again: the fallback stays, nothing reloads.
    await failed.getByRole('button').click();
    await expect(page.getByTestId('remote-failed')).toBeVisible();

    // The rest of the site works: the header, the job list, another remote.
    await expect(page.locator('header.rk-header')).toHaveCount(1);
    await page.getByRole('navigation').getByRole('link', { name: 'Nabídky práce', exact: true }).click();
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Firmy', exact: true }).click();
    await expect(page.getByTestId('company-card').first()).toBeVisible();
    await expectNoReload(page);
  });
});
