/**
 * Test fixtures: `site` is the running site. Locally the suite starts its own
 * stack (on ports beside the defaults, so a running `npm start` is left alone);
 * with E2E_BASE_URL_CS/EN set (docker-compose) it uses that site and the
 * `@local-stack` tests, which stop and start services, are left out.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';
import { resolveTopology, startStack, type Env, type Stack } from '@raketa/platform';
import { startStandInProvider } from '../api/src/testing/oidc-provider';
import { createAdmin } from '../api/src/admin/create-admin';
import { createDb } from '../api/src/db/create-db';
import { migrate } from '../api/src/db/migrate';
import { readOutbox, type OutboxEntry } from '../api/src/mail/mailer';
import { loadRouteSamples, type RouteSamples } from './route-samples';

/**
 * The local stack's settings for Playwright worker `worker` (its parallelIndex): each worker runs its
 * own stack, on ports beside the defaults and 10 apart per worker, over a database of its own, so
 * specs in different workers share nothing (the clock file, the outbox and the releases root are the
 * stack's own too).
 */
export function e2eEnv(worker: number): Env {
  const port = (base: number) => String(base + 10 * worker);
  return {
    SHELL_PORT: port(3100),
    MF_JOBS_PORT: port(3101),
    MF_AUTH_PORT: port(3102),
    MF_COMPANY_PAGES_PORT: port(3103),
    MF_LEARNING_PORT: port(3104),
    API_PORT: port(4100),
    LOG_LEVEL: 'warn',
    // The suite signs up far more than 20 accounts an hour, all from the browser's one address.
    SIGN_UPS_PER_IP_PER_HOUR: '1000',
    // The suite checks a server render's markup, not its deadline (1 s): builds and the workers share this machine's cores.
    SERVER_RENDER_TIMEOUT_MS: '10000',
    // A fresh database each run: the seed's pictures get their variants on first request (api/JOBS.md), not minutes of CPU at start.
    IMAGE_VARIANTS_AT_START: 'false',
    // integrations.spec.ts registers a webhook receiver it runs on 127.0.0.1.
    WEBHOOKS_ALLOW_LOOPBACK: 'true',
  };
}

/** The admin account the local stack starts with (made by the command line's create-admin; campaigns.spec.ts). */
export const E2E_ADMIN = { email: 'admin-e2e@example.cz', password: 'Raketa-e2e-admin-42', name: 'Petra Správcová' };

/** The app registered at the local OpenID provider that stands in for Google in the local stack. */
export const E2E_GOOGLE = { clientId: 'raketa-e2e', clientSecret: 'raketa-e2e-stand-in-secret' };

export interface Site {
  cs: string;
  en: string;
  /** Origin of each remote's files, as the browser fetches them. */
  remoteOrigins: Record<'jobs' | 'auth' | 'companyPages' | 'learning', string>;
  /** The local stack, or null against an external site. */
  stack: Stack | null;
  /** The folder the API keeps every mail in (read it with readOutbox), or null against an external site. */
  outboxDir: string | null;
  /** An admin account of the local stack (price list, campaigns), or null against an external site. */
  admin: { email: string; password: string } | null;
  /** The local stack's releases root (a temp folder: release.spec.ts), or null against an external site. */
  releasesRoot: string | null;
  /**
   * The local stack API's TEST_CLOCK_FILE (its data folder's), or null against an external site: a
   * spec that writes it (setApiClock in company-helpers.ts) puts it back before it ends.
   */
  clockFile: string | null;
  /** The local stack's settings (ports: e2eEnv), or null against an external site. */
  env: Env | null;
}

/** How often open tabs poll for a new build or remotes config in the local stack (60 s by default). */
export const E2E_BUILD_POLL_MS = 5000;

