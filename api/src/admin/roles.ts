// Server-only: the account roles (users.roles, migration 0012). One for now: `admin`, who may
// change the price list and switch campaigns (api/COMPANY-PAGES.md). Granted by the operators'
// command line (`npm run admin -w @raketa/api -- grant-admin <email>`), never through the API.
export const ROLES = ['admin'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
