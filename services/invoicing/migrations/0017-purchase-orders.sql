-- Purchase orders (contracts/invoicing/purchase-orders.ts): what the organisation orders from a supplier, on the
-- documents' kernel (their lines are document_lines of type PURCHASE_ORDER, their history document_revisions). The
-- supplier is one of the treasury's counterparties: its id, and its name as it was when the order was written.
create table purchase_orders (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  number text not null,
  supplier_id uuid not null,
  supplier_name text not null check (length(supplier_name) between 1 and 200),
  supplier_reference text check (length(supplier_reference) <= 100),
  order_date date not null,
  expected_date date check (expected_date >= order_date),
  currency text not null default 'IDR',
  status text not null check (status in ('OPEN', 'CANCELLED', 'CLOSED')),
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
  check ((status = 'CANCELLED') = (cancellation_reason is not null and cancelled_by is not null and cancelled_at is not null)),
  check ((status = 'CLOSED') = (closed_by is not null and closed_at is not null))
);
create index purchase_orders_list on purchase_orders (organization_id, created_at desc, id desc);
create index purchase_orders_supplier on purchase_orders (organization_id, supplier_id, status);

-- A goods receipt is received against a sales order (what the buyer received) or a purchase order (what arrived from a
-- supplier), never both.
alter table goods_receipts alter column sales_order_id drop not null;
alter table goods_receipts add column purchase_order_id uuid references purchase_orders (id);
alter table goods_receipts add constraint goods_receipts_one_order check (num_nonnulls(sales_order_id, purchase_order_id) = 1);
create index goods_receipts_purchase_order on goods_receipts (organization_id, purchase_order_id, created_at desc, id desc)
  where purchase_order_id is not null;
