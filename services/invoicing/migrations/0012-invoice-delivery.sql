-- Hard-copy delivery of an invoice to a buyer who asked for paper (spec: invoice delivery open, shipped, received):
-- open once the invoice is issued, shipped on a date to an address, received on a date.
alter table sales_invoices
  add column delivery_status text check (delivery_status in ('OPEN', 'SHIPPED', 'RECEIVED')),
  add column shipped_on date,
  add column shipping_address text check (length(shipping_address) between 1 and 500),
  add column received_on date check (received_on >= shipped_on),
  add constraint sales_invoices_delivery check (
    coalesce(delivery_status in ('SHIPPED', 'RECEIVED'), false) = (shipped_on is not null and shipping_address is not null)
    and coalesce(delivery_status = 'RECEIVED', false) = (received_on is not null)
  );
