/**
 * Issue 23, the back office for product owners: the local stack's admin (made by the command line's
 * create-admin) approves a new company, marks the seeded pending order (Kotva Logistics) and the new
 * company's order paid after a confirmation, rejects one of the company's submitted jobs with a reason
 * and a message and approves the other after reading it, and finds each action in the record (Czech,
 * desktop); switches a campaign on and off, edits a price and puts it back, sees the job queue with
 * nothing to retry and the record of one campaign (English, a 390 px phone: section tabs, no sideways
 * scroll at 320 or 390 px, 44 px targets). Every page the admin sees passes axe. A candidate account
 * is told the back office is for administrators, in both languages, and sees no data.
 */
import { pathFor, type LocaleCode, type RouteId } from '@raketa/shared';
import type { Browser, Page } from '@playwright/test';
import companyCs from '../../mf-company-pages/src/locales/cs.json';
import companyEn from '../../mf-company-pages/src/locales/en.json';
import { callInPage as call } from '../company-helpers';
import { expect, hydratedArea, registerInPage, test } from '../fixtures';
import { axeViolations } from '../axe';

const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 720 };
const DESKTOP = { width: 1280, height: 900 };
const BO = { cs: companyCs.backOffice, en: companyEn.backOffice };
const PASSWORD = 'long-enough-1';

/** A job a review accepts (the pre-check finds nothing): Czech, long enough, no contact details, a salary range. */
const jobBody = (title: string) => ({
  language: 'cs',
  title,
  description:
    '<p>Hledáme vývojářku nebo vývojáře backendu, který s námi postaví plánování výroby pro malé dílny. Budete navrhovat API, psát testy ' +
    'a starat se o databázi v PostgreSQL. Pracujeme v malém týmu, nasazujeme několikrát denně a každý má slovo v tom, co stavíme. ' +
    'Výběr má dvě kola: krátký hovor a společné řešení úlohy.</p>',
  fields: ['development.backend'],
  seniority: 'senior',
  jobTypes: ['full-time'],
  workMode: 'hybrid',
  locations: ['praha'],
  salary: { min: 70000, max: 100000, currency: 'CZK', period: 'month' },
});

/** Signs in through the form login as the login dialog does (the session cookie lands in the page's context). */
async function signIn(page: Page, origin: string, account: { email: string; password: string }) {
  await page.goto(`${origin}/404`);
  const status = await page.evaluate(async ({ email, password }) => {
    const { token } = (await (await fetch('/api/csrf')).json()) as { token: string };
    const body = new URLSearchParams({ username: email, password, back: '/', _csrf: token });
    return (await fetch('/login', { method: 'POST', body })).status;
  }, account);
  expect(status).toBe(200);
}

