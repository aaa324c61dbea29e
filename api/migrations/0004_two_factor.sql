-- Two-factor sign-in (api/AUTH.md). Secrets are sealed with AES-256-GCM under TWO_FACTOR_KEY
-- (api/src/two-factor/secret-box.ts): a leaked table or backup holds no usable TOTP secret.
create table two_factor (
  user_id integer primary key references users (id) on delete cascade,
  -- The confirmed secret; null until setup is confirmed, and again after it is turned off.
  secret_sealed text,
  enabled_at timestamptz,
  -- Step (unix seconds / 30) of the last accepted code: a code is accepted only for a later step,
  -- so a code (or its drifted neighbour) never works twice. Moved by a conditional update.
  last_used_step integer,
  -- An unconfirmed setup, kept apart so that starting a new setup never breaks the active one.
  pending_secret_sealed text,
  pending_created_at timestamptz,
  check ((secret_sealed is null) = (enabled_at is null)),
  check ((pending_secret_sealed is null) = (pending_created_at is null))
);

-- Single-use recovery codes: only their SHA-256 is kept; a used code stays (used_at) for the count.
create table two_factor_recovery_codes (
  user_id integer not null references users (id) on delete cascade,
  code_hash text not null check (length(code_hash) = 64),
  used_at timestamptz,
  primary key (user_id, code_hash)
);

-- A password (or social) sign-in of a two-factor account opens a session that waits for the code:
-- it signs no one in (api/src/plugins/sessions.ts) and lives minutes, not days.
alter table sessions add column second_factor_pending boolean not null default false;
