/** What the report import (import.ts) writes: settlements made when first needed, records, transactions and settling. */

import { sql, type Insertable } from 'kysely';
import type { Currency } from '../../../../contracts/treasury/bank-accounts.js';
import {
  type PaymentSettlementStatus,
  type PaymentTransactionStatus,
} from '../../../../contracts/treasury/payment-providers.js';
import { type Db } from './shared.js';
import type { PaymentRecordsTable, PaymentTransactionsTable } from './tables.js';

/** The settlement of a provider for a day (and reference), made when first needed; its id. */
export async function settlementFor(
  db: Db,
  input: {
    organizationId: string;
    paymentProviderId: string;
    bankAccountId: string;
    date: string;
    reference: string;
    currency: Currency;
  },
): Promise<string> {
  const row = await db
    .insertInto('payment_settlements')
    .values({
      organization_id: input.organizationId,
      payment_provider_id: input.paymentProviderId,
      bank_account_id: input.bankAccountId,
      settlement_date: input.date,
      reference: input.reference,
      currency: input.currency,
      amount: '0',
    })
    .onConflict((conflict) =>
      conflict
        .columns(['payment_provider_id', 'settlement_date', 'reference', 'currency'])
        .doUpdateSet({ reference: (eb) => eb.ref('excluded.reference') }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets each settlement's amount to what its records settled. */
export async function refreshSettlementAmounts(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`update payment_settlements s set amount = coalesce((select sum(r.settled_amount) from payment_records r where r.settlement_id = s.id), 0)
    where s.id in (${sql.join(ids.map((id) => sql`${id}::uuid`))})`.execute(db);
}

/** The provider references among these that the provider already has transactions for. */
export async function findImportedTransactions(
  db: Db,
  paymentProviderId: string,
  references: readonly string[],
): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = await db
    .selectFrom('payment_transactions')
    .select('provider_reference')
    .where('payment_provider_id', '=', paymentProviderId)
    .where('provider_reference', 'in', references)
    .execute();
  return new Set(rows.map((row) => row.provider_reference));
}

/** The records of the provider with these references, by reference: their id and whether they are settled. */
export async function findRecordsByReference(
  db: Db,
  paymentProviderId: string,
  references: readonly string[],
) {
  if (references.length === 0)
    return new Map<string, { id: string; settlementStatus: PaymentSettlementStatus }>();
  const rows = await db
    .selectFrom('payment_records')
    .select(['id', 'provider_reference', 'settlement_status'])
    .where('payment_provider_id', '=', paymentProviderId)
    .where('provider_reference', 'in', references)
    .execute();
  return new Map(
    rows.map((row) => [
      row.provider_reference,
      { id: row.id, settlementStatus: row.settlement_status },
    ]),
  );
}

export type NewRecord = Insertable<PaymentRecordsTable> & {
  order_id: string;
  gross_amount: string;
  fees: string;
  currency: Currency;
};
export type NewTransaction = Insertable<PaymentTransactionsTable>;

export async function insertPaymentRecords(
  db: Db,
  rows: readonly NewRecord[],
): Promise<{ id: string; provider_reference: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insertInto('payment_records')
    .values([...rows])
    .returning(['id', 'provider_reference'])
    .execute();
}

/** Settles a record imported before as pending. */
export async function settleRecord(
  db: Db,
  id: string,
  values: {
    settledAmount: string;
    settlementId: string;
    settledAt: Date | null;
    status: PaymentTransactionStatus;
  },
): Promise<void> {
  await db
    .updateTable('payment_records')
    .set({
      settlement_status: 'SETTLED',
      settled_amount: values.settledAmount,
      settlement_id: values.settlementId,
      settled_at: values.settledAt,
      status: values.status,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('settlement_status', '=', 'PENDING')
    .execute();
}

export async function insertPaymentTransactions(
  db: Db,
  rows: readonly NewTransaction[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('payment_transactions')
    .values([...rows])
    .onConflict((conflict) =>
      conflict.columns(['payment_provider_id', 'provider_reference']).doNothing(),
    )
    .returning('id')
    .execute();
  return inserted.length;
}
