-- The invoicing schema as release 0.1.0 left it: the migrations it shipped with, squashed into one.
-- A database that applied all of them counts this one as applied; one that applied only some is
-- refused (services/kit/database.ts): migrate it with release 0.1.0 first.
-- squashes: 0001-outbox 0002-activity-log 0003-activity-descriptions 0004-idempotency-keys 0005-customers
-- squashes: 0006-document-numbers 0007-document-lines 0008-sales-orders 0009-goods-receipts 0010-sales-invoices
-- squashes: 0011-tax-invoice-numbers 0012-invoice-delivery 0013-receivable-settlements 0014-credit-memos
-- squashes: 0015-activity-by-record 0016-document-comments 0017-purchase-orders 0018-invoice-approver
-- squashes: 0019-invoice-links 0020-line-kind-unit 0021-invoice-payments 0022-checkout 0023-withholding
-- squashes: 0024-bank-payments 0026-invoice-reminders 0027-invoice-payment-files 0028-credit-refunds
--
-- Constraints PostgreSQL named itself keep the names the squashed migrations gave them: where a dropped
-- constraint had taken a number (sales_invoices_check4), the ones after it are named here explicitly.

-- Outbox --------------------------------------------------------------------------------------------------------------

-- The invoicing service's own schema; the outbox is the shared live-update mechanism.
create table outbox (
  id bigserial primary key,
  type text not null,
  organization_id uuid not null,
  subject_id text not null,
  payload jsonb not null,
  created_at timestamptz not null default now()
);

-- Activity log --------------------------------------------------------------------------------------------------------

-- The organisation's activity log (spec: /log): every state change of this
-- service, written in the transaction that makes it; the BFF merges the
-- three services' logs, newest first.
create table activity_log (
  id bigserial primary key,
  organization_id uuid not null,
  -- The user who made the change; null for the system.
  actor_id uuid,
  entity text not null,
  entity_id text not null,
  action text not null check (action in ('CREATED', 'UPDATED', 'DELETED', 'RECONCILED', 'REMOVE_RECONCILIATION', 'APPROVED', 'CANCELLED', 'REJECTED', 'FAILED')),
  summary text not null,
  changes jsonb not null default '[]',
  occurred_at timestamptz not null default clock_timestamp(),
  -- What each change was, as a message and its typed values (services/kit/activity.ts
  -- ACTIVITY_MESSAGES), so the web can describe it in the reader's language with
  -- their money and date formats; the English summary stays for integrators.
  -- An entry without one shows its summary.
  description jsonb
);
create index activity_log_page on activity_log (organization_id, occurred_at desc, id desc);
create index activity_log_actor on activity_log (organization_id, actor_id, occurred_at desc);
-- A document's page reads its own activity (and that of the receipts, invoices and memos made from it): by record,
-- newest first, without reading the organisation's whole log.
create index activity_log_record on activity_log (organization_id, entity_id, occurred_at desc, id desc);

-- Idempotency keys ----------------------------------------------------------------------------------------------------

-- Idempotency keys (services/kit/idempotency.ts): the first answer to a write
-- sent with an Idempotency-Key, replayed to every retry with the same key and
-- request. One key per organisation; answers are kept 90 days (at least two
-- months), pruned hourly on the created_at index.
create table idempotency_keys (
  organization_id uuid not null,
  key text not null,
  method text not null,
  path text not null,
  -- sha256 of caller, method, path and canonical body: the same key with another request is refused.
  request_hash text not null,
  status text not null default 'running' check (status in ('running', 'done')),
  -- Who holds a running key; a claim older than a few minutes is from a process that died and is taken over.
  claim uuid not null,
  claimed_at timestamptz not null default now(),
  response_status integer,
  response_body text,
  created_at timestamptz not null default now(),
  primary key (organization_id, key)
);
create index idempotency_keys_created_at on idempotency_keys (created_at);

-- Mail outbox ---------------------------------------------------------------------------------------------------------

-- What the service mails (invitations, invoices), as the account and treasury services keep it: with SMTP_URL it is
-- also sent.
create table mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  delivered boolean not null,
  created_at timestamptz not null default now(),
  -- A mail's attachments, as development's outbox shows them: name, type, size and (when not delivered) the content.
  attachments jsonb
);

-- Customers -----------------------------------------------------------------------------------------------------------

