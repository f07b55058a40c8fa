-- A sales order can be written as a DRAFT (contracts/invoicing/lifecycles.ts SALES_ORDER_LIFECYCLE): its writer
-- keeps it while it is being agreed with the buyer and submits it later, when it waits for approval or opens, as a
-- new order does. A draft reserves none of its buyer's credit (the credit count reads PENDING_APPROVAL and OPEN
-- orders only) and is checked against the limit when submitted. The submission names who and when, as an
-- invoice's does.
--
-- What must hold whatever the code does:
-- - a draft is not submitted yet, and an order submitted names who and when, both or neither;
-- - nothing is received or invoiced against a draft (the service refuses it: the order is not OPEN).
alter table sales_orders
  drop constraint sales_orders_status_check,
  add constraint sales_orders_status_check
    check (status in ('DRAFT', 'PENDING_APPROVAL', 'OPEN', 'REJECTED', 'CANCELLED', 'CLOSED')),
  add column submitted_by uuid,
  add column submitted_at timestamptz,
  add constraint sales_orders_submitted check ((submitted_by is null) = (submitted_at is null)),
  add constraint sales_orders_draft_not_submitted check (status <> 'DRAFT' or submitted_by is null);
