// Server-only: a company's response rate (api/APPLICANTS.md, "Response rate"), honestly computed: the
// share of its applications of the last 180 days that got an answer (a move beyond "seen", or a
// message) within 14 days. An application still inside its 14 days without an answer is not counted
// yet (it may still get one), nor one the candidate withdrew before the company answered within its
// 14 days (the company lost its chance). Below 10 counted applications there is no rate: too few to mean anything.
import { RESPONSE_RATE_ANSWER_DAYS, RESPONSE_RATE_MIN_APPLICATIONS, RESPONSE_RATE_WINDOW_DAYS, type ResponseRate } from '@raketa/shared/contracts';
import type { Queryable } from '../db/db';

const DAY = 86_400_000;

export interface RatedApplication {
  createdAt: Date;
  /** The company's first answer: a move beyond "seen" or a message; null without one. */
  answeredAt: Date | null;
  withdrawnAt: Date | null;
}

/** Answered and counted applications of `applications` at `now` (the rule above, without the minimum). */
export function answerTally(applications: readonly RatedApplication[], now: Date): { answered: number; total: number } {
  const windowStart = now.getTime() - RESPONSE_RATE_WINDOW_DAYS * DAY;
  const limit = RESPONSE_RATE_ANSWER_DAYS * DAY;
  let total = 0;
  let answered = 0;
  for (const application of applications) {
    const created = application.createdAt.getTime();
    if (created <= windowStart || created > now.getTime()) continue;
    const answerAt = application.answeredAt?.getTime();
    const deadline = created + limit;
    const answeredInTime = answerAt !== undefined && answerAt <= deadline && answerAt <= now.getTime();
    if (answeredInTime) {
      total += 1;
      answered += 1;
      continue;
    }
    const withdrawnAt = application.withdrawnAt?.getTime();
    // Withdrawn before the company's 14 days were up (and unanswered): not the company's miss.
    if (withdrawnAt !== undefined && withdrawnAt < deadline) continue;
    // Its 14 days still running: undecided.
    if (now.getTime() < deadline) continue;
    total += 1;
  }
  return { answered, total };
}

/** The rate at `now` over `applications` (any of the company's; those outside the window are left out). */
export function responseRate(applications: readonly RatedApplication[], now: Date): ResponseRate | null {
  const { answered, total } = answerTally(applications, now);
  if (total < RESPONSE_RATE_MIN_APPLICATIONS) return null;
  return { percent: Math.round((100 * answered) / total), answered, total };
}

/** The company's applications of the window with their first answer and withdrawal, and their job. */
export async function ratedApplications(db: Queryable, companyId: number, now: Date): Promise<(RatedApplication & { jobId: number })[]> {
  const { rows } = await db.query<{
    job_id: number;
    created_at: Date | string;
    answered_at: Date | string | null;
    withdrawn_at: Date | string | null;
  }>(
    `select a.job_id, a.created_at,
       (select min(e.created_at) from job_application_events e
        where e.application_id = a.id and e.actor = 'company' and (e.to_status <> 'seen' or e.message is not null)) as answered_at,
       (select min(e.created_at) from job_application_events e where e.application_id = a.id and e.to_status = 'withdrawn') as withdrawn_at
     from job_applications a join jobs j on j.id = a.job_id
     where j.company_id = $1 and a.created_at > $2::timestamptz - make_interval(days => $3::integer) and a.created_at <= $2::timestamptz`,
    [companyId, now.toISOString(), RESPONSE_RATE_WINDOW_DAYS],
  );
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    jobId: row.job_id,
    createdAt: new Date(row.created_at),
    answeredAt: date(row.answered_at),
    withdrawnAt: date(row.withdrawn_at),
  }));
}

/** The company's rate now, from its applications of the window and their histories. */
export async function companyResponseRate(db: Queryable, companyId: number, now: Date): Promise<ResponseRate | null> {
  return responseRate(await ratedApplications(db, companyId, now), now);
}
