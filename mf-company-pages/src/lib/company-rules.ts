/**
 * Rules of the company profile form (the employer start form and the console's profile page,
 * api/EMPLOYERS.md "Employer start"): each answers a key of `companyPages:errors.*`, or true. The
 * field rules are the company form contract's (`checkCompanyForm` of @raketa/shared/contracts),
 * which `POST` / `PATCH /api/me/company` check too: each field's verdict is the contract's on the
 * fields the form would send. Only the pictures' checks (type by their first bytes, size) are the
 * form's own, before anything is uploaded.
 */
import { checkCompanyForm, COMPANY_LIMITS, COMPANY_PHOTO_MAX_BYTES, type OwnCompanyAnswer, type RawField } from '@raketa/shared/contracts';
import { SOCIAL_LINK_KINDS } from '@raketa/shared/jobs';

/** The contract's lengths (characters after trimming). */
export const LIMITS = COMPANY_LIMITS;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

export const ERRORS = {
  required: 'errors.required',
  tooLong: 'errors.tooLong',
  email: 'errors.email',
  url: 'errors.url',
  host: 'errors.host',
  choice: 'errors.choice',
  languageRequired: 'errors.languageRequired',
  logoType: 'errors.logoType',
  logoSize: 'errors.logoSize',
  photoType: 'errors.photoType',
  photoSize: 'errors.photoSize',
  photosTooMany: 'errors.photosTooMany',
  invalid: 'errors.invalid',
} as const;
export type ErrorKey = (typeof ERRORS)[keyof typeof ERRORS];

export const TEXT_FIELDS = ['shortDescriptionCs', 'shortDescriptionEn', 'descriptionCs', 'descriptionEn'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const LINK_FIELDS = ['website', ...SOCIAL_LINK_KINDS] as const;
export type LinkField = (typeof LINK_FIELDS)[number];

export interface CompanyValues {
  name: string;
  logo: FileList | null;
  shortDescriptionCs: string;
  shortDescriptionEn: string;
  descriptionCs: string;
  descriptionEn: string;
  size: string;
  locations: string[];
  website: string;
  linkedin: string;
  facebook: string;
  instagram: string;
  x: string;
  github: string;
  contactEmail: string;
  /** Codes of `@raketa/shared/jobs` BENEFITS and TECHNOLOGIES (the console's profile page; the start form sends none). */
  benefits: string[];
  technologies: string[];
}

export type FormField = Exclude<keyof CompanyValues, never>;

/** The stored company as the form's values (the console's profile page starts from them; no new logo chosen). */
export function companyValuesOf(company: OwnCompanyAnswer): CompanyValues {
  return {
    name: company.name,
    logo: null,
    shortDescriptionCs: company.shortDescription.cs,
    shortDescriptionEn: company.shortDescription.en,
    descriptionCs: company.description.cs,
    descriptionEn: company.description.en,
    size: company.size,
    locations: [...company.locations],
    website: company.website ?? '',
    linkedin: company.socialLinks.linkedin ?? '',
    facebook: company.socialLinks.facebook ?? '',
    instagram: company.socialLinks.instagram ?? '',
    x: company.socialLinks.x ?? '',
    github: company.socialLinks.github ?? '',
    contactEmail: company.contactEmail,
    benefits: [...company.benefits],
    technologies: [...company.technologies],
  };
}

export const emptyValues = (contactEmail = ''): CompanyValues => ({
  name: '',
  logo: null,
  shortDescriptionCs: '',
  shortDescriptionEn: '',
  descriptionCs: '',
  descriptionEn: '',
  size: '',
  locations: [],
  website: '',
  linkedin: '',
  facebook: '',
  instagram: '',
  x: '',
  github: '',
  contactEmail,
  benefits: [],
  technologies: [],
});

/** The contract's name of each description input. */
const TEXT_PARTS: Record<TextField, string> = {
  shortDescriptionCs: 'shortDescription.cs',
  shortDescriptionEn: 'shortDescription.en',
  descriptionCs: 'description.cs',
  descriptionEn: 'description.en',
};

/** The fields the form sends, as the contract reads them (an empty input as a field sent empty). */
function partsOf(values: CompanyValues): Record<string, RawField> {
  const one = (value: string): RawField => ({ values: [value], truncated: false });
  const list = (codes: string[]): RawField => ({ values: codes, truncated: false });
  return {
    name: one(values.name),
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [TEXT_PARTS[field], one(values[field])])),
    size: one(values.size),
    locations: list(values.locations),
    ...Object.fromEntries(LINK_FIELDS.map((field) => [field, one(values[field])])),
    contactEmail: one(values.contactEmail),
    benefits: list(values.benefits),
    technologies: list(values.technologies),
  };
}

const errorsOf = (values: CompanyValues) => {
  const checked = checkCompanyForm(partsOf(values));
  return checked.ok ? [] : checked.errors;
};

/** The contract's verdict on the API field `part` when the form holds `values`: its message key, or true. */
function verdict(part: string, values: CompanyValues): true | ErrorKey {
  const error = errorsOf(values).find(({ field }) => field === part);
  return error ? messageOfCode(part, error.code) : true;
}

