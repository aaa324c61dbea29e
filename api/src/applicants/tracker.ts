// Server-only: the candidate's tracker (api/APPLICANTS.md, "My applications"): every application the
// signed-in account sent, with its status in candidate terms. Built from the history, never from
// the team's notes, rejection reasons or names: none of those leave the company.
import { candidateStatusOf, type ApplicationStatus, type CandidateStatus, type MyApplication } from '@raketa/shared/contracts';
import type { Queryable } from '../db/db';
import { deletionAtSql } from './retention';

const iso = (value: Date | string) => new Date(value).toISOString();

export const myApplicationPath = (id: number) => `/api/me/applications/${id}`;

/** The account's applications, newest first (or the one `onlyId`); `retentionMonths` says when each ended job's go. */
export async function myApplications(db: Queryable, userId: number, retentionMonths: number, onlyId?: number): Promise<MyApplication[]> {
  const { rows } = await db.query<{
    id: number;
    job_id: number;
    job_slug: string;
    job_title: string;
    company_slug: string;
    company_name: string;
    logo_image_id: number | null;
    status: ApplicationStatus;
    created_at: Date | string;
    deletes_at: Date | string | null;
  }>(
    `select a.id, j.id as job_id, j.slug as job_slug, j.title as job_title, c.slug as company_slug, c.name as company_name,
       c.logo_image_id, a.status, a.created_at, ${deletionAtSql('j', retentionMonths)} as deletes_at
     from job_applications a join jobs j on j.id = a.job_id join companies c on c.id = j.company_id
     where a.user_id = $1 and ($2::int is null or a.id = $2) order by a.created_at desc, a.id desc`,
    [userId, onlyId ?? null],
  );
  if (rows.length === 0) return [];
  const { rows: events } = await db.query<{
    application_id: number;
    to_status: ApplicationStatus;
    actor: string;
    message: string | null;
    created_at: Date | string;
  }>(
    `select application_id, to_status, actor, message, created_at from job_application_events
     where application_id = any($1::int[]) order by created_at, id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => {
    const timeline: { status: CandidateStatus; at: string }[] = [{ status: 'sent', at: iso(row.created_at) }];
    let companyMessage: MyApplication['companyMessage'] = null;
    for (const event of events) {
      if (event.application_id !== row.id) continue;
      const status = candidateStatusOf(event.to_status);
      if (timeline.at(-1)!.status !== status) timeline.push({ status, at: iso(event.created_at) });
      if (event.actor === 'company' && event.message !== null) companyMessage = { text: event.message, at: iso(event.created_at) };
    }
    return {
      '@id': myApplicationPath(row.id),
      '@type': 'MyApplication' as const,
      id: row.id,
      job: { id: row.job_id, slug: row.job_slug, title: row.job_title },
      company: { slug: row.company_slug, name: row.company_name, logo: row.logo_image_id },
      appliedAt: iso(row.created_at),
      status: candidateStatusOf(row.status),
      timeline,
      companyMessage,
      ...(row.deletes_at === null ? {} : { deletesAt: iso(row.deletes_at) }),
    };
  });
}
