-- The cash forecast. The forecast itself is computed on
-- every request from balances, known items and the learned baseline
-- (services/treasury/cash-forecast/); what is kept is what people make of it:
--
-- - scenarios: a named set of adjustments over the forecast (a category's
--   percentage, an added item, a removed item), compared side by side with
--   it; names unique per organisation;
-- - snapshots: a forecast (or a scenario) frozen as computed on its day, its
--   periods, category lines and items as the API answered them, later
--   compared with what happened. A snapshot never changes; it outlives the
--   scenario it froze (whose name it keeps).

create table cash_forecast_scenarios (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  name text not null check (char_length(name) between 1 and 80 and name = btrim(name)),
  -- contracts/treasury/cash-forecast.ts ScenarioAdjustment, checked by the service.
  adjustments jsonb not null default '[]' check (jsonb_typeof(adjustments) = 'array' and jsonb_array_length(adjustments) <= 100),
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index cash_forecast_scenarios_name on cash_forecast_scenarios (organization_id, lower(name));

create table cash_forecast_snapshots (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  name text not null check (char_length(name) between 1 and 80 and name = btrim(name)),
  currency text not null check (currency in ('IDR', 'USD', 'SGD')),
  granularity text not null check (granularity in ('WEEK', 'MONTH')),
  -- Today when it was frozen: its period 1 starts on it.
  as_of date not null,
  scenario_id uuid references cash_forecast_scenarios (id) on delete set null,
  scenario_name text,
  opening_balance numeric(20, 2) not null,
  -- { periods, categories, items }: contracts/treasury/cash-forecast.ts ForecastBody; each matchable item also
  -- carries what reconciliation had matched of its record when frozen (`reconciled`).
  forecast jsonb not null,
  created_by uuid,
  created_at timestamptz not null default now(),
  check ((scenario_name is null) or (char_length(scenario_name) between 1 and 80))
);
create unique index cash_forecast_snapshots_name on cash_forecast_snapshots (organization_id, lower(name));
create index cash_forecast_snapshots_list on cash_forecast_snapshots (organization_id, created_at desc, id desc);
