// Server-only: when a candidate account may turn into a company account (creating a company,
// accepting a team invitation). Job seekers and employers use separate accounts: an account that
// applied to or saved a job, or keeps a profile CV, stays a candidate's (api/EMPLOYERS.md).
import type { Queryable } from '../db/db';

export async function candidateAccountInUse(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ used: boolean }>(
    `select exists (select 1 from job_applications where user_id = $1)
         or exists (select 1 from saved_jobs where user_id = $1)
         or exists (select 1 from profile_cvs where user_id = $1) as used`,
    [userId],
  );
  return rows[0]?.used ?? false;
}
