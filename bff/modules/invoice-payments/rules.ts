import { needs, type ModuleRules } from '../module.js';

/** Who may call each invoice payment mutation (services/invoicing/invoice-payments/ checks the same). */
export const invoicePaymentsRules = {
  invoicePaymentCreate: needs('invoice-payments:manage'),
  invoicePaymentAllocate: needs('invoice-payments:manage'),
  invoicePaymentUnallocate: needs('invoice-payments:manage'),
  invoicePaymentCancel: needs('invoice-payments:manage'),
  invoicePaymentProofDelete: needs('invoice-payments:manage'),
  invoiceWithholdingReceiveSlip: needs('invoice-payments:manage'),
  invoiceWithholdingCancel: needs('invoice-payments:manage'),
} satisfies ModuleRules;
