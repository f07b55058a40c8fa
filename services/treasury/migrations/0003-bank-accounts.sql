-- Entities: the legal entities of an organisation that hold its bank
-- accounts. Every organisation has a default entity, which cannot be
-- renamed or deleted (spec: default entity protected).
create table entities (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  name text not null check (length(trim(name)) between 1 and 120),
  is_default boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index entities_name on entities (organization_id, lower(name));
create unique index entities_one_default on entities (organization_id) where is_default;

-- The organisation's own bank accounts (internal accounts). Credentials for
-- automated (crawler) and API connections are sealed with AES-256-GCM under a
-- key from configuration; no API ever answers them.
create table bank_accounts (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  entity_id uuid not null references entities (id),
  bank_code text not null,
  account_number text not null check (account_number ~ '^[0-9]{5,34}$'),
  account_name text not null check (length(trim(account_name)) between 1 and 200),
  alias text not null check (length(trim(alias)) between 1 and 100),
  currency text not null check (currency in ('IDR', 'USD', 'SGD')),
  connection_type text not null check (connection_type in ('MANUAL', 'AUTOMATED', 'API')),
  automated_type text,
  status text not null default 'NEW' check (status in ('NEW', 'ACTIVE', 'DORMANT', 'MATURED', 'CLOSED')),
  credentials_sealed text,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((connection_type = 'MANUAL') = (credentials_sealed is null))
);
create unique index bank_accounts_number on bank_accounts (organization_id, bank_code, account_number);
create unique index bank_accounts_alias on bank_accounts (organization_id, lower(alias));
create index bank_accounts_list on bank_accounts (organization_id, lower(alias), id);

-- Balances as reported (by hand, a crawler or a bank API), newest last; the
-- current balance of an account is its latest row.
create table balances (
  id bigserial primary key,
  organization_id uuid not null,
  bank_account_id uuid not null references bank_accounts (id) on delete cascade,
  available numeric(20, 2) not null,
  ledger numeric(20, 2),
  as_of timestamptz not null,
  source text not null check (source in ('MANUAL', 'CRAWLER', 'API')),
  recorded_by uuid,
  recorded_at timestamptz not null default now()
);
create index balances_latest on balances (bank_account_id, as_of desc, id desc);

-- Development-only secrets (a generated credentials key when none is configured).
create table service_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
