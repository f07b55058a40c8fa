import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { ListTotal } from '../../../contracts/common/schemas.js';
import type {
  PaymentKind,
  PaymentMethod,
  PaymentOrderResponse,
  PaymentSort,
  PaymentStatus,
  RecurrenceUnit,
} from '../../../contracts/treasury/payments.js';
import { addMonths } from '../../../formats/calendar.js';
import { instantKey } from '../../kit/cursor.js';
import {
  type ListOrder,
  listTotals,
  type OrderKey,
  readSortedPage,
  sortedKeyset,
  type SortedPageRequest,
  type SortKeys,
} from '../../kit/list-order.js';
import { changedSince, lastChangeKeys } from '../../kit/updated-since.js';
import { findBank } from '../banks/catalogue.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { Db } from '../db.js';

/** A `payment_orders` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type PaymentOrdersTable = TreasuryDatabase['payment_orders'];

/** A `payment_exports` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type PaymentExportsTable = TreasuryDatabase['payment_exports'];

/** A `payment_attempts` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type PaymentAttemptsTable = TreasuryDatabase['payment_attempts'];

/** A `payment_approvals` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type PaymentApprovalsTable = TreasuryDatabase['payment_approvals'];

/** A `payment_order_makers` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type PaymentOrderMakersTable = TreasuryDatabase['payment_order_makers'];

/** A `approval_rules` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type ApprovalRulesTable = TreasuryDatabase['approval_rules'];

export type OrderRow = Selectable<PaymentOrdersTable>;

/** Where an order sits in its list: newest first. */
export type Keyset = { createdAt: string; id: string };

const iso = (value: Date | string) => new Date(value).toISOString();
const decided = (by: string | null, reason: string | null, at: Date | string | null) =>
  by && reason && at ? { by, reason, at: iso(at) } : null;

type ApprovalJson = { approverId: string; role: string; approvedAt: string };
type MakerJson = { makerId: string; mayApprove: boolean; madeAt: string };

