-- Money in the bank, seen once. A bank credit that the treasury's reconciliation matches to an issued invoice is an
-- invoice payment (source BANK, named by the match and the invoice: `<reconciliation id>:<invoice id>`), allocated to
-- that invoice like any other payment, and settled on the line's booking date; undoing the match cancels it. A payment
-- recorded by hand (a transfer the buyer announced) is an item of reconciliation of its own: the bank line that
-- brings its money settles it, and no second payment is made (contracts/invoicing/receivables.ts).
--
-- Until now a match settled the invoice without a payment (receivable_settlements, 0013): each of those becomes the
-- BANK payment it stands for, with its allocation, numbered in its booking month after the month's payments.
--
-- What must hold whatever the code does:
-- - a payment is settled exactly when the day its money reached the bank is known (settled_on), and only a payment
--   that is not cancelled is settled by a bank line (`settled_by`: the treasury's match, or the gateway's payout);
-- - a BANK payment is settled from the start, on its line's booking date.

alter table invoice_payments drop constraint invoice_payments_source_check,
  add constraint invoice_payments_source_check check (source in ('MANUAL', 'CHECKOUT', 'BANK'));

alter table invoice_payments
  add column settled_on date,
  add column settled_by text check (length(settled_by) <= 100);
update invoice_payments set settled_on = payment_date where settlement_status = 'SETTLED';
alter table invoice_payments
  add constraint invoice_payments_settled check ((settlement_status = 'SETTLED') = (settled_on is not null)),
  add constraint invoice_payments_settled_open check (settlement_status = 'PENDING' or status <> 'CANCELLED');

do $$
declare
  settlement record;
  new_payment uuid;
  next_number integer;
begin
  for settlement in
    select r.*, s.customer_id, s.currency
      from receivable_settlements r join sales_invoices s on s.id = r.sales_invoice_id
     order by r.booked_on, r.created_at, r.reconciliation_id, r.sales_invoice_id
  loop
    -- The settlement's trigger takes back what it paid; the payment's allocation pays it again.
    delete from receivable_settlements
     where sales_invoice_id = settlement.sales_invoice_id and reconciliation_id = settlement.reconciliation_id;
    insert into document_number_counters (organization_id, document_type, period, last_number)
      values (settlement.organization_id, 'INVOICE_PAYMENT', to_char(settlement.booked_on, 'YYYY-MM'), 1)
      on conflict (organization_id, document_type, period)
      do update set last_number = document_number_counters.last_number + 1
      returning last_number into next_number;
    insert into invoice_payments (organization_id, number, customer_id, payment_date, currency, amount, method,
                                  source, source_ref, settlement_status, settled_on, settled_by, created_by, created_at)
      values (settlement.organization_id,
              'PAY/' || to_char(settlement.booked_on, 'YYYY/MM') || '/' || lpad(next_number::text, 4, '0'),
              settlement.customer_id, settlement.booked_on, settlement.currency, settlement.amount, 'BANK_TRANSFER',
              'BANK', settlement.reconciliation_id || ':' || settlement.sales_invoice_id, 'SETTLED',
              settlement.booked_on, settlement.reconciliation_id::text, settlement.created_by, settlement.created_at)
      returning id into new_payment;
    insert into invoice_payment_allocations (organization_id, payment_id, sales_invoice_id, amount, allocated_by,
                                             allocated_at)
      values (settlement.organization_id, new_payment, settlement.sales_invoice_id, settlement.amount,
              settlement.created_by, settlement.created_at);
  end loop;
end
$$;

drop table receivable_settlements;
drop function receivable_settlements_moved();
drop function receivable_settlement_of_issued();
alter table sales_invoices drop column bank_settled_amount;

-- What reconciliation reads of the payments its bank lines may settle: the organisation's unsettled ones.
create index invoice_payments_unsettled on invoice_payments (organization_id, id)
  where source = 'MANUAL' and settlement_status = 'PENDING' and status <> 'CANCELLED';
