import { INVOICE_PAYMENT_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import { movesRules, needs, type ModuleRules } from '../module.js';

/** Who may call each invoice payment mutation: its moves' rules as their lifecycle declares them. */
export const invoicePaymentsRules = {
  invoicePaymentCreate: needs('invoice-payments:manage'),
  invoicePaymentAllocate: needs('invoice-payments:manage'),
  invoicePaymentUnallocate: needs('invoice-payments:manage'),
  invoicePaymentProofDelete: needs('invoice-payments:manage'),
  invoiceWithholdingReceiveSlip: needs('invoice-payments:manage'),
  invoiceWithholdingCancel: needs('invoice-payments:manage'),
  ...movesRules('invoicePayment', INVOICE_PAYMENT_LIFECYCLE),
} satisfies ModuleRules;
