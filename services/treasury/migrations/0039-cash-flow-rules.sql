-- Categorisation rules of the cash flow: per
-- organisation, in a priority order, each gives a cash category to the
-- statement transactions its conditions match (direction, counterparty,
-- description pattern, amount range; all that are set must hold). The first
-- enabled rule that matches a line decides; a person's correction (MANUAL,
-- migrations/0036) is never overwritten.
--
-- What must hold whatever the code does:
-- - the category is one of the cash categories (contracts/treasury/categories.ts);
-- - a rule has at least one condition, and its amount range is not upside down;
-- - priorities are unique per organisation (deferrable, so one UPDATE reorders);
-- - a line's category_rule_id names a rule of the line's organisation, or
--   nothing once that rule is deleted.
create table cash_flow_rules (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  name text not null check (char_length(name) between 1 and 80 and name = btrim(name)),
  priority integer not null check (priority between 1 and 1000),
  category text not null check (category in (
    'SALES', 'OTHER_INCOME', 'INTEREST_INCOME', 'FINANCING',
    'RENT', 'PAYROLL', 'UTILITIES', 'INVENTORY', 'LOGISTICS', 'PROFESSIONAL_SERVICES', 'MARKETING', 'SOFTWARE', 'TAXES', 'INSURANCE', 'LOAN_REPAYMENT',
    'INTERNAL_TRANSFER', 'DEPOSITS', 'OTHER'
  )),
  -- Null: either direction.
  direction text check (direction in ('DEBIT', 'CREDIT')),
  -- A rule about a counterparty means nothing once it is deleted: it goes with it.
  counterparty_id uuid references counterparties (id) on delete cascade,
  description_pattern text check (char_length(description_pattern) between 1 and 100),
  description_match text not null default 'CONTAINS' check (description_match in ('CONTAINS', 'WILDCARD')),
  amount_min numeric(20, 2) check (amount_min >= 0),
  amount_max numeric(20, 2) check (amount_max >= 0),
  enabled boolean not null default true,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_by uuid,
  updated_at timestamptz not null default now(),
  constraint cash_flow_rules_condition check (num_nonnulls(direction, counterparty_id, description_pattern, amount_min, amount_max) >= 1),
  constraint cash_flow_rules_amount_range check (amount_min is null or amount_max is null or amount_min <= amount_max),
  constraint cash_flow_rules_priority unique (organization_id, priority) deferrable initially immediate
);
-- Names are unique per organisation, whatever their case.
create unique index cash_flow_rules_name on cash_flow_rules (organization_id, lower(name));
create index cash_flow_rules_counterparty on cash_flow_rules (counterparty_id) where counterparty_id is not null;

-- A line keeps the category a deleted rule gave it (still RULE: the next
-- "apply rules" decides it again), without the rule.
alter table statement_transactions
  add constraint statement_transactions_category_rule foreign key (category_rule_id) references cash_flow_rules (id) on delete set null;
create index statement_transactions_category_rule on statement_transactions (category_rule_id) where category_rule_id is not null;
