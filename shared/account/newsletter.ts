// Newsletter preferences (api/AUTH.md, "Newsletter").

export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
/** The topics a mail can be about; an unsubscribe link turns off one of them, or all. */
export const TOPICS = ['jobDigest', 'startupNews', 'coursesAndEvents', 'productTips'] as const;
export type Topic = (typeof TOPICS)[number];
/** The languages newsletter mails come in. */
export const MAIL_LANGUAGES = ['cs', 'en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** `GET`/`PUT /api/newsletter`; every field is required on a save. */
export interface Preferences {
  /** The job offers digest and how often it comes. */
  jobDigest: DigestFrequency;
  startupNews: boolean;
  /** Courses and events from StartupEDU. */
  coursesAndEvents: boolean;
  /** Product tips from Raketa. */
  productTips: boolean;
  language: MailLanguage;
}
