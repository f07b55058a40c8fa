import { reconciliationErrors as errors } from '../reconciliation/errors.js';
import { anyOf } from '../reconciliation/repository/db.js';
import { openExpectedItems } from '../reconciliation/repository/open-sides.js';
import { lockExpectedSides } from '../reconciliation/repository/sides.js';
import type { ReconcilableSource } from '../reconciliation/sources/source.js';

/** Expected transactions as reconcilable items: one a payment or transfer pays is matched through that order. */
export const expectedTransactionSource: ReconcilableSource = {
  kind: 'EXPECTED_TRANSACTION',
  column: 'expected_transaction_id',
  lock: lockExpectedSides,
  notFound: errors.itemNotFound,
  openItems: openExpectedItems,
  async labels(db, organizationId, ids) {
    const rows = await db
      .selectFrom('expected_transactions')
      .select(['id', 'expected_date as date', 'description'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', anyOf(ids))
      .execute();
    return rows.map((row) => [row.id, `expected transaction of ${row.date} "${row.description}"`]);
  },
};
