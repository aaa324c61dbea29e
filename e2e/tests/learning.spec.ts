import type { Browser, Page } from '@playwright/test';
import { expect, readOutbox, test } from '../fixtures';

const PASSWORD = 'Learning-heslo-42';
const dialog = (page: Page) => page.getByRole('dialog');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Registers a candidate in a browser context of its own, so the page under test stays signed out. */
async function registerElsewhere(browser: Browser, origin: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/testy`);
  const status = await page.evaluate(
    async ({ email, password }) => {
      const { token } = (await (await fetch('/api/csrf')).json()) as { token: string };
      const body = new URLSearchParams({ name: 'Tomáš Dvořák', username: email, password, vop: 'true', _csrf: token });
      return (await fetch('/registrovat', { method: 'POST', body })).status;
    },
    { email, password: PASSWORD },
  );
  expect(status).toBe(201);
  await context.close();
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** Answers the question on screen with its first option and moves on. */
async function answerAndContinue(page: Page, last: boolean) {
  const main = page.locator('main');
  await main.locator('input[type="radio"], input[type="checkbox"]').first().check();
  await main.getByRole('button', { name: last ? 'Odeslat odpovědi' : 'Další' }).click();
}

test('a visitor takes a test, keeps the answers over a reload, logs in on the finished page and finds the result on the profile', async ({
  page,
  browser,
  site,
}) => {
  const email = `e2e-test-${Date.now()}@example.cz`;
  await registerElsewhere(browser, site.cs, email);

  await page.goto(`${site.cs}/testy`);
  await page
    .locator('main')
    .getByRole('link', { name: /Spustit test.*Základy JavaScriptu/ })
    .click();
  await expect(page).toHaveURL(`${site.cs}/test/javascript-basics`);
  await page.getByRole('button', { name: 'Začít' }).click();

  const counter = page.getByText(/^Otázka \d+ z \d+$/);
  await expect(counter).toHaveText(/^Otázka 1 z (\d+)$/);
  const total = Number((await counter.textContent())!.match(/z (\d+)$/)![1]);
  for (let question = 1; question <= 3; question += 1) await answerAndContinue(page, false);
  await expect(counter).toHaveText(`Otázka 4 z ${total}`);

  // A reload in the middle resumes at the same question, with the earlier answers kept.
  await page.reload();
  await expect(counter).toHaveText(`Otázka 4 z ${total}`);
  await page.getByRole('button', { name: 'Zpět' }).click();
  await expect(counter).toHaveText(`Otázka 3 z ${total}`);
  await expect(page.locator('main').locator('input:checked')).toHaveCount(1);
  await page.getByRole('button', { name: 'Další' }).click();

  for (let question = 4; question <= total; question += 1) await answerAndContinue(page, question === total);

  // A visitor lands on the finished page, named by the claim guid.
  await expect(page).toHaveURL(new RegExp(`/test/javascript-basics/finished/${UUID}/login$`));
  await expect(page.getByRole('heading', { name: 'Test máte hotový' })).toBeVisible();

  await page.locator('main').getByRole('button', { name: 'Přihlásit se' }).click();
  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).locator('input[type="password"]').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Přihlásit se' }).click();

  // Signed in, the page claims the result and shows it.
  await expect(page).toHaveURL(new RegExp(`/test/javascript-basics/result/${UUID}$`));
  await expect(page.getByTestId('toast')).toContainText('Výsledek je uložený ve vašem profilu');
  const resultPath = new URL(page.url()).pathname;
  await expect(page.getByText(/ostatních pokusů o tento test|nikdo jiný nevyplnil/)).toBeVisible();

  await page.goto(`${site.cs}/profil`);
  const link = page.locator(`main a[href="${resultPath}"]`);
  await expect(link).toBeVisible();

  // The share link shows the result to anyone, signed out.
  await page.context().clearCookies();
  await page.goto(`${site.cs}${resultPath}`);
  await expect(page.getByRole('heading', { name: /Základy JavaScriptu/ })).toBeVisible();
  await expect(page.getByText(/Správně \d+ z \d+ otáz/)).toBeVisible();
});

test('a chapter is read and the reader continues to the next; cs uses kapitola, en chapter', async ({ page, site }) => {
  await page.goto(`${site.cs}/startupedu/futures`);
  await page
    .locator('main')
    .getByRole('link', { name: /Jak funguje startup/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${site.cs}/startupedu/futures/how-startups-work`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jak funguje startup' })).toBeVisible();

  await page
    .locator('main')
    .getByRole('link', { name: /^Začít/ })
    .click();
  await expect(page).toHaveURL(`${site.cs}/startupedu/futures/how-startups-work/kapitola/what-is-a-startup`);
  await expect(page.getByRole('heading', { level: 1, name: 'Co je startup' })).toBeVisible();
  await expect(page.getByText('Kapitola 1 / 5')).toBeVisible();

  await page
    .locator('main')
    .getByRole('link', { name: /Další.*Investiční kola/ })
    .click();
  await expect(page).toHaveURL(`${site.cs}/startupedu/futures/how-startups-work/kapitola/funding-rounds`);
  await expect(page.getByRole('heading', { level: 1, name: 'Investiční kola' })).toBeVisible();
  await expect(page.getByText('Kapitola 2 / 5')).toBeVisible();

  // Going on marked the first chapter read; a visitor's progress is kept in the browser.
  await page.goto(`${site.cs}/startupedu/futures/how-startups-work`);
  await expect(page.locator('main').getByText(/1 z 5/).first()).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: /^Pokračovat/ })).toHaveAttribute(
    'href',
    '/startupedu/futures/how-startups-work/kapitola/funding-rounds',
  );

  // The English site names the same chapter under `chapter`, and links its neighbours that way.
  await page.goto(`${site.en}/startupedu/futures/how-startups-work`);
  await page
    .locator('main')
    .getByRole('link', { name: /^Start/ })
    .click();
  await expect(page).toHaveURL(`${site.en}/startupedu/futures/how-startups-work/chapter/what-is-a-startup`);
  await page
    .locator('main')
    .getByRole('link', { name: /Next.*Funding rounds/ })
    .click();
  await expect(page).toHaveURL(`${site.en}/startupedu/futures/how-startups-work/chapter/funding-rounds`);
  await expect(page.getByRole('heading', { level: 1, name: 'Funding rounds' })).toBeVisible();
});

