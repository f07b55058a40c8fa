-- The rounding of a payment made at checkout (contracts/invoicing/checkout.ts). The gateways take whole rupiah only
-- (Midtrans refuses sen, Xendit truncates them), so a charge is what is left of the invoice rounded down to the rupiah,
-- and when it is paid the sen it left out are settled as the charge's rounding: part of the payment's allocation to the
-- invoice, so the invoice is exactly PAID and nothing of the payment is left over as the buyer's credit.
--
-- What must hold whatever the code does:
-- - an allocation's `amount` is what it settles of the invoice; `rounding` is the part of it that is no money of the
--   payment: less than one rupiah, never the whole allocation;
-- - only a payment made at checkout rounds, and only the allocation that settles the rest of its invoice;
-- - the payment's allocated amount moves by the money (amount - rounding), the invoice's paid amount by the amount;
--   undoing the allocation (or cancelling the payment) takes both back.

alter table invoice_payment_allocations
  add column rounding numeric(20, 2) not null default 0,
  add constraint invoice_payment_allocations_rounding check (rounding >= 0 and rounding < 1 and rounding < amount);

create or replace function invoice_payment_allocations_moved() returns trigger
language plpgsql
set search_path from current
as $$
declare
  allocation invoice_payment_allocations;
  delta numeric(20, 2);
  money_delta numeric(20, 2);
  payment invoice_payments;
  invoice sales_invoices;
begin
  if tg_op = 'INSERT' then
    allocation := new;
    delta := new.amount;
    money_delta := new.amount - new.rounding;
  else
    allocation := old;
    delta := -old.amount;
    money_delta := -(old.amount - old.rounding);
  end if;
  select * into payment from invoice_payments
    where id = allocation.payment_id and organization_id = allocation.organization_id for update;
  select * into invoice from sales_invoices
    where id = allocation.sales_invoice_id and organization_id = allocation.organization_id for update;
  if payment.id is null or invoice.id is null then
    raise exception 'payment allocation % names another organisation''s record', allocation.id
      using errcode = 'foreign_key_violation', constraint = 'invoice_payment_allocations_organization';
  end if;
  if tg_op = 'INSERT' and (
    invoice.customer_id <> payment.customer_id or invoice.currency <> payment.currency
    or invoice.status <> 'ISSUED' or payment.status <> 'OPEN'
  ) then
    raise exception 'payment % cannot be allocated to invoice %', payment.id, invoice.id
      using errcode = 'check_violation', constraint = 'invoice_payment_allocations_buyer';
  end if;
  if tg_op = 'INSERT' and new.rounding > 0 and (
    payment.source <> 'CHECKOUT' or new.amount <> invoice.remaining_amount
  ) then
    raise exception 'payment % rounds only at checkout, settling the rest of invoice %', payment.id, invoice.id
      using errcode = 'check_violation', constraint = 'invoice_payment_allocations_rounding_settles';
  end if;
  update invoice_payments set
    allocated_amount = allocated_amount + money_delta,
    status = case when status = 'CANCELLED' then status
      when allocated_amount + money_delta + refunded_amount = amount then 'ALLOCATED' else 'OPEN' end,
    updated_at = now()
  where id = payment.id;
  update sales_invoices s set
    paid_amount = paid_amount + delta,
    status = invoice_status_after(s, paid_amount + delta, credited_amount, withheld_amount),
    updated_at = now(),
    version = version + 1
  where id = invoice.id;
  return null;
end
$$;
