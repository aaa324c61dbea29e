/**
 * What the company specs do more than once: sign in through the login dialog, type into the job
 * editor's rich-text description, wait for a mail in the local stack's outbox, call the API from
 * inside a page (with the CSRF header, as the site's own code does) and move the API's test clock.
 */
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, readOutbox, type OutboxEntry, type Site } from './fixtures';

/**
 * Opens `url` (a page that asks a visitor to log in, so the login dialog opens) and signs in there
 * with the dialog's form, as a person does, in either language.
 */
export async function signInThroughDialog(page: Page, url: string, account: { email: string; password: string }): Promise<void> {
  await page.goto(url);
  const login = page.getByRole('dialog');
  await login.getByLabel(/^E-mail/).fill(account.email);
  await login.getByLabel(/^(Heslo|Password)( \*)?$/).fill(account.password);
  await login.getByRole('button', { name: /^(Přihlásit se|Log in)$/ }).click();
  await expect(login).toBeHidden();
}

/** Replaces the job description's text, typed as a person would (the editor is a rich-text box). */
export async function typeDescription(box: Locator, text: string): Promise<void> {
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.press('Backspace');
  await box.pressSequentially(text.slice(0, 40));
  await box.page().keyboard.insertText(text.slice(40));
}

/**
 * The newest mail to `email` (one of its recipients) whose subject matches, once the job queue has
 * sent it; `after` leaves out the mails already there before (their ids).
 */
export async function mailTo(
  outboxDir: string,
  email: string,
  subject: RegExp | string,
  after: ReadonlySet<string> = new Set(),
): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(outboxDir))
          .filter((entry) => entry.to.split(/,\s*/).includes(email) && !after.has(entry.id))
          .filter((entry) => (typeof subject === 'string' ? entry.subject.includes(subject) : subject.test(entry.subject)))
          .at(-1);
        return found?.id;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return found!;
}

/** The ids of the mails in the outbox now (for `mailTo`'s `after`). */
export async function mailIds(outboxDir: string): Promise<Set<string>> {
  return new Set((await readOutbox(outboxDir)).map((entry) => entry.id));
}

/** The first link of a mail's text that goes to `pathname` (with or without a query). */
export function linkIn(mail: OutboxEntry, pathname: string): string {
  const links = (mail.text.match(/https?:\/\/[^\s"<>]+/g) ?? []).map((url) => url.replace(/[).,;:]+$/, ''));
  const link = links.find((url) => new URL(url).pathname === pathname);
  expect(link, `a link to ${pathname} in "${mail.subject}"`).toBeTruthy();
  return link!;
}

/**
 * A same-origin call from inside the page, with the CSRF header for a change, as the site's own code
 * makes it; a `{ multipart: {...} }` body goes as a form. Answers status and body.
 */
export async function callInPage(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = {};
      if (method !== 'GET') headers['x-csrf-token'] = ((await (await fetch('/api/csrf')).json()) as { token: string }).token;
      let payload: BodyInit | undefined;
      if (body instanceof Object && (body as { multipart?: Record<string, string | string[]> }).multipart) {
        const form = new FormData();
        for (const [key, value] of Object.entries((body as { multipart: Record<string, string | string[]> }).multipart))
          for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
        payload = form;
      } else if (body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      // Never from the browser's cache (the price list may be kept 5 s): what the API says now.
      const response = await fetch(path, { method, headers, body: payload, cache: 'no-store' });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

/**
 * Sets the API's clock `offsetMs` off the real time (TEST_CLOCK_FILE; api/CONSOLE.md, "A clock tests
 * can move"); 0 puts it back. It counts from the API's next look at the clock.
 */
export function setApiClock(site: Site, offsetMs: number): void {
  if (!site.clockFile) throw new Error('the API clock is the local stack’s only');
  fs.writeFileSync(site.clockFile, offsetMs === 0 ? '' : String(Math.round(offsetMs)));
}
