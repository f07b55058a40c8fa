-- Purchase orders in the spec's currencies (contracts/invoicing/purchase-orders.ts): IDR, USD or SGD, every price and
-- figure of the order in it. Existing orders are in IDR.
alter table purchase_orders
  add constraint purchase_orders_currency check (currency in ('IDR', 'USD', 'SGD'));

-- What the treasury's bills bill of a purchase order's lines: the third leg of the three-way match (order, receipt,
-- bill), as Odoo's purchase lines keep `qty_invoiced` beside `qty_received` and ERPNext's Purchase Order Item keeps
-- `billed_amt`. The treasury records a bill's lines here when it makes the bill from the order, under the order's row
-- lock, so that what every bill bills of a line is checked against what was ordered (and the organisation's
-- tolerance) by one writer at a time; a cancelled bill releases its lines (released_at) and they count no more.
create table purchase_order_billings (
  organization_id uuid not null,
  purchase_order_id uuid not null references purchase_orders (id),
  -- The treasury's bill: another service's id, so no foreign key.
  bill_id uuid not null,
  order_line_id uuid not null references document_lines (id),
  quantity numeric(22, 4) not null check (quantity > 0),
  unit_price numeric(20, 2) not null check (unit_price >= 0),
  created_by uuid not null,
  created_at timestamptz not null default now(),
  released_at timestamptz,
  primary key (bill_id, order_line_id)
);
create index purchase_order_billings_line on purchase_order_billings (order_line_id) where released_at is null;
create index purchase_order_billings_order on purchase_order_billings (organization_id, purchase_order_id);
