import { needs, type ModuleRules } from '../module.js';

/** Who may write the kurs pajak table (services/invoicing/tax-exchange-rates/ checks the same). */
export const taxExchangeRatesRules = {
  taxExchangeRateCreate: needs('invoices:manage'),
  taxExchangeRatesImport: needs('invoices:manage'),
  taxExchangeRateUpdate: needs('invoices:manage'),
  taxExchangeRateDelete: needs('invoices:manage'),
} satisfies ModuleRules;
