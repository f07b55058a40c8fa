-- Sign-ins through an OpenID Connect provider that are under way: the state
-- (hashed, it travels through the browser), the nonce and the PKCE verifier
-- the callback needs. Each works once, for ten minutes.
create table oidc_logins (
  state_hash text primary key,
  nonce text not null,
  code_verifier text not null,
  redirect_uri text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index oidc_logins_expires on oidc_logins (expires_at);

-- A provider's account (issuer and subject) linked to a user; found again by
-- its subject even when the email at the provider changes.
create table external_identities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  issuer text not null,
  subject text not null,
  email public.citext,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  unique (issuer, subject)
);
create index external_identities_user on external_identities (user_id);
