-- Payments and transfers become reconcilable items: the
-- statement line a bank books for one (the money leaving the source account)
-- is matched with it as with an expected transaction, with the same
-- invariants (0012): nothing allocated beyond the order's amount, a line and
-- an order allocated to each other once, the status derived. The fee a bank
-- books as a line of its own is not part of the order's amount.
alter table payment_orders add column reconciled_amount numeric(20, 2) not null default 0;
alter table payment_orders add constraint payment_orders_reconciled_within check (reconciled_amount >= 0 and reconciled_amount <= amount);
alter table payment_orders add column reconciliation_status text not null generated always as (reconciliation_status_of(reconciled_amount, amount, null)) stored;
-- What matching reads: orders sent or on their way with something open.
create index payment_orders_open on payment_orders (organization_id, source_account_id) where status in ('IN_PROGRESS', 'SENT') and reconciled_amount < amount;

alter table reconciliation_allocations add column payment_order_id uuid references payment_orders (id);
alter table reconciliation_allocations drop constraint reconciliation_allocations_one_item;
alter table reconciliation_allocations add constraint reconciliation_allocations_one_item check (num_nonnulls(expected_transaction_id, payment_order_id) = 1);
create unique index reconciliation_allocations_line_payment on reconciliation_allocations (statement_transaction_id, payment_order_id) where payment_order_id is not null;
create index reconciliation_allocations_payment on reconciliation_allocations (payment_order_id) where payment_order_id is not null;

create or replace function reconciliation_allocation_applied() returns trigger
language plpgsql
set search_path from current
as $$
begin
  if tg_op = 'INSERT' then
    update statement_transactions set reconciled_amount = reconciled_amount + new.amount where id = new.statement_transaction_id;
    update expected_transactions set reconciled_amount = reconciled_amount + new.amount where id = new.expected_transaction_id;
    update payment_orders set reconciled_amount = reconciled_amount + new.amount where id = new.payment_order_id;
    return new;
  end if;
  update statement_transactions set reconciled_amount = reconciled_amount - old.amount where id = old.statement_transaction_id;
  update expected_transactions set reconciled_amount = reconciled_amount - old.amount where id = old.expected_transaction_id;
  update payment_orders set reconciled_amount = reconciled_amount - old.amount where id = old.payment_order_id;
  return old;
end
$$;
