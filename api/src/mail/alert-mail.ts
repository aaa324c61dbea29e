// Server-only: the mails of job alerts (api/ALERTS.md; texts in ./locales/alert.{cs,en}.json): the
// double opt-in of a visitor's alert, and the alert's list of new jobs, which carries the RFC 2369 /
// RFC 8058 headers of its own one-click unsubscribe (that alert only) and a link to manage all.
import type { AlertFrequency } from '@raketa/shared/contracts';
import type { MailMessage } from './mailer';
import type { MailLocale } from './password-reset-mail';
import cs from './locales/alert.cs.json';
import en from './locales/alert.en.json';

const TEXTS: Record<MailLocale, typeof en> = { cs, en };
/** The texts, for names made from filters (alerts/alerts.ts). */
export const ALERT_TEXTS = TEXTS;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
const BUTTON = 'display: inline-block; padding: 10px 16px; background: #111; color: #fff; text-decoration: none; border-radius: 6px';

export function alertConfirmMail({
  to,
  locale,
  name,
  frequency,
  link,
}: {
  to: string;
  locale: MailLocale;
  name: string;
  frequency: AlertFrequency;
  link: string;
}): MailMessage {
  const texts = TEXTS[locale].confirm;
  const intro = fill(texts.intro, { email: to, name, frequency: TEXTS[locale].frequencies[frequency] });
  const text = [texts.greeting, '', intro, '', link, '', texts.validity, '', texts.ignore, '', texts.signature, ''].join('\n');
  const href = escapeHtml(link);
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(texts.greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${href}" style="${BUTTON}">${escapeHtml(texts.button)}</a></p>`,
    `<p style="word-break: break-all"><a href="${href}">${href}</a></p>`,
    `<p>${escapeHtml(texts.validity)}</p>`,
    `<p>${escapeHtml(texts.ignore)}</p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: fill(texts.subject, { name }), text, html };
}

export interface AlertMailJob {
  title: string;
  company: string;
  /** Places and work mode, already in the mail's language. */
  location: string;
  salary: { min: number | null; max: number | null; currency: string; period: 'month' | 'year' | 'hour' } | null;
  url: string;
}

export function formatSalary(salary: AlertMailJob['salary'], locale: MailLocale): string {
  const texts = TEXTS[locale];
  if (!salary || (salary.min === null && salary.max === null)) return texts.alert.noSalary;
  const number = new Intl.NumberFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', { maximumFractionDigits: 0 });
  const range =
    salary.min !== null && salary.max !== null && salary.min !== salary.max
      ? `${number.format(salary.min)}–${number.format(salary.max)}`
      : number.format((salary.min ?? salary.max)!);
  return `${range} ${salary.currency} ${texts.salaryPeriods[salary.period]}`;
}

/**
 * The alert's new jobs: at most the first `jobs` (the caller caps them), `total` of them in all; and
 * when the alert asks for them, `followed`: new jobs of the companies the account follows that its
 * filters did not match, in a section of their own with a link to the followed companies.
 */
export function alertMail({
  to,
  locale,
  name,
  jobs,
  total,
  followed,
  listUrl,
  unsubscribe,
  manageUrl,
}: {
  to: string;
  locale: MailLocale;
  name: string;
  jobs: AlertMailJob[];
  total: number;
  followed?: { jobs: AlertMailJob[]; url: string };
  listUrl: string;
  /** The page link of the footer, and the RFC 8058 one-click POST target. */
  unsubscribe: { page: string; oneClick: string };
  manageUrl: string;
}): MailMessage {
  const texts = TEXTS[locale].alert;
  const footer = TEXTS[locale].footer;
  const followedJobs = followed?.jobs ?? [];
  const count = total + followedJobs.length;
  const subject = count === 1 ? fill(texts.subjectOne, { name }) : fill(texts.subject, { name, count: String(count) });
  const rest = total - jobs.length;
  const line = (job: AlertMailJob) => [job.title, `${job.company} · ${job.location}`, formatSalary(job.salary, locale)];
  const htmlList = (list: AlertMailJob[]) => [
    '<ul style="padding-left: 0; list-style: none">',
    ...list.map((job) => {
      const [title, where, salary] = line(job).map(escapeHtml);
      return `<li style="margin-bottom: 16px"><a href="${escapeHtml(job.url)}"><strong>${title}</strong></a><br>${where}<br>${salary}</li>`;
    }),
    '</ul>',
  ];

  const text = [
    texts.greeting,
    '',
    ...(jobs.length
      ? [
          fill(texts.intro, { name }),
          '',
          ...jobs.flatMap((job) => [...line(job), job.url, '']),
          ...(rest > 0 ? [fill(texts.more, { count: String(rest) })] : [texts.button]),
          listUrl,
          '',
        ]
      : []),
    ...(followed && followedJobs.length
      ? [`${texts.followed}:`, '', ...followedJobs.flatMap((job) => [...line(job), job.url, '']), `${texts.followedLink}: ${followed.url}`, '']
      : []),
    texts.signature,
    '',
    '--',
    footer.reason,
    `${footer.unsubscribe}: ${unsubscribe.page}`,
    `${footer.manage}: ${manageUrl}`,
    '',
  ].join('\n');

  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(texts.greeting)}</p>`,
    ...(jobs.length
      ? [
          `<p>${escapeHtml(fill(texts.intro, { name }))}</p>`,
          ...htmlList(jobs),
          ...(rest > 0 ? [`<p>${escapeHtml(fill(texts.more, { count: String(rest) }))}</p>`] : []),
          `<p><a href="${escapeHtml(listUrl)}" style="${BUTTON}">${escapeHtml(texts.button)}</a></p>`,
        ]
      : []),
    ...(followed && followedJobs.length
      ? [
          `<h2 style="font-size: 18px">${escapeHtml(texts.followed)}</h2>`,
          ...htmlList(followedJobs),
          `<p><a href="${escapeHtml(followed.url)}">${escapeHtml(texts.followedLink)}</a></p>`,
        ]
      : []),
    `<p>${escapeHtml(texts.signature)}</p>`,
    '<hr style="border: 0; border-top: 1px solid #ddd">',
    `<p style="font-size: 12px; color: #666">${escapeHtml(footer.reason)}<br>`,
    `<a href="${escapeHtml(unsubscribe.page)}">${escapeHtml(footer.unsubscribe)}</a> · <a href="${escapeHtml(manageUrl)}">${escapeHtml(footer.manage)}</a></p>`,
    '</body></html>',
  ].join('\n');

  return {
    to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
