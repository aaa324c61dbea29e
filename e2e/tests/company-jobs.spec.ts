/**
 * Issue 23, the company console's jobs: the seeded demo owner signs in from the jobs page, closes a
 * published job (its slot comes free), writes a new job that saves as they type (the URL becomes the
 * job's own; a reload loses nothing, typing offline stays and saves once back online, typing cut off
 * by a reload is restored), sees the advertising rules' pre-check find an e-mail in the text, fixes it,
 * fills the salary range, previews the job exactly as candidates will see it (its JobPosting JSON-LD
 * included), sends it for review and finds it under "In review". Both languages, a phone (390 px: no
 * sideways scroll, 44 px targets) and a desktop; on the desktop, a change saved in another tab
 * meanwhile is a conflict the owner resolves by loading the saved version.
 */
import { pathFor, type LocaleCode } from '@raketa/shared';
import type { Page } from '@playwright/test';
import sharedCs from '@raketa/shared/messages/cs.json';
import sharedEn from '@raketa/shared/messages/en.json';
import companyCs from '../../mf-company-pages/src/locales/cs.json';
import companyEn from '../../mf-company-pages/src/locales/en.json';
import jobsCs from '../../mf-jobs/src/locales/cs.json';
import jobsEn from '../../mf-jobs/src/locales/en.json';
import { signInThroughDialog, typeDescription } from '../company-helpers';
import { expect, hydratedArea, test } from '../fixtures';
import { axeViolations } from '../axe';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const OWNER = { email: 'firma@raketa.example', password: 'demo-firma-raketa' };

const LONG = {
  cs: 'Hledáme vývojářku nebo vývojáře backendu, který s námi postaví platební bránu pro malé e-shopy. Budete navrhovat API, psát testy a starat se o databázi v PostgreSQL. Pracujeme v malém týmu, nasazujeme několikrát denně a každý má slovo v tom, co stavíme. Výběr má dvě kola: krátký hovor a společné řešení úlohy.',
  en: 'We are looking for a backend developer to build a payment gateway for small online shops with us. You will design the API, write tests and look after our PostgreSQL database. We work in a small team, ship several times a day and everyone has a say in what we build. Hiring takes two rounds: a short call and solving a task together.',
};

const COMPANY = { cs: companyCs.console.jobs, en: companyEn.console.jobs };
const PREVIEW = { cs: jobsCs.preview, en: jobsEn.preview };
const TAXONOMY = { cs: sharedCs.taxonomy, en: sharedEn.taxonomy };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label that is `text`, with or without the required field's asterisk. */
const whole = (text: string) => new RegExp(`^${escape(text)}( \\*)?$`);
const exactly = (text: string) => new RegExp(`^${escape(text)}`);

/** The texts a person reads, from the locale files (the copy may be reworded; the journey stays). */
function textOf(locale: LocaleCode) {
  const jobs = COMPANY[locale];
  const editor = jobs.editor;
  const taxonomy = TAXONOMY[locale];
  return {
    jobsTitle: jobs.title,
    filters: jobs.filters,
    published: exactly(jobs.tabs.published),
    inReview: exactly(jobs.tabs.submitted),
    close: jobs.actions.close,
    yesClose: jobs.confirm.yesClose,
    closed: jobs.done.close,
    newJob: jobs.new,
    title: exactly(editor.title),
    language: editor.languages[locale],
    description: editor.description,
    saved: editor.status.saved,
    notSaved: editor.status.retrying,
    emailFinding: editor.findings.emailInText.replace('{{found}}', 'jobs@mlynek-pay.cz'),
    development: taxonomy.fields.development,
    backend: taxonomy.fields['development.backend'],
    seniority: exactly(editor.seniority),
    senior: taxonomy.seniorities.senior,
    fullTime: taxonomy.jobTypes['full-time'],
    hybrid: taxonomy.workModes.hybrid,
    prague: taxonomy.locations.praha,
    // Whole names: the toolbar's "Odrážky" starts as "Od" does.
    salaryMin: whole(editor.salaryMin),
    salaryMax: whole(editor.salaryMax),
    currency: exactly(editor.currency),
    period: exactly(editor.period),
    month: taxonomy.salaryPeriods.month,
    ready: editor.checks.ready,
    salaryWhy: editor.salaryWhy,
    preview: editor.preview,
    previewLabel: PREVIEW[locale].label,
    back: PREVIEW[locale].back,
    submit: editor.submit,
    submitted: jobs.done.submit,
    waiting: jobs.state.submitted,
    jobTitle: locale === 'cs' ? 'Backend vývojář platební brány' : 'Payment gateway backend developer',
  };
}
const TEXT = { cs: textOf('cs'), en: textOf('en') };

