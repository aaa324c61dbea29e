// Server-only: who a provider's user is here. An identity is (provider, subject) → account;
// an e-mail address alone never links one to an existing account.
import type { SocialService } from '@raketa/shared/account';
import type { Queryable } from '../db/db';

export interface IdentityOwner {
  userId: number;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export class IdentityConflictError extends Error {
  constructor() {
    super('The e-mail or the identity was taken by a concurrent request');
    this.name = 'IdentityConflictError';
  }
}

export function createIdentities(db: Queryable, clock: () => Date) {
  return {
    async findOwner(provider: SocialService, subject: string): Promise<IdentityOwner | undefined> {
      const { rows } = await db.query<{ user_id: number }>('select user_id from user_identities where provider = $1 and subject = $2', [
        provider,
        subject,
      ]);
      return rows[0] && { userId: rows[0].user_id };
    },

    async touch(provider: SocialService, subject: string): Promise<void> {
      await db.query('update user_identities set last_used_at = $3::timestamptz where provider = $1 and subject = $2', [
        provider,
        subject,
        clock().toISOString(),
      ]);
    },

    /** Links to `userId`; `false` when the identity already belongs to someone (a concurrent link). */
    async link(userId: number, provider: SocialService, subject: string, email: string | undefined): Promise<boolean> {
      const now = clock().toISOString();
      const { rows } = await db.query(
        `insert into user_identities (provider, subject, user_id, email, created_at, last_used_at)
         values ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz)
         on conflict (provider, subject) do nothing returning user_id`,
        [provider, subject, userId, email ?? null, now],
      );
      return rows.length > 0;
    },

    async emailTaken(email: string): Promise<boolean> {
      const { rows } = await db.query('select 1 from users where lower(email) = lower($1)', [email]);
      return rows.length > 0;
    },

    /**
     * A candidate account without a password and its identity, both or neither.
     * Throws `IdentityConflictError` when a concurrent request took the e-mail or the identity.
     */
    async createAccount(tx: Queryable, account: { provider: SocialService; subject: string; name: string; email: string }): Promise<number> {
      const now = clock().toISOString();
      try {
        const { rows } = await tx.query<{ id: number }>(
          `insert into users (type, name, email, password_hash, created_at, updated_at)
           values ('candidate', $1, $2, null, $3::timestamptz, $3::timestamptz) returning id`,
          [account.name, account.email, now],
        );
        const userId = rows[0]!.id;
        await tx.query(
          `insert into user_identities (provider, subject, user_id, email, created_at, last_used_at)
           values ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz)`,
          [account.provider, account.subject, userId, account.email, now],
        );
        return userId;
      } catch (error) {
        if (isUniqueViolation(error)) throw new IdentityConflictError();
        throw error;
      }
    },
  };
}
