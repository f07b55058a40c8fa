-- Deposits: time deposits placed at a bank for a tenor of
-- days or months at a yearly rate, renewed in place at maturity or paid out,
-- or closed early with a reason.
--
-- A renewal keeps the deposit's row (its id, alias and issued date, as the
-- bank keeps one bilyet across ARO rollovers) and moves its current period
-- forward; every period that ends is kept in deposit_periods with its
-- interest, so the history is never rewritten.
--
-- What must hold whatever the code does:
-- - amounts and rates are positive; a rate is at most 100 percent a year;
-- - the current period starts on or after the issued date and ends after it starts;
-- - a closed deposit has its reason and its closing day; only a closed one has them;
-- - an alias is unique per organisation by its look-alike key (services/kit/text.ts nameSkeleton);
-- - a period ends once: (deposit, number) is unique, so two maturity jobs at once settle it once.

create table deposits (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  -- A bank of the catalogue (services/treasury/banks/catalogue.ts), by clearing code.
  bank_code text not null check (bank_code ~ '^[0-9]{3}$'),
  alias text not null check (char_length(alias) between 1 and 100 and alias = btrim(alias)),
  alias_key text not null,
  currency text not null check (currency in ('IDR', 'USD', 'SGD')),
  -- What was placed on the issued date.
  amount numeric(20, 2) not null check (amount > 0),
  -- What the current period earns on: the amount plus interest rolled over by RENEW_PRINCIPAL_AND_INTEREST renewals.
  principal numeric(20, 2) not null check (principal > 0),
  issued_date date not null,
  period_start date not null,
  tenor integer not null check (tenor > 0),
  tenor_type text not null check (tenor_type in ('DAYS', 'MONTHS')),
  term text not null check (term in ('NO_RENEWAL', 'RENEW_PRINCIPAL', 'RENEW_PRINCIPAL_AND_INTEREST')),
  auto_renewal boolean not null generated always as (term <> 'NO_RENEWAL') stored,
  maturity_date date not null,
  -- Percent a year of the current period.
  interest_rate numeric(7, 4) not null check (interest_rate > 0 and interest_rate <= 100),
  renewals integer not null default 0 check (renewals >= 0),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'MATURED', 'CLOSED')),
  matured_at timestamptz,
  closed_on date,
  closure_reason text check (char_length(closure_reason) between 1 and 1000),
  closed_by uuid,
  closed_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint deposits_period check (period_start >= issued_date and maturity_date > period_start),
  constraint deposits_closure check ((status = 'CLOSED') = (closure_reason is not null and closed_on is not null)),
  constraint deposits_closed_within check (closed_on is null or (closed_on >= period_start and closed_on < maturity_date)),
  constraint deposits_matured check ((status = 'MATURED') = (matured_at is not null))
);
create unique index deposits_alias on deposits (organization_id, alias_key);
-- The list: soonest maturity first.
create index deposits_list on deposits (organization_id, maturity_date, created_at, id);
-- What the maturity job reads: active deposits by maturity, across organisations.
create index deposits_maturing on deposits (maturity_date) where status = 'ACTIVE';

create table deposit_periods (
  id uuid primary key default gen_random_uuid(),
  deposit_id uuid not null references deposits (id) on delete cascade,
  organization_id uuid not null,
  number integer not null check (number >= 1),
  start_date date not null,
  end_date date not null,
  principal numeric(20, 2) not null check (principal > 0),
  interest_rate numeric(7, 4) not null check (interest_rate > 0 and interest_rate <= 100),
  days integer not null check (days >= 0),
  gross_interest numeric(20, 2) not null check (gross_interest >= 0),
  tax numeric(20, 2) not null check (tax >= 0),
  net_interest numeric(20, 2) not null check (net_interest >= 0),
  outcome text not null check (outcome in ('RENEWED', 'MATURED', 'CLOSED')),
  rolled_over numeric(20, 2) not null check (rolled_over >= 0),
  paid_out numeric(20, 2) not null check (paid_out >= 0),
  ended_at timestamptz not null default now(),
  constraint deposit_periods_dates check (end_date >= start_date and days = end_date - start_date),
  constraint deposit_periods_net check (net_interest = gross_interest - tax),
  constraint deposit_periods_settled check (rolled_over + paid_out = principal + net_interest),
  constraint deposit_periods_once unique (deposit_id, number)
);
