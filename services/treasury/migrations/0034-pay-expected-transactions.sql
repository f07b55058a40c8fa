-- Paying an expected transaction (spec: an expected
-- transaction cannot be deleted "with an active or sent transfer"). An order
-- may pay one outgoing expected transaction of the same amount, currency and
-- counterparty; the order then stands for it:
-- - one order at a time pays an expected transaction: the link holds while
--   the order is under way, sent, or failed and not archived (it may still be
--   resent); a cancelled or rejected order, or an archived failed one, lets
--   it go;
-- - the statement line that explains the order explains the expected
--   transaction with it: an allocation to the order names the expected
--   transaction too, so both reconciled amounts move together and the
--   invariants of 0012 (each side's reconciled amount is the sum of its
--   allocations) still hold;
-- - nothing is allocated to such an expected transaction by itself: a match
--   must go through its order (a row written past the service is refused).

alter table payment_orders add column expected_transaction_id uuid references expected_transactions (id) on delete set null;

create function payment_order_pays_expected(status text, archived_at timestamptz) returns boolean
language sql immutable
as $$ select status in ('NEEDS_APPROVAL', 'SCHEDULED', 'IN_PROGRESS', 'SENT') or (status = 'FAILED' and archived_at is null) $$;

create unique index payment_orders_expected_transaction on payment_orders (expected_transaction_id)
  where expected_transaction_id is not null and payment_order_pays_expected(status, archived_at);

alter table reconciliation_allocations drop constraint reconciliation_allocations_one_item;
alter table reconciliation_allocations add constraint reconciliation_allocations_one_item check (
  num_nonnulls(payment_order_id, payment_settlement_id) + case when payment_order_id is null then num_nonnulls(expected_transaction_id) else 0 end = 1
);

create function reconciliation_allocation_item() returns trigger
language plpgsql
set search_path from current
as $$
begin
  if new.payment_order_id is not null then
    select expected_transaction_id into new.expected_transaction_id from payment_orders where id = new.payment_order_id;
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

create trigger reconciliation_allocations_item before insert on reconciliation_allocations
  for each row execute function reconciliation_allocation_item();
