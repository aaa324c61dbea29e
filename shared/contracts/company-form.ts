/**
 * The company profile form (`POST` / `PATCH /api/me/company`, api/EMPLOYERS.md "Employer start"),
 * written once: its fields arrive as multipart form fields, which the API checks with
 * `checkCompanyForm`, and the employer start form and the console's profile page check the fields
 * they would send with the same function (mf-company-pages/src/lib/company-rules.ts), so a limit,
 * a closed list or a link rule changed here changes both. Every invalid field is listed with its
 * first failing rule, in the API's codes; the API adds its English messages.
 *
 * Languages: a company writes its short description and description in Czech, in English or in
 * both. A language counts when both its texts are filled; at least one language must count, and a
 * language may not be half written (its other text is then `required`). The public profile shows
 * the other language's text where one is missing.
 */
import { BENEFITS, COMPANY_SIZES, LOCATIONS, SOCIAL_LINK_KINDS, TECHNOLOGY_CODES, type CompanySize, type SocialLinkKind } from '../jobs/catalog';
import { checkUrl, isEmail } from './formats';

/** Lengths in characters (code points) after trimming. */
export const COMPANY_LIMITS = { name: 100, shortDescription: 200, description: 5000, url: 500, email: 254 } as const;

/** The codes of a refused field. */
export type CompanyFieldCode =
  'required' | 'too_long' | 'invalid_email' | 'invalid_choice' | 'invalid_url' | 'invalid_host' | 'language_required' | 'unknown_field' | 'duplicate';
export interface CompanyFieldError {
  /** As the API names it: `name`, `shortDescription.cs`, `locations`, `shortDescription` (no language written). */
  field: string;
  code: CompanyFieldCode;
}

