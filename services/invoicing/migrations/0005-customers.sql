-- Customers (buyers): invited by email, the request form filled by
-- the buyer through the link, reviewed by staff (contracts/invoicing/customers.ts).

-- What the service mails (invitations), as the account and treasury services keep it: with SMTP_URL it is also sent.
create table mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  delivered boolean not null,
  created_at timestamptz not null default now()
);

create table customers (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  type text not null check (type in ('INDIVIDUAL', 'INDIVIDUAL_B2B', 'COMPANY')),
  -- EXPIRED is never stored: an INVITED customer whose link is past its date reads as EXPIRED.
  status text not null check (status in ('INVITED', 'CANCELLED', 'REQUEST_SENT', 'ACTIVE', 'REJECTED', 'DEACTIVATED')),
  name text,
  email text not null,
  phone text,
  -- Everything else the buyer says, by section, checked by the service against the contract's CustomerProfile.
  profile jsonb not null default '{}'::jsonb check (jsonb_typeof(profile) = 'object'),
  -- The request form's steps saved complete (CUSTOMER_DATA, BILLING_ADDRESS).
  completed_steps text[] not null default '{}',
  payment_term_days integer check (payment_term_days between 0 and 365),
  billing_cycle text check (billing_cycle in ('PER_ORDER', 'WEEKLY', 'BIWEEKLY', 'MONTHLY')),
  credit_limit numeric(20, 2) check (credit_limit >= 0),
  currency text not null default 'IDR',
  -- The supplier's name as it was when the invitation went out: the buyer's page shows it without a session.
  organization_name text,
  request_submitted_at timestamptz,
  approved_by uuid,
  approved_at timestamptz,
  rejection_reason text,
  rejected_by uuid,
  rejected_at timestamptz,
  deactivation_reason text,
  deactivated_by uuid,
  deactivated_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  check ((status = 'ACTIVE') = (approved_at is not null and deactivated_at is null) or status in ('DEACTIVATED')),
  check (status <> 'REJECTED' or rejection_reason is not null),
  check (status <> 'DEACTIVATED' or deactivation_reason is not null),
  check (status not in ('ACTIVE', 'DEACTIVATED') or (payment_term_days is not null and billing_cycle is not null and credit_limit is not null))
);

-- One live customer per email in an organisation: invited, waiting for review or active. Cancelled, rejected and
-- deactivated ones may be invited again.
create unique index customers_live_email on customers (organization_id, lower(email)) where status in ('INVITED', 'REQUEST_SENT', 'ACTIVE');
create index customers_list on customers (organization_id, created_at desc, id desc);

-- The link's token, kept only as its SHA-256; a resend replaces it (the old link stops working).
create table customer_invitations (
  customer_id uuid primary key references customers (id) on delete cascade,
  token_hash text not null unique,
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  send_count integer not null default 1
);

create table customer_documents (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  kind text not null check (kind in (
    'BANK_STATEMENT', 'FINANCIAL_STATEMENT', 'ARTICLES_OF_ASSOCIATION', 'DEED_OF_ESTABLISHMENT', 'COMPANY_TAX_NUMBER',
    'DIRECTOR_ID', 'INDIVIDUAL_ID', 'INDIVIDUAL_TAX_NUMBER', 'BUSINESS_IDENTIFICATION_NUMBER'
  )),
  file_name text not null,
  content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
  size integer not null check (size > 0),
  sha256 text not null,
  storage_key text not null,
  -- The member who uploaded it; null when the buyer did through the link.
  uploaded_by uuid,
  uploaded_at timestamptz not null default now()
);
create index customer_documents_customer on customer_documents (customer_id, uploaded_at desc);

-- Every change, who and when, field by field: the revision history the detail page shows.
create table customer_revisions (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  action text not null,
  -- The member; null with by_customer when the buyer made it through the link.
  actor_id uuid,
  by_customer boolean not null default false,
  changes jsonb not null default '[]'::jsonb,
  at timestamptz not null default clock_timestamp()
);
create index customer_revisions_customer on customer_revisions (customer_id, at desc, id desc);
