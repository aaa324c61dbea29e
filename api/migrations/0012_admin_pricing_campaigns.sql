-- Issue 7: the admin role, the price list product owners edit at runtime, and the campaigns they
-- switch on and off (api/COMPANY-PAGES.md). The rows themselves come from the seed (db/seed.ts).

-- Roles of an account; every one must be known (only `admin` so far; api/src/admin/roles.ts).
-- Granted and revoked by the operators' command line, never through the API.
alter table users add column roles text[] not null default '{}'
  constraint users_roles_known check (roles <@ array['admin']::text[]);

-- Prices are whole units (CZK, EUR) excluding VAT; texts in both languages.
create table price_plans (
  code text primary key check (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(code) <= 50),
  position integer not null,
  name_cs text not null check (length(name_cs) between 1 and 100),
  name_en text not null check (length(name_en) between 1 and 100),
  summary_cs text not null check (length(summary_cs) between 1 and 500),
  summary_en text not null check (length(summary_en) between 1 and 500),
  features_cs text[] not null default '{}',
  features_en text[] not null default '{}',
  price_czk integer not null check (price_czk between 0 and 10000000),
  price_eur integer not null check (price_eur between 0 and 1000000),
  -- How long each listing of the plan stays published, and how many jobs run at once.
  listing_days integer not null check (listing_days between 1 and 365),
  job_slots integer not null check (job_slots between 1 and 1000),
  -- The plan the page recommends.
  highlighted boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by integer references users (id) on delete set null
);

create table price_addons (
  code text primary key check (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(code) <= 50),
  position integer not null,
  name_cs text not null check (length(name_cs) between 1 and 100),
  name_en text not null check (length(name_en) between 1 and 100),
  description_cs text not null check (length(description_cs) between 1 and 1000),
  description_en text not null check (length(description_en) between 1 and 1000),
  price_czk integer not null check (price_czk between 0 and 10000000),
  price_eur integer not null check (price_eur between 0 and 1000000),
  updated_at timestamptz not null default now(),
  updated_by integer references users (id) on delete set null
);

-- Prepaid credits: `credits` is what is paid for; `bonus_percent` more are added on top.
create table credit_packages (
  code text primary key check (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(code) <= 50),
  position integer not null,
  credits integer not null check (credits between 1 and 10000000),
  price_czk integer not null check (price_czk between 0 and 10000000),
  price_eur integer not null check (price_eur between 0 and 1000000),
  bonus_percent integer not null default 0 check (bonus_percent between 0 and 100),
  updated_at timestamptz not null default now(),
  updated_by integer references users (id) on delete set null
);

-- A campaign is active when enabled and now is within [starts_at, ends_at); a null bound is open.
-- The slug is the Czech path segment of its page (the route table's `campaign`).
create table campaigns (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
  enabled boolean not null default false,
  starts_at timestamptz,
  ends_at timestamptz,
  -- { title: {cs, en}, text: {cs, en}, discountPercent, code }
  offer jsonb not null check (jsonb_typeof(offer) = 'object'),
  updated_at timestamptz not null default now(),
  -- Null when switched by the command line (or never).
  updated_by integer references users (id) on delete set null,
  constraint campaigns_window check (starts_at is null or ends_at is null or starts_at < ends_at)
);
