-- Recurring invoices: a standing order of a buyer invoiced on the buyer's billing cycle. A template names the order
-- and what each period takes of its lines (order line and quantity, as an invoice written by hand takes them), the
-- date of the next period, an optional end date or number of invoices, and whether it runs. A job writes each due
-- period as a DRAFT invoice of the order, which then goes through approval, mail and links as any invoice.
--
-- An invoice is of an order (sales_invoices.sales_order_id is required and its lines count against the order's),
-- so the template is too: the standing order is the subscription, as Odoo's recurring sale orders are.
--
-- What must hold whatever the code does:
-- - a period of a template is invoiced once: (recurring_invoice_id, recurring_period) is unique, whichever runs or
--   "issue now" requests meet (the code locks the template row first; this is the floor under it);
-- - never more invoices than the count the template allows;
-- - a skipped period names why (a code of U-INV-REC) and which period, both or neither.

create table recurring_invoices (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  sales_order_id uuid not null references sales_orders (id),
  customer_id uuid not null references customers (id),
  -- What each period invoices of the order: [{ "orderLine": 1, "quantity": "1" }, …].
  lines jsonb not null check (jsonb_typeof(lines) = 'array' and jsonb_array_length(lines) between 1 and 200),
  -- The date of the next period to invoice, in the organisation's calendar (Asia/Jakarta).
  next_date date not null,
  -- The day of the month the first period fell on: a monthly cycle comes back to it after a short month
  -- (31 January, 28 February, 31 March), as Frappe's Auto Repeat counts months from its start date.
  anchor_day integer not null check (anchor_day between 1 and 31),
  end_date date,
  max_count integer check (max_count between 1 and 120),
  issued_count integer not null default 0 check (issued_count >= 0),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'PAUSED', 'ENDED')),
  payment_term_days integer check (payment_term_days between 0 and 365),
  bank_details text check (length(bank_details) <= 500),
  notes text check (length(notes) <= 2000),
  skipped_code text check (skipped_code ~ '^U-INV-REC-[0-9]+$'),
  skipped_on date,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  check (max_count is null or issued_count <= max_count),
  check ((skipped_code is null) = (skipped_on is null))
);
create index recurring_invoices_organization on recurring_invoices (organization_id, created_at desc);
create index recurring_invoices_due on recurring_invoices (next_date) where status = 'ACTIVE';

-- The template and period an invoice was written for; a template removed leaves its invoices as they are.
alter table sales_invoices
  add column recurring_invoice_id uuid references recurring_invoices (id) on delete set null,
  add column recurring_period date,
  add constraint sales_invoices_recurring_period check ((recurring_invoice_id is null) or (recurring_period is not null));
create unique index sales_invoices_recurring_once on sales_invoices (recurring_invoice_id, recurring_period)
  where recurring_invoice_id is not null;
