import { JOB_MAIL_EVENTS, jobLifecycleMail, mailDate } from './job-lifecycle-mail';

const job = { title: 'Vývojář <script>\nnový', companyName: 'Mlýnek & syn', validUntil: new Date('2032-03-31T22:30:00.000Z'), listingDays: 30 };
const base = { to: ['a@example.cz', 'b@example.cz'], job, url: 'https://raketa.cz/x?a=1&b=2', rulesUrl: 'https://raketa.cz/pravidla' };

describe('the mails of a job’s life', () => {
  it('writes every event in both languages: one-line subjects, the team as recipients, the link, escaped HTML', () => {
    for (const locale of ['cs', 'en'] as const) {
      for (const event of JOB_MAIL_EVENTS) {
        const mail = jobLifecycleMail({
          ...base,
          event,
          locale,
          ...(event === 'rejected' ? { rejection: { reason: 'duplicate', message: 'Stejné jako <b>12</b>' } } : {}),
        });
        expect(mail.to).toBe('a@example.cz, b@example.cz');
        expect(mail.subject).not.toMatch(/\n|\{\{/);
        expect(mail.subject).toContain('Vývojář <script> nový');
        expect(mail.text).toContain('https://raketa.cz/x?a=1&b=2');
        expect(mail.text).not.toContain('{{');
        expect(mail.html).toContain(`<html lang="${locale}">`);
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).toContain('href="https://raketa.cz/x?a=1&amp;b=2"');
      }
    }
  });

  it('names the reason in the rules’ words and quotes the reviewer', () => {
    const cs = jobLifecycleMail({ ...base, event: 'rejected', locale: 'cs', rejection: { reason: 'contact_details', message: 'Smažte telefon.' } });
    expect(cs.subject).toBe('Inzerát Vývojář <script> nový potřebuje úpravy');
    expect(cs.text).toContain('Důvod:\nObsahuje odkazy, e-maily nebo telefonní čísla v textu.');
    expect(cs.text).toContain('Co změnit:\nSmažte telefon.');
    expect(cs.text).toContain('https://raketa.cz/pravidla');
  });

  it('dates the end of a listing as people of the language write it, in Czech time', () => {
    // 22:30 UTC on 31 March is 1 April in Prague.
    expect(mailDate(job.validUntil, 'cs')).toBe('1. dubna 2032');
    expect(mailDate(job.validUntil, 'en')).toBe('1 April 2032');
    expect(jobLifecycleMail({ ...base, event: 'expiring', locale: 'en' }).subject).toBe('Your job ad Vývojář <script> nový expires on 1 April 2032');
  });
});
