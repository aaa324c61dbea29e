// Response schema of a campaign (api/COMPANY-PAGES.md), shared by the public and the admin routes.
const bilingual = {
  type: 'object',
  required: ['cs', 'en'],
  properties: { cs: { type: 'string' }, en: { type: 'string' } },
} as const;
const instant = { anyOf: [{ type: 'null' }, { type: 'string', format: 'date-time' }] } as const;

export const campaignSchema = {
  type: 'object',
  required: ['@id', '@type', 'slug', 'active', 'enabled', 'startsAt', 'endsAt', 'offer'],
  properties: {
    '@context': { type: 'string' },
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    slug: { type: 'string' },
    active: { type: 'boolean' },
    enabled: { type: 'boolean' },
    startsAt: instant,
    endsAt: instant,
    offer: {
      type: 'object',
      required: ['title', 'text', 'discountPercent', 'code'],
      properties: { title: bilingual, text: bilingual, discountPercent: { type: 'integer' }, code: { type: 'string' } },
    },
  },
} as const;

export const campaignSlugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 } },
} as const;
