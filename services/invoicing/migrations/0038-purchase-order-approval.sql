-- Purchase orders' approval (contracts/invoicing/purchase-orders.ts): when the Orders settings require it, an order
-- waits for a second person's approval (PENDING_APPROVAL) before goods are received against it; an approver approves
-- it (OPEN) or rejects it with a reason (REJECTED, final). Existing orders are open, cancelled or closed, as before.
alter table purchase_orders
  drop constraint purchase_orders_status_check,
  add constraint purchase_orders_status_check
    check (status in ('PENDING_APPROVAL', 'OPEN', 'REJECTED', 'CANCELLED', 'CLOSED')),
  add column approved_by uuid,
  add column approved_at timestamptz,
  add column rejection_reason text,
  add column rejected_by uuid,
  add column rejected_at timestamptz,
  add constraint purchase_orders_approved check ((approved_by is null) = (approved_at is null)),
  add constraint purchase_orders_rejected
    check ((status = 'REJECTED') = (rejection_reason is not null and rejected_by is not null and rejected_at is not null));
