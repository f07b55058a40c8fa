-- The tax invoice number DJP's Coretax assigns an issued invoice (NSFP), recorded back on it; one invoice per number.
alter table sales_invoices
  add column tax_invoice_number text check (tax_invoice_number ~ '^[0-9][0-9.-]{0,38}[0-9]$');
create unique index sales_invoices_tax_number on sales_invoices (organization_id, tax_invoice_number)
  where tax_invoice_number is not null;
