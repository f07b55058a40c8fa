import { sql, type Transaction } from 'kysely';
import {
  BILL_TEXT_FIELD_NAMES,
  type BillCategory,
  type BillMatchLine,
  type BillPaymentStatus,
  type BillResponse,
  type BillSort,
  type BillStatus,
  type BillText,
  type BillTextField,
} from '../../../contracts/treasury/bills.js';
import type { ListTotal } from '../../../contracts/common/schemas.js';
import type { PurchaseOrderBilledLine } from '../../../contracts/invoicing/purchase-orders.js';
import { countRows, whereSearched } from '../../kit/database.js';
import { payingOrderOf } from '../payments/repository.js';
import { instantKey } from '../../kit/cursor.js';
import {
  type ListOrder,
  listTotals,
  type OrderKey,
  readListedNode,
  readSortedPage,
  sortedKeyset,
  type SortedPageRequest,
  type SortKeys,
} from '../../kit/list-order.js';
import { changedSince, lastChangeKeys } from '../../kit/updated-since.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { namedCounterparty } from '../counterparties/named.js';

/** A `bills` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type BillsTable = TreasuryDatabase['bills'];

/** A bill's values after the rules, ready to store: its declared text fields (contracts BILL_TEXT_FIELDS) and the rest. */
export type BillValues = BillText & {
  date: string;
  dueDate: string;
  category: BillCategory;
  counterpartyId: string;
  amount: string;
  currency: 'IDR' | 'USD' | 'SGD';
};

/** A field's name in snake case, as its column is named (`supplierReference`: `supplier_reference`). */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;
const snakeCase = <S extends string>(name: S) =>
  name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as SnakeCase<S>;

/** The columns of the declared text fields: a field without its migration does not typecheck. */
type TextColumns = { [K in BillTextField as SnakeCase<K>]: string | null };

/** The declared text fields' values of a `bills` row, by the contract's names. */
export const billTextOf = (row: TextColumns): BillText =>
  Object.fromEntries(BILL_TEXT_FIELD_NAMES.map((name) => [name, row[snakeCase(name)]])) as BillText;

/** The declared text fields' columns with their values, to insert or update. */
const textColumnsOf = (values: BillText): TextColumns =>
  Object.fromEntries(
    BILL_TEXT_FIELD_NAMES.map((name) => [snakeCase(name), values[name]]),
  ) as TextColumns;

export type ListFilter = {
  status?: BillStatus | undefined;
  paymentStatus?: BillPaymentStatus | undefined;
  counterpartyId?: string | undefined;
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
  search?: string | undefined;
  /** Only those changed at or after this instant (contracts' UpdatedSinceQuery). */
  updatedSince?: string | undefined;
};

/**
 * The payment that pays a bill (migrations/0055-baseline, payments and transfers, as for expected
 * transactions): under way, sent, or failed and not archived.
 */
const payingOrder = payingOrderOf('bill_id', 'b.id');

/**
 * How far a bill is paid (contracts/treasury/bills.ts BillPaymentStatus):
 * from what statement transactions explain of it, then from its payment.
 * Reads the bill as `b` (the aged payables read it so too).
 */
export const paymentStatus = sql<BillPaymentStatus>`case
  when b.reconciled_amount >= b.amount then 'PAID'
  when b.reconciled_amount > 0 then 'PARTIALLY_PAID'
  else coalesce((select case when o.status = 'SENT' then 'PAID' when o.status = 'FAILED' then 'UNPAID' else 'PAYMENT_IN_PROGRESS' end
    from payment_orders o where o.bill_id = b.id and payment_order_pays_expected(o.status, o.archived_at) limit 1), 'UNPAID')
end`;

/** The organisation's bills with their counterparty's names, filtered. */
function filtered(db: Db, organizationId: string, filter: ListFilter) {
  let query = db
    .selectFrom('bills as b')
    .leftJoin('counterparties as c', (join) =>
      join.onRef('c.id', '=', 'b.counterparty_id').on('c.organization_id', '=', organizationId),
    )
    .where('b.organization_id', '=', organizationId);
  if (filter.status) query = query.where('b.status', '=', filter.status);
  if (filter.paymentStatus)
    query = query.where(sql<boolean>`${paymentStatus} = ${filter.paymentStatus}`);
  if (filter.counterpartyId) query = query.where('b.counterparty_id', '=', filter.counterpartyId);
  if (filter.dueFrom) query = query.where('b.due_date', '>=', filter.dueFrom);
  if (filter.dueTo) query = query.where('b.due_date', '<=', filter.dueTo);
  if (filter.updatedSince) query = query.where(changedSince('b.updated_at', filter.updatedSince));
  return whereSearched(query, filter.search, ['b.number', 'b.description', 'c.alias']);
}

