import type { SessionUser } from '@raketa/shared';
import type { OwnCompany } from '../../../api/own-company';

/** What the console shows a signed-in account (a visitor gets the sign-in prompt of `SignedInOnly` first). */
export type ConsoleAccess =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** A candidate account: the console is for company accounts. */
  | { kind: 'candidate' }
  /** A company account that has not created its company yet: the employer start page. */
  | { kind: 'noCompany' }
  | { kind: 'console'; company: OwnCompany };

/**
 * The console's access rule (issue 23). The account's company decides first, so a member whose
 * account is still a candidate's (api/CONSOLE.md, "Team") has the console too; without a company,
 * a candidate account is told the console is for company accounts, and a company account is sent
 * to create its company. The company's answer as react-query has it: `data` null means none; a
 * "none" being read again waits for the answer (a cached one may be stale: the account just joined).
 */
export function consoleAccess(
  user: Pick<SessionUser, 'type'>,
  company: { isPending: boolean; isError: boolean; isFetching: boolean; data: OwnCompany | null | undefined },
): ConsoleAccess {
  if (company.data) return { kind: 'console', company: company.data };
  if (company.isError) return { kind: 'failed' };
  if (company.isPending || company.data === undefined || company.isFetching) return { kind: 'loading' };
  return user.type === 'candidate' ? { kind: 'candidate' } : { kind: 'noCompany' };
}
