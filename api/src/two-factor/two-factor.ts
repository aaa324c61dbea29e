// Server-only: two-factor enrolment and code checks over `two_factor` and
// `two_factor_recovery_codes` (migrations/0004_two_factor.sql; api/AUTH.md). Secrets are sealed
// at rest (secret-box.ts); every change that must not half-happen runs in one transaction.
import type { Db, Queryable } from '../db/db';
import type { SecretBox } from './secret-box';
import { enrolment, matchRecoveryCode, newRecoveryCodes, newTotpSecret, verifyTotp } from './totp';

/** An unconfirmed setup (a QR code left on a screen) can be confirmed for this long. */
export const SETUP_TTL_MS = 30 * 60 * 1000;
const TOTP_CODE = /^\d{6}$/;

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

export interface Setup {
  /** Base32, for typing into an authenticator by hand. */
  secret: string;
  uri: string;
  qrSvg: string;
}

export type ConfirmResult =
  { kind: 'ok'; recoveryCodes: string[] } | { kind: 'incorrect_code' } | { kind: 'not_started' } | { kind: 'already_enabled' };

interface TwoFactorRow {
  secret_sealed: string | null;
  enabled_at: Date | string | null;
  last_used_step: number | null;
  pending_secret_sealed: string | null;
  pending_created_at: Date | string | null;
}

// Enabling or disabling two-factor changes what a session is worth: the user's other sessions end,
// in the same transaction (the caller's own session, `keep`, stays).
const endOtherSessions = (tx: Queryable, userId: number, keep: string | undefined) =>
  tx.query('delete from sessions where user_id = $1 and id_hash is distinct from $2', [userId, keep ?? null]);

async function replaceRecoveryCodes(tx: Queryable, userId: number): Promise<string[]> {
  const { codes, hashes } = newRecoveryCodes();
  await tx.query('delete from two_factor_recovery_codes where user_id = $1', [userId]);
  for (const hash of hashes) {
    await tx.query('insert into two_factor_recovery_codes (user_id, code_hash) values ($1, $2)', [userId, hash]);
  }
  return codes;
}

