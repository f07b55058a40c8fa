import { sql } from 'kysely';
import { reconciliationErrors as errors } from '../reconciliation/errors.js';
import { sourceCandidates } from '../reconciliation/repository/candidates.js';
import { anyOf } from '../reconciliation/repository/db.js';
import { openBillItems } from '../reconciliation/repository/open-sides.js';
import { lockBillSides } from '../reconciliation/repository/sides.js';
import type { ReconcilableSource } from '../reconciliation/sources/source.js';

/** Bills as reconcilable items: matched by themselves only while approved and paid by no live payment. */
export const billSource: ReconcilableSource = {
  kind: 'BILL',
  column: 'bill_id',
  lock: lockBillSides,
  notFound: errors.billNotFound,
  check(items) {
    if (items.some((bill) => bill.status !== 'APPROVED')) throw errors.billNotApproved();
    if (items.some((bill) => bill.paidByOrder)) throw errors.billPaidByOrder();
  },
  openItems: openBillItems,
  // Money owed to the supplier, from any of the organisation's accounts in its currency.
  candidates: sourceCandidates({
    itemKind: 'BILL',
    direction: 'DEBIT',
    from: sql`bills b left join counterparties c on c.id = b.counterparty_id`,
    columns: {
      date: sql`b.due_date`,
      reference: sql`b.number`,
      counterpartyName: sql`c.legal_name`,
      description: sql`b.description`,
    },
    where: () =>
      sql`b.status = 'APPROVED'
        and not exists (select 1 from payment_orders o where o.bill_id = b.id and payment_order_pays_expected(o.status, o.archived_at))`,
    alias: 'b',
  }),
  async labels(db, organizationId, ids) {
    const rows = await db
      .selectFrom('bills as b')
      .leftJoin('counterparties as c', 'c.id', 'b.counterparty_id')
      .select([
        'b.id',
        sql<string>`to_char(b.due_date, 'YYYY-MM-DD')`.as('date'),
        'b.number',
        'c.legal_name',
      ])
      .where('b.organization_id', '=', organizationId)
      .where('b.id', '=', anyOf(ids))
      .execute();
    return rows.map((bill) => [
      bill.id,
      `bill${bill.number ? ` ${bill.number}` : ''} due ${bill.date}${bill.legal_name ? ` from "${bill.legal_name}"` : ''}`,
    ]);
  },
};
