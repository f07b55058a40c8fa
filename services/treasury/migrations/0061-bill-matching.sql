-- Bills made from a purchase order (contracts/treasury/bills.ts, the three-way match of order, goods receipts and
-- bill, as Odoo's vendor bills name their purchase lines and ERPNext's Purchase Invoice Items their Purchase Order
-- Item): the order is the invoicing service's, so its id and number as they were, without a foreign key. What the
-- bill bills of each order line is recorded there too, under the order's lock (invoicing purchase_order_billings).
alter table bills
  add column purchase_order_id uuid,
  add column purchase_order_number text check (length(purchase_order_number) <= 100),
  add constraint bills_purchase_order check ((purchase_order_id is null) = (purchase_order_number is null));
create index bills_purchase_order on bills (organization_id, purchase_order_id) where purchase_order_id is not null;

-- A bill's lines, each the order line it bills, figured by the documents' kernel (tax base = price x quantity -
-- discount, PPN per line), beside what the order and its goods receipts said of that line when the bill was made, and
-- whether the bill went past what was received or the order's price by more than the organisation's tolerance.
create table bill_lines (
  bill_id uuid not null references bills (id),
  position integer not null check (position > 0),
  order_line integer not null check (order_line > 0),
  product text not null check (length(product) between 1 and 200),
  tax_code text not null check (tax_code in ('PPN', 'PPN_LUXURY', 'NO_PPN')),
  quantity numeric(22, 4) not null check (quantity > 0),
  unit_price numeric(20, 2) not null check (unit_price >= 0),
  ordered_unit_price numeric(20, 2) not null check (ordered_unit_price >= 0),
  ordered numeric(22, 4) not null check (ordered > 0),
  received numeric(22, 4) not null check (received >= 0),
  billed_before numeric(22, 4) not null check (billed_before >= 0),
  tax_base numeric(20, 2) not null check (tax_base >= 0),
  vat numeric(20, 2) not null check (vat >= 0),
  total numeric(20, 2) not null check (total = tax_base + vat),
  quantity_difference boolean not null,
  price_difference boolean not null,
  primary key (bill_id, position)
);
