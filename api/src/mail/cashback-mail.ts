// Server-only: the back office's decision on a cashback claim (texts in ./locales/cashback.{cs,en}.json),
// to the company's team in the company's language (api/APPLICANTS.md, "Cashback").
import type { MailMessage } from './mailer';
import type { MailLocale } from './password-reset-mail';
import cs from './locales/cashback.cs.json';
import en from './locales/cashback.en.json';

const TEXTS: Record<MailLocale, typeof en> = { cs, en };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export interface CashbackMailInput {
  to: string[];
  locale: MailLocale;
  granted: boolean;
  job: string;
  company: string;
  credits: number;
  note: string | null;
  /** The job in the company console. */
  url: string;
}

export function cashbackDecisionMail(input: CashbackMailInput): MailMessage {
  const texts = TEXTS[input.locale];
  const event = input.granted ? texts.granted : texts.refused;
  const values = {
    job: input.job,
    company: input.company,
    credits: new Intl.NumberFormat(input.locale === 'cs' ? 'cs-CZ' : 'en-GB').format(input.credits),
  };
  const intro = fill(event.intro, values);
  const note = input.note?.trim() ? input.note.trim() : null;
  const text = [
    texts.greeting,
    '',
    intro,
    '',
    ...(note ? [`${texts.noteLabel}:`, note, ''] : []),
    `${texts.button}: ${input.url}`,
    '',
    texts.signature,
    '',
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${input.locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(texts.greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...(note ? [`<p><strong>${escapeHtml(texts.noteLabel)}:</strong><br><span style="white-space: pre-wrap">${escapeHtml(note)}</span></p>`] : []),
    `<p><a href="${escapeHtml(input.url)}">${escapeHtml(texts.button)}</a></p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to.join(', '), subject: oneLine(fill(event.subject, values)), text, html };
}
