-- Sales orders (contracts/invoicing/sales-orders.ts), the first documents on the kernel: their lines are document_lines
-- of type SALES_ORDER, their history document_revisions.

create table sales_orders (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  number text not null,
  customer_id uuid not null references customers (id),
  po_reference text check (length(po_reference) <= 100),
  order_date date not null,
  required_date date check (required_date >= order_date),
  currency text not null default 'IDR',
  status text not null check (status in ('PENDING_APPROVAL', 'OPEN', 'REJECTED', 'CANCELLED', 'CLOSED')),
  notes text check (length(notes) <= 2000),
  -- The discount written on the whole order, shared out over the lines' discounts.
  document_discount numeric(20, 2) not null default 0 check (document_discount >= 0),
  -- The sums of the lines' figures, stored with them.
  subtotal numeric(20, 2) not null check (subtotal >= 0),
  discount numeric(20, 2) not null check (discount between 0 and subtotal),
  tax_base numeric(20, 2) not null check (tax_base = subtotal - discount),
  other_tax_base numeric(20, 2) not null check (other_tax_base >= 0),
  vat numeric(20, 2) not null check (vat >= 0),
  grand_total numeric(20, 2) not null check (grand_total = tax_base + vat),
  approved_by uuid,
  approved_at timestamptz,
  rejection_reason text,
  rejected_by uuid,
  rejected_at timestamptz,
  cancellation_reason text,
  cancelled_by uuid,
  cancelled_at timestamptz,
  closed_by uuid,
  closed_at timestamptz,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (organization_id, number),
  check ((status = 'REJECTED') = (rejection_reason is not null and rejected_by is not null and rejected_at is not null)),
  check ((status = 'CANCELLED') = (cancellation_reason is not null and cancelled_by is not null and cancelled_at is not null)),
  check ((status = 'CLOSED') = (closed_by is not null and closed_at is not null))
);
create index sales_orders_list on sales_orders (organization_id, created_at desc, id desc);
create index sales_orders_customer on sales_orders (organization_id, customer_id, status);
