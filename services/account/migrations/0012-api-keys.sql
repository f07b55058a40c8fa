-- API keys for integrators: named, in a role, expiring; the secret is shown
-- once and kept only as a hash. A key is traded for a short access token
-- (its `sid` is the key's id, so revoking the key ends its tokens at once).
create table api_keys (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references organizations (id) on delete cascade,
  name text not null check (length(trim(name)) between 1 and 80),
  role_id uuid not null references roles (id),
  -- The public part of the key, to find it by; the rest is secret.
  prefix text not null unique,
  secret_hash text not null,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  last_used_at timestamptz,
  use_count bigint not null default 0
);
create unique index api_keys_live_name on api_keys (organization_id, lower(name)) where revoked_at is null;
create index api_keys_organization on api_keys (organization_id, created_at desc);
create index api_keys_revoked_at on api_keys (revoked_at) where revoked_at is not null;

-- Each use, counted per key and minute (the BFF reports them in batches).
create table api_key_uses (
  api_key_id uuid not null references api_keys (id) on delete cascade,
  minute timestamptz not null,
  requests integer not null check (requests > 0),
  last_ip text,
  primary key (api_key_id, minute)
);
