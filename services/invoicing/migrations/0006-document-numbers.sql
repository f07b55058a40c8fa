-- The numbers documents are given when they are issued (services/invoicing/documents/numbering.ts): one counter per
-- organisation, kind of document and month. The issuing transaction raises the counter and holds its row until it
-- ends, so numbers are given one at a time and a transaction that rolls back gives its number back: no gap, no twice.
create table document_number_counters (
  organization_id uuid not null,
  document_type text not null check (document_type in ('SALES_ORDER', 'PURCHASE_ORDER', 'GOODS_RECEIPT', 'SALES_INVOICE', 'CREDIT_MEMO')),
  -- The month of the document's date, YYYY-MM.
  period text not null check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  last_number integer not null check (last_number > 0),
  primary key (organization_id, document_type, period)
);
