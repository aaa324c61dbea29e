// Server-only: the password-reset mail in the site's language (texts in ./locales/{cs,en}.json).
import type { MailMessage } from './mailer';
import cs from './locales/cs.json';
import en from './locales/en.json';

export type MailLocale = 'cs' | 'en';
const TEXTS: Record<MailLocale, typeof en> = { cs, en };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function passwordResetMail({ to, link, locale }: { to: string; link: string; locale: MailLocale }): MailMessage {
  const texts = TEXTS[locale].passwordReset;
  const intro = (email: string) => texts.intro.replace('{{email}}', email);
  const text = [texts.greeting, '', intro(to), '', link, '', texts.validity, '', texts.ignore, '', texts.signature, ''].join('\n');
  const href = escapeHtml(link);
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(texts.greeting)}</p>`,
    `<p>${escapeHtml(intro(to))}</p>`,
    `<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #111; color: #fff; text-decoration: none; border-radius: 6px">${escapeHtml(texts.button)}</a></p>`,
    `<p style="word-break: break-all"><a href="${href}">${href}</a></p>`,
    `<p>${escapeHtml(texts.validity)}</p>`,
    `<p>${escapeHtml(texts.ignore)}</p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: texts.subject, text, html };
}
