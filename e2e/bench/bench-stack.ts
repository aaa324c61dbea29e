/**
 * What the benchmarks share: a production stack of their own (ports beside the defaults, a fresh
 * PGlite, no mail), Debian's Chromium and its flags, and the median/range summary they print.
 * Every host is 127.0.0.1, so a browser told to resolve nothing else (`--host-resolver-rules`)
 * still reaches the site, its remotes and the API.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, REMOTE_APP_IDS, startStack, type Stack } from '@raketa/platform';

const PORTS = { SHELL_PORT: 3200, MF_JOBS_PORT: 3201, MF_AUTH_PORT: 3202, MF_COMPANY_PAGES_PORT: 3203, MF_LEARNING_PORT: 3204, API_PORT: 4200 };
const portOf = (portEnv: string) => PORTS[portEnv as keyof typeof PORTS];

export const BENCH_ENV: Record<string, string> = {
  ...Object.fromEntries(Object.entries(PORTS).map(([name, port]) => [name, String(port)])),
  CS_HOST: `127.0.0.1:${PORTS.SHELL_PORT}`,
  // Unused by the benchmarks (a browser limited to 127.0.0.1 cannot reach it), but distinct.
  EN_HOST: `en.localhost:${PORTS.SHELL_PORT}`,
  ...Object.fromEntries(REMOTE_APP_IDS.map((id) => [APPS[id].urlEnv, `http://127.0.0.1:${portOf(APPS[id].portEnv)}/mf-manifest.json`])),
  LOG_LEVEL: 'warn',
  // A fresh database each run: the seed's pictures get their variants on first request (api/JOBS.md), not minutes of CPU at start.
  IMAGE_VARIANTS_AT_START: 'false',
  // Always a fresh PGlite (an empty DATABASE_URL means unset), whatever the shell has set.
  DATABASE_URL: '',
};

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Runs `fn` against a fresh production stack (run `npm run build` first), then stops it. */
export async function withBenchStack<T>(fn: (stack: Stack) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-bench-'));
  const stack = await startStack({
    env: { ...BENCH_ENV, PGLITE_DIR: path.join(dataDir, 'pglite'), MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'), SMTP_URL: '' },
  });
  try {
    return await fn(stack);
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
export const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;

/** `median X (range A – B)` in the given unit. */
export function summary(values: number[], unit: (value: number) => string): string {
  const ordered = sorted(values);
  return `median ${unit(median(values))} (range ${unit(ordered[0]!)} – ${unit(ordered[ordered.length - 1]!)})`;
}
