import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { blankToNull } from '../../kit/text.js';
import { checkedUpdatedSince } from '../../kit/updated-since.js';
import type { Kysely, Transaction } from 'kysely';
import {
  BILL_CATEGORIES,
  BILL_TEXT_FIELD_NAMES,
  type BillCategory,
  type BillCreateBody,
  type BillEdge,
  type BillFromPurchaseOrderBody,
  type BillTextField,
  type BillListQuery,
  type BillListResponse,
  type BillResponse,
  type BillText,
} from '../../../contracts/treasury/bills.js';
import {
  changesBetween,
  describeActivity,
  recordActivityBy,
  recordEntityActivity,
} from '../../kit/activity.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { withLiveMatch } from './live-match.js';
import { authorshipOf, barredAsAuthor } from '../../../platform/four-eyes.js';
import type { TreasuryDatabase } from '../db-types.js';
import { totalledPage } from '../totalled-page.js';
import { findCounterparty } from '../expected-transactions/repository.js';
import { parseApiAmount, parseBusinessDate } from '../expected-transactions/values.js';
import { isPaidByOrder } from '../payments/repository.js';
import { billErrors as errors } from './errors.js';
import { checkEach } from '../../kit/errors.js';
import { lockStatementSides } from '../reconciliation/repository/sides.js';
import { refusingRaces, type ReconciliationService } from '../reconciliation/service.js';
import {
  BILL_DEFAULT_ORDER,
  billTextOf,
  billTotals,
  countBills,
  findBills,
  findListedBill,
  insertBill,
  insertMatchLines,
  listBills,
  lockBill,
  moveBill,
  updateBill,
  type BillValues,
} from './repository.js';
import { refusingTaken } from '../../kit/database.js';
import { PurchaseOrderBilling } from './purchase-orders.js';

/** A bill's approval is a decision on its creator's work (platform/four-eyes.ts). */
const BILL_APPROVAL = { action: 'approve', byAnother: 'unless-self-approval' } as const;
const NUMBER_INDEX = 'bills_number';

const isCategory = (value: string): value is BillCategory =>
  (BILL_CATEGORIES as readonly string[]).includes(value);
const money = (bill: { amount: string; currency: string }) => ({
  amount: new Decimal(bill.amount).toFixed(2),
  currency: bill.currency,
});

/** What a bill's body and a bill made from a purchase order share: its text, dates and category. */
type BillHeader = Pick<BillCreateBody, BillTextField | 'date' | 'dueDate' | 'category'>;

/** The declared text fields of a body (contracts BILL_TEXT_FIELDS), trimmed, blank as null. */
const textOf = (body: BillHeader): BillText =>
  Object.fromEntries(
    BILL_TEXT_FIELD_NAMES.map((name) => [name, blankToNull(body[name])]),
  ) as BillText;

/** The text fields as the activity log compares them: a missing one as empty text. */
const loggedText = (text: BillText): Record<string, string> =>
  Object.fromEntries(BILL_TEXT_FIELD_NAMES.map((name) => [name, text[name] ?? '']));

/** A bill's text, dates and category after the form's rules, in the order the form shows them; every broken one is thrown at once, each naming its field. */
function headerOf(body: BillHeader) {
  const [text, [date, dueDate], category] = checkEach(
    () => textOf(body),
    () => {
      const [date, dueDate] = checkEach(
        () => {
          const date = parseBusinessDate(body.date);
          if (!date) throw errors.invalidDate();
          return date;
        },
        () => {
          const dueDate = parseBusinessDate(body.dueDate);
          if (!dueDate) throw errors.invalidDate('dueDate');
          return dueDate;
        },
      );
      if (dueDate < date) throw errors.dueBeforeDate();
      return [date, dueDate] as const;
    },
    () => {
      const category = body.category.trim().toUpperCase();
      if (!isCategory(category)) throw errors.categoryNotValid();
      return category;
    },
  );
  return { ...text, date, dueDate, category };
}

/** A bill's values after the form's rules, in the order the form shows its fields; every broken one is thrown at once, each naming its field. */
function valuesOf(
  body: BillCreateBody,
): Omit<BillValues, 'counterpartyId'> & { counterpartyId: string } {
  const [header, amount] = checkEach(
    () => headerOf(body),
    () => {
      const amount = parseApiAmount(body.amount);
      if (!amount) throw errors.invalidAmount();
      return amount;
    },
  );
  return {
    ...header,
    counterpartyId: body.counterpartyId,
    amount,
    currency: body.currency ?? 'IDR',
  };
}

