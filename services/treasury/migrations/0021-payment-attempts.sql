-- Sending payments and transfers to the bank (execution): each
-- attempt of an order at the bank, under a reference the bank refuses to
-- book twice (SNAP partnerReferenceNo): the order's id for the first, the id
-- and the attempt's number for a resend after a failure.
--
-- An attempt is written SENDING before the bank is asked, so a process that
-- dies after sending leaves the evidence: whoever takes the order next asks
-- the bank the status of that reference before anything else, and sends
-- again only when the bank never booked it.
create table payment_attempts (
  payment_order_id uuid not null references payment_orders (id) on delete cascade,
  number integer not null check (number >= 1),
  reference text not null unique check (char_length(reference) between 1 and 64),
  state text not null check (state in ('SENDING', 'ACCEPTED', 'PENDING', 'SUCCESS', 'FAILED', 'UNKNOWN')),
  -- While set and in the future, one worker is talking to the bank about this attempt; others leave it.
  claimed_until timestamptz,
  -- The beneficiary's name as their bank answered the account inquiry.
  beneficiary_name text,
  bank_reference text,
  response_code text,
  response_message text,
  failure_reason text,
  -- How often the bank was asked the status of this attempt: the next ask waits longer.
  checks integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (payment_order_id, number)
);

alter table payment_orders
  add column sent_at timestamptz,
  add column bank_reference text;
