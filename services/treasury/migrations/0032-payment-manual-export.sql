-- Manual export of payments and transfers (spec: "A manual
-- export moves selected items to In Progress until they are reconciled (then
-- Sent) or cancelled"). An approver takes approved orders out of sending
-- through the bank's API and receives them as a file to send themselves
-- (through the bank's own portal); the orders wait In Progress, marked as
-- exported, until a statement transaction is matched with them or they are
-- cancelled. The send job never touches an exported order: it reads the mark
-- under the order's lock, as the export sets it under that lock.
create table payment_exports (
  id uuid primary key,
  organization_id uuid not null,
  kind text not null check (kind in ('PAYMENT', 'TRANSFER')),
  requested_by uuid not null,
  order_count integer not null check (order_count >= 1),
  created_at timestamptz not null default now()
);

create index payment_exports_organization on payment_exports (organization_id, created_at desc);

alter table payment_orders
  add column manual_export_id uuid references payment_exports (id),
  -- An exported order is In Progress (waiting for its statement line), Sent once reconciled, or Cancelled.
  add constraint payment_orders_exported_status check (manual_export_id is null or status in ('IN_PROGRESS', 'SENT', 'CANCELLED'));

create index payment_orders_manual_export on payment_orders (manual_export_id) where manual_export_id is not null;
