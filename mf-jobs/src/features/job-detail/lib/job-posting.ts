/**
 * The schema.org `JobPosting` of a job detail (Google for Jobs): what the page shows, in the
 * shape search engines read. Built from the API's `JobDetail`; `origin` makes the logo absolute.
 */
import { imageUrlOf, JSON_LD_LOGO } from '@raketa/shared';
import { LOCATION_COUNTRIES, type JobDetail, type JobType, type Location } from '@raketa/shared/jobs';

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

const UNIT_TEXTS = { month: 'MONTH', year: 'YEAR', hour: 'HOUR' } as const;

/** Jobs are in the Czech Republic unless their places say otherwise. */
const DEFAULT_COUNTRY = 'CZ';

const countryOf = (code: string): string => LOCATION_COUNTRIES[code as Location] ?? DEFAULT_COUNTRY;

/** A logo as crawlers fetch it: absolute, PNG (not every crawler reads WebP or AVIF). */
/** The logo search engines get: PNG, uncropped, one of the variants the API makes ahead (JSON_LD_LOGO). */
export const logoUrl = (origin: string, imageId: number) => `${origin}${imageUrlOf(imageId, JSON_LD_LOGO)}`;

/** `placeName` names a location code (the page's language); `origin` makes the logo URL absolute. */
export function buildJobPosting(job: JobDetail, origin: string, placeName: (code: string) => string = (code) => code): Record<string, unknown> {
  const { company } = job;
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.publishedAt,
    dateModified: job.updatedAt,
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      ...(company.website ? { sameAs: company.website } : {}),
      ...(company.logo !== null ? { logo: logoUrl(origin, company.logo) } : {}),
    },
    employmentType: job.jobTypes.map((type) => EMPLOYMENT_TYPES[type]),
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: company.name, value: String(job.id) },
  };
  if (job.validUntil) posting.validThrough = job.validUntil;

  if (job.workMode === 'remote') {
    const countries = [...new Set(job.locations.map(countryOf))];
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = (countries.length ? countries : [DEFAULT_COUNTRY]).map((name) => ({ '@type': 'Country', name }));
  } else {
    // On-site and hybrid jobs are at their places (the company's when the job names none).
    const places = job.locations.length ? job.locations : company.locations;
    posting.jobLocation = places.map((code) => ({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: placeName(code), addressCountry: countryOf(code) },
    }));
  }

  if (job.salary && (job.salary.min !== null || job.salary.max !== null)) {
    const { min, max, currency, period } = job.salary;
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency,
      value: {
        '@type': 'QuantitativeValue',
        ...(min !== null ? { minValue: min } : {}),
        ...(max !== null ? { maxValue: max } : {}),
        unitText: UNIT_TEXTS[period],
      },
    };
  }
  return posting;
}

/** JSON for a <script> element: `<` escaped, so no value (a description) can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
