-- Password reset links (api/AUTH.md): single use, valid 60 minutes. Only the SHA-256 of the
-- mailed token is kept, so a leaked table or backup cannot reset anyone's password.
create table password_reset_tokens (
  token_hash text primary key check (length(token_hash) = 64),
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  -- Set when the link sets a password; a used link stays to answer "already used", not "unknown".
  used_at timestamptz
);

create index password_reset_tokens_user_id_idx on password_reset_tokens (user_id);
