import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (a downloaded browser is not available here); compose sets its own path.
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH || '/usr/bin/chromium';

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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
