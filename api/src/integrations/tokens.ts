// Server-only: a company's API tokens (api/INTEGRATIONS.md, "API tokens"). A token is 32 random bytes
// behind a recognisable prefix, shown once; only its SHA-256 is stored, so a copy of the database
// holds none. `requireApiToken(scope)` guards the bearer routes: it reads the Authorization header
// only (never the session cookie), checks the scope and counts the call against the token's limit.
import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, API_TOKEN_RATE_LIMIT, API_TOKENS_MAX, type ApiToken, type ApiTokenScope } from '@raketa/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { sendProblem } from '../lib/problem';

/** The company and scopes a bearer request acts with. */
export interface TokenGrant {
  tokenId: number;
  companyId: number;
  scopes: ApiTokenScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireApiToken`; null elsewhere. */
    apiToken: TokenGrant | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
/** What the console shows of a token: the prefix and 6 characters. */
const shownPrefix = (token: string) => token.slice(0, API_TOKEN_PREFIX.length + 6);

interface TokenRow {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiTokenScope[];
  created_at: Date | string;
  created_by_name: string | null;
  last_used_at: Date | string | null;
}

const toToken = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdAt: new Date(row.created_at).toISOString(),
  createdBy: row.created_by_name,
  lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
});

const SELECT = `select t.id, t.name, t.prefix, t.scopes, t.created_at, u.name as created_by_name, t.last_used_at
  from company_api_tokens t left join users u on u.id = t.created_by`;

/** The company's tokens that are not revoked, newest first. */
export async function listTokens(db: Queryable, companyId: number): Promise<ApiToken[]> {
  const { rows } = await db.query<TokenRow>(`${SELECT} where t.company_id = $1 and t.revoked_at is null order by t.id desc`, [companyId]);
  return rows.map(toToken);
}

export class TooManyTokensError extends Error {
  constructor() {
    super(`A company has at most ${API_TOKENS_MAX} API tokens; revoke one first`);
  }
}

/** A new token: the token itself (answered this once) and its record. */
export async function createToken(
  db: Db,
  { companyId, userId, name, scopes, now }: { companyId: number; userId: number; name: string; scopes: ApiTokenScope[]; now: Date },
): Promise<{ token: string; apiToken: ApiToken }> {
  return db.transaction(async (tx) => {
    // The company's row orders concurrent creations, so the limit holds.
    await tx.query('select id from companies where id = $1 for update', [companyId]);
    const { rows: count } = await tx.query<{ n: number }>(
      'select count(*)::int as n from company_api_tokens where company_id = $1 and revoked_at is null',
      [companyId],
    );
    if (count[0]!.n >= API_TOKENS_MAX) throw new TooManyTokensError();
    const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const { rows } = await tx.query<{ id: number }>(
      `insert into company_api_tokens (company_id, name, token_hash, prefix, scopes, created_by, created_at)
       values ($1, $2, $3, $4, $5::text[], $6, $7::timestamptz) returning id`,
      [companyId, name, hashToken(token), shownPrefix(token), scopes, userId, now.toISOString()],
    );
    const { rows: created } = await tx.query<TokenRow>(`${SELECT} where t.id = $1`, [rows[0]!.id]);
    return { token, apiToken: toToken(created[0]!) };
  });
}

/** Revokes the company's token: it stops working with the next request. */
export async function revokeToken(db: Queryable, companyId: number, id: number, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'update company_api_tokens set revoked_at = $3::timestamptz where id = $1 and company_id = $2 and revoked_at is null returning id',
    [id, companyId, now.toISOString()],
  );
  return rows.length > 0;
}

/** The grant of a live token, its last use noted; undefined for an unknown or revoked one. */
export async function useToken(db: Queryable, token: string, now: Date): Promise<TokenGrant | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const { rows } = await db.query<{ id: number; company_id: number; scopes: ApiTokenScope[] }>(
    `update company_api_tokens set last_used_at = $2::timestamptz where token_hash = $1 and revoked_at is null returning id, company_id, scopes`,
    [hashToken(token), now.toISOString()],
  );
  return rows[0] && { tokenId: rows[0].id, companyId: rows[0].company_id, scopes: rows[0].scopes };
}

/**
 * An `onRequest` hook of a bearer route: 401 `invalid_token` without a live token in
 * `Authorization: Bearer`, 403 `insufficient_scope` without `scope`, 429 `rate_limited` (with
 * Retry-After) past the token's calls per minute. Sets `request.apiToken`.
 */
export function requireApiToken(scope: ApiTokenScope) {
  return async function apiTokenGuard(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
    const app = request.server;
    const match = /^Bearer ([^\s]+)$/.exec(request.headers.authorization ?? '');
    const grant = match ? await useToken(app.db, match[1]!, app.clock()) : undefined;
    if (!grant) {
      reply.header('WWW-Authenticate', 'Bearer realm="raketa", error="invalid_token"');
      return sendProblem(reply, 401, 'A valid API token is needed in Authorization: Bearer', { code: 'invalid_token' });
    }
    if (!grant.scopes.includes(scope)) {
      reply.header('WWW-Authenticate', `Bearer realm="raketa", error="insufficient_scope", scope="${scope}"`);
      return sendProblem(reply, 403, `This token lacks the ${scope} scope`, { code: 'insufficient_scope' });
    }
    const hit = await app.throttle.hit(`api-token:${grant.tokenId}`, API_TOKEN_RATE_LIMIT);
    if (!hit.allowed) {
      reply.header('Retry-After', String(hit.retryAfterSeconds));
      return sendProblem(reply, 429, 'Too many calls with this token; try again later', { code: 'rate_limited' });
    }
    request.apiToken = grant;
  };
}
