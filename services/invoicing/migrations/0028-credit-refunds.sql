-- A buyer's credit (what its payments have not allocated) paid back to it: a refund is a payment order of the treasury,
-- made by a maker and approved as every payment is. While the order is on its way, the credit it pays back is reserved
-- on the payment here, so no invoice can take it and no second refund can ask for it; the order rejected, cancelled, or
-- failed and archived, the treasury releases it and the credit is the buyer's again.
--
-- What must hold whatever the code does:
-- - a payment never allocates and refunds more than its amount (allocated_amount + refunded_amount <= amount), so the
--   buyer's credit (amount - allocated - refunded) is never below zero, even with many refunds asked at once: the
--   refund's trigger moves the payment under its lock and the CHECK refuses the one too many;
-- - a payment's refunded amount is what its reserved refunds add up to, and its status follows from what is left
--   (OPEN while some is, ALLOCATED once nothing is) until it is cancelled;
-- - a refund is reserved only from an open payment, in its currency, and once released stays released;
-- - a payment with a refund reserved is not cancelled (its money is on its way back to the buyer).

alter table invoice_payments add column refunded_amount numeric(20, 2) not null default 0;

alter table invoice_payments drop constraint invoice_payments_allocated_within,
  add constraint invoice_payments_used_within check (
    allocated_amount >= 0 and refunded_amount >= 0 and allocated_amount + refunded_amount <= amount
  );

alter table invoice_payments drop constraint invoice_payments_status,
  add constraint invoice_payments_status check (
    case status
      when 'CANCELLED' then allocated_amount = 0 and refunded_amount = 0 and cancellation_reason is not null
        and cancelled_by is not null and cancelled_at is not null
      when 'ALLOCATED' then allocated_amount + refunded_amount = amount
      else allocated_amount + refunded_amount < amount
    end
  );

create table invoice_payment_refunds (
  -- The treasury's payment order that pays it back: one refund per order.
  id uuid primary key,
  organization_id uuid not null,
  payment_id uuid not null references invoice_payments (id),
  currency text not null,
  amount numeric(20, 2) not null check (amount > 0),
  status text not null default 'RESERVED' check (status in ('RESERVED', 'RELEASED')),
  requested_by uuid not null,
  requested_at timestamptz not null default now(),
  released_by uuid,
  released_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint invoice_payment_refunds_released check (
    (status = 'RELEASED') = (released_by is not null and released_at is not null)
  )
);
create index invoice_payment_refunds_payment on invoice_payment_refunds (payment_id);

-- A refund and its payment move together, under the payment's lock (taken here): what the refund reserves, or no
-- longer reserves, moves the payment's refunded amount, within its bounds by the payment's CHECKs, and its status.
create function invoice_payment_refunds_moved() returns trigger
language plpgsql
set search_path from current
as $$
declare
  refund invoice_payment_refunds := new;
  delta numeric(20, 2);
  payment invoice_payments;
begin
  if tg_op = 'UPDATE' and (old.payment_id <> new.payment_id or old.organization_id <> new.organization_id
      or old.currency <> new.currency or (old.status = 'RELEASED' and new.status <> 'RELEASED')) then
    raise exception 'refund % cannot move to another payment, nor be reserved again once released', new.id
      using errcode = 'check_violation', constraint = 'invoice_payment_refunds_fixed';
  end if;
  delta := case when new.status = 'RESERVED' then new.amount else 0 end
    - case when tg_op = 'UPDATE' and old.status = 'RESERVED' then old.amount else 0 end;
  select * into payment from invoice_payments
    where id = refund.payment_id and organization_id = refund.organization_id for update;
  if payment.id is null then
    raise exception 'refund % names another organisation''s payment', refund.id
      using errcode = 'foreign_key_violation', constraint = 'invoice_payment_refunds_organization';
  end if;
  if delta > 0 and (payment.status <> 'OPEN' or payment.currency <> refund.currency) then
    raise exception 'payment % has no credit to refund in %', payment.id, refund.currency
      using errcode = 'check_violation', constraint = 'invoice_payment_refunds_open';
  end if;
  if delta <> 0 then
    update invoice_payments set
      refunded_amount = refunded_amount + delta,
      status = case when status = 'CANCELLED' then status
        when allocated_amount + refunded_amount + delta = amount then 'ALLOCATED' else 'OPEN' end,
      updated_at = now(),
      version = version + 1
    where id = payment.id;
  end if;
  return null;
end
$$;

create trigger invoice_payment_refunds_moved after insert or update on invoice_payment_refunds
  for each row execute function invoice_payment_refunds_moved();

-- Nothing reserved is ever deleted: a refund is released, and stays as history.
create function invoice_payment_refunds_kept() returns trigger
language plpgsql
as $$
begin
  raise exception 'refunds are released, never deleted'
    using errcode = 'check_violation', constraint = 'invoice_payment_refunds_kept';
end
$$;
create trigger invoice_payment_refunds_kept before delete on invoice_payment_refunds
  for each row execute function invoice_payment_refunds_kept();

-- An allocation now leaves the payment ALLOCATED only once nothing is left after its refunds too.
create or replace function invoice_payment_allocations_moved() returns trigger
language plpgsql
set search_path from current
as $$
declare
  allocation invoice_payment_allocations;
  delta numeric(20, 2);
  payment invoice_payments;
  invoice sales_invoices;
begin
  if tg_op = 'INSERT' then
    allocation := new;
    delta := new.amount;
  else
    allocation := old;
    delta := -old.amount;
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
  update invoice_payments set
    allocated_amount = allocated_amount + delta,
    status = case when status = 'CANCELLED' then status
      when allocated_amount + delta + refunded_amount = amount then 'ALLOCATED' else 'OPEN' end,
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
