-- Candidate profiles and CVs (api/AUTH.md, "Profile"). One row per account, made on first save;
-- the name stays in users.name. Both go with the account (on delete cascade).
create table profiles (
  user_id integer primary key references users (id) on delete cascade,
  headline text check (length(headline) <= 120),
  location text check (length(location) <= 100),
  -- Lists of keys of api/src/profile/profile-options.ts (the API validates them, the UI translates
  -- them), as JSON arrays: the same parameter handling on PGlite and PostgreSQL.
  fields jsonb not null default '[]',
  seniority text check (seniority in ('junior', 'medior', 'senior')),
  salary_amount integer check (salary_amount between 1 and 10000000),
  salary_currency text check (salary_currency in ('CZK', 'EUR')),
  salary_period text check (salary_period in ('month', 'hour')),
  work_modes jsonb not null default '[]',
  -- [{ "language": "cs", "level": "native" }, …]
  languages jsonb not null default '[]',
  linkedin_url text check (length(linkedin_url) <= 500),
  github_url text check (length(github_url) <= 500),
  portfolio_url text check (length(portfolio_url) <= 500),
  -- The furthest onboarding step done (or skipped), so a returning user continues after it.
  onboarding_step text check (onboarding_step in ('fields', 'salary', 'location', 'cv')),
  onboarding_finished_at timestamptz,
  updated_at timestamptz not null default now(),
  -- A salary is all three parts or none.
  check (
    (salary_amount is null and salary_currency is null and salary_period is null)
    or (salary_amount is not null and salary_currency is not null and salary_period is not null)
  )
);

-- In the database, not on a local disk, so every API instance serves it.
create table profile_cvs (
  user_id integer primary key references users (id) on delete cascade,
  file_name text not null check (length(file_name) between 1 and 200),
  -- Detected from the content, never taken from the upload's Content-Type.
  media_type text not null,
  size_bytes integer not null check (size_bytes between 1 and 5242880),
  content bytea not null,
  uploaded_at timestamptz not null
);
