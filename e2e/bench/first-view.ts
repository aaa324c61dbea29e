/**
 * `npm run bench:first-view`: what the first view of the job list costs a browser today. Starts
 * the production build as a local stack (ports beside the defaults, a fresh PGlite), opens
 * `/nabidky` in Debian's Chromium with an empty cache, and prints, up to the moment the first
 * job card shows: the number of requests, the JavaScript files and their bytes (as sent, and
 * gzip-compressed for comparison), and the time. Five runs; the median and range are printed.
 * Run `npm run build` first. (Issue 9's Lighthouse benchmark measures the rest of the first view.)
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, summary, withBenchStack } from './bench-stack';

const RUNS = 5;

interface Run {
  requests: number;
  jsFiles: number;
  jsBytes: number;
  jsGzipBytes: number;
  ms: number;
}

async function measure(url: string): Promise<Run> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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

async function main() {
  await withBenchStack(async (stack) => {
    const url = `${stack.urls.cs}/nabidky`;
    await measure(url); // warms the API's caches and the database
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(url));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
    const count = (value: number) => String(value);
    console.log(`First view of ${url} until the first job card (${RUNS} runs, cold browser cache, local stack):`);
    console.log(
      `  requests:          ${summary(
        runs.map((run) => run.requests),
        count,
      )}`,
    );
    console.log(
      `  JavaScript files:  ${summary(
        runs.map((run) => run.jsFiles),
        count,
      )}`,
    );
    console.log(
      `  JavaScript sent:   ${summary(
        runs.map((run) => run.jsBytes),
        kb,
      )}`,
    );
    console.log(
      `  JavaScript gzip:   ${summary(
        runs.map((run) => run.jsGzipBytes),
        kb,
      )} (if it were sent compressed)`,
    );
    console.log(
      `  time to first card: ${summary(
        runs.map((run) => run.ms),
        (ms) => `${ms} ms`,
      )}`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
