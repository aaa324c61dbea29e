/**
 * Issue 25, a visitor's job alert from end to end: on a 390 px phone the visitor opens a field's job
 * list, types a search text, opens "Watch these jobs" (the form: no sideways scroll at 320 and 390 px,
 * 44 px targets, axe clean), chooses "instantly", gives an e-mail and is told to check it; the
 * confirmation mail's link opens a page that confirms only with its button, then leads to the list,
 * which says the alert is confirmed. The demo employer submits a matching job, the local admin
 * approves it, the alerts run (POST /api/admin/alerts/run, the API's clock a little ahead so the
 * publication is past the run's one-minute lag), the alert mail brings that job, and its unsubscribe
 * link opens a page whose button stops the alert. Czech and English.
 */
import { pathFor, type LocaleCode } from '@raketa/shared';
import type { Browser, Page } from '@playwright/test';
import authCs from '../../mf-auth/src/locales/cs.json';
import authEn from '../../mf-auth/src/locales/en.json';
import jobsCs from '../../mf-jobs/src/locales/cs.json';
import jobsEn from '../../mf-jobs/src/locales/en.json';
import { axeViolations } from '../axe';
import { callInPage as call, linkIn, mailTo, setApiClock } from '../company-helpers';
import { expect, hydratedArea, test, type Site } from '../fixtures';

const JOBS = { cs: jobsCs, en: jobsEn };
const AUTH = { cs: authCs, en: authEn };
/** The local stack's seeded demo company owner (account-links.spec.ts, company-jobs.spec.ts). */
const OWNER = { email: 'firma@raketa.example', password: 'demo-firma-raketa' };
/** A word of the seeded development jobs, so the list (and the alert) keeps it as typed. */
const SEARCH = 'PostgreSQL';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Signs in through the form login as the login dialog does, in a context of its own. */
async function signedIn(browser: Browser, origin: string, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${origin}/404`);
  const status = await page.evaluate(async ({ email, password }) => {
    const { token } = (await (await fetch('/api/csrf')).json()) as { token: string };
    return (await fetch('/login', { method: 'POST', body: new URLSearchParams({ username: email, password, back: '/', _csrf: token }) })).status;
  }, account);
  expect(status).toBe(200);
  return page;
}

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

/** The demo employer submits a job matching the alert (one the pre-check passes: 300 characters of description); the admin approves it; the alerts run with the API's clock past the lag. */
async function publishAndRun(browser: Browser, site: Site, origin: string, title: string) {
  const employer = await signedIn(browser, origin, OWNER);
  const draft = await call(employer, 'POST', '/api/me/company/jobs', {
    language: 'cs',
    title,
    description:
      `<p>Hledáme vývojářku nebo vývojáře, který se postará o naši databázi v ${SEARCH}: návrh schémat, výkon dotazů, zálohy a migrace. ` +
      'Pracujeme v malém týmu, nasazujeme několikrát denně a každý má slovo v tom, co stavíme. Výběr má dvě kola: krátký hovor a společná úloha. ' +
      'Nabízíme práci z domova, vzdělávání a pět týdnů dovolené.</p>',
    fields: ['development.backend'],
    seniority: 'senior',
    jobTypes: ['full-time'],
    workMode: 'remote',
    locations: ['praha'],
    salary: { min: 80000, max: 110000, currency: 'CZK', period: 'month' },
  });
  expect(draft.status).toBe(201);
  const id = (draft.body as { id: number }).id;
  expect((await call(employer, 'POST', `/api/me/company/jobs/${id}/submit`)).status).toBe(200);
  const admin = await signedIn(browser, origin, site.admin!);
  expect((await call(admin, 'POST', `/api/admin/jobs/${id}/approve`)).status).toBe(200);
  // A run takes jobs published at least a minute before its time (api/ALERTS.md, "Schedule").
  setApiClock(site, 2 * 60_000);
  try {
    const run = await call(admin, 'POST', '/api/admin/alerts/run');
    expect(run.status).toBe(200);
  } finally {
    setApiClock(site, 0);
  }
  await employer.context().close();
  await admin.context().close();
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
    await publishAndRun(browser, site, origin, title);
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