/**
 * A bill's lines made from a purchase order, in order, as the contract names
 * them: numbers as text, so that money and quantities stay decimal strings.
 */
const matchLines = sql<BillMatchLine[]>`(
  select coalesce(jsonb_agg(jsonb_build_object(
    'position', l.position, 'orderLine', l.order_line, 'product', l.product, 'taxCode', l.tax_code,
    'quantity', l.quantity::text, 'unitPrice', l.unit_price::text,
    'orderedUnitPrice', l.ordered_unit_price::text, 'ordered', l.ordered::text,
    'received', l.received::text, 'billedBefore', l.billed_before::text,
    'taxBase', l.tax_base::text, 'vat', l.vat::text, 'total', l.total::text,
    'quantityDifference', l.quantity_difference, 'priceDifference', l.price_difference
  ) order by l.position), '[]'::jsonb)
  from bill_lines l where l.bill_id = b.id
)`;

const columns = (db: Db, organizationId: string, filter: ListFilter) =>
  filtered(db, organizationId, filter)
    .selectAll('b')
    .select(matchLines.as('match_lines'))
    .select(['c.alias as counterparty_alias', 'c.legal_name as counterparty_legal_name'])
    .select(payingOrder.as('paying_order'))
    .select(paymentStatus.as('payment_status'))
    .select(instantKey('b.created_at').as('created_key'));

type Row = Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string) => new Date(value).toISOString();

