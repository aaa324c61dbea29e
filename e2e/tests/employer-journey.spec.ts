/**
 * Issue 23's employer journey, end to end, as people do it, once per language (the company on one
 * site, the admin and the visitor on the other): a new company account signs up and creates its
 * company; the stack's admin approves it in the back office; the company orders a plan on the price
 * list, the admin marks the order paid, and the console shows the plan and its free slots; the
 * company writes a job, fails the advertising rules' pre-check (the title in capitals), fixes it and
 * submits; the admin approves it; a visitor finds it with the job list's search and its page carries
 * the JobPosting JSON-LD (published and modified dates included). With the API's clock moved, the job
 * gets its expiry warning mail, expires (its page answers 410 and it leaves the sitemap) and is
 * renewed from the mail's link (back in the sitemap and the feed); the owner invites a colleague by
 * e-mail, who signs up from the mail's link, joins and edits the job, and the public page shows it.
 *
 * The clock: moving it forward would end the seed's listings (the sweep writes `expired`), which
 * the other specs read. So the admin approves this job with the clock 30 days and an hour behind:
 * only its listing ends an hour ago. Seen with the clock 2 hours behind, it is live and ends within
 * the warning's 5 days; put back, it has ended. Every sweep in between changes only what the
 * scheduled sweep changes at the real time (warnings of listings ending within 5 days, listings past
 * their end), and the clock is put back whatever happens.
 */
import { pathFor, type LocaleCode } from '@raketa/shared';
import type { Browser, Page } from '@playwright/test';
import sharedCs from '@raketa/shared/messages/cs.json';
import sharedEn from '@raketa/shared/messages/en.json';
import mailCs from '../../api/src/mail/locales/job-lifecycle.cs.json';
import mailEn from '../../api/src/mail/locales/job-lifecycle.en.json';
import companyCs from '../../mf-company-pages/src/locales/cs.json';
import companyEn from '../../mf-company-pages/src/locales/en.json';
import jobsCs from '../../mf-jobs/src/locales/cs.json';
import jobsEn from '../../mf-jobs/src/locales/en.json';
import { callInPage, linkIn, mailIds, mailTo, setApiClock, signInThroughDialog, typeDescription } from '../company-helpers';
import { expect, hydratedArea, test, type Site } from '../fixtures';

test.describe.configure({ mode: 'serial' });

