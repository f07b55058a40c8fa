import { sql } from 'kysely';
import { reconciliationErrors as errors } from '../reconciliation/errors.js';
import { onLineAccount, sourceCandidates } from '../reconciliation/repository/candidates.js';
import { anyOf } from '../reconciliation/repository/db.js';
import { lockSettlementSides } from '../reconciliation/repository/sides.js';
import type { ReconcilableSource } from '../reconciliation/sources/source.js';
import { openPaymentSettlementItems } from './repository/settlements.js';

/** A payment provider's settlements as reconcilable items: each one bank credit into the account it settles to. */
export const paymentSettlementSource: ReconcilableSource = {
  kind: 'PAYMENT_SETTLEMENT',
  column: 'payment_settlement_id',
  lock: lockSettlementSides,
  notFound: errors.settlementNotFound,
  openItems: openPaymentSettlementItems,
  // The provider's payout into the account it settles to: only an incoming line brings it.
  candidates: sourceCandidates({
    itemKind: 'PAYMENT_SETTLEMENT',
    direction: 'CREDIT',
    from: sql`payment_settlements s join payment_providers p on p.id = s.payment_provider_id`,
    columns: {
      date: sql`s.settlement_date`,
      reference: sql`s.reference`,
      counterpartyName: sql`p.name`,
      description: null,
    },
    where: (organizationId, line) =>
      sql`s.archived_at is null and ${onLineAccount(sql`s.bank_account_id`, organizationId, line)}`,
    alias: 's',
  }),
  async labels(db, organizationId, ids) {
    const rows = await db
      .selectFrom('payment_settlements as s')
      .innerJoin('payment_providers as p', 'p.id', 's.payment_provider_id')
      .select(['s.id', sql<string>`to_char(s.settlement_date, 'YYYY-MM-DD')`.as('date'), 'p.name'])
      .where('s.organization_id', '=', organizationId)
      .where('s.id', '=', anyOf(ids))
      .execute();
    return rows.map((row) => [row.id, `settlement of ${row.date} by "${row.name}"`]);
  },
};
