/**
 * Issue 25, a visitor's job alert from end to end: on a 390 px phone the visitor opens a field's job
 * list, types a search text, opens "Watch these jobs" (the form: no sideways scroll at 320 and 390 px,
 * 44 px targets, axe clean), chooses "instantly", gives an e-mail and is told to check it; the
 * confirmation mail's link opens a page that confirms only with its button, then leads to the list,
 * which says the alert is confirmed. The demo employer writes a matching job in the console's
 * editor and submits it, the local admin approves it in the back office's moderation, the alerts run (POST /api/admin/alerts/run, the API's clock a little ahead so the
 * publication is past the run's one-minute lag), the alert mail brings that job, and its unsubscribe
 * link opens a page whose button stops the alert. Czech and English.
 */
import { pathFor, type LocaleCode } from '@raketa/shared';
import type { Browser, Page } from '@playwright/test';
import sharedCs from '@raketa/shared/messages/cs.json';
import sharedEn from '@raketa/shared/messages/en.json';
import authCs from '../../mf-auth/src/locales/cs.json';
import authEn from '../../mf-auth/src/locales/en.json';
import companyCs from '../../mf-company-pages/src/locales/cs.json';
import companyEn from '../../mf-company-pages/src/locales/en.json';
import jobsCs from '../../mf-jobs/src/locales/cs.json';
import jobsEn from '../../mf-jobs/src/locales/en.json';
import { axeViolations } from '../axe';
import { callInPage as call, linkIn, mailTo, setApiClock, signInThroughDialog, typeDescription } from '../company-helpers';
import { expect, hydratedArea, test, type Site } from '../fixtures';

const JOBS = { cs: jobsCs, en: jobsEn };
const AUTH = { cs: authCs, en: authEn };
const COMPANY = { cs: companyCs, en: companyEn };
const TAXONOMY = { cs: sharedCs.taxonomy, en: sharedEn.taxonomy };
const DESKTOP = { width: 1280, height: 900 };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label that is `text`, with or without the required field's asterisk. */
const whole = (text: string) => new RegExp(`^${escape(text)}( \\*)?$`);
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);
/** The local stack's seeded demo company owner (account-links.spec.ts, company-jobs.spec.ts). */
const OWNER = { email: 'firma@raketa.example', password: 'demo-firma-raketa' };
/** A word of the seeded development jobs, so the list (and the alert) keeps it as typed. */
const SEARCH = 'PostgreSQL';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** No sideways scroll at 320 and 390 px, and the form's controls 44 px tall at least. */
async function phoneFriendly(page: Page) {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      `sideways scroll at ${width} px`,
    ).toBe(0);
  }
  const short = await page
    .locator('.rk-watch button, .rk-watch input:not([type=radio]), .rk-watch__option')
    .evaluateAll((elements) =>
      elements.filter((element) => element.getBoundingClientRect().height < 44).map((element) => element.outerHTML.slice(0, 80)),
    );
  expect(short).toEqual([]);
}

/**
 * The demo employer writes a job matching the alert in the console's editor and submits it (one the
 * pre-check passes: 300 characters of description); the local admin approves it in the back office's
 * moderation; the alerts run with the API's clock past the lag. Desktop pages, in the site's language.
 */
async function publishAndRun(browser: Browser, site: Site, locale: LocaleCode, title: string) {
  const origin = site[locale];
  const C = COMPANY[locale];
  const EDITOR = C.console.jobs.editor;
  const TAX = TAXONOMY[locale];
  const BO = C.backOffice;
  const employer = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  const admin = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  try {
    await signInThroughDialog(employer, `${origin}${pathFor('companyConsoleJobNew', locale)}`, OWNER);
    const editor = employer.locator('.rk-job-editor');
    await editor.getByLabel(startsWith(EDITOR.title)).pressSequentially(title);
    await expect(employer).toHaveURL(new RegExp(`${pathFor('companyConsoleJobs', locale)}/\\d+$`));
    await editor.getByLabel(EDITOR.languages.cs, { exact: true }).check();
    await typeDescription(
      editor.getByRole('textbox', { name: EDITOR.description }),
      `Hledáme vývojářku nebo vývojáře, který se postará o naši databázi v ${SEARCH}: návrh schémat, výkon dotazů, zálohy a migrace. ` +
        'Pracujeme v malém týmu, nasazujeme několikrát denně a každý má slovo v tom, co stavíme. Výběr má dvě kola: krátký hovor a společná úloha. ' +
        'Nabízíme práci z domova, vzdělávání a pět týdnů dovolené.',
    );
    await editor.getByLabel(TAX.fields.development, { exact: true }).check();
    await editor.getByLabel(TAX.fields['development.backend'], { exact: true }).check();
    await editor.getByLabel(startsWith(EDITOR.seniority)).selectOption({ label: TAX.seniorities.senior });
    await editor.getByLabel(TAX.jobTypes['full-time'], { exact: true }).check();
    await editor.getByLabel(TAX.workModes.remote, { exact: true }).check();
    await editor.getByLabel(TAX.locations.praha, { exact: true }).check();
    await editor.getByLabel(whole(EDITOR.salaryMin)).fill('80000');
    await editor.getByLabel(whole(EDITOR.salaryMax)).fill('110000');
    await editor.getByLabel(startsWith(EDITOR.currency)).selectOption('CZK');
    await editor.getByLabel(startsWith(EDITOR.period)).selectOption({ label: TAX.salaryPeriods.month });
    await expect(employer.getByTestId('save-status')).toHaveText(EDITOR.status.saved);
    await editor.getByRole('button', { name: EDITOR.submit }).click();
    await expect(employer.getByTestId('job-state')).toContainText(C.console.jobs.state.submitted);

    await signInThroughDialog(admin, `${origin}${pathFor('backOffice', locale)}`, site.admin!);
    await admin.getByRole('navigation', { name: BO.nav.label }).getByRole('link', { name: BO.nav.moderation, exact: true }).click();
    await expect(admin.getByRole('heading', { level: 1, name: BO.moderation.title })).toBeVisible();
    await admin.getByRole('article', { name: title }).getByRole('button', { name: BO.moderation.approve }).click();
    await expect(admin.getByTestId('toast')).toContainText(BO.moderation.approved.replace('{{title}}', title));

    // A run takes jobs published at least a minute before its time (api/ALERTS.md, "Schedule").
    setApiClock(site, 2 * 60_000);
    try {
      const run = await call(admin, 'POST', '/api/admin/alerts/run');
      expect(run.status).toBe(200);
    } finally {
      setApiClock(site, 0);
    }
  } finally {
    await employer.context().close();
    await admin.context().close();
  }
}

