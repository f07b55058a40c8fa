/** The providers' settlements: the filtered list, by id, and as open items the matching engine reads. */

import { sql } from 'kysely';
import type { Currency } from '../../../../contracts/treasury/bank-accounts.js';
import {
  PAYMENT_PROVIDER_CATALOGUE,
  type PaymentReconciliationStatus,
  type PaymentSettlementResponse,
} from '../../../../contracts/treasury/payment-providers.js';
import { toCents } from '../../../../formats/cents.js';
import { newestFirstPage } from '../../../kit/newest-first.js';
import type { EngineItem } from '../../reconciliation/engine/types.js';
import { two, type Db, type DateFilter } from './shared.js';

export type SettlementFilter = DateFilter & {
  paymentProviderId?: string;
  reconciliationStatus?: PaymentReconciliationStatus;
};

function settlementsQuery(db: Db, organizationId: string, filter: SettlementFilter) {
  let query = db
    .selectFrom('payment_settlements as s')
    .where('s.organization_id', '=', organizationId);
  if (filter.paymentProviderId)
    query = query.where('s.payment_provider_id', '=', filter.paymentProviderId);
  if (filter.reconciliationStatus)
    query = query.where('s.reconciliation_status', '=', filter.reconciliationStatus);
  if (filter.dateFrom) query = query.where('s.settlement_date', '>=', filter.dateFrom);
  if (filter.dateTo) query = query.where('s.settlement_date', '<=', filter.dateTo);
  return query;
}

type SettlementRow = {
  id: string;
  payment_provider_id: string;
  bank_account_id: string;
  settlement_date: string;
  reference: string;
  currency: Currency;
  amount: string;
  reconciled_amount: string;
  reconciliation_status: PaymentReconciliationStatus;
  record_count: string;
};

function settlementColumns(db: Db, organizationId: string, filter: SettlementFilter) {
  return settlementsQuery(db, organizationId, filter)
    .select([
      's.id',
      's.payment_provider_id',
      's.bank_account_id',
      sql<string>`to_char(s.settlement_date, 'YYYY-MM-DD')`.as('settlement_date'),
      's.reference',
      's.currency',
      's.amount',
      's.reconciled_amount',
      's.reconciliation_status',
    ])
    .select((eb) =>
      eb
        .selectFrom('payment_records as r')
        .whereRef('r.settlement_id', '=', 's.id')
        .select(eb.fn.countAll<string>().as('count'))
        .as('record_count'),
    );
}

const toSettlement = (row: SettlementRow): PaymentSettlementResponse => ({
  id: row.id,
  paymentProviderId: row.payment_provider_id,
  bankAccountId: row.bank_account_id,
  date: row.settlement_date,
  reference: row.reference || null,
  currency: row.currency,
  amount: two(row.amount),
  reconciledAmount: two(row.reconciled_amount),
  reconciliationStatus: row.reconciliation_status,
  recordCount: Number(row.record_count),
});

/** A page of the settlements the filters keep, newest settlement date first (kit/newest-first.ts reads it). */
export function paymentPageSettlements(
  db: Db,
  organizationId: string,
  filter: SettlementFilter,
  query: { first?: number | undefined; after?: string | undefined },
  invalidCursor: () => Error,
) {
  return newestFirstPage(
    settlementColumns(db, organizationId, filter).$castTo<SettlementRow>(),
    { at: 's.settlement_date', id: 's.id', kind: 'date' },
    query,
    (rows) => rows.map(toSettlement),
    invalidCursor,
  );
}

export async function findPaymentSettlementsByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<PaymentSettlementResponse[]> {
  if (ids.length === 0) return [];
  const rows = (await settlementColumns(db, organizationId, {})
    .where('s.id', 'in', ids)
    .execute()) as SettlementRow[];
  return rows.map(toSettlement);
}

/**
 * The organisation's open provider settlements as reconcilable items, in the
 * matching engine's shape (reconciliation/engine/types.ts): each is one bank
 * credit the provider pays into the account it settles to, for what is not
 * reconciled yet. Its references are what a bank line may carry of it: the
 * provider's settlement reference, the provider's name and the order ids it
 * settles. The engine and the allocation table take settlements in when
 * reconciliation adds this kind (`kind: 'PAYMENT_SETTLEMENT'`).
 */
export async function openPaymentSettlementItems(
  db: Db,
  organizationId: string,
): Promise<EngineItem[]> {
  const rows = await db
    .selectFrom('payment_settlements as s')
    .innerJoin('payment_providers as p', 'p.id', 's.payment_provider_id')
    .innerJoin('bank_accounts as a', 'a.id', 's.bank_account_id')
    .select([
      's.id',
      's.bank_account_id',
      'a.entity_id',
      's.currency',
      's.amount',
      's.reconciled_amount',
      sql<string>`to_char(s.settlement_date, 'YYYY-MM-DD')`.as('settlement_date'),
      's.reference',
      'p.provider',
      'p.name',
    ])
    .select(
      sql<
        string[]
      >`array(select r.order_id from payment_records r where r.settlement_id = s.id order by r.order_id limit 50)`.as(
        'order_ids',
      ),
    )
    .where('s.organization_id', '=', organizationId)
    .where(sql<boolean>`s.reconciled_amount < s.amount`)
    .where('s.archived_at', 'is', null)
    .orderBy('s.settlement_date')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => {
    const providerName = PAYMENT_PROVIDER_CATALOGUE[row.provider].name;
    return {
      id: row.id,
      kind: 'PAYMENT_SETTLEMENT',
      bankAccountId: row.bank_account_id,
      entityId: row.entity_id,
      direction: 'CREDIT',
      currency: row.currency,
      open: toCents(two(row.amount)) - toCents(two(row.reconciled_amount)),
      date: row.settlement_date,
      description: `${providerName} settlement ${row.settlement_date}${row.reference ? ` ${row.reference}` : ''} (${row.name})`,
      counterparty: { names: [providerName], accountNumbers: [] },
      references: [...(row.reference ? [row.reference] : []), providerName, ...row.order_ids],
    };
  });
}
