-- Sign-in and second-factor events: lockout counts failures from here, and the
-- security page's activity history reads it (categories AUTH, TWO_FACTOR_AUTH).
create table auth_events (
  id bigserial primary key,
  user_id uuid references users (id) on delete cascade,
  email public.citext,
  ip text,
  category text not null check (category in ('AUTH', 'TWO_FACTOR_AUTH')),
  event text not null,
  created_at timestamptz not null default now()
);
create index auth_events_email on auth_events (email, created_at desc);
create index auth_events_ip on auth_events (ip, created_at desc);
create index auth_events_user on auth_events (user_id, created_at desc);

-- A user's second factors. An authenticator's secret is encrypted (AES-256-GCM).
create table two_factor_methods (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  type text not null check (type in ('AUTHENTICATOR_APP', 'BACKUP_CODES', 'PASSKEY')),
  secret_ciphertext text,
  confirmed_at timestamptz,
  -- The last TOTP time step accepted: a code is refused if reused within its window.
  last_used_step bigint,
  created_at timestamptz not null default now()
);
create unique index two_factor_one_authenticator on two_factor_methods (user_id) where type = 'AUTHENTICATOR_APP' and confirmed_at is not null;
create unique index two_factor_one_backup_set on two_factor_methods (user_id) where type = 'BACKUP_CODES';

create table backup_codes (
  id uuid primary key default gen_random_uuid(),
  method_id uuid not null references two_factor_methods (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null unique,
  used_at timestamptz
);
create index backup_codes_user on backup_codes (user_id);

-- A sign-in whose password was right and whose second factor is pending.
create table two_factor_challenges (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  organization_id uuid not null references organizations (id) on delete cascade,
  ip text,
  expires_at timestamptz not null,
  used_at timestamptz,
  failed_attempts integer not null default 0
);

-- Development-only secrets (a generated encryption key when none is configured).
create table service_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- Whether the session was opened with a second factor; refreshed tokens keep it.
alter table sessions add column used_two_factor boolean not null default false;
