import { sql, type Selectable, type Transaction } from 'kysely';
import type {
  CreditApplicationResponse,
  CreditMemoListQuery,
  CreditMemoResponse,
} from '../../../contracts/invoicing/credit-memos.js';
import type { CreditMemos, InvoicingDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { decisionsOf, linesOf, recordOf } from '../documents/lines.js';
import { fromCents, toCents } from '../../../formats/cents.js';

export type CreditMemoRow = Selectable<CreditMemos> & {
  customer_name: string;
  invoice_number: string;
};

function memos(db: Db, organizationId: string) {
  return db
    .selectFrom('credit_memos as m')
    .innerJoin('customers as c', 'c.id', 'm.customer_id')
    .innerJoin('sales_invoices as s', 's.id', 'm.sales_invoice_id')
    .selectAll('m')
    .select([
      sql<string>`coalesce(c.name, c.email)`.as('customer_name'),
      sql<string>`s.number`.as('invoice_number'),
    ])
    .where('m.organization_id', '=', organizationId);
}

/** The organisation's memos the filters keep (for `documentPage`). */
export function filteredMemos(db: Db, organizationId: string, query: CreditMemoListQuery) {
  let filtered = memos(db, organizationId);
  if (query.status) filtered = filtered.where('m.status', '=', query.status);
  if (query.customerId) filtered = filtered.where('m.customer_id', '=', query.customerId);
  if (query.invoiceId) {
    const invoiceId = query.invoiceId;
    filtered = filtered.where((eb) =>
      eb.or([
        eb('m.sales_invoice_id', '=', invoiceId),
        eb.exists(
          eb
            .selectFrom('credit_memo_applications as a')
            .select(sql`1`.as('one'))
            .whereRef('a.credit_memo_id', '=', 'm.id')
            .where('a.sales_invoice_id', '=', invoiceId),
        ),
      ]),
    );
  }
  if (query.salesOrderId) {
    const salesOrderId = query.salesOrderId;
    filtered = filtered.where((eb) =>
      eb.or([
        eb('s.sales_order_id', '=', salesOrderId),
        eb.exists(
          eb
            .selectFrom('credit_memo_applications as a')
            .innerJoin('sales_invoices as o', 'o.id', 'a.sales_invoice_id')
            .select(sql`1`.as('one'))
            .whereRef('a.credit_memo_id', '=', 'm.id')
            .where('o.sales_order_id', '=', salesOrderId),
        ),
      ]),
    );
  }
  return filtered;
}

/** The organisation's memos with these ids (others' are left out). */
export async function findMemos(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<CreditMemoRow[]> {
  if (ids.length === 0) return [];
  return memos(db, organizationId).where('m.id', 'in', ids).execute();
}

/** A memo under its lock (its applications are written one request at a time), or undefined. */
export function lockMemo(trx: Transaction<InvoicingDatabase>, organizationId: string, id: string) {
  return memos(trx, organizationId).where('m.id', '=', id).forUpdate('m').executeTakeFirst();
}

/** The applications of these memos, oldest first, by memo. */
async function applicationsOf(
  db: Db,
  memoIds: readonly string[],
): Promise<Map<string, CreditApplicationResponse[]>> {
  if (memoIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('credit_memo_applications as a')
    .innerJoin('sales_invoices as s', 's.id', 'a.sales_invoice_id')
    .select([
      'a.credit_memo_id',
      'a.sales_invoice_id',
      's.number',
      'a.amount',
      'a.applied_by',
      'a.applied_at',
    ])
    .where('a.credit_memo_id', 'in', [...memoIds])
    .orderBy('a.applied_at')
    .orderBy('s.number')
    .execute();
  return byMemoOf(rows, (row) => ({
    invoice: { id: row.sales_invoice_id, number: row.number ?? '' },
    amount: row.amount,
    appliedBy: row.applied_by,
    appliedAt: row.applied_at.toISOString(),
  }));
}

/** Rows of several memos as each memo's list, in the rows' order. */
function byMemoOf<Row extends { credit_memo_id: string }, Item>(
  rows: readonly Row[],
  item: (row: Row) => Item,
): Map<string, Item[]> {
  const byMemo = new Map<string, Item[]>();
  for (const row of rows)
    byMemo.set(row.credit_memo_id, [...(byMemo.get(row.credit_memo_id) ?? []), item(row)]);
  return byMemo;
}

/** The applications asked for when these memos were written waiting for approval, in the order asked, by memo. */
async function requestedOf(
  db: Db,
  memoIds: readonly string[],
): Promise<Map<string, CreditMemoResponse['requestedApplications']>> {
  if (memoIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('credit_memo_requested_applications as r')
    .innerJoin('sales_invoices as s', 's.id', 'r.sales_invoice_id')
    .select(['r.credit_memo_id', 'r.sales_invoice_id', 's.number', 'r.amount'])
    .where('r.credit_memo_id', 'in', [...memoIds])
    .orderBy('r.position')
    .execute();
  return byMemoOf(rows, (row) => ({
    invoice: { id: row.sales_invoice_id, number: row.number ?? '' },
    amount: row.amount,
  }));
}

/** What a memo waiting for approval asked to apply, as the service applies it once approved. */
export async function requestedApplications(
  trx: Transaction<InvoicingDatabase>,
  memoId: string,
): Promise<{ invoiceId: string; amount: string }[]> {
  const rows = await trx
    .selectFrom('credit_memo_requested_applications')
    .select(['sales_invoice_id', 'amount'])
    .where('credit_memo_id', '=', memoId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ invoiceId: row.sales_invoice_id, amount: row.amount }));
}

/** The memos as the API answers them; `actionsOf` tells what the caller may do with each. */
export async function toResponses(
  db: Db,
  rows: readonly CreditMemoRow[],
  actionsOf: (row: CreditMemoRow) => string[],
): Promise<CreditMemoResponse[]> {
  const ids = rows.map((row) => row.id);
  const [applications, requested, returns] = await Promise.all([
    applicationsOf(db, ids),
    requestedOf(db, ids),
    linesOf(db, 'CREDIT_MEMO', ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    customer: { id: row.customer_id, name: row.customer_name },
    invoice: { id: row.sales_invoice_id, number: row.invoice_number },
    memoDate: row.memo_date,
    currency: row.currency,
    amount: row.amount,
    appliedAmount: row.applied_amount,
    remainingAmount: fromCents(toCents(row.amount) - toCents(row.applied_amount)),
    status: row.status as CreditMemoResponse['status'],
    reason: row.reason,
    returns: (returns.get(row.id) ?? []).map(({ sourcePosition, ...line }) => ({
      ...line,
      invoiceLine: sourcePosition ?? 0,
    })),
    applications: applications.get(row.id) ?? [],
    requestedApplications: requested.get(row.id) ?? [],
    ...decisionsOf(row),
    actions: actionsOf(row),
    ...recordOf(row),
  }));
}
