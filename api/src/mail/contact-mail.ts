// Server-only: the mails of the contact form (texts in ./locales/contact.{cs,en}.json): the message
// to the team's address (in Czech, the team's language; Reply-To the sender) and the sender's
// confirmation with a copy of what they wrote, in the language of the site they wrote from.
import type { ContactInput } from '../contact/contact-validation';
import type { MailMessage } from './mailer';
import type { MailLocale } from './password-reset-mail';
import cs from './locales/contact.cs.json';
import en from './locales/contact.en.json';

const TEXTS: Record<MailLocale, typeof en> = { cs, en };
/** The team reads Czech. */
const TEAM_LOCALE: MailLocale = 'cs';
const LANGUAGE_NAMES: Record<MailLocale, string> = { cs: 'čeština', en: 'English' };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
// A subject is one line: a name with a line break must not split it (or add a header).
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const page = (locale: MailLocale, body: string[]) =>
  [`<!doctype html><html lang="${locale}"><body style="font-family: sans-serif; line-height: 1.5">`, ...body, '</body></html>'].join('\n');

export function contactNotificationMail({ to, id, input }: { to: string; id: number; input: ContactInput }): MailMessage {
  const texts = TEXTS[TEAM_LOCALE];
  const topic = texts.subjects[input.subject];
  const rows: [string, string][] = [
    [texts.notification.name, input.name],
    [texts.notification.email, input.email],
    [texts.notification.topic, topic],
    [texts.notification.language, LANGUAGE_NAMES[input.locale]],
    [texts.notification.number, String(id)],
  ];
  const text = [
    texts.notification.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${texts.notification.message}:`,
    input.message,
    '',
  ].join('\n');
  const html = page(TEAM_LOCALE, [
    `<p>${escapeHtml(texts.notification.intro)}</p>`,
    '<table style="border-collapse: collapse">',
    ...rows.map(
      ([label, value]) => `<tr><th style="text-align: left; padding: 2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p><strong>${escapeHtml(texts.notification.message)}:</strong></p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>`,
  ]);
  return {
    to,
    subject: oneLine(fill(texts.notification.subject, { topic, name: input.name })),
    text,
    html,
    headers: { 'Reply-To': input.email },
  };
}

export function contactConfirmationMail({ input }: { input: ContactInput }): MailMessage {
  const texts = TEXTS[input.locale].confirmation;
  const values = { name: input.name, email: input.email };
  const paragraphs = [fill(texts.greeting, values), fill(texts.intro, values), texts.copy];
  const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), input.message, '', texts.ignore, '', texts.signature, ''].join('\n');
  const html = page(input.locale, [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<blockquote style="white-space: pre-wrap; border-left: 3px solid #ccc; margin: 0 0 1em; padding-left: 12px">${escapeHtml(input.message)}</blockquote>`,
    `<p>${escapeHtml(texts.ignore)}</p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
  ]);
  return { to: input.email, subject: texts.subject, text, html };
}
