/** The providers' payment records: the filtered list, its count and records by id. */

import { sql } from 'kysely';
import type { Currency } from '../../../../contracts/treasury/bank-accounts.js';
import {
  type PaymentMethod,
  type PaymentReconciliationStatus,
  type PaymentRecordResponse,
  type PaymentSettlementStatus,
  type PaymentTransactionStatus,
  type PayoutStatusResponse,
} from '../../../../contracts/treasury/payment-providers.js';
import { newestFirstPage } from '../../../kit/newest-first.js';
import { localDate, two, type Db, type DateFilter } from './shared.js';
import { whereSearched } from '../../../kit/database.js';

export type RecordFilter = DateFilter & {
  paymentProviderId?: string;
  status?: PaymentTransactionStatus;
  settlementStatus?: PaymentSettlementStatus;
  reconciliationStatus?: PaymentReconciliationStatus;
  settlementId?: string;
  search?: string;
};

function recordsQuery(db: Db, organizationId: string, filter: RecordFilter) {
  let query = db
    .selectFrom('payment_records as r')
    .leftJoin('payment_settlements as s', 's.id', 'r.settlement_id')
    .where('r.organization_id', '=', organizationId);
  if (filter.paymentProviderId)
    query = query.where('r.payment_provider_id', '=', filter.paymentProviderId);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.settlementStatus)
    query = query.where('r.settlement_status', '=', filter.settlementStatus);
  if (filter.settlementId) query = query.where('r.settlement_id', '=', filter.settlementId);
  if (filter.reconciliationStatus)
    query = query.where(
      sql<boolean>`coalesce(s.reconciliation_status, 'UNRECONCILED') = ${filter.reconciliationStatus}`,
    );
  if (filter.dateFrom)
    query = query.where(sql<boolean>`${localDate('r.paid_at')} >= ${filter.dateFrom}::date`);
  if (filter.dateTo)
    query = query.where(sql<boolean>`${localDate('r.paid_at')} <= ${filter.dateTo}::date`);
  return whereSearched(query, filter.search, ['r.order_id', 'r.provider_reference', 'r.customer']);
}

type RecordRow = {
  id: string;
  payment_provider_id: string;
  order_id: string;
  provider_reference: string;
  customer: string | null;
  method: PaymentMethod;
  channel: string | null;
  status: PaymentTransactionStatus;
  currency: Currency;
  gross_amount: string;
  fees: string;
  net_amount: string;
  settled_amount: string;
  settlement_status: PaymentSettlementStatus;
  settlement_id: string | null;
  paid_at: Date;
  settled_at: Date | null;
  created_at: Date;
  reconciliation_status: PaymentReconciliationStatus | null;
};

const RECORD_COLUMNS = [
  'r.id',
  'r.payment_provider_id',
  'r.order_id',
  'r.provider_reference',
  'r.customer',
  'r.method',
  'r.channel',
  'r.status',
  'r.currency',
  'r.gross_amount',
  'r.fees',
  'r.net_amount',
  'r.settled_amount',
  'r.settlement_status',
  'r.settlement_id',
  'r.paid_at',
  'r.settled_at',
  'r.created_at',
  's.reconciliation_status',
] as const;

const toRecord = (row: RecordRow): PaymentRecordResponse => ({
  id: row.id,
  paymentProviderId: row.payment_provider_id,
  orderId: row.order_id,
  providerReference: row.provider_reference,
  customer: row.customer,
  method: row.method,
  channel: row.channel,
  status: row.status,
  currency: row.currency,
  grossAmount: two(row.gross_amount),
  fees: two(row.fees),
  netAmount: two(row.net_amount),
  settledAmount: two(row.settled_amount),
  settlementStatus: row.settlement_status,
  settlementId: row.settlement_id,
  reconciliationStatus: row.reconciliation_status ?? 'UNRECONCILED',
  paidAt: row.paid_at.toISOString(),
  settledAt: row.settled_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/** A page of the organisation's payment records, the latest paid first (kit/newest-first.ts), with the count of every one the filter keeps. */
export function paymentPageRecords(
  db: Db,
  organizationId: string,
  filter: RecordFilter,
  query: { first?: number | undefined; after?: string | undefined },
  invalidCursor: () => Error,
) {
  return newestFirstPage(
    recordsQuery(db, organizationId, filter).select(RECORD_COLUMNS).$castTo<RecordRow>(),
    { at: 'r.paid_at', id: 'r.id' },
    query,
    (rows) => rows.map(toRecord),
    invalidCursor,
  );
}

export async function findPaymentRecordsByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<PaymentRecordResponse[]> {
  if (ids.length === 0) return [];
  const rows = (await recordsQuery(db, organizationId, {})
    .select(RECORD_COLUMNS)
    .where('r.id', 'in', ids)
    .execute()) as RecordRow[];
  return rows.map(toRecord);
}

/** The organisation's payment records of these order ids (a provider's Reference), any provider. */
export async function findPaymentRecordsByOrderIds(
  db: Db,
  organizationId: string,
  orderIds: readonly string[],
): Promise<PaymentRecordResponse[]> {
  if (orderIds.length === 0) return [];
  const rows = (await recordsQuery(db, organizationId, {})
    .select(RECORD_COLUMNS)
    .where('r.order_id', 'in', orderIds)
    .execute()) as RecordRow[];
  return rows.map(toRecord);
}

/** Whether the payout holding each of these orders is reconciled, and its date once it is (the organisation's records only). */
export async function findPayoutStatusByOrderIds(
  db: Db,
  organizationId: string,
  orderIds: readonly string[],
): Promise<PayoutStatusResponse['items']> {
  if (orderIds.length === 0) return [];
  const rows = await recordsQuery(db, organizationId, {})
    .select(['r.order_id', 's.reconciliation_status', 's.settlement_date'])
    .where('r.order_id', 'in', orderIds)
    .execute();
  return rows.map((row) => {
    const settled = row.reconciliation_status === 'RECONCILED';
    return {
      orderId: row.order_id,
      settled,
      settledOn: settled ? (row.settlement_date ?? null) : null,
    };
  });
}
