// Server-only: newsletter-type mails (texts in ./locales/newsletter.{cs,en}.json). Each carries an
// unsubscribe footer with its own link and the RFC 2369 / RFC 8058 headers, so mail clients can
// offer a one-click unsubscribe that POSTs to the API without a session.
import type { MailMessage } from './mailer';
import type { MailLocale } from './password-reset-mail';
import cs from './locales/newsletter.cs.json';
import en from './locales/newsletter.en.json';

const TEXTS: Record<MailLocale, typeof en> = { cs, en };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);

export interface UnsubscribeLinks {
  /** The page that shows what will be unsubscribed, with a button (a GET changes nothing). */
  page: string;
  /** The RFC 8058 one-click target: a POST there unsubscribes. */
  oneClick: string;
}

interface Body {
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** A button under the paragraph of the same index (html), its link on a line of its own (text). */
  buttons?: Record<number, { label: string; href: string }>;
}

/** A newsletter-type message: the body, the unsubscribe footer and the List-Unsubscribe headers. */
export function newsletterMessage({
  to,
  subject,
  locale,
  body,
  unsubscribe,
  settings,
}: {
  to: string;
  subject: string;
  locale: MailLocale;
  body: Body;
  unsubscribe: UnsubscribeLinks;
  settings: string;
}): MailMessage {
  const footer = TEXTS[locale].footer;
  const textParts: string[] = [];
  body.paragraphs.forEach((paragraph, index) => {
    textParts.push(paragraph, '');
    const button = body.buttons?.[index];
    if (button) textParts.push(button.href, '');
  });
  textParts.push('--', footer.reason, fill(footer.unsubscribe, { link: unsubscribe.page }), `${footer.settings}: ${settings}`, '');

  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    ...body.paragraphs.flatMap((paragraph, index) => {
      const button = body.buttons?.[index];
      return [
        `<p>${escapeHtml(paragraph)}</p>`,
        ...(button
          ? [
              `<p><a href="${escapeHtml(button.href)}" style="display: inline-block; padding: 10px 16px; background: #111; color: #fff; text-decoration: none; border-radius: 6px">${escapeHtml(button.label)}</a></p>`,
            ]
          : []),
      ];
    }),
    '<hr style="border: 0; border-top: 1px solid #ddd">',
    `<p style="font-size: 12px; color: #666">${escapeHtml(footer.reason)}<br>`,
    `<a href="${escapeHtml(unsubscribe.page)}">${escapeHtml(footer.unsubscribeLink)}</a> · <a href="${escapeHtml(settings)}">${escapeHtml(footer.settings)}</a></p>`,
    '</body></html>',
  ].join('\n');

  return {
    to,
    subject,
    text: textParts.join('\n'),
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The welcome mail of a new candidate, in the language of the site they registered on. */
export function welcomeMail({
  to,
  name,
  locale,
  jobsUrl,
  settingsUrl,
  unsubscribe,
}: {
  to: string;
  name: string;
  locale: MailLocale;
  jobsUrl: string;
  settingsUrl: string;
  unsubscribe: UnsubscribeLinks;
}): MailMessage {
  const texts = TEXTS[locale].welcome;
  return newsletterMessage({
    to,
    subject: texts.subject,
    locale,
    settings: settingsUrl,
    unsubscribe,
    body: {
      paragraphs: [fill(texts.greeting, { name }), fill(texts.intro, { email: to }), texts.next, texts.newsletter, texts.signature],
      buttons: { 2: { label: texts.button, href: jobsUrl }, 3: { label: TEXTS[locale].footer.settings, href: settingsUrl } },
    },
  });
}
