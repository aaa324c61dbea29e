// Server-only: the mails of a job application (texts in ./locales/application.{cs,en}.json): the
// candidate's confirmation and the company's notification with the CV attached and the test results
// the candidate chose to send.
import type { MailAttachment, MailMessage } from './mailer';
import type { MailLocale } from './password-reset-mail';
import cs from './locales/application.cs.json';
import en from './locales/application.en.json';

const TEXTS: Record<MailLocale, typeof en> = { cs, en };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
// A subject is one line: a job title or name with a line break must not split it.
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const BUTTON_STYLE = 'display: inline-block; padding: 10px 16px; background: #111; color: #fff; text-decoration: none; border-radius: 6px';

export interface ApplicationMailJob {
  title: string;
  companyName: string;
  /** The job's page on the site of the mail's language. */
  url: string;
}

export function applicationConfirmationMail({
  to,
  name,
  job,
  locale,
}: {
  to: string;
  name: string;
  job: ApplicationMailJob;
  locale: MailLocale;
}): MailMessage {
  const texts = TEXTS[locale].confirmation;
  const values = { name, email: to, job: job.title, company: job.companyName };
  const paragraphs = [fill(texts.greeting, values), fill(texts.intro, values), fill(texts.next, values)];
  const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), job.url, '', texts.signature, ''].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(job.url)}" style="${BUTTON_STYLE}">${escapeHtml(texts.button)}</a></p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: oneLine(fill(texts.subject, { job: job.title, company: job.companyName })), text, html };
}

export interface ApplicationDetails {
  name: string;
  email: string;
  phone: string | null;
  linkedin: string | null;
  message: string;
}

/** A test result sent with the application, in the mail's language. */
export interface ApplicationMailTestResult {
  title: string;
  /** Whole percent. */
  score: number;
  /** Share (%) of the test's other attempts that scored lower; null when it is the only attempt. */
  percentile: number | null;
  /** The result's public page on the site of the mail's language. */
  url: string;
}

/** To the company's contact address; Reply-To is the candidate, so answering writes to them. */
export function applicationNotificationMail({
  to,
  application,
  job,
  cv,
  testResults = [],
  locale,
}: {
  to: string;
  application: ApplicationDetails;
  job: ApplicationMailJob;
  cv: MailAttachment;
  testResults?: ApplicationMailTestResult[];
  locale: MailLocale;
}): MailMessage {
  const texts = TEXTS[locale].notification;
  const values = { name: application.name, job: job.title };
  const resultLine = (result: ApplicationMailTestResult) =>
    result.percentile === null
      ? fill(texts.testResultAlone, { title: result.title, score: String(result.score) })
      : fill(texts.testResult, { title: result.title, score: String(result.score), percentile: String(result.percentile) });
  const rows: [string, string][] = [
    [texts.name, application.name],
    [texts.email, application.email],
    ...(application.phone ? [[texts.phone, application.phone] as [string, string]] : []),
    ...(application.linkedin ? [[texts.linkedin, application.linkedin] as [string, string]] : []),
    [texts.cv, cv.filename],
  ];
  const text = [
    texts.greeting,
    '',
    fill(texts.intro, values),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(application.message ? ['', `${texts.message}:`, application.message] : []),
    ...(testResults.length > 0
      ? ['', `${texts.testResults}:`, ...testResults.map((result) => `- ${resultLine(result)}: ${result.url}`), texts.percentileNote]
      : []),
    '',
    job.url,
    '',
    texts.signature,
    '',
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(texts.greeting)}</p>`,
    `<p>${escapeHtml(fill(texts.intro, values))}</p>`,
    '<table style="border-collapse: collapse">',
    ...rows.map(([label, value]) => {
      const shown = label === texts.linkedin ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
      return `<tr><th style="text-align: left; padding: 2px 12px 2px 0">${escapeHtml(label)}</th><td>${shown}</td></tr>`;
    }),
    '</table>',
    ...(application.message
      ? [`<p><strong>${escapeHtml(texts.message)}:</strong></p>`, `<p style="white-space: pre-wrap">${escapeHtml(application.message)}</p>`]
      : []),
    ...(testResults.length > 0
      ? [
          `<p><strong>${escapeHtml(texts.testResults)}:</strong></p>`,
          '<ul>',
          ...testResults.map((result) => `<li><a href="${escapeHtml(result.url)}">${escapeHtml(resultLine(result))}</a></li>`),
          '</ul>',
          `<p style="color: #555; font-size: 90%">${escapeHtml(texts.percentileNote)}</p>`,
        ]
      : []),
    `<p><a href="${escapeHtml(job.url)}" style="${BUTTON_STYLE}">${escapeHtml(texts.button)}</a></p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject: oneLine(fill(texts.subject, values)),
    text,
    html,
    headers: { 'Reply-To': application.email },
    attachments: [cv],
  };
}
