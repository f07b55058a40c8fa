import { needs, type ModuleRules } from '../module.js';

/** Who may call each payment providers mutation. */
export const paymentProvidersRules = {
  paymentProviderCreate: needs('payment-providers:manage'),
  paymentProviderUpdate: needs('payment-providers:manage'),
  paymentProviderDelete: needs('payment-providers:manage'),
  paymentReportImportStart: needs('payment-providers:manage'),
  paymentReportImportConfirm: needs('payment-providers:manage'),
} satisfies ModuleRules;
