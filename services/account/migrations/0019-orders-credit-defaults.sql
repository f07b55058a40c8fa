-- Orders settings: the defaults a buyer gets unless their own
-- terms say otherwise, next to the default payment term of 0010.
-- The default credit limit is money in the organisation's default currency,
-- 0 or more (0: no credit until a limit is set on the buyer); existing
-- organisations start at 0. The default billing cycle is how often a buyer's
-- deliveries are invoiced: each on its own (PER_ORDER), WEEKLY, BIWEEKLY or
-- MONTHLY; existing organisations start at MONTHLY.
alter table organizations
  add column default_credit_limit numeric(20, 2) not null default 0
    check (default_credit_limit >= 0 and default_credit_limit <= 999999999999999.99),
  add column default_billing_cycle text not null default 'MONTHLY'
    check (default_billing_cycle in ('PER_ORDER', 'WEEKLY', 'BIWEEKLY', 'MONTHLY'));
