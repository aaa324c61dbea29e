-- Accounts, server-side sessions and the throttle counters every API instance shares.
-- Runs unchanged on PGlite and PostgreSQL. Two-factor, password reset and social sign-in
-- add their own columns and tables in later migrations.

create table users (
  id serial primary key,
  type text not null check (type in ('candidate', 'company')),
  name text not null check (length(name) between 1 and 200),
  -- Kept as typed; uniqueness and look-ups are case-insensitive (users_email_key).
  email text not null check (length(email) between 3 and 254),
  -- PHC-style scrypt string with its parameters and salt (api/src/auth/passwords.ts);
  -- null for accounts that only sign in through a social provider.
  password_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index users_email_key on users (lower(email));

create table sessions (
  -- SHA-256 (hex) of the cookie's random 256-bit id: a leaked table or backup holds no usable session.
  id_hash text primary key check (length(id_hash) = 64),
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  -- Sliding: moved forward as the session is used.
  idle_expires_at timestamptz not null,
  -- Fixed at creation: no session outlives it, however active.
  absolute_expires_at timestamptz not null
);

create index sessions_user_id_idx on sessions (user_id);
create index sessions_absolute_expires_at_idx on sessions (absolute_expires_at);

-- Fixed-window counters (e.g. login attempts per username+IP per minute). The database is the
-- store all API instances share, and `insert … on conflict do update` makes each hit atomic.
create table throttle_counters (
  key text not null,
  window_start timestamptz not null,
  hits integer not null,
  expires_at timestamptz not null,
  primary key (key, window_start)
);

create index throttle_counters_expires_at_idx on throttle_counters (expires_at);
