-- The job board (issue 5): richer companies and jobs, full-text search, images, saved jobs,
-- followed companies and applications. Runs unchanged on PGlite and PostgreSQL (both load
-- unaccent and pg_trgm; see api/src/db/pglite-db.ts). Codes are the closed lists of
-- @raketa/shared/jobs; the API checks them, the database keeps the shape.

-- In public, named: raketa_fold() calls public.unaccent, and a session whose search_path starts
-- elsewhere (the tests' throw-away schemas) would otherwise install them there.
create extension if not exists unaccent schema public;
create extension if not exists pg_trgm schema public;

-- unaccent() is only STABLE (its dictionary could change); this wrapper names the dictionary so
-- it can be IMMUTABLE and used in generated columns and indexes. "vývojář" -> "vyvojar".
create function raketa_fold(value text) returns text
  language sql immutable parallel safe strict
  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

-- Images are ours only: the image proxy serves rows of this table, never a fetched URL.
create table images (
  id serial primary key,
  content_type text not null check (content_type in ('image/svg+xml', 'image/png', 'image/jpeg', 'image/webp')),
  data bytea not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null default now()
);

alter table companies
  add column logo_image_id integer references images (id) on delete set null,
  add column cover_image_id integer references images (id) on delete set null,
  add column locations text[] not null default '{}',
  add column fields text[] not null default '{}',
  add column social_links jsonb not null default '{}',
  add column benefits text[] not null default '{}',
  add column technologies text[] not null default '{}',
  -- Where application notifications go until companies manage their own accounts (issue 7).
  add column contact_email text check (contact_email is null or length(contact_email) between 3 and 254),
  add column search_text text generated always as (raketa_fold(name || ' ' || short_description_cs || ' ' || short_description_en)) stored;
update companies set locations = array[lower(city)] where city is not null;
alter table companies drop column city;
create index companies_name_trgm_idx on companies using gin (search_text gin_trgm_ops);
create index companies_locations_idx on companies using gin (locations);
create index companies_fields_idx on companies using gin (fields);

create table company_photos (
  company_id integer not null references companies (id) on delete cascade,
  position integer not null check (position >= 0),
  image_id integer not null references images (id) on delete cascade,
  caption_cs text not null default '',
  caption_en text not null default '',
  primary key (company_id, position)
);

-- Jobs: `description` is sanitised HTML (the API sanitises on write; the seed writes safe markup).
update jobs set seniority = 'senior' where seniority = 'lead';
alter table jobs drop constraint jobs_seniority_check;
alter table jobs add constraint jobs_seniority_check check (seniority in ('junior', 'medior', 'senior'));
alter table jobs
  add column job_types text[] not null default '{full-time}',
  add column locations text[] not null default '{}',
  add column salary_period text check (salary_period in ('month', 'year', 'hour')),
  add column benefits text[] not null default '{}',
  add column technologies text[] not null default '{}';
update jobs set locations = array[lower(city)], salary_period = case when salary_currency is null then null else 'month' end;
alter table jobs drop column city;
alter table jobs add constraint jobs_salary_period check ((salary_currency is null) = (salary_period is null));

-- Monthly salary in CZK (upper bound, else lower) for the minimum-salary filter and salary sort.
-- EUR at a fixed 25 CZK, a year is 12 months, an hour is 1/160 of a month: a ranking aid, not payroll.
alter table jobs add column salary_monthly_czk integer generated always as (
  (coalesce(salary_max, salary_min)
    * case salary_currency when 'EUR' then 25 else 1 end
    * case salary_period when 'hour' then 160 else 1 end
    / case salary_period when 'year' then 12 else 1 end)::integer
) stored;

-- Search: a folded (diacritics-free, lower-case) text of the title, company, tags and description.
-- Full-text matching (simple config, so Czech words are not mangled by an English stemmer) plus
-- trigram similarity on the title for small typos. `search_document` is the whole text (title A,
-- company and technologies B, description C); `search_description` the description's words that
-- the title, company and technologies lack, so the list can find the few jobs a search word
-- matches only through their description without reading every match (see job_search).
alter table jobs add column search_title text not null default '';
alter table jobs add column search_document tsvector;
alter table jobs add column search_description tsvector;
-- Kept up to date by the database itself, so every writer (API, seed, operators' SQL) agrees.
create function jobs_search_refresh() returns trigger language plpgsql as $$
declare
  heading tsvector;
  description tsvector;
begin
  new.search_title := raketa_fold(new.title);
  heading := setweight(to_tsvector('simple', new.search_title), 'A')
    || setweight(to_tsvector('simple', raketa_fold(
         coalesce((select name from companies where id = new.company_id), '') || ' '
         || array_to_string(new.technologies, ' '))), 'B');
  description := setweight(to_tsvector('simple', raketa_fold(regexp_replace(new.description, '<[^>]+>', ' ', 'g'))), 'C');
  new.search_document := heading || description;
  new.search_description := ts_delete(description, tsvector_to_array(heading));
  return new;
end $$;
create trigger jobs_search_refresh before insert or update of title, description, technologies, company_id
  on jobs for each row execute function jobs_search_refresh();
update jobs set title = title;
create index jobs_search_description_idx on jobs using gin (search_description);

-- The public list reads this narrow copy of the published jobs (issue 5's speed target): counting
-- and ranking thousands of matches then reads rows of ~350 bytes instead of the wide jobs rows
-- (HTML descriptions and their lexemes, ~1.2 kB), a third of the heap pages. `document` holds the title (A), company and
-- technologies (B) only, which is what candidates mostly search; a word found only in a
-- description is looked up through jobs.search_description. Triggers keep it in step. The
-- description stays out of this table on purpose: its lexemes would triple the row width.
create table job_search (
  job_id integer primary key references jobs (id) on delete cascade,
  company_id integer not null,
  is_top boolean not null,
  published_at timestamptz not null,
  valid_until timestamptz,
  salary_monthly_czk integer,
  work_mode text not null,
  seniority text not null,
  fields text[] not null,
  locations text[] not null,
  job_types text[] not null,
  technologies text[] not null,
  search_title text not null,
  document tsvector not null
);

-- A published job gets (or refreshes) its row, any other status loses it; a deleted job cascades.
create function job_search_sync() returns trigger language plpgsql as $$
begin
  if new.status <> 'published' then
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
create trigger job_search_sync after insert or update on jobs for each row execute function job_search_sync();
-- A renamed company re-indexes its jobs (both the jobs' own documents and their list rows).
create function job_search_company_renamed() returns trigger language plpgsql as $$
begin
  update jobs set company_id = company_id where company_id = new.id;
  return null;
end $$;
create trigger job_search_company_renamed after update of name on companies
  for each row when (old.name is distinct from new.name) execute function job_search_company_renamed();
update jobs set status = status where status = 'published';

create index job_search_document_idx on job_search using gin (document);
create index job_search_title_trgm_idx on job_search using gin (search_title gin_trgm_ops);
create index job_search_newest_idx on job_search (is_top desc, published_at desc, job_id desc);
create index job_search_salary_idx on job_search (salary_monthly_czk desc nulls last, job_id desc);
create index job_search_fields_idx on job_search using gin (fields);
create index job_search_locations_idx on job_search using gin (locations);
create index job_search_technologies_idx on job_search using gin (technologies);
create index job_search_company_idx on job_search (company_id);

-- Other readers of jobs (feeds, company pages, similar jobs by id) keep these.
drop index jobs_listing_idx;
create index jobs_open_newest_idx on jobs (is_top desc, published_at desc, id desc) where status = 'published';

create table saved_jobs (
  user_id integer not null references users (id) on delete cascade,
  job_id integer not null references jobs (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, job_id)
);
create index saved_jobs_job_id_idx on saved_jobs (job_id);

create table company_follows (
  user_id integer not null references users (id) on delete cascade,
  company_id integer not null references companies (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, company_id)
);
create index company_follows_company_id_idx on company_follows (company_id);

-- An application keeps its CV in the database with it, so one transaction stores both or neither.
create table job_applications (
  id serial primary key,
  job_id integer not null references jobs (id) on delete cascade,
  user_id integer references users (id) on delete set null,
  name text not null,
  email text not null,
  phone text,
  linkedin_url text,
  message text not null default '',
  cv_filename text not null,
  -- An upload is PDF or DOCX; a CV copied from the profile may also be a Word 97 .doc (msword).
  cv_content_type text not null check (cv_content_type in (
    'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/msword')),
  cv_data bytea not null,
  created_at timestamptz not null default now()
);
-- One application per job and e-mail (case-insensitive): the second is refused, not stored.
create unique index job_applications_job_email_idx on job_applications (job_id, lower(email));
create index job_applications_user_id_idx on job_applications (user_id);
