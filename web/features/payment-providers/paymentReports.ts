import type { DataTableColumn } from '../../ui/DataTable';
import { filteredListMessageIds } from '../../ui/FilteredListEmptyState';
import { pagedListFooterMessageIds } from '../../ui/lists/PagedListFooter';
import { messageColumns } from '../../ui/messageColumns';

/** What tells the providers' reports apart: their words, test ids, columns, page size and whether they filter by settlement. */
export type PaymentReport = {
  /** The catalogue prefix: `<prefix>.searchPlaceholder`, the empty state's and the foot's words. */
  messages: 'paymentRecords' | 'paymentTransactions';
  /** The test-id prefix: `<testId>-table`, `<testId>-empty`, the filters' and the foot's. */
  testId: string;
  columns: readonly DataTableColumn[];
  pageSize: number;
  withSettlement: boolean;
};

/** The ids a report's list reads under its catalogue prefix (its test checks both languages hold them). */
export function paymentReportMessageIds(report: PaymentReport): string[] {
  const empty = filteredListMessageIds(report.messages);
  return [
    `${report.messages}.searchPlaceholder`,
    empty.empty.title,
    empty.empty.body,
    empty.emptyFiltered.title,
    empty.emptyFiltered.body,
    empty.clearFilters,
    ...Object.values(pagedListFooterMessageIds(report.messages)),
  ];
}

/** How many payment records one page shows. */
export const PAYMENT_RECORD_PAGE_SIZE = 20;

/** The payment records' list: its words, test ids and columns, with the settlement filter. */
export const PAYMENT_RECORDS_REPORT: PaymentReport = {
  messages: 'paymentRecords',
  testId: 'payment-records',
  columns: messageColumns(
    [
      'paymentRecords.column.paidAt',
      'paymentRecords.column.order',
      'paymentRecords.column.provider',
      'paymentRecords.column.gross',
      'paymentRecords.column.net',
      'paymentRecords.column.status',
      'paymentRecords.column.reconciliation',
    ],
    ['paymentRecords.column.gross', 'paymentRecords.column.net'],
  ),
  pageSize: PAYMENT_RECORD_PAGE_SIZE,
  withSettlement: true,
};

/** How many payment transactions one page shows. */
export const PAYMENT_TRANSACTION_PAGE_SIZE = 20;

/** The payment transactions' list: its words, test ids and columns. */
export const PAYMENT_TRANSACTIONS_REPORT: PaymentReport = {
  messages: 'paymentTransactions',
  testId: 'payment-transactions',
  columns: messageColumns(
    [
      'paymentTransactions.column.occurredAt',
      'paymentTransactions.column.reference',
      'paymentTransactions.column.provider',
      'paymentTransactions.column.amount',
      'paymentTransactions.column.fees',
      'paymentTransactions.column.net',
      'paymentTransactions.column.status',
    ],
    [
      'paymentTransactions.column.amount',
      'paymentTransactions.column.fees',
      'paymentTransactions.column.net',
    ],
  ),
  pageSize: PAYMENT_TRANSACTION_PAGE_SIZE,
  withSettlement: false,
};
