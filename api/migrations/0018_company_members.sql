-- Issue 23: a company is run by a team (api/CONSOLE.md). Membership replaces companies.owner_user_id
-- (one source of truth), invitations bring colleagues in, and jobs gain what the job editor needs:
-- drafts that may be incomplete and a version for optimistic concurrency. Runs on PGlite and PostgreSQL.

-- An account belongs to at most one company (user_id unique); a company has at most one owner. A
-- deleted account leaves the team; its company (with its jobs) stays, without that person.
create table company_members (
  company_id integer not null references companies (id) on delete cascade,
  user_id integer not null unique references users (id) on delete cascade,
  role text not null check (role in ('owner', 'member')),
  created_at timestamptz not null default now(),
  primary key (company_id, user_id)
);
create unique index company_members_one_owner_idx on company_members (company_id) where role = 'owner';

insert into company_members (company_id, user_id, role, created_at)
  select id, owner_user_id, 'owner', created_at from companies where owner_user_id is not null;
alter table companies drop column owner_user_id;

-- A single-use link to join a company, valid 7 days. Withdrawn invitations are deleted; used ones
-- keep who used them (a used link then says so).
create table company_invitations (
  id serial primary key,
  company_id integer not null references companies (id) on delete cascade,
  email text not null check (length(email) between 3 and 254),
  -- The inviter's site language: the mail's language and the link's host.
  locale text not null check (locale in ('cs', 'en')),
  invited_by integer references users (id) on delete set null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by integer references users (id) on delete set null,
  check (expires_at > created_at)
);
create index company_invitations_company_idx on company_invitations (company_id, created_at desc);
-- One open invitation per address and company: inviting again replaces it.
create unique index company_invitations_open_idx on company_invitations (company_id, lower(email)) where accepted_at is null;
-- The links of an invitation: only each token's SHA-256 is kept, so a read of these tables lets no
-- one join. The mail job makes the token when it sends; a retried mail (same Message-ID) makes
-- another, and each stays valid with its invitation, so whichever copy arrived works.
create table company_invitation_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  invitation_id integer not null references company_invitations (id) on delete cascade,
  created_at timestamptz not null
);
create index company_invitation_tokens_invitation_idx on company_invitation_tokens (invitation_id);

-- The job editor. A draft saves as the employer types, so its texts may be empty and its codes
-- unset; every other state needs the codes (the submit checks the whole job, api/CONSOLE.md).
alter table jobs alter column language drop not null;
alter table jobs alter column seniority drop not null;
alter table jobs alter column work_mode drop not null;
alter table jobs add constraint jobs_complete_unless_draft check (
  status = 'draft' or (language is not null and seniority is not null and work_mode is not null)
);
-- A draft may hold a half-typed salary range (the employer types the lower end first); every other
-- state has a whole one or none (jobReadyForSubmit asks for one before a submit).
alter table jobs drop constraint jobs_salary_range;
alter table jobs add constraint jobs_salary_range check (status = 'draft' or salary_min is null or salary_max is null or salary_min <= salary_max);
alter table jobs drop constraint jobs_salary_currency;
alter table jobs add constraint jobs_salary_currency check (status = 'draft' or (salary_min is null and salary_max is null) = (salary_currency is null));
alter table jobs drop constraint jobs_salary_period;
alter table jobs add constraint jobs_salary_period check (status = 'draft' or (salary_currency is null) = (salary_period is null));
-- Optimistic concurrency: each saved edit raises the version; a save naming an older one is refused.
alter table jobs add column version integer not null default 1 check (version >= 1);
-- The last edit of the job's content (JSON-LD dateModified, the console's "saved at").
alter table jobs add column updated_at timestamptz not null default now();
update jobs set updated_at = coalesce(published_at, created_at);
-- A published job edited in a way the advertising rules ask a person to look at again stays
-- online; this marks it for the moderation queue (api/CONSOLE.md, "Editing a published job").
alter table jobs add column review_requested_at timestamptz;
create index jobs_company_status_idx on jobs (company_id, status, updated_at desc);