/** A react-hook-form `validate` of `field`: its value checked with the rest of the form (an empty form when not given). */
const rule =
  <K extends 'name' | 'size' | 'contactEmail' | LinkField>(field: K) =>
  (value: string, values?: CompanyValues): true | ErrorKey =>
    verdict(field, { ...(values ?? emptyValues()), [field]: value });

export const validateName = rule('name');
export const validateEmail = rule('contactEmail');
export const validateSize = rule('size');

export const validateLocations = (value: string[] | false | undefined, values?: CompanyValues): true | ErrorKey =>
  verdict('locations', { ...(values ?? emptyValues()), locations: Array.isArray(value) ? value : [] });

/** An optional http(s) address without credentials; a social network's on its own host. */
export const validateLink = (field: LinkField) => rule(field);

/** A description text: within its limit, and required when the other text of its language is written. */
export function validateText(field: TextField, values: () => CompanyValues) {
  return (value: string): true | ErrorKey => verdict(TEXT_PARTS[field], { ...values(), [field]: value });
}

/** No text of either language: one language is required (shown once, at the descriptions). */
export const noLanguage = (values: CompanyValues) => errorsOf(values).some(({ code }) => code === 'language_required');

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The picture type the bytes start as (what the API checks too), or undefined. */
export function logoTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | undefined {
  const starts = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  const text = (offset: number, value: string) =>
    starts(
      [...value].map((char) => char.charCodeAt(0)),
      offset,
    );
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  if (text(0, 'RIFF') && text(8, 'WEBP')) return 'image/webp';
  return undefined;
}

function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The chosen logo (optional): at most 2 MB and a PNG, JPEG or WebP by its first bytes, not its name. */
export async function validateLogo(files: FileList | null): Promise<true | ErrorKey> {
  const file = files?.[0];
  if (!file) return true;
  if (file.size > LOGO_MAX_BYTES) return ERRORS.logoSize;
  const head = await readBytes(file.slice(0, 12)).catch(() => new Uint8Array());
  return logoTypeOf(head) ? true : ERRORS.logoType;
}

/** A new profile photo (the console): at most 5 MB and a PNG, JPEG or WebP by its first bytes, as the API checks. */
export async function validatePhoto(file: File): Promise<true | ErrorKey> {
  if (file.size > COMPANY_PHOTO_MAX_BYTES) return ERRORS.photoSize;
  const head = await readBytes(file.slice(0, 12)).catch(() => new Uint8Array());
  return logoTypeOf(head) ? true : ERRORS.photoType;
}

/**
 * The form as the API takes it (multipart). Creating, empty optional fields are left out; editing
 * (`sendEmpty`), they are sent empty, which clears them (a PATCH keeps what it is not sent).
 */
export function companyFormData(values: CompanyValues, { sendEmpty = false }: { sendEmpty?: boolean } = {}): FormData {
  const form = new FormData();
  form.set('name', values.name.trim());
  const texts: [TextField, string][] = [
    ['shortDescriptionCs', 'shortDescription.cs'],
    ['shortDescriptionEn', 'shortDescription.en'],
    ['descriptionCs', 'description.cs'],
    ['descriptionEn', 'description.en'],
  ];
  for (const [field, name] of texts) if (sendEmpty || values[field].trim()) form.set(name, values[field].trim());
  form.set('size', values.size);
  for (const location of values.locations) form.append('locations', location);
  for (const field of LINK_FIELDS) if (sendEmpty || values[field].trim()) form.set(field, values[field].trim());
  form.set('contactEmail', values.contactEmail.trim());
  for (const list of ['benefits', 'technologies'] as const) {
    for (const code of values[list]) form.append(list, code);
    // One empty part clears the list (the API keeps a list it is not sent).
    if (sendEmpty && values[list].length === 0) form.set(list, '');
  }
  const logo = values.logo?.[0];
  if (logo) form.set('logo', logo, logo.name);
  return form;
}

/** The form field of an API error's field (`shortDescription.cs` → `shortDescriptionCs`). */
export function formFieldOf(apiField: string): FormField | 'descriptions' | undefined {
  const texts: Record<string, TextField> = {
    'shortDescription.cs': 'shortDescriptionCs',
    'shortDescription.en': 'shortDescriptionEn',
    'description.cs': 'descriptionCs',
    'description.en': 'descriptionEn',
  };
  if (texts[apiField]) return texts[apiField];
  if (apiField === 'shortDescription' || apiField === 'description') return 'descriptions';
  const plain: readonly string[] = ['name', 'logo', 'size', 'locations', 'contactEmail', 'benefits', 'technologies', ...LINK_FIELDS];
  return plain.includes(apiField) ? (apiField as FormField) : undefined;
}

/** The message of an API field error code. */
export function messageOfCode(field: string, code: string): ErrorKey {
  const known: Record<string, ErrorKey> = {
    required: ERRORS.required,
    too_long: ERRORS.tooLong,
    invalid_email: ERRORS.email,
    invalid_url: ERRORS.url,
    invalid_host: ERRORS.host,
    invalid_choice: ERRORS.choice,
    language_required: ERRORS.languageRequired,
    file_too_large: ERRORS.logoSize,
    invalid_image: ERRORS.logoType,
  };
  return known[code] ?? (field === 'logo' ? ERRORS.logoType : ERRORS.invalid);
}
