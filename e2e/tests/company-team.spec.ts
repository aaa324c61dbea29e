/**
 * Issue 23, the console's team and plan, and an invitation's page: the seeded demo owner invites a
 * colleague from the team page; the invitation mail arrives in the outbox; the colleague opens its
 * link, signs up as a company account, comes back to the link, accepts, lands in the console and sees
 * the team. The owner orders a plan on the plan page (paid by invoice) and sees the order waiting for
 * payment. Czech on a phone (390 px), English on a desktop; no sideways scroll on the new pages.
 */
import { pathFor, type LocaleCode } from '@raketa/shared';
import type { Browser, Page } from '@playwright/test';
import { expect, hydratedArea, readOutbox, test } from '../fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const OWNER = { email: 'firma@raketa.example', password: 'demo-firma-raketa', name: 'Tereza Mlynářová' };
const COMPANY = 'Mlýnek Pay';

const TEXT = {
  cs: {
    password: /^Heslo( \*)?$/,
    logIn: 'Přihlásit se',
    signUp: 'Zaregistrovat se',
    name: /^Jméno a příjmení/,
    company: 'Firma',
    teamTitle: 'Tým',
    members: 'Členové',
    invitations: 'Otevřené pozvánky',
    email: /^E-mail kolegy/,
    invite: 'Poslat pozvánku',
    sent: (email: string) => `Pozvánka odeslána na ${email}.`,
    invitationTitle: 'Pozvánka do týmu firmy',
    lead: (email: string) => `${COMPANY} zve ${email} do svého týmu na Raketě.`,
    accept: 'Přijmout pozvánku',
    nav: 'Moje firma',
    teamTab: 'Tým',
    planTitle: 'Tarif a objednávky',
    orderPlan: 'Objednat tarif',
    invoice: /Platí se na fakturu/,
    waiting: /čeká na zaplacení/,
    pendingOrder: 'Čeká na zaplacení.',
    subject: `vás zve do týmu firmy ${COMPANY} na Raketě`,
  },
  en: {
    password: /^Password( \*)?$/,
    logIn: 'Log in',
    signUp: 'Sign up',
    name: /^Name and surname/,
    company: 'Company',
    teamTitle: 'Team',
    members: 'Members',
    invitations: 'Open invitations',
    email: /^Colleague’s e-mail/,
    invite: 'Send the invitation',
    sent: (email: string) => `Invitation sent to ${email}.`,
    invitationTitle: 'Invitation to a company team',
    lead: (email: string) => `${COMPANY} invites ${email} to its team on Raketa.`,
    accept: 'Accept the invitation',
    nav: 'My company',
    teamTab: 'Team',
    planTitle: 'Plan and orders',
    orderPlan: 'Order the plan',
    invoice: /Payment is arranged by invoice/,
    waiting: /waits for payment/,
    pendingOrder: 'Waiting for payment.',
    subject: `invites you to the team of ${COMPANY} on Raketa`,
  },
} as const;

/** Nothing is wider than the viewport (a phone's sideways scroll). */
async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function signIn(page: Page, origin: string, locale: LocaleCode, path: string, account: { email: string; password: string }) {
  const text = TEXT[locale];
  await page.goto(`${origin}${path}`);
  const login = page.getByRole('dialog');
  await login.getByLabel(/^E-mail/).fill(account.email);
  await login.getByLabel(text.password).fill(account.password);
  await login.getByRole('button', { name: text.logIn, exact: true }).click();
  await expect(login).toBeHidden();
  await expect(hydratedArea(page, 'companyPages')).toBeVisible();
}

/** The invitation link of the newest mail to `email`, once the job queue has sent it. */
async function invitationLink(outboxDir: string, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox(outboxDir)).filter((entry) => entry.to === email).at(-1);
        link = mail && /https?:\/\/\S+\?token=[\w-]+/.exec(mail.text)?.[0];
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

