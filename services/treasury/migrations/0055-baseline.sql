-- The treasury schema as release 0.1.0 left it: the migrations it shipped with, squashed into one.
-- A database that applied all of them counts this one as applied; one that applied only some is
-- refused (services/kit/database.ts): migrate it with release 0.1.0 first.
-- squashes: 0001-counterparties 0002-activity-log 0003-bank-accounts 0004-statements 0005-counterparties-complete
-- squashes: 0006-expected-transactions 0007-activity-descriptions 0008-look-alike-names 0009-statement-booking-order
-- squashes: 0010-idempotency-keys 0011-counterparty-tax-number 0012-reconciliation 0013-reconciliation-proposals
-- squashes: 0014-reconciliation-rules 0015-exceptions 0016-expected-transactions-entry-order 0017-reconciliation-runs
-- squashes: 0020-payments 0021-payment-attempts 0022-payment-recurrence 0023-reconcile-payments
-- squashes: 0030-payment-providers 0031-reconcile-settlements 0032-payment-manual-export 0033-payment-imports
-- squashes: 0034-pay-expected-transactions 0035-bills 0036-cash-categories 0037-deposits 0038-fx-rates
-- squashes: 0039-cash-flow-rules 0040-cash-forecast 0041-reconcile-bills 0042-payment-makers-and-versions
-- squashes: 0045-reconciliation-fees 0046-proposal-refusals 0051-allocation-checks-per-statement
-- squashes: 0052-reconciliation-fee-booking 0053-remote-items 0054-remote-payments 0055-credit-refunds
--
-- Sections follow what each needs created before it: the shared functions, the service's plumbing,
-- entities and bank accounts, counterparties, imports and statement lines, expected transactions, cash
-- categorisation, payments and bills, payment providers, items other services hold, reconciliation,
-- exceptions, deposits, exchange rates and the cash forecast.


-- === Shared functions ===========================================================================

-- The reconciliation status of a line or an item, derived from what is allocated to it and whether it
-- is archived: one definition for every kind, used by their generated columns, so it is never stored
-- out of step.
create function reconciliation_status_of(reconciled numeric, amount numeric, archived_at timestamptz) returns text
language sql
immutable
as $$
  select case
    when archived_at is not null then 'ARCHIVED'
    when reconciled = 0 then 'UNRECONCILED'
    when reconciled < amount then 'PARTIAL'
    else 'RECONCILED'
  end
$$;

-- Whether an order pays the expected transaction or bill it names: while it is under way, sent, or
-- failed and not archived (it may still be resent); a cancelled or rejected order, or an archived
-- failed one, lets it go.
create function payment_order_pays_expected(status text, archived_at timestamptz) returns boolean
language sql immutable
as $$ select status in ('NEEDS_APPROVAL', 'SCHEDULED', 'IN_PROGRESS', 'SENT') or (status = 'FAILED' and archived_at is null) $$;


-- === Outbox =====================================================================================

create table outbox (
  id bigserial primary key,
  type text not null,
  organization_id uuid not null,
  subject_id text not null,
  payload jsonb not null,
  created_at timestamptz not null default now()
);


-- === Activity log ===============================================================================

-- The organisation's activity log (spec: /log): every state change of this
-- service, written in the transaction that makes it; the BFF merges the
-- three services' logs, newest first.
create table activity_log (
  id bigserial primary key,
  organization_id uuid not null,
  -- The user who made the change; null for the system.
  actor_id uuid,
  entity text not null,
  entity_id text not null,
  action text not null check (action in ('CREATED', 'UPDATED', 'DELETED', 'RECONCILED', 'REMOVE_RECONCILIATION', 'APPROVED', 'CANCELLED', 'REJECTED', 'FAILED')),
  summary text not null,
  changes jsonb not null default '[]',
  occurred_at timestamptz not null default clock_timestamp(),
  -- What each change was, as a message and its typed values (services/kit/activity.ts
  -- ACTIVITY_MESSAGES), so the web can describe it in the reader's language with
  -- their money and date formats; the English summary stays for integrators.
  -- Entries without one show their summary.
  description jsonb
);
create index activity_log_page on activity_log (organization_id, occurred_at desc, id desc);
create index activity_log_actor on activity_log (organization_id, actor_id, occurred_at desc);


-- === Idempotency keys ===========================================================================

-- Idempotency keys (services/kit/idempotency.ts): the first answer to a write
-- sent with an Idempotency-Key, replayed to every retry with the same key and
-- request. One key per organisation; answers are kept 90 days (at least two
-- months), pruned hourly on the created_at index.
create table idempotency_keys (
  organization_id uuid not null,
  key text not null,
  method text not null,
  path text not null,
  -- sha256 of caller, method, path and canonical body: the same key with another request is refused.
  request_hash text not null,
  status text not null default 'running' check (status in ('running', 'done')),
  -- Who holds a running key; a claim older than a few minutes is from a process that died and is taken over.
  claim uuid not null,
  claimed_at timestamptz not null default now(),
  response_status integer,
  response_body text,
  created_at timestamptz not null default now(),
  primary key (organization_id, key)
);
create index idempotency_keys_created_at on idempotency_keys (created_at);


-- === Mail and secrets ===========================================================================

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

-- Development-only secrets (a generated credentials key when none is configured).
create table service_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);


-- === Entities ===================================================================================

-- Entities: the legal entities of an organisation that hold its bank
-- accounts. Every organisation has a default entity, which cannot be
-- renamed or deleted (spec: default entity protected).
--
-- Look-alike names: the names of entities, and the aliases of bank accounts and
-- counterparties, are unique per organisation by their skeleton
-- (services/kit/text.ts nameSkeleton: Unicode's confusables, case, accents and
-- invisible characters ignored). The skeleton is kept in a column so that the
-- unique index decides between parallel creates. The service computes it; a row
-- written without it gets a placeholder that collides with nothing ('unset:' and
-- a random uuid), replaced by the real skeleton when the treasury starts
-- (refreshNameKeys in services/treasury/name-keys.ts). The indexes' names are
-- the ones the services map to their errors.
create table entities (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  name text not null check (length(trim(name)) between 1 and 120),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  name_key text not null default ('unset:' || gen_random_uuid())
);
create unique index entities_name on entities (organization_id, name_key);
create unique index entities_one_default on entities (organization_id) where is_default;


-- === Bank accounts ==============================================================================

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
  -- The alias's look-alike key (see entities).
  alias_key text not null default ('unset:' || gen_random_uuid()),
  -- When the account was closed: a cash position as of a day on or after it
  -- leaves the account out. Kept by the trigger below whatever closes the account.
  closed_at timestamptz,
  check ((connection_type = 'MANUAL') = (credentials_sealed is null))
);
create unique index bank_accounts_number on bank_accounts (organization_id, bank_code, account_number);
create unique index bank_accounts_alias on bank_accounts (organization_id, alias_key);
create index bank_accounts_list on bank_accounts (organization_id, lower(alias), id);

create function bank_account_closed_at() returns trigger language plpgsql as $$
begin
  if new.status = 'CLOSED' then
    if tg_op = 'INSERT' or old.status is distinct from 'CLOSED' then
      new.closed_at := now();
    end if;
  else
    new.closed_at := null;
  end if;
  return new;
end
$$;

create trigger bank_accounts_closed_at before insert or update of status on bank_accounts
  for each row execute function bank_account_closed_at();


-- === Balances ===================================================================================

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

-- The last balance of each account on each business day (Asia/Jakarta): what
-- the cash position's trend reads, a row per account and day instead of
-- every balance of the day (a bank API syncs hourly). Kept by the triggers
-- below from `balances`, never written otherwise. The balance of an account
-- at the end of day D is its closing of the latest day on or before D.
create table balance_closings (
  bank_account_id uuid not null references bank_accounts (id) on delete cascade,
  day date not null,
  organization_id uuid not null,
  available numeric(20, 2) not null,
  as_of timestamptz not null,
  balance_id bigint not null,
  primary key (bank_account_id, day)
);
create index balance_closings_organization on balance_closings (organization_id, day);

-- A new balance is its day's closing when it is the day's latest (by moment, then id, as the latest balance is chosen everywhere).
create function balance_closing_on_insert() returns trigger language plpgsql as $$
begin
  insert into balance_closings (bank_account_id, day, organization_id, available, as_of, balance_id)
  values (new.bank_account_id, (new.as_of at time zone 'Asia/Jakarta')::date, new.organization_id, new.available, new.as_of, new.id)
  on conflict (bank_account_id, day) do update
    set available = excluded.available, as_of = excluded.as_of, balance_id = excluded.balance_id
    where (excluded.as_of, excluded.balance_id) > (balance_closings.as_of, balance_closings.balance_id);
  return null;
end
$$;
create trigger balances_closing_insert after insert on balances for each row execute function balance_closing_on_insert();

-- Balances are only ever added; should one change or go, the closings of its days are read again.
create function refresh_balance_closing(account uuid, closing_day date) returns void language sql as $$
  delete from balance_closings where bank_account_id = account and day = closing_day;
  insert into balance_closings (bank_account_id, day, organization_id, available, as_of, balance_id)
  select bank_account_id, closing_day, organization_id, available, as_of, id from balances
  where bank_account_id = account and as_of >= (closing_day::timestamp at time zone 'Asia/Jakarta') and as_of < ((closing_day + 1)::timestamp at time zone 'Asia/Jakarta')
  order by as_of desc, id desc
  limit 1;
$$;

