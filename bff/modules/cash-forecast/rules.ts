import { needs, type ModuleRules } from '../module.js';

/**
 * Who may call each cash forecast mutation. Scenarios and frozen forecasts
 * are the organisation's plans: whoever may manage expected transactions
 * (the forecast's own entries) may make them (services/treasury/cash-forecast/service.ts MANAGE).
 */
export const cashForecastRules = {
  cashForecastScenarioCreate: needs('expected-transactions:manage'),
  cashForecastScenarioUpdate: needs('expected-transactions:manage'),
  cashForecastScenarioDelete: needs('expected-transactions:manage'),
  cashForecastSnapshotCreate: needs('expected-transactions:manage'),
  cashForecastSnapshotDelete: needs('expected-transactions:manage'),
} satisfies ModuleRules;
