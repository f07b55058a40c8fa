-- Checkout (contracts/invoicing/checkout.ts): the charges a buyer opens at the organisation's payment gateway for the
-- invoice their link opens, and every notification a gateway sent, verified or not.
--
-- What must hold whatever the code does:
-- - an invoice has at most one PENDING charge at a time;
-- - a charge is PAID or SETTLED exactly when it recorded its invoice payment, and records one (the payment's
--   source reference is the charge, unique: 0021);
-- - a verified notification is applied once: a second delivery of the same event is known by its id.

create table checkout_charges (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  invoice_id uuid not null references sales_invoices (id),
  provider text not null check (provider in ('XENDIT', 'MIDTRANS')),
  channel text not null check (channel in ('BCA_VA', 'BNI_VA', 'BRI_VA', 'MANDIRI_VA', 'PERMATA_VA', 'QRIS')),
  -- Our reference at the gateway (its external id / order id).
  order_id text not null unique check (order_id ~ '^[A-Za-z0-9._~-]{1,50}$'),
  provider_ref text,
  currency text not null check (currency = 'IDR'),
  amount numeric(20, 2) not null check (amount > 0 and amount = trunc(amount)),
  status text not null default 'PENDING' check (status in ('PENDING', 'PAID', 'SETTLED', 'EXPIRED', 'FAILED')),
  payment_url text,
  expires_at timestamptz not null,
  paid_at timestamptz,
  payment_id uuid references invoice_payments (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint checkout_charges_paid check ((status in ('PAID', 'SETTLED')) = (payment_id is not null))
);
create unique index checkout_charges_one_pending on checkout_charges (invoice_id) where status = 'PENDING';
create index checkout_charges_invoice on checkout_charges (invoice_id, created_at desc);

create table gateway_notifications (
  id uuid primary key default gen_random_uuid(),
  provider text not null check (provider in ('XENDIT', 'MIDTRANS')),
  -- The event's id from the verified notification (or the status check); null when it did not verify.
  event_id text,
  order_id text,
  status text,
  amount numeric(20, 2),
  -- APPLIED (it moved the charge), DUPLICATE (the same event again), STALE (the charge is past it), UNKNOWN (no such
  -- charge), MISMATCH (the amount is not the charge's: nothing moves), REFUSED (it did not verify: forged or malformed).
  outcome text not null check (outcome in ('APPLIED', 'DUPLICATE', 'STALE', 'UNKNOWN', 'MISMATCH', 'REFUSED')),
  reason text,
  received_at timestamptz not null default clock_timestamp()
);
create unique index gateway_notifications_event on gateway_notifications (provider, event_id)
  where outcome in ('APPLIED', 'STALE', 'MISMATCH', 'UNKNOWN');
create index gateway_notifications_order on gateway_notifications (order_id, received_at);
