-- Payment providers' settlements become reconcilable items: the bank
-- credit a provider's settlement makes (it pays many payment
-- records) is matched with the settlement as with the other kinds, with the
-- same invariants (0012, 0023). The settlements' reconciled amount and status
-- were there from 0030; the allocation gets its column and moves them.
alter table reconciliation_allocations add column payment_settlement_id uuid references payment_settlements (id);
alter table reconciliation_allocations drop constraint reconciliation_allocations_one_item;
alter table reconciliation_allocations add constraint reconciliation_allocations_one_item check (num_nonnulls(expected_transaction_id, payment_order_id, payment_settlement_id) = 1);
create unique index reconciliation_allocations_line_settlement on reconciliation_allocations (statement_transaction_id, payment_settlement_id) where payment_settlement_id is not null;
create index reconciliation_allocations_settlement on reconciliation_allocations (payment_settlement_id) where payment_settlement_id is not null;

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
    return new;
  end if;
  update statement_transactions set reconciled_amount = reconciled_amount - old.amount where id = old.statement_transaction_id;
  update expected_transactions set reconciled_amount = reconciled_amount - old.amount where id = old.expected_transaction_id;
  update payment_orders set reconciled_amount = reconciled_amount - old.amount where id = old.payment_order_id;
  update payment_settlements set reconciled_amount = reconciled_amount - old.amount where id = old.payment_settlement_id;
  return old;
end
$$;
