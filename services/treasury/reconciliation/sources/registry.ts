import { billSource } from '../../bills/reconcilable.js';
import { expectedTransactionSource } from '../../expected-transactions/reconcilable.js';
import { paymentSettlementSource } from '../../payment-providers/reconcilable.js';
import { paymentOrderSource } from '../../payments/reconcilable.js';
import { invoicePaymentSource, salesInvoiceSource } from '../../receivables/reconcilable.js';
import type { ReconcilableSource } from './source.js';

/**
 * The reconcilable item sources, one line each, in the order every match
 * locks them (after the statement lines): two matches that share items take
 * their locks in one order, so they wait for each other instead of
 * deadlocking. A new kind of item is one line here and its source beside its
 * module.
 */
export const RECONCILABLE_SOURCES: readonly ReconcilableSource[] = [
  expectedTransactionSource,
  paymentOrderSource,
  paymentSettlementSource,
  billSource,
  salesInvoiceSource,
  invoicePaymentSource,
];
