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

  it('list the test results sent, each with its share link, and nothing without any', () => {
    const application = { name: 'Jana', email: 'jana@example.com', phone: null, linkedin: null, message: '' };
    const url = 'https://raketa.cz/test/javascript-basics/result/0d4f0a5e-0000-4000-8000-000000000001?a=1&b=2';
    const mail = applicationNotificationMail({
      to: 'jobs@raketa.example',
      application,
      job,
      cv,
      testResults: [{ title: 'JavaScript <basics>', score: 80, percentile: 75, url }],
      locale: 'en',
    });
    expect(mail.text).toContain(`Test results on Raketa:\n- JavaScript <basics>: 80%, percentile 75: ${url}\n${en.notification.percentileNote}`);
    expect(mail.html).toContain(
      '<a href="https://raketa.cz/test/javascript-basics/result/0d4f0a5e-0000-4000-8000-000000000001?a=1&amp;b=2">JavaScript &lt;basics&gt;: 80%, percentile 75</a>',
    );
    expect(
      applicationNotificationMail({
        to: 'jobs@raketa.example',
        application,
        job,
        cv,
        testResults: [{ title: 'Pracovní styl', score: 40, percentile: 10, url }],
        locale: 'cs',
      }).text,
    ).toContain('- Pracovní styl: 40 %, percentil 10:');
    // The only attempt at its test has nothing to be compared with.
    const alone = { title: 'Product sense', score: 60, percentile: null, url };
    expect(applicationNotificationMail({ to: 'jobs@raketa.example', application, job, cv, testResults: [alone], locale: 'en' }).text).toContain(
      '- Product sense: 60%, so far the only attempt at this test:',
    );

    const without = applicationNotificationMail({ to: 'jobs@raketa.example', application, job, cv, locale: 'en' });
    expect(without.text).not.toContain(en.notification.testResults);
    expect(without.html).not.toContain(en.notification.testResults);
  });
});
