import { sql } from 'kysely';
import { reconciliationErrors as errors } from '../reconciliation/errors.js';
import { onLineAccount, sourceCandidates } from '../reconciliation/repository/candidates.js';
import { anyOf } from '../reconciliation/repository/db.js';
import { openOrderItems } from '../reconciliation/repository/open-sides.js';
import { lockOrderSides } from '../reconciliation/repository/sides.js';
import type { ReconcilableSource } from '../reconciliation/sources/source.js';
import { markSentByStatement, reopenUnexplainedExports } from './execution.js';

/**
 * Payments and transfers as reconcilable items: only one on its way or sent;
 * its allocation names the expected transaction or bill it pays too; a
 * statement line that explains it in full shows it sent, and removing that
 * match lets an exported one wait again.
 */
export const paymentOrderSource: ReconcilableSource = {
  kind: 'PAYMENT_ORDER',
  column: 'payment_order_id',
  carries: ['EXPECTED_TRANSACTION', 'BILL'],
  lock: lockOrderSides,
  notFound: errors.orderNotFound,
  check(items) {
    if (items.some((order) => order.status !== 'IN_PROGRESS' && order.status !== 'SENT'))
      throw errors.orderNotSent();
  },
  openItems: openOrderItems,
  // Money leaving its source account: only an outgoing line explains it.
  candidates: sourceCandidates({
    itemKind: 'PAYMENT_ORDER',
    direction: 'DEBIT',
    from: sql`payment_orders o`,
    columns: {
      kind: sql`o.kind`,
      date: sql`o.payment_date`,
      reference: sql`o.bank_reference`,
      counterpartyName: sql`o.beneficiary_account_name`,
      description: sql`o.memo`,
    },
    where: (organizationId, line) =>
      sql`o.status in ('IN_PROGRESS', 'SENT') and o.archived_at is null
        and ${onLineAccount(sql`o.source_account_id`, organizationId, line)}`,
    alias: 'o',
  }),
  async labels(db, organizationId, ids) {
    const rows = await db
      .selectFrom('payment_orders')
      .select(['id', 'kind', 'payment_date as date', 'beneficiary_account_name as name'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', anyOf(ids))
      .execute();
    return rows.map((row) => [
      row.id,
      `${row.kind === 'TRANSFER' ? 'transfer' : 'payment'} of ${row.date} to "${row.name}"`,
    ]);
  },
  matched: markSentByStatement,
  unmatched: reopenUnexplainedExports,
};
