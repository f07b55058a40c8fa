-- The buyer as its customer profile named it when the invoice was issued (contracts/invoicing/invoice-links.ts
-- `InvoiceBuyer`): its name, the email the e-Faktur file names, NPWP, the owner's NIK and the billing (or
-- registered) address as region codes. The invoice keeps it beside its seller (migrations/0019): its PDF, its
-- buyer's link and its e-Faktur file name the buyer as issued, and a later change of the customer changes later
-- invoices only.
alter table sales_invoices add column buyer jsonb;

-- Invoices issued before: the buyer as the customer is now, the nearest there is to what it was.
update sales_invoices s
set buyer = jsonb_build_object(
  'name', coalesce(c.name, c.email),
  'email', coalesce(nullif(c.profile #>> '{invoiceDelivery,financeContactEmail}', ''), c.email),
  'taxNumber', nullif(c.profile #>> '{tax,taxNumber}', ''),
  'nik', nullif(c.profile #>> '{owner,nik}', ''),
  'address', coalesce(c.profile -> 'billingAddress', c.profile -> 'address')
)
from customers c
where c.id = s.customer_id and s.number is not null;

-- Numbered is issued: from then on the invoice names its buyer as it was.
alter table sales_invoices
  add constraint sales_invoices_issued_buyer check (number is null or buyer is not null);