const LANGUAGES = ['cs', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const TEXT_FIELDS = ['shortDescription', 'description'] as const;

/** Where each social network's profiles live (X still answers on twitter.com). */
const SOCIAL_HOSTS: Record<SocialLinkKind, string[]> = {
  linkedin: ['linkedin.com'],
  facebook: ['facebook.com'],
  instagram: ['instagram.com'],
  x: ['x.com', 'twitter.com'],
  github: ['github.com'],
};

/** The single-valued fields; the list fields repeat (one part per code). */
export const COMPANY_FIELDS = [
  'name',
  'shortDescription.cs',
  'shortDescription.en',
  'description.cs',
  'description.en',
  'size',
  'website',
  ...SOCIAL_LINK_KINDS,
  'contactEmail',
] as const;
/**
 * Code lists, each the catalogue's closed list of `@raketa/shared/jobs`. `locations` needs one;
 * benefits and technologies may be empty (one empty part sent clears them).
 */
const LIST_FIELDS = { locations: LOCATIONS, benefits: BENEFITS, technologies: TECHNOLOGY_CODES } as const;
type ListField = keyof typeof LIST_FIELDS;
const KNOWN: readonly string[] = [...COMPANY_FIELDS, ...Object.keys(LIST_FIELDS), '_csrf'];

export interface CompanyInput {
  name: string;
  shortDescription: Record<Language, string>;
  description: Record<Language, string>;
  size: CompanySize;
  locations: string[];
  website: string | null;
  socialLinks: Partial<Record<SocialLinkKind, string>>;
  contactEmail: string;
  benefits: string[];
  technologies: string[];
}

/** A field as it arrived: its values (a repeated field has several) and whether one was cut off. */
export interface RawField {
  values: string[];
  truncated: boolean;
}

/** The form fields of a stored company, so a PATCH can lay the sent fields over them and check the whole. */
export function companyFieldsOf(company: CompanyInput): Record<string, RawField> {
  const field = (value: string | null | undefined): RawField => ({ values: value ? [value] : [], truncated: false });
  return {
    name: field(company.name),
    'shortDescription.cs': field(company.shortDescription.cs),
    'shortDescription.en': field(company.shortDescription.en),
    'description.cs': field(company.description.cs),
    'description.en': field(company.description.en),
    size: field(company.size),
    locations: { values: company.locations, truncated: false },
    website: field(company.website),
    ...Object.fromEntries(SOCIAL_LINK_KINDS.map((kind) => [kind, field(company.socialLinks[kind])])),
    contactEmail: field(company.contactEmail),
    benefits: { values: company.benefits, truncated: false },
    technologies: { values: company.technologies, truncated: false },
  };
}

const length = (value: string) => [...value].length;

export function checkCompanyForm(fields: Record<string, RawField>): { ok: true; value: CompanyInput } | { ok: false; errors: CompanyFieldError[] } {
  const errors: CompanyFieldError[] = [];
  const failed = new Set<string>();
  const fail = (field: string, code: CompanyFieldCode) => {
    if (failed.has(field)) return;
    failed.add(field);
    errors.push({ field, code });
  };
  for (const name of Object.keys(fields)) if (!KNOWN.includes(name)) fail(name, 'unknown_field');

  /** Trimmed text, '' when absent or empty; undefined after a failure. */
  const text = (field: string, max: number): string | undefined => {
    const raw = fields[field];
    if (raw && raw.values.length > 1) return void fail(field, 'duplicate');
    if (raw?.truncated) return void fail(field, 'too_long');
    const value = (raw?.values[0] ?? '').trim();
    if (length(value) > max) return void fail(field, 'too_long');
    return value;
  };
  const required = (field: string, max: number): string | undefined => {
    const value = text(field, max);
    if (value === '') return void fail(field, 'required');
    return value;
  };
  const url = (field: string, hosts?: string[]): string | null | undefined => {
    const value = text(field, COMPANY_LIMITS.url);
    if (!value) return value === '' ? null : undefined;
    const checked = checkUrl(value);
    if ('code' in checked) return void fail(field, checked.code);
    const host = new URL(checked.url).hostname;
    if (hosts && !hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) return void fail(field, 'invalid_host');
    if (length(checked.url) > COMPANY_LIMITS.url) return void fail(field, 'too_long');
    return checked.url;
  };

  const name = required('name', COMPANY_LIMITS.name);

  const texts = { shortDescription: { cs: '', en: '' }, description: { cs: '', en: '' } };
  let complete = 0;
  let halfWritten = false;
  let textsValid = true;
  for (const language of LANGUAGES) {
    const values = TEXT_FIELDS.map((kind) => text(`${kind}.${language}`, COMPANY_LIMITS[kind]));
    if (values.some((value) => value === undefined)) {
      textsValid = false;
      continue;
    }
    TEXT_FIELDS.forEach((kind, index) => (texts[kind][language] = values[index]!));
    const filled = values.filter((value) => value !== '').length;
    if (filled === TEXT_FIELDS.length) complete += 1;
    else if (filled > 0) {
      halfWritten = true;
      TEXT_FIELDS.forEach((kind, index) => values[index] === '' && fail(`${kind}.${language}`, 'required'));
    }
  }
  if (textsValid && !halfWritten && complete === 0) {
    for (const kind of TEXT_FIELDS) fail(kind, 'language_required');
  }

  const sizeText = required('size', 20);
  let size: CompanySize | undefined;
  if (sizeText !== undefined) {
    if ((COMPANY_SIZES as readonly string[]).includes(sizeText)) size = sizeText as CompanySize;
    else fail('size', 'invalid_choice');
  }

  /** The codes of a list field in the catalogue's order, each once; undefined after a failure. */
  const codes = (field: ListField, { required }: { required: boolean }): string[] | undefined => {
    const values = (fields[field]?.values ?? []).map((value) => value.trim()).filter((value) => value !== '');
    const catalogue: readonly string[] = LIST_FIELDS[field];
    if (fields[field]?.truncated) return void fail(field, 'too_long');
    if (required && values.length === 0) return void fail(field, 'required');
    if (values.some((value) => !catalogue.includes(value))) return void fail(field, 'invalid_choice');
    return catalogue.filter((code) => values.includes(code));
  };
  const locations = codes('locations', { required: true });
  const benefits = codes('benefits', { required: false });
  const technologies = codes('technologies', { required: false });

  const website = url('website');
  const socialLinks: Partial<Record<SocialLinkKind, string>> = {};
  for (const kind of SOCIAL_LINK_KINDS) {
    const link = url(kind, SOCIAL_HOSTS[kind]);
    if (link) socialLinks[kind] = link;
  }

  const contactEmail = required('contactEmail', COMPANY_LIMITS.email);
  if (contactEmail !== undefined && !isEmail(contactEmail)) fail('contactEmail', 'invalid_email');

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name: name!,
      shortDescription: texts.shortDescription,
      description: texts.description,
      size: size!,
      locations: locations!,
      website: website ?? null,
      socialLinks,
      contactEmail: contactEmail!,
      benefits: benefits!,
      technologies: technologies!,
    },
  };
}
