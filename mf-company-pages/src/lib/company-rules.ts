/**
 * Rules of the employer start form (api/EMPLOYERS.md, "Employer start"): each answers a key of
 * `companyPages:employerStart.errors.*`, or true. The API checks the same rules; its limits are
 * repeated here (api/src/employer/company-form.ts) so a form is refused before it is sent.
 */
import { COMPANY_PHOTO_MAX_BYTES, type OwnCompanyAnswer } from '@raketa/shared/contracts';
import { isEmail } from '@raketa/shared/contracts';
import { COMPANY_SIZES, SOCIAL_LINK_KINDS, type SocialLinkKind } from '@raketa/shared/jobs';

export const LIMITS = { name: 100, shortDescription: 200, description: 5000, url: 500, email: 254 } as const;
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

const SOCIAL_HOSTS: Record<SocialLinkKind, string[]> = {
  linkedin: ['linkedin.com'],
  facebook: ['facebook.com'],
  instagram: ['instagram.com'],
  x: ['x.com', 'twitter.com'],
  github: ['github.com'],
};

const length = (value: string) => [...value.trim()].length;

export const validateName = (value: string): true | ErrorKey =>
  value.trim() === '' ? ERRORS.required : length(value) > LIMITS.name ? ERRORS.tooLong : true;

export const validateEmail = (value: string): true | ErrorKey => {
  const email = value.trim();
  if (email === '') return ERRORS.required;
  if (email.length > LIMITS.email) return ERRORS.tooLong;
  // The one e-mail rule, the API's too.
  return isEmail(email) ? true : ERRORS.email;
};

export const validateSize = (value: string): true | ErrorKey =>
  value === '' ? ERRORS.required : (COMPANY_SIZES as readonly string[]).includes(value) ? true : ERRORS.choice;

export const validateLocations = (value: string[] | false | undefined): true | ErrorKey =>
  Array.isArray(value) && value.length > 0 ? true : ERRORS.required;

/** An optional http(s) address without credentials; a social network's on its own host. */
export function validateLink(field: LinkField) {
  return (value: string): true | ErrorKey => {
    const text = value.trim();
    if (text === '') return true;
    if (text.length > LIMITS.url) return ERRORS.tooLong;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return ERRORS.url;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return ERRORS.url;
    if (field === 'website') return true;
    const host = url.hostname.toLowerCase();
    return SOCIAL_HOSTS[field].some((allowed) => host === allowed || host.endsWith(`.${allowed}`)) ? true : ERRORS.host;
  };
}

const partner: Record<TextField, TextField> = {
  shortDescriptionCs: 'descriptionCs',
  descriptionCs: 'shortDescriptionCs',
  shortDescriptionEn: 'descriptionEn',
  descriptionEn: 'shortDescriptionEn',
};

/** A description text: within its limit, and required when the other text of its language is written. */
export function validateText(field: TextField, values: () => CompanyValues) {
  return (value: string): true | ErrorKey => {
    const max = field.startsWith('short') ? LIMITS.shortDescription : LIMITS.description;
    if (length(value) > max) return ERRORS.tooLong;
    if (value.trim() === '' && values()[partner[field]].trim() !== '') return ERRORS.required;
    return true;
  };
}

/** No text of either language: one language is required (shown once, at the descriptions). */
export const noLanguage = (values: CompanyValues) => TEXT_FIELDS.every((field) => values[field].trim() === '');

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
