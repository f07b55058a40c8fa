-- Expected transactions: money the organisation expects to go out (DEBIT,
-- shown Outgoing) or come in (CREDIT, shown Incoming), entered by hand or
-- imported from CSV, for reconciliation against statement transactions.
-- Reconciliation (a later step) moves reconciliation_status and
-- reconciled_amount; an expected transaction is edited only while unreconciled
-- and deleted only while nothing of it is reconciled.
create table expected_transactions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  expected_date date not null,
  -- The counterparty and the bank account belong to the same organisation
  -- (checked by the service). Deleting either detaches it here rather than
  -- refusing: neither deletion is blocked by expected transactions in the spec.
  counterparty_id uuid references counterparties (id) on delete set null,
  description text not null check (length(trim(description)) between 1 and 500),
  amount numeric(20, 2) not null check (amount > 0),
  currency text not null default 'IDR' check (currency in ('IDR', 'USD', 'SGD')),
  direction text not null check (direction in ('DEBIT', 'CREDIT')),
  internal_description text check (length(internal_description) <= 1000),
  external_id text check (length(trim(external_id)) between 1 and 100),
  -- Additional reconciliation data: a list of {"key": …, "value": …} pairs
  -- (invoice number, virtual account …), at most 20, keys unique (service).
  reconciliation_data jsonb not null default '[]'::jsonb
    check (jsonb_typeof(reconciliation_data) = 'array' and jsonb_array_length(reconciliation_data) <= 20),
  -- The account the money is expected on; its currency is the transaction's.
  bank_account_id uuid references bank_accounts (id) on delete set null,
  reconciliation_status text not null default 'UNRECONCILED'
    check (reconciliation_status in ('UNRECONCILED', 'PARTIAL', 'RECONCILED', 'ARCHIVED')),
  reconciled_amount numeric(20, 2) not null default 0 check (reconciled_amount >= 0),
  -- The CSV import that wrote it; null when entered by hand.
  import_id uuid,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The external id is unique per organisation (spec: external id exists).
create unique index expected_transactions_external_id on expected_transactions (organization_id, external_id) where external_id is not null;
-- The list: newest expected date first, then id, paged by keyset; also serves date ranges.
create index expected_transactions_list on expected_transactions (organization_id, expected_date desc, id desc);
-- Filters by counterparty and by reconciliation status, in list order.
create index expected_transactions_counterparty on expected_transactions (organization_id, counterparty_id, expected_date desc, id desc) where counterparty_id is not null;
create index expected_transactions_status on expected_transactions (organization_id, reconciliation_status, expected_date desc, id desc);
-- Foreign keys whose deletion sets null here.
create index expected_transactions_counterparty_fk on expected_transactions (counterparty_id) where counterparty_id is not null;
create index expected_transactions_import on expected_transactions (import_id) where import_id is not null;
create index expected_transactions_bank_account_fk on expected_transactions (bank_account_id) where bank_account_id is not null;
