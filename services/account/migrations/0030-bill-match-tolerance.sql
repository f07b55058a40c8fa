-- Orders settings: how far a bill made from a purchase order may differ from the order and its goods receipts before
-- it is flagged (the three-way match, services/treasury/bills), as ERPNext's "Over Billing Allowance (%)" and Odoo's
-- bill control tolerate a difference. A quantity percentage (a bill may bill up to the ordered quantity and this
-- much more; beyond what was received by more than this it is flagged) and a price percentage (a bill's unit price
-- above the order's by more than this is flagged). 0 (the default) tolerates no difference.
alter table organizations
  add column bill_quantity_tolerance numeric(5, 2) not null default 0
    check (bill_quantity_tolerance between 0 and 100),
  add column bill_price_tolerance numeric(5, 2) not null default 0
    check (bill_price_tolerance between 0 and 100);
