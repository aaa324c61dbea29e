// Server-only: JSON-LD Hydra collections (the API Platform shape) for product data.
export const JSON_LD_CONTENT_TYPE = 'application/ld+json; charset=utf-8';
export const ITEMS_PER_PAGE = 20;
/** Bounds OFFSET so a huge page number cannot make the database scan forever. */
export const MAX_PAGE = 10_000;

export interface HydraView {
  '@id': string;
  '@type': 'hydra:PartialCollectionView';
  'hydra:first': string;
  'hydra:last': string;
  'hydra:previous'?: string;
  'hydra:next'?: string;
}

export interface HydraCollection<T> {
  '@context': string;
  '@id': string;
  '@type': 'hydra:Collection';
  'hydra:totalItems': number;
  'hydra:member': T[];
  'hydra:view': HydraView;
}

export function pageOffset(page: number, perPage = ITEMS_PER_PAGE): number {
  return (page - 1) * perPage;
}

export function hydraCollection<T>(options: {
  /** Resource class, e.g. `Job`; the context is served at `/api/contexts/<resource>`. */
  resource: string;
  /** Collection path, e.g. `/api/jobs`. */
  path: string;
  members: T[];
  totalItems: number;
  page: number;
  perPage?: number;
  /** Filters to keep in the view links (undefined values are dropped). */
  filters?: Record<string, string | undefined>;
}): HydraCollection<T> {
  const perPage = options.perPage ?? ITEMS_PER_PAGE;
  const lastPage = Math.max(1, Math.ceil(options.totalItems / perPage));
  const link = (page: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.filters ?? {})) {
      if (value !== undefined) params.set(key, value);
    }
    params.set('page', String(page));
    return `${options.path}?${params.toString()}`;
  };
  const view: HydraView = {
    '@id': link(options.page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': link(1),
    'hydra:last': link(lastPage),
  };
  if (options.page > 1) view['hydra:previous'] = link(Math.min(options.page - 1, lastPage));
  if (options.page < lastPage) view['hydra:next'] = link(options.page + 1);

  return {
    '@context': `/api/contexts/${options.resource}`,
    '@id': options.path,
    '@type': 'hydra:Collection',
    'hydra:totalItems': options.totalItems,
    'hydra:member': options.members,
    'hydra:view': view,
  };
}

/** Response schema of a collection whose members match `memberSchema`. */
export function hydraCollectionSchema(memberSchema: object) {
  const link = { type: 'string' } as const;
  return {
    type: 'object',
    required: ['@context', '@id', '@type', 'hydra:totalItems', 'hydra:member', 'hydra:view'],
    properties: {
      '@context': { type: 'string' },
      '@id': { type: 'string' },
      '@type': { type: 'string', const: 'hydra:Collection' },
      'hydra:totalItems': { type: 'integer' },
      'hydra:member': { type: 'array', items: memberSchema },
      'hydra:view': {
        type: 'object',
        required: ['@id', '@type', 'hydra:first', 'hydra:last'],
        properties: {
          '@id': link,
          '@type': { type: 'string' },
          'hydra:first': link,
          'hydra:last': link,
          'hydra:previous': link,
          'hydra:next': link,
        },
      },
    },
  } as const;
}

/** Query-string schema for `?page=`; Fastify's Ajv coerces and defaults it. */
export const pageQueryProperty = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_PAGE,
  default: 1,
  description: `Page number, ${ITEMS_PER_PAGE} items per page`,
} as const;
