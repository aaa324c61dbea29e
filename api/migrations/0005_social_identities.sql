-- Social sign-in (api/AUTH.md): accounts are found by the provider's subject, never by e-mail alone.
create table user_identities (
  provider text not null check (provider in ('apple', 'linkedin', 'facebook', 'google')),
  -- The provider's stable user id (`sub` of the ID token; Facebook's app-scoped id).
  subject text not null check (length(subject) between 1 and 255),
  user_id integer not null references users (id) on delete cascade,
  -- The address the provider reported when the identity was linked (for display only; never a key).
  email text check (length(email) <= 254),
  created_at timestamptz not null,
  last_used_at timestamptz not null,
  primary key (provider, subject)
);

create index user_identities_user_id_idx on user_identities (user_id);

-- One sign-in with a provider in progress, bound to the browser that started it: the cookie
-- `raketa_social` carries a random 256-bit id and only its SHA-256 is kept here. Single use
-- (deleted when the provider sends the browser back), valid 10 minutes.
create table social_sign_in_attempts (
  browser_hash text primary key check (length(browser_hash) = 64),
  provider text not null,
  state text not null,
  code_verifier text not null,
  nonce text not null,
  -- The exact redirect_uri sent to the provider (the token request must repeat it).
  redirect_uri text not null,
  -- Where the browser goes afterwards (already checked by safeRedirectTarget).
  back text not null,
  -- Set when a signed-in user started the flow: the identity is linked to this account.
  link_user_id integer references users (id) on delete cascade,
  expires_at timestamptz not null
);

create index social_sign_in_attempts_expires_at_idx on social_sign_in_attempts (expires_at);
