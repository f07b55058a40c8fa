-- Bills become reconcilable items of their own: an
-- approved bill no payment pays is marked paid by matching the outgoing
-- statement transaction that paid it, by hand ("Mark paid") or through the
-- matching engine. A bill a payment pays is still matched through that
-- payment, as in 0035.
--
-- What must hold whatever the code does:
-- - an allocation names exactly one item: an order (with the bill or the
--   expected transaction it pays), a settlement, or, without an order, one
--   expected transaction or one bill;
-- - a bill is allocated to directly only while it is approved and no live
--   payment pays it (checked under the bill's lock);
-- - one line and one bill are paired once; the bill's paid amount never
--   goes beyond its amount (bills_reconciled_within, 0035).

alter table reconciliation_allocations drop constraint reconciliation_allocations_bill_through_order;
alter table reconciliation_allocations drop constraint reconciliation_allocations_one_item;
alter table reconciliation_allocations add constraint reconciliation_allocations_one_item check (
  num_nonnulls(payment_order_id, payment_settlement_id) + case when payment_order_id is null then num_nonnulls(expected_transaction_id, bill_id) else 0 end = 1
);
create unique index reconciliation_allocations_line_bill on reconciliation_allocations (statement_transaction_id, bill_id) where bill_id is not null and payment_order_id is null;

create or replace function reconciliation_allocation_item() returns trigger
language plpgsql
set search_path from current
as $$
declare
  bill_status text;
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
  elsif new.bill_id is not null then
    -- Likewise under the bill's lock: a payment made for it meanwhile, or its cancellation, is seen.
    select status into bill_status from bills where id = new.bill_id for update;
    if bill_status is distinct from 'APPROVED' then
      raise exception 'bill % is not approved', new.bill_id
        using errcode = 'check_violation', constraint = 'reconciliation_allocations_bill_approved';
    end if;
    if exists (select 1 from payment_orders where bill_id = new.bill_id and payment_order_pays_expected(status, archived_at)) then
      raise exception 'bill % is paid by an order: match the order', new.bill_id
        using errcode = 'check_violation', constraint = 'reconciliation_allocations_paid_by_order';
    end if;
  end if;
  return new;
end
$$;
