import { needs, type ModuleRules } from '../module.js';

/**
 * Who may change the exchange rates: those who may manage bank accounts,
 * who also record balances by hand (services/treasury/fx-rates/service.ts
 * FX_RATES_WRITE says why).
 */
export const cashPositionRules = {
  fxRateRecord: needs('bank-accounts:manage'),
  fxRatesImport: needs('bank-accounts:manage'),
} satisfies ModuleRules;