for (const locale of ['cs', 'en'] as const satisfies readonly LocaleCode[]) {
  test(`${locale}: a visitor watches a filtered list, confirms by mail, gets the new job and unsubscribes`, async ({ page, site, browser }) => {
    test.skip(!site.outboxDir || !site.admin || !site.clockFile, 'reads the local stack’s outbox, signs in its admin and moves its clock');
    test.setTimeout(120_000);
    const origin = site[locale];
    const text = JOBS[locale].watch;
    const auth = AUTH[locale].jobAlerts;
    const stamp = Date.now();
    const email = `e2e-alert-journey-${locale}-${stamp}@example.com`;
    const name = `${locale === 'cs' ? 'Databáze' : 'Databases'} ${stamp}`;

    // A field's list, then the search text typed as a person does.
    await page.goto(`${origin}${pathFor('jobList', locale, { fields: locale === 'cs' ? 'vyvoj' : 'development' })}`);
    await expect(hydratedArea(page, 'jobs')).toBeVisible();
    const search = page.getByRole('searchbox', { name: JOBS[locale].search.label });
    await search.fill(SEARCH);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?q=${SEARCH}$`));

    await page.getByRole('button', { name: text.open }).click();
    const form = page.getByRole('dialog', { name: text.title });
    await expect(form.locator('.rk-watch__estimate')).not.toHaveText(text.estimate.loading);
    await phoneFriendly(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page)).toEqual([]);

    // Sent without an address: the field says so.
    await form.getByRole('button', { name: text.submit }).click();
    await expect(form.getByText(text.errors.emailRequired)).toBeVisible();
    await form.getByRole('textbox', { name: new RegExp(`^${text.name}`) }).fill(name);
    await form.getByRole('radio', { name: text.frequency.instant }).check();
    await form.getByRole('textbox', { name: new RegExp(`^${text.email}`) }).fill(email);
    await form.getByRole('button', { name: text.submit }).click();
    const done = page.getByRole('dialog', { name: text.done.checkMailTitle });
    await expect(done.getByRole('status')).toHaveText(text.done.checkMailText.replace('{{email}}', email));
    expect(await axeViolations(page)).toEqual([]);
    await done.getByRole('button', { name: text.close }).click();

    // The mailed link leads to a page; only its button confirms.
    const confirmation = await mailTo(site.outboxDir!, email, name);
    await page.goto(linkIn(confirmation, '/api/alerts/confirm'));
    await expect(page).toHaveURL(new RegExp(`${pathFor('jobAlerts', locale)}\\?confirm=`));
    await expect(page.getByRole('heading', { level: 1, name: auth.confirm.title })).toBeVisible();
    await page.getByRole('button', { name: auth.confirm.button }).click();
    await expect(page.getByRole('heading', { level: 1, name: auth.confirm.doneTitle })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: auth.confirm.showJobs }).click();
    await expect(page).toHaveURL(/alert=confirmed/);
    await expect(page.getByText(text.confirmed)).toBeVisible();

    // A new matching job is published; the alert mail brings it.
    const title = `${locale === 'cs' ? 'Databázová specialistka' : 'Database engineer'} ${SEARCH} ${stamp}`;
    await publishAndRun(browser, site, locale, title);
    const mail = await mailTo(site.outboxDir!, email, name, new Set([confirmation.id]));
    expect(mail.text).toContain(title);

    // Its unsubscribe link (the text's, and the List-Unsubscribe address opened in a browser): a page whose button stops the alert.
    const pageLink = new RegExp(`https?://\\S+${pathFor('jobAlerts', locale)}\\?unsubscribe=[\\w.-]+`).exec(mail.text)?.[0];
    expect(pageLink).toBeTruthy();
    const oneClick = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(oneClick).toBeTruthy();
    await page.goto(oneClick!);
    expect(page.url()).toBe(pageLink);
    await expect(page.getByText(auth.unsubscribe.willStopNamed.replace('{{name}}', name))).toBeVisible();
    await page.getByRole('button', { name: auth.unsubscribe.button }).click();
    await expect(page.getByRole('heading', { level: 1, name: auth.unsubscribe.doneTitle })).toBeVisible();
  });
}
