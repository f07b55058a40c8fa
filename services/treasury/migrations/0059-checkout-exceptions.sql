-- A checkout payment of another amount than its charge's becomes an exception
-- (CHECKOUT_AMOUNT_DIFFERS), through the same tickets as statement
-- transactions and payouts (0015, 0056): one table, one lifecycle. The
-- invoicing service records the gateway's notification (outcome MISMATCH: no
-- payment recorded) and serves it (GET /checkout/mismatches); the scan reads
-- it over HTTP and opens one ticket per notification, which keeps the figures
-- it was opened for: the invoice (its id and number, in the invoicing
-- service, so no foreign key), the charge's order id and gateway, what the
-- charge asked for (expected_amount) and what the gateway said was paid
-- (received_amount, above or below). It resolves only by a member's hand.
--
-- What must hold whatever the code does:
-- - a checkout ticket has its notification, invoice, gateway and both figures,
--   and neither a statement transaction nor a payout;
-- - one ticket per notification ever, resolved or not: a second copy of the
--   notification, or a scan after the ticket was resolved, opens none.

alter table exception_tickets
  add column checkout_notification_id uuid,
  add column checkout_invoice_id uuid,
  add column checkout_invoice_number text,
  add column checkout_order_id text,
  add column checkout_gateway text check (checkout_gateway in ('XENDIT', 'MIDTRANS')),
  add column checkout_currency text,
  add column checkout_notified_at timestamptz;

alter table exception_tickets drop constraint exception_tickets_type_check;
alter table exception_tickets add constraint exception_tickets_type_check check (
  type in ('UNMATCHED_STATEMENT_TRANSACTION', 'REJECTED_TWICE', 'PAYOUT_NOT_ON_STATEMENT', 'PAYOUT_AMOUNT_DIFFERS',
    'CHECKOUT_AMOUNT_DIFFERS')
);
alter table exception_tickets drop constraint exception_tickets_subject;
alter table exception_tickets add constraint exception_tickets_subject check (
  case
    when type in ('PAYOUT_NOT_ON_STATEMENT', 'PAYOUT_AMOUNT_DIFFERS')
      then payment_settlement_id is not null and statement_transaction_id is null
        and expected_amount is not null and received_amount is not null
        and received_amount >= 0 and received_amount < expected_amount
        and checkout_notification_id is null
    when type = 'CHECKOUT_AMOUNT_DIFFERS'
      then checkout_notification_id is not null and statement_transaction_id is null and payment_settlement_id is null
        and checkout_invoice_id is not null and checkout_invoice_number is not null and checkout_order_id is not null
        and checkout_gateway is not null and checkout_currency is not null and checkout_notified_at is not null
        and expected_amount > 0 and received_amount >= 0 and received_amount <> expected_amount
    else statement_transaction_id is not null and payment_settlement_id is null
      and expected_amount is null and received_amount is null and checkout_notification_id is null
  end
);

create unique index exception_tickets_checkout_notification on exception_tickets (organization_id, checkout_notification_id)
  where checkout_notification_id is not null;
