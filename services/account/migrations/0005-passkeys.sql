-- Passkeys (WebAuthn credentials). A user may register several (one per
-- device), each with a name of their own; the public key is all we keep.
create table passkeys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- The credential id the authenticator chose, base64url.
  credential_id text not null unique,
  public_key bytea not null,
  -- The authenticator's signature counter: a value that does not advance indicates a cloned key or a replay.
  counter bigint not null default 0,
  transports text[] not null default '{}',
  device_type text not null check (device_type in ('singleDevice', 'multiDevice')),
  backed_up boolean not null default false,
  aaguid text,
  name text not null check (length(trim(name)) between 1 and 64),
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index passkeys_user on passkeys (user_id, created_at);
create unique index passkeys_user_name on passkeys (user_id, lower(name));

-- A WebAuthn ceremony in progress: the challenge the authenticator signs,
-- single use, five minutes. A sign-in's second step binds it to the pending
-- sign-in; a passwordless sign-in has no user until the passkey names one.
create table webauthn_challenges (
  challenge text primary key,
  purpose text not null check (purpose in ('REGISTRATION', 'AUTHENTICATION')),
  user_id uuid references users (id) on delete cascade,
  two_factor_challenge text references two_factor_challenges (token_hash) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index webauthn_challenges_expiry on webauthn_challenges (expires_at);
