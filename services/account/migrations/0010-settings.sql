-- Settings (spec sections 2, 6 and 9): My Profile, Company Profile, Controls and Orders.
-- Every organisation-wide setting lives on `organizations`, next to the
-- two-factor control of 0007: one row, one place to read them from.

-- My Profile: the interface language the user chose; null until they choose
-- one (the browser's preference then applies, as for a visitor).
alter table users add column language text check (language in ('en', 'id'));

-- Company Profile. Optional fields are null when not given; the tax number
-- (NPWP) and the postal code are kept as digits only.
alter table organizations
  add column legal_name text check (length(legal_name) between 1 and 200),
  add column tax_number text check (tax_number ~ '^[0-9]{15,16}$'),
  add column address_street text check (length(address_street) between 1 and 200),
  add column address_city text check (length(address_city) between 1 and 200),
  add column address_province text check (length(address_province) between 1 and 200),
  add column address_postal_code text check (address_postal_code ~ '^[0-9]{5}$'),
  add column phone text check (phone ~ '^\+62[1-9][0-9]{7,12}$'),
  add column email text check (length(email) between 1 and 200);

-- Controls (spec section 6): whether a Maker & Approver may approve their own
-- payments and transfers (off unless turned on), and whether creating
-- transfers and payments is active (on unless turned off).
alter table organizations
  add column self_approval_allowed boolean not null default false,
  add column transfers_active boolean not null default true,
  add column payments_active boolean not null default true;

-- Orders: the invoicing defaults for sales orders and invoices.
alter table organizations
  add column default_payment_term_days integer not null default 30 check (default_payment_term_days between 0 and 365),
  add column invoice_number_prefix text not null default 'INV/' check (length(invoice_number_prefix) between 1 and 20),
  add column sales_order_number_prefix text not null default 'SO/' check (length(sales_order_number_prefix) between 1 and 20),
  add column sales_order_approval_required boolean not null default false;
