-- Issue 26: every API process keeps the open jobs' filters and orders in memory (the job index,
-- api/src/jobs/job-index.ts; api/JOBS.md, "Facets") and must see a change made through any replica
-- before its next answer. Every change of a job_search row is logged here in the same transaction,
-- with the writing transaction's id: a reader asks for the rows whose xid is at or above the oldest
-- transaction still running at its previous read (pg_snapshot_xmin), so a change committed late by
-- a long transaction is never skipped, whatever order the sequence handed out. Rows are swept a day
-- after they were written (api/src/lib/cleanup.ts); a process that has not read them for an hour
-- reloads the whole table instead.
create table job_search_changes (
  seq bigserial primary key,
  -- null: the whole table changed (a truncate).
  job_id integer,
  xid xid8 not null default pg_current_xact_id(),
  changed_at timestamptz not null default now()
);
create index job_search_changes_xid_idx on job_search_changes (xid);
create index job_search_changes_changed_at_idx on job_search_changes (changed_at);

create function job_search_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    insert into job_search_changes (job_id) values (old.job_id);
  else
    insert into job_search_changes (job_id) values (new.job_id);
  end if;
  return null;
end $$;
create trigger job_search_changed after insert or update or delete on job_search
  for each row execute function job_search_changed();

create function job_search_truncated() returns trigger language plpgsql as $$
begin
  insert into job_search_changes (job_id) values (null);
  return null;
end $$;
create trigger job_search_truncated after truncate on job_search
  for each statement execute function job_search_truncated();