/** A new bill's activity entry: its amount, supplier and due date, and what else it was made with. */
function recordCreated(
  trx: Transaction<TreasuryDatabase>,
  auth: AccessClaims,
  id: string,
  bill: { values: { amount: string; currency: string; dueDate: string }; name: string },
  changes: { field: string; before: null; after: string }[],
) {
  const { values } = bill;
  return recordEntityActivity(trx, auth, 'BILL', id, 'CREATED', {
    values: { amount: money(values), name: bill.name, dueDate: { date: values.dueDate } },
    changes: [
      { field: 'amount', before: null, after: `${values.currency} ${values.amount}` },
      ...changes,
    ],
  });
}

function reasonOf(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw errors.reasonRequired();
  return trimmed;
}

/**
 * The organisation's bills: created by a member who may
 * create bills, changed while created or submitted (a submitted bill goes
 * back to Created), submitted, approved by a member who may approve bills,
 * or cancelled with a reason. A bill a payment pays, or that statement
 * transactions already explain in part, no longer changes. Every move runs
 * under the bill's row lock with its activity entry: twenty approvals at once
 * make one.
 */
export class BillService {
  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    /** Marks a bill paid by matching it with its statement transaction (`markPaid`). */
    private readonly reconciliation: ReconciliationService,
    /** The company's controls, for the approval's four eyes. */
    private readonly accounts: AccountClient,
    /** The invoicing service's purchase orders, which bills made from them bill (./purchase-orders.ts). */
    private readonly purchaseOrders: PurchaseOrderBilling = new PurchaseOrderBilling(undefined),
  ) {}

  /** A page of the organisation's bills, each made from a purchase order with its three-way match read live (`live`). */
  async list(
    auth: AccessClaims,
    query: BillListQuery,
    caller?: OnBehalfOf,
  ): Promise<BillListResponse> {
    requirePermission(auth, 'bills:read');
    const dueFrom = query.dueFrom ? parseBusinessDate(query.dueFrom) : undefined;
    const dueTo = query.dueTo ? parseBusinessDate(query.dueTo) : undefined;
    if (dueFrom === null) throw errors.invalidDate('dueFrom');
    if (dueTo === null) throw errors.invalidDate('dueTo');
    if (dueFrom && dueTo && dueFrom > dueTo) throw errors.invalidRange();
    const filter = {
      status: query.status,
      paymentStatus: query.paymentStatus,
      counterpartyId: query.counterpartyId,
      dueFrom,
      dueTo,
      search: query.search,
      updatedSince: checkedUpdatedSince(query.updatedSince),
    };
    const page = await totalledPage(query, BILL_DEFAULT_ORDER, {
      page: (keys) =>
        listBills(this.db, auth.org, filter, {
          ...keys,
          invalidCursor: () => errors.invalidCursor(),
        }),
      count: () => countBills(this.db, auth.org, filter),
      totals: () => billTotals(this.db, auth.org, filter),
    });
    const nodes = await this.live(
      caller,
      page.items.map((edge) => edge.node),
    );
    return { ...page, items: page.items.map((edge, index) => ({ ...edge, node: nodes[index]! })) };
  }

  /** The organisation's bills with these ids (others' are left out), their three-way match read live (`live`). */
  async findByIds(
    auth: AccessClaims,
    ids: readonly string[],
    caller?: OnBehalfOf,
  ): Promise<BillResponse[]> {
    requirePermission(auth, 'bills:read');
    return this.live(caller, await findBills(this.db, auth.org, ids));
  }

  async get(auth: AccessClaims, id: string, caller?: OnBehalfOf): Promise<BillResponse> {
    const [bill] = await this.findByIds(auth, [id], caller);
    if (!bill) throw errors.notFound();
    return bill;
  }

  /**
   * The bills made from purchase orders with their three-way match as it
   * stands now, asked of the invoicing service once for them all (a goods
   * receipt recorded or cancelled after the bill, or a tolerance changed,
   * shows on it). Read at each read rather than kept up to date by events:
   * receipts are the invoicing service's and tolerances the account
   * service's, and neither tells the treasury of a change, while a read
   * costs one request a page. Should the invoicing service not answer, the
   * match stored when the bill was made stands in, so the bill stays
   * readable; paying it asks again, and is refused then (payments/).
   */
  private async live(
    caller: OnBehalfOf | undefined,
    bills: BillResponse[],
  ): Promise<BillResponse[]> {
    const ids = bills.filter((bill) => bill.purchaseOrder !== null).map((bill) => bill.id);
    if (!caller || ids.length === 0) return bills;
    const matches = await this.purchaseOrders.matches(caller, ids).then(
      (answer) => answer.items,
      () => undefined,
    );
    return matches ? bills.map((bill) => withLiveMatch(bill, matches)) : bills;
  }

  /** Creates a bill, Created. Bad input changes nothing and names the field at fault. */
  async create(auth: AccessClaims, body: BillCreateBody): Promise<BillEdge> {
    requirePermission(auth, 'bills:create');
    const values = valuesOf(body);
    const id = await this.write(async (trx) => {
      const counterparty = await findCounterparty(trx, auth.org, values.counterpartyId);
      if (!counterparty) throw errors.counterpartyNotFound();
      const made = await insertBill(trx, auth.org, auth.sub, values);
      await recordCreated(trx, auth, made, { values, name: counterparty.alias }, [
        { field: 'dueDate', before: null, after: values.dueDate },
        { field: 'category', before: null, after: values.category },
        ...(values.number ? [{ field: 'number', before: null, after: values.number }] : []),
      ]);
      return made;
    });
    const listed = await findListedBill(this.db, auth.org, id);
    if (!listed) throw errors.notFound();
    return listed;
  }

  /**
   * Makes a bill, Created, from a purchase order and its goods receipts: the
   * invoicing service records what it bills of each order line under the
   * order's row lock (never more than ordered and the tolerance allow,
   * however many bills are made at once) and figures its lines by the
   * documents' kernel; the bill takes the order's supplier, currency and
   * their total with PPN. Written in the transaction that asked, so a
   * refusal there writes nothing here; should this side then fail, what was
   * recorded there is released.
   */
  async createFromPurchaseOrder(
    auth: AccessClaims,
    caller: OnBehalfOf,
    body: BillFromPurchaseOrderBody,
  ): Promise<BillEdge> {
    requirePermission(auth, 'bills:create');
    const header = headerOf(body);
    const billId = randomUUID();
    let recorded = false;
    try {
      await this.write(async (trx) => {
        const billed = await this.purchaseOrders.record(caller, body.purchaseOrderId, {
          billId,
          billNumber: header.number,
          billDate: header.date,
          ...(body.lines && { lines: body.lines }),
        });
        recorded = true;
        const order = billed.purchaseOrder;
        const counterparty = await findCounterparty(trx, auth.org, order.supplierId);
        if (!counterparty) throw errors.supplierNotCounterparty();
        const values = {
          ...header,
          counterpartyId: counterparty.id,
          amount: billed.totals.grandTotal,
          currency: order.currency,
        };
        await insertBill(trx, auth.org, auth.sub, values, {
          id: billId,
          purchaseOrder: { id: order.id, number: order.number },
        });
        await insertMatchLines(trx, billId, billed.lines);
        await recordCreated(trx, auth, billId, { values, name: counterparty.alias }, [
          { field: 'purchaseOrder', before: null, after: order.number },
        ]);
      });
    } catch (error) {
      if (recorded)
        await this.purchaseOrders
          .release(caller, body.purchaseOrderId, billId)
          .catch(() => undefined);
      throw error;
    }
    const listed = await findListedBill(this.db, auth.org, billId);
    if (!listed) throw errors.notFound();
    return listed;
  }

  /** Changes a bill while Created or Submitted (it goes back to Created); refused once a payment pays it. */
  async update(auth: AccessClaims, id: string, body: BillCreateBody): Promise<BillResponse> {
    requirePermission(auth, 'bills:create');
    const values = valuesOf(body);
    await this.write(async (trx) => {
      const bill = await this.changeable(trx, auth, id, ['CREATED', 'SUBMITTED']);
      if (bill.purchase_order_id) throw errors.madeFromPurchaseOrder();
      const counterparty = await findCounterparty(trx, auth.org, values.counterpartyId);
      if (!counterparty) throw errors.counterpartyNotFound();
      await updateBill(trx, id, values);
      const text = (value: { amount: string; currency: string }) =>
        `${value.currency} ${new Decimal(value.amount).toFixed(2)}`;
      await recordActivityBy(trx, auth, {
        entity: 'BILL',
        entityId: id,
        action: 'UPDATED',
        description: describeActivity('BILL_CHANGED', {
          amount: money(values),
          name: counterparty.alias,
        }),
        changes: changesBetween(
          {
            amount: text(bill),
            date: bill.bill_date,
            dueDate: bill.due_date,
            category: bill.category,
            ...loggedText(billTextOf(bill)),
            counterpartyId: bill.counterparty_id ?? '',
          },
          {
            amount: text(values),
            date: values.date,
            dueDate: values.dueDate,
            category: values.category,
            ...loggedText(values),
            counterpartyId: values.counterpartyId,
          },
          ['amount', 'date', 'dueDate', 'category', ...BILL_TEXT_FIELD_NAMES, 'counterpartyId'],
        ),
      });
    });
    return this.get(auth, id);
  }

  /** Submits a Created bill for approval. */
  async submit(auth: AccessClaims, id: string): Promise<BillResponse> {
    requirePermission(auth, 'bills:create');
    await this.write(async (trx) => {
      const bill = await this.changeable(trx, auth, id, ['CREATED']);
      await moveBill(trx, id, { status: 'SUBMITTED' });
      await this.record(trx, auth, bill, 'UPDATED', 'BILL_SUBMITTED');
    });
    return this.get(auth, id);
  }

  /**
   * Approves a Submitted bill: it is then to be paid. Whoever created it
   * approves it only when the company's controls allow self-approval (four
   * eyes: a member and their API keys are one person).
   */
  async approve(auth: AccessClaims, caller: OnBehalfOf, id: string): Promise<BillResponse> {
    requirePermission(auth, 'bills:approve');
    // Who created it, read before the lock (the account service answers over HTTP); a missing bill is refused under the lock.
    const [unlocked] = await findBills(this.db, auth.org, [id]);
    const authorship = await authorshipOf(auth.sub, [unlocked?.createdBy ?? null], () =>
      this.accounts.settings(caller),
    );
    await this.write(async (trx) => {
      const bill = await this.changeable(trx, auth, id, ['SUBMITTED']);
      if (barredAsAuthor(BILL_APPROVAL, { ...authorship, authors: [bill.created_by] }))
        throw errors.ownBill();
      await moveBill(trx, id, { status: 'APPROVED', by: auth.sub });
      await this.record(trx, auth, bill, 'APPROVED', 'BILL_APPROVED');
    });
    return this.get(auth, id);
  }

  /**
   * Cancels a bill that is not paid in any part and that no payment pays, with
   * a reason; by a member who may create or approve bills. A bill made from a
   * purchase order releases what it billed of the order first (over HTTP,
   * under the bill's lock): its lines can be billed again.
   */
  async cancel(
    auth: AccessClaims,
    id: string,
    reason: string,
    caller?: OnBehalfOf,
  ): Promise<BillResponse> {
    if (!auth.perms.includes('bills:approve')) requirePermission(auth, 'bills:create');
    const why = reasonOf(reason);
    await this.write(async (trx) => {
      const bill = await this.changeable(trx, auth, id, ['CREATED', 'SUBMITTED', 'APPROVED']);
      if (bill.purchase_order_id) {
        if (!caller) throw errors.purchaseOrdersUnavailable();
        await this.purchaseOrders.release(caller, bill.purchase_order_id, bill.id);
      }
      await moveBill(trx, id, { status: 'CANCELLED', by: auth.sub, reason: why });
      await this.record(trx, auth, bill, 'CANCELLED', 'BILL_CANCELLED', { reason: why });
    });
    return this.get(auth, id);
  }

  /**
   * Marks an approved bill paid by the outgoing statement transaction that
   * paid it (spec: "marked paid by selecting a matching outgoing statement
   * transaction"): a match of the two, made as the reconciliation screen
   * makes one, so that removing it there makes the bill unpaid again. The
   * line must be outgoing, not reconciled already, in the bill's currency,
   * and have open exactly what is left to pay; the member needs the
   * auto-reconciliation permission (the spec's error). Under the line's and
   * the bill's locks, in the order every match takes them: of twenty members
   * marking the bill paid at once with twenty lines, one succeeds.
   */
  async markPaid(
    auth: AccessClaims,
    id: string,
    statementTransactionId: string,
  ): Promise<BillResponse> {
    requirePermission(auth, 'bills:read');
    if (!auth.perms.includes('reconciliation:auto-reconcile')) throw errors.autoReconcileRequired();
    await refusingRaces(() =>
      this.db.transaction().execute(async (trx) => {
        const [line] = await lockStatementSides(trx, auth.org, [statementTransactionId]);
        if (!line) throw errors.statementNotFound();
        const bill = await lockBill(trx, auth.org, id);
        if (!bill) throw errors.notFound();
        if (bill.status !== 'APPROVED') throw errors.statusNotValid();
        if (await isPaidByOrder(trx, 'bill_id', id)) throw errors.paidByOrder();
        if (line.direction !== 'DEBIT') throw errors.mustBeDebit();
        const lineOpen = new Decimal(line.amount).minus(line.reconciledAmount);
        if (line.archived || lineOpen.lte(0)) throw errors.statementReconciled();
        if (line.currency !== bill.currency) throw errors.currencyMismatch();
        const billOpen = new Decimal(bill.amount).minus(bill.reconciled_amount);
        if (!lineOpen.equals(billOpen)) throw errors.unmatchedAmount();
        await this.reconciliation.matchIn(
          trx,
          auth,
          { statementTransactionIds: [line.id], items: [{ kind: 'BILL', id }] },
          'MANUAL',
        );
        const counterparty = bill.counterparty_id
          ? await findCounterparty(trx, auth.org, bill.counterparty_id)
          : undefined;
        await recordActivityBy(trx, auth, {
          entity: 'BILL',
          entityId: id,
          action: 'UPDATED',
          description: describeActivity('BILL_MARKED_PAID', {
            amount: money(bill),
            name: counterparty?.alias ?? bill.number ?? '—',
            date: { date: line.date },
          }),
          changes: [
            {
              field: 'paymentStatus',
              before: new Decimal(bill.reconciled_amount).isZero() ? 'UNPAID' : 'PARTIALLY_PAID',
              after: 'PAID',
            },
          ],
        });
      }),
    );
    return this.get(auth, id);
  }

  /**
   * The bill under its lock, when it is in one of `statuses`, no payment pays
   * it and nothing of it is paid: what every change checks first. A payment
   * made at the same moment waits for this change (it share-locks the bill),
   * and is then checked against the bill as changed.
   */
  private async changeable(
    trx: Transaction<TreasuryDatabase>,
    auth: AccessClaims,
    id: string,
    statuses: readonly string[],
  ) {
    const bill = await lockBill(trx, auth.org, id);
    if (!bill) throw errors.notFound();
    if (!statuses.includes(bill.status)) throw errors.statusNotValid();
    if (await isPaidByOrder(trx, 'bill_id', id)) throw errors.paidByOrder();
    if (new Decimal(bill.reconciled_amount).greaterThan(0)) throw errors.alreadyPaid();
    return bill;
  }

  private async record(
    trx: Transaction<TreasuryDatabase>,
    auth: AccessClaims,
    bill: NonNullable<Awaited<ReturnType<typeof lockBill>>>,
    action: 'UPDATED' | 'APPROVED' | 'CANCELLED',
    message: 'BILL_SUBMITTED' | 'BILL_APPROVED' | 'BILL_CANCELLED',
    extra: { reason?: string } = {},
  ): Promise<void> {
    const counterparty = bill.counterparty_id
      ? await findCounterparty(trx, auth.org, bill.counterparty_id)
      : undefined;
    const name = counterparty?.alias ?? bill.number ?? '—';
    await recordActivityBy(trx, auth, {
      entity: 'BILL',
      entityId: bill.id,
      action,
      description:
        message === 'BILL_CANCELLED'
          ? describeActivity(message, { amount: money(bill), name, reason: extra.reason ?? '' })
          : describeActivity(message, { amount: money(bill), name }),
      changes: [
        {
          field: 'status',
          before: bill.status,
          after: action === 'UPDATED' ? 'SUBMITTED' : action,
        },
      ],
    });
  }

  /** Runs a write in a transaction; the unique number per counterparty, won by a concurrent write, answers as "number exists". */
  private write<T>(work: (trx: Transaction<TreasuryDatabase>) => Promise<T>): Promise<T> {
    return refusingTaken(() => this.db.transaction().execute(work), {
      [NUMBER_INDEX]: errors.numberExists,
    });
  }
}