/** Nothing is wider than the viewport, and every link and button of `scope` is at least 44 px tall. */
async function phoneFriendly(page: Page, scope: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const short = await page
    .locator(`${scope} a, ${scope} button`)
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.getBoundingClientRect().height > 0 && element.getBoundingClientRect().height < 44)
        .map((element) => element.outerHTML.slice(0, 80)),
    );
  expect(short).toEqual([]);
}

const saveStatus = (page: Page) => page.getByTestId('save-status');

/** Axe finds nothing serious or critical on the page as it is now (every-route.spec.ts sees these pages signed out only). */
const axeClean = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

async function signInFromTheJobsPage(page: Page, origin: string, locale: LocaleCode) {
  await signInThroughDialog(page, `${origin}${pathFor('companyConsoleJobs', locale)}`, OWNER);
  await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].jobsTitle })).toBeVisible();
  await expect(hydratedArea(page, 'companyPages')).toBeVisible();
}

const JOURNEYS: { locale: LocaleCode; viewport: typeof PHONE }[] = [
  { locale: 'cs', viewport: PHONE },
  { locale: 'en', viewport: DESKTOP },
];

for (const { locale, viewport } of JOURNEYS) {
  const text = TEXT[locale];
  const phone = viewport === PHONE;
  test(`the demo owner closes a job, writes a new one that saves as they type, previews and submits it (${locale}, ${viewport.width} px)`, async ({
    page,
    site,
  }) => {
    test.setTimeout(150_000);
    const origin = site[locale];
    await page.setViewportSize(viewport);
    await signInFromTheJobsPage(page, origin, locale);
    const slots = page.getByTestId('job-slots');
    await expect(slots).toBeVisible();
    if (phone) await phoneFriendly(page, '.rk-console');
    await axeClean(page);

    // A published job of the seed, closed: off the board, its slot free.
    await page.getByRole('navigation', { name: text.filters }).getByRole('link', { name: text.published }).click();
    await expect(page).toHaveURL(/\?state=published$/);
    const row = page.locator('.rk-jobs__row').first();
    const closedTitle = (await row.locator('h2').textContent())!;
    const slotsBefore = await slots.textContent();
    await row.getByRole('button', { name: text.close, exact: true }).click();
    await row.getByRole('button', { name: text.yesClose }).click();
    await expect(page.getByTestId('toast').getByText(text.closed)).toBeVisible();
    await expect(page.locator('.rk-jobs__row h2').filter({ hasText: closedTitle })).toHaveCount(0);
    await expect(slots).not.toHaveText(slotsBefore!);

    // A new job: the first words typed create it, and the URL becomes its own.
    await page.getByRole('link', { name: text.newJob }).click();
    await expect(page).toHaveURL(`${origin}${pathFor('companyConsoleJobNew', locale)}`);
    const editor = page.locator('.rk-job-editor');
    const title = editor.getByLabel(text.title);
    await title.pressSequentially(text.jobTitle.slice(0, 12));
    await expect(page).toHaveURL(new RegExp(`${pathFor('companyConsoleJobs', locale)}/\\d+$`));
    // The typing goes on in the same field: the editor was not replaced when the URL moved.
    await expect(title).toBeFocused();
    await title.pressSequentially(text.jobTitle.slice(12));
    const jobUrl = page.url();
    const jobId = jobUrl.split('/').at(-1)!;
    await editor.getByLabel(text.language, { exact: true }).check();
    const description = editor.getByRole('textbox', { name: text.description });
    await typeDescription(description, `${LONG[locale]} Pište na jobs@mlynek-pay.cz`);
    // The pre-check finds the address as it is typed, beside the description.
    await expect(page.locator('.rk-job-findings__item[data-code="email_in_text"]').first()).toContainText(text.emailFinding);
    await expect(saveStatus(page)).toHaveText(text.saved);
    await axeClean(page);

    // Reloaded: nothing lost.
    await page.reload();
    await expect(editor.getByLabel(text.title)).toHaveValue(text.jobTitle);
    await expect(description).toContainText('jobs@mlynek-pay.cz');
    if (phone) await phoneFriendly(page, '.rk-console');

    // Offline: the text stays and saves once the browser is back online.
    await page.context().setOffline(true);
    await typeDescription(description, LONG[locale]);
    await expect(saveStatus(page)).toHaveText(text.notSaved);
    await page.context().setOffline(false);
    await expect(saveStatus(page)).toHaveText(text.saved, { timeout: 20_000 });
    await expect(page.locator('.rk-job-findings__item[data-code="email_in_text"]')).toHaveCount(0);

    // Typing cut off by a reload before its save: restored from the browser's copy, then saved.
    await title.fill(`${text.jobTitle} (Praha)`);
    await page.reload();
    await expect(title).toHaveValue(`${text.jobTitle} (Praha)`);
    await expect(saveStatus(page)).toHaveText(text.saved);

    // The rest, the salary range with why it is required.
    await editor.getByLabel(text.development, { exact: true }).check();
    await editor.getByLabel(text.backend, { exact: true }).check();
    await editor.getByLabel(text.seniority).selectOption({ label: text.senior });
    await editor.getByLabel(text.fullTime, { exact: true }).check();
    await editor.getByLabel(text.hybrid, { exact: true }).check();
    await editor.getByLabel(text.prague, { exact: true }).check();
    await expect(editor.getByText(text.salaryWhy)).toBeVisible();
    await editor.getByLabel(text.salaryMin).fill('80 000');
    await editor.getByLabel(text.salaryMax).fill('110000');
    await editor.getByLabel(text.currency).selectOption('CZK');
    await editor.getByLabel(text.period).selectOption({ label: text.month });
    await expect(editor.getByText(text.ready)).toBeVisible();
    await expect(saveStatus(page)).toHaveText(text.saved);
    if (phone) await phoneFriendly(page, '.rk-console');

    // The preview: the public page's view and its JobPosting JSON-LD, no apply form.
    await editor.getByRole('link', { name: text.preview, exact: true }).click();
    await expect(page).toHaveURL(`${origin}${pathFor('companyConsoleJobPreview', locale, { id: jobId })}`);
    await expect(page.getByRole('complementary', { name: text.previewLabel })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${text.jobTitle} (Praha)` })).toBeVisible();
    await expect(page.locator('#apply')).toHaveCount(0);
    const postings = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (json) => JSON.parse(json) as Record<string, unknown>,
    );
    const posting = postings.find((item) => item['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      title: `${text.jobTitle} (Praha)`,
      hiringOrganization: { '@type': 'Organization', name: 'Mlýnek Pay' },
      employmentType: ['FULL_TIME'],
      baseSalary: { '@type': 'MonetaryAmount', currency: 'CZK', value: { minValue: 80000, maxValue: 110000, unitText: 'MONTH' } },
      jobLocation: [{ '@type': 'Place', address: { addressCountry: 'CZ' } }],
    });
    expect(typeof posting!.datePosted).toBe('string');
    expect(typeof posting!.validThrough).toBe('string');
    expect(String(posting!.description)).toContain(LONG[locale].slice(0, 30));
    if (phone) await phoneFriendly(page, '.rk-job-preview__bar');
    await axeClean(page);
    await page.getByRole('link', { name: text.back }).click();
    await expect(page).toHaveURL(jobUrl);

    // Sent for review: its state says so, and the list shows it under "In review".
    await editor.getByRole('button', { name: text.submit }).click();
    await expect(page.getByTestId('toast').getByText(text.submitted)).toBeVisible();
    await expect(page.getByTestId('job-state')).toContainText(text.waiting);
    await page.goto(`${origin}${pathFor('companyConsoleJobs', locale)}?state=submitted`);
    await expect(page.getByRole('link', { name: `${text.jobTitle} (Praha)` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: text.filters }).getByRole('link', { name: text.inReview })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
}

test('a change saved in another tab meanwhile is a conflict: the owner loads the saved version (en, desktop)', async ({ page, site }) => {
  const origin = site.en;
  await page.setViewportSize(DESKTOP);
  await signInFromTheJobsPage(page, origin, 'en');
  const text = TEXT.en;
  await page.getByRole('link', { name: text.newJob }).click();
  const title = page.locator('.rk-job-editor').getByLabel(text.title);
  await title.fill('Data analyst');
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await expect(saveStatus(page)).toHaveText(text.saved);

  // The same job in a second tab, changed and saved there.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await other.locator('.rk-job-editor').getByLabel(text.title).fill('Senior data analyst');
  await expect(saveStatus(other)).toHaveText(text.saved);
  await other.close();

  await title.fill('Data analyst (BI)');
  const conflict = page.getByRole('alert').filter({ hasText: COMPANY.en.editor.conflict.title });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: COMPANY.en.editor.conflict.reload }).click();
  await expect(title).toHaveValue('Senior data analyst');
  await expect(saveStatus(page)).toHaveText(text.saved);
  await page.reload();
  await expect(title).toHaveValue('Senior data analyst');
});
