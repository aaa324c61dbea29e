/**
 * `npm run bench:first-view`: what the first view of the job list costs a browser today. Starts
 * the production build as a local stack (ports beside the defaults, a fresh PGlite), opens
 * `/nabidky` in Debian's Chromium with an empty cache, and prints, up to the moment the first
 * job card shows: the number of requests, the JavaScript files and their bytes (as sent, and
 * gzip-compressed for comparison), and the time. Five runs; the median and range are printed.
 * Run `npm run build` first. (Issue 9's Lighthouse benchmark measures the rest of the first view.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startStack } from '@raketa/shared/platform';

const RUNS = 5;
// Ports of its own, so a running `npm start` or e2e suite is left alone.
const BENCH_ENV = {
  SHELL_PORT: '3200',
  MF_JOBS_PORT: '3201',
  MF_AUTH_PORT: '3202',
  MF_COMPANY_PAGES_PORT: '3203',
  MF_LEARNING_PORT: '3204',
  API_PORT: '4200',
  LOG_LEVEL: 'warn',
  // Always a fresh PGlite (an empty DATABASE_URL means unset), whatever the shell has set.
  DATABASE_URL: '',
};
const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Run {
  requests: number;
  jsFiles: number;
  jsBytes: number;
  jsGzipBytes: number;
  ms: number;
}

async function measure(url: string): Promise<Run> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const seen: { url: string; body: Promise<Buffer | null> }[] = [];
    let done = false;
    page.on('response', (response) => {
      if (done) return;
      seen.push({ url: response.url(), body: response.body().catch(() => null) });
    });
    const start = Date.now();
    await page.goto(url);
    await page.getByTestId('job-card').first().waitFor();
    const ms = Date.now() - start;
    done = true;
    const js = seen.filter((entry) => new URL(entry.url).pathname.endsWith('.js'));
    const bodies = (await Promise.all(js.map((entry) => entry.body))).filter((body): body is Buffer => body !== null);
    return {
      requests: seen.length,
      jsFiles: js.length,
      jsBytes: bodies.reduce((sum, body) => sum + body.length, 0),
      jsGzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      ms,
    };
  } finally {
    await browser.close();
  }
}

function summary(values: number[], unit: (value: number) => string): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${unit(sorted[Math.floor(sorted.length / 2)]!)} (range ${unit(sorted[0]!)} – ${unit(sorted[sorted.length - 1]!)})`;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-bench-'));
  const stack = await startStack({ env: { ...BENCH_ENV, PGLITE_DIR: path.join(dataDir, 'pglite'), MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'), SMTP_URL: '' } });
  try {
    const url = `${stack.urls.cs}/nabidky`;
    await measure(url); // warms the API's caches and the database
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(url));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
    const count = (value: number) => String(value);
    console.log(`First view of ${url} until the first job card (${RUNS} runs, cold browser cache, local stack):`);
    console.log(`  requests:          ${summary(runs.map((run) => run.requests), count)}`);
    console.log(`  JavaScript files:  ${summary(runs.map((run) => run.jsFiles), count)}`);
    console.log(`  JavaScript sent:   ${summary(runs.map((run) => run.jsBytes), kb)}`);
    console.log(`  JavaScript gzip:   ${summary(runs.map((run) => run.jsGzipBytes), kb)} (if it were sent compressed)`);
    console.log(`  time to first card: ${summary(runs.map((run) => run.ms), (ms) => `${ms} ms`)}`);
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
