/** The providers' transactions: the filtered list, its count and transactions by id. */

import { sql } from 'kysely';
import type { Currency } from '../../../../contracts/treasury/bank-accounts.js';
import {
  type PaymentMethod,
  type PaymentTransactionResponse,
  type PaymentTransactionStatus,
} from '../../../../contracts/treasury/payment-providers.js';
import { instantKey } from '../../../kit/cursor.js';
import { countRows, likePattern } from '../../../kit/database.js';
import { localDate, two, type Db, type DateFilter, type InstantKey } from './shared.js';

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
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([eb('t.order_id', 'ilike', pattern), eb('t.provider_reference', 'ilike', pattern)]),
    );
  }
  return query;
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

export async function listPaymentTransactions(
  db: Db,
  organizationId: string,
  filter: TransactionFilter,
  page: { limit: number; after?: InstantKey },
) {
  let query = transactionsQuery(db, organizationId, filter)
    .select(TRANSACTION_COLUMNS)
    .select(instantKey('t.occurred_at').as('at_key'));
  if (page.after)
    query = query.where(
      sql<boolean>`(t.occurred_at, t.id) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)`,
    );
  const rows = (await query
    .orderBy('t.occurred_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(page.limit + 1)
    .execute()) as (TransactionRow & { at_key: string })[];
  return {
    rows: rows
      .slice(0, page.limit)
      .map((row) => ({ node: toTransaction(row), key: { at: row.at_key, id: row.id } })),
    hasMore: rows.length > page.limit,
  };
}

export async function countPaymentTransactions(
  db: Db,
  organizationId: string,
  filter: TransactionFilter,
): Promise<number> {
  return countRows(transactionsQuery(db, organizationId, filter));
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