function orderResponse(
  row: OrderRow & { approvals: ApprovalJson[] | null; makers: MakerJson[] | null },
): PaymentOrderResponse {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    archived: row.archived_at !== null,
    sourceAccountId: row.source_account_id,
    counterpartyId: row.counterparty_id,
    counterpartyBankAccountId: row.counterparty_bank_account_id,
    destinationAccountId: row.destination_account_id,
    beneficiary: {
      bankCode: row.beneficiary_bank_code,
      bankName: findBank(row.beneficiary_bank_code)?.name ?? row.beneficiary_bank_code,
      accountNumber: row.beneficiary_account_number,
      accountName: row.beneficiary_account_name,
    },
    method: row.method,
    currency: row.currency,
    amount: row.amount,
    fee: row.fee,
    paymentDate: row.payment_date,
    memo: row.memo,
    notes: row.notes,
    makerId: row.maker_id,
    makers: (row.makers ?? []).map((maker) => ({ ...maker, madeAt: iso(maker.madeAt) })),
    version: row.version,
    makerMayApprove: row.maker_may_approve,
    approvalsRequired: row.approvals_required,
    approverRoles: row.approver_roles,
    approvalRuleId: row.approval_rule_id,
    approvals: (row.approvals ?? []).map((approval) => ({
      ...approval,
      approvedAt: iso(approval.approvedAt),
    })),
    rejection: decided(row.rejected_by, row.rejection_reason, row.rejected_at),
    cancellation: decided(row.cancelled_by, row.cancellation_reason, row.cancelled_at),
    failureReason: row.failure_reason,
    reconciliationStatus: row.reconciliation_status,
    reconciledAmount: row.reconciled_amount,
    recurrence:
      row.recurrence_unit && row.recurrence_every
        ? { unit: row.recurrence_unit, every: row.recurrence_every, until: row.recurrence_until }
        : null,
    occurrence: row.occurrence,
    seriesId: row.series_id,
    nextPaymentDate: nextOccurrenceDate(row),
    sentAt: row.sent_at ? iso(row.sent_at) : null,
    bankReference: row.bank_reference,
    manualExportId: row.manual_export_id,
    expectedTransactionId: row.expected_transaction_id,
    billId: row.bill_id,
    refundOf: row.refund_of,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The organisation's orders with their approvals, oldest approval first. */
const orders = (db: Db, organizationId: string) =>
  db
    .selectFrom('payment_orders as o')
    .selectAll('o')
    .select(
      sql<
        ApprovalJson[] | null
      >`(select json_agg(json_build_object('approverId', a.approver_id, 'role', a.approver_role, 'approvedAt', a.approved_at) order by a.approved_at, a.approver_id)
        from payment_approvals a where a.payment_order_id = o.id)`.as('approvals'),
    )
    .select(
      sql<
        MakerJson[] | null
      >`(select json_agg(json_build_object('makerId', m.maker_id, 'mayApprove', m.may_approve, 'madeAt', m.made_at) order by m.maker_id = o.maker_id desc, m.made_at, m.maker_id)
        from payment_order_makers m where m.payment_order_id = o.id)`.as('makers'),
    )
    .where('o.organization_id', '=', organizationId);

/** The organisation's orders by id, in no particular order; another organisation's are left out. */
export async function findOrders(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<PaymentOrderResponse[]> {
  if (ids.length === 0) return [];
  const rows = await orders(db, organizationId)
    .where('o.id', 'in', [...ids])
    .execute();
  return rows.map(orderResponse);
}

export type ListFilter = {
  kind: PaymentKind;
  statuses: readonly PaymentStatus[];
  archived: boolean;
  matchableWith?: string | undefined;
  /** Only those changed at or after this instant (contracts' UpdatedSinceQuery). */
  updatedSince?: string | undefined;
};

/** One kind's orders as a list's filters keep them; `matchableWith`: those an outgoing statement line could be matched with. */
function keep<
  Query extends SelectQueryBuilder<TreasuryDatabase & { o: PaymentOrdersTable }, 'o', object>,
>(query: Query, organizationId: string, filter: ListFilter): Query {
  let kept = query
    .where('o.organization_id', '=', organizationId)
    .where('o.kind', '=', filter.kind)
    .where('o.archived_at', filter.archived ? 'is not' : 'is', null) as Query;
  if (filter.statuses.length > 0)
    kept = kept.where('o.status', 'in', [...filter.statuses]) as Query;
  if (filter.updatedSince)
    kept = kept.where(changedSince('o.updated_at', filter.updatedSince)) as Query;
  if (filter.matchableWith) {
    kept = kept
      .where('o.status', 'in', ['IN_PROGRESS', 'SENT'])
      .where(sql<boolean>`o.reconciled_amount < o.amount`)
      .where(
        sql<boolean>`exists (select 1 from statement_transactions t join bank_accounts line_account on line_account.id = t.bank_account_id join bank_accounts source on source.id = o.source_account_id
          where t.id = ${filter.matchableWith} and t.organization_id = ${organizationId} and t.direction = 'DEBIT' and t.reconciled_amount < t.amount and t.archived_at is null
            and line_account.currency = o.currency and (t.bank_account_id = o.source_account_id or line_account.entity_id = source.entity_id))`,
      ) as Query;
  }
  return kept;
}

const filtered = (db: Db, organizationId: string, filter: ListFilter) =>
  keep(orders(db, organizationId), organizationId, filter);

/** The order made last breaks a tie (in the sort's direction), then its id. */
const MADE: readonly OrderKey[] = [
  { expression: sql`o.created_at`, type: 'timestamptz' },
  { expression: sql`o.id`, type: 'uuid' },
];

/** The keys of each sort of the payments and transfers lists (contracts PaymentSort). */
export const PAYMENT_SORT_KEYS: SortKeys<PaymentSort> = {
  CREATED_AT: MADE,
  PAYMENT_DATE: [{ expression: sql`o.payment_date`, type: 'date' }, ...MADE],
  AMOUNT: [{ expression: sql`o.amount`, type: 'numeric' }, ...MADE],
  BENEFICIARY: [{ expression: sql`o.beneficiary_account_name`, type: 'text' }, ...MADE],
  STATUS: [{ expression: sql`o.status::text`, type: 'text' }, ...MADE],
  UPDATED_AT: lastChangeKeys('o.updated_at', 'o.id'),
};

/** The lists' default: newest first. */
export const PAYMENT_DEFAULT_ORDER: ListOrder<PaymentSort> = {
  sort: 'CREATED_AT',
  direction: 'DESC',
};

/** The cursor of an order in the default order, from its place (`insertOrder`'s answer). */
export const defaultOrderCursor = (key: Keyset) =>
  sortedKeyset(PAYMENT_SORT_KEYS, PAYMENT_DEFAULT_ORDER).encode([key.createdAt, key.id]);

/**
 * A page of one kind's orders in `order` after `cursor` (a cursor of that
 * same order, else refused), each with its own cursor; one more row is read
 * to know whether another page follows.
 */
export async function listOrders(
  db: Db,
  organizationId: string,
  filter: ListFilter,
  page: SortedPageRequest<PaymentSort>,
) {
  const keyset = sortedKeyset(PAYMENT_SORT_KEYS, page.order);
  return readSortedPage(filtered(db, organizationId, filter), keyset, page, orderResponse);
}

/** What the orders the filters keep add up to, per currency (every page; this organisation's only). */
export function orderTotals(
  db: Db,
  organizationId: string,
  filter: ListFilter,
): Promise<ListTotal[]> {
  return listTotals(keep(db.selectFrom('payment_orders as o'), organizationId, filter), {
    currency: sql`o.currency`,
    amount: sql`o.amount`,
  });
}

export async function countOrders(
  db: Db,
  organizationId: string,
  filter: ListFilter,
): Promise<number> {
  const { count } = await keep(
    db.selectFrom('payment_orders as o').select((eb) => eb.fn.countAll<string>().as('count')),
    organizationId,
    filter,
  ).executeTakeFirstOrThrow();
  return Number(count);
}

/** The order under a row lock until the transaction ends: what every change of it reads first. */
export async function lockOrder(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string,
): Promise<OrderRow | undefined> {
  return trx
    .selectFrom('payment_orders')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** What an order is made of, after the rules. */
export type OrderValues = {
  kind: PaymentKind;
  sourceAccountId: string;
  counterpartyId: string | null;
  counterpartyBankAccountId: string | null;
  destinationAccountId: string | null;
  beneficiary: { bankCode: string; accountNumber: string; accountName: string };
  method: PaymentMethod;
  currency: 'IDR' | 'USD' | 'SGD';
  amount: string;
  fee: string;
  paymentDate: string;
  memo: string | null;
  notes: string | null;
  approvals: { required: number; roles: string[]; ruleId: string | null };
  recurrence: { unit: RecurrenceUnit; every: number; until: string | null } | null;
  /** The outgoing expected transaction it pays, checked to agree with it. */
  expectedTransactionId: string | null;
  /** The approved bill it pays, checked to agree with it. */
  billId: string | null;
  /** The invoicing payment whose credit it pays back (reserved there by the order's maker). */
  refundOf: string | null;
  /** The organisation's time zone: the order's date starts at midnight there. */
  timeZone: string;
};

const columns = (values: OrderValues) => ({
  source_account_id: values.sourceAccountId,
  counterparty_id: values.counterpartyId,
  counterparty_bank_account_id: values.counterpartyBankAccountId,
  destination_account_id: values.destinationAccountId,
  beneficiary_bank_code: values.beneficiary.bankCode,
  beneficiary_account_number: values.beneficiary.accountNumber,
  beneficiary_account_name: values.beneficiary.accountName,
  method: values.method,
  currency: values.currency,
  amount: values.amount,
  fee: values.fee,
  payment_date: values.paymentDate,
  memo: values.memo,
  notes: values.notes,
  approvals_required: values.approvals.required,
  approver_roles: values.approvals.roles,
  approval_rule_id: values.approvals.ruleId,
  recurrence_unit: values.recurrence?.unit ?? null,
  recurrence_every: values.recurrence?.every ?? null,
  recurrence_until: values.recurrence?.until ?? null,
  series_start: values.recurrence ? values.paymentDate : null,
  time_zone: values.timeZone,
  expected_transaction_id: values.expectedTransactionId,
  bill_id: values.billId,
  refund_of: values.refundOf,
});

/** Inserts an order; answers where it sits in its list (its id and creation instant to the microsecond). */
/**
 * The maker as an order paying `values.billId` may have them: a bill made from
 * a purchase order that bills more than was received, or above the order's
 * price, beyond the organisation's tolerances (a flagged line, bills/) is paid
 * only once another member approves it, even where the company lets makers
 * approve their own payments (Odoo's and ERPNext's bill control: a bill over
 * what was received waits for someone to look at it). Every way an order is
 * made or changed (the API, GraphQL over HTTP or the WebSocket, an API key, an
 * import) writes its maker here, and approvalRefusal then refuses the maker.
 */
async function withBillControl(
  trx: Transaction<TreasuryDatabase>,
  maker: { id: string; mayApprove: boolean },
  values: Pick<OrderValues, 'billId'>,
): Promise<{ id: string; mayApprove: boolean }> {
  if (!maker.mayApprove || !values.billId) return maker;
  const flagged = await trx
    .selectFrom('bill_lines')
    .select('bill_id')
    .where('bill_id', '=', values.billId)
    .where((line) =>
      line.or([line('quantity_difference', '=', true), line('price_difference', '=', true)]),
    )
    .executeTakeFirst();
  return flagged ? { ...maker, mayApprove: false } : maker;
}

export async function insertOrder(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  making: { id: string; mayApprove: boolean },
  values: OrderValues,
): Promise<Keyset> {
  const maker = await withBillControl(trx, making, values);
  const id = randomUUID();
  const row = await trx
    .insertInto('payment_orders')
    .values({
      id,
      organization_id: organizationId,
      kind: values.kind,
      maker_id: maker.id,
      maker_may_approve: maker.mayApprove,
      ...columns(values),
      series_id: values.recurrence ? id : null,
    })
    .returning(['id', instantKey('created_at').as('created_key')])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: row.created_key };
}

/**
 * Changes an order's fields as a new version: the approvals given so far are
 * withdrawn, as they approved other values, and the member who changed it
 * becomes one of its makers (whether they may approve it themselves is
 * decided anew; the creator's flag on the order follows theirs).
 */
export async function updateOrder(
  trx: Transaction<TreasuryDatabase>,
  order: OrderRow,
  values: OrderValues,
  making: { id: string; mayApprove: boolean },
): Promise<void> {
  const maker = await withBillControl(trx, making, values);
  await trx.deleteFrom('payment_approvals').where('payment_order_id', '=', order.id).execute();
  await trx
    .updateTable('payment_orders')
    .set({
      ...columns(values),
      series_id: values.recurrence ? order.id : null,
      version: sql<number>`version + 1`,
      ...(maker.id === order.maker_id ? { maker_may_approve: maker.mayApprove } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', order.id)
    .execute();
  await trx
    .insertInto('payment_order_makers')
    .values({
      payment_order_id: order.id,
      organization_id: order.organization_id,
      maker_id: maker.id,
      may_approve: maker.mayApprove,
      made_at: new Date(),
    })
    .onConflict((conflict) =>
      conflict
        .columns(['payment_order_id', 'maker_id'])
        .doUpdateSet({ may_approve: maker.mayApprove, made_at: new Date() }),
    )
    .execute();
}

/**
 * Whether the maker `makerId` may approve the order themselves, as the bill
 * control decides it now (the order's creator on the order too, which its
 * approvals' database check reads).
 */
export async function setMakerMayApprove(
  trx: Transaction<TreasuryDatabase>,
  orderId: string,
  makerId: string,
  mayApprove: boolean,
): Promise<void> {
  await trx
    .updateTable('payment_order_makers')
    .set({ may_approve: mayApprove })
    .where('payment_order_id', '=', orderId)
    .where('maker_id', '=', makerId)
    .execute();
  await trx
    .updateTable('payment_orders')
    .set({ maker_may_approve: mayApprove })
    .where('id', '=', orderId)
    .where('maker_id', '=', makerId)
    .execute();
}

/**
 * Records one approval of the version the approver reviewed; the database
 * refuses a second by the same approver, a maker where they may not approve
 * their own, and a version that is no longer the order's.
 */
export async function insertApproval(
  trx: Transaction<TreasuryDatabase>,
  order: OrderRow,
  approver: { id: string; role: string },
  version: number,
): Promise<number> {
  await trx
    .insertInto('payment_approvals')
    .values({
      payment_order_id: order.id,
      organization_id: order.organization_id,
      approver_id: approver.id,
      approver_role: approver.role,
      maker_id: order.maker_id,
      maker_may_approve: order.maker_may_approve,
      order_version: version,
    })
    .execute();
  const { count } = await trx
    .selectFrom('payment_approvals')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('payment_order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export type StatusChange =
  | { status: 'SCHEDULED' | 'IN_PROGRESS' | 'SENT' }
  | { status: 'FAILED'; failureReason: string }
  | { status: 'REJECTED'; by: string; reason: string }
  | { status: 'CANCELLED'; by: string; reason: string };

/** Moves an order to a status, with what the status needs (a reason, who decided). */
export async function setStatus(
  trx: Transaction<TreasuryDatabase>,
  id: string,
  change: StatusChange,
): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('payment_orders')
    .set({
      status: change.status,
      updated_at: now,
      ...(change.status === 'FAILED' ? { failure_reason: change.failureReason } : {}),
      ...(change.status === 'REJECTED'
        ? { rejected_by: change.by, rejection_reason: change.reason, rejected_at: now }
        : {}),
      ...(change.status === 'CANCELLED'
        ? { cancelled_by: change.by, cancellation_reason: change.reason, cancelled_at: now }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function archiveOrder(trx: Transaction<TreasuryDatabase>, id: string): Promise<void> {
  await trx
    .updateTable('payment_orders')
    .set({ archived_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/**
 * An internal account as an order needs it, locked until the transaction
 * ends, so a delete of it waits for the order, then sees it (and is refused),
 * or goes first and the account is not found. The source is locked as the
 * balance check locks it (available-balance.ts: FOR NO KEY UPDATE), taken
 * here first, so orders made at once from one account queue at that lock;
 * a shared lock upgraded later would deadlock them against each other. A
 * transfer's destination takes only a key-share lock, which that lock does
 * not wait for, so transfers both ways between two accounts cannot deadlock.
 */
export async function findAccount(
  db: Db,
  organizationId: string,
  id: string,
  role: 'source' | 'destination',
) {
  const query = db
    .selectFrom('bank_accounts')
    .select([
      'id',
      'entity_id',
      'bank_code',
      'account_number',
      'account_name',
      'alias',
      'currency',
      'connection_type',
      'credentials_sealed',
    ])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id);
  return (role === 'source' ? query.forNoKeyUpdate() : query.forKeyShare()).executeTakeFirst();
}

/**
 * A counterparty bank account with what paying it depends on: its
 * counterparty's status, type, tax number and entity. The counterparty is
 * share-locked first, in the order a delete or a change of it locks (the
 * counterparty, then its bank accounts), so one made at the same moment
 * waits for the other instead of the two deadlocking.
 */
export async function findCounterpartyAccount(db: Db, organizationId: string, id: string) {
  const owner = await db
    .selectFrom('counterparty_bank_accounts')
    .select('counterparty_id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!owner) return undefined;
  await db
    .selectFrom('counterparties')
    .select('id')
    .where('id', '=', owner.counterparty_id)
    .forShare()
    .execute();
  return db
    .selectFrom('counterparty_bank_accounts as b')
    .innerJoin('counterparties as c', 'c.id', 'b.counterparty_id')
    .select([
      'b.id',
      'b.bank_code',
      'b.account_number',
      'b.account_name',
      'b.internal_bank_account_id',
      'c.id as counterparty_id',
      'c.legal_name',
      'c.status',
      'c.type',
      'c.tax_number',
      'c.entity_id',
    ])
    .where('b.organization_id', '=', organizationId)
    .where('b.id', '=', id)
    .executeTakeFirst();
}

/** Whether an order not yet ended pays a counterparty (or one of its bank accounts, when given). */
export async function hasOngoingOrder(
  db: Db,
  organizationId: string,
  to: { counterpartyId: string; bankAccountIds?: readonly string[] },
): Promise<boolean> {
  let query = db
    .selectFrom('payment_orders')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('counterparty_id', '=', to.counterpartyId)
    .where('status', 'in', ['NEEDS_APPROVAL', 'SCHEDULED', 'IN_PROGRESS']);
  if (to.bankAccountIds)
    query = query.where('counterparty_bank_account_id', 'in', [...to.bankAccountIds]);
  return Boolean(await query.limit(1).executeTakeFirst());
}

/** What an order may pay: an expected transaction or a bill (migrations/0055-baseline, payments and transfers), by the order's column naming it. */
export type PaidColumn = 'expected_transaction_id' | 'bill_id';

/** Whether an order pays the record: under way, sent, or failed and not archived (`payment_order_pays_expected`). */
export async function isPaidByOrder(db: Db, column: PaidColumn, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_orders')
    .select('id')
    .where(column, '=', id)
    .where(sql<boolean>`payment_order_pays_expected(status, archived_at)`)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The order paying each row of a list query, as {id, kind, status} or null:
 * a correlated subquery on `record` (the list's own id column, `t.id`),
 * under way, sent, or failed and not archived.
 */
export const payingOrderOf = (column: PaidColumn, record: string) =>
  sql<{
    id: string;
    kind: PaymentKind;
    status: string;
  } | null>`(select json_build_object('id', o.id, 'kind', o.kind, 'status', o.status) from payment_orders o
    where ${sql.ref(`o.${column}`)} = ${sql.ref(record)} and payment_order_pays_expected(o.status, o.archived_at) limit 1)`;

/** Whether any order, ended or not, sends from or to an internal account: its record must keep the account. */
export async function accountHasOrders(db: Db, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_orders')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('source_account_id', '=', accountId),
        eb('destination_account_id', '=', accountId),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** The organisation's approval rules, in priority order. */
export async function listApprovalRules(db: Db, organizationId: string) {
  return db
    .selectFrom('approval_rules')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('priority')
    .execute();
}

/** The date of a series' occurrence number `occurrence` (1 is the first), counted from the series' first date. */
export function occurrenceDate(
  seriesStart: string,
  unit: RecurrenceUnit,
  every: number,
  occurrence: number,
): string {
  const steps = (occurrence - 1) * every;
  if (unit === 'MONTHS') return addMonths(seriesStart, steps);
  if (unit === 'YEARS') return addMonths(seriesStart, steps * 12);
  const date = new Date(`${seriesStart}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + steps * (unit === 'WEEKS' ? 7 : 1));
  return date.toISOString().slice(0, 10);
}

/** When a recurring order's series pays next after it; null for a one-time order or the last occurrence. */
export function nextOccurrenceDate(
  row: Pick<
    OrderRow,
    'recurrence_unit' | 'recurrence_every' | 'recurrence_until' | 'series_start' | 'occurrence'
  >,
): string | null {
  if (!row.recurrence_unit || !row.recurrence_every || !row.series_start) return null;
  const next = occurrenceDate(
    row.series_start,
    row.recurrence_unit,
    row.recurrence_every,
    row.occurrence + 1,
  );
  return row.recurrence_until && next > row.recurrence_until ? null : next;
}

/**
 * Makes the next occurrence of a recurring order that is going out: the same
 * order on the series' next date, Scheduled, with the approvals the series
 * was given. Answers its id and date, or null when the series has ended or the
 * occurrence exists already (made by whoever got there first).
 */
export async function insertNextOccurrence(
  trx: Transaction<TreasuryDatabase>,
  order: OrderRow,
): Promise<{ id: string; date: string } | null> {
  const date = nextOccurrenceDate(order);
  if (!date || !order.series_id) return null;
  const {
    id: _id,
    status: _status,
    archived_at: _archived,
    payment_date: _date,
    occurrence,
    created_at: _created,
    updated_at: _updated,
    sent_at: _sent,
    bank_reference: _reference,
    failure_reason: _failure,
    reconciled_amount: _reconciled,
    reconciliation_status: _reconciliation,
    manual_export_id: _export,
    // The expected transaction is paid once, by the occurrence that was made for it.
    expected_transaction_id: _expected,
    bill_id: _bill,
    refund_of: _refund,
    ...same
  } = order;
  const made = await trx
    .insertInto('payment_orders')
    .values({ ...same, payment_date: date, occurrence: occurrence + 1, status: 'SCHEDULED' })
    .onConflict((conflict) =>
      conflict.columns(['series_id', 'occurrence']).where('series_id', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!made) return null;
  await sql`insert into payment_order_makers (payment_order_id, organization_id, maker_id, may_approve, made_at)
    select ${made.id}, organization_id, maker_id, may_approve, made_at from payment_order_makers where payment_order_id = ${order.id}
    on conflict (payment_order_id, maker_id) do nothing`.execute(trx);
  await sql`insert into payment_approvals (payment_order_id, organization_id, approver_id, approver_role, maker_id, maker_may_approve, order_version, approved_at)
    select ${made.id}, organization_id, approver_id, approver_role, maker_id, maker_may_approve, order_version, approved_at from payment_approvals where payment_order_id = ${order.id}`.execute(
    trx,
  );
  return { id: made.id, date };
}
