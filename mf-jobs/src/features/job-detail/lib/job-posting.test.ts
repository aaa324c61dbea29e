import { detailJob } from '../../../testing/fixtures';
import { buildJobPosting, scriptJson } from './job-posting';

const ORIGIN = 'https://www.raketa.cz';
const names: Record<string, string> = { praha: 'Praha', bratislava: 'Bratislava', berlin: 'Berlín' };
const place = (code: string) => names[code] ?? code;

describe('buildJobPosting', () => {
  it('describes an on-site or hybrid job with its places, salary, types and company', () => {
    expect(buildJobPosting(detailJob(), ORIGIN, place)).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior Backend Developer',
      description: '<p>Build <strong>launch</strong> systems.</p>',
      datePosted: '2026-11-02T09:00:00.000Z',
      dateModified: '2026-11-05T14:30:00.000Z',
      validThrough: '2026-12-31T23:59:59.000Z',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Rockets',
        sameAs: 'https://acme.example',
        logo: 'https://www.raketa.cz/api/images/11?w=256&h=256&f=png&fit=inside',
      },
      jobLocation: [
        { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Praha', addressCountry: 'CZ' } },
        { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Bratislava', addressCountry: 'SK' } },
      ],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'CZK',
        value: { '@type': 'QuantitativeValue', minValue: 90000, maxValue: 120000, unitText: 'MONTH' },
      },
      employmentType: ['FULL_TIME', 'CONTRACTOR'],
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Acme Rockets', value: '42' },
    });
  });

  it('marks a remote job TELECOMMUTE with the countries of its places, or the Czech Republic', () => {
    const remote = buildJobPosting(detailJob({ workMode: 'remote', locations: ['praha', 'brno', 'berlin'] }), ORIGIN, place);
    expect(remote.jobLocation).toBeUndefined();
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(remote.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'CZ' },
      { '@type': 'Country', name: 'DE' },
    ]);
    const anywhere = buildJobPosting(detailJob({ workMode: 'remote', locations: [] }), ORIGIN, place);
    expect(anywhere.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'CZ' }]);
  });

  it('leaves out what the job does not have: salary, expiry, website, logo', () => {
    const base = detailJob();
    const bare = buildJobPosting(
      detailJob({ salary: null, validUntil: null, jobTypes: ['internship', 'part-time'], company: { ...base.company, website: null, logo: null } }),
      ORIGIN,
    );
    expect(bare).not.toHaveProperty('baseSalary');
    expect(bare).not.toHaveProperty('validThrough');
    expect(bare.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Acme Rockets' });
    expect(bare.employmentType).toEqual(['INTERN', 'PART_TIME']);
  });

  it('gives a one-sided salary range only its known end, in the offer’s period', () => {
    const yearly = buildJobPosting(detailJob({ salary: { min: 50000, max: null, currency: 'EUR', period: 'year' } }), ORIGIN);
    expect(yearly.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 50000, unitText: 'YEAR' },
    });
  });
});

describe('scriptJson', () => {
  it('escapes < so a description cannot close the script element', () => {
    const text = scriptJson(buildJobPosting(detailJob({ description: '<p>x</p></script><script>alert(1)</script>' }), ORIGIN));
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect((JSON.parse(text) as { description: string }).description).toBe('<p>x</p></script><script>alert(1)</script>');
  });
});
