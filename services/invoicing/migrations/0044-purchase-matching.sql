-- Purchase orders in the spec's currencies (contracts/invoicing/purchase-orders.ts): IDR, USD or SGD, every price and
-- figure of the order in it. Existing orders are in IDR.
alter table purchase_orders
  add constraint purchase_orders_currency check (currency in ('IDR', 'USD', 'SGD'));
