// Server-only: the mails of the applicant inbox (texts in ./locales/applicant.{cs,en}.json): a
// company's answer to a candidate (a rejection or an invitation, in the application's language, the
// company's words with Raketa's footer, Reply-To the company) and the reminder to a company's team
// about applications untouched for 7 days (in the company's language).
import type { AnswerTemplateKind } from '@raketa/shared/contracts';
import { mailDate } from './job-lifecycle-mail';
import type { MailMessage } from './mailer';
import type { MailLocale } from './password-reset-mail';
import cs from './locales/applicant.cs.json';
import en from './locales/applicant.en.json';

const TEXTS: Record<MailLocale, typeof en> = { cs, en };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const BUTTON_STYLE = 'display: inline-block; padding: 10px 16px; background: #111; color: #fff; text-decoration: none; border-radius: 6px';

export function applicantAnswerMail(input: {
  to: string;
  replyTo: string | null;
  kind: AnswerTemplateKind;
  locale: MailLocale;
  job: string;
  company: string;
  message: string;
}): MailMessage {
  const texts = TEXTS[input.locale].answer;
  const values = { job: input.job, company: input.company };
  const footer = fill(texts.footer, values);
  const text = [input.message, '', '--', footer, texts.signature, ''].join('\n');
  const html = [
    `<!doctype html><html lang="${input.locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>`,
    `<hr><p style="color: #555">${escapeHtml(footer)}<br>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: input.to,
    subject: oneLine(fill(texts[input.kind].subject, values)),
    text,
    html,
    ...(input.replyTo ? { headers: { 'Reply-To': input.replyTo } } : {}),
  };
}

export interface ReminderItem {
  name: string;
  job: string;
  appliedAt: Date;
  /** The job's page in the console. */
  url: string;
}

export function applicantReminderMail(input: { to: string[]; locale: MailLocale; company: string; items: ReminderItem[] }): MailMessage {
  const texts = TEXTS[input.locale].reminder;
  const intro = fill(texts.intro, { company: input.company });
  const lines = input.items.map((item) => ({
    label: fill(texts.item, { name: item.name, job: item.job, date: mailDate(item.appliedAt, input.locale) }),
    url: item.url,
  }));
  const subject = input.items.length === 1 ? texts.subjectOne : fill(texts.subject, { count: String(input.items.length) });
  const text = [
    texts.greeting,
    '',
    intro,
    '',
    ...lines.flatMap((line) => [`- ${line.label}`, `  ${texts.button}: ${line.url}`]),
    '',
    texts.signature,
    '',
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${input.locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(texts.greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...lines.map(
      (line) => `<li>${escapeHtml(line.label)}<br><a href="${escapeHtml(line.url)}" style="${BUTTON_STYLE}">${escapeHtml(texts.button)}</a></li>`,
    ),
    '</ul>',
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to.join(', '), subject: oneLine(subject), text, html };
}