/** A new company (waiting for approval) with a Standard order waiting for payment, in a browser context of its own. */
async function newCompany(browser: Browser, origin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/404`);
  const email = `back-office-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.cz`;
  expect(await registerInPage(page, { email, password: PASSWORD, name: 'Hana Zakladatelka' })).toBe(201);
  const name = `Dílna Back Office ${Date.now()}`;
  const created = await call(page, 'POST', '/api/me/company', {
    multipart: {
      name,
      'shortDescription.cs': 'Plánování výroby pro malé dílny.',
      'description.cs': 'Děláme software, který malým dílnám plánuje výrobu.',
      size: '1-10',
      locations: ['praha'],
      contactEmail: email,
    },
  });
  expect(created.status).toBe(201);
  expect((await call(page, 'POST', '/api/me/company/orders', { planCode: 'standard' })).status).toBe(201);
  return { context, page, name, slug: (created.body as { slug: string }).slug };
}

/** Nothing wider than the viewport, and every link, button and control of the back office 44 px tall at least. */
async function phoneFriendly(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const short = await page.locator('.rk-bo a, .rk-bo button, .rk-bo select, .rk-bo input').evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // A checkbox is inside its 44 px label.
        return box.height > 0 && box.height < 44 && (element as HTMLInputElement).type !== 'checkbox';
      })
      .map((element) => element.outerHTML.slice(0, 90)),
  );
  expect(short).toEqual([]);
}

/** Opens a section from the nav (a person's click), then waits for its page and checks it with axe. */
async function openSection(page: Page, locale: LocaleCode, id: RouteId, nav: string, title: string) {
  await page.getByRole('navigation', { name: BO[locale].nav.label }).getByRole('link', { name: nav, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${pathFor(id, locale)}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.rk-bo__loading')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
}

const toast = (page: Page) => page.getByTestId('toast');

test('an admin approves a company, marks orders paid, rejects one job and approves another, and finds it all in the record (cs, desktop)', async ({
  page,
  site,
  browser,
}) => {
  test.skip(site.admin === null, 'needs the local stack’s admin account');
  test.setTimeout(150_000);
  const origin = site.cs;
  const text = BO.cs;
  const company = await newCompany(browser, origin);

  await page.setViewportSize(DESKTOP);
  await signIn(page, origin, site.admin!);
  await page.goto(`${origin}${pathFor('backOffice', 'cs')}`);
  await expect(hydratedArea(page, 'companyPages')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: text.home.title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await expect(page.getByText(/^Čeká \d+ firm|^Čekají \d+ firmy/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The new company, approved in one click.
  await openSection(page, 'cs', 'backOfficeCompanies', text.nav.companies, text.companies.title);
  const card = page.getByRole('article', { name: company.name });
  await card.getByRole('button', { name: text.companies.approve }).click();
  await expect(toast(page)).toContainText(text.companies.approved.replace('{{name}}', company.name));
  await expect(card).toHaveCount(0);

  // Orders: the seeded Kotva Logistics order, then the new company's, each after a confirmation.
  await openSection(page, 'cs', 'backOfficeOrders', text.nav.orders, text.orders.title);
  for (const name of ['Kotva Logistics', company.name]) {
    const order = page.getByRole('article', { name: `${name}: Standard` });
    await order.getByRole('button', { name: text.orders.markPaid }).click();
    const dialog = page.getByRole('dialog', { name: text.orders.confirm.title });
    await expect(dialog).toContainText(name);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: text.orders.confirm.submit }).click();
    await expect(toast(page)).toContainText(text.orders.paid.replace('{{company}}', name).replace('{{plan}}', 'Standard'));
    await expect(order.getByText(text.orders.status.paid, { exact: true })).toBeVisible();
    await expect(order.getByRole('button', { name: text.orders.markPaid })).toHaveCount(0);
  }

  // The company, now with a running plan, submits two jobs.
  const titles = { rejected: `Backend vývojář ${Date.now()}`, approved: `Datový inženýr ${Date.now()}` };
  for (const title of Object.values(titles)) {
    const draft = await call(company.page, 'POST', '/api/me/company/jobs', jobBody(title));
    expect(draft.status).toBe(201);
    expect((await call(company.page, 'POST', `/api/me/company/jobs/${(draft.body as { id: number }).id}/submit`)).status).toBe(200);
  }

  // Moderation: one rejected with a reason and a message, the other read and approved in one click.
  await openSection(page, 'cs', 'backOfficeModeration', text.nav.moderation, text.moderation.title);
  const rejected = page.getByRole('article', { name: titles.rejected });
  await expect(rejected.getByText(text.moderation.passes)).toBeVisible();
  await rejected.getByRole('button', { name: text.moderation.reject.open }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: text.moderation.reject.submit }).click();
  await expect(dialog.getByText(text.moderation.reject.errors.reason)).toBeVisible();
  await dialog.getByLabel(new RegExp(`^${text.moderation.reject.reason}`)).selectOption({ label: text.reasons.duplicate });
  await dialog.getByLabel(new RegExp(`^${text.moderation.reject.message}`)).fill('Stejná pozice už u vás běží, upravte prosím tu.');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: text.moderation.reject.submit }).click();
  await expect(toast(page)).toContainText(text.moderation.rejected.replace('{{title}}', titles.rejected));
  await expect(rejected).toHaveCount(0);

  const approved = page.getByRole('article', { name: titles.approved });
  await approved.getByRole('button', { name: text.moderation.read }).click();
  await expect(approved.getByText(/plánování výroby pro malé dílny/)).toBeVisible();
  await expect(approved.getByText(/70\s000.*100\s000/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await approved.getByRole('button', { name: text.moderation.approve }).click();
  await expect(toast(page)).toContainText(text.moderation.approved.replace('{{title}}', titles.approved));
  await expect(approved).toHaveCount(0);

  // The record: each action, by this admin.
  await openSection(page, 'cs', 'backOfficeRecord', text.nav.record, text.record.title);
  const entries = page.locator('.rk-bo-record__entry');
  await expect(entries.filter({ hasText: text.record.actions['company.approve'] }).filter({ hasText: company.slug })).toHaveCount(1);
  await expect(entries.filter({ hasText: text.record.actions['order.mark_paid'] })).not.toHaveCount(0);
  await expect(entries.filter({ hasText: text.record.actions['job.reject'] }).filter({ hasText: 'Stejná pozice už u vás běží' })).toHaveCount(1);
  await expect(entries.filter({ hasText: text.record.actions['job.approve'] }).first()).toContainText(site.admin!.email);
  await company.context.close();
});

test('an admin switches a campaign, edits a price, finds nothing to retry and reads the record of one thing (en, 390 px phone)', async ({
  page,
  site,
}) => {
  test.skip(site.admin === null, 'needs the local stack’s admin account');
  test.setTimeout(120_000);
  const origin = site.en;
  const text = BO.en;
  await page.setViewportSize(PHONE);
  await signIn(page, origin, site.admin!);
  await page.goto(`${origin}${pathFor('backOffice', 'en')}`);
  await expect(hydratedArea(page, 'companyPages')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: text.home.title })).toBeVisible();
  await phoneFriendly(page);
  for (const viewport of [NARROW, PHONE]) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }

  // A campaign switched on, then off again (the public answer follows at once).
  await openSection(page, 'en', 'backOfficeCampaigns', text.nav.campaigns, text.campaigns.title);
  await phoneFriendly(page);
  const easter = page.getByRole('article').filter({ has: page.getByText('velikonoce-2024', { exact: true }) });
  const form = easter.getByRole('form');
  await form.getByLabel(text.campaigns.enabled).check();
  await form.getByRole('button', { name: text.campaigns.save }).click();
  await expect(toast(page)).toContainText(text.campaigns.saved.split('{{name}}')[1]!.trim());
  await expect(easter.getByText(text.campaigns.state.active, { exact: true })).toBeVisible();
  expect(((await call(page, 'GET', '/api/campaigns/velikonoce-2024')).body as { active: boolean }).active).toBe(true);
  await easter.getByRole('form').getByLabel(text.campaigns.enabled).uncheck();
  await easter.getByRole('form').getByRole('button', { name: text.campaigns.save }).click();
  await expect(easter.getByText(text.campaigns.state.off, { exact: true })).toBeVisible();
  expect(((await call(page, 'GET', '/api/campaigns/velikonoce-2024')).body as { active: boolean }).active).toBe(false);

  // A price edited (the public price list has it), then put back as it was.
  await openSection(page, 'en', 'backOfficePriceList', text.nav.priceList, text.prices.title);
  const hotjobs = page.getByRole('article').filter({ has: page.getByText('hotjobs', { exact: true }) });
  const before = (await call(page, 'GET', '/api/price-list')).body as { addons: { code: string; priceEur: number }[] };
  const original = before.addons.find((addon) => addon.code === 'hotjobs')!.priceEur;
  for (const price of [original + 1, original]) {
    await hotjobs.getByRole('button', { name: text.prices.edit }).click();
    const priceForm = hotjobs.getByRole('form');
    await priceForm.getByLabel(new RegExp(`^${text.prices.fields.priceEur}`)).fill(String(price));
    await phoneFriendly(page);
    await priceForm.getByRole('button', { name: text.prices.save }).click();
    await expect(toast(page)).toContainText(text.prices.saved.split('{{name}}')[1]!.trim());
    await expect(priceForm).toHaveCount(0);
    await expect
      .poll(
        async () => ((await call(page, 'GET', '/api/price-list')).body as typeof before).addons.find((addon) => addon.code === 'hotjobs')!.priceEur,
      )
      .toBe(price);
  }

  // The job queue: nothing failed, so nothing to retry.
  await openSection(page, 'en', 'backOfficeQueue', text.nav.queue, text.queue.title);
  await expect(page.getByText(text.queue.empty)).toBeVisible();
  await expect(page.getByRole('button', { name: text.queue.retry })).toHaveCount(0);

  await openSection(page, 'en', 'backOfficeMessages', text.nav.messages, text.messages.title);
  await phoneFriendly(page);

  // The record of one campaign: its two switches, newest first.
  await openSection(page, 'en', 'backOfficeRecord', text.nav.record, text.record.title);
  const filter = page.getByRole('form', { name: text.record.filter.label });
  await filter.getByLabel(new RegExp(`^${text.record.filter.type}`)).selectOption({ label: text.record.targets.campaign });
  await filter.getByLabel(new RegExp(`^${text.record.filter.id}`)).fill('velikonoce-2024');
  await filter.getByRole('button', { name: text.record.filter.show }).click();
  await expect(page).toHaveURL(/targetType=campaign&targetId=velikonoce-2024/);
  const entries = page.locator('.rk-bo-record__entry');
  await expect(entries.first()).toContainText(text.record.details.off);
  await expect(entries.nth(1)).toContainText(text.record.details.on);
  await phoneFriendly(page);
  expect(await axeViolations(page)).toEqual([]);
  // And the price changes are in the whole record.
  await filter.getByRole('button', { name: text.record.filter.all }).click();
  await expect(entries.filter({ hasText: text.record.actions['price_item.update'] }).first()).toContainText('hotjobs');
});

for (const locale of ['cs', 'en'] as const) {
  test(`a candidate account is told the back office is for administrators and sees no data (${locale})`, async ({ page, site }) => {
    const origin = site[locale];
    await page.setViewportSize(PHONE);
    await page.goto(`${origin}/404`);
    const email = `back-office-candidate-${locale}-${Date.now()}@example.cz`;
    expect(await registerInPage(page, { email, password: PASSWORD })).toBe(201);
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin')) adminCalls.push(request.url());
    });
    await page.goto(`${origin}${pathFor('backOfficeOrders', locale)}`);
    await expect(page.getByRole('heading', { level: 1, name: BO[locale].adminsOnly.title })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('navigation', { name: BO[locale].nav.label })).toHaveCount(0);
    expect(adminCalls).toEqual([]);
    // The API says the same to anyone who asks.
    expect((await call(page, 'GET', '/api/admin/orders')).status).toBe(403);
    expect(await axeViolations(page)).toEqual([]);
  });
}
