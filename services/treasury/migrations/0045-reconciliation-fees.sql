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
-- Which shortfalls count as a fee (the ceiling) is the service's rule,
-- contracts/treasury/reconciliations.ts MAX_TRANSFER_FEE.

alter table reconciliation_allocations add column fee numeric(20, 2) not null default 0 check (fee >= 0);
-- What accepting a proposal would book as the fee (0 when none), shown to the reviewer.
alter table reconciliation_proposals add column fee numeric(20, 2) not null default 0 check (fee >= 0);

create or replace function reconciliation_allocation_applied() returns trigger
language plpgsql
set search_path from current
as $$
declare
  settled boolean;
begin
  if tg_op = 'INSERT' then
    update statement_transactions set reconciled_amount = reconciled_amount + new.amount where id = new.statement_transaction_id;
    update expected_transactions set reconciled_amount = reconciled_amount + new.amount + new.fee where id = new.expected_transaction_id;
    update payment_orders set reconciled_amount = reconciled_amount + new.amount + new.fee where id = new.payment_order_id;
    update payment_settlements set reconciled_amount = reconciled_amount + new.amount + new.fee where id = new.payment_settlement_id;
    update bills set reconciled_amount = reconciled_amount + new.amount + new.fee where id = new.bill_id;
    if new.fee > 0 then
      select case
          when new.payment_order_id is not null then (select reconciled_amount = amount from payment_orders where id = new.payment_order_id)
          when new.payment_settlement_id is not null then (select reconciled_amount = amount from payment_settlements where id = new.payment_settlement_id)
          when new.expected_transaction_id is not null then (select reconciled_amount = amount from expected_transactions where id = new.expected_transaction_id)
          else (select reconciled_amount = amount from bills where id = new.bill_id)
        end
        and (select direction = 'CREDIT' from statement_transactions where id = new.statement_transaction_id)
        into settled;
      if settled is not true then
        raise exception 'a fee is booked only on an incoming line by an allocation that settles its item in full'
          using errcode = 'check_violation', constraint = 'reconciliation_allocations_fee_settles';
      end if;
    end if;
    return new;
  end if;
  update statement_transactions set reconciled_amount = reconciled_amount - old.amount where id = old.statement_transaction_id;
  update expected_transactions set reconciled_amount = reconciled_amount - old.amount - old.fee where id = old.expected_transaction_id;
  update payment_orders set reconciled_amount = reconciled_amount - old.amount - old.fee where id = old.payment_order_id;
  update payment_settlements set reconciled_amount = reconciled_amount - old.amount - old.fee where id = old.payment_settlement_id;
  update bills set reconciled_amount = reconciled_amount - old.amount - old.fee where id = old.bill_id;
  return old;
end
$$;
