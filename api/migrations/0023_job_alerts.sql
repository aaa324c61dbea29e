-- Issue 25, first slice: job alerts (api/ALERTS.md). A saved search of the job list that mails new
-- matching jobs instantly, daily or weekly. Runs unchanged on PGlite and PostgreSQL.

-- When a job was first public: a renewal or a second approval sets published_at again, and an
-- alert mails a job once, when it first appears.
alter table jobs add column first_published_at timestamptz;
update jobs set first_published_at = published_at where published_at is not null;

create function jobs_first_published() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    new.first_published_at := coalesce(old.first_published_at, new.published_at);
  else
    new.first_published_at := coalesce(new.first_published_at, new.published_at);
  end if;
  return new;
end $$;
create trigger jobs_first_published before insert or update on jobs for each row execute function jobs_first_published();
-- The alert run's read: jobs first published after the oldest watermark of a batch.
create index jobs_first_published_idx on jobs (first_published_at) where status = 'published';

create table job_alerts (
  id serial primary key,
  -- The account it belongs to; null for a visitor's alert (joined to the account that later signs
  -- up or in with `email`).
  user_id integer references users (id) on delete cascade,
  email text not null check (length(email) between 3 and 254),
  -- The job list's query parameters as GET /api/jobs reads them (parseJobSearch), e.g.
  -- {"fields": "development", "q": "python"}: the list's own parser and search run on them.
  query jsonb not null,
  name text not null check (length(name) between 1 and 100),
  frequency text not null check (frequency in ('instant', 'daily', 'weekly')),
  language text not null check (language in ('cs', 'en')),
  status text not null check (status in ('pending', 'active', 'paused')),
  -- The newsletter's job digest (one per account, made from the profile), or an alert of its own.
  kind text not null default 'search' check (kind in ('search', 'digest')),
  -- Jobs first published up to this time have been considered (mailed or matched nothing).
  watermark timestamptz not null,
  -- The last daily or weekly period sent (its start, Europe/Prague, as YYYY-MM-DD); null for instant.
  sent_period text,
  -- SHA-256 of the double opt-in token of a visitor's alert (made by its mail's job; null once
  -- confirmed, and for accounts' alerts).
  confirm_token_hash text unique,
  confirm_expires_at timestamptz,
  -- Signs the alert's one-click unsubscribe link (HMAC-SHA256 of its id): not guessable, and
  -- deleting the alert makes its links void.
  unsubscribe_key bytea not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index job_alerts_user_idx on job_alerts (user_id, id);
create index job_alerts_email_idx on job_alerts (lower(email)) where user_id is null;
create unique index job_alerts_digest_idx on job_alerts (user_id) where kind = 'digest';
-- The run's read: active alerts in id order.
create index job_alerts_active_idx on job_alerts (id) where status = 'active';
