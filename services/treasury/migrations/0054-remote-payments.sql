-- Payments the invoicing service's members recorded by hand are reconcilable items too: the bank line that brings a
-- payment's money settles it there, rather than paying its invoice a second time (contracts/invoicing/receivables.ts).
alter table remote_items drop constraint remote_items_kind_check,
  add constraint remote_items_kind_check check (kind in ('SALES_INVOICE', 'INVOICE_PAYMENT'));
