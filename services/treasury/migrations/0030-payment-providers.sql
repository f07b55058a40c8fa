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
--   and archived_at by reconciliation_status_of (0012), as for statement
--   lines and expected transactions. The allocation table is not touched
--   here: the reconciliation engine adds its column for settlements.

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

-- A provider's report is a CSV import of its own kind, for one provider. The
-- kind checks of uploads and imports (0004, and any migration since) are
-- widened rather than rewritten, so kinds others added stay allowed.
alter table imports add column payment_provider_id uuid references payment_providers (id) on delete cascade;
do $$
declare
  found record;
begin
  for found in
    select c.conname, c.conrelid::regclass::text as tbl, pg_get_constraintdef(c.oid) as def, a.attname as col
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'c' and c.conrelid in ('uploads'::regclass, 'imports'::regclass)
      and ((c.conrelid = 'uploads'::regclass and a.attname = 'purpose') or (c.conrelid = 'imports'::regclass and a.attname = 'kind'))
      and pg_get_constraintdef(c.oid) like '%ARRAY[%' and array_length(c.conkey, 1) = 1
  loop
    execute format('alter table %I drop constraint %I', found.tbl, found.conname);
    execute format('alter table %I add constraint %I check ((%s) or %I = %L)', found.tbl, found.conname, substring(found.def from '^CHECK \((.*)\)$'), found.col, 'PAYMENT_REPORT');
  end loop;
end
$$;
alter table imports add constraint imports_payment_report_provider check ((kind = 'PAYMENT_REPORT') = (payment_provider_id is not null));
