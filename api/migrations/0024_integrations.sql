-- Issue 24, integrations (api/INTEGRATIONS.md): a company's API tokens for its ATS, and its webhook
-- endpoints with every delivery and each attempt at it. Runs unchanged on PGlite and PostgreSQL.

-- A bearer token: only its SHA-256 is kept (the token is shown once); `prefix` tells tokens apart.
create table company_api_tokens (
  id serial primary key,
  company_id integer not null references companies (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  token_hash text not null unique,
  prefix text not null,
  scopes text[] not null,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null,
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index company_api_tokens_company_idx on company_api_tokens (company_id, id) where revoked_at is null;

-- Where a company's events go. The secret signs each delivery, so it is kept as it is (shown once).
create table company_webhook_endpoints (
  id serial primary key,
  company_id integer not null references companies (id) on delete cascade,
  url text not null check (length(url) <= 2000),
  events text[] not null,
  secret text not null,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null
);
create index company_webhook_endpoints_company_idx on company_webhook_endpoints (company_id, id);

-- One event for one endpoint: the body is fixed when the event happens (a retry or a resend sends
-- the same bytes, signed anew). Retried until `give_up_at`.
create table webhook_deliveries (
  id serial primary key,
  endpoint_id integer not null references company_webhook_endpoints (id) on delete cascade,
  event text not null,
  event_id text not null,
  body text not null,
  state text not null default 'pending' check (state in ('pending', 'succeeded', 'failed')),
  created_at timestamptz not null,
  give_up_at timestamptz not null,
  next_attempt_at timestamptz
);
create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc, id desc);

-- Each try: the receiver's status (null when none came), why not, the start of its answer, how long.
create table webhook_delivery_attempts (
  id serial primary key,
  delivery_id integer not null references webhook_deliveries (id) on delete cascade,
  attempted_at timestamptz not null,
  status_code integer,
  error text,
  response text not null default '',
  duration_ms integer not null
);
create index webhook_delivery_attempts_delivery_idx on webhook_delivery_attempts (delivery_id, attempted_at desc, id desc);