function toResponse(row: Row): BillResponse {
  return {
    id: row.id,
    ...billTextOf(row),
    date: row.bill_date,
    dueDate: row.due_date,
    category: row.category,
    counterpartyId: row.counterparty_id,
    counterparty: namedCounterparty(row),
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    paymentStatus: row.payment_status,
    paidAmount: row.reconciled_amount,
    payingOrder: row.paying_order,
    purchaseOrder:
      row.purchase_order_id && row.purchase_order_number
        ? { id: row.purchase_order_id, number: row.purchase_order_number }
        : null,
    matchStatus: matchStatusOf(row),
    matchLines: row.match_lines,
    cancellation:
      row.cancellation_reason && row.cancelled_by && row.cancelled_at
        ? { reason: row.cancellation_reason, by: row.cancelled_by, at: iso(row.cancelled_at) }
        : null,
    submittedAt: row.submitted_at ? iso(row.submitted_at) : null,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at ? iso(row.approved_at) : null,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** MATCHED or DIFFERENCES for a bill made from a purchase order (a line flagged is a difference); null otherwise. */
function matchStatusOf(row: Row): BillResponse['matchStatus'] {
  if (!row.purchase_order_id) return null;
  return row.match_lines.some((line) => line.quantityDifference || line.priceDifference)
    ? 'DIFFERENCES'
    : 'MATCHED';
}

/** The bill entered first breaks a tie, then its id. */
const ENTERED: readonly OrderKey[] = [
  { expression: sql`b.created_at`, type: 'timestamptz' },
  { expression: sql`b.id`, type: 'uuid' },
];

/** The keys of each sort of the bills list (contracts BillSort); a bill without a number or supplier sorts as empty text. */
export const BILL_SORT_KEYS: SortKeys<BillSort> = {
  DUE_DATE: [{ expression: sql`b.due_date`, type: 'date' }, ...ENTERED],
  DATE: [{ expression: sql`b.bill_date`, type: 'date' }, ...ENTERED],
  AMOUNT: [{ expression: sql`b.amount`, type: 'numeric' }, ...ENTERED],
  SUPPLIER: [{ expression: sql`coalesce(c.alias, '')`, type: 'text' }, ...ENTERED],
  NUMBER: [{ expression: sql`coalesce(b.number, '')`, type: 'text' }, ...ENTERED],
  UPDATED_AT: lastChangeKeys('b.updated_at', 'b.id'),
};

/** The list's default: soonest due first, then the one entered first. */
export const BILL_DEFAULT_ORDER: ListOrder<BillSort> = { sort: 'DUE_DATE', direction: 'ASC' };

/**
 * A page of the organisation's bills in `order` after `cursor` (a cursor of
 * that same order, else `invalidCursor`), each with its own cursor; one more
 * row is read to know whether another page follows.
 */
export async function listBills(
  db: Db,
  organizationId: string,
  filter: ListFilter,
  page: SortedPageRequest<BillSort> & { invalidCursor: () => Error },
) {
  const keyset = sortedKeyset(BILL_SORT_KEYS, page.order, page.invalidCursor);
  return readSortedPage(columns(db, organizationId, filter), keyset, page, toResponse);
}

export function countBills(db: Db, organizationId: string, filter: ListFilter): Promise<number> {
  return countRows(filtered(db, organizationId, filter));
}

/** What the bills the filters keep add up to, per currency (every page; this organisation's only). */
export function billTotals(
  db: Db,
  organizationId: string,
  filter: ListFilter,
): Promise<ListTotal[]> {
  return listTotals(filtered(db, organizationId, filter), {
    currency: sql`b.currency`,
    amount: sql`b.amount`,
  });
}

/** The organisation's bills by id, in no particular order; another organisation's are left out. */
export async function findBills(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<BillResponse[]> {
  if (ids.length === 0) return [];
  return (
    await columns(db, organizationId, {})
      .where('b.id', 'in', [...ids])
      .execute()
  ).map(toResponse);
}

/** One bill with its cursor in the list's default order. */
export async function findListedBill(db: Db, organizationId: string, id: string) {
  const keyset = sortedKeyset(BILL_SORT_KEYS, BILL_DEFAULT_ORDER);
  return readListedNode(columns(db, organizationId, {}).where('b.id', '=', id), keyset, toResponse);
}

/** The bill under a row lock until the transaction ends: what every change reads first, and what a payment of it waits for. */
export function lockBill(trx: Transaction<TreasuryDatabase>, organizationId: string, id: string) {
  return trx
    .selectFrom('bills')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

const valueColumns = (values: BillValues) => ({
  ...textColumnsOf(values),
  bill_date: values.date,
  due_date: values.dueDate,
  category: values.category,
  counterparty_id: values.counterpartyId,
  amount: values.amount,
  currency: values.currency,
});

export async function insertBill(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  createdBy: string,
  values: BillValues,
  madeFrom: { id: string; purchaseOrder: { id: string; number: string } } | null = null,
): Promise<string> {
  const { id } = await trx
    .insertInto('bills')
    .values({
      organization_id: organizationId,
      created_by: createdBy,
      ...valueColumns(values),
      ...(madeFrom && {
        id: madeFrom.id,
        purchase_order_id: madeFrom.purchaseOrder.id,
        purchase_order_number: madeFrom.purchaseOrder.number,
      }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes a bill's values; a submitted bill goes back to CREATED, to be submitted again. */
export async function updateBill(
  trx: Transaction<TreasuryDatabase>,
  id: string,
  values: BillValues,
): Promise<void> {
  await trx
    .updateTable('bills')
    .set({ ...valueColumns(values), status: 'CREATED', submitted_at: null, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function moveBill(
  trx: Transaction<TreasuryDatabase>,
  id: string,
  change:
    | { status: 'SUBMITTED' }
    | { status: 'APPROVED'; by: string }
    | { status: 'CANCELLED'; by: string; reason: string },
): Promise<void> {
  const now = new Date();
  const set =
    change.status === 'SUBMITTED'
      ? { status: change.status, submitted_at: now }
      : change.status === 'APPROVED'
        ? { status: change.status, approved_by: change.by, approved_at: now }
        : {
            status: change.status,
            cancelled_by: change.by,
            cancellation_reason: change.reason,
            cancelled_at: now,
          };
  await trx
    .updateTable('bills')
    .set({ ...set, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Writes the lines of a bill made from a purchase order, as the order's kernel figured them. */
export async function insertMatchLines(
  trx: Transaction<TreasuryDatabase>,
  billId: string,
  lines: readonly PurchaseOrderBilledLine[],
): Promise<void> {
  await trx
    .insertInto('bill_lines')
    .values(
      lines.map((line, index) => ({
        bill_id: billId,
        position: index + 1,
        order_line: line.orderLine,
        product: line.product,
        tax_code: line.taxCode,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        ordered_unit_price: line.orderedUnitPrice,
        ordered: line.ordered,
        received: line.received,
        billed_before: line.billedBefore,
        tax_base: line.taxBase,
        vat: line.vat,
        total: line.total,
        quantity_difference: line.quantityDifference,
        price_difference: line.priceDifference,
      })),
    )
    .execute();
}
