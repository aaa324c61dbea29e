// Server-only: the record of what administrators did (migration 0017, api/COMPANY-PAGES.md "Admin
// record"). Write it with the same `tx` as the change it describes: both commit or neither does.
import { ADMIN_ACTIONS, type AdminAction } from '@raketa/shared/contracts';
import type { Queryable } from '../db/db';

// The list is the contract's (the back office names each action): one definition.
export { ADMIN_ACTIONS, type AdminAction };

/** Who acted: the signed-in admin (`request.user`). */
export interface AdminActor {
  id: number;
  email: string;
}

export interface AdminActionTarget {
  type: string;
  id: string | number;
}

export async function recordAdminAction(
  tx: Queryable,
  actor: AdminActor,
  action: AdminAction,
  target: AdminActionTarget,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.query(`insert into admin_actions (user_id, user_email, action, target_type, target_id, details) values ($1, $2, $3, $4, $5, $6::jsonb)`, [
    actor.id,
    actor.email,
    action,
    target.type,
    String(target.id),
    JSON.stringify(details),
  ]);
}

export interface AdminActionRecord {
  id: number;
  by: { id: number | null; email: string };
  action: AdminAction;
  target: { type: string; id: string };
  details: Record<string, unknown>;
  at: string;
}

interface Row {
  id: string | number;
  user_id: number | null;
  user_email: string;
  action: AdminAction;
  target_type: string;
  target_id: string;
  details: Record<string, unknown> | string;
  created_at: Date | string;
}

/** The newest records first, `limit` of them, older than the record `before` when given (the next page). */
export async function listAdminActions(
  db: Queryable,
  options: { limit: number; before?: number; target?: AdminActionTarget },
): Promise<AdminActionRecord[]> {
  const params: unknown[] = [options.limit];
  const where: string[] = [];
  if (options.before !== undefined) where.push(`id < $${params.push(options.before)}`);
  if (options.target) where.push(`target_type = $${params.push(options.target.type)} and target_id = $${params.push(String(options.target.id))}`);
  const { rows } = await db.query<Row>(
    `select id, user_id, user_email, action, target_type, target_id, details, created_at from admin_actions
     ${where.length ? `where ${where.join(' and ')}` : ''} order by id desc limit $1`,
    params,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    by: { id: row.user_id, email: row.user_email },
    action: row.action,
    target: { type: row.target_type, id: row.target_id },
    details: typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
    at: new Date(row.created_at).toISOString(),
  }));
}
