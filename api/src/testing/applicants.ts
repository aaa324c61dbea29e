// Test-only: applications written straight to the database (the apply route has its own tests), so
// an inbox test states only what it checks, and the calls the console and the tracker make.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { cookieHeader, csrfToken, SITE } from './auth';

export const TEST_PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

let counter = 0;

/** An application to `jobId`, `new` unless `status` says otherwise (without history: as if just sent). */
export async function insertApplication(
  db: Queryable,
  values: { jobId: number; userId?: number | null; name?: string; email?: string; locale?: 'cs' | 'en'; createdAt?: Date; message?: string },
): Promise<number> {
  counter += 1;
  const { rows } = await db.query<{ id: number }>(
    `insert into job_applications (job_id, user_id, name, email, message, cv_filename, cv_content_type, cv_data, locale, created_at)
     values ($1, $2, $3, $4, $5, 'Životopis.pdf', 'application/pdf', $6, $7, $8::timestamptz) returning id`,
    [
      values.jobId,
      values.userId ?? null,
      values.name ?? `Uchazeč ${counter}`,
      values.email ?? `candidate-${Date.now()}-${counter}@example.com`,
      values.message ?? 'Dobrý den, rád bych se přidal.',
      TEST_PDF,
      values.locale ?? 'cs',
      (values.createdAt ?? new Date()).toISOString(),
    ],
  );
  return rows[0]!.id;
}

/** A JSON call from the Czech site as the console sends it (session, CSRF cookie and header). */
export async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, session?: string, body?: unknown) {
  const token = await csrfToken(app);
  return app.inject({
    method,
    url,
    headers: {
      host: 'localhost:3000',
      origin: SITE,
      cookie: cookieHeader({ raketa_session: session, raketa_csrf: token }),
      'x-csrf-token': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** Jobs of the queue named `name`, sent or not. */
export async function queuedJobs(app: FastifyInstance, name: string): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>(`select count(*)::int as n from ${app.queue.schema}.job where name = $1`, [name]);
  return rows[0]!.n;
}