-- Customers (buyers): invited by email, the request form filled by
-- the buyer through the link, reviewed by staff (contracts/invoicing/customers.ts).
create table customers (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  type text not null check (type in ('INDIVIDUAL', 'INDIVIDUAL_B2B', 'COMPANY')),
  -- EXPIRED is never stored: an INVITED customer whose link is past its date reads as EXPIRED.
  status text not null check (status in ('INVITED', 'CANCELLED', 'REQUEST_SENT', 'ACTIVE', 'REJECTED', 'DEACTIVATED')),
  name text,
  email text not null,
  phone text,
  -- Everything else the buyer says, by section, checked by the service against the contract's CustomerProfile.
  profile jsonb not null default '{}'::jsonb check (jsonb_typeof(profile) = 'object'),
  -- The request form's steps saved complete (CUSTOMER_DATA, BILLING_ADDRESS).
  completed_steps text[] not null default '{}',
  payment_term_days integer check (payment_term_days between 0 and 365),
  billing_cycle text check (billing_cycle in ('PER_ORDER', 'WEEKLY', 'BIWEEKLY', 'MONTHLY')),
  credit_limit numeric(20, 2) check (credit_limit >= 0),
  currency text not null default 'IDR',
  -- The supplier's name as it was when the invitation went out: the buyer's page shows it without a session.
  organization_name text,
  request_submitted_at timestamptz,
  approved_by uuid,
  approved_at timestamptz,
  rejection_reason text,
  rejected_by uuid,
  rejected_at timestamptz,
  deactivation_reason text,
  deactivated_by uuid,
  deactivated_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  -- The language the buyer's mail is written in, as the inviting member chose; null writes English and Indonesian.
  language text check (language in ('en', 'id')),
  check ((status = 'ACTIVE') = (approved_at is not null and deactivated_at is null) or status in ('DEACTIVATED')),
  check (status <> 'REJECTED' or rejection_reason is not null),
  check (status <> 'DEACTIVATED' or deactivation_reason is not null),
  check (status not in ('ACTIVE', 'DEACTIVATED') or (payment_term_days is not null and billing_cycle is not null and credit_limit is not null))
);

-- One live customer per email in an organisation: invited, waiting for review or active. Cancelled, rejected and
-- deactivated ones may be invited again.
create unique index customers_live_email on customers (organization_id, lower(email)) where status in ('INVITED', 'REQUEST_SENT', 'ACTIVE');
create index customers_list on customers (organization_id, created_at desc, id desc);

-- The link's token, kept only as its SHA-256; a resend replaces it (the old link stops working).
create table customer_invitations (
  customer_id uuid primary key references customers (id) on delete cascade,
  token_hash text not null unique,
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  send_count integer not null default 1
);

create table customer_documents (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  kind text not null check (kind in (
    'BANK_STATEMENT', 'FINANCIAL_STATEMENT', 'ARTICLES_OF_ASSOCIATION', 'DEED_OF_ESTABLISHMENT', 'COMPANY_TAX_NUMBER',
    'DIRECTOR_ID', 'INDIVIDUAL_ID', 'INDIVIDUAL_TAX_NUMBER', 'BUSINESS_IDENTIFICATION_NUMBER'
  )),
  file_name text not null,
  content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
  size integer not null check (size > 0),
  sha256 text not null,
  storage_key text not null,
  -- The member who uploaded it; null when the buyer did through the link.
  uploaded_by uuid,
  uploaded_at timestamptz not null default now()
);
create index customer_documents_customer on customer_documents (customer_id, uploaded_at desc);

-- Every change, who and when, field by field: the revision history the detail page shows.
create table customer_revisions (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  action text not null,
  -- The member; null with by_customer when the buyer made it through the link.
  actor_id uuid,
  by_customer boolean not null default false,
  changes jsonb not null default '[]'::jsonb,
  at timestamptz not null default clock_timestamp()
);
create index customer_revisions_customer on customer_revisions (customer_id, at desc, id desc);

-- Documents' kernel ---------------------------------------------------------------------------------------------------

-- The documents' kernel (services/invoicing/documents/): the numbers documents are given, the lines of every kind of
-- document in one table, each with the figures formats/document-totals.ts computed for it, one revision history and
-- one conversation for every document. Every table of the kernel names the same kinds of document (a payment is one).

-- The numbers documents are given when they are issued (services/invoicing/documents/numbering.ts): one counter per
-- organisation, kind of document and month. The issuing transaction raises the counter and holds its row until it
-- ends, so numbers are given one at a time and a transaction that rolls back gives its number back: no gap, no twice.
create table document_number_counters (
  organization_id uuid not null,
  document_type text not null check (document_type in
    ('SALES_ORDER', 'PURCHASE_ORDER', 'GOODS_RECEIPT', 'SALES_INVOICE', 'CREDIT_MEMO', 'INVOICE_PAYMENT')),
  -- The month of the document's date, YYYY-MM.
  period text not null check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  last_number integer not null check (last_number > 0),
  primary key (organization_id, document_type, period)
);

