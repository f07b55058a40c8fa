import type { DataTableColumn } from '../DataTable';
import { messageColumns } from '../messageColumns';
import { transactionListSpec } from './transactionListUrl';

/** How a transaction list sorts on the server (the schema's StatementTransactionSort and ExpectedTransactionSort). */
export type TransactionSort = 'DATE' | 'AMOUNT' | 'DESCRIPTION';

/** The sort a column heads, by the last part of its message id (`statements.column.amount`). */
const COLUMN_SORTS: Readonly<Record<string, TransactionSort>> = {
  date: 'DATE',
  description: 'DESCRIPTION',
  amount: 'AMOUNT',
};

/**
 * The URL spec of a transaction list the server sorts (statement lines,
 * expected transactions): its filter bar's filters, sorted by date, amount or
 * description, the latest date first by default.
 */
export function sortedTransactionListSpec() {
  return transactionListSpec<TransactionSort>(['DATE', 'AMOUNT', 'DESCRIPTION'], 'DATE', 'DESC');
}

/**
 * A sorted transaction list's columns, headed by catalogue messages
 * (`messageColumns`): the date, description and amount columns sort the list
 * by their own sort.
 *
 * @example transactionColumns(['statements.column.date', 'statements.column.amount'], ['statements.column.amount'])
 */
export function transactionColumns(
  ids: readonly string[],
  numeric: readonly string[],
): DataTableColumn[] {
  return messageColumns(ids, numeric).map((column) => ({
    ...column,
    sort: COLUMN_SORTS[column.key.slice(column.key.lastIndexOf('.') + 1)],
  }));
}