export function createTwoFactor({ db, box, clock }: { db: Db; box: SecretBox; clock: () => Date }) {
  const rowOf = async (userId: number): Promise<TwoFactorRow | undefined> => {
    const { rows } = await db.query<TwoFactorRow>(
      `select secret_sealed, enabled_at, last_used_step, pending_secret_sealed, pending_created_at
       from two_factor where user_id = $1`,
      [userId],
    );
    return rows[0];
  };

  /** Whether `code` is a right TOTP code for a step after the last used one; uses that step up. */
  async function useTotpCode(userId: number, code: string): Promise<boolean> {
    const row = await rowOf(userId);
    if (!row?.secret_sealed) return false;
    const step = verifyTotp(box.open(row.secret_sealed, userId), code, clock().getTime(), row.last_used_step);
    if (step === null) return false;
    // Of two requests with the same code, only the first moves the step on.
    const { rows } = await db.query(
      `update two_factor set last_used_step = $2
       where user_id = $1 and enabled_at is not null and (last_used_step is null or last_used_step < $2)
       returning user_id`,
      [userId, step],
    );
    return rows.length === 1;
  }

  async function useRecoveryCode(userId: number, code: string): Promise<boolean> {
    const { rows } = await db.query<{ code_hash: string }>('select code_hash from two_factor_recovery_codes where user_id = $1 and used_at is null', [
      userId,
    ]);
    const index = matchRecoveryCode(
      code,
      rows.map((row) => row.code_hash),
    );
    if (index === -1) return false;
    const used = await db.query(
      `update two_factor_recovery_codes set used_at = $3::timestamptz
       where user_id = $1 and code_hash = $2 and used_at is null returning user_id`,
      [userId, rows[index]!.code_hash, clock().toISOString()],
    );
    return used.rows.length === 1;
  }

  return {
    async isEnabled(userId: number): Promise<boolean> {
      return Boolean((await rowOf(userId))?.enabled_at);
    },

    async status(userId: number): Promise<TwoFactorStatus> {
      const row = await rowOf(userId);
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from two_factor_recovery_codes where user_id = $1 and used_at is null',
        [userId],
      );
      const enabledAt = row?.enabled_at ? new Date(row.enabled_at).toISOString() : null;
      return { enabled: enabledAt !== null, enabledAt, recoveryCodesLeft: enabledAt === null ? 0 : rows[0]!.n };
    },

    /** A new pending secret (replacing an earlier unconfirmed one); the active setup is untouched. */
    async startSetup(user: { id: number; email: string }): Promise<{ kind: 'ok'; setup: Setup } | { kind: 'already_enabled' }> {
      const secret = newTotpSecret();
      const { rows } = await db.query(
        `insert into two_factor (user_id, pending_secret_sealed, pending_created_at) values ($1, $2, $3::timestamptz)
         on conflict (user_id) do update
           set pending_secret_sealed = excluded.pending_secret_sealed, pending_created_at = excluded.pending_created_at
           where two_factor.enabled_at is null
         returning user_id`,
        [user.id, box.seal(secret, user.id), clock().toISOString()],
      );
      if (rows.length === 0) return { kind: 'already_enabled' };
      return { kind: 'ok', setup: { secret, ...(await enrolment(secret, user.email)) } };
    },

    /** Enables two-factor when `code` matches the pending secret; answers the new recovery codes once. */
    async confirmSetup(userId: number, code: string, keepSession: string | undefined): Promise<ConfirmResult> {
      const row = await rowOf(userId);
      if (row?.enabled_at) return { kind: 'already_enabled' };
      const now = clock();
      if (!row?.pending_secret_sealed || new Date(row.pending_created_at!).getTime() + SETUP_TTL_MS <= now.getTime()) {
        return { kind: 'not_started' };
      }
      const step = verifyTotp(box.open(row.pending_secret_sealed, userId), code, now.getTime(), null);
      if (step === null) return { kind: 'incorrect_code' };

      return db.transaction(async (tx) => {
        // The confirming code's step counts as used: it cannot also complete a sign-in.
        const { rows } = await tx.query(
          `update two_factor
           set secret_sealed = pending_secret_sealed, enabled_at = $3::timestamptz, last_used_step = $4,
               pending_secret_sealed = null, pending_created_at = null
           where user_id = $1 and enabled_at is null and pending_secret_sealed = $2
           returning user_id`,
          [userId, row.pending_secret_sealed, now.toISOString(), step],
        );
        // A concurrent confirmation (or a newer setup) got there first.
        if (rows.length === 0) return { kind: 'not_started' as const };
        const recoveryCodes = await replaceRecoveryCodes(tx, userId);
        await endOtherSessions(tx, userId, keepSession);
        return { kind: 'ok' as const, recoveryCodes };
      });
    },

    async disable(userId: number, keepSession: string | undefined): Promise<'ok' | 'not_enabled'> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ enabled_at: Date | string | null }>('delete from two_factor where user_id = $1 returning enabled_at', [
          userId,
        ]);
        if (!rows[0]?.enabled_at) return 'not_enabled';
        await tx.query('delete from two_factor_recovery_codes where user_id = $1', [userId]);
        await endOtherSessions(tx, userId, keepSession);
        return 'ok';
      });
    },

    /** Ten new recovery codes; the earlier ones stop working. */
    async regenerateRecoveryCodes(userId: number): Promise<string[] | 'not_enabled'> {
      return db.transaction(async (tx) => {
        // Locks the row, so a concurrent disable cannot leave codes behind.
        const { rows } = await tx.query('select 1 from two_factor where user_id = $1 and enabled_at is not null for update', [userId]);
        if (rows.length === 0) return 'not_enabled';
        return replaceRecoveryCodes(tx, userId);
      });
    },

    /** A six-digit TOTP code or an unused recovery code of an enabled account; each works once. */
    async verify(userId: number, rawCode: string): Promise<boolean> {
      const code = rawCode.trim();
      if (code === '' || code.length > 64) return false;
      return TOTP_CODE.test(code) ? useTotpCode(userId, code) : useRecoveryCode(userId, code);
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
