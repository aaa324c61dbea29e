-- Issue 23: every action of an administrator is recorded (who, what, when), and the record is
-- readable in the back office. Rows are written in the transaction of the change they describe, so
-- a change without its record (or a record of a change that rolled back) cannot exist.
create table admin_actions (
  id bigserial primary key,
  -- The admin; the record outlives a deleted account (the e-mail is kept for that case).
  user_id integer references users (id) on delete set null,
  user_email text not null check (length(user_email) between 3 and 254),
  -- What was done, as `<resource>.<verb>` (api/src/admin/audit.ts lists them).
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$' and length(action) <= 60),
  -- What it was done to: a resource kind and its key (a company slug, a job id, an order id…).
  target_type text not null check (target_type ~ '^[a-z_-]+$' and length(target_type) <= 40),
  target_id text not null check (length(target_id) between 1 and 200),
  -- The details worth keeping (a rejection's reason, a plan's old and new price…).
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index admin_actions_created_at_idx on admin_actions (created_at desc, id desc);
create index admin_actions_target_idx on admin_actions (target_type, target_id, created_at desc);
