/** The providers' transactions: the filtered list, its count and transactions by id. */

import { sql } from 'kysely';
import type { Currency } from '../../../../contracts/treasury/bank-accounts.js';
import {
  type PaymentMethod,
  type PaymentTransactionResponse,
  type PaymentTransactionStatus,
} from '../../../../contracts/treasury/payment-providers.js';
import { newestFirstPage } from '../../../kit/newest-first.js';
import { localDate, two, type Db, type DateFilter } from './shared.js';
import { whereSearched } from '../../../kit/database.js';

export type TransactionFilter = DateFilter & {
  paymentProviderId?: string;
  status?: PaymentTransactionStatus;
  search?: string;
};

function transactionsQuery(db: Db, organizationId: string, filter: TransactionFilter) {
  let query = db
    .selectFrom('payment_transactions as t')
    .where('t.organization_id', '=', organizationId);
  if (filter.paymentProviderId)
    query = query.where('t.payment_provider_id', '=', filter.paymentProviderId);
  if (filter.status) query = query.where('t.status', '=', filter.status);
  if (filter.dateFrom)
    query = query.where(sql<boolean>`${localDate('t.occurred_at')} >= ${filter.dateFrom}::date`);
  if (filter.dateTo)
    query = query.where(sql<boolean>`${localDate('t.occurred_at')} <= ${filter.dateTo}::date`);
  return whereSearched(query, filter.search, ['t.order_id', 't.provider_reference']);
}

const TRANSACTION_COLUMNS = [
  't.id',
  't.payment_provider_id',
  't.payment_record_id',
  't.provider_reference',
  't.order_id',
  't.type',
  't.status',
  't.method',
  't.channel',
  't.currency',
  't.amount',
  't.fees',
  't.net_amount',
  't.occurred_at',
  't.created_at',
] as const;

type TransactionRow = {
  id: string;
  payment_provider_id: string;
  payment_record_id: string | null;
  provider_reference: string;
  order_id: string | null;
  type: string;
  status: PaymentTransactionStatus;
  method: PaymentMethod | null;
  channel: string | null;
  currency: Currency;
  amount: string;
  fees: string;
  net_amount: string;
  occurred_at: Date;
  created_at: Date;
};

const toTransaction = (row: TransactionRow): PaymentTransactionResponse => ({
  id: row.id,
  paymentProviderId: row.payment_provider_id,
  paymentRecordId: row.payment_record_id,
  providerReference: row.provider_reference,
  orderId: row.order_id,
  type: row.type,
  status: row.status,
  method: row.method,
  channel: row.channel,
  currency: row.currency,
  amount: two(row.amount),
  fees: two(row.fees),
  netAmount: two(row.net_amount),
  occurredAt: row.occurred_at.toISOString(),
  createdAt: row.created_at.toISOString(),
});

/** A page of the organisation's payment transactions, the latest first (kit/newest-first.ts), with the count of every one the filter keeps. */
export function paymentPageTransactions(
  db: Db,
  organizationId: string,
  filter: TransactionFilter,
  query: { first?: number | undefined; after?: string | undefined },
  invalidCursor: () => Error,
) {
  return newestFirstPage(
    transactionsQuery(db, organizationId, filter)
      .select(TRANSACTION_COLUMNS)
      .$castTo<TransactionRow>(),
    { at: 't.occurred_at', id: 't.id' },
    query,
    (rows) => rows.map(toTransaction),
    invalidCursor,
  );
}

export async function findPaymentTransactionsByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<PaymentTransactionResponse[]> {
  if (ids.length === 0) return [];
  const rows = (await transactionsQuery(db, organizationId, {})
    .select(TRANSACTION_COLUMNS)
    .where('t.id', 'in', ids)
    .execute()) as TransactionRow[];
  return rows.map(toTransaction);
}
