create extension if not exists citext with schema public;

create table organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) between 1 and 200),
  username text not null unique check (username ~ '^[a-z0-9][a-z0-9-]{1,62}$'),
  time_zone text not null default 'Asia/Jakarta',
  default_currency text not null default 'IDR' check (default_currency in ('IDR', 'USD', 'SGD')),
  created_at timestamptz not null default now()
);

create table users (
  id uuid primary key default gen_random_uuid(),
  email public.citext not null unique,
  password_hash text not null,
  full_name text not null,
  preferred_name text,
  created_at timestamptz not null default now()
);

create table roles (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references organizations (id) on delete cascade,
  name text not null,
  description text,
  permissions text[] not null default '{}',
  is_owner boolean not null default false,
  created_at timestamptz not null default now(),
  unique (organization_id, name)
);
-- Only one owner role per organisation.
create unique index roles_one_owner on roles (organization_id) where is_owner;

-- status: 0 invited, 1 active, -1 deactivated, -2 expired, -3 removed (spec section 3).
create table memberships (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references organizations (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  role_id uuid not null references roles (id),
  status smallint not null default 1 check (status in (0, 1, -1, -2, -3)),
  created_at timestamptz not null default now(),
  unique (organization_id, user_id)
);
create index memberships_user on memberships (user_id);

-- A session is one refresh-token family; reuse of a spent token revokes it.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  organization_id uuid not null references organizations (id) on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);

create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index refresh_tokens_session on refresh_tokens (session_id);

create table signing_keys (
  kid text primary key,
  private_jwk jsonb not null,
  public_jwk jsonb not null,
  created_at timestamptz not null default now()
);

create table outbox (
  id bigserial primary key,
  type text not null,
  organization_id uuid not null,
  subject_id text not null,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
