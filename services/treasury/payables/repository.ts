import { sql } from 'kysely';
import type { BillPaymentStatus, BillStatus } from '../../../contracts/treasury/bills.js';
import { paymentStatus } from '../bills/repository.js';
import type { Db } from '../db.js';

/** A bill still owed, as the aged payables read it: what is outstanding is worked out by PostgreSQL in NUMERIC. */
export type OwedBill = {
  id: string;
  number: string | null;
  bill_date: string;
  due_date: string;
  amount: string;
  paid: string;
  outstanding: string;
  currency: 'IDR' | 'USD' | 'SGD';
  status: BillStatus;
  payment_status: BillPaymentStatus;
  counterparty_id: string | null;
  counterparty_alias: string | null;
  counterparty_legal_name: string | null;
};

/**
 * The organisation's bills still owed: approved (and, when asked, submitted
 * for approval) and not paid. A bill is paid once statement transactions
 * explain its whole amount or the payment that pays it is sent
 * (bills/repository.ts `paymentStatus`); until then what is outstanding is
 * its amount less what statement transactions explain of it, so a bill whose
 * payment waits for approval, its date or the bank is still owed in full.
 */
export async function owedBills(
  db: Db,
  organizationId: string,
  includeSubmitted: boolean,
): Promise<OwedBill[]> {
  return db
    .selectFrom('bills as b')
    .leftJoin('counterparties as c', (join) =>
      join.onRef('c.id', '=', 'b.counterparty_id').on('c.organization_id', '=', organizationId),
    )
    .select([
      'b.id',
      'b.number',
      'b.bill_date',
      'b.due_date',
      'b.amount',
      sql<string>`b.reconciled_amount`.as('paid'),
      sql<string>`(b.amount - b.reconciled_amount)::numeric(20, 2)::text`.as('outstanding'),
      'b.currency',
      'b.status',
      paymentStatus.as('payment_status'),
      'b.counterparty_id',
      'c.alias as counterparty_alias',
      'c.legal_name as counterparty_legal_name',
    ])
    .where('b.organization_id', '=', organizationId)
    .where('b.status', 'in', includeSubmitted ? ['APPROVED', 'SUBMITTED'] : ['APPROVED'])
    .where(sql<boolean>`${paymentStatus} <> 'PAID'`)
    .where(sql<boolean>`b.amount > b.reconciled_amount`)
    .orderBy('b.due_date')
    .orderBy('b.id')
    .execute();
}
