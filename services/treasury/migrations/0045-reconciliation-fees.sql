-- Fee-deducted matches: an incoming transfer that arrived short of its item
-- by the fee the payer's bank deducted (BI-FAST, SKN, online transfer, RTGS)
-- settles the item in full; the shortfall is booked as the match's fee.
--
-- What must hold whatever the code does (extending 0012):
-- - an allocation gives the line its amount and the item its amount plus its
--   fee: what is allocated to a line still never exceeds the line, and an
--   item's allocated amounts plus its fees never exceed the item;
-- - a fee is never negative, is taken only on an incoming (CREDIT) line, and
--   only by an allocation that settles its item in full (item allocated +
--   fee = item amount); an excess is never a fee;
-- - removing the match deletes its allocations and so gives back the fee
--   with the amount: nothing of the fee stays booked.
-- Which shortfalls count as a fee is the service's rule (allocate.ts,
-- deductedFee: a transfer fee the engine knows).
--
-- The sides' reconciled amounts move once per statement, by the sum of its
-- allocations per side (transition tables), not once per allocation: a run
-- that confirms thousands of matches writes them in a few statements.

alter table reconciliation_allocations add column fee numeric(20, 2) not null default 0 check (fee >= 0);
-- What accepting a proposal would book as the fee (0 when none), shown to the reviewer.
alter table reconciliation_proposals add column fee numeric(20, 2) not null default 0 check (fee >= 0);

drop trigger reconciliation_allocations_apply on reconciliation_allocations;
drop function reconciliation_allocation_applied();

-- A line moves by its allocations' amounts, an item by their amounts plus
-- their fees; an order's allocation also moves the expected transaction or
-- bill the order pays (reconciliation_allocation_item fills them in).
create function reconciliation_allocations_added() returns trigger
language plpgsql
set search_path from current
as $$
begin
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
  return null;
end
$$;

create trigger reconciliation_allocations_added after insert on reconciliation_allocations
  referencing new table as added for each statement execute function reconciliation_allocations_added();
create trigger reconciliation_allocations_removed after delete on reconciliation_allocations
  referencing old table as removed for each statement execute function reconciliation_allocations_removed();
