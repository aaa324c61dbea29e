-- Companies and their job offers. Runs unchanged on PGlite and PostgreSQL.

create table companies (
  id serial primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null,
  short_description_cs text not null,
  short_description_en text not null,
  description_cs text not null,
  description_en text not null,
  founded_year integer check (founded_year between 1900 and 2100),
  size text not null check (size in ('1-10', '11-50', '51-200', '201-500', '500+')),
  type text not null check (type in ('early-stage', 'growth')),
  city text not null,
  website text,
  created_at timestamptz not null default now()
);

create table jobs (
  id serial primary key,
  company_id integer not null references companies (id) on delete cascade,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  language text not null check (language in ('cs', 'en')),
  title text not null,
  description text not null,
  fields text[] not null default '{}',
  seniority text not null check (seniority in ('junior', 'medior', 'senior', 'lead')),
  work_mode text not null check (work_mode in ('onsite', 'hybrid', 'remote')),
  city text not null,
  salary_min integer check (salary_min >= 0),
  salary_max integer check (salary_max >= 0),
  salary_currency text check (salary_currency in ('CZK', 'EUR')),
  is_hot boolean not null default false,
  is_top boolean not null default false,
  status text not null default 'draft' check (status in ('draft', 'published', 'closed')),
  published_at timestamptz,
  valid_until timestamptz,
  created_at timestamptz not null default now(),
  constraint jobs_salary_range check (salary_min is null or salary_max is null or salary_min <= salary_max),
  constraint jobs_salary_currency check ((salary_min is null and salary_max is null) = (salary_currency is null)),
  constraint jobs_published_at check (status = 'draft' or published_at is not null)
);

create index jobs_company_id_idx on jobs (company_id);
-- The public list: published offers, top first, newest first, optionally per language.
create index jobs_listing_idx on jobs (status, language, is_top desc, published_at desc);
create index jobs_fields_idx on jobs using gin (fields);
