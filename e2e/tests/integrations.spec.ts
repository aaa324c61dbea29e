/**
 * Issue 24, integrations (api/INTEGRATIONS.md): the test runs a webhook receiver on 127.0.0.1 (the
 * stack sets WEBHOOKS_ALLOW_LOOPBACK); a member of the demo employer Mlýnek Pay registers it in the
 * console's Integrations, sends it a test event and creates an API token, both read from the page;
 * a candidate applies through the real form; the receiver gets application.received with a valid
 * signature; the token lists the application and moves it (HTTP from the test); the receiver gets
 * application.status_changed with a valid signature; the candidate's My applications shows it in
 * progress. Czech on a phone (320 and 390 px), English on a wide screen; axe on the section.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathFor, type LocaleCode } from '@raketa/shared';
import type { Browser, Page } from '@playwright/test';
import companyCs from '../../mf-company-pages/src/locales/cs.json';
import companyEn from '../../mf-company-pages/src/locales/en.json';
import jobsCs from '../../mf-jobs/src/locales/cs.json';
import jobsEn from '../../mf-jobs/src/locales/en.json';
import { axeViolations } from '../axe';
import { callInPage, signInThroughDialog } from '../company-helpers';
import { expect, hydratedArea, registerInPage, test } from '../fixtures';

const TEXT = { cs: companyCs.console.integrations, en: companyEn.console.integrations };
const JOBS = { cs: jobsCs, en: jobsEn };
const MEMBER = { email: 'kolega@raketa.example', password: 'demo-kolega-raketa' };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

const RUNS = [
  { locale: 'cs', viewport: { width: 390, height: 844 }, phone: true },
  { locale: 'en', viewport: { width: 1280, height: 900 }, phone: false },
] as const satisfies readonly { locale: LocaleCode; viewport: { width: number; height: number }; phone: boolean }[];

interface Delivery {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The check api/INTEGRATIONS.md tells a receiver to make: HMAC-SHA256 of `<t>.<body>`, t within 5 minutes. */
function signatureValid(secret: string, delivery: Delivery): boolean {
  const parts = Object.fromEntries(
    String(delivery.headers['raketa-signature'] ?? '')
      .split(',')
      .map((part) => part.split('=') as [string, string]),
  );
  const expected = createHmac('sha256', secret).update(`${parts.t}.${delivery.body}`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) <= 300;
  return fresh && parts.v1?.length === expected.length && timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
}

const received: Delivery[] = [];
let receiver: http.Server;
let port: number;

test.beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});
test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

/** The deliveries to `path` of `type` whose body passes `match`, parsed. */
const deliveries = (path: string, type: string, match: (event: { data: Record<string, unknown> }) => boolean = () => true) =>
  received
    .filter((delivery) => delivery.path === path && delivery.headers['raketa-event'] === type)
    .map((delivery) => ({ delivery, event: JSON.parse(delivery.body) as { id: string; type: string; data: Record<string, unknown> } }))
    .filter(({ event }) => match(event));

async function newPage(browser: Browser, viewport: { width: number; height: number }, phone: boolean) {
  const context = await browser.newContext({ viewport, hasTouch: phone, isMobile: phone });
  return context.newPage();
}

const shortTargets = (page: Page) =>
  page.locator('.rk-integrations button, .rk-integrations input[type="checkbox"], .rk-integrations a').evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = (element.closest('label') ?? element).getBoundingClientRect();
        return box.height < 44 && element.closest('p') === null;
      })
      .map((element) => element.outerHTML.slice(0, 80)),
  );

