import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (a downloaded browser is not available here); compose sets its own path. Debian's
// headless shell (package chromium-headless-shell, the build Playwright itself runs headless) when
// installed: the same engine without the desktop browser around it, about an eighth less CPU per test.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  // Each worker starts its own local stack (fixtures.ts: ports 10 apart, a database of its own), so
  // specs that stop services or move the API's clock touch only their worker's stack. Two workers
  // on CI's two cores: much of a test is waiting on a server or the network. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    // A person's browser: headless Chromium announces itself as HeadlessChrome, which the
    // site (rightly) treats as a crawler. Crawler behaviour has its own tests with a bot agent.
    userAgent: devices['Desktop Chrome'].userAgent,
    // Recording a trace costs every test about a sixth of its time (snapshots and screencast frames),
    // and CI keeps no test-results folder to read one from: locally only.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      // --headless=new asks the full browser for its headless mode; the headless shell ignores it.
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