create function balance_closing_on_change() returns trigger language plpgsql as $$
begin
  perform refresh_balance_closing(old.bank_account_id, (old.as_of at time zone 'Asia/Jakarta')::date);
  if tg_op = 'UPDATE' then
    perform refresh_balance_closing(new.bank_account_id, (new.as_of at time zone 'Asia/Jakarta')::date);
  end if;
  return null;
end
$$;
create trigger balances_closing_change after update or delete on balances for each row execute function balance_closing_on_change();


-- === Counterparties =============================================================================

-- Counterparties (spec sections 5 and 8), with a status (active or inactive;
-- transfers pay active ones only). Every entity has a generated default
-- counterparty whose bank accounts mirror the entity's own (internal) bank
-- accounts, so that a transfer between the organisation's own accounts pays a
-- counterparty like any other. Generated counterparties are kept in step by
-- the service and cannot be changed or deleted by users.
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
  updated_at timestamptz not null default now(),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'INACTIVE')),
  generated boolean not null default false,
  entity_id uuid references entities (id),
  -- The alias's look-alike key (see entities).
  alias_key text not null default ('unset:' || gen_random_uuid()),
  -- The tax number (NPWP), optional: its digits only, the 15-digit form or the
  -- 16-digit NIK-based number used since 2024 (the service drops the dots, dash
  -- and spaces it is written with).
  tax_number text check (tax_number ~ '^[0-9]{15,16}$'),
  constraint counterparties_generated_entity check (generated = (entity_id is not null)),
  constraint counterparties_external_id_length check (external_id is null or length(trim(external_id)) between 1 and 100)
);
-- Alias and external id are unique per organisation (spec section 5); the alias by its look-alike key.
create unique index counterparties_alias_unique on counterparties (organization_id, alias_key);
create unique index counterparties_external_id_unique on counterparties (organization_id, external_id) where external_id is not null;
-- The list is ordered by legal name, then id, and paged by keyset.
create index counterparties_list on counterparties (organization_id, lower(legal_name), id);
create unique index counterparties_one_per_entity on counterparties (entity_id) where generated;

create table counterparty_bank_accounts (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  counterparty_id uuid not null references counterparties (id) on delete cascade,
  bank_code text not null,
  account_number text not null check (account_number ~ '^[0-9]{5,34}$'),
  account_name text not null check (length(trim(account_name)) between 1 and 200),
  alias text,
  position smallint not null default 0,
  created_at timestamptz not null default now(),
  -- The internal bank account a generated counterparty's account mirrors.
  internal_bank_account_id uuid references bank_accounts (id) on delete set null
);
-- One bank account belongs to one counterparty of an organisation.
create unique index counterparty_bank_accounts_unique on counterparty_bank_accounts (organization_id, bank_code, account_number);
create index counterparty_bank_accounts_counterparty on counterparty_bank_accounts (counterparty_id, position);
create unique index counterparty_bank_accounts_internal on counterparty_bank_accounts (internal_bank_account_id) where internal_bank_account_id is not null;


-- === Uploads, imports and exports ===============================================================

-- Files uploaded for an import, kept in the service's file storage. The purposes
-- are the import kinds: statements, counterparties and expected transactions; a
-- payment provider's report; payments and transfers.
create table uploads (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  purpose text not null,
  file_name text not null,
  size_bytes bigint not null,
  sha256 text not null,
  storage_key text not null,
  created_by uuid,
  created_at timestamptz not null default now(),
  constraint uploads_purpose_check check (
    purpose in ('STATEMENT', 'COUNTERPARTIES', 'EXPECTED_TRANSACTIONS')
    or purpose = 'PAYMENT_REPORT'
    or purpose in ('PAYMENTS', 'TRANSFERS')
  )
);

-- Bulk imports of an uploaded CSV, run as background jobs. QUEUED, then
-- RUNNING; then COMPLETED, BLOCKED (row errors: nothing written),
-- NEEDS_CONFIRMATION (warnings only: nothing written until the user imports
-- anyway) or FAILED (the system could not finish; nothing written).
-- A provider's report (PAYMENT_REPORT) is an import of its own kind, for one provider.
create table imports (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  kind text not null,
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
  -- Its foreign key is added with the payment providers, below.
  payment_provider_id uuid,
  -- What the import's job needs that only the request starting it could read:
  -- the organisation's settings live in the account service and are read with
  -- the uploader's own token, which a background job does not hold. For
  -- payments and transfers: the time zone that decides "today", and whether
  -- the uploader may approve the orders they make (the company's self-approval
  -- control and their approve permission, as a single create decides it). The
  -- controls that switch payments or transfers off are checked then too.
  options jsonb,
  constraint imports_kind_check check (
    kind in ('STATEMENT', 'COUNTERPARTIES', 'EXPECTED_TRANSACTIONS')
    or kind = 'PAYMENT_REPORT'
    or kind in ('PAYMENTS', 'TRANSFERS')
  ),
  check ((kind = 'STATEMENT') = (bank_account_id is not null)),
  constraint imports_payment_report_provider check ((kind = 'PAYMENT_REPORT') = (payment_provider_id is not null)),
  constraint imports_payment_options check (kind not in ('PAYMENTS', 'TRANSFERS') or options is not null)
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


-- === Statement transactions =====================================================================

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
  reconciled_amount numeric(20, 2) not null default 0,
  created_by uuid,
  created_at timestamptz not null default now(),
  -- Archived: explained without a match (a bank fee, interest), or withdrawn.
  archived_at timestamptz,
  reconciliation_status text not null generated always as (reconciliation_status_of(reconciled_amount, amount, archived_at)) stored,
  -- The cash category: the cash flow sums lines by category, the forecast learns
  -- its baseline from categorised history. The list is contracts/treasury/categories.ts
  -- CASH_CATEGORIES (services/treasury/categories.test.ts keeps the two equal).
  -- A line no rule or person has categorised has no category (null), never a
  -- silent OTHER. A person's correction (MANUAL) is never overwritten by a rule.
  category text check (category in (
    'SALES', 'OTHER_INCOME', 'INTEREST_INCOME', 'FINANCING',
    'RENT', 'PAYROLL', 'UTILITIES', 'INVENTORY', 'LOGISTICS', 'PROFESSIONAL_SERVICES', 'MARKETING', 'SOFTWARE', 'TAXES', 'INSURANCE', 'LOAN_REPAYMENT',
    'INTERNAL_TRANSFER', 'DEPOSITS', 'OTHER'
  )),
  -- RULE: set by a categorisation rule (category_rule_id, null once that rule is deleted); MANUAL: set by a person.
  category_source text check (category_source in ('RULE', 'MANUAL')),
  -- Its foreign key is added with the cash flow rules, below.
  category_rule_id uuid,
  -- The side's reconciled amount stays within its amount.
  constraint statement_transactions_reconciled_within check (reconciled_amount >= 0 and reconciled_amount <= amount),
  constraint statement_transactions_category_source check ((category is null) = (category_source is null))
);
create unique index statement_transactions_fingerprint on statement_transactions (bank_account_id, fingerprint);
-- Booking order (services/treasury/statements/booking-order.ts): statement
-- lines are listed, paged, exported and checked by date, then time of day (a
-- line without a time at the end of its day), then the bank's sequence
-- (line_number), then id; by organisation, or by account.
create index statement_transactions_booking on statement_transactions (organization_id, transaction_date desc, (coalesce(transaction_time, time '24:00:00')) desc, line_number desc, id desc);
create index statement_transactions_account_booking on statement_transactions (bank_account_id, transaction_date desc, (coalesce(transaction_time, time '24:00:00')) desc, line_number desc, id desc);
create index statement_transactions_import on statement_transactions (import_id) where import_id is not null;
-- What matching reads: the open lines of an organisation.
create index statement_transactions_open on statement_transactions (organization_id, bank_account_id, direction) where reconciled_amount < amount and archived_at is null;
create index statement_transactions_by_category on statement_transactions (organization_id, category, transaction_date) where archived_at is null;

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


-- === Expected transactions ======================================================================

-- Expected transactions: money the organisation expects to go out (DEBIT,
-- shown Outgoing) or come in (CREDIT, shown Incoming), entered by hand or
-- imported from CSV, for reconciliation against statement transactions.
-- Reconciliation moves reconciled_amount, from which the status follows; an
-- expected transaction is edited only while unreconciled and deleted only
-- while nothing of it is reconciled.
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
  reconciled_amount numeric(20, 2) not null default 0 check (reconciled_amount >= 0),
  -- The CSV import that wrote it; null when entered by hand.
  import_id uuid,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Archived: withdrawn, or explained without a match.
  archived_at timestamptz,
  reconciliation_status text not null generated always as (reconciliation_status_of(reconciled_amount, amount, archived_at)) stored,
  -- The side's reconciled amount stays within its amount.
  constraint expected_transactions_reconciled_within check (reconciled_amount <= amount)
);

-- The external id is unique per organisation (spec: external id exists).
create unique index expected_transactions_external_id on expected_transactions (organization_id, external_id) where external_id is not null;
-- The list (and the candidates of a statement transaction, which is that list
-- filtered) is ordered by expected date, newest first, then by when each was
-- entered, then by id, and paged by keyset; it also serves date ranges.
create index expected_transactions_list on expected_transactions (organization_id, expected_date desc, created_at desc, id desc);
-- Filters by counterparty and by reconciliation status, in list order.
create index expected_transactions_counterparty on expected_transactions (organization_id, counterparty_id, expected_date desc, created_at desc, id desc) where counterparty_id is not null;
create index expected_transactions_status on expected_transactions (organization_id, reconciliation_status, expected_date desc, created_at desc, id desc);
-- Foreign keys whose deletion sets null here.
create index expected_transactions_counterparty_fk on expected_transactions (counterparty_id) where counterparty_id is not null;
create index expected_transactions_import on expected_transactions (import_id) where import_id is not null;
create index expected_transactions_bank_account_fk on expected_transactions (bank_account_id) where bank_account_id is not null;
-- What matching reads: the open items of an organisation.
create index expected_transactions_open on expected_transactions (organization_id, direction) where reconciled_amount < amount and archived_at is null;