create table document_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  document_type text not null check (document_type in
    ('SALES_ORDER', 'PURCHASE_ORDER', 'GOODS_RECEIPT', 'SALES_INVOICE', 'CREDIT_MEMO', 'INVOICE_PAYMENT')),
  document_id uuid not null,
  -- 1, 2, … in the order the lines were written.
  position integer not null check (position > 0),
  product text not null check (length(product) between 1 and 200),
  description text check (length(description) <= 1000),
  quantity numeric(22, 4) not null check (quantity > 0),
  unit_price numeric(20, 2) not null check (unit_price >= 0),
  tax_code text not null check (tax_code in ('PPN', 'PPN_LUXURY', 'NO_PPN')),
  -- The figures, stored as computed: unit price x quantity, the discount (the line's own and its share of the
  -- document's), tax base, other tax base, VAT rate and VAT, total.
  amount numeric(20, 2) not null check (amount >= 0),
  discount numeric(20, 2) not null check (discount between 0 and amount),
  tax_base numeric(20, 2) not null check (tax_base = amount - discount),
  other_tax_base numeric(20, 2) not null check (other_tax_base between 0 and tax_base),
  vat_rate integer not null check (vat_rate in (0, 12)),
  vat numeric(20, 2) not null check (vat >= 0 and (vat_rate > 0 or vat = 0)),
  total numeric(20, 2) not null check (total = tax_base + vat),
  -- The line this one received or bills: a goods receipt's line names its order's line, an invoice's line the order's
  -- or the receipt's line it bills.
  source_line_id uuid references document_lines (id),
  -- What the line sells (goods or a service) and the unit its quantity is counted in, a unit code of DJP's list
  -- (formats/coretax-units.ts): the e-Faktur names each line by them (`GoodService/Opt` and `Unit`).
  kind text not null default 'GOODS' check (kind in ('GOODS', 'SERVICE')),
  unit text not null default 'UM.0018' check (unit ~ '^UM\.00(0[1-9]|[12][0-9]|3[0-9])$'),
  unique (document_type, document_id, position)
);
create index document_lines_source on document_lines (source_line_id) where source_line_id is not null;

-- Every change to a document: who, when, what before and after (`changes`: [{ field, before, after }]).
create table document_revisions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  document_type text not null check (document_type in
    ('SALES_ORDER', 'PURCHASE_ORDER', 'GOODS_RECEIPT', 'SALES_INVOICE', 'CREDIT_MEMO', 'INVOICE_PAYMENT')),
  document_id uuid not null,
  action text not null,
  -- Null: a revision made by the product itself (a payment made at checkout) has no member.
  actor_id uuid,
  changes jsonb not null default '[]'::jsonb check (jsonb_typeof(changes) = 'array'),
  at timestamptz not null default clock_timestamp()
);
create index document_revisions_document on document_revisions (document_type, document_id, at desc, id desc);

-- The conversation on a document (the spec's conversation tab): comments by members, naming the members they mention
-- (contracts/invoicing/documents.ts). A comment is written once and never changed.
create table document_comments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  document_type text not null check (document_type in
    ('SALES_ORDER', 'PURCHASE_ORDER', 'GOODS_RECEIPT', 'SALES_INVOICE', 'CREDIT_MEMO', 'INVOICE_PAYMENT')),
  document_id uuid not null,
  author_id uuid not null,
  body text not null check (length(body) between 1 and 2000),
  mentions uuid[] not null default '{}' check (cardinality(mentions) <= 20),
  created_at timestamptz not null default now()
);
create index document_comments_document on document_comments (organization_id, document_type, document_id, created_at, id);

-- Sales orders --------------------------------------------------------------------------------------------------------

-- Sales orders (contracts/invoicing/sales-orders.ts), documents on the kernel: their lines are document_lines
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

-- Purchase orders -----------------------------------------------------------------------------------------------------

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

-- Goods receipts ------------------------------------------------------------------------------------------------------

-- Goods receipts (contracts/invoicing/goods-receipts.ts): what arrived of an order. Their lines are document_lines of
-- type GOODS_RECEIPT, each naming the order line it received (source_line_id). A goods receipt is received against a
-- sales order (what the buyer received) or a purchase order (what arrived from a supplier), never both.
create table goods_receipts (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  number text not null,
  sales_order_id uuid references sales_orders (id),
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
  purchase_order_id uuid references purchase_orders (id),
  unique (organization_id, number),
  check ((status = 'CANCELLED') = (cancellation_reason is not null and cancelled_by is not null and cancelled_at is not null)),
  constraint goods_receipts_one_order check (num_nonnulls(sales_order_id, purchase_order_id) = 1)
);
create index goods_receipts_order on goods_receipts (organization_id, sales_order_id, created_at desc, id desc);
create index goods_receipts_purchase_order on goods_receipts (organization_id, purchase_order_id, created_at desc, id desc)
  where purchase_order_id is not null;

