-- Issue 24: views of a job's public page, counted on the server (api/APPLICANTS.md, "Job views").
-- Runs unchanged on PGlite and PostgreSQL.

-- One row per job, day (UTC) and visitor: a second view the same day conflicts and is dropped, so
-- the count of rows is the count of views. The visitor is a hash salted with the day's salt (below),
-- of the account's id or of the address and user agent: no address is stored, and once the day's
-- salt is gone no one can tell whether an address was among them.
create table job_views (
  job_id integer not null references jobs (id) on delete cascade,
  day date not null,
  visitor bytea not null check (length(visitor) = 32),
  primary key (job_id, day, visitor)
);

-- The day's random salt; a new day's replaces (deletes) the older ones.
create table job_view_salts (
  day date primary key,
  salt bytea not null check (length(salt) = 32)
);

-- Cashback claims (api/APPLICANTS.md, "Cashback"): one per job, made by a member of its company when
-- the server finds the ad eligible, granted or refused by the back office with a note.
create table cashback_claims (
  id serial primary key,
  job_id integer not null unique references jobs (id) on delete cascade,
  company_id integer not null references companies (id) on delete cascade,
  claimed_by integer references users (id) on delete set null,
  -- What a grant returns, fixed when claimed (half of the ad's price, in credits).
  credits integer not null check (credits >= 0),
  status text not null default 'pending' check (status in ('pending', 'granted', 'refused')),
  created_at timestamptz not null,
  decided_at timestamptz,
  decided_by integer references users (id) on delete set null,
  note text check (length(note) <= 2000),
  constraint cashback_claims_decided check ((status = 'pending') = (decided_at is null))
);
create index cashback_claims_pending_idx on cashback_claims (created_at) where status = 'pending';
