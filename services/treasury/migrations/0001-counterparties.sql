create table counterparties (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  legal_name text not null check (length(trim(legal_name)) between 1 and 200),
  alias text not null check (length(trim(alias)) between 1 and 100),
  email text,
  type text not null check (type in ('COMPANY', 'INDIVIDUAL')),
  external_id text,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Alias and external id are unique per organisation (spec section 5), ignoring case.
create unique index counterparties_alias_unique on counterparties (organization_id, lower(alias));
create unique index counterparties_external_id_unique on counterparties (organization_id, external_id) where external_id is not null;
-- The list is ordered by legal name, then id, and paged by keyset.
create index counterparties_list on counterparties (organization_id, lower(legal_name), id);

create table counterparty_bank_accounts (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  counterparty_id uuid not null references counterparties (id) on delete cascade,
  bank_code text not null,
  account_number text not null check (account_number ~ '^[0-9]{5,34}$'),
  account_name text not null check (length(trim(account_name)) between 1 and 200),
  alias text,
  position smallint not null default 0,
  created_at timestamptz not null default now()
);
-- One bank account belongs to one counterparty of an organisation.
create unique index counterparty_bank_accounts_unique on counterparty_bank_accounts (organization_id, bank_code, account_number);
create index counterparty_bank_accounts_counterparty on counterparty_bank_accounts (counterparty_id, position);

create table outbox (
  id bigserial primary key,
  type text not null,
  organization_id uuid not null,
  subject_id text not null,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