-- Sales invoices ------------------------------------------------------------------------------------------------------

-- Sales invoices (contracts/invoicing/sales-invoices.ts): what an open sales order's buyer owes. Their lines are
-- document_lines of type SALES_INVOICE, each naming the order line or the receipt line it bills (source_line_id);
-- their history is document_revisions. Numbered when issued: a draft or a submitted invoice has no number yet.
--
-- What must hold whatever the code does:
-- - an invoice never has more paid, credited and withheld (received or awaiting its slip) than its grand total;
-- - its status is PAID exactly when paid + credited + withheld (received) is its grand total, ISSUED otherwise;
-- - an invoice something was paid of (or withheld from) is not cancelled.
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
  -- What payments and credit memos have taken off it: never more than it is worth (sales_invoices_within_total).
  paid_amount numeric(20, 2) not null default 0 check (paid_amount >= 0),
  credited_amount numeric(20, 2) not null default 0 check (credited_amount >= 0),
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
  -- The tax invoice number DJP's Coretax assigns an issued invoice (NSFP), recorded back on it; one invoice per number.
  tax_invoice_number text check (tax_invoice_number ~ '^[0-9][0-9.-]{0,38}[0-9]$'),
  -- Hard-copy delivery of an invoice to a buyer who asked for paper (spec: invoice delivery open, shipped, received):
  -- open once the invoice is issued, shipped on a date to an address, received on a date.
  delivery_status text check (delivery_status in ('OPEN', 'SHIPPED', 'RECEIVED')),
  shipped_on date,
  shipping_address text check (length(shipping_address) between 1 and 500),
  received_on date constraint sales_invoices_check8 check (received_on >= shipped_on),
  -- The member the invoice names to approve it (the spec's sales invoice approver): an active member of the
  -- organisation who may approve invoices, checked with the account service when the invoice is written. Once named,
  -- only they approve it; never its author, and the invoice's approval is theirs.
  approver_id uuid,
  -- The seller as the company profile named it when the invoice was issued: the invoice keeps it, whatever the profile
  -- says later, and the buyer's link and PDF need no member to ask the account service.
  seller jsonb,
  -- PPh 23 withheld by the buyer (invoice_withholdings): received, it counts toward the invoice as paid; awaiting its
  -- slip, it is reserved on the invoice (no payment is allocated to it).
  withheld_amount numeric(20, 2) not null default 0 check (withheld_amount >= 0),
  withholding_pending numeric(20, 2) not null default 0 check (withholding_pending >= 0),
  -- What is left to pay in money: the grand total less what was paid, credited and withheld (or awaits its slip).
  remaining_amount numeric(20, 2) generated always as
    (grand_total - paid_amount - credited_amount - withheld_amount - withholding_pending) stored,
  unique (organization_id, number),
  -- Issued (or paid) means approved and numbered; the one who approves wrote and submitted nothing of it.
  constraint sales_invoices_check5
    check ((status in ('ISSUED', 'PAID')) <= (number is not null and approved_by is not null)),
  constraint sales_invoices_check6
    check (approved_by is null or (approved_by <> created_by and approved_by <> submitted_by)),
  constraint sales_invoices_check7
    check ((status = 'CANCELLED') = (cancellation_reason is not null and cancelled_by is not null and cancelled_at is not null)),
  constraint sales_invoices_delivery check (
    coalesce(delivery_status in ('SHIPPED', 'RECEIVED'), false) = (shipped_on is not null and shipping_address is not null)
    and coalesce(delivery_status = 'RECEIVED', false) = (received_on is not null)
  ),
  constraint sales_invoices_cancelled_unpaid check (status <> 'CANCELLED' or paid_amount = 0),
  constraint sales_invoices_approver_not_author check (approver_id <> created_by),
  constraint sales_invoices_approved_by_approver
    check (approved_by = approver_id or approver_id is null or approved_by is null),
  constraint sales_invoices_within_total
    check (paid_amount + credited_amount + withheld_amount + withholding_pending <= grand_total),
  constraint sales_invoices_cancelled_unwithheld
    check (status <> 'CANCELLED' or (withheld_amount = 0 and withholding_pending = 0))
);
create index sales_invoices_list on sales_invoices (organization_id, created_at desc, id desc);
create index sales_invoices_order on sales_invoices (organization_id, sales_order_id);
create index sales_invoices_customer on sales_invoices (organization_id, customer_id, status);
create unique index sales_invoices_tax_number on sales_invoices (organization_id, tax_invoice_number)
  where tax_invoice_number is not null;
-- The issued invoices a reminder run looks at: those of the organisation with something left to pay, by due date.
create index sales_invoices_overdue on sales_invoices (organization_id, due_date)
  where status = 'ISSUED' and remaining_amount > 0;

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

