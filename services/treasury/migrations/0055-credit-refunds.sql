-- A payment that pays a buyer's credit back: the invoicing service's payment (invoice_payments) whose credit it refunds.
-- The invoicing service reserves that credit for the order, named by the order's id, in the transaction that makes the
-- order, and releases it when the order ends unpaid (rejected, cancelled, or failed and archived).
--
-- What must hold whatever the code does: a refund is a payment to a counterparty, once, never a recurring order, and
-- pays nothing else (no bill, no expected transaction); the payment it refunds never changes.
alter table payment_orders add column refund_of uuid;
alter table payment_orders add constraint payment_orders_refund check (
  refund_of is null or (
    kind = 'PAYMENT' and recurrence_unit is null and bill_id is null and expected_transaction_id is null
  )
);
create index payment_orders_refund_of on payment_orders (organization_id, refund_of) where refund_of is not null;

create function payment_orders_refund_fixed() returns trigger
language plpgsql
as $$
begin
  if new.refund_of is distinct from old.refund_of then
    raise exception 'payment order % cannot change the credit it refunds', new.id
      using errcode = 'check_violation', constraint = 'payment_orders_refund_fixed';
  end if;
  return new;
end
$$;
create trigger payment_orders_refund_fixed before update of refund_of on payment_orders
  for each row execute function payment_orders_refund_fixed();