-- === Cash flow rules ============================================================================

-- Categorisation rules of the cash flow: per organisation, in a priority
-- order, each gives a cash category to the statement transactions its
-- conditions match (direction, counterparty, description pattern, amount
-- range; all that are set must hold). The first enabled rule that matches a
-- line decides; a person's correction (MANUAL) is never overwritten.
--
-- What must hold whatever the code does:
-- - the category is one of the cash categories (contracts/treasury/categories.ts);
-- - a rule has at least one condition, and its amount range is not upside down;
-- - priorities are unique per organisation (deferrable, so one UPDATE reorders);
-- - a line's category_rule_id names a rule of the line's organisation, or
--   nothing once that rule is deleted.
create table cash_flow_rules (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  name text not null check (char_length(name) between 1 and 80 and name = btrim(name)),
  priority integer not null check (priority between 1 and 1000),
  category text not null check (category in (
    'SALES', 'OTHER_INCOME', 'INTEREST_INCOME', 'FINANCING',
    'RENT', 'PAYROLL', 'UTILITIES', 'INVENTORY', 'LOGISTICS', 'PROFESSIONAL_SERVICES', 'MARKETING', 'SOFTWARE', 'TAXES', 'INSURANCE', 'LOAN_REPAYMENT',
    'INTERNAL_TRANSFER', 'DEPOSITS', 'OTHER'
  )),
  -- Null: either direction.
  direction text check (direction in ('DEBIT', 'CREDIT')),
  -- A rule about a counterparty means nothing once it is deleted: it goes with it.
  counterparty_id uuid references counterparties (id) on delete cascade,
  description_pattern text check (char_length(description_pattern) between 1 and 100),
  description_match text not null default 'CONTAINS' check (description_match in ('CONTAINS', 'WILDCARD')),
  amount_min numeric(20, 2) check (amount_min >= 0),
  amount_max numeric(20, 2) check (amount_max >= 0),
  enabled boolean not null default true,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_by uuid,
  updated_at timestamptz not null default now(),
  constraint cash_flow_rules_condition check (num_nonnulls(direction, counterparty_id, description_pattern, amount_min, amount_max) >= 1),
  constraint cash_flow_rules_amount_range check (amount_min is null or amount_max is null or amount_min <= amount_max),
  constraint cash_flow_rules_priority unique (organization_id, priority) deferrable initially immediate
);
-- Names are unique per organisation, whatever their case.
create unique index cash_flow_rules_name on cash_flow_rules (organization_id, lower(name));
create index cash_flow_rules_counterparty on cash_flow_rules (counterparty_id) where counterparty_id is not null;

-- A line keeps the category a deleted rule gave it (still RULE: the next
-- "apply rules" decides it again), without the rule.
alter table statement_transactions
  add constraint statement_transactions_category_rule foreign key (category_rule_id) references cash_flow_rules (id) on delete set null;
create index statement_transactions_category_rule on statement_transactions (category_rule_id) where category_rule_id is not null;


-- === Bills ======================================================================================

-- Bills: what the organisation owes its suppliers, created, submitted,
-- approved or cancelled with a reason, and paid by a payment of the same
-- amount, currency and counterparty, or marked paid by matching the outgoing
-- statement transaction that paid it.
--
-- What must hold whatever the code does:
-- - the due date is not before the bill's date; the amount is positive;
-- - a cancelled bill has its reason;
-- - one payment at a time pays a bill (as an expected transaction), and
--   a payment pays a bill or an expected transaction, never both;
-- - the bill's paid amount moves with its allocations, never beyond its amount.
create table bills (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  -- The supplier's invoice number, unique per counterparty.
  number text check (char_length(number) between 1 and 100 and number = btrim(number)),
  bill_date date not null,
  due_date date not null,
  category text not null,
  counterparty_id uuid references counterparties (id) on delete set null,
  description text check (char_length(description) <= 500),
  amount numeric(20, 2) not null check (amount > 0),
  currency text not null check (currency in ('IDR', 'USD', 'SGD')),
  status text not null default 'CREATED' check (status in ('CREATED', 'SUBMITTED', 'APPROVED', 'CANCELLED')),
  submitted_at timestamptz,
  approved_by uuid,
  approved_at timestamptz,
  cancelled_by uuid,
  cancellation_reason text,
  cancelled_at timestamptz,
  reconciled_amount numeric(20, 2) not null default 0,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bills_due_after_date check (due_date >= bill_date),
  constraint bills_cancellation check ((status = 'CANCELLED') = (cancellation_reason is not null)),
  constraint bills_reconciled_within check (reconciled_amount >= 0 and reconciled_amount <= amount)
);
create unique index bills_number on bills (organization_id, counterparty_id, lower(number)) where number is not null;
-- The list: soonest due first.
create index bills_list on bills (organization_id, due_date, created_at, id);
create index bills_counterparty on bills (counterparty_id) where counterparty_id is not null;


-- === Payments and transfers =====================================================================

