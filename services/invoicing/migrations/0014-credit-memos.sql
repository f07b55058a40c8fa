-- Credit memos (contracts/invoicing/credit-memos.ts): what the seller owes a buyer back, written against one of the
-- buyer's issued invoices, numbered when written, applied to the buyer's open invoices in its currency.
--
-- What must hold whatever the code does:
-- - a memo never applies more than its amount (applied_amount <= amount), and an invoice never loses more than is
--   left of it (paid + credited <= grand total, 0010): the application's trigger moves both, under both rows' locks;
-- - an application is to an issued invoice of the memo's buyer in its currency, and only while the memo is open;
-- - the memo's status follows from what is applied (OPEN, APPLIED) until it is cancelled, and a cancelled memo has
--   no application left (cancelling it gives its invoices back what it took off them);
-- - an invoice's status is PAID exactly when nothing is left of it.

create table credit_memos (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  number text not null,
  customer_id uuid not null references customers (id),
  sales_invoice_id uuid not null references sales_invoices (id),
  memo_date date not null,
  currency text not null,
  amount numeric(20, 2) not null check (amount > 0),
  applied_amount numeric(20, 2) not null default 0,
  status text not null default 'OPEN' check (status in ('OPEN', 'APPLIED', 'CANCELLED')),
  reason text not null check (length(reason) between 1 and 500),
  cancellation_reason text,
  cancelled_by uuid,
  cancelled_at timestamptz,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (organization_id, number),
  constraint credit_memos_applied_within check (applied_amount between 0 and amount),
  constraint credit_memos_status check (
    case status
      when 'CANCELLED' then applied_amount = 0 and cancellation_reason is not null and cancelled_by is not null and cancelled_at is not null
      when 'APPLIED' then applied_amount = amount
      else applied_amount < amount
    end
  )
);
create index credit_memos_list on credit_memos (organization_id, created_at desc, id desc);
create index credit_memos_customer on credit_memos (organization_id, customer_id, status);
create index credit_memos_invoice on credit_memos (organization_id, sales_invoice_id);

create table credit_memo_applications (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  credit_memo_id uuid not null references credit_memos (id),
  sales_invoice_id uuid not null references sales_invoices (id),
  amount numeric(20, 2) not null check (amount > 0),
  applied_by uuid not null,
  applied_at timestamptz not null default now()
);
create index credit_memo_applications_memo on credit_memo_applications (credit_memo_id);
create index credit_memo_applications_invoice on credit_memo_applications (sales_invoice_id);

-- An application's memo and invoice move together: under their locks (taken by these updates), the memo's applied
-- amount and the invoice's credited amount, each within its bounds by its CHECKs, and both statuses.
create function credit_memo_applications_moved() returns trigger
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
  update sales_invoices set
    credited_amount = credited_amount + delta,
    status = case when paid_amount + credited_amount + delta = grand_total then 'PAID' else 'ISSUED' end,
    updated_at = now(),
    version = version + 1
  where id = invoice.id;
  return null;
end
$$;

create trigger credit_memo_applications_moved after insert or delete on credit_memo_applications
  for each row execute function credit_memo_applications_moved();
