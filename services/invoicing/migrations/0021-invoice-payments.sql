-- Payments a buyer made (contracts/invoicing/invoice-payments.ts): recorded by a member, or made at checkout through a
-- payment gateway. A payment is numbered `PAY/2026/11/0001` and allocated to the buyer's issued invoices in its
-- currency; what is not allocated is the buyer's credit, for later invoices.
--
-- What must hold whatever the code does:
-- - a payment never allocates more than its amount (allocated_amount <= amount), and an invoice never has more paid
--   than is left of it (paid + credited <= grand total, 0010): the allocation's trigger moves both, under both rows'
--   locks, as a credit memo's application does (0014);
-- - an allocation is to an issued invoice of the payment's buyer in its currency, and only while the payment is open;
-- - the payment's status follows from what is allocated (OPEN while some is left, ALLOCATED once all is) until it is
--   cancelled, and a cancelled payment has no allocation left (cancelling it gives its invoices back what it paid);
-- - a payment made by a source outside the members (a checkout charge, a bank credit) is made once for it.

-- A payment is one of the kernel's documents (numbers, revisions): every table of the kernel names the same kinds.
alter table document_number_counters drop constraint document_number_counters_document_type_check,
  add constraint document_number_counters_document_type_check check (document_type in
    ('SALES_ORDER', 'PURCHASE_ORDER', 'GOODS_RECEIPT', 'SALES_INVOICE', 'CREDIT_MEMO', 'INVOICE_PAYMENT'));
alter table document_lines drop constraint document_lines_document_type_check,
  add constraint document_lines_document_type_check check (document_type in
    ('SALES_ORDER', 'PURCHASE_ORDER', 'GOODS_RECEIPT', 'SALES_INVOICE', 'CREDIT_MEMO', 'INVOICE_PAYMENT'));
alter table document_revisions drop constraint document_revisions_document_type_check,
  add constraint document_revisions_document_type_check check (document_type in
    ('SALES_ORDER', 'PURCHASE_ORDER', 'GOODS_RECEIPT', 'SALES_INVOICE', 'CREDIT_MEMO', 'INVOICE_PAYMENT'));
alter table document_comments drop constraint document_comments_document_type_check,
  add constraint document_comments_document_type_check check (document_type in
    ('SALES_ORDER', 'PURCHASE_ORDER', 'GOODS_RECEIPT', 'SALES_INVOICE', 'CREDIT_MEMO', 'INVOICE_PAYMENT'));

-- A revision made by the product itself (a payment made at checkout) has no member.
alter table document_revisions alter column actor_id drop not null;

create table invoice_payments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  number text not null,
  customer_id uuid not null references customers (id),
  payment_date date not null,
  currency text not null,
  amount numeric(20, 2) not null check (amount > 0),
  allocated_amount numeric(20, 2) not null default 0,
  method text not null check (method in ('BANK_TRANSFER', 'VIRTUAL_ACCOUNT', 'QRIS', 'CASH', 'CHEQUE', 'OTHER')),
  reference text check (length(reference) <= 100),
  -- MANUAL: recorded by a member; CHECKOUT: a gateway's charge, named by source_ref.
  source text not null default 'MANUAL' check (source in ('MANUAL', 'CHECKOUT')),
  source_ref text,
  settlement_status text not null default 'PENDING' check (settlement_status in ('PENDING', 'SETTLED')),
  status text not null default 'OPEN' check (status in ('OPEN', 'ALLOCATED', 'CANCELLED')),
  cancellation_reason text,
  cancelled_by uuid,
  cancelled_at timestamptz,
  -- Null: the product itself (a verified gateway notification).
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (organization_id, number),
  constraint invoice_payments_once_per_source unique (organization_id, source, source_ref),
  constraint invoice_payments_source_ref check ((source = 'MANUAL') = (source_ref is null)),
  constraint invoice_payments_allocated_within check (allocated_amount between 0 and amount),
  constraint invoice_payments_status check (
    case status
      when 'CANCELLED' then allocated_amount = 0 and cancellation_reason is not null and cancelled_by is not null and cancelled_at is not null
      when 'ALLOCATED' then allocated_amount = amount
      else allocated_amount < amount
    end
  )
);
create index invoice_payments_list on invoice_payments (organization_id, created_at desc, id desc);
create index invoice_payments_customer on invoice_payments (organization_id, customer_id, status);

create table invoice_payment_allocations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  payment_id uuid not null references invoice_payments (id),
  sales_invoice_id uuid not null references sales_invoices (id),
  amount numeric(20, 2) not null check (amount > 0),
  allocated_by uuid,
  allocated_at timestamptz not null default clock_timestamp()
);
create index invoice_payment_allocations_payment on invoice_payment_allocations (payment_id);
create index invoice_payment_allocations_invoice on invoice_payment_allocations (sales_invoice_id);

-- An allocation's payment and invoice move together: under their locks (taken here), the payment's allocated amount
-- and the invoice's paid amount, each within its bounds by its CHECKs, and both statuses.
create function invoice_payment_allocations_moved() returns trigger
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
  update sales_invoices set
    paid_amount = paid_amount + delta,
    status = case when paid_amount + delta + credited_amount = grand_total then 'PAID' else 'ISSUED' end,
    updated_at = now(),
    version = version + 1
  where id = invoice.id;
  return null;
end
$$;

create trigger invoice_payment_allocations_moved after insert or delete on invoice_payment_allocations
  for each row execute function invoice_payment_allocations_moved();
