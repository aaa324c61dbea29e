/**
 * The signed-in account's own company (`GET`, `POST`, `PATCH /api/me/company`; api/EMPLOYERS.md),
 * written once: the API serialises with this schema, the type derives from it, and mf-company-pages
 * parses the answer with the struct made from it. Also the limits of the profile's photos, which
 * the console's form checks before it sends and the API checks again.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { create, type Struct } from 'superstruct';
import { COMPANY_SIZES } from '../jobs/catalog';
import { toStruct } from './schema-struct';

/** Photos a company profile shows at most (the seed gives each company three). */
export const COMPANY_PHOTOS_MAX = 6;
/** Bytes a photo may have as uploaded (a phone's photo; the image proxy scales it for each page). */
export const COMPANY_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const COMPANY_PHOTO_MAX_MB = COMPANY_PHOTO_MAX_BYTES / 1024 / 1024;

const localized = { type: 'object', required: ['cs', 'en'], properties: { cs: { type: 'string' }, en: { type: 'string' } } } as const;
const oneOf = <T extends readonly string[]>(values: T) => ({ type: 'string', enum: values }) as const;

export const ownCompanyPhotoSchema = {
  type: 'object',
  required: ['image', 'caption'],
  properties: {
    /** Image id for `/api/images/{id}`; also how a PATCH names the photos it keeps. */
    image: { type: 'integer' },
    caption: localized,
  },
} as const;

export const ownCompanySchema = {
  type: 'object',
  required: [
    '@id',
    '@type',
    'id',
    'slug',
    'name',
    'logo',
    'shortDescription',
    'description',
    'size',
    'locations',
    'website',
    'socialLinks',
    'contactEmail',
    'benefits',
    'technologies',
    'photos',
    'status',
    'approvedAt',
    'createdAt',
  ],
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: { type: 'string' },
    /** Image id for `/api/images/{id}`, or null. */
    logo: { type: ['integer', 'null'] },
    shortDescription: localized,
    description: localized,
    size: oneOf(COMPANY_SIZES),
    locations: { type: 'array', items: { type: 'string' } },
    website: { type: ['string', 'null'] },
    socialLinks: { type: 'object', additionalProperties: { type: 'string' } },
    contactEmail: { type: 'string' },
    // Codes of `@raketa/shared/jobs` `BENEFITS` and `TECHNOLOGIES`, in the catalogue's order: plain
    // strings here, so a page built before the catalogue grew still reads the answer.
    benefits: { type: 'array', items: { type: 'string' } },
    technologies: { type: 'array', items: { type: 'string' } },
    /** In the order the profile shows them. */
    photos: { type: 'array', items: ownCompanyPhotoSchema },
    /** `pending` until an admin approves it; then public at `/startup/{slug}`. */
    status: oneOf(['pending', 'approved'] as const),
    approvedAt: { type: ['string', 'null'], format: 'date-time' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export type OwnCompanyAnswer = FromSchema<typeof ownCompanySchema>;
export type OwnCompanyPhoto = FromSchema<typeof ownCompanyPhotoSchema>;

let ownCompanyStruct: Struct<OwnCompanyAnswer, unknown> | undefined;
/** The company as the API answers it, checked (throws a StructError otherwise); extra keys are ignored. */
export const parseOwnCompany = (value: unknown): OwnCompanyAnswer => create(value, (ownCompanyStruct ??= toStruct(ownCompanySchema)));
