-- Issue 24, first slice: the applicant inbox (api/APPLICANTS.md). Each application moves through a
-- pipeline with a history of its changes, the company's team keeps internal notes on it, answers
-- from per-company templates go to the candidate by mail, and a candidate may withdraw (the CV copy
-- is then deleted). Runs unchanged on PGlite and PostgreSQL.

alter table job_applications
  add column status text not null default 'new' check (status in
    ('new', 'seen', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn')),
  -- Why a company rejected it (kept to itself: the candidate never sees the code).
  add column rejection_reason text check (rejection_reason in ('not_relevant', 'position_filled', 'other_candidate', 'other')),
  add column status_changed_at timestamptz,
  -- The language the candidate applied in (the site's): the company's answers are mailed in it.
  add column locale text not null default 'cs' check (locale in ('cs', 'en')),
  -- When the "untouched for 7 days" reminder went to the company: once per application.
  add column reminded_at timestamptz,
  add constraint job_applications_rejection check ((status = 'rejected') = (rejection_reason is not null));

-- Applications stored before this migration: the language of the job (the confirmation's is unknown).
update job_applications a set locale = j.language from jobs j where j.id = a.job_id and j.language is not null;

-- A withdrawn application keeps no CV: the three columns go together.
alter table job_applications alter column cv_filename drop not null;
alter table job_applications alter column cv_content_type drop not null;
alter table job_applications alter column cv_data drop not null;
alter table job_applications add constraint job_applications_cv_whole check (
  (cv_data is null) = (cv_filename is null) and (cv_data is null) = (cv_content_type is null));

create index job_applications_job_created_idx on job_applications (job_id, created_at desc, id desc);
-- The reminder sweep's read: applications still new and not reminded about.
create index job_applications_untouched_idx on job_applications (created_at) where status = 'new' and reminded_at is null;

-- Every change of an application's status: who (a member of the company, the candidate, or the
-- system), when, from and to, and the message mailed to the candidate with it, if any.
create table job_application_events (
  id serial primary key,
  application_id integer not null references job_applications (id) on delete cascade,
  from_status text not null,
  to_status text not null,
  rejection_reason text,
  actor text not null check (actor in ('company', 'candidate', 'system')),
  actor_user_id integer references users (id) on delete set null,
  -- The text mailed to the candidate (template filled in, or the member's own words).
  message text check (length(message) <= 10000),
  created_at timestamptz not null
);
create index job_application_events_application_idx on job_application_events (application_id, created_at, id);

-- Notes of the company's team on an application: never shown to the candidate.
create table job_application_notes (
  id serial primary key,
  application_id integer not null references job_applications (id) on delete cascade,
  author_user_id integer references users (id) on delete set null,
  body text not null check (length(body) between 1 and 5000),
  created_at timestamptz not null
);
create index job_application_notes_application_idx on job_application_notes (application_id, created_at, id);

-- A company's answers to candidates, written once and sent with a rejection or an invitation. Either
-- language may be left empty (the other is sent then), not both.
create table company_answer_templates (
  id serial primary key,
  company_id integer not null references companies (id) on delete cascade,
  kind text not null check (kind in ('rejection', 'invitation')),
  name text not null check (length(name) between 1 and 100),
  body_cs text not null default '' check (length(body_cs) <= 5000),
  body_en text not null default '' check (length(body_en) <= 5000),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (body_cs <> '' or body_en <> '')
);
create index company_answer_templates_company_idx on company_answer_templates (company_id, kind, id);
