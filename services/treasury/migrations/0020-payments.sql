-- Payments and transfers: orders to send money from an internal
-- account, their approvals, and the organisation's approval rules.
--
-- What must hold whatever the code does lives here:
-- - an order's amount is positive and its fee not negative; a payment names a
--   counterparty bank account and a transfer an internal account, never both;
-- - nobody approves an order twice (one row per approver);
-- - the maker approves their own order only when the order allows it
--   (`maker_may_approve`, set when it is made from the company control and
--   the maker's permission): the approval row carries the order's maker and
--   flag through a foreign key, and a check refuses the maker otherwise, so a
--   row written past the service is refused as well.

create table approval_rules (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  name text not null check (char_length(name) between 1 and 80 and name = btrim(name)),
  applies_to text not null check (applies_to in ('PAYMENT', 'TRANSFER', 'ALL')),
  min_amount numeric(20, 2) not null default 0 check (min_amount >= 0),
  -- Empty: any method.
  methods text[] not null default '{}' check (methods <@ array['BI_FAST', 'SKN', 'RTGS', 'ONLINE', 'SAME_BANK']),
  approvals_required integer not null check (approvals_required between 1 and 5),
  -- Role names; empty: any member allowed to approve.
  approver_roles text[] not null default '{}',
  -- 1 is tried first; unique per organisation, checked when a reorder's statement ends.
  priority integer not null check (priority between 1 and 1000),
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint approval_rules_priority unique (organization_id, priority) deferrable initially immediate
);
create unique index approval_rules_name on approval_rules (organization_id, lower(name));

create table payment_orders (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  kind text not null check (kind in ('PAYMENT', 'TRANSFER')),
  source_account_id uuid not null references bank_accounts (id),
  counterparty_id uuid references counterparties (id) on delete set null,
  counterparty_bank_account_id uuid references counterparty_bank_accounts (id) on delete set null,
  destination_account_id uuid references bank_accounts (id),
  -- Where the money goes, as it was when the order was made or last changed.
  beneficiary_bank_code text not null,
  beneficiary_account_number text not null,
  beneficiary_account_name text not null,
  method text not null check (method in ('BI_FAST', 'SKN', 'RTGS', 'ONLINE', 'SAME_BANK')),
  currency text not null check (currency in ('IDR', 'USD', 'SGD')),
  amount numeric(20, 2) not null check (amount > 0),
  fee numeric(20, 2) not null check (fee >= 0),
  payment_date date not null,
  memo text,
  notes text,
  status text not null default 'NEEDS_APPROVAL' check (status in ('NEEDS_APPROVAL', 'SCHEDULED', 'IN_PROGRESS', 'SENT', 'FAILED', 'CANCELLED', 'REJECTED')),
  archived_at timestamptz,
  maker_id uuid not null,
  maker_may_approve boolean not null,
  approvals_required integer not null check (approvals_required between 1 and 5),
  approver_roles text[] not null default '{}',
  approval_rule_id uuid references approval_rules (id) on delete set null,
  rejected_by uuid,
  rejection_reason text,
  rejected_at timestamptz,
  cancelled_by uuid,
  cancellation_reason text,
  cancelled_at timestamptz,
  failure_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payment_orders_beneficiary check (
    (kind = 'PAYMENT' and destination_account_id is null) or (kind = 'TRANSFER' and counterparty_id is null and counterparty_bank_account_id is null and destination_account_id is not null)
  ),
  constraint payment_orders_not_to_itself check (destination_account_id is distinct from source_account_id),
  constraint payment_orders_archived_when_ended check (archived_at is null or status in ('SENT', 'FAILED', 'CANCELLED', 'REJECTED')),
  constraint payment_orders_rejection check ((status = 'REJECTED') = (rejection_reason is not null)),
  constraint payment_orders_cancellation check ((status = 'CANCELLED') = (cancellation_reason is not null)),
  -- The target of the approvals' foreign key, which carries the maker and the flag into each approval.
  constraint payment_orders_maker unique (id, maker_id, maker_may_approve)
);
-- The lists: one kind of one organisation, newest first.
create index payment_orders_list on payment_orders (organization_id, kind, created_at desc, id desc);
-- Ongoing orders to a counterparty or an account: what a delete must not remove.
create index payment_orders_counterparty on payment_orders (counterparty_id) where counterparty_id is not null;
create index payment_orders_destination on payment_orders (destination_account_id) where destination_account_id is not null;
create index payment_orders_source on payment_orders (source_account_id);

create table payment_approvals (
  payment_order_id uuid not null,
  organization_id uuid not null,
  approver_id uuid not null,
  approver_role text not null,
  maker_id uuid not null,
  maker_may_approve boolean not null,
  approved_at timestamptz not null default now(),
  -- Nobody approves an order twice.
  primary key (payment_order_id, approver_id),
  foreign key (payment_order_id, maker_id, maker_may_approve) references payment_orders (id, maker_id, maker_may_approve) on delete cascade on update cascade,
  -- The maker only where the order allows it.
  constraint payment_approvals_not_the_maker check (approver_id <> maker_id or maker_may_approve)
);
