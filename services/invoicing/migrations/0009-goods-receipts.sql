-- Goods receipts (contracts/invoicing/goods-receipts.ts): what a buyer received of an open sales order. Their lines are
-- document_lines of type GOODS_RECEIPT, each naming the order line it received (source_line_id); the lines of an
-- invoice will name theirs the same way.

alter table document_lines add column source_line_id uuid references document_lines (id);
create index document_lines_source on document_lines (source_line_id) where source_line_id is not null;

create table goods_receipts (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  number text not null,
  sales_order_id uuid not null references sales_orders (id),
  received_date date not null,
  currency text not null,
  status text not null check (status in ('RECEIVED', 'CANCELLED')),
  notes text check (length(notes) <= 2000),
  -- The sums of the lines' figures, stored with them.
  subtotal numeric(20, 2) not null check (subtotal >= 0),
  discount numeric(20, 2) not null check (discount between 0 and subtotal),
  tax_base numeric(20, 2) not null check (tax_base = subtotal - discount),
  other_tax_base numeric(20, 2) not null check (other_tax_base >= 0),
  vat numeric(20, 2) not null check (vat >= 0),
  grand_total numeric(20, 2) not null check (grand_total = tax_base + vat),
  cancellation_reason text,
  cancelled_by uuid,
  cancelled_at timestamptz,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (organization_id, number),
  check ((status = 'CANCELLED') = (cancellation_reason is not null and cancelled_by is not null and cancelled_at is not null))
);
create index goods_receipts_order on goods_receipts (organization_id, sales_order_id, created_at desc, id desc);
