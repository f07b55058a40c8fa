-- The conversation on a document (the spec's conversation tab): comments by members, naming the members they mention
-- (contracts/invoicing/documents.ts). A comment is written once and never changed.
create table document_comments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  document_type text not null check (document_type in ('SALES_ORDER', 'PURCHASE_ORDER', 'GOODS_RECEIPT', 'SALES_INVOICE', 'CREDIT_MEMO')),
  document_id uuid not null,
  author_id uuid not null,
  body text not null check (length(body) between 1 and 2000),
  mentions uuid[] not null default '{}' check (cardinality(mentions) <= 20),
  created_at timestamptz not null default now()
);
create index document_comments_document on document_comments (organization_id, document_type, document_id, created_at, id);
