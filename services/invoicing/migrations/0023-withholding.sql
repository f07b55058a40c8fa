-- PPh 23 withheld by a buyer from what it pays of an invoice (contracts/invoicing/invoice-payments.ts): the buyer pays
-- the invoice less the tax it withholds and pays to the state, and hands the seller a withholding slip (bukti potong).
-- Until the slip is received, what is withheld is reserved on the invoice (no payment is allocated to it); once it is,
-- it counts toward the invoice as paid, and the invoice settles in full.
--
-- What must hold whatever the code does:
-- - an invoice never has more paid, credited and withheld (received or awaiting its slip) than its grand total;
-- - its status is PAID exactly when paid + credited + withheld (received) is its grand total, ISSUED otherwise;
-- - an invoice has at most one withholding that is not cancelled, written while it is issued;
-- - a received withholding names its slip (number and date).

alter table sales_invoices
  add column withheld_amount numeric(20, 2) not null default 0 check (withheld_amount >= 0),
  add column withholding_pending numeric(20, 2) not null default 0 check (withholding_pending >= 0);

do $$
declare
  old_check text;
begin
  select conname into old_check from pg_constraint
    where conrelid = 'sales_invoices'::regclass and contype = 'c'
      and pg_get_constraintdef(oid) = 'CHECK (((paid_amount + credited_amount) <= grand_total))';
  execute format('alter table sales_invoices drop constraint %I', old_check);
end
$$;

alter table sales_invoices
  add constraint sales_invoices_within_total
    check (paid_amount + credited_amount + withheld_amount + withholding_pending <= grand_total),
  add constraint sales_invoices_cancelled_unwithheld
    check (status <> 'CANCELLED' or (withheld_amount = 0 and withholding_pending = 0)),
  -- What is left to pay in money: the grand total less what was paid, credited and withheld (or awaits its slip).
  add column remaining_amount numeric(20, 2) generated always as
    (grand_total - paid_amount - credited_amount - withheld_amount - withholding_pending) stored;

-- The status of an issued invoice from its amounts: PAID once paid, credited and withheld (received) make its total.
create function invoice_status_after(invoice sales_invoices, paid numeric, credited numeric, withheld numeric)
returns text
language sql immutable
as $$
  select case when invoice.status not in ('ISSUED', 'PAID') then invoice.status
              when paid + credited + withheld = invoice.grand_total then 'PAID' else 'ISSUED' end
$$;

create or replace function receivable_settlements_moved() returns trigger
language plpgsql
set search_path from current
as $$
declare
  settlement receivable_settlements;
  delta numeric(20, 2);
begin
  if tg_op = 'INSERT' then
    settlement := new;
    delta := new.amount;
  else
    settlement := old;
    delta := -old.amount;
  end if;
  update sales_invoices s set
    paid_amount = paid_amount + delta,
    bank_settled_amount = bank_settled_amount + delta,
    status = invoice_status_after(s, paid_amount + delta, credited_amount, withheld_amount),
    updated_at = now(),
    version = version + 1
  where id = settlement.sales_invoice_id and organization_id = settlement.organization_id;
  if not found then
    raise exception 'sales invoice % is not the organisation''s', settlement.sales_invoice_id
      using errcode = 'foreign_key_violation', constraint = 'receivable_settlements_invoice';
  end if;
  return null;
end
$$;

create or replace function credit_memo_applications_moved() returns trigger
language plpgsql
set search_path from current
as $$
declare
  application credit_memo_applications;
  delta numeric(20, 2);
  memo credit_memos;
  invoice sales_invoices;
begin
  if tg_op = 'INSERT' then
    application := new;
    delta := new.amount;
  else
    application := old;
    delta := -old.amount;
  end if;
  select * into memo from credit_memos
    where id = application.credit_memo_id and organization_id = application.organization_id for update;
  select * into invoice from sales_invoices
    where id = application.sales_invoice_id and organization_id = application.organization_id for update;
  if memo.id is null or invoice.id is null then
    raise exception 'credit memo application % names another organisation''s record', application.credit_memo_id
      using errcode = 'foreign_key_violation', constraint = 'credit_memo_applications_organization';
  end if;
  if tg_op = 'INSERT' and (
    invoice.customer_id <> memo.customer_id or invoice.currency <> memo.currency
    or invoice.status <> 'ISSUED' or memo.status <> 'OPEN'
  ) then
    raise exception 'credit memo % cannot apply to invoice %', memo.id, invoice.id
      using errcode = 'check_violation', constraint = 'credit_memo_applications_buyer';
  end if;
  update credit_memos set
    applied_amount = applied_amount + delta,
    status = case when status = 'CANCELLED' then status when applied_amount + delta = amount then 'APPLIED' else 'OPEN' end,
    updated_at = now()
  where id = memo.id;
  update sales_invoices s set
    credited_amount = credited_amount + delta,
    status = invoice_status_after(s, paid_amount, credited_amount + delta, withheld_amount),
    updated_at = now(),
    version = version + 1
  where id = invoice.id;
  return null;