-- The status of an issued invoice from its amounts: PAID once paid, credited and withheld (received) make its total.
create function invoice_status_after(invoice sales_invoices, paid numeric, credited numeric, withheld numeric)
returns text
language sql immutable
as $$
  select case when invoice.status not in ('ISSUED', 'PAID') then invoice.status
              when paid + credited + withheld = invoice.grand_total then 'PAID' else 'ISSUED' end
$$;

-- Invoice links -------------------------------------------------------------------------------------------------------

-- What an issued invoice sends its buyer (services/invoicing/invoice-links/): a mail to the buyer's finance contact
-- with the PDF, and a link that opens that invoice and nothing else.
--
-- A buyer's link to one invoice. The table keeps only the token's SHA-256, never a usable link. A link is spent once
-- a newer one is sent for the invoice or the invoice is cancelled, and expires at `expires_at`.
create table invoice_links (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  invoice_id uuid not null references sales_invoices (id),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  created_at timestamptz not null default clock_timestamp()
);
create index invoice_links_invoice on invoice_links (invoice_id, created_at desc);

-- Credit memos --------------------------------------------------------------------------------------------------------

-- Credit memos (contracts/invoicing/credit-memos.ts): what the seller owes a buyer back, written against one of the
-- buyer's issued invoices, numbered when written, applied to the buyer's open invoices in its currency.
--
-- What must hold whatever the code does:
-- - a memo never applies more than its amount (applied_amount <= amount), and an invoice never loses more than is
--   left of it (sales_invoices_within_total): the application's trigger moves both, under both rows' locks;
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
  update sales_invoices s set
    credited_amount = credited_amount + delta,
    status = invoice_status_after(s, paid_amount, credited_amount + delta, withheld_amount),
    updated_at = now(),
    version = version + 1
  where id = invoice.id;
  return null;
end
$$;

create trigger credit_memo_applications_moved after insert or delete on credit_memo_applications
  for each row execute function credit_memo_applications_moved();

-- Invoice payments ----------------------------------------------------------------------------------------------------

-- Payments a buyer made (contracts/invoicing/invoice-payments.ts): recorded by a member, made at checkout through a
-- payment gateway, or seen in the bank. A payment is numbered `PAY/2026/11/0001` and allocated to the buyer's issued
-- invoices in its currency; what is not allocated is the buyer's credit, for later invoices.
--
-- Money in the bank, seen once. A bank credit that the treasury's reconciliation matches to an issued invoice is an
-- invoice payment (source BANK, named by the match and the invoice: `<reconciliation id>:<invoice id>`), allocated to
-- that invoice like any other payment, and settled on the line's booking date; undoing the match cancels it. A payment
-- recorded by hand (a transfer the buyer announced) is an item of reconciliation of its own: the bank line that
-- brings its money settles it, and no second payment is made (contracts/invoicing/receivables.ts).
--
-- What must hold whatever the code does:
-- - a payment never allocates more than its amount, and an invoice never has more paid than is left of it
--   (sales_invoices_within_total): the allocation's trigger moves both, under both rows' locks, as a credit memo's
--   application does;
-- - an allocation is to an issued invoice of the payment's buyer in its currency, and only while the payment is open;
-- - the payment's status follows from what is allocated (OPEN while some is left, ALLOCATED once all is) until it is
--   cancelled, and a cancelled payment has no allocation left (cancelling it gives its invoices back what it paid);
-- - a payment made by a source outside the members (a checkout charge, a bank credit) is made once for it;
-- - a payment is settled exactly when the day its money reached the bank is known (settled_on), and only a payment
--   that is not cancelled is settled by a bank line (`settled_by`: the treasury's match, or the gateway's payout);
-- - a BANK payment is settled from the start, on its line's booking date.
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
  -- MANUAL: recorded by a member; CHECKOUT: a gateway's charge; BANK: a matched bank credit; the last two named by
  -- source_ref.
  source text not null default 'MANUAL' check (source in ('MANUAL', 'CHECKOUT', 'BANK')),
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
  settled_on date,
  settled_by text check (length(settled_by) <= 100),
  -- What refunds reserve of it (invoice_payment_refunds): the buyer's credit is amount - allocated - refunded.
  refunded_amount numeric(20, 2) not null default 0,
  unique (organization_id, number),
  constraint invoice_payments_once_per_source unique (organization_id, source, source_ref),
  constraint invoice_payments_source_ref check ((source = 'MANUAL') = (source_ref is null)),
  constraint invoice_payments_status check (
    case status
      when 'CANCELLED' then allocated_amount = 0 and refunded_amount = 0 and cancellation_reason is not null
        and cancelled_by is not null and cancelled_at is not null
      when 'ALLOCATED' then allocated_amount + refunded_amount = amount
      else allocated_amount + refunded_amount < amount
    end
  ),
  constraint invoice_payments_settled check ((settlement_status = 'SETTLED') = (settled_on is not null)),
  constraint invoice_payments_settled_open check (settlement_status = 'PENDING' or status <> 'CANCELLED'),
  constraint invoice_payments_used_within check (
    allocated_amount >= 0 and refunded_amount >= 0 and allocated_amount + refunded_amount <= amount
  ),
  -- What the files' foreign keys name: a payment together with its organisation.
  constraint invoice_payments_id_organization unique (id, organization_id)
);
create index invoice_payments_list on invoice_payments (organization_id, created_at desc, id desc);
create index invoice_payments_customer on invoice_payments (organization_id, customer_id, status);
-- What reconciliation reads of the payments its bank lines may settle: the organisation's unsettled ones.
create index invoice_payments_unsettled on invoice_payments (organization_id, id)
  where source = 'MANUAL' and settlement_status = 'PENDING' and status <> 'CANCELLED';

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
-- and the invoice's paid amount, each within its bounds by its CHECKs, and both statuses. An allocation leaves the
-- payment ALLOCATED only once nothing is left after its refunds too.
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
    status = case when status = 'CANCELLED' then status
      when allocated_amount + delta + refunded_amount = amount then 'ALLOCATED' else 'OPEN' end,
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

