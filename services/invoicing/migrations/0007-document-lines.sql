-- The documents' kernel (services/invoicing/documents/): the lines of every kind of document in one table, each with
-- the figures formats/document-totals.ts computed for it, and one revision history for every document.

create table document_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  document_type text not null check (document_type in ('SALES_ORDER', 'PURCHASE_ORDER', 'GOODS_RECEIPT', 'SALES_INVOICE', 'CREDIT_MEMO')),
  document_id uuid not null,
  -- 1, 2, … in the order the lines were written.
  position integer not null check (position > 0),
  product text not null check (length(product) between 1 and 200),
  description text check (length(description) <= 1000),
  quantity numeric(22, 4) not null check (quantity > 0),
  unit_price numeric(20, 2) not null check (unit_price >= 0),
  tax_code text not null check (tax_code in ('PPN', 'PPN_LUXURY', 'NO_PPN')),
  -- The figures, stored as computed: unit price x quantity, the discount (the line's own and its share of the
  -- document's), tax base, other tax base, VAT rate and VAT, total.
  amount numeric(20, 2) not null check (amount >= 0),
  discount numeric(20, 2) not null check (discount between 0 and amount),
  tax_base numeric(20, 2) not null check (tax_base = amount - discount),
  other_tax_base numeric(20, 2) not null check (other_tax_base between 0 and tax_base),
  vat_rate integer not null check (vat_rate in (0, 12)),
  vat numeric(20, 2) not null check (vat >= 0 and (vat_rate > 0 or vat = 0)),
  total numeric(20, 2) not null check (total = tax_base + vat),
  unique (document_type, document_id, position)
);

-- Every change to a document: who, when, what before and after (`changes`: [{ field, before, after }]).
create table document_revisions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  document_type text not null check (document_type in ('SALES_ORDER', 'PURCHASE_ORDER', 'GOODS_RECEIPT', 'SALES_INVOICE', 'CREDIT_MEMO')),
  document_id uuid not null,
  action text not null,
  actor_id uuid not null,
  changes jsonb not null default '[]'::jsonb check (jsonb_typeof(changes) = 'array'),
  at timestamptz not null default clock_timestamp()
);
create index document_revisions_document on document_revisions (document_type, document_id, at desc, id desc);