end
$$;

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
    status = case when status = 'CANCELLED' then status when allocated_amount + delta = amount then 'ALLOCATED' else 'OPEN' end,
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

create table invoice_withholdings (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  sales_invoice_id uuid not null references sales_invoices (id),
  -- The payment the buyer made net of it, when it was recorded with one.
  payment_id uuid references invoice_payments (id),
  tax text not null default 'PPH_23' check (tax = 'PPH_23'),
  -- The base: the tax base (before PPN) of the invoice's service lines; the rate: 2%, or 4% without the seller's NPWP.
  base numeric(20, 2) not null check (base > 0),
  rate numeric(5, 2) not null check (rate in (2.00, 4.00)),
  amount numeric(20, 2) not null check (amount > 0 and amount <= base),
  status text not null check (status in ('AWAITING_SLIP', 'RECEIVED', 'CANCELLED')),
  slip_number text check (length(slip_number) between 1 and 60),
  slip_date date,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  received_by uuid,
  received_at timestamptz,
  cancellation_reason text,
  cancelled_by uuid,
  cancelled_at timestamptz,
  version integer not null default 1,
  -- Received names its slip; awaiting has none yet; a cancelled one keeps what it had.
  constraint invoice_withholdings_slip check (
    case status
      when 'RECEIVED' then slip_number is not null and slip_date is not null
      when 'AWAITING_SLIP' then slip_number is null and slip_date is null
      else true
    end
  ),
  constraint invoice_withholdings_cancelled
    check ((status = 'CANCELLED') = (cancellation_reason is not null and cancelled_by is not null and cancelled_at is not null))
);
create unique index invoice_withholdings_one_live on invoice_withholdings (sales_invoice_id) where status <> 'CANCELLED';
create index invoice_withholdings_payment on invoice_withholdings (payment_id);
create index invoice_withholdings_list on invoice_withholdings (organization_id, status);

-- A withholding moves its invoice: awaiting its slip it is reserved, received it is withheld; cancelled, neither.
create function invoice_withholdings_moved() returns trigger
language plpgsql
set search_path from current
as $$
declare
  pending_delta numeric(20, 2) := 0;
  withheld_delta numeric(20, 2) := 0;
  invoice sales_invoices;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    pending_delta := pending_delta - case when old.status = 'AWAITING_SLIP' then old.amount else 0 end;
    withheld_delta := withheld_delta - case when old.status = 'RECEIVED' then old.amount else 0 end;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    pending_delta := pending_delta + case when new.status = 'AWAITING_SLIP' then new.amount else 0 end;
    withheld_delta := withheld_delta + case when new.status = 'RECEIVED' then new.amount else 0 end;
  end if;
  select * into invoice from sales_invoices
    where id = coalesce(new.sales_invoice_id, old.sales_invoice_id)
      and organization_id = coalesce(new.organization_id, old.organization_id)
    for update;
  if invoice.id is null then
    raise exception 'withholding names another organisation''s invoice'
      using errcode = 'foreign_key_violation', constraint = 'invoice_withholdings_organization';
  end if;
  if tg_op = 'INSERT' and invoice.status <> 'ISSUED' then
    raise exception 'invoice % is not issued', invoice.id
      using errcode = 'check_violation', constraint = 'invoice_withholdings_issued';
  end if;
  update sales_invoices s set
    withholding_pending = withholding_pending + pending_delta,
    withheld_amount = withheld_amount + withheld_delta,
    status = invoice_status_after(s, paid_amount, credited_amount, withheld_amount + withheld_delta),
    updated_at = now(),
    version = version + 1
  where id = invoice.id;
  return null;
end
$$;

create trigger invoice_withholdings_moved after insert or update or delete on invoice_withholdings
  for each row execute function invoice_withholdings_moved();
