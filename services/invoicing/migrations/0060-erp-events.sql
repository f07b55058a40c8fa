-- Every event an ERP follows (contracts/common/events.ts), from this service's outbox:
-- - an invoice partly paid: a payment, credit or withholding took some of its outstanding amount off and some is
--   still open (beside PAID, 0030), told by a trigger on the invoice as PAID is, whatever brought it there;
-- - an invoice overdue: its due date passed with an amount open, once per invoice and due date (the job in
--   sales-invoices/overdue.ts; `invoice_overdue_notices` keeps which were told, so a second run tells nothing);
-- - a customer changed: one event per revision (its action), written by a trigger on the revision, so every writer
--   of a revision (invitation, request, review, edit, documents, terms) tells it in its own transaction;
-- - and every event about a record an ERP follows carries that record as the change left it (`record`: number,
--   name, status, total and outstanding amounts as decimal strings, currency, due date, updatedAt), added to the
--   outbox row before it is written (and so to its notification and the feed the webhooks read).

insert into event_vocabulary (type, change) values
  ('sales-invoice.changed', 'OVERDUE'),
  ('sales-invoice.paid', 'PARTLY_PAID'),
  ('customer.changed', 'INVITED'),
  ('customer.changed', 'INVITATION_RESENT'),
  ('customer.changed', 'INVITATION_CANCELLED'),
  ('customer.changed', 'CREATED'),
  ('customer.changed', 'REQUEST_SAVED'),
  ('customer.changed', 'REQUEST_SENT'),
  ('customer.changed', 'DOCUMENT_ADDED'),
  ('customer.changed', 'DOCUMENT_REMOVED'),
  ('customer.changed', 'UPDATED'),
  ('customer.changed', 'APPROVED'),
  ('customer.changed', 'REJECTED'),
  ('customer.changed', 'DEACTIVATED'),
  ('customer.changed', 'TERMS_CHANGED');

-- Partly paid follows the outstanding amount as PAID follows the status: some of it taken off, some still open. One
-- function announces both, the change its trigger's argument (PAID for the trigger of 0030, which gives none).
create or replace function announce_invoice_paid() returns trigger
language plpgsql
set search_path from current
as $$
begin
  insert into outbox (type, organization_id, subject_id, payload) select 'sales-invoice.paid', new.organization_id,
    new.id::text, jsonb_build_object('type', 'sales-invoice.paid', 'organizationId', new.organization_id,
    'subjectId', new.id::text, 'permission', 'invoices:read', 'change', coalesce(tg_argv[0], 'PAID'));
  return null;
end
$$;

create trigger sales_invoices_partly_paid
  after update on sales_invoices
  for each row when (new.status = 'ISSUED' and new.remaining_amount > 0
    and new.remaining_amount < old.remaining_amount)
  execute function announce_invoice_paid('PARTLY_PAID');

-- An instant as the API writes one (ISO 8601 in UTC, milliseconds).
create function event_instant(at timestamptz) returns text
language sql immutable
as $$ select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;

-- The record an event is about, as it now stands in this transaction; null for a type whose record an ERP does not
-- follow here. Amounts are numeric(20, 2) as text: decimal strings, never numbers.
create function event_record(event_type text, subject text) returns jsonb
language plpgsql stable
set search_path from current
as $$
declare
  record_id uuid := case when subject ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then subject::uuid end;
begin
  if record_id is null then return null; end if;
  return case split_part(event_type, '.', 1)
    when 'sales-invoice' then (select jsonb_build_object('number', number, 'status', status,
      'total', grand_total::text, 'outstanding', remaining_amount::text, 'currency', currency,
      'dueDate', due_date::text, 'updatedAt', event_instant(updated_at)) from sales_invoices where sales_invoices.id = record_id)
    when 'invoice-payment' then (select jsonb_build_object('number', number, 'status', status,
      'total', amount::text, 'outstanding', (amount - allocated_amount)::text, 'currency', currency,
      'updatedAt', event_instant(updated_at)) from invoice_payments where invoice_payments.id = record_id)
    when 'credit-memo' then (select jsonb_build_object('number', number, 'status', status, 'total', amount::text,
      'currency', currency, 'updatedAt', event_instant(updated_at)) from credit_memos where credit_memos.id = record_id)
    when 'sales-order' then (select jsonb_build_object('number', number, 'status', status,
      'total', grand_total::text, 'currency', currency, 'updatedAt', event_instant(updated_at))
      from sales_orders where sales_orders.id = record_id)
    when 'purchase-order' then (select jsonb_build_object('number', number, 'status', status,
      'total', grand_total::text, 'currency', currency, 'updatedAt', event_instant(updated_at))
      from purchase_orders where purchase_orders.id = record_id)
    when 'goods-receipt' then (select jsonb_build_object('number', number, 'status', status,
      'total', grand_total::text, 'currency', currency, 'updatedAt', event_instant(updated_at))
      from goods_receipts where goods_receipts.id = record_id)
    when 'customer' then (select jsonb_build_object('name', name, 'status', status, 'currency', currency,
      'updatedAt', event_instant(updated_at)) from customers where customers.id = record_id)
  end;
end
$$;

create function add_event_record() returns trigger
language plpgsql
set search_path from current
as $$
begin
  new.payload := new.payload || coalesce((select jsonb_build_object('record', snapshot)
    from event_record(new.type, new.subject_id) as snapshot where snapshot is not null), '{}');
  return new;
end
$$;

create trigger outbox_event_record before insert on outbox for each row execute function add_event_record();

create function announce_customer_changed() returns trigger
language plpgsql
set search_path from current
as $$
declare
  organization uuid := (select organization_id from customers where id = new.customer_id);
begin
  insert into outbox (type, organization_id, subject_id, payload)
    values ('customer.changed', organization, new.customer_id::text, jsonb_build_object(
      'type', 'customer.changed',
      'organizationId', organization,
      'subjectId', new.customer_id::text,
      'permission', 'customers:read',
      'change', new.action));
  return null;
end
$$;

create trigger customer_revisions_announce after insert on customer_revisions
  for each row execute function announce_customer_changed();

-- The overdue invoices told, one row per invoice and due date: the job inserts and tells in one transaction, and
-- a row already there (a second run, or one running beside it) tells nothing again.
create table invoice_overdue_notices (
  invoice_id uuid not null references sales_invoices (id) on delete cascade,
  due_date date not null,
  organization_id uuid not null,
  noticed_at timestamptz not null default now(),
  primary key (invoice_id, due_date)
);

-- The organisation's time zone as the account service last answered it to this service (organization-today.ts):
-- the overdue job has no caller to ask it with. Asia/Jakarta, the product's default, for one never seen.
create table organization_time_zones (
  organization_id uuid primary key,
  time_zone text not null,
  updated_at timestamptz not null default now()
);