test('a signed-in candidate shows a result to companies, and the application mail carries its share link', async ({ page, site }) => {
  test.skip(site.outboxDir === null, 'reads the local stack’s mail outbox');
  const email = `e2e-shown-${Date.now()}@example.cz`;
  await page.goto(`${site.cs}/testy`);
  const status = await page.evaluate(
    async ({ email, password }) => {
      const { token } = (await (await fetch('/api/csrf')).json()) as { token: string };
      const body = new URLSearchParams({ name: 'Eva Malá', username: email, password, vop: 'true', _csrf: token });
      return (await fetch('/registrovat', { method: 'POST', body })).status;
    },
    { email, password: PASSWORD },
  );
  expect(status).toBe(201);

  // A signed-in taker goes straight to the result, which is already theirs.
  await page.goto(`${site.cs}/test/work-style`);
  await page.getByRole('button', { name: 'Začít' }).click();
  const counter = page.getByText(/^Otázka \d+ z \d+$/);
  const total = Number((await counter.textContent())!.match(/z (\d+)$/)![1]);
  for (let question = 1; question <= total; question += 1) await answerAndContinue(page, question === total);
  await expect(page).toHaveURL(new RegExp(`/test/work-style/result/${UUID}$`));
  const resultPath = new URL(page.url()).pathname;

  await page.goto(`${site.cs}/profil`);
  await expect(page.locator(`main a[href="${resultPath}"]`)).toBeVisible();
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/tests/results/'));
  await page.getByRole('switch', { name: 'Ukázat firmám, když odpovím na nabídku' }).check();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('switch', { name: 'Ukázat firmám, když odpovím na nabídku' })).toBeChecked();

  await page.goto(`${site.cs}/nabidky`);
  const link = page.getByTestId('job-card').first().locator('h2 a');
  const title = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole('checkbox', { name: 'Ukázat firmě moje výsledky testů' })).toBeChecked();
  await page.getByLabel('Životopis', { exact: false }).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Odeslat odpověď' }).click();
  await expect(page.getByTestId('applied')).toBeVisible();

  // The company's notification (not the candidate's confirmation) links the shared result.
  await expect
    .poll(
      async () =>
        (await readOutbox(site.outboxDir!)).filter((mail) => mail.subject.includes(title) && mail.to !== email && mail.text.includes(resultPath))
          .length,
    )
    .toBe(1);
});
