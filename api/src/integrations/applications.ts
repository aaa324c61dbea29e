// Server-only: a company's applications as its integrations receive them (api/INTEGRATIONS.md,
// "The application"): the webhook's `data.application` and the bearer API's list are one shape.
import type { IntegrationApplication } from '@raketa/shared/contracts';
import type { Queryable } from '../db/db';

export const integrationCvPath = (id: number) => `/api/integrations/v1/applications/${id}/cv`;

interface Row {
  id: number;
  created_at: Date | string;
  updated_at: Date | string;
  status: string;
  rejection_reason: string | null;
  job_id: number;
  job_slug: string;
  job_title: string;
  name: string;
  email: string;
  phone: string | null;
  linkedin_url: string | null;
  message: string;
  cv_filename: string | null;
  cv_content_type: string | null;
  locale: 'cs' | 'en';
}

const COLUMNS = `a.id, a.created_at, coalesce(a.status_changed_at, a.created_at) as updated_at, a.status, a.rejection_reason,
  j.id as job_id, j.slug as job_slug, j.title as job_title, a.name, a.email, a.phone, a.linkedin_url, a.message,
  a.cv_filename, a.cv_content_type, a.locale`;

const toApplication = (row: Row): IntegrationApplication => ({
  id: row.id,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  status: row.status,
  rejectionReason: row.rejection_reason,
  job: { id: row.job_id, slug: row.job_slug, title: row.job_title },
  candidate: { name: row.name, email: row.email, phone: row.phone, linkedin: row.linkedin_url },
  message: row.message,
  cv: row.cv_filename === null ? null : { fileName: row.cv_filename, mediaType: row.cv_content_type!, url: integrationCvPath(row.id) },
  locale: row.locale,
});

/** One application of the company (or of any company when `companyId` is null: an event's own). */
export async function findIntegrationApplication(db: Queryable, id: number, companyId: number | null): Promise<IntegrationApplication | undefined> {
  const { rows } = await db.query<Row>(
    `select ${COLUMNS} from job_applications a join jobs j on j.id = a.job_id where a.id = $1 and ($2::int is null or j.company_id = $2)`,
    [id, companyId],
  );
  return rows[0] && toApplication(rows[0]);
}

/** Where a page ends: the next one starts after this change time and id. */
export interface ApplicationCursor {
  updatedAt: Date;
  id: number;
}

export const encodeCursor = ({ updatedAt, id }: ApplicationCursor) => Buffer.from(`${updatedAt.toISOString()}|${id}`).toString('base64url');

export function decodeCursor(value: string): ApplicationCursor | undefined {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|(\d{1,10})$/.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) return undefined;
  const updatedAt = new Date(match[1]!);
  return Number.isNaN(updatedAt.getTime()) ? undefined : { updatedAt, id: Number(match[2]) };
}

/**
 * The company's applications sent or changed at `since` or later, oldest change first, `limit` of
 * them after `cursor`: an ATS asks again with the last answer's `next` and misses nothing.
 */
export async function listIntegrationApplications(
  db: Queryable,
  { companyId, since, cursor, limit }: { companyId: number; since: Date; cursor?: ApplicationCursor; limit: number },
): Promise<{ applications: IntegrationApplication[]; last?: ApplicationCursor }> {
  const { rows } = await db.query<Row>(
    `select * from (
       select ${COLUMNS} from job_applications a join jobs j on j.id = a.job_id where j.company_id = $1
     ) x
     where x.updated_at >= $2::timestamptz and ($3::timestamptz is null or (x.updated_at, x.id) > ($3::timestamptz, $4::int))
     order by x.updated_at, x.id limit $5`,
    [companyId, since.toISOString(), cursor?.updatedAt.toISOString() ?? null, cursor?.id ?? 0, limit + 1],
  );
  const page = rows.slice(0, limit);
  const lastRow = rows.length > limit ? page[page.length - 1] : undefined;
  return {
    applications: page.map(toApplication),
    ...(lastRow ? { last: { updatedAt: new Date(lastRow.updated_at), id: lastRow.id } } : {}),
  };
}