const DESKTOP = { width: 1280, height: 900 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PASSWORD = 'long-enough-1';

const COMPANY = { cs: companyCs, en: companyEn };
const JOB_LIST = { cs: jobsCs, en: jobsEn };
const MAIL = { cs: mailCs, en: mailEn };
const TAXONOMY = { cs: sharedCs.taxonomy, en: sharedEn.taxonomy };
/** What only the test writes, in each language: the sign-up dialog's words, the job, the search. */
const WORDS = {
  cs: {
    company: 'Firma',
    name: /^Jméno a příjmení/,
    password: /^Heslo( \*)?$/,
    signUp: 'Zaregistrovat se',
    title: (word: string) => `Vývojář plateb pro ${word}`,
    search: (word: string) => `vyvojar ${word}`,
    short: 'Vyúčtování pro malé dílny.',
    long: 'Děláme software, který malým dílnám hlídá platby.',
    description:
      'Hledáme vývojářku nebo vývojáře plateb, který s námi postaví vyúčtování pro malé dílny. Budete navrhovat API, psát testy ' +
      'a starat se o databázi v PostgreSQL. Pracujeme v malém týmu, nasazujeme několikrát denně a každý má slovo v tom, co stavíme. ' +
      'Výběr má dvě kola: krátký hovor a společné řešení úlohy.',
  },
  en: {
    company: 'Company',
    name: /^Name and surname/,
    password: /^Password( \*)?$/,
    signUp: 'Sign up',
    title: (word: string) => `Payments developer for ${word}`,
    search: (word: string) => `developer ${word}`,
    short: 'Billing for small workshops.',
    long: 'We make software that keeps an eye on payments for small workshops.',
    description:
      'We are looking for a payments developer to build billing for small workshops with us. You will design the API, write tests ' +
      'and look after our PostgreSQL database. We work in a small team, ship several times a day and everyone has a say in what we ' +
      'build. Hiring takes two rounds: a short call and solving a task together.',
  },
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label that is `text`, with or without the required field's asterisk. */
const whole = (text: string) => new RegExp(`^${escape(text)}( \\*)?$`);
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** A word no other job has, so the search finds this one (letters only: the search matches words). */
const token = () => `Kvido${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  return context.newPage();
}

/** Signs up from the employer start page as a company account, with the register dialog's form. */
async function signUpCompany(page: Page, origin: string, locale: LocaleCode, account: { name: string; email: string }) {
  await page.goto(`${origin}${pathFor('employerStart', locale)}`);
  await expect(hydratedArea(page, 'companyPages')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: COMPANY[locale].employerStart.intro.register }).click();
  await fillSignUp(page, locale, account);
  // The sign-up is a form post that ends back on the employer start page, signed in.
  await expect(page.getByLabel(startsWith(COMPANY[locale].employerStart.form.name))).toBeVisible({ timeout: 30_000 });
}

/** The register dialog, filled in and sent as a company account. */
async function fillSignUp(page: Page, locale: LocaleCode, account: { name: string; email: string }) {
  const words = WORDS[locale];
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: words.company }).check();
  await dialog.getByLabel(words.name).fill(account.name);
  await dialog.getByLabel(/^E-mail/).fill(account.email);
  await dialog.getByLabel(words.password).fill(PASSWORD);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: words.signUp, exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** Opens a back office section from its nav. */
async function openSection(page: Page, locale: LocaleCode, name: string, title: string) {
  await page.getByRole('navigation', { name: COMPANY[locale].backOffice.nav.label }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.rk-bo__loading')).toHaveCount(0);
}

/** Opens a console section from its nav. */
async function openConsoleSection(page: Page, locale: LocaleCode, name: string) {
  await page.getByRole('navigation', { name: COMPANY[locale].console.nav.label }).getByRole('link', { name, exact: true }).click();
}

const toast = (page: Page) => page.getByTestId('toast');

/** The JobPosting of the page's JSON-LD. */
async function jobPosting(page: Page): Promise<Record<string, unknown>> {
  const items = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (json) => JSON.parse(json) as Record<string, unknown>,
  );
  const posting = items.find((item) => item['@type'] === 'JobPosting');
  expect(posting, 'a JobPosting in the JSON-LD').toBeTruthy();
  return posting!;
}

/** Whether the site's sitemap and feed list the job (the shell forwards both to the API). */
async function listedInSitemapAndFeed(page: Page, site: Site, jobId: number) {
  const detail = new RegExp(`/nabidka/${jobId}/`);
  const [sitemap, feed] = await Promise.all(['/sitemap.xml', '/feed.xml'].map(async (path) => (await page.request.get(`${site.cs}${path}`)).text()));
  return { sitemap: detail.test(sitemap!), feed: detail.test(feed!) };
}

const JOURNEYS: { locale: LocaleCode; adminLocale: LocaleCode }[] = [
  { locale: 'cs', adminLocale: 'en' },
  { locale: 'en', adminLocale: 'cs' },
];

for (const { locale, adminLocale } of JOURNEYS) {
  const C = COMPANY[locale];
  const BO = COMPANY[adminLocale].backOffice;
  const JOBS = C.console.jobs;
  const EDITOR = JOBS.editor;
  const TAX = TAXONOMY[locale];
  const words = WORDS[locale];
  test(`a new company signs up, is approved, buys a plan, gets a job through the pre-check and moderation, lets it expire, renews it, and a colleague edits it (${locale} company, ${adminLocale} admin)`, async ({
    page,
    site,
    browser,
  }) => {
    test.skip(!site.admin || !site.outboxDir || !site.clockFile, 'needs the local stack (its admin, outbox and test clock)');
    test.setTimeout(180_000);
    const origin = site[locale];
    const word = token();
    const company = { name: `Dílna ${word}`, owner: 'Petr Zakladatel', email: `journey-${locale}-${Date.now()}@example.cz` };
    const title = words.title(word);
    await page.setViewportSize(DESKTOP);
    const admin = await newPage(browser);

    try {
      // 1. The company account signs up and creates its company.
      await signUpCompany(page, origin, locale, { name: company.owner, email: company.email });
      const form = C.employerStart.form;
      await page.getByLabel(startsWith(form.name)).fill(company.name);
      await page.getByLabel(startsWith(locale === 'cs' ? form.shortDescriptionCs : form.shortDescriptionEn)).fill(words.short);
      await page.getByLabel(startsWith(locale === 'cs' ? form.descriptionCs : form.descriptionEn)).fill(words.long);
      await page.getByLabel(startsWith(form.size)).selectOption({ label: TAX.companySizes['11-50'] });
      await page.getByLabel(TAX.locations.praha, { exact: true }).check();
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByRole('heading', { level: 1, name: fill(C.employerStart.status.pendingTitle, { name: company.name }) })).toBeVisible();

      // 2. The admin approves it in the back office.
      await signInThroughDialog(admin, `${site[adminLocale]}${pathFor('backOffice', adminLocale)}`, site.admin!);
      await expect(admin.getByRole('heading', { level: 1, name: BO.home.title })).toBeVisible();
      await openSection(admin, adminLocale, BO.nav.companies, BO.companies.title);
      const card = admin.getByRole('article', { name: company.name });
      await card.getByRole('button', { name: BO.companies.approve }).click();
      await expect(toast(admin)).toContainText(fill(BO.companies.approved, { name: company.name }));

      // 3. The company orders Standard on the price list; the admin marks it paid; the console shows the plan.
      await page.goto(`${origin}${pathFor('priceList', locale)}`);
      await page.getByRole('link', { name: fill(C.pricing.plans.order, { name: 'Standard' }) }).click();
      await expect(page.getByRole('heading', { level: 1, name: C.console.plan.title })).toBeVisible();
      await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked();
      await page.getByRole('button', { name: C.console.plan.order.submit }).click();
      await expect(page.getByRole('note').filter({ hasText: fill(C.console.plan.order.waiting, { plan: 'Standard' }) })).toBeVisible();

      await openSection(admin, adminLocale, BO.nav.orders, BO.orders.title);
      const order = admin.getByRole('article', { name: fill(BO.orders.heading, { company: company.name, plan: 'Standard' }) });
      await order.getByRole('button', { name: BO.orders.markPaid }).click();
      await admin.getByRole('dialog', { name: BO.orders.confirm.title }).getByRole('button', { name: BO.orders.confirm.submit }).click();
      await expect(order.getByText(BO.orders.status.paid, { exact: true })).toBeVisible();

      await page.reload();
      await expect(page.getByTestId('job-slots')).toHaveText(fill(JOBS.slots.used, { used: '0', total: '3', free: '3' }));
      await expect(page.getByText(startsWith(fill(JOBS.slots.plan, { plan: 'Standard', date: '' }).trim()))).toBeVisible();

      // 4. A job, written in the editor: the title in capitals fails the pre-check; fixed, it is submitted.
      await openConsoleSection(page, locale, C.console.nav.jobs);
      await page.getByRole('link', { name: JOBS.new }).click();
      const editor = page.locator('.rk-job-editor');
      const titleBox = editor.getByLabel(startsWith(EDITOR.title));
      await titleBox.pressSequentially(title.toUpperCase());
      await expect(page).toHaveURL(new RegExp(`${pathFor('companyConsoleJobs', locale)}/\\d+$`));
      const jobId = Number(page.url().split('/').at(-1));
      await editor.getByLabel(EDITOR.languages[locale], { exact: true }).check();
      await typeDescription(editor.getByRole('textbox', { name: EDITOR.description }), words.description);
      await editor.getByLabel(TAX.fields.development, { exact: true }).check();
      await editor.getByLabel(TAX.fields['development.backend'], { exact: true }).check();
      await editor.getByLabel(startsWith(EDITOR.seniority)).selectOption({ label: TAX.seniorities.senior });
      await editor.getByLabel(TAX.jobTypes['full-time'], { exact: true }).check();
      await editor.getByLabel(TAX.workModes.hybrid, { exact: true }).check();
      await editor.getByLabel(TAX.locations.praha, { exact: true }).check();
      await editor.getByLabel(whole(EDITOR.salaryMin)).fill('80000');
      await editor.getByLabel(whole(EDITOR.salaryMax)).fill('110000');
      await editor.getByLabel(startsWith(EDITOR.currency)).selectOption('CZK');
      await editor.getByLabel(startsWith(EDITOR.period)).selectOption({ label: TAX.salaryPeriods.month });
      await expect(page.getByTestId('save-status')).toHaveText(EDITOR.status.saved);
      await editor.getByRole('button', { name: EDITOR.submit }).click();
      const problem = page.locator('#rk-job-problem');
      await expect(problem).toContainText(EDITOR.notReady);
      await expect(problem.locator('[data-code="title_in_capitals"]')).toBeVisible();
      await titleBox.fill(title);
      // The live check beside the form clears (the failed submit's panel keeps what it said until the next one).
      await expect(editor.locator('.rk-job-editor__checks [data-code="title_in_capitals"]')).toHaveCount(0);
      await editor.getByRole('button', { name: EDITOR.submit }).click();
      await expect(toast(page).getByText(JOBS.done.submit)).toBeVisible();
      await expect(page.getByTestId('job-state')).toContainText(JOBS.state.submitted);

      // 5. The admin approves it, with the clock 30 days and an hour behind (see the top): its listing ends an hour ago.
      await openSection(admin, adminLocale, BO.nav.moderation, BO.moderation.title);
      const review = admin.getByRole('article', { name: title });
      await expect(review.getByText(BO.moderation.passes)).toBeVisible();
      setApiClock(site, -(30 * DAY + HOUR));
      await review.getByRole('button', { name: BO.moderation.approve }).click();
      await expect(toast(admin)).toContainText(fill(BO.moderation.approved, { title }));
      setApiClock(site, -2 * HOUR);

      // 6. A visitor finds it with the search and reads its JSON-LD.
      const visitor = await newPage(browser);
      const search = JOB_LIST[adminLocale].search;
      await visitor.goto(`${site[adminLocale]}${pathFor('jobList', adminLocale)}`);
      await expect(hydratedArea(visitor, 'jobs')).toBeVisible();
      await visitor.getByRole('searchbox', { name: search.label }).fill(words.search(word));
      await visitor.getByRole('button', { name: search.submit, exact: true }).click();
      const cards = visitor.getByTestId('job-card');
      await expect(cards).toHaveCount(1);
      await cards.getByRole('link', { name: title }).click();
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const detailUrl = visitor.url();
      const posting = await jobPosting(visitor);
      expect(posting).toMatchObject({
        '@context': 'https://schema.org/',
        '@type': 'JobPosting',
        title,
        hiringOrganization: { '@type': 'Organization', name: company.name },
        baseSalary: { '@type': 'MonetaryAmount', currency: 'CZK', value: { minValue: 80000, maxValue: 110000, unitText: 'MONTH' } },
      });
      const posted = Date.parse(String(posting.datePosted));
      const validThrough = Date.parse(String(posting.validThrough));
      expect(Math.abs(validThrough - posted - 30 * DAY)).toBeLessThanOrEqual(HOUR);
      expect(Math.abs(validThrough - (Date.now() - HOUR))).toBeLessThan(10 * 60_000);
      expect(Date.parse(String(posting.dateModified))).toBeGreaterThanOrEqual(posted);
      // In the sitemap; not in the feed, which holds the 50 newest (this one was published 30 days ago).
      expect(await listedInSitemapAndFeed(visitor, site, jobId)).toEqual({ sitemap: true, feed: false });

      // 7. The sweep warns of the end (a mail with the renew link), then, the clock put back, ends the listing.
      const owner = company.email;
      const before = await mailIds(site.outboxDir!);
      const consoleJob = pathFor('companyConsoleJob', locale, { id: String(jobId) });
      expect((await callInPage(admin, 'POST', '/api/admin/jobs/expiry-sweep')).status).toBe(200);
      const warning = await mailTo(site.outboxDir!, owner, fill(MAIL[locale].expiring.subject, { job: title, until: '' }).trim(), before);
      const renewLink = linkIn(warning, consoleJob);

      setApiClock(site, 0);
      expect((await visitor.goto(detailUrl))!.status()).toBe(410);
      expect(await listedInSitemapAndFeed(visitor, site, jobId)).toEqual({ sitemap: false, feed: false });
      expect((await callInPage(admin, 'POST', '/api/admin/jobs/expiry-sweep')).status).toBe(200);
      await mailTo(site.outboxDir!, owner, fill(MAIL[locale].expired.subject, { job: title }), before);

      // The owner follows the warning's link and renews it: online again for a new 30 days.
      await page.goto(renewLink);
      await expect(page.getByTestId('job-state')).toContainText(JOBS.state.expired);
      await editor.getByRole('button', { name: JOBS.actions.renew, exact: true }).click();
      await expect(toast(page).getByText(JOBS.done.renew)).toBeVisible();
      await expect(page.getByTestId('job-state')).toContainText(JOBS.state.published);
      const renewed = (await callInPage(page, 'GET', `/api/me/company/jobs/${jobId}`)).body as { validUntil: string };
      expect(Math.abs(Date.parse(renewed.validUntil) - (Date.now() + 30 * DAY))).toBeLessThan(10 * 60_000);
      expect((await visitor.goto(detailUrl))!.status()).toBe(200);
      expect(await listedInSitemapAndFeed(visitor, site, jobId)).toEqual({ sitemap: true, feed: true });

      // 8. The owner invites a colleague, who signs up from the mail's link, joins and edits the job.
      await openConsoleSection(page, locale, C.console.nav.team);
      const colleague = `kolega-${Date.now()}@example.cz`;
      await page.getByLabel(startsWith(C.console.team.invite.email)).fill(colleague);
      await page.getByRole('button', { name: C.console.team.invite.submit }).click();
      await expect(page.getByText(fill(C.console.team.done.invite, { email: colleague })).first()).toBeVisible();
      const invitation = linkIn(await mailTo(site.outboxDir!, colleague, company.name), pathFor('companyInvitation', locale));

      const other = await newPage(browser);
      await other.goto(invitation);
      await expect(hydratedArea(other, 'companyPages')).toBeVisible();
      await other.getByRole('main').getByRole('link', { name: C.invitation.signUp }).click();
      await fillSignUp(other, locale, { name: 'Jana Kolegyně', email: colleague });
      // A company's sign-up from an invitation comes back to it.
      await other.getByRole('button', { name: C.invitation.accept }).click({ timeout: 30_000 });
      await expect(other).toHaveURL(new RegExp(`${pathFor('companyConsole', locale)}$`));
      await openConsoleSection(other, locale, C.console.nav.jobs);
      await other.getByRole('link', { name: title, exact: true }).click();
      const otherEditor = other.locator('.rk-job-editor');
      await otherEditor.getByLabel(whole(EDITOR.salaryMax)).fill('125000');
      await expect(other.getByTestId('save-status')).toHaveText(EDITOR.status.saved);

      await visitor.goto(detailUrl);
      await expect(
        visitor
          .getByRole('main')
          .getByText(/125[\s,.]?000/)
          .first(),
      ).toBeVisible();
      const edited = await jobPosting(visitor);
      expect(edited).toMatchObject({ baseSalary: { value: { maxValue: 125000 } } });
      expect(Date.parse(String(edited.dateModified))).toBeGreaterThan(Date.parse(String(edited.datePosted)));
    } finally {
      setApiClock(site, 0);
    }
  });
}
