-- Bills: what the organisation owes its suppliers,
-- created, submitted, approved or cancelled with a reason, and paid by a
-- payment of the same amount, currency and counterparty.
--
-- What must hold whatever the code does:
-- - the due date is not before the bill's date; the amount is positive;
-- - a cancelled bill has its reason;
-- - one payment at a time pays a bill (as an expected transaction, 0034), and
--   a payment pays a bill or an expected transaction, never both;
-- - the statement line that explains the payment explains the bill with it:
--   an allocation to the order names the bill too, and the bill's paid amount
--   moves with the allocations, never beyond its amount.

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

alter table payment_orders add column bill_id uuid references bills (id) on delete set null;
alter table payment_orders add constraint payment_orders_pays_one check (num_nonnulls(expected_transaction_id, bill_id) <= 1);
create unique index payment_orders_bill on payment_orders (bill_id)
  where bill_id is not null and payment_order_pays_expected(status, archived_at);

-- An allocation to an order names the bill it pays; a bill is matched only through its payment for now.
alter table reconciliation_allocations add column bill_id uuid references bills (id);
alter table reconciliation_allocations add constraint reconciliation_allocations_bill_through_order check (bill_id is null or payment_order_id is not null);
create index reconciliation_allocations_bill on reconciliation_allocations (bill_id) where bill_id is not null;

create or replace function reconciliation_allocation_item() returns trigger
language plpgsql
set search_path from current
as $$
begin
  if new.payment_order_id is not null then
    select expected_transaction_id, bill_id into new.expected_transaction_id, new.bill_id from payment_orders where id = new.payment_order_id;
  elsif new.expected_transaction_id is not null then
    -- Under the expected transaction's lock, so that an order made to pay it meanwhile is seen (read committed: a new snapshot per statement).
    perform 1 from expected_transactions where id = new.expected_transaction_id for update;
    if exists (select 1 from payment_orders where expected_transaction_id = new.expected_transaction_id and payment_order_pays_expected(status, archived_at)) then
      raise exception 'expected transaction % is paid by an order: match the order', new.expected_transaction_id
        using errcode = 'check_violation', constraint = 'reconciliation_allocations_paid_by_order';
    end if;
  end if;
  return new;
end
$$;

create or replace function reconciliation_allocation_applied() returns trigger
language plpgsql
set search_path from current
as $$
begin
  if tg_op = 'INSERT' then
    update statement_transactions set reconciled_amount = reconciled_amount + new.amount where id = new.statement_transaction_id;
    update expected_transactions set reconciled_amount = reconciled_amount + new.amount where id = new.expected_transaction_id;
    update payment_orders set reconciled_amount = reconciled_amount + new.amount where id = new.payment_order_id;
    update payment_settlements set reconciled_amount = reconciled_amount + new.amount where id = new.payment_settlement_id;
    update bills set reconciled_amount = reconciled_amount + new.amount where id = new.bill_id;
    return new;
  end if;
  update statement_transactions set reconciled_amount = reconciled_amount - old.amount where id = old.statement_transaction_id;
  update expected_transactions set reconciled_amount = reconciled_amount - old.amount where id = old.expected_transaction_id;
  update payment_orders set reconciled_amount = reconciled_amount - old.amount where id = old.payment_order_id;
  update payment_settlements set reconciled_amount = reconciled_amount - old.amount where id = old.payment_settlement_id;
  update bills set reconciled_amount = reconciled_amount - old.amount where id = old.bill_id;
  return old;
end
$$;