create trigger invoice_payment_allocations_moved after insert or delete on invoice_payment_allocations
  for each row execute function invoice_payment_allocations_moved();

-- Checkout ------------------------------------------------------------------------------------------------------------

-- Checkout (contracts/invoicing/checkout.ts): the charges a buyer opens at the organisation's payment gateway for the
-- invoice their link opens, and every notification a gateway sent, verified or not.
--
-- What must hold whatever the code does:
-- - an invoice has at most one PENDING charge at a time;
-- - a charge is PAID or SETTLED exactly when it recorded its invoice payment, and records one (the payment's
--   source reference is the charge, unique: invoice_payments_once_per_source);
-- - a verified notification is applied once: a second delivery of the same event is known by its id.
create table checkout_charges (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  invoice_id uuid not null references sales_invoices (id),
  provider text not null check (provider in ('XENDIT', 'MIDTRANS')),
  channel text not null check (channel in ('BCA_VA', 'BNI_VA', 'BRI_VA', 'MANDIRI_VA', 'PERMATA_VA', 'QRIS')),
  -- Our reference at the gateway (its external id / order id).
  order_id text not null unique check (order_id ~ '^[A-Za-z0-9._~-]{1,50}$'),
  provider_ref text,
  currency text not null check (currency = 'IDR'),
  amount numeric(20, 2) not null check (amount > 0 and amount = trunc(amount)),
  status text not null default 'PENDING' check (status in ('PENDING', 'PAID', 'SETTLED', 'EXPIRED', 'FAILED')),
  payment_url text,
  expires_at timestamptz not null,
  paid_at timestamptz,
  payment_id uuid references invoice_payments (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint checkout_charges_paid check ((status in ('PAID', 'SETTLED')) = (payment_id is not null))
);
create unique index checkout_charges_one_pending on checkout_charges (invoice_id) where status = 'PENDING';
create index checkout_charges_invoice on checkout_charges (invoice_id, created_at desc);

create table gateway_notifications (
  id uuid primary key default gen_random_uuid(),
  provider text not null check (provider in ('XENDIT', 'MIDTRANS')),
  -- The event's id from the verified notification (or the status check); null when it did not verify.
  event_id text,
  order_id text,
  status text,
  amount numeric(20, 2),
  -- APPLIED (it moved the charge), DUPLICATE (the same event again), STALE (the charge is past it), UNKNOWN (no such
  -- charge), MISMATCH (the amount is not the charge's: nothing moves), REFUSED (it did not verify: forged or malformed).
  outcome text not null check (outcome in ('APPLIED', 'DUPLICATE', 'STALE', 'UNKNOWN', 'MISMATCH', 'REFUSED')),
  reason text,
  received_at timestamptz not null default clock_timestamp()
);
create unique index gateway_notifications_event on gateway_notifications (provider, event_id)
  where outcome in ('APPLIED', 'STALE', 'MISMATCH', 'UNKNOWN');
create index gateway_notifications_order on gateway_notifications (order_id, received_at);

-- Withholdings --------------------------------------------------------------------------------------------------------

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
    check ((status = 'CANCELLED') = (cancellation_reason is not null and cancelled_by is not null and cancelled_at is not null)),
  -- What the files' foreign keys name: a withholding together with its organisation.
  constraint invoice_withholdings_id_organization unique (id, organization_id)
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

-- Payment files -------------------------------------------------------------------------------------------------------

-- Files that stand behind receivables (contracts/invoicing/invoice-payments.ts): a payment's proofs (the buyer's
-- transfer receipt, a photo of the cheque) and a PPh 23 withholding's slip (bukti potong) as the buyer's e-Bupot
-- printed it. PDF, JPG or PNG judged by their content, kept in the service's file storage under `storage_key`, as a
-- customer's documents are (customer_documents).
--
-- What must hold whatever the code does:
-- - a file belongs to exactly one payment or one withholding, of its own organisation;
-- - a payment's proofs change (one added or removed) only while the payment is not cancelled: a cancelled payment
--   keeps what it had, readable, for good;
-- - a withholding has at most one slip file, added or replaced only once its slip is received (a cancelled
--   withholding keeps it).
create table invoice_payment_files (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  payment_id uuid,
  withholding_id uuid,
  file_name text not null check (length(file_name) between 1 and 200),
  content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
  size integer not null check (size > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key text not null unique,
  uploaded_by uuid not null,
  uploaded_at timestamptz not null default clock_timestamp(),
  constraint invoice_payment_files_one_owner check (num_nonnulls(payment_id, withholding_id) = 1),
  constraint invoice_payment_files_payment foreign key (payment_id, organization_id)
    references invoice_payments (id, organization_id),
  constraint invoice_payment_files_withholding foreign key (withholding_id, organization_id)
    references invoice_withholdings (id, organization_id)
);
create index invoice_payment_files_payment on invoice_payment_files (payment_id, uploaded_at) where payment_id is not null;
create unique index invoice_payment_files_one_slip on invoice_payment_files (withholding_id) where withholding_id is not null;

-- A file comes or goes only while what it belongs to may still change: a payment not cancelled, a received withholding.
create function invoice_payment_files_changed() returns trigger
language plpgsql
set search_path from current
as $$
declare
  file invoice_payment_files;
  owner_status text;
begin
  file := case when tg_op = 'DELETE' then old else new end;
  if file.payment_id is not null then
    select status into owner_status from invoice_payments where id = file.payment_id;
    if owner_status = 'CANCELLED' then
      raise exception 'payment % is cancelled: its proofs change no more', file.payment_id
        using errcode = 'check_violation', constraint = 'invoice_payment_files_payment_open';
    end if;
  else
    select status into owner_status from invoice_withholdings where id = file.withholding_id;
    if owner_status is distinct from 'RECEIVED' then
      raise exception 'withholding % is not received: its slip file does not change', file.withholding_id
        using errcode = 'check_violation', constraint = 'invoice_payment_files_slip_received';
    end if;
  end if;
  return null;
end
$$;

create trigger invoice_payment_files_changed after insert or delete on invoice_payment_files
  for each row execute function invoice_payment_files_changed();

-- A file's row says what it is; nothing of it is edited afterwards.
create function invoice_payment_files_unchanged() returns trigger
language plpgsql
as $$
begin
  raise exception 'an invoice payment file is added or removed, never changed'
    using errcode = 'check_violation', constraint = 'invoice_payment_files_unchanged';
end
$$;

create trigger invoice_payment_files_unchanged before update on invoice_payment_files
  for each row execute function invoice_payment_files_unchanged();

-- Credit refunds ------------------------------------------------------------------------------------------------------

-- A buyer's credit (what its payments have not allocated) paid back to it: a refund is a payment order of the treasury,
-- made by a maker and approved as every payment is. While the order is on its way, the credit it pays back is reserved
-- on the payment here, so no invoice can take it and no second refund can ask for it; the order rejected, cancelled, or
-- failed and archived, the treasury releases it and the credit is the buyer's again.
--
-- What must hold whatever the code does:
-- - a payment never allocates and refunds more than its amount (allocated_amount + refunded_amount <= amount), so the
--   buyer's credit (amount - allocated - refunded) is never below zero, even with many refunds asked at once: the
--   refund's trigger moves the payment under its lock and the CHECK refuses the one too many;
-- - a payment's refunded amount is what its reserved refunds add up to, and its status follows from what is left
--   (OPEN while some is, ALLOCATED once nothing is) until it is cancelled;
-- - a refund is reserved only from an open payment, in its currency, and once released stays released;
-- - a payment with a refund reserved is not cancelled (its money is on its way back to the buyer).
create table invoice_payment_refunds (
  -- The treasury's payment order that pays it back: one refund per order.
  id uuid primary key,
  organization_id uuid not null,
  payment_id uuid not null references invoice_payments (id),
  currency text not null,
  amount numeric(20, 2) not null check (amount > 0),
  status text not null default 'RESERVED' check (status in ('RESERVED', 'RELEASED')),
  requested_by uuid not null,
  requested_at timestamptz not null default now(),
  released_by uuid,
  released_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint invoice_payment_refunds_released check (
    (status = 'RELEASED') = (released_by is not null and released_at is not null)
  )
);
create index invoice_payment_refunds_payment on invoice_payment_refunds (payment_id);

-- A refund and its payment move together, under the payment's lock (taken here): what the refund reserves, or no
-- longer reserves, moves the payment's refunded amount, within its bounds by the payment's CHECKs, and its status.
create function invoice_payment_refunds_moved() returns trigger
language plpgsql
set search_path from current
as $$
declare
  refund invoice_payment_refunds := new;
  delta numeric(20, 2);
  payment invoice_payments;
begin
  if tg_op = 'UPDATE' and (old.payment_id <> new.payment_id or old.organization_id <> new.organization_id
      or old.currency <> new.currency or (old.status = 'RELEASED' and new.status <> 'RELEASED')) then
    raise exception 'refund % cannot move to another payment, nor be reserved again once released', new.id
      using errcode = 'check_violation', constraint = 'invoice_payment_refunds_fixed';
  end if;
  delta := case when new.status = 'RESERVED' then new.amount else 0 end
    - case when tg_op = 'UPDATE' and old.status = 'RESERVED' then old.amount else 0 end;
  select * into payment from invoice_payments
    where id = refund.payment_id and organization_id = refund.organization_id for update;
  if payment.id is null then
    raise exception 'refund % names another organisation''s payment', refund.id
      using errcode = 'foreign_key_violation', constraint = 'invoice_payment_refunds_organization';
  end if;
  if delta > 0 and (payment.status <> 'OPEN' or payment.currency <> refund.currency) then
    raise exception 'payment % has no credit to refund in %', payment.id, refund.currency
      using errcode = 'check_violation', constraint = 'invoice_payment_refunds_open';
  end if;
  if delta <> 0 then
    update invoice_payments set
      refunded_amount = refunded_amount + delta,
      status = case when status = 'CANCELLED' then status
        when allocated_amount + refunded_amount + delta = amount then 'ALLOCATED' else 'OPEN' end,
      updated_at = now(),
      version = version + 1
    where id = payment.id;
  end if;
  return null;
end
$$;

create trigger invoice_payment_refunds_moved after insert or update on invoice_payment_refunds
  for each row execute function invoice_payment_refunds_moved();

-- Nothing reserved is ever deleted: a refund is released, and stays as history.
create function invoice_payment_refunds_kept() returns trigger
language plpgsql
as $$
begin
  raise exception 'refunds are released, never deleted'
    using errcode = 'check_violation', constraint = 'invoice_payment_refunds_kept';
end
$$;
create trigger invoice_payment_refunds_kept before delete on invoice_payment_refunds
  for each row execute function invoice_payment_refunds_kept();

-- Invoice reminders ---------------------------------------------------------------------------------------------------

-- Payment reminders of overdue invoices (contracts/invoicing/invoice-reminders.ts): an organisation's schedule, and one
-- row per reminder an invoice was sent (the invoices a run looks at: sales_invoices_overdue).
--
-- What must hold whatever the code does:
-- - a schedule has 1 to 10 steps, each 1 to 365 days after the due date, strictly increasing;
-- - an invoice has at most one reminder per step: the row is written in the transaction that queues its mail, so a
--   step is mailed at most once however many runs of the job meet;
-- - a reminder is sent or found moot (its invoice paid or cancelled before it went out), never both.

-- Whether the days of an array strictly increase.
create function strictly_increasing(days integer[])
returns boolean
language sql immutable
as $$
  select coalesce(bool_and(later > earlier), true)
  from (select days[i] as earlier, days[i + 1] as later from generate_subscripts(days, 1) as i
        where i < cardinality(days)) pairs
$$;

-- An organisation without a row has the defaults: off, steps 1, 7, 14 and 30.
create table invoice_reminder_settings (
  organization_id uuid primary key,
  enabled boolean not null,
  days integer[] not null check (
    cardinality(days) between 1 and 10
    and 1 <= all (days) and 365 >= all (days)
    and array_position(days, null) is null
    and strictly_increasing(days)
  ),
  updated_at timestamptz not null default now()
);

create table invoice_reminders (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  invoice_id uuid not null references sales_invoices (id),
  -- The schedule's step it is for, and how many days past due the invoice was on the day the job decided it.
  step_days integer not null check (step_days between 1 and 365),
  days_overdue integer not null check (days_overdue >= step_days),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  sent_to text,
  moot_at timestamptz,
  unique (invoice_id, step_days),
  check ((sent_at is null) = (sent_to is null)),
  check (sent_at is null or moot_at is null)
);
-- (invoice_id, step_days) is also how an invoice's reminders are read: no index besides the unique one.
