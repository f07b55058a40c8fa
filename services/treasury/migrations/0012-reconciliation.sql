-- Reconciliation: a match (a reconciliation) allocates amounts between
-- statement transactions (lines) and reconcilable items. Expected
-- transactions are the first kind of item; payments, transfers and bills add
-- a column each to reconciliation_allocations when they exist, and the rules
-- below hold for them the same way.
--
-- The invariants live here, not only in the service, so that no code path and
-- no race can break them:
-- - what is allocated to a line or an item never exceeds its amount: each
--   allocation adds to the side's reconciled_amount, in the transaction that
--   writes it, under the side's row lock, and a check refuses more than the
--   amount (two reviewers accepting conflicting matches at the same instant:
--   the second waits for the first, then is refused);
-- - a line and an item are allocated to each other at most once;
-- - the reconciliation status follows from reconciled_amount and archived_at
--   (a generated column), so it is never stored out of step;
-- - removing a match deletes its own allocations only, and gives back what
--   they had taken from each side.

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

create table reconciliation_allocations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  reconciliation_id uuid not null references reconciliations (id) on delete cascade,
  statement_transaction_id uuid not null references statement_transactions (id),
  expected_transaction_id uuid references expected_transactions (id),
  amount numeric(20, 2) not null check (amount > 0),
  -- One kind of item per allocation; with more kinds: exactly one of their columns.
  constraint reconciliation_allocations_one_item check (num_nonnulls(expected_transaction_id) = 1)
);
create unique index reconciliation_allocations_line_expected on reconciliation_allocations (statement_transaction_id, expected_transaction_id) where expected_transaction_id is not null;
create index reconciliation_allocations_reconciliation on reconciliation_allocations (reconciliation_id);
create index reconciliation_allocations_expected on reconciliation_allocations (expected_transaction_id) where expected_transaction_id is not null;

-- The sides' reconciled amounts stay within their amounts.
alter table statement_transactions add constraint statement_transactions_reconciled_within check (reconciled_amount >= 0 and reconciled_amount <= amount);
alter table expected_transactions add constraint expected_transactions_reconciled_within check (reconciled_amount <= amount);

-- Archived: explained without a match (a bank fee, interest), or withdrawn.
alter table statement_transactions add column archived_at timestamptz;
alter table expected_transactions add column archived_at timestamptz;

-- The status, derived: one definition for lines and items.
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
alter table statement_transactions drop column reconciliation_status;
alter table statement_transactions add column reconciliation_status text not null generated always as (reconciliation_status_of(reconciled_amount, amount, archived_at)) stored;
alter table expected_transactions drop column reconciliation_status;
alter table expected_transactions add column reconciliation_status text not null generated always as (reconciliation_status_of(reconciled_amount, amount, archived_at)) stored;
-- Dropped with the column it indexed (0006).
create index expected_transactions_status on expected_transactions (organization_id, reconciliation_status, expected_date desc, id desc);
-- What matching reads: the open lines and items of an organisation.
create index statement_transactions_open on statement_transactions (organization_id, bank_account_id, direction) where reconciled_amount < amount and archived_at is null;
create index expected_transactions_open on expected_transactions (organization_id, direction) where reconciled_amount < amount and archived_at is null;

create function reconciliation_allocation_applied() returns trigger
language plpgsql
set search_path from current
as $$
begin
  if tg_op = 'INSERT' then
    update statement_transactions set reconciled_amount = reconciled_amount + new.amount where id = new.statement_transaction_id;
    update expected_transactions set reconciled_amount = reconciled_amount + new.amount where id = new.expected_transaction_id;
    return new;
  end if;
  update statement_transactions set reconciled_amount = reconciled_amount - old.amount where id = old.statement_transaction_id;
  update expected_transactions set reconciled_amount = reconciled_amount - old.amount where id = old.expected_transaction_id;
  return old;
end
$$;
create trigger reconciliation_allocations_apply after insert or delete on reconciliation_allocations
  for each row execute function reconciliation_allocation_applied();

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
