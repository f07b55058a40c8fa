-- Orders settings: whether a purchase order waits for a second person's
-- approval before goods are received against it, next to the sales orders'
-- approval of 0010. Off for every organisation until turned on. The threshold
-- is money in IDR: when set, only orders whose grand total is at or above it
-- wait for approval; null (the default) means every order does.
alter table organizations
  add column purchase_order_approval_required boolean not null default false,
  add column purchase_order_approval_threshold numeric(20, 2)
    check (purchase_order_approval_threshold >= 0 and purchase_order_approval_threshold <= 999999999999999.99);