async function colleagueJoins(browser: Browser, locale: LocaleCode, viewport: typeof PHONE, link: string, email: string) {
  const text = TEXT[locale];
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: text.invitationTitle })).toBeVisible();
  await expect(page.getByTestId('invitation-company')).toHaveText(text.lead(email));
  await expect(hydratedArea(page, 'companyPages')).toBeVisible();
  await noSidewaysScroll(page);

  // Signs up from the link's page as a company account, with the invited address.
  await page.getByRole('main').getByRole('link', { name: text.signUp }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: text.company })).toBeChecked();
  await dialog.getByLabel(text.name).fill('Jana Kolegyně');
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog.getByLabel(text.password).fill('long-enough-1');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: text.signUp, exact: true }).click();
  // The company account is offered (the invitation's page), and a company's sign-up, which goes to the
  // page for new companies with the page it came from as `back`, comes back here (an account is in one
  // company: creating one first would bar accepting), signed in: it accepts.
  await expect(page).toHaveURL(link, { timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: text.accept }).click();
  await expect(page).toHaveURL(new RegExp(`${pathFor('companyConsole', locale)}$`));
  await page.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.teamTab }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.teamTitle })).toBeVisible();
  const members = page.getByRole('list', { name: text.members });
  // Each journey adds a colleague of the same name: the address tells this one apart.
  await expect(members.getByTestId('team-member').filter({ hasText: email })).toContainText('Jana Kolegyně');
  await expect(members.getByTestId('team-member').filter({ hasText: OWNER.name })).toBeVisible();
  // A member reads the team: nothing to invite with.
  await expect(page.getByRole('button', { name: TEXT[locale].invite })).toHaveCount(0);
  await context.close();
}

const JOURNEYS: { locale: LocaleCode; viewport: typeof PHONE }[] = [
  { locale: 'cs', viewport: PHONE },
  { locale: 'en', viewport: DESKTOP },
];

for (const { locale, viewport } of JOURNEYS) {
  const text = TEXT[locale];
  test(`the demo owner invites a colleague who signs up, accepts and sees the team, and orders a plan (${locale}, ${viewport.width} px)`, async ({
    page,
    site,
    browser,
  }) => {
    test.skip(!site.outboxDir, 'reads the local stack’s mail outbox');
    test.setTimeout(180_000);
    const origin = site[locale];
    await page.setViewportSize(viewport);
    await signIn(page, origin, locale, pathFor('companyConsoleTeam', locale), OWNER);
    await expect(page.getByRole('heading', { level: 1, name: text.teamTitle })).toBeVisible();
    await noSidewaysScroll(page);

    const email = `kolegyne-${locale}-${Date.now()}@example.cz`;
    await page.getByLabel(text.email).fill(email);
    await page.getByRole('button', { name: text.invite }).click();
    await expect(page.getByText(text.sent(email)).first()).toBeVisible();
    await expect(page.getByRole('list', { name: text.invitations }).getByTestId('team-invitation').filter({ hasText: email })).toBeVisible();

    const link = await invitationLink(site.outboxDir!, email);
    expect(new URL(link).pathname).toBe(pathFor('companyInvitation', locale));
    const mail = (await readOutbox(site.outboxDir!)).filter((entry) => entry.to === email).at(-1)!;
    expect(mail.subject).toContain(text.subject);

    await colleagueJoins(browser, locale, viewport, link, email);

    // The owner's team shows the colleague as a member, the invitation used.
    await page.reload();
    await expect(page.getByRole('list', { name: text.members }).getByTestId('team-member').filter({ hasText: email })).toContainText('Jana Kolegyně');

    // The plan: slots, then an order (the first journey places it; the next finds it waiting).
    await page.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.planTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.planTitle })).toBeVisible();
    await expect(page.getByTestId('job-slots')).toBeVisible();
    await expect(page.getByText(text.invoice)).toBeVisible();
    const orderButton = page.getByRole('button', { name: text.orderPlan });
    if (await orderButton.isVisible()) {
      await page.getByRole('radio').first().check();
      await orderButton.click();
    }
    await expect(page.getByRole('note').filter({ hasText: text.waiting })).toBeVisible();
    await expect(page.getByTestId('plan-order').filter({ hasText: text.pendingOrder }).first()).toBeVisible();
    await noSidewaysScroll(page);
  });
}
