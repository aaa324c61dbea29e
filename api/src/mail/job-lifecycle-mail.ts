// Server-only: the mails of a job's life (texts in ./locales/job-lifecycle.{cs,en}.json), to the
// company's team in the company's language (api/CONSOLE.md, "Mails"): submitted, approved, rejected
// with the reason, expiring soon with a renew link, expired.
import type { RejectionReason } from '@raketa/shared/contracts';
import type { MailMessage } from './mailer';
import type { MailLocale } from './password-reset-mail';
import cs from './locales/job-lifecycle.cs.json';
import en from './locales/job-lifecycle.en.json';

const TEXTS: Record<MailLocale, typeof en> = { cs, en };

export const JOB_MAIL_EVENTS = ['submitted', 'approved', 'rejected', 'expiring', 'expired'] as const;
export type JobMailEvent = (typeof JOB_MAIL_EVENTS)[number];

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
// A subject is one line: a job title with a line break must not split it (or add a header).
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const BUTTON_STYLE = 'display: inline-block; padding: 10px 16px; background: #111; color: #fff; text-decoration: none; border-radius: 6px';

/** A day as people of the language write it, in Czech time (where Raketa's companies are). */
export function mailDate(value: Date, locale: MailLocale): string {
  return new Intl.DateTimeFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Prague',
  }).format(value);
}

export interface JobMailInput {
  event: JobMailEvent;
  /** The team's addresses. */
  to: string[];
  locale: MailLocale;
  job: { title: string; companyName: string; validUntil: Date | null; listingDays: number };
  /** The button's target: the job's page on the site (approved), its page in the console (the others). */
  url: string;
  /** The advertising rules page (rejected). */
  rulesUrl: string;
  rejection?: { reason: RejectionReason; message: string };
}

export function jobLifecycleMail(input: JobMailInput): MailMessage {
  const texts = TEXTS[input.locale];
  const event = texts[input.event];
  const values = {
    job: input.job.title,
    company: input.job.companyName,
    until: input.job.validUntil ? mailDate(input.job.validUntil, input.locale) : '',
    listingDays: String(input.job.listingDays),
    rules: input.rulesUrl,
  };
  const paragraphs = [texts.greeting, fill(event.intro, values)];
  const rejection =
    input.event === 'rejected' && input.rejection
      ? [
          [texts.rejected.reasonLabel, texts.reasons[input.rejection.reason]],
          [texts.rejected.messageLabel, input.rejection.message],
        ]
      : [];
  const next = fill(event.next, values);
  const text = [
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...rejection.flatMap(([label, value]) => [`${label}:`, value!, '']),
    next,
    '',
    `${event.button}: ${input.url}`,
    '',
    texts.signature,
    '',
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${input.locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...rejection.map(
      ([label, value]) => `<p><strong>${escapeHtml(label!)}:</strong><br><span style="white-space: pre-wrap">${escapeHtml(value!)}</span></p>`,
    ),
    `<p>${escapeHtml(next)}</p>`,
    `<p><a href="${escapeHtml(input.url)}" style="${BUTTON_STYLE}">${escapeHtml(event.button)}</a></p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to.join(', '), subject: oneLine(fill(event.subject, values)), text, html };
}