for (const { locale, viewport, phone } of RUNS) {
  test(`${locale}: a webhook receiver and an API token follow an application from the console to the candidate's tracker`, async ({
    browser,
    site,
  }) => {
    test.skip(!site.stack, 'runs a webhook receiver beside the local stack');
    test.setTimeout(120_000);
    const origin = site[locale];
    const text = TEXT[locale];
    const hookPath = `/hook-${locale}-${Date.now()}`;

    // A member registers the receiver and reads the secret, shown once.
    const company = await newPage(browser, viewport, phone);
    await signInThroughDialog(company, `${origin}${pathFor('companyConsoleIntegrations', locale)}`, MEMBER);
    await expect(company.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await company.getByLabel(text.webhooks.url, { exact: false }).fill(`http://127.0.0.1:${port}${hookPath}`);
    await company.getByRole('button', { name: text.webhooks.add }).click();
    const secret = await company.getByTestId('new-webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await company.getByRole('button', { name: text.hide }).click();
    const endpoint = company.getByTestId('webhook-endpoint').filter({ hasText: hookPath });
    await expect(endpoint).toHaveCount(1);

    // "Send a test event" reaches it, signed.
    await endpoint.getByRole('button', { name: text.webhooks.test }).click();
    await expect.poll(() => deliveries(hookPath, 'ping').length, { timeout: 20_000 }).toBe(1);
    expect(signatureValid(secret, deliveries(hookPath, 'ping')[0]!.delivery)).toBe(true);

    // A token that may also move applications, read from the page.
    await company.getByLabel(text.tokens.name, { exact: false }).fill(`E2E ATS ${locale}`);
    await company.getByRole('checkbox', { name: new RegExp(text.scopes.applications_write) }).check();
    await company.getByRole('button', { name: text.tokens.create }).click();
    const token = await company.getByTestId('new-api-token').inputValue();
    expect(token).toMatch(/^rkt_/);
    if (phone) {
      for (const width of [320, 390]) {
        await company.setViewportSize({ width, height: viewport.height });
        expect(
          await company.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
          `sideways at ${width}`,
        ).toBe(0);
      }
      await company.setViewportSize(viewport);
    }
    expect(await shortTargets(company)).toEqual([]);
    expect(await axeViolations(company)).toEqual([]);

    // A candidate applies to a published job of the company, in the browser.
    const published = (await callInPage(company, 'GET', '/api/me/company/jobs?state=published')).body as { jobs: { id: number; slug: string }[] };
    const job = published.jobs[0]!;
    const email = `e2e-integrations-${locale}-${Date.now()}@example.com`;
    const since = new Date(Date.now() - 60_000).toISOString();
    const candidate = await newPage(browser, viewport, phone);
    await candidate.goto(`${origin}${pathFor('jobList', locale)}`);
    expect(await registerInPage(candidate, { email, password: 'Dlouhe-heslo-42', name: `Ivo Integrace ${locale}` })).toBe(201);
    await candidate.goto(`${origin}${pathFor('jobDetail', locale, { id: String(job.id), slug: job.slug })}`);
    await expect(hydratedArea(candidate)).toBeVisible();
    await expect(candidate.getByLabel(JOBS[locale].apply.email, { exact: false })).toHaveValue(email);
    await candidate
      .getByLabel(JOBS[locale].apply.cv, { exact: false })
      .first()
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await candidate.getByRole('button', { name: JOBS[locale].apply.submit }).click();
    await expect(candidate.getByTestId('applied')).toBeVisible();

    // The receiver gets application.received, signed.
    const ofCandidate = (event: { data: Record<string, unknown> }) =>
      (event.data.application as { candidate: { email: string } }).candidate.email === email;
    await expect.poll(() => deliveries(hookPath, 'application.received', ofCandidate).length, { timeout: 20_000 }).toBe(1);
    const [receivedEvent] = deliveries(hookPath, 'application.received', ofCandidate);
    expect(signatureValid(secret, receivedEvent!.delivery)).toBe(true);
    const applicationId = (receivedEvent!.event.data.application as { id: number }).id;

    // The token lists it, and moves it to an interview.
    const bearer = { authorization: `Bearer ${token}` };
    // The ATS's calls come from this process, whose resolver knows localhost but not en.localhost: the API is the same on either site.
    const apiOrigin = site.cs;
    const list = await fetch(`${apiOrigin}/api/integrations/v1/applications?since=${encodeURIComponent(since)}`, { headers: bearer });
    expect(list.status).toBe(200);
    const listed = ((await list.json()) as { applications: { id: number; candidate: { email: string }; status: string }[] }).applications;
    expect(listed.find((application) => application.id === applicationId)).toMatchObject({ candidate: { email }, status: 'new' });
    const moved = await fetch(`${apiOrigin}/api/integrations/v1/applications/${applicationId}/status`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'interview' }),
    });
    expect(moved.status).toBe(200);

    // The receiver gets application.status_changed, signed.
    const moveOf = (event: { data: Record<string, unknown> }) => (event.data.application as { id: number }).id === applicationId;
    await expect.poll(() => deliveries(hookPath, 'application.status_changed', moveOf).length, { timeout: 20_000 }).toBe(1);
    const [changed] = deliveries(hookPath, 'application.status_changed', moveOf);
    expect(changed!.event.data.change).toMatchObject({ from: 'new', to: 'interview' });
    expect(signatureValid(secret, changed!.delivery)).toBe(true);

    // The candidate's tracker shows it in progress.
    await candidate.goto(`${origin}${pathFor('myApplications', locale)}`);
    const mine = JOBS[locale].myApplications;
    const item = candidate.getByTestId('my-application').first();
    await expect(item.locator('.rk-application__status')).toHaveText(`${mine.statusLabel} ${mine.status.in_progress}`);

    // Put the demo company back: the address and the token go.
    const { endpoints } = (await callInPage(company, 'GET', '/api/me/company/webhooks')).body as { endpoints: { id: number; url: string }[] };
    for (const item of endpoints.filter((item) => item.url.includes(hookPath))) {
      expect((await callInPage(company, 'DELETE', `/api/me/company/webhooks/${item.id}`)).status).toBe(204);
    }
    const { tokens } = (await callInPage(company, 'GET', '/api/me/company/api-tokens')).body as { tokens: { id: number; name: string }[] };
    for (const item of tokens.filter((item) => item.name === `E2E ATS ${locale}`)) {
      expect((await callInPage(company, 'DELETE', `/api/me/company/api-tokens/${item.id}`)).status).toBe(204);
    }
    expect((await fetch(`${apiOrigin}/api/integrations/v1/applications?since=${encodeURIComponent(since)}`, { headers: bearer })).status).toBe(401);
    await company.context().close();
    await candidate.context().close();
  });
}
