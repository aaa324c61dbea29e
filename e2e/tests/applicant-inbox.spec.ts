/**
 * Issue 24, the company's applicant inbox: a candidate applies through the real apply form to a job of
 * the demo employer Mlýnek Pay; a member of its team opens the job's applicants from the console's
 * job list, opens the application (seen), shows the CV inline (served inline and sandboxed through
 * the site's proxy), shortlists it, then rejects it with a reason and the seeded template prefilled
 * in the application's language; the candidate's My applications shows the timeline and the
 * company's words, and the rejection mail arrives. Czech on a phone (320 and 390 px), English on a
 * wide screen; axe on the inbox and the application.
 */
import { pathFor, type LocaleCode } from '@raketa/shared';
import type { Browser, Page } from '@playwright/test';
import companyCs from '../../mf-company-pages/src/locales/cs.json';
import companyEn from '../../mf-company-pages/src/locales/en.json';
import jobsCs from '../../mf-jobs/src/locales/cs.json';
import jobsEn from '../../mf-jobs/src/locales/en.json';
import { axeViolations } from '../axe';
import { mailTo, signInThroughDialog } from '../company-helpers';
import { expect, hydratedArea, registerInPage, test } from '../fixtures';

const CONSOLE = { cs: companyCs.console, en: companyEn.console };
const JOBS = { cs: jobsCs, en: jobsEn };
const MEMBER = { email: 'kolega@raketa.example', password: 'demo-kolega-raketa' };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const SUBJECT = { cs: 'Odpověď firmy Mlýnek Pay na vaši přihlášku', en: 'Mlýnek Pay answered your application' };

const RUNS = [
  { locale: 'cs', viewport: { width: 390, height: 844 }, phone: true },
  { locale: 'en', viewport: { width: 1280, height: 900 }, phone: false },
] as const satisfies readonly { locale: LocaleCode; viewport: { width: number; height: number }; phone: boolean }[];

/** Sideways scroll of the page at each width (0 everywhere is the rule). */
async function sidewaysAt(page: Page, widths: number[], height: number): Promise<number[]> {
  const found: number[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    found.push(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth));
  }
  return found;
}

/** The inbox's touch targets lower than 44 px: the cards' links and checkboxes, the filters. */
const shortTargets = (page: Page) =>
  page
    .locator('.rk-inbox__card a, .rk-inbox__select, .rk-inbox__check, .rk-inbox select, .rk-inbox button')
    .evaluateAll((elements) =>
      elements.filter((element) => element.getBoundingClientRect().height < 44).map((element) => element.outerHTML.slice(0, 80)),
    );

async function newPage(browser: Browser, viewport: { width: number; height: number }, phone: boolean) {
  const context = await browser.newContext({ viewport, hasTouch: phone, isMobile: phone });
  return context.newPage();
}

