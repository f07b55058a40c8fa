import type { ReconcilableItemKind as GeneratedKind } from '../../__generated__/ReconciliationCandidateListPaginationQuery.graphql';

/** The kinds this client knows (the generated type also names those a newer server may add). */
export type ReconcilableItemKind = Exclude<GeneratedKind, '%future added value'>;

/** Each kind's label in the catalogues: the one proposals and matches name their items with (`reconcilableItemSummary`). */
export const CANDIDATE_KIND_LABELS: Record<ReconcilableItemKind, string> = {
  EXPECTED_TRANSACTION: 'reconciliation.itemKind.ExpectedTransaction',
  PAYMENT: 'reconciliation.itemKind.Payment',
  TRANSFER: 'reconciliation.itemKind.Transfer',
  PAYMENT_SETTLEMENT: 'reconciliation.itemKind.PaymentSettlement',
  BILL: 'reconciliation.itemKind.Bill',
  SALES_INVOICE: 'reconciliation.itemKind.SalesInvoice',
  INVOICE_PAYMENT: 'reconciliation.itemKind.InvoicePayment',
};

/** The kinds a statement line of each direction may be matched with, as the kind filter offers them. */
export const CANDIDATE_KINDS_BY_DIRECTION: Record<string, readonly ReconcilableItemKind[]> = {
  CREDIT: ['SALES_INVOICE', 'INVOICE_PAYMENT', 'PAYMENT_SETTLEMENT', 'EXPECTED_TRANSACTION'],
  DEBIT: ['PAYMENT', 'TRANSFER', 'BILL', 'EXPECTED_TRANSACTION'],
};
