import type { SessionUser } from '@raketa/shared';

/** The role the back office needs (api/COMPANY-PAGES.md, "Admin role"). */
export const ADMIN_ROLE = 'admin';

/** What the back office shows a signed-in account (a visitor gets the sign-in prompt of `SignedInOnly` first). */
export type BackOfficeAccess = 'admin' | 'notAdmin';

/**
 * The back office's access rule (issue 23): an account whose session names the admin role, as long
 * as the API has not refused it since (a role revoked while the page is open: the next answer is
 * `403 admin_only`, and the page then shows no data). Everyone else learns the pages are for
 * administrators; the API guards every answer anyway.
 */
export function backOfficeAccess(user: Pick<SessionUser, 'roles'>, refusedByApi: boolean): BackOfficeAccess {
  return !refusedByApi && user.roles.includes(ADMIN_ROLE) ? 'admin' : 'notAdmin';
}

/** How an answer of the admin API bears on access: the role refused, the session gone, or neither. */
export function refusalOf(status: number, code: string | undefined): 'notAdmin' | 'signedOut' | null {
  if (status === 401) return 'signedOut';
  if (status === 403 && code === 'admin_only') return 'notAdmin';
  return null;
}