-- Payments and transfers: orders to send money from an internal
-- account, their approvals, and the organisation's approval rules.
--
-- What must hold whatever the code does lives here:
-- - an order's amount is positive and its fee not negative; a payment names a
--   counterparty bank account and a transfer an internal account, never both;
-- - nobody approves an order twice (one row per approver);
-- - the maker approves their own order only when the order allows it
--   (`maker_may_approve`, set when it is made from the company control and
--   the maker's permission): the approval row carries the order's maker and
--   flag through a foreign key, and a check refuses the maker otherwise, so a
--   row written past the service is refused as well.

create table approval_rules (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  name text not null check (char_length(name) between 1 and 80 and name = btrim(name)),
  applies_to text not null check (applies_to in ('PAYMENT', 'TRANSFER', 'ALL')),
  min_amount numeric(20, 2) not null default 0 check (min_amount >= 0),
  -- Empty: any method.
  methods text[] not null default '{}' check (methods <@ array['BI_FAST', 'SKN', 'RTGS', 'ONLINE', 'SAME_BANK']),
  approvals_required integer not null check (approvals_required between 1 and 5),
  -- Role names; empty: any member allowed to approve.
  approver_roles text[] not null default '{}',
  -- 1 is tried first; unique per organisation, checked when a reorder's statement ends.
  priority integer not null check (priority between 1 and 1000),
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint approval_rules_priority unique (organization_id, priority) deferrable initially immediate
);
create unique index approval_rules_name on approval_rules (organization_id, lower(name));

-- Manual export of payments and transfers (spec: "A manual
-- export moves selected items to In Progress until they are reconciled (then
-- Sent) or cancelled"). An approver takes approved orders out of sending
-- through the bank's API and receives them as a file to send themselves
-- (through the bank's own portal); the orders wait In Progress, marked as
-- exported, until a statement transaction is matched with them or they are
-- cancelled. The send job never touches an exported order: it reads the mark
-- under the order's lock, as the export sets it under that lock.
create table payment_exports (
  id uuid primary key,
  organization_id uuid not null,
  kind text not null check (kind in ('PAYMENT', 'TRANSFER')),
  requested_by uuid not null,
  order_count integer not null check (order_count >= 1),
  created_at timestamptz not null default now()
);
create index payment_exports_organization on payment_exports (organization_id, created_at desc);

create table payment_orders (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  kind text not null check (kind in ('PAYMENT', 'TRANSFER')),
  source_account_id uuid not null references bank_accounts (id),
  counterparty_id uuid references counterparties (id) on delete set null,
  counterparty_bank_account_id uuid references counterparty_bank_accounts (id) on delete set null,
  destination_account_id uuid references bank_accounts (id),
  -- Where the money goes, as it was when the order was made or last changed.
  beneficiary_bank_code text not null,
  beneficiary_account_number text not null,
  beneficiary_account_name text not null,
  method text not null check (method in ('BI_FAST', 'SKN', 'RTGS', 'ONLINE', 'SAME_BANK')),
  currency text not null check (currency in ('IDR', 'USD', 'SGD')),
  amount numeric(20, 2) not null check (amount > 0),
  fee numeric(20, 2) not null check (fee >= 0),
  payment_date date not null,
  memo text,
  notes text,
  status text not null default 'NEEDS_APPROVAL' check (status in ('NEEDS_APPROVAL', 'SCHEDULED', 'IN_PROGRESS', 'SENT', 'FAILED', 'CANCELLED', 'REJECTED')),
  archived_at timestamptz,
  maker_id uuid not null,
  maker_may_approve boolean not null,
  approvals_required integer not null check (approvals_required between 1 and 5),
  approver_roles text[] not null default '{}',
  approval_rule_id uuid references approval_rules (id) on delete set null,
  rejected_by uuid,
  rejection_reason text,
  rejected_at timestamptz,
  cancelled_by uuid,
  cancellation_reason text,
  cancelled_at timestamptz,
  failure_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  bank_reference text,
  -- Recurring payments and transfers (spec: "recurrence (one time), next payment
  -- date"): an order repeats every so many days, weeks, months or years, until
  -- a date or for good. A series is approved once: when an occurrence goes out,
  -- the next one is made Scheduled with the same approvals, on the date counted
  -- from the series' first date (so 31 January monthly gives 28 February, then
  -- 31 March, not 28 March). One occurrence of a number per series, whatever
  -- runs at once.
  recurrence_unit text check (recurrence_unit in ('DAYS', 'WEEKS', 'MONTHS', 'YEARS')),
  recurrence_every integer check (recurrence_every between 1 and 365),
  recurrence_until date,
  -- The series' first order (its own id for the first), and that order's date.
  series_id uuid,
  series_start date,
  occurrence integer not null default 1 check (occurrence >= 1),
  -- The organisation's time zone when the order was made: its date starts at midnight there.
  time_zone text not null default 'Asia/Jakarta',
  -- Orders are reconcilable items: the statement line a bank books for one (the
  -- money leaving the source account) is matched with it as with an expected
  -- transaction. The fee a bank books as a line of its own is not part of the order's amount.
  reconciled_amount numeric(20, 2) not null default 0,
  reconciliation_status text not null generated always as (reconciliation_status_of(reconciled_amount, amount, null)) stored,
  manual_export_id uuid references payment_exports (id),
  -- The outgoing expected transaction of the same amount, currency and counterparty the
  -- order pays (spec: an expected transaction cannot be deleted "with an active or sent
  -- transfer"), or the bill it pays; the order then stands for it.
  expected_transaction_id uuid references expected_transactions (id) on delete set null,
  bill_id uuid references bills (id) on delete set null,
  -- Starts at 1 and every change of the order's values raises it (see payment_order_makers).
  version integer not null default 1 check (version >= 1),
  -- The invoicing service's payment (invoice_payments) whose credit this payment pays
  -- back to the buyer. The invoicing service reserves that credit for the order, named by
  -- the order's id, in the transaction that makes the order, and releases it when the
  -- order ends unpaid (rejected, cancelled, or failed and archived).
  refund_of uuid,
  constraint payment_orders_beneficiary check (
    (kind = 'PAYMENT' and destination_account_id is null) or (kind = 'TRANSFER' and counterparty_id is null and counterparty_bank_account_id is null and destination_account_id is not null)
  ),
  constraint payment_orders_not_to_itself check (destination_account_id is distinct from source_account_id),
  constraint payment_orders_archived_when_ended check (archived_at is null or status in ('SENT', 'FAILED', 'CANCELLED', 'REJECTED')),
  constraint payment_orders_rejection check ((status = 'REJECTED') = (rejection_reason is not null)),
  constraint payment_orders_cancellation check ((status = 'CANCELLED') = (cancellation_reason is not null)),
  -- The target of the approvals' foreign key, which carries the maker and the flag into each approval.
  constraint payment_orders_maker unique (id, maker_id, maker_may_approve),
  constraint payment_orders_recurrence check (
    (recurrence_unit is null) = (recurrence_every is null)
    and (recurrence_unit is not null or recurrence_until is null)
    and (recurrence_unit is null) = (series_id is null)
    and (series_id is null) = (series_start is null)
  ),
  constraint payment_orders_reconciled_within check (reconciled_amount >= 0 and reconciled_amount <= amount),
  -- An exported order is In Progress (waiting for its statement line), Sent once reconciled, or Cancelled.
  constraint payment_orders_exported_status check (manual_export_id is null or status in ('IN_PROGRESS', 'SENT', 'CANCELLED')),
  constraint payment_orders_pays_one check (num_nonnulls(expected_transaction_id, bill_id) <= 1),
  -- The target of the approvals' foreign key to the version they approved.
  constraint payment_orders_version unique (id, version),
  -- A refund is a payment to a counterparty, once, never a recurring order, and pays
  -- nothing else (no bill, no expected transaction).
  constraint payment_orders_refund check (
    refund_of is null or (
      kind = 'PAYMENT' and recurrence_unit is null and bill_id is null and expected_transaction_id is null
    )
  )
);
-- The lists: one kind of one organisation, newest first.
create index payment_orders_list on payment_orders (organization_id, kind, created_at desc, id desc);
-- Ongoing orders to a counterparty or an account: what a delete must not remove.
create index payment_orders_counterparty on payment_orders (counterparty_id) where counterparty_id is not null;
create index payment_orders_destination on payment_orders (destination_account_id) where destination_account_id is not null;
create index payment_orders_source on payment_orders (source_account_id);
create unique index payment_orders_occurrence on payment_orders (series_id, occurrence) where series_id is not null;
-- What matching reads: orders sent or on their way with something open.
create index payment_orders_open on payment_orders (organization_id, source_account_id) where status in ('IN_PROGRESS', 'SENT') and reconciled_amount < amount;
create index payment_orders_manual_export on payment_orders (manual_export_id) where manual_export_id is not null;
-- One order at a time pays an expected transaction or a bill.
create unique index payment_orders_expected_transaction on payment_orders (expected_transaction_id)
  where expected_transaction_id is not null and payment_order_pays_expected(status, archived_at);
create unique index payment_orders_bill on payment_orders (bill_id)
  where bill_id is not null and payment_order_pays_expected(status, archived_at);
create index payment_orders_refund_of on payment_orders (organization_id, refund_of) where refund_of is not null;

-- The payment a refund pays back never changes.
create function payment_orders_refund_fixed() returns trigger
language plpgsql
as $$
begin
  if new.refund_of is distinct from old.refund_of then
    raise exception 'payment order % cannot change the credit it refunds', new.id
      using errcode = 'check_violation', constraint = 'payment_orders_refund_fixed';
  end if;
  return new;
end
$$;
create trigger payment_orders_refund_fixed before update of refund_of on payment_orders
  for each row execute function payment_orders_refund_fixed();

create table payment_approvals (
  payment_order_id uuid not null,
  organization_id uuid not null,
  approver_id uuid not null,
  approver_role text not null,
  maker_id uuid not null,
  maker_may_approve boolean not null,
  approved_at timestamptz not null default now(),
  -- The version of the order it approved: an approval of an older version is
  -- refused, and a change cannot keep the approvals of the version before.
  order_version integer not null,
  -- Nobody approves an order twice.
  primary key (payment_order_id, approver_id),
  foreign key (payment_order_id, maker_id, maker_may_approve) references payment_orders (id, maker_id, maker_may_approve) on delete cascade on update cascade,
  -- The maker only where the order allows it.
  constraint payment_approvals_not_the_maker check (approver_id <> maker_id or maker_may_approve),
  constraint payment_approvals_order_version foreign key (payment_order_id, order_version) references payment_orders (id, version) on delete cascade
);

-- Sending payments and transfers to the bank (execution): each
-- attempt of an order at the bank, under a reference the bank refuses to
-- book twice (SNAP partnerReferenceNo): the order's id for the first, the id
-- and the attempt's number for a resend after a failure.
--
-- An attempt is written SENDING before the bank is asked, so a process that
-- dies after sending leaves the evidence: whoever takes the order next asks
-- the bank the status of that reference before anything else, and sends
-- again only when the bank never booked it.
create table payment_attempts (
  payment_order_id uuid not null references payment_orders (id) on delete cascade,
  number integer not null check (number >= 1),
  reference text not null unique check (char_length(reference) between 1 and 64),
  state text not null check (state in ('SENDING', 'ACCEPTED', 'PENDING', 'SUCCESS', 'FAILED', 'UNKNOWN')),
  -- While set and in the future, one worker is talking to the bank about this attempt; others leave it.
  claimed_until timestamptz,
  -- The beneficiary's name as their bank answered the account inquiry.
  beneficiary_name text,
  bank_reference text,
  response_code text,
  response_message text,
  failure_reason text,
  -- How often the bank was asked the status of this attempt: the next ask waits longer.
  checks integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (payment_order_id, number)
);

-- Four eyes on every version of a payment or transfer.
--
-- Whoever changes an order becomes one of its makers, beside the member who
-- made it, and an approval is bound to the version of the order it reviewed:
-- - `payment_order_makers` holds one row per member who made or changed an
--   order, with whether they may approve it themselves (the company's
--   self-approval control and their approve permission when they made or
--   changed it); the creator's row is written with the order itself;
-- - an approval by a maker who may not approve their own is refused, and a
--   member who approved cannot become a maker while their approval stands
--   (a change withdraws the approvals first), whatever writes the rows;
-- - `payment_orders.version` starts at 1 and every change of the order's
--   values raises it; an approval names the version it approved through a
--   foreign key to (id, version).
create table payment_order_makers (
  payment_order_id uuid not null references payment_orders (id) on delete cascade,
  organization_id uuid not null,
  maker_id uuid not null,
  -- Whether this maker may approve the order themselves (the control must still allow it when they approve).
  may_approve boolean not null,
  made_at timestamptz not null default now(),
  primary key (payment_order_id, maker_id)
);

-- The creator is the order's first maker, however the order is written.
create function payment_order_creator_is_maker() returns trigger language plpgsql as $$
begin
  insert into payment_order_makers (payment_order_id, organization_id, maker_id, may_approve, made_at)
    values (new.id, new.organization_id, new.maker_id, new.maker_may_approve, new.created_at)
    on conflict (payment_order_id, maker_id) do nothing;
  return null;
end $$;
create trigger payment_orders_creator_is_maker after insert on payment_orders
  for each row execute function payment_order_creator_is_maker();

-- Approvals and makers of one order are checked against each other under the order's row lock,
-- so an approval and a change of the same order written at the same moment cannot both pass.
create function payment_approval_not_a_maker() returns trigger language plpgsql as $$
begin
  perform 1 from payment_orders where id = new.payment_order_id for update;
  if exists (select 1 from payment_order_makers m
             where m.payment_order_id = new.payment_order_id and m.maker_id = new.approver_id and not m.may_approve) then
    raise exception 'member % made or changed order % and may not approve it', new.approver_id, new.payment_order_id
      using errcode = 'check_violation', constraint = 'payment_approvals_not_a_maker';
  end if;
  return new;
end $$;
create trigger payment_approvals_not_a_maker before insert or update on payment_approvals
  for each row execute function payment_approval_not_a_maker();

create function payment_maker_not_an_approver() returns trigger language plpgsql as $$
begin
  perform 1 from payment_orders where id = new.payment_order_id for update;
  if not new.may_approve and exists (select 1 from payment_approvals a
             where a.payment_order_id = new.payment_order_id and a.approver_id = new.maker_id) then
    raise exception 'member % approved order % and cannot change it while the approval stands', new.maker_id, new.payment_order_id
      using errcode = 'check_violation', constraint = 'payment_order_makers_not_an_approver';
  end if;
  return new;
end $$;
create trigger payment_order_makers_not_an_approver before insert or update on payment_order_makers
  for each row execute function payment_maker_not_an_approver();


-- === Payment providers ==========================================================================

-- Payment providers: the payment gateways an organisation
-- collects through (Xendit, Midtrans, DOKU, DANA, OY! Indonesia, Faspay),
-- each with its credentials sealed like a bank account's and the bank account
-- it settles to; the payment records and payment transactions read from a
-- provider's report; and the settlements that group records into one bank
-- credit, the provider's side of reconciliation.
--
-- What must hold whatever the code does lives here:
-- - money is NUMERIC(20, 2); a record's net amount is its gross amount less
--   its fees, and what is settled never exceeds the net amount;
-- - a provider's transaction is stored once (its id at the provider), so a
--   report imported twice adds nothing;
-- - a settlement's reconciliation status is derived from reconciled_amount
--   and archived_at by reconciliation_status_of, as for statement
--   lines and expected transactions.

create table payment_providers (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  provider text not null check (provider in ('XENDIT', 'MIDTRANS', 'DOKU', 'DANA', 'OY', 'FASPAY')),
  name text not null check (char_length(name) between 1 and 100 and name = btrim(name)),
  -- The organisation's account the provider pays its settlements into.
  bank_account_id uuid not null references bank_accounts (id),
  -- The credentials, JSON sealed by the treasury keyring (credentials-key.ts); never answered.
  credentials_sealed text,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index payment_providers_name on payment_providers (organization_id, lower(name));
create index payment_providers_bank_account on payment_providers (bank_account_id);

-- A provider's report is imported for one provider.
alter table imports add foreign key (payment_provider_id) references payment_providers (id) on delete cascade;

-- One bank credit from a provider: the records it settled, their total, and
-- how much of it reconciliation has matched.
create table payment_settlements (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  payment_provider_id uuid not null references payment_providers (id) on delete cascade,
  bank_account_id uuid not null references bank_accounts (id),
  settlement_date date not null,
  -- The provider's own reference of the settlement, when its report gives one ('' when not).
  reference text not null default '',
  currency text not null check (currency in ('IDR', 'USD', 'SGD')),
  amount numeric(20, 2) not null check (amount >= 0),
  reconciled_amount numeric(20, 2) not null default 0 check (reconciled_amount >= 0),
  archived_at timestamptz,
  reconciliation_status text not null generated always as (reconciliation_status_of(reconciled_amount, amount, archived_at)) stored,
  created_at timestamptz not null default now(),
  constraint payment_settlements_reconciled_within check (reconciled_amount <= amount),
  constraint payment_settlements_one unique (payment_provider_id, settlement_date, reference, currency)
);
create index payment_settlements_list on payment_settlements (organization_id, settlement_date desc, id desc);
-- What matching reads: the open settlements of an organisation.
create index payment_settlements_open on payment_settlements (organization_id, bank_account_id) where reconciled_amount < amount and archived_at is null;

create table payment_records (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  payment_provider_id uuid not null references payment_providers (id) on delete cascade,
  import_id uuid,
  -- The merchant's order id (the provider's reference of the payment).
  order_id text not null check (char_length(order_id) between 1 and 255),
  -- The provider's id of the payment.
  provider_reference text not null check (char_length(provider_reference) between 1 and 255),
  customer text,
  method text not null check (method in ('VIRTUAL_ACCOUNT', 'QRIS', 'CARD', 'EWALLET', 'DIRECT_DEBIT', 'RETAIL_OUTLET', 'PAYLATER', 'OTHER')),
  channel text,
  status text not null check (status in ('SUCCESS', 'FAILED', 'VOIDED', 'PENDING', 'REVERSED')),
  currency text not null check (currency in ('IDR', 'USD', 'SGD')),
  gross_amount numeric(20, 2) not null check (gross_amount >= 0),
  fees numeric(20, 2) not null check (fees >= 0),
  net_amount numeric(20, 2) not null,
  settled_amount numeric(20, 2) not null default 0 check (settled_amount >= 0),
  settlement_status text not null check (settlement_status in ('SETTLED', 'PENDING')),
  settlement_id uuid references payment_settlements (id) on delete set null,
  -- When the customer paid (the report's payment time, or its request time when it has none).
  paid_at timestamptz not null,
  settled_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payment_records_net check (net_amount = gross_amount - fees),
  constraint payment_records_settled_within check (settled_amount <= greatest(net_amount, 0)),
  constraint payment_records_settled check ((settlement_status = 'SETTLED') = (settlement_id is not null))
);
create unique index payment_records_reference on payment_records (payment_provider_id, provider_reference);
create index payment_records_list on payment_records (organization_id, paid_at desc, id desc);
create index payment_records_settlement on payment_records (settlement_id) where settlement_id is not null;

create table payment_transactions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  payment_provider_id uuid not null references payment_providers (id) on delete cascade,
  payment_record_id uuid references payment_records (id) on delete cascade,
  import_id uuid,
  -- The provider's id of the transaction, unique per provider: a report imported twice adds nothing.
  provider_reference text not null check (char_length(provider_reference) between 1 and 255),
  order_id text,
  -- The provider's own word for what it was (PAYMENT, REFUND, WITHDRAWAL …).
  type text not null check (char_length(type) between 1 and 64),
  status text not null check (status in ('SUCCESS', 'FAILED', 'VOIDED', 'PENDING', 'REVERSED')),
  method text check (method in ('VIRTUAL_ACCOUNT', 'QRIS', 'CARD', 'EWALLET', 'DIRECT_DEBIT', 'RETAIL_OUTLET', 'PAYLATER', 'OTHER')),
  channel text,
  currency text not null check (currency in ('IDR', 'USD', 'SGD')),
  -- Signed as the provider reports it (a refund or a withdrawal may be negative).
  amount numeric(20, 2) not null,
  fees numeric(20, 2) not null,
  net_amount numeric(20, 2) not null,
  occurred_at timestamptz not null,
  created_by uuid,
  created_at timestamptz not null default now(),
  constraint payment_transactions_net check (net_amount = amount - fees)
);
create unique index payment_transactions_reference on payment_transactions (payment_provider_id, provider_reference);
create index payment_transactions_list on payment_transactions (organization_id, occurred_at desc, id desc);
create index payment_transactions_record on payment_transactions (payment_record_id) where payment_record_id is not null;


-- === Remote items ===============================================================================

-- Items other services hold (sales invoices of the invoicing service, the payments its members
-- recorded by hand, and any later kind of theirs) are reconcilable through one table and one
-- allocation column, not a table and a column per kind: `remote_items` is the treasury's copy of
-- such an item as its service last answered it (reconciliation/sources/remote.ts), brought up to
-- date before a match locks it; a match made or removed is told to the item's service, which holds
-- the item's own state (contracts/invoicing/receivables.ts). The bank line that brings a recorded
-- payment's money settles it there, rather than paying its invoice a second time.
create table remote_items (
  id uuid primary key,
  organization_id uuid not null,
  kind text not null check (kind in ('SALES_INVOICE', 'INVOICE_PAYMENT')),
  direction text not null check (direction in ('DEBIT', 'CREDIT')),
  currency text not null,
  -- What its service lets reconciliation settle in all (an invoice's total less what was paid or credited otherwise).
  amount numeric(18, 2) not null check (amount >= 0),
  reconciled_amount numeric(18, 2) not null default 0,
  -- Whether its service still takes a settlement of it (an invoice issued and not paid in full).
  open boolean not null,
  due_date date not null,
  reference text not null,
  counterparty_name text not null,
  refreshed_at timestamptz not null default now(),
  constraint remote_items_reconciled_within check (reconciled_amount between 0 and amount)
);
create index remote_items_open on remote_items (organization_id, kind) where open;


-- === Reconciliation =============================================================================

-- Reconciliation: a match (a reconciliation) allocates amounts between
-- statement transactions (lines) and reconcilable items: expected
-- transactions, payments and transfers, payment providers' settlements, bills
-- and the items other services hold.
--
-- The invariants live here, not only in the service, so that no code path and
-- no race can break them:
-- - an allocation names exactly one item: an order (with the bill or the
--   expected transaction it pays), a settlement, or, without an order, one
--   expected transaction, bill or remote item;
-- - what is allocated to a line never exceeds its amount, and what is allocated
--   to an item plus the fees never exceeds the item: the allocations move the
--   sides' reconciled_amount in the statement that writes them, under the
--   sides' row locks, and a check refuses more than the amount (two reviewers
--   accepting conflicting matches at the same instant: the second waits for
--   the first, then is refused);
-- - a line and an item are allocated to each other at most once;
-- - the reconciliation status follows from reconciled_amount and archived_at
--   (a generated column), so it is never stored out of step;
-- - removing a match deletes its own allocations only, and gives back what
--   they had taken from each side, fees included.

create table reconciliations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  -- Every line of a match is on this account (spec: different bank account).
  bank_account_id uuid not null references bank_accounts (id),
  direction text not null check (direction in ('DEBIT', 'CREDIT')),
  -- AUTOMATIC: proposed by the engine and confirmed by itself; REVIEW: a
  -- proposal accepted by a reviewer; MANUAL: matched by hand.
  kind text not null check (kind in ('AUTOMATIC', 'REVIEW', 'MANUAL')),
  -- FULL_MATCH when the lines and the items have the same total; otherwise
  -- PARTIAL_MATCH, allowed only after the amount-mismatch warning.
  result text not null check (result in ('FULL_MATCH', 'PARTIAL_MATCH')),
  created_by uuid,
  created_at timestamptz not null default now()
);
create index reconciliations_page on reconciliations (organization_id, created_at desc, id desc);

-- Where a fee-deducted match books its fee: the organisation chooses once, for
-- every match (a reviewer's accept, a match by hand and the auto run alike):
-- - BANK_FEE: a bank fee of the bank account, inside the statement's line
--   (the cash flow shows the line as the bank booked it, net of the fee);
-- - EXPENSE: an expense of the cash category the organisation chose (an
--   outflow category): the cash flow shows the line's gross amount in its own
--   category and the fee as an outflow of the chosen one, so the net still
--   equals what the bank booked.
-- Without a setting, fees are bank fees.
create table reconciliation_settings (
  organization_id uuid primary key,
  fee_booking text not null check (fee_booking in ('BANK_FEE', 'EXPENSE')),
  fee_category text check (fee_category in (
    'RENT', 'PAYROLL', 'UTILITIES', 'INVENTORY', 'LOGISTICS', 'PROFESSIONAL_SERVICES', 'MARKETING', 'SOFTWARE', 'TAXES', 'INSURANCE', 'LOAN_REPAYMENT'
  )),
  updated_by uuid,
  updated_at timestamptz not null default now(),
  -- An expense booking names an outflow category, a bank-fee booking none.
  constraint reconciliation_settings_fee_category check ((fee_booking = 'EXPENSE') = (fee_category is not null))
);

create table reconciliation_allocations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  reconciliation_id uuid not null references reconciliations (id) on delete cascade,
  statement_transaction_id uuid not null references statement_transactions (id),
  expected_transaction_id uuid references expected_transactions (id),
  amount numeric(20, 2) not null check (amount > 0),
  payment_order_id uuid references payment_orders (id),
  payment_settlement_id uuid references payment_settlements (id),
  -- An allocation to an order names the bill it pays too (reconciliation_allocation_of_order).
  bill_id uuid references bills (id),
  -- Fee-deducted matches: an incoming transfer that arrived short of its item
  -- by the fee the payer's bank deducted (BI-FAST, SKN, online transfer, RTGS)
  -- settles the item in full; the shortfall is booked as the match's fee. A
  -- fee is never negative, is taken only on an incoming (CREDIT) line, and
  -- only by an allocation that settles its item in full (item allocated + fee
  -- = item amount); an excess is never a fee. Which shortfalls count as a fee
  -- is the service's rule (allocate.ts, deductedFee: a transfer fee the engine knows).
  fee numeric(20, 2) not null default 0 check (fee >= 0),
  -- Where the fee is booked, taken from the organisation's setting when the
  -- allocation is written (in the inserting statement, so a setting changed at
  -- the same time never splits a match), and kept: a later change of the
  -- setting does not rewrite what earlier matches booked.
  fee_booking text check (fee_booking in ('BANK_FEE', 'EXPENSE')),
  fee_category text,
  remote_item_id uuid references remote_items (id),
  constraint reconciliation_allocations_one_item check (
    num_nonnulls(payment_order_id, payment_settlement_id) + case when payment_order_id is null then num_nonnulls(expected_transaction_id, bill_id, remote_item_id) else 0 end = 1
  ),
  constraint reconciliation_allocations_fee_booking check (
    (fee = 0 and fee_booking is null and fee_category is null)
    or (fee > 0 and fee_booking = 'BANK_FEE' and fee_category is null)
    or (fee > 0 and fee_booking = 'EXPENSE' and fee_category is not null)
  )
);
create unique index reconciliation_allocations_line_expected on reconciliation_allocations (statement_transaction_id, expected_transaction_id) where expected_transaction_id is not null;
create unique index reconciliation_allocations_line_payment on reconciliation_allocations (statement_transaction_id, payment_order_id) where payment_order_id is not null;
create unique index reconciliation_allocations_line_settlement on reconciliation_allocations (statement_transaction_id, payment_settlement_id) where payment_settlement_id is not null;
create unique index reconciliation_allocations_line_bill on reconciliation_allocations (statement_transaction_id, bill_id) where bill_id is not null and payment_order_id is null;
create unique index reconciliation_allocations_line_remote on reconciliation_allocations (statement_transaction_id, remote_item_id)
  where remote_item_id is not null;
create index reconciliation_allocations_reconciliation on reconciliation_allocations (reconciliation_id);
create index reconciliation_allocations_expected on reconciliation_allocations (expected_transaction_id) where expected_transaction_id is not null;
create index reconciliation_allocations_payment on reconciliation_allocations (payment_order_id) where payment_order_id is not null;
create index reconciliation_allocations_settlement on reconciliation_allocations (payment_settlement_id) where payment_settlement_id is not null;
create index reconciliation_allocations_bill on reconciliation_allocations (bill_id) where bill_id is not null;
create index reconciliation_allocations_remote_item on reconciliation_allocations (remote_item_id) where remote_item_id is not null;
-- The cash flow reads the expense bookings by the line they sit on.
create index reconciliation_allocations_fee_expense on reconciliation_allocations (organization_id, statement_transaction_id) where fee_booking = 'EXPENSE';

-- An order's allocation names what the order pays, so both reconciled amounts
-- move together and each side's reconciled amount stays the sum of its allocations.
create function reconciliation_allocation_of_order() returns trigger
language plpgsql
set search_path from current
as $$
begin
  select expected_transaction_id, bill_id into new.expected_transaction_id, new.bill_id from payment_orders where id = new.payment_order_id;
  return new;
end
$$;
create trigger reconciliation_allocations_of_order before insert on reconciliation_allocations
  for each row when (new.payment_order_id is not null) execute function reconciliation_allocation_of_order();

create function reconciliation_allocation_fee_booking() returns trigger
language plpgsql
set search_path from current
as $$
begin
  if new.fee > 0 then
    select s.fee_booking, s.fee_category into new.fee_booking, new.fee_category
      from reconciliation_settings s where s.organization_id = new.organization_id;
    if new.fee_booking is null then
      new.fee_booking := 'BANK_FEE';
      new.fee_category := null;
    end if;
  else
    new.fee_booking := null;
    new.fee_category := null;
  end if;
  return new;
end
$$;

create trigger reconciliation_allocation_fee_booking before insert on reconciliation_allocations
  for each row execute function reconciliation_allocation_fee_booking();

-- The sides' reconciled amounts move once per statement, by the sum of its
-- allocations per side (transition tables), not once per allocation: a run
-- that confirms thousands of matches writes them in a few statements. A line
-- moves by its allocations' amounts, an item by their amounts plus their fees.
--
-- The checks of what is allocated by itself are made over the same transition
-- table, in one query: nothing is allocated by itself to an expected
-- transaction or a bill a live order pays (a match must go through its order),
-- nor to a bill that is not approved. They are made under the item's lock,
-- taken by the update of its reconciled amount; the check's query, a statement
-- of its own, takes a new snapshot (read committed), so an order made
-- meanwhile is seen.
create function reconciliation_allocations_added() returns trigger
language plpgsql
set search_path from current
as $$
declare
  refused record;
begin
  -- Moving the reconciled amounts locks every line and item allocated to.
  update statement_transactions t set reconciled_amount = t.reconciled_amount + moved.amount
    from (select statement_transaction_id as id, sum(amount) as amount from added group by 1) moved where t.id = moved.id;
  update expected_transactions t set reconciled_amount = t.reconciled_amount + moved.amount
    from (select expected_transaction_id as id, sum(amount + fee) as amount from added where expected_transaction_id is not null group by 1) moved where t.id = moved.id;
  update payment_orders t set reconciled_amount = t.reconciled_amount + moved.amount
    from (select payment_order_id as id, sum(amount + fee) as amount from added where payment_order_id is not null group by 1) moved where t.id = moved.id;
  update payment_settlements t set reconciled_amount = t.reconciled_amount + moved.amount
    from (select payment_settlement_id as id, sum(amount + fee) as amount from added where payment_settlement_id is not null group by 1) moved where t.id = moved.id;
  update bills t set reconciled_amount = t.reconciled_amount + moved.amount
    from (select bill_id as id, sum(amount + fee) as amount from added where bill_id is not null group by 1) moved where t.id = moved.id;
  update remote_items t set reconciled_amount = t.reconciled_amount + moved.amount
    from (select remote_item_id as id, sum(amount + fee) as amount from added where remote_item_id is not null group by 1) moved where t.id = moved.id;
  -- Under those locks, with a new snapshot: what is allocated by itself is paid by no live order, and a bill is approved.
  select 'expected transaction' as kind, a.expected_transaction_id as id, 'reconciliation_allocations_paid_by_order' as rule into refused
    from added a where a.payment_order_id is null and a.expected_transaction_id is not null
      and exists (select 1 from payment_orders o where o.expected_transaction_id = a.expected_transaction_id and payment_order_pays_expected(o.status, o.archived_at))
    limit 1;
  if refused is null then
    select 'bill', a.bill_id, case when b.status is distinct from 'APPROVED' then 'reconciliation_allocations_bill_approved' else 'reconciliation_allocations_paid_by_order' end into refused
      from added a join bills b on b.id = a.bill_id
      where a.payment_order_id is null
        and (b.status is distinct from 'APPROVED' or exists (select 1 from payment_orders o where o.bill_id = a.bill_id and payment_order_pays_expected(o.status, o.archived_at)))
      limit 1;
  end if;
  if refused is not null then
    raise exception '% % %', refused.kind, refused.id, case when refused.rule = 'reconciliation_allocations_bill_approved' then 'is not approved' else 'is paid by an order: match the order' end
      using errcode = 'check_violation', constraint = refused.rule;
  end if;
  -- A fee only on an incoming line, and only by an allocation that leaves its item settled in full.
  if exists (
    select 1 from added a
    join statement_transactions t on t.id = a.statement_transaction_id
    left join payment_orders o on o.id = a.payment_order_id
    left join payment_settlements s on s.id = a.payment_settlement_id
    left join expected_transactions e on e.id = a.expected_transaction_id
    left join bills b on b.id = a.bill_id
    left join remote_items r on r.id = a.remote_item_id
    where a.fee > 0
      and (t.direction <> 'CREDIT' or not coalesce(
        case
          when a.payment_order_id is not null then o.reconciled_amount = o.amount
          when a.payment_settlement_id is not null then s.reconciled_amount = s.amount
          when a.expected_transaction_id is not null then e.reconciled_amount = e.amount
          when a.remote_item_id is not null then r.reconciled_amount = r.amount
          else b.reconciled_amount = b.amount
        end, false))
  ) then
    raise exception 'a fee is booked only on an incoming line by an allocation that settles its item in full'
      using errcode = 'check_violation', constraint = 'reconciliation_allocations_fee_settles';
  end if;
  return null;
end
$$;

create function reconciliation_allocations_removed() returns trigger
language plpgsql
set search_path from current
as $$
begin
  update statement_transactions t set reconciled_amount = t.reconciled_amount - moved.amount
    from (select statement_transaction_id as id, sum(amount) as amount from removed group by 1) moved where t.id = moved.id;
  update expected_transactions t set reconciled_amount = t.reconciled_amount - moved.amount
    from (select expected_transaction_id as id, sum(amount + fee) as amount from removed where expected_transaction_id is not null group by 1) moved where t.id = moved.id;
  update payment_orders t set reconciled_amount = t.reconciled_amount - moved.amount
    from (select payment_order_id as id, sum(amount + fee) as amount from removed where payment_order_id is not null group by 1) moved where t.id = moved.id;
  update payment_settlements t set reconciled_amount = t.reconciled_amount - moved.amount
    from (select payment_settlement_id as id, sum(amount + fee) as amount from removed where payment_settlement_id is not null group by 1) moved where t.id = moved.id;
  update bills t set reconciled_amount = t.reconciled_amount - moved.amount
    from (select bill_id as id, sum(amount + fee) as amount from removed where bill_id is not null group by 1) moved where t.id = moved.id;
  update remote_items t set reconciled_amount = t.reconciled_amount - moved.amount
    from (select remote_item_id as id, sum(amount + fee) as amount from removed where remote_item_id is not null group by 1) moved where t.id = moved.id;
  return null;
end
$$;

create trigger reconciliation_allocations_added after insert on reconciliation_allocations
  referencing new table as added for each statement execute function reconciliation_allocations_added();
create trigger reconciliation_allocations_removed after delete on reconciliation_allocations
  referencing old table as removed for each statement execute function reconciliation_allocations_removed();

-- An allocation is never changed in place: remove the match and make another.
create function reconciliation_allocation_frozen() returns trigger
language plpgsql
as $$
begin
  raise exception 'reconciliation allocations are not updated; remove the match and make another' using errcode = 'restrict_violation';
end
$$;
create trigger reconciliation_allocations_frozen before update on reconciliation_allocations
  for each row execute function reconciliation_allocation_frozen();

-- Recommendations of the matching engine (spec: recommended reconciliation,
-- pending). A run replaces the pending proposals it finds again; a proposal is
-- acted on only while PENDING (accepted into a reconciliation, or rejected),
-- which the status update itself decides: the first reviewer's update wins.
create table reconciliation_proposals (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  run_id uuid not null,
  strategy text not null check (strategy in ('ONE_TO_ONE', 'ONE_TO_MANY', 'MANY_TO_ONE')),
  result text not null check (result in ('FULL_MATCH', 'PARTIAL_MATCH')),
  statement_transaction_ids uuid[] not null check (cardinality(statement_transaction_ids) between 1 and 8),
  -- [{"kind": "EXPECTED_TRANSACTION", "id": …}], 1 to 8.
  items jsonb not null check (jsonb_typeof(items) = 'array' and jsonb_array_length(items) between 1 and 8),
  amount numeric(20, 2) not null check (amount > 0),
  confidence numeric(5, 4) not null check (confidence between 0 and 1),
  -- [{"code": …, "values": {…}, "text": …}]: why, in words the user reads.
  reasons jsonb not null,
  rule_id text not null,
  status text not null default 'PENDING' check (status in ('PENDING', 'ACCEPTED', 'REJECTED', 'SUPERSEDED')),
  reconciliation_id uuid references reconciliations (id) on delete set null,
  acted_by uuid,
  acted_at timestamptz,
  created_at timestamptz not null default now(),
  -- What accepting the proposal would book as the fee (0 when none), shown to the reviewer.
  fee numeric(20, 2) not null default 0 check (fee >= 0),
  -- A proposal the rules would confirm by themselves but the match refuses (a
  -- shortfall beyond a transfer fee, a side used up meanwhile) stays pending
  -- for a reviewer with the refusal's code and message, so it never waits
  -- silently.
  auto_refusal_code text,
  auto_refusal_message text,
  constraint reconciliation_proposals_auto_refusal check ((auto_refusal_code is null) = (auto_refusal_message is null))
);
create index reconciliation_proposals_pending on reconciliation_proposals (organization_id, confidence desc, id) where status = 'PENDING';
create index reconciliation_proposals_lines on reconciliation_proposals using gin (statement_transaction_ids);

-- Matching rules per organisation: tolerances, a date
-- window, the fields that must agree, the confidence at which a proposal is
-- made for review and the one at which it confirms itself, in a priority
-- order. An organisation without an enabled rule runs on the engine's default
-- rule (services/treasury/reconciliation/engine/engine.ts, defaultRule).
--
-- The bounds live here as well as in the service, so no code path stores a
-- rule the engine should not run: a negative tolerance, a window of a year, a
-- threshold outside 0..1, or self-confirmation below the review threshold.
create table reconciliation_rules (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  name text not null check (char_length(name) between 1 and 80 and name = btrim(name)),
  -- 1 is tried first. Unique per organisation; deferrable so that one UPDATE
  -- can move every rule of a reorder at once (checked when the statement ends).
  priority integer not null check (priority between 1 and 1000),
  -- An amount agrees within this much money, or this fraction of the line
  -- (0.005 = 0.5%), whichever is larger.
  amount_tolerance_absolute numeric(20, 2) not null default 0 check (amount_tolerance_absolute between 0 and 100000000),
  amount_tolerance_relative numeric(6, 5) not null default 0 check (amount_tolerance_relative between 0 and 0.1),
  -- Whether a line may be the item less (outgoing: plus) a known transfer fee (BI-FAST, SKN, RTGS, Online).
  allow_transfer_fees boolean not null default true,
  -- How many days a line may be booked before or after the item's date.
  days_before integer not null default 7 check (days_before between 0 and 60),
  days_after integer not null default 10 check (days_after between 0 and 60),
  -- Fields that must agree for this rule to propose a match.
  require_amount boolean not null default false,
  require_counterparty boolean not null default false,
  require_reference boolean not null default false,
  -- Proposals below this confidence are not made; at or above it they wait for review.
  propose_at numeric(5, 4) not null default 0.3 check (propose_at between 0 and 1),
  -- Proposals at or above this confirm themselves; null: never (the default).
  -- Not below 0.8: a match that moves money on its own must be one the engine is sure of.
  auto_confirm_at numeric(5, 4) check (auto_confirm_at between 0.8 and 1),
  enabled boolean not null default true,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_by uuid,
  updated_at timestamptz not null default now(),
  constraint reconciliation_rules_confirm_above_review check (auto_confirm_at is null or auto_confirm_at >= propose_at),
  constraint reconciliation_rules_priority unique (organization_id, priority) deferrable initially immediate
);
-- Names are unique per organisation, whatever their case, so a list in priority order never shows two alike.
create unique index reconciliation_rules_name on reconciliation_rules (organization_id, lower(name));


-- Runs of the matching engine, one row each, written in the transaction that
-- replaces the organisation's pending proposals with the run's. A run that
-- proposes nothing leaves no proposal behind, so only this table tells that
-- the engine has run at all: before the first run a line without a proposal
-- has not been looked at, rather than found without a match.
create table reconciliation_runs (
  id uuid primary key,
  organization_id uuid not null,
  proposed integer not null check (proposed >= 0),
  created_at timestamptz not null default now()
);
create index reconciliation_runs_latest on reconciliation_runs (organization_id, created_at desc);


-- === Exceptions =================================================================================

-- Exceptions (spec: /exceptions; "Exception: type, days open"; tickets Open,
-- In Progress, Resolved). A scan turns statement transactions that need a
-- person into tickets: lines left unmatched past the organisation's age, and
-- lines whose proposals were rejected twice.

-- The organisation's exception rules; an organisation without a row uses the defaults.
create table exception_settings (
  organization_id uuid primary key,
  -- A line unreconciled (or partially reconciled) this many days after its date becomes an exception.
  unmatched_after_days integer not null check (unmatched_after_days between 1 and 365),
  updated_by uuid,
  updated_at timestamptz not null default now()
);

create table exception_tickets (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  type text not null check (type in ('UNMATCHED_STATEMENT_TRANSACTION', 'REJECTED_TWICE')),
  -- The line the ticket is about; a line deleted with its bank account takes its tickets along.
  statement_transaction_id uuid not null references statement_transactions (id) on delete cascade,
  status text not null default 'OPEN' check (status in ('OPEN', 'IN_PROGRESS', 'RESOLVED')),
  -- The business day the line became an exception (days open count from it).
  opened_on date not null,
  -- A member of the organisation (the BFF checks membership with the account service), or nobody.
  assignee_id uuid,
  -- MANUAL: a member resolved it with a note; RECONCILED, ARCHIVED: it resolved itself when its line did.
  resolution text check (resolution in ('MANUAL', 'RECONCILED', 'ARCHIVED')),
  resolution_note text check (char_length(resolution_note) <= 1000),
  resolved_by uuid,
  resolved_on date,
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A resolved ticket says how and when; an unresolved one says neither.
  constraint exception_tickets_resolution check ((status = 'RESOLVED') = (resolution is not null and resolved_on is not null and resolved_at is not null)),
  constraint exception_tickets_note check (resolution <> 'MANUAL' or char_length(btrim(resolution_note)) > 0)
);
-- Once per line and type while unresolved: parallel scans insert with ON CONFLICT DO NOTHING against this.
create unique index exception_tickets_unresolved on exception_tickets (organization_id, statement_transaction_id, type) where status <> 'RESOLVED';
create index exception_tickets_page on exception_tickets (organization_id, opened_on, id);
-- The tickets of a line (what a line's delete cascades to, and what the scan checks per line and type).
create index exception_tickets_line on exception_tickets (statement_transaction_id, type);
-- The tickets members resolved, which keep the scan from opening their line's ticket again: few, and
-- looked up once per candidate line, so a line's lookup never walks the organisation's other tickets.
create index exception_tickets_resolved_by_member on exception_tickets (statement_transaction_id, type) where resolution = 'MANUAL';


-- === Deposits ===================================================================================

-- Deposits: time deposits placed at a bank for a tenor of
-- days or months at a yearly rate, renewed in place at maturity or paid out,
-- or closed early with a reason.
--
-- A renewal keeps the deposit's row (its id, alias and issued date, as the
-- bank keeps one bilyet across ARO rollovers) and moves its current period
-- forward; every period that ends is kept in deposit_periods with its
-- interest, so the history is never rewritten.
--
-- What must hold whatever the code does:
-- - amounts and rates are positive; a rate is at most 100 percent a year;
-- - the current period starts on or after the issued date and ends after it starts;
-- - a closed deposit has its reason and its closing day; only a closed one has them;
-- - an alias is unique per organisation by its look-alike key (services/kit/text.ts nameSkeleton);
-- - a period ends once: (deposit, number) is unique, so two maturity jobs at once settle it once.

create table deposits (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  -- A bank of the catalogue (services/treasury/banks/catalogue.ts), by clearing code.
  bank_code text not null check (bank_code ~ '^[0-9]{3}$'),
  alias text not null check (char_length(alias) between 1 and 100 and alias = btrim(alias)),
  alias_key text not null,
  currency text not null check (currency in ('IDR', 'USD', 'SGD')),
  -- What was placed on the issued date.
  amount numeric(20, 2) not null check (amount > 0),
  -- What the current period earns on: the amount plus interest rolled over by RENEW_PRINCIPAL_AND_INTEREST renewals.
  principal numeric(20, 2) not null check (principal > 0),
  issued_date date not null,
  period_start date not null,
  tenor integer not null check (tenor > 0),
  tenor_type text not null check (tenor_type in ('DAYS', 'MONTHS')),
  term text not null check (term in ('NO_RENEWAL', 'RENEW_PRINCIPAL', 'RENEW_PRINCIPAL_AND_INTEREST')),
  auto_renewal boolean not null generated always as (term <> 'NO_RENEWAL') stored,
  maturity_date date not null,
  -- Percent a year of the current period.
  interest_rate numeric(7, 4) not null check (interest_rate > 0 and interest_rate <= 100),
  renewals integer not null default 0 check (renewals >= 0),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'MATURED', 'CLOSED')),
  matured_at timestamptz,
  closed_on date,
  closure_reason text check (char_length(closure_reason) between 1 and 1000),
  closed_by uuid,
  closed_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint deposits_period check (period_start >= issued_date and maturity_date > period_start),
  constraint deposits_closure check ((status = 'CLOSED') = (closure_reason is not null and closed_on is not null)),
  constraint deposits_closed_within check (closed_on is null or (closed_on >= period_start and closed_on < maturity_date)),
  constraint deposits_matured check ((status = 'MATURED') = (matured_at is not null))
);
create unique index deposits_alias on deposits (organization_id, alias_key);
-- The list: soonest maturity first.
create index deposits_list on deposits (organization_id, maturity_date, created_at, id);
-- What the maturity job reads: active deposits by maturity, across organisations.
create index deposits_maturing on deposits (maturity_date) where status = 'ACTIVE';

create table deposit_periods (
  id uuid primary key default gen_random_uuid(),
  deposit_id uuid not null references deposits (id) on delete cascade,
  organization_id uuid not null,
  number integer not null check (number >= 1),
  start_date date not null,
  end_date date not null,
  principal numeric(20, 2) not null check (principal > 0),
  interest_rate numeric(7, 4) not null check (interest_rate > 0 and interest_rate <= 100),
  days integer not null check (days >= 0),
  gross_interest numeric(20, 2) not null check (gross_interest >= 0),
  tax numeric(20, 2) not null check (tax >= 0),
  net_interest numeric(20, 2) not null check (net_interest >= 0),
  outcome text not null check (outcome in ('RENEWED', 'MATURED', 'CLOSED')),
  rolled_over numeric(20, 2) not null check (rolled_over >= 0),
  paid_out numeric(20, 2) not null check (paid_out >= 0),
  ended_at timestamptz not null default now(),
  constraint deposit_periods_dates check (end_date >= start_date and days = end_date - start_date),
  constraint deposit_periods_net check (net_interest = gross_interest - tax),
  constraint deposit_periods_settled check (rolled_over + paid_out = principal + net_interest),
  constraint deposit_periods_once unique (deposit_id, number)
);


-- === Exchange rates =============================================================================

-- Exchange rates (the cash position, contracts/treasury/cash-position.ts and fx-rates.ts).
--
-- A rate is rupiah per one unit of USD or SGD on a business day. One per
-- organisation, day and currency: a new entry for that day replaces the row
-- (the service logs what it replaced in activity_log). MANUAL rates name the
-- member who entered them; IMPORT rates the file and the member who imported it.
create table fx_rates (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  rate_date date not null,
  currency text not null check (currency in ('USD', 'SGD')),
  rate numeric(20, 8) not null check (rate > 0),
  source text not null check (source in ('MANUAL', 'IMPORT')),
  source_name text check (length(source_name) between 1 and 255),
  recorded_by uuid,
  recorded_at timestamptz not null default now(),
  check ((source = 'IMPORT') = (source_name is not null))
);
-- One rate a day and currency; read backwards for "the latest on or before a day".
create unique index fx_rates_day on fx_rates (organization_id, currency, rate_date);
-- The list: newest day first.
create index fx_rates_list on fx_rates (organization_id, rate_date desc, currency, id);


-- === Cash forecast ==============================================================================

-- The cash forecast. The forecast itself is computed on
-- every request from balances, known items and the learned baseline
-- (services/treasury/cash-forecast/); what is kept is what people make of it:
--
-- - scenarios: a named set of adjustments over the forecast (a category's
--   percentage, an added item, a removed item), compared side by side with
--   it; names unique per organisation;
-- - snapshots: a forecast (or a scenario) frozen as computed on its day, its
--   periods, category lines and items as the API answered them, later
--   compared with what happened. A snapshot never changes; it outlives the
--   scenario it froze (whose name it keeps).

create table cash_forecast_scenarios (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  name text not null check (char_length(name) between 1 and 80 and name = btrim(name)),
  -- contracts/treasury/cash-forecast.ts ScenarioAdjustment, checked by the service.
  adjustments jsonb not null default '[]' check (jsonb_typeof(adjustments) = 'array' and jsonb_array_length(adjustments) <= 100),
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index cash_forecast_scenarios_name on cash_forecast_scenarios (organization_id, lower(name));

create table cash_forecast_snapshots (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  name text not null check (char_length(name) between 1 and 80 and name = btrim(name)),
  currency text not null check (currency in ('IDR', 'USD', 'SGD')),
  granularity text not null check (granularity in ('WEEK', 'MONTH')),
  -- Today when it was frozen: its period 1 starts on it.
  as_of date not null,
  scenario_id uuid references cash_forecast_scenarios (id) on delete set null,
  scenario_name text,
  opening_balance numeric(20, 2) not null,
  -- { periods, categories, items }: contracts/treasury/cash-forecast.ts ForecastBody; each matchable item also
  -- carries what reconciliation had matched of its record when frozen (`reconciled`).
  forecast jsonb not null,
  created_by uuid,
  created_at timestamptz not null default now(),
  check ((scenario_name is null) or (char_length(scenario_name) between 1 and 80))
);
create unique index cash_forecast_snapshots_name on cash_forecast_snapshots (organization_id, lower(name));
create index cash_forecast_snapshots_list on cash_forecast_snapshots (organization_id, created_at desc, id desc);
