-- Issue 23: a job's life after the editor (api/CONSOLE.md, "Job lifecycle"): submitted for review,
-- published, rejected with a reason, expired, closed; the plans companies order and an admin marks
-- paid, whose slots bound how many jobs run at once. Runs unchanged on PGlite and PostgreSQL.

-- The states. `expired` is written by the expiry sweep; until it runs, a published job past
-- valid_until is already treated as expired by every reader (openJobCondition).
alter table jobs drop constraint jobs_status_check;
alter table jobs add constraint jobs_status_check
  check (status in ('draft', 'submitted', 'published', 'rejected', 'expired', 'closed'));
-- A job waiting for its first review (or sent back from it) has never been public.
alter table jobs drop constraint jobs_published_at;
alter table jobs add constraint jobs_published_at
  check (status in ('draft', 'submitted', 'rejected') or published_at is not null);

alter table jobs
  add column submitted_at timestamptz,
  -- The last rejection: a code of the advertising rules (api/src/employer/job-lifecycle.ts) and the
  -- reviewer's words to the company; kept while the company edits, cleared by the next approval.
  add column rejection_reason text check (rejection_reason ~ '^[a-z_]+$' and length(rejection_reason) <= 40),
  add column rejection_message text check (length(rejection_message) <= 2000),
  add column rejected_at timestamptz,
  add column closed_at timestamptz,
  -- The valid_until the "expires in 5 days" mail was sent for: one mail per listing period, however
  -- often (or in how many API processes) the sweep runs; a renewal's new valid_until gets its own.
  add column expiry_warning_for timestamptz,
  add constraint jobs_rejection check (status <> 'rejected' or (rejection_reason is not null and rejected_at is not null));

-- The sweep's and the slot count's reads: published jobs by end of listing, a company's live jobs.
create index jobs_published_valid_until_idx on jobs (valid_until) where status = 'published';
create index jobs_moderation_idx on jobs (submitted_at) where status = 'submitted';

-- Jobs published and already past their end become expired (the sweep keeps it so from now on).
update jobs set status = 'expired' where status = 'published' and valid_until <= now();

-- The language the company's mails are written in: the site a member last submitted a job or
-- ordered a plan from; Czech until then (api/CONSOLE.md, "Mails").
alter table companies add column language text not null default 'cs' check (language in ('cs', 'en'));

-- A plan ordered from the price list. The plan's terms are copied at ordering, so a later change of
-- the price list changes no order; a paid order is the company's plan from paid_at for 12 months
-- (starts_at, ends_at). Payment gateways come later: an admin marks an order paid.
create table plan_orders (
  id serial primary key,
  company_id integer not null references companies (id) on delete cascade,
  plan_code text not null references price_plans (code) on update cascade,
  price_czk integer not null check (price_czk >= 0),
  price_eur integer not null check (price_eur >= 0),
  job_slots integer not null check (job_slots between 1 and 1000),
  listing_days integer not null check (listing_days between 1 and 365),
  status text not null default 'pending' check (status in ('pending', 'paid')),
  -- Who ordered it; the order outlives a deleted account.
  ordered_by integer references users (id) on delete set null,
  created_at timestamptz not null,
  paid_at timestamptz,
  -- The admin who marked it paid (the admin record keeps the e-mail too).
  paid_by integer references users (id) on delete set null,
  starts_at timestamptz,
  ends_at timestamptz,
  constraint plan_orders_paid check ((status = 'paid') = (paid_at is not null and starts_at is not null and ends_at is not null)),
  constraint plan_orders_window check (ends_at is null or ends_at > starts_at)
);
-- One order waiting for payment per company: ordering again while one waits is refused.
create unique index plan_orders_one_pending_idx on plan_orders (company_id) where status = 'pending';
create index plan_orders_company_idx on plan_orders (company_id, created_at desc);
create index plan_orders_pending_idx on plan_orders (created_at) where status = 'pending';
