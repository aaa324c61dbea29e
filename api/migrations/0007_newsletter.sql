-- Newsletter preferences and unsubscribe links (api/AUTH.md, "Newsletter"). Runs unchanged on
-- PGlite and PostgreSQL.

-- One row per account once it has chosen anything (or registered); an account without a row has
-- the defaults: every marketing topic off (opt-in), mails in the language of the site it uses.
create table newsletter_preferences (
  user_id integer primary key references users (id) on delete cascade,
  job_digest text not null default 'off' check (job_digest in ('daily', 'weekly', 'off')),
  startup_news boolean not null default false,
  courses_and_events boolean not null default false,
  product_tips boolean not null default false,
  language text not null check (language in ('cs', 'en')),
  -- Who changed the choice last, for the consent record: the account's own settings page, an
  -- unsubscribe link (page or one-click POST), or the defaults written at registration.
  updated_via text not null check (updated_via in ('registration', 'settings', 'unsubscribe')),
  updated_at timestamptz not null
);

-- Each newsletter-type mail carries its own link. Only the SHA-256 of its random 256-bit token is
-- kept, so a leaked table or backup unsubscribes nobody. Not single use: a second click answers the
-- same. `topic` null means every topic (the welcome mail); a digest mail names its own topic.
create table newsletter_unsubscribe_tokens (
  token_hash text primary key check (length(token_hash) = 64),
  user_id integer not null references users (id) on delete cascade,
  topic text check (topic in ('jobDigest', 'startupNews', 'coursesAndEvents', 'productTips')),
  -- The mail's language, for the preferences row an unsubscribe may have to create.
  locale text not null check (locale in ('cs', 'en')),
  created_at timestamptz not null,
  expires_at timestamptz not null
);

create index newsletter_unsubscribe_tokens_user_id_idx on newsletter_unsubscribe_tokens (user_id);
create index newsletter_unsubscribe_tokens_expires_at_idx on newsletter_unsubscribe_tokens (expires_at);
-- The expired-row sweep (api/src/lib/cleanup.ts) looks these up by expiry.
create index password_reset_tokens_expires_at_idx on password_reset_tokens (expires_at);
create index sessions_idle_expires_at_idx on sessions (idle_expires_at);
