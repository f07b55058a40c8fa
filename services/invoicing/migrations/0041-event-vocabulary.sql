-- The events this service's outbox takes are the vocabulary's (contracts/common/events.ts), whoever writes them:
-- services/kit/events.ts (which checks them first) or a trigger of this database (0030's invoice-paid
-- announcement). A row of another type, or with a change its type does not have, is refused here with the key it
-- gave: (type, change), the change '' for a type that says none. tests/integration/event-vocabulary.test.ts keeps
-- this table equal to the vocabulary of the service's types: a change added there is a migration adding its row.
-- Rows written before this step are not checked again (`not valid`).
create table event_vocabulary (
  type text not null,
  change text not null,
  primary key (type, change)
);

insert into event_vocabulary (type, change) values
  ('sales-order.changed', 'CREATED'),
  ('sales-order.changed', 'PENDING_APPROVAL'),
  ('sales-order.changed', 'OPEN'),
  ('sales-order.changed', 'REJECTED'),
  ('sales-order.changed', 'CANCELLED'),
  ('sales-order.changed', 'CLOSED'),
  ('sales-order.changed', 'INVOICED'),
  ('sales-order.changed', 'FULFILLMENT'),
  ('purchase-order.changed', 'CREATED'),
  ('purchase-order.changed', 'PENDING_APPROVAL'),
  ('purchase-order.changed', 'OPEN'),
  ('purchase-order.changed', 'REJECTED'),
  ('purchase-order.changed', 'CANCELLED'),
  ('purchase-order.changed', 'CLOSED'),
  ('purchase-order.changed', 'FULFILLMENT'),
  ('goods-receipt.changed', 'CREATED'),
  ('goods-receipt.changed', 'RECEIVED'),
  ('goods-receipt.changed', 'CANCELLED'),
  ('credit-memo.changed', 'CREATED'),
  ('credit-memo.changed', 'PENDING_APPROVAL'),
  ('credit-memo.changed', 'OPEN'),
  ('credit-memo.changed', 'APPLIED'),
  ('credit-memo.changed', 'REJECTED'),
  ('credit-memo.changed', 'CANCELLED'),
  ('invoice-payment.changed', 'CREATED'),
  ('invoice-payment.changed', 'OPEN'),
  ('invoice-payment.changed', 'ALLOCATED'),
  ('invoice-payment.changed', 'UNALLOCATED'),
  ('invoice-payment.changed', 'CANCELLED'),
  ('invoice-payment.changed', 'REVERSED'),
  ('invoice-payment.changed', 'SETTLED'),
  ('invoice-payment.changed', 'UNSETTLED'),
  ('invoice-payment.changed', 'PROOF_ADDED'),
  ('invoice-payment.changed', 'PROOF_REMOVED'),
  ('invoice-payment.changed', 'REFUNDED'),
  ('invoice-payment.changed', 'REFUND_RELEASED'),
  ('sales-invoice.changed', 'CREATED'),
  ('sales-invoice.changed', 'PENDING_APPROVAL'),
  ('sales-invoice.changed', 'ISSUED'),
  ('sales-invoice.changed', 'CANCELLED'),
  ('sales-invoice.changed', 'APPROVER'),
  ('sales-invoice.changed', 'TAX_NUMBER'),
  ('sales-invoice.changed', 'SHIPPED'),
  ('sales-invoice.changed', 'RECEIVED'),
  ('sales-invoice.changed', 'REMINDED'),
  ('sales-invoice.changed', 'SETTLED'),
  ('sales-invoice.changed', 'UNSETTLED'),
  ('sales-invoice.changed', 'CREDITED'),
  ('sales-invoice.changed', 'PAYMENT_ALLOCATED'),
  ('sales-invoice.changed', 'PAYMENT_UNALLOCATED'),
  ('sales-invoice.changed', 'PAYMENT_CANCELLED'),
  ('sales-invoice.changed', 'PAYMENT_REVERSED'),
  ('sales-invoice.changed', 'CHECKOUT_PAID'),
  ('sales-invoice.changed', 'CHECKOUT_SETTLED'),
  ('sales-invoice.changed', 'CHECKOUT_EXPIRED'),
  ('sales-invoice.changed', 'CHECKOUT_FAILED'),
  ('sales-invoice.changed', 'CHECKOUT_REFUNDED'),
  ('sales-invoice.changed', 'WITHHOLDING_AWAITING_SLIP'),
  ('sales-invoice.changed', 'WITHHOLDING_RECEIVED'),
  ('sales-invoice.changed', 'WITHHOLDING_CANCELLED'),
  ('sales-invoice.changed', 'WITHHOLDING_SLIP_FILE'),
  ('sales-invoice.paid', 'PAID');

alter table outbox add column change text generated always as (coalesce(payload ->> 'change', '')) stored;
alter table outbox add constraint outbox_event_in_vocabulary foreign key (type, change)
  references event_vocabulary (type, change) not valid;
