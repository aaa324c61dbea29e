// Server-only: the mail inviting a colleague into a company's team (api/CONSOLE.md, "Team"), in the
// inviter's site language (texts in ./locales/company-invitation.{cs,en}.json).
import type { MailMessage } from './mailer';
import type { MailLocale } from './password-reset-mail';
import cs from './locales/company-invitation.cs.json';
import en from './locales/company-invitation.en.json';

const TEXTS: Record<MailLocale, typeof en> = { cs, en };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
// A subject is one line: a name with a line break must not split it (or add a header).
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The day and time the link stops working, as people in Prague read it. */
const untilText = (value: Date, locale: MailLocale) =>
  new Intl.DateTimeFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Prague' }).format(value);

export interface CompanyInvitationMailInput {
  to: string;
  locale: MailLocale;
  inviter: string;
  company: string;
  link: string;
  expiresAt: Date;
}

export function companyInvitationMail({ to, locale, inviter, company, link, expiresAt }: CompanyInvitationMailInput): MailMessage {
  const texts = TEXTS[locale];
  const values = { inviter: oneLine(inviter), company: oneLine(company), email: to, until: untilText(expiresAt, locale) };
  const paragraphs = [texts.greeting, fill(texts.intro, values)];
  const after = [fill(texts.account, values), fill(texts.validity, values), texts.ignore, texts.signature];
  const text = [...paragraphs, link, ...after].flatMap((line) => [line, '']).join('\n');
  const href = escapeHtml(link);
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #111; color: #fff; text-decoration: none; border-radius: 6px">${escapeHtml(texts.button)}</a></p>`,
    `<p style="word-break: break-all"><a href="${href}">${href}</a></p>`,
    ...after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '</body></html>',
  ].join('\n');
  return { to, subject: oneLine(fill(texts.subject, values)), text, html };
}
