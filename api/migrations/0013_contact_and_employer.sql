-- Issue 7: messages of the contact form, and companies that employers create themselves
-- (api/EMPLOYERS.md). Runs unchanged on PGlite and PostgreSQL.

-- Kept so nothing sent is lost when its mail fails; the mail is a copy, this is the record.
create table contact_messages (
  id serial primary key,
  name text not null check (length(name) between 1 and 200),
  email text not null check (length(email) between 3 and 254),
  subject text not null check (subject in ('candidate', 'company', 'media', 'other')),
  message text not null check (length(message) between 10 and 5000),
  locale text not null check (locale in ('cs', 'en')),
  -- The account that sent it, if signed in; the message outlives a deleted account.
  user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index contact_messages_created_at_idx on contact_messages (created_at desc);

-- Approval: only approved companies (and their jobs) are public. The default keeps every existing
-- writer (the seed, operators' SQL, tests) creating approved companies; the employer's own
-- creation (api/src/employer) is the one path that writes null, so its company waits for an admin.
alter table companies add column approved_at timestamptz default now();
update companies set approved_at = created_at;
-- The account that created the company on the site; one company per account. A deleted account
-- leaves its company (with its jobs and the applications to them) without an owner.
alter table companies add column owner_user_id integer unique references users (id) on delete set null;
create index companies_pending_idx on companies (created_at) where approved_at is null;

-- The public job list reads job_search: a job of a company waiting for approval gets no row there.
create or replace function job_search_sync() returns trigger language plpgsql as $$
begin
  if new.status <> 'published'
     or not exists (select 1 from companies where id = new.company_id and approved_at is not null) then
    delete from job_search where job_id = new.id;
    return null;
  end if;
  insert into job_search (job_id, company_id, is_top, published_at, valid_until, salary_monthly_czk, work_mode,
      seniority, fields, locations, job_types, technologies, search_title, document)
    values (new.id, new.company_id, new.is_top, new.published_at, new.valid_until, new.salary_monthly_czk, new.work_mode,
      new.seniority, new.fields, new.locations, new.job_types, new.technologies, new.search_title,
      setweight(to_tsvector('simple', new.search_title), 'A')
      || setweight(to_tsvector('simple', raketa_fold(
           coalesce((select name from companies where id = new.company_id), '') || ' '
           || array_to_string(new.technologies, ' '))), 'B'))
    on conflict (job_id) do update set
      company_id = excluded.company_id, is_top = excluded.is_top, published_at = excluded.published_at,
      valid_until = excluded.valid_until, salary_monthly_czk = excluded.salary_monthly_czk,
      work_mode = excluded.work_mode, seniority = excluded.seniority, fields = excluded.fields,
      locations = excluded.locations, job_types = excluded.job_types, technologies = excluded.technologies,
      search_title = excluded.search_title, document = excluded.document;
  return null;
end $$;

-- Approving (or withdrawing approval of) a company adds (or removes) its published jobs' list rows.
create function job_search_company_approval() returns trigger language plpgsql as $$
begin
  update jobs set status = status where company_id = new.id;
  return null;
end $$;
create trigger job_search_company_approval after update of approved_at on companies
  for each row when ((old.approved_at is null) <> (new.approved_at is null)) execute function job_search_company_approval();
