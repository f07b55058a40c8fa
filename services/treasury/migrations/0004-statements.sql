-- Statement transactions: the lines of an organisation's bank statements,
-- entered by hand, imported from an internet-banking CSV export or fetched
-- from a bank API. A line's fingerprint (its account, date, time, direction,
-- amount, ending balance and description) is unique per account, so the same
-- line imported twice is stored once.
create table statement_transactions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  bank_account_id uuid not null references bank_accounts (id),
  transaction_date date not null,
  transaction_time time,
  posting_date date,
  description text not null check (length(description) between 1 and 1000),
  reference text,
  direction text not null check (direction in ('DEBIT', 'CREDIT')),
  amount numeric(20, 2) not null check (amount > 0),
  ending_balance numeric(20, 2),
  source text not null check (source in ('MANUAL', 'IMPORT', 'API', 'CRAWLER')),
  import_id uuid,
  -- The line's place in its file or bank answer, so the lines of one day keep
  -- the bank's order: larger is later (a file listed newest first stores its
  -- row numbers negated).
  line_number integer not null default 0,
  fingerprint text not null,
  reconciliation_status text not null default 'UNRECONCILED' check (reconciliation_status in ('UNRECONCILED', 'PARTIAL', 'RECONCILED', 'ARCHIVED')),
  reconciled_amount numeric(20, 2) not null default 0,
  created_by uuid,
  created_at timestamptz not null default now()
);
create unique index statement_transactions_fingerprint on statement_transactions (bank_account_id, fingerprint);
-- The list: newest first, by organisation, optionally by account.
create index statement_transactions_list on statement_transactions (organization_id, transaction_date desc, line_number desc, id desc);
create index statement_transactions_account on statement_transactions (bank_account_id, transaction_date desc, line_number desc, id desc);
create index statement_transactions_import on statement_transactions (import_id) where import_id is not null;

-- Files uploaded for an import, kept in the service's file storage.
create table uploads (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  purpose text not null check (purpose in ('STATEMENT', 'COUNTERPARTIES', 'EXPECTED_TRANSACTIONS')),
  file_name text not null,
  size_bytes bigint not null,
  sha256 text not null,
  storage_key text not null,
  created_by uuid,
  created_at timestamptz not null default now()
);

-- Bulk imports of an uploaded CSV, run as background jobs. QUEUED, then
-- RUNNING; then COMPLETED, BLOCKED (row errors: nothing written),
-- NEEDS_CONFIRMATION (warnings only: nothing written until the user imports
-- anyway) or FAILED (the system could not finish; nothing written).
create table imports (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  kind text not null check (kind in ('STATEMENT', 'COUNTERPARTIES', 'EXPECTED_TRANSACTIONS')),
  upload_id uuid not null references uploads (id),
  bank_account_id uuid references bank_accounts (id) on delete cascade,
  status text not null default 'QUEUED' check (status in ('QUEUED', 'RUNNING', 'COMPLETED', 'BLOCKED', 'NEEDS_CONFIRMATION', 'FAILED')),
  ignore_warnings boolean not null default false,
  total_bytes bigint not null,
  processed_bytes bigint not null default 0,
  rows_read integer not null default 0,
  created_count integer not null default 0,
  skipped_count integer not null default 0,
  error_count integer not null default 0,
  warning_count integer not null default 0,
  issues jsonb not null default '[]',
  summary jsonb not null default '{}',
  failure_code text,
  created_by uuid,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  check ((kind = 'STATEMENT') = (bank_account_id is not null))
);
create index imports_recent on imports (organization_id, kind, created_at desc);
-- An uploaded file is imported once.
create unique index imports_upload on imports (upload_id);

-- Exports of a filtered list to CSV, written by a background job and mailed when done.
create table exports (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  kind text not null check (kind in ('STATEMENT_TRANSACTIONS')),
  filters jsonb not null default '{}',
  status text not null default 'QUEUED' check (status in ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED')),
  row_count integer,
  storage_key text,
  file_name text,
  requested_by uuid not null,
  mail_to text not null,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index exports_recent on exports (organization_id, created_at desc);

-- Scheduled statement sync of an API-connected account: at most one schedule per account.
create table statement_sync_schedules (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  bank_account_id uuid not null references bank_accounts (id) on delete cascade,
  interval_minutes integer not null check (interval_minutes between 15 and 1440),
  next_run_at timestamptz not null,
  last_run_at timestamptz,
  last_status text check (last_status in ('SUCCEEDED', 'FAILED')),
  last_error text,
  -- Up to when the bank's history has been read.
  synced_through date,
  created_by uuid,
  created_at timestamptz not null default now()
);
create unique index statement_sync_schedules_account on statement_sync_schedules (bank_account_id);
create index statement_sync_schedules_due on statement_sync_schedules (next_run_at);

-- Mail this service sends (export ready), kept as the account service keeps its own.
create table mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  delivered boolean not null,
  created_at timestamptz not null default now()
);
