-- The checks an allocation to an expected transaction or a bill makes ("paid
-- by an order": match the order; a bill only while approved) move from the
-- per-row trigger (0034, 0041) into the per-statement trigger of 0045, over
-- the statement's transition table: a run that confirms thousands of matches
-- in one statement checks them in one query, not one query per row.
--
-- What must hold whatever the code does (unchanged from 0034, 0041, 0045):
-- - an allocation to an order names the expected transaction or bill the
--   order pays (filled in per row, before the insert, only for orders);
-- - nothing is allocated by itself to an expected transaction or a bill a
--   live order pays, nor to a bill that is not approved;
-- - the check is made under the item's lock, taken by the update of its
--   reconciled amount; the check's query, a statement of its own, takes a
--   new snapshot (read committed), so an order made meanwhile is seen.

drop trigger reconciliation_allocations_item on reconciliation_allocations;
drop function reconciliation_allocation_item();

-- An order's allocation names what the order pays.
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

create or replace function reconciliation_allocations_added() returns trigger
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
    where a.fee > 0
      and (t.direction <> 'CREDIT' or not coalesce(
        case
          when a.payment_order_id is not null then o.reconciled_amount = o.amount
          when a.payment_settlement_id is not null then s.reconciled_amount = s.amount
          when a.expected_transaction_id is not null then e.reconciled_amount = e.amount
          else b.reconciled_amount = b.amount
        end, false))
  ) then
    raise exception 'a fee is booked only on an incoming line by an allocation that settles its item in full'
      using errcode = 'check_violation', constraint = 'reconciliation_allocations_fee_settles';
  end if;
  return null;
end
$$;
