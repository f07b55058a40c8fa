import { sql } from 'kysely';
import { reconciliationErrors as errors } from '../reconciliation/errors.js';
import { onLineAccount, sourceCandidates } from '../reconciliation/repository/candidates.js';
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
  candidates: sourceCandidates({
    itemKind: 'EXPECTED_TRANSACTION',
    from: sql`expected_transactions e left join counterparties c on c.id = e.counterparty_id`,
    columns: {
      date: sql`e.expected_date`,
      reference: sql`e.external_id`,
      counterpartyName: sql`coalesce(c.alias, c.legal_name)`,
      description: sql`e.description`,
    },
    where: (organizationId, line) =>
      sql`e.archived_at is null and ${onLineAccount(sql`e.bank_account_id`, organizationId, line, true)}
        and not exists (select 1 from payment_orders o where o.expected_transaction_id = e.id and payment_order_pays_expected(o.status, o.archived_at))`,
    alias: 'e',
  }),
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
