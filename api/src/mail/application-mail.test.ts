import { applicationConfirmationMail, applicationNotificationMail } from './application-mail';
import cs from './locales/application.cs.json';
import en from './locales/application.en.json';

const keys = (value: object): string[] =>
  Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'object' ? keys(inner).map((k) => `${key}.${k}`) : [key]));

const job = { title: 'Frontend <b>vývojář</b>\nnow', companyName: 'Raketa & Co', url: 'https://raketa.cz/nabidka/1/frontend' };
const cv = { filename: 'cv.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') };

describe('application mails', () => {
  it('have the same texts in both languages', () => {
    expect(keys(cs)).toEqual(keys(en));
  });

  it('escape what the candidate and the company wrote, and keep the subject on one line', () => {
    const mail = applicationNotificationMail({
      to: 'jobs@raketa.example',
      application: { name: '<script>x</script>', email: 'jana@example.com', phone: null, linkedin: null, message: '<img src=x onerror=alert(1)>' },
      job,
      cv,
      locale: 'en',
    });
    expect(mail.subject).toBe('New application for Frontend <b>vývojář</b> now: <script>x</script>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Raketa');
    // No phone or LinkedIn row when none was given.
    expect(mail.text).not.toMatch(/^Phone:/m);
    expect(mail.text).not.toMatch(/^LinkedIn:/m);
    expect(mail.attachments).toEqual([cv]);

    const confirmation = applicationConfirmationMail({ to: 'jana@example.com', name: 'Jana', job, locale: 'cs' });
    expect(confirmation.subject).toBe('Vaše odpověď na nabídku Frontend <b>vývojář</b> now ve firmě Raketa & Co');
    expect(confirmation.html).toContain('Raketa &amp; Co');
    expect(confirmation.html).not.toContain('<b>');
    expect(confirmation.text).toContain(job.url);
  });
});