for (const { locale, viewport, phone } of RUNS) {
  test(`${locale}: a member shortlists an application and rejects it with the template; the candidate sees it and gets the mail`, async ({
    browser,
    site,
  }) => {
    test.skip(!site.outboxDir, 'reads the local stack’s mail outbox');
    test.setTimeout(120_000);
    const origin = site[locale];
    const text = CONSOLE[locale];
    const mine = JOBS[locale].myApplications;

    // The member signs in on the console's published jobs and picks the first.
    const company = await newPage(browser, viewport, phone);
    await signInThroughDialog(company, `${origin}${pathFor('companyConsoleJobs', locale)}?state=published`, MEMBER);
    const row = company.locator('li[data-job-id]').first();
    await expect(row).toBeVisible();
    const job = {
      id: (await row.getAttribute('data-job-id'))!,
      title: (await row.locator('h2').textContent())!.trim(),
      path: (await row.getByRole('link', { name: text.jobs.actions.view }).getAttribute('href'))!,
    };

    // The candidate applies through the form.
    const name = `Eva Inbox ${locale} ${Date.now()}`;
    const email = `e2e-inbox-${locale}-${Date.now()}@example.com`;
    const candidate = await newPage(browser, viewport, phone);
    await candidate.goto(`${origin}${pathFor('jobList', locale)}`);
    expect(await registerInPage(candidate, { email, password: 'Dlouhe-heslo-42', name })).toBe(201);
    await candidate.goto(`${origin}${job.path}`);
    await expect(hydratedArea(candidate)).toBeVisible();
    await expect(candidate.getByLabel(JOBS[locale].apply.email, { exact: false })).toHaveValue(email);
    await candidate
      .getByLabel(JOBS[locale].apply.cv, { exact: false })
      .first()
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await candidate.getByRole('button', { name: JOBS[locale].apply.submit }).click();
    await expect(candidate.getByTestId('applied')).toBeVisible();

    // The job list links to the job's applicants; the new application is there, new.
    await company.goto(`${origin}${pathFor('companyConsoleJobs', locale)}?state=published`);
    await company
      .locator(`[data-job-id="${job.id}"]`)
      .getByRole('link', { name: new RegExp(`^${text.jobs.actions.applicants}`) })
      .click();
    await expect.poll(() => new URL(company.url()).search).toBe(`?job=${job.id}`);
    await expect(company.getByRole('heading', { level: 1, name: text.applicants.title })).toBeVisible();
    const card = company.locator('.rk-inbox__card').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.locator('.rk-inbox__status')).toHaveText(text.applicants.status.new);
    await expect(card).toContainText(job.title);
    if (phone) expect(await sidewaysAt(company, [320, 390], viewport.height)).toEqual([0, 0]);
    expect(await shortTargets(company)).toEqual([]);
    expect(await axeViolations(company)).toEqual([]);

    // Opened, it is seen; its CV is shown inline, sandboxed, through the site's own origin.
    await card.getByRole('link', { name }).click();
    await expect(company.getByRole('heading', { level: 1, name })).toBeVisible();
    const status = company.locator('#rk-applicant-status');
    await expect(status).toHaveText(text.applicants.status.seen);
    const cvAnswer = company.waitForResponse((response) => response.url().includes('/cv?disposition=inline'));
    await company.getByRole('button', { name: text.applicant.showCv }).click();
    const cv = await cvAnswer;
    expect(cv.status()).toBe(200);
    // The headers as sent (headers() shows what Chromium's PDF viewer kept of the CSP).
    const headers = await cv.allHeaders();
    expect(headers['content-disposition']).toMatch(/^inline;/);
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'; sandbox");
    expect(headers['x-content-type-options']).toBe('nosniff');
    await expect(company.locator('iframe.rk-applicant__cv')).toBeVisible();
    if (phone) expect(await sidewaysAt(company, [320, 390], viewport.height)).toEqual([0, 0]);
    expect(await axeViolations(company)).toEqual([]);

    // Shortlisted with one action.
    const move = company.getByRole('region', { name: text.applicants.move.title });
    await move.getByLabel(text.applicants.move.to, { exact: false }).selectOption('shortlisted');
    await move.getByRole('button', { name: text.applicants.move.submit }).click();
    await expect(status).toHaveText(text.applicants.status.shortlisted);

    // Rejected with a reason and the seeded rejection template, prefilled in the application's language.
    await move.getByLabel(text.applicants.move.to, { exact: false }).selectOption('rejected');
    await move.getByLabel(text.applicants.move.reason, { exact: false }).selectOption('position_filled');
    await move.getByRole('checkbox', { name: text.applicants.move.sendRejection }).check();
    const message = move.getByLabel(text.applicants.move.message, { exact: false });
    await expect(message).toHaveAttribute('lang', locale);
    await expect(message).not.toHaveValue('');
    const words = await message.inputValue();
    expect(await axeViolations(company)).toEqual([]);
    await move.getByRole('button', { name: text.applicants.move.submit }).click();
    await expect(status).toHaveText(text.applicants.status.rejected);
    const history = company.getByRole('region', { name: text.applicant.history });
    await expect(history).toContainText(text.applicants.reasons.position_filled);

    // The candidate's tracker: not selected, with the company's words (the placeholders filled in).
    await candidate.goto(`${origin}${pathFor('myApplications', locale)}`);
    const item = candidate.getByTestId('my-application').filter({ has: candidate.getByRole('heading', { level: 2, name: job.title }) });
    await expect(item.locator('.rk-application__status')).toHaveText(`${mine.statusLabel} ${mine.status.not_selected}`);
    await expect(item.getByRole('listitem')).toHaveText([
      new RegExp(`^${mine.step.sent}`),
      new RegExp(`^${mine.step.seen}`),
      new RegExp(`^${mine.step.in_progress}`),
      new RegExp(`^${mine.step.not_selected}`),
    ]);
    const filled = words.replaceAll('{{name}}', name).replaceAll('{{job}}', job.title).replaceAll('{{company}}', 'Mlýnek Pay');
    await expect(item).toContainText(filled.split('\n')[0]!);

    // And the mail, in the application's language, to the candidate's address.
    const mail = await mailTo(site.outboxDir!, email, SUBJECT[locale]);
    expect(mail.subject).toContain(job.title);
    expect(mail.text).toContain(filled.split('\n')[0]!);

    await company.context().close();
    await candidate.context().close();
  });
}
