-- What an issued invoice sends its buyer (services/invoicing/invoice-links/): a mail to the buyer's finance contact
-- with the PDF, and a link that opens that invoice and nothing else.

-- The seller as the company profile named it when the invoice was issued: the invoice keeps it, whatever the profile
-- says later, and the buyer's link and PDF need no member to ask the account service.
alter table sales_invoices add column seller jsonb;

-- The language the buyer's mail is written in, as the inviting member chose; null writes English and Indonesian.
alter table customers add column language text check (language in ('en', 'id'));

-- A buyer's link to one invoice. The table keeps only the token's SHA-256, never a usable link. A link is spent once
-- a newer one is sent for the invoice or the invoice is cancelled, and expires at `expires_at`.
create table invoice_links (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  invoice_id uuid not null references sales_invoices (id),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  created_at timestamptz not null default clock_timestamp()
);
create index invoice_links_invoice on invoice_links (invoice_id, created_at desc);

-- A mail's attachments, as development's outbox shows them: name, type, size and (when not delivered) the content.
alter table mail_outbox add column attachments jsonb;
