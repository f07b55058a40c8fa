-- Matching rules per organisation: tolerances, a date
-- window, the fields that must agree, the confidence at which a proposal is
-- made for review and the one at which it confirms itself, in a priority
-- order. An organisation without an enabled rule runs on the engine's default
-- rule (services/treasury/reconciliation/engine/engine.ts, defaultRule).
--
-- The bounds live here as well as in the service, so no code path stores a
-- rule the engine should not run: a negative tolerance, a window of a year, a
-- threshold outside 0..1, or self-confirmation below the review threshold.
create table reconciliation_rules (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  name text not null check (char_length(name) between 1 and 80 and name = btrim(name)),
  -- 1 is tried first. Unique per organisation; deferrable so that one UPDATE
  -- can move every rule of a reorder at once (checked when the statement ends).
  priority integer not null check (priority between 1 and 1000),
  -- An amount agrees within this much money, or this fraction of the line
  -- (0.005 = 0.5%), whichever is larger.
  amount_tolerance_absolute numeric(20, 2) not null default 0 check (amount_tolerance_absolute between 0 and 100000000),
  amount_tolerance_relative numeric(6, 5) not null default 0 check (amount_tolerance_relative between 0 and 0.1),
  -- Whether a line may be the item less (outgoing: plus) a known transfer fee (BI-FAST, SKN, RTGS, Online).
  allow_transfer_fees boolean not null default true,
  -- How many days a line may be booked before or after the item's date.
  days_before integer not null default 7 check (days_before between 0 and 60),
  days_after integer not null default 10 check (days_after between 0 and 60),
  -- Fields that must agree for this rule to propose a match.
  require_amount boolean not null default false,
  require_counterparty boolean not null default false,
  require_reference boolean not null default false,
  -- Proposals below this confidence are not made; at or above it they wait for review.
  propose_at numeric(5, 4) not null default 0.3 check (propose_at between 0 and 1),
  -- Proposals at or above this confirm themselves; null: never (the default).
  -- Not below 0.8: a match that moves money on its own must be one the engine is sure of.
  auto_confirm_at numeric(5, 4) check (auto_confirm_at between 0.8 and 1),
  enabled boolean not null default true,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_by uuid,
  updated_at timestamptz not null default now(),
  constraint reconciliation_rules_confirm_above_review check (auto_confirm_at is null or auto_confirm_at >= propose_at),
  constraint reconciliation_rules_priority unique (organization_id, priority) deferrable initially immediate
);
-- Names are unique per organisation, whatever their case, so a list in priority order never shows two alike.
create unique index reconciliation_rules_name on reconciliation_rules (organization_id, lower(name));
