-- What a gateway takes back after the buyer paid (a refund, a chargeback, a bank's reversal: contracts/invoicing/checkout.ts),
-- and the notifications that prove they came from the gateway but are not acted on.
--
-- What must hold whatever the code does:
-- - a charge's reversed amount (all refunds and chargebacks together, as the gateway reports them) is within its
--   amount; a charge reversed in full is REFUNDED and keeps the payment it made (cancelled by the reversal), one
--   reversed in part stays PAID or SETTLED (its payment reduced by what was taken back);
-- - a payment the product itself cancels (a checkout payment whose charge was reversed in full) names no member;
-- - a notification that verified but names a status we do not act on, or that we cannot read, is IGNORED (answered
--   so the gateway stops sending it) and keeps the order id it named; one whose status the gateway did not confirm
--   (its status check failed) is UNCONFIRMED (answered so the gateway sends it again).

alter table checkout_charges
  add column reversed_amount numeric(20, 2) not null default 0,
  add constraint checkout_charges_reversed check (reversed_amount >= 0 and reversed_amount <= amount),
  drop constraint checkout_charges_status_check,
  add constraint checkout_charges_status_check
    check (status in ('PENDING', 'PAID', 'SETTLED', 'EXPIRED', 'FAILED', 'REFUNDED')),
  drop constraint checkout_charges_paid,
  add constraint checkout_charges_paid check (
    case status
      when 'PAID' then payment_id is not null and reversed_amount < amount
      when 'SETTLED' then payment_id is not null and reversed_amount < amount
      when 'REFUNDED' then reversed_amount = amount
      else payment_id is null and reversed_amount = 0
    end
  );

alter table invoice_payments drop constraint invoice_payments_status,
  add constraint invoice_payments_status check (
    case status
      when 'CANCELLED' then allocated_amount = 0 and refunded_amount = 0 and cancellation_reason is not null
        and (cancelled_by is not null or source = 'CHECKOUT') and cancelled_at is not null
      when 'ALLOCATED' then allocated_amount + refunded_amount = amount
      else allocated_amount + refunded_amount < amount
    end
  );

alter table gateway_notifications drop constraint gateway_notifications_outcome_check,
  add constraint gateway_notifications_outcome_check check (outcome in
    ('APPLIED', 'DUPLICATE', 'STALE', 'UNKNOWN', 'MISMATCH', 'REFUSED', 'IGNORED', 'UNCONFIRMED'));
