-- Sales invoices (contracts/invoicing/sales-invoices.ts): what an open sales order's buyer owes. Their lines are
-- document_lines of type SALES_INVOICE, each naming the order line or the receipt line it bills (source_line_id);
-- their history is document_revisions. Numbered when issued: a draft or a submitted invoice has no number yet.

create table sales_invoices (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  number text,
  customer_id uuid not null references customers (id),
  sales_order_id uuid not null references sales_orders (id),
  po_reference text check (length(po_reference) <= 100),
  invoice_date date not null,
  payment_term_days integer not null check (payment_term_days between 0 and 365),
  due_date date not null check (due_date = invoice_date + payment_term_days),
  currency text not null,
  status text not null check (status in ('DRAFT', 'PENDING_APPROVAL', 'ISSUED', 'PAID', 'CANCELLED')),
  bank_details text check (length(bank_details) <= 500),
  notes text check (length(notes) <= 2000),
  document_discount numeric(20, 2) not null default 0 check (document_discount >= 0),
  subtotal numeric(20, 2) not null check (subtotal >= 0),
  discount numeric(20, 2) not null check (discount between 0 and subtotal),
  tax_base numeric(20, 2) not null check (tax_base = subtotal - discount),
  other_tax_base numeric(20, 2) not null check (other_tax_base >= 0),
  vat numeric(20, 2) not null check (vat >= 0),
  grand_total numeric(20, 2) not null check (grand_total = tax_base + vat),
  -- What payments and credit memos have taken off it: never more than it is worth.
  paid_amount numeric(20, 2) not null default 0 check (paid_amount >= 0),
  credited_amount numeric(20, 2) not null default 0 check (credited_amount >= 0),
  check (paid_amount + credited_amount <= grand_total),
  submitted_by uuid,
  submitted_at timestamptz,
  approved_by uuid,
  approved_at timestamptz,
  cancellation_reason text,
  cancelled_by uuid,
  cancelled_at timestamptz,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (organization_id, number),
  -- Issued (or paid) means approved and numbered; the one who approves wrote and submitted nothing of it.
  check ((status in ('ISSUED', 'PAID')) <= (number is not null and approved_by is not null)),
  check (approved_by is null or (approved_by <> created_by and approved_by <> submitted_by)),
  check ((status = 'CANCELLED') = (cancellation_reason is not null and cancelled_by is not null and cancelled_at is not null))
);
create index sales_invoices_list on sales_invoices (organization_id, created_at desc, id desc);
create index sales_invoices_order on sales_invoices (organization_id, sales_order_id);
create index sales_invoices_customer on sales_invoices (organization_id, customer_id, status);

-- The milestones an invoice's grand total is split into by percent; their amounts add up to it.
create table invoice_milestones (
  invoice_id uuid not null references sales_invoices (id),
  organization_id uuid not null,
  position integer not null check (position > 0),
  name text not null check (length(name) between 1 and 100),
  percent numeric(5, 2) not null check (percent > 0 and percent <= 100),
  amount numeric(20, 2) not null check (amount >= 0),
  primary key (invoice_id, position)
);

-- The goods receipts an invoice bills: a receipt is billed by one invoice that is not cancelled.
create table invoice_receipts (
  invoice_id uuid not null references sales_invoices (id),
  goods_receipt_id uuid not null references goods_receipts (id),
  organization_id uuid not null,
  primary key (invoice_id, goods_receipt_id)
);
create index invoice_receipts_receipt on invoice_receipts (goods_receipt_id);
