// The back office's offset paging (api/CONSOLE.md, "Back office paging"): `limit` 1-200 (50) rows from
// `offset`; the answer's `total` counts every row, so the page knows whether an older page exists.

export const PAGE_PROPERTIES = {
  limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
} as const;

export const pageQuery = { type: 'object', additionalProperties: false, properties: PAGE_PROPERTIES } as const;

export interface PageQuery {
  limit: number;
  offset: number;
}