export const test = base.extend<Record<never, never>, { site: Site; routeSamples: RouteSamples }>({
  site: [
    async ({}, use, workerInfo) => {
      const external = process.env.E2E_BASE_URL_CS;
      if (external) {
        const topology = resolveTopology();
        await use({
          cs: external,
          en: process.env.E2E_BASE_URL_EN ?? external,
          remoteOrigins: originsOf(topology.remoteUrls),
          stack: null,
          outboxDir: null,
          admin: null,
          releasesRoot: null,
          clockFile: null,
          env: null,
        });
        return;
      }
      const env = e2eEnv(workerInfo.parallelIndex);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-e2e-'));
      // "Continue with Google" goes to a local OpenID provider with a real login page (social-sign-in.spec.ts).
      const { hosts } = resolveTopology({ ...process.env, ...env });
      const google = await startStandInProvider({
        clients: [{ ...E2E_GOOGLE, redirectUris: [hosts.cs, hosts.en].map((host) => `http://${host}/connect/google/callback`) }],
      });
      const database = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : null;
      // Before the stack starts, on its database: PGlite takes one process at a time.
      await createE2eAdmin({ databaseUrl: database?.url, pgliteDir: path.join(dataDir, 'pglite') }).catch(async (error: unknown) => {
        await google.close();
        await database?.drop();
        throw error;
      });
      const stack = await startStack({
        env: {
          ...env,
          ...(database ? { DATABASE_URL: database.url } : {}),
          PGLITE_DIR: path.join(dataDir, 'pglite'),
          MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
          // Releases made by a spec stay in the run's folder, never in the repository.
          RELEASES_ROOT: path.join(dataDir, 'releases'),
          // The API's clock runs as far ahead as this file says (empty: the real time; employer-journey.spec.ts).
          TEST_CLOCK_FILE: path.join(dataDir, 'test-clock'),
          BUILD_POLL_MS: String(E2E_BUILD_POLL_MS),
          SMTP_URL: '',
          GOOGLE_CLIENT_ID: E2E_GOOGLE.clientId,
          GOOGLE_CLIENT_SECRET: E2E_GOOGLE.clientSecret,
          GOOGLE_ISSUER: google.issuer,
        },
      }).catch(async (error: unknown) => {
        await google.close();
        await database?.drop();
        throw error;
      });
      await use({
        cs: stack.urls.cs,
        en: stack.urls.en,
        remoteOrigins: originsOf(stack.topology.remoteUrls),
        stack,
        outboxDir: stack.outboxDir,
        admin: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
        releasesRoot: stack.topology.releasesRoot,
        clockFile: path.join(dataDir, 'test-clock'),
        env,
      });
      await stack.stop();
      await google.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // The real data the route table's pages are visited with (route-samples.ts), read once per worker.
  routeSamples: [
    async ({ site, playwright }, use) => {
      const request = await playwright.request.newContext();
      try {
        await use(await loadRouteSamples(request, site.cs));
      } finally {
        await request.dispose();
      }
    },
    { scope: 'worker' },
  ],
});

/**
 * A database of the run's own on DATABASE_URL's server (CI sets it, so the stack runs on
 * PostgreSQL): every run starts from an empty database, like the PGlite folder locally, and no
 * state (rows, throttle counters) carries over to the next run. Dropped afterwards.
 */
async function freshDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `raketa_e2e_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Migrates the stack's database and makes E2E_ADMIN with the operators' create-admin, as a fresh deployment would. */
async function createE2eAdmin(config: { databaseUrl: string | undefined; pgliteDir: string }): Promise<void> {
  const db = await createDb(config);
  try {
    await migrate(db);
    await createAdmin(db, E2E_ADMIN);
  } finally {
    await db.close();
  }
}

function originsOf(urls: Record<string, string>): Site['remoteOrigins'] {
  return Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, new URL(url).origin])) as Site['remoteOrigins'];
}

/**
 * Registers a candidate from inside `page` (already on a page of the site), as the dialog does it:
 * the API checks the CSRF token and the request's origin. Answers the status (201 when made).
 */
export async function registerInPage(page: Page, account: { email: string; password: string; name?: string }): Promise<number> {
  return page.evaluate(
    async ({ email, password, name }) => {
      const { token } = (await (await fetch('/api/csrf')).json()) as { token: string };
      const body = new URLSearchParams({ name, username: email, password, vop: 'true', _csrf: token });
      return (await fetch('/registrovat', { method: 'POST', body })).status;
    },
    { name: 'Jana Nováková', ...account },
  );
}

/** The mails in the local stack's outbox (`site.outboxDir`), oldest first: the API's own reader of its .json digests. */
export { readOutbox, type OutboxEntry };

/** The password-reset link of the newest mail to `email` in the outbox, or undefined until it is there. */
export async function resetLinkIn(outboxDir: string, email: string): Promise<string | undefined> {
  const mail = (await readOutbox(outboxDir)).filter((entry) => entry.to === email).at(-1);
  return mail && /https?:\/\/\S+\?token=[\w-]+/.exec(mail.text)?.[0];
}

/** Marks the current document; `expectNoReload` fails if a full page load happened since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __e2eDocument: 'kept' }));
}
export async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __e2eDocument?: string }).__e2eDocument)).toBe('kept');
}

/**
 * A remote's area once its code runs (it then names its build). A server-rendered page shows its
 * content before: wait for this before using a button there, which does nothing until then.
 */
export const hydratedArea = (page: Page, remote: 'jobs' | 'auth' | 'companyPages' | 'learning' | null = 'jobs') =>
  page.locator(remote ? `[data-remote-area="${remote}"][data-remote-build]` : '[data-remote-area][data-remote-build]');

/** The header link of each remote's area, by language. */
export const AREA_LINKS = {
  jobs: { cs: 'Firmy', en: 'Companies' },
  auth: { cs: 'Profil', en: 'Profile' },
  companyPages: { cs: 'Pro firmy', en: 'For companies' },
  learning: { cs: 'Testy', en: 'Tests' },
} as const;

export { expect };
