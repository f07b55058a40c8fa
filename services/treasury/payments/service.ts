import Decimal from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import {
  approvalRefusal,
  FINAL_STATUSES,
  type PaymentActionResponse,
  type PaymentCreateBody,
  type PaymentCreateResponse,
  type PaymentKind,
  type PaymentListQuery,
  type PaymentListResponse,
  type PaymentOrderResponse,
  type PaymentUpdateBody,
  type PaymentWarning,
} from '../../../contracts/treasury/payments.js';
import {
  changesBetween,
  describeActivity,
  recordActivityBy,
  type FieldChange,
} from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { checkedUpdatedSince } from '../../kit/updated-since.js';
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation } from '../../kit/database.js';
import { ServiceError } from '../../kit/errors.js';
import type { EventChange } from '../../../contracts/common/events.js';
import { publishEvent } from '../../kit/events.js';
import { addJobInTransaction } from '../../kit/jobs.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import type { TreasuryDatabase } from '../db-types.js';
import { PurchaseOrderBilling } from '../bills/purchase-orders.js';
import { totalledPage } from '../totalled-page.js';
import { todayIn } from '../expected-transactions/values.js';
import { CreditRefunds } from './refunds.js';
import { checkAvailableBalance } from './available-balance.js';
import { paymentErrors as errors } from './errors.js';
import { orderValues } from './order-values.js';
import {
  archiveOrder,
  countOrders,
  defaultOrderCursor,
  findOrders,
  insertApproval,
  setMakerMayApprove,
  insertNextOccurrence,
  insertOrder,
  listOrders,
  lockOrder,
  orderTotals,
  PAYMENT_DEFAULT_ORDER,
  setStatus,
  updateOrder,
  type Keyset,
  type OrderRow,
  type OrderValues,
  type StatusChange,
} from './repository.js';

/** The queue's task that sends an approved order to the bank (payments/execution.ts). */
export const EXECUTE_JOB = 'payments:execute';
/** The events every change of an order publishes on commit, by kind: the BFF's `paymentUpdated` and `transferUpdated`. */
export const ORDER_UPDATED = {
  PAYMENT: 'payment.updated',
  TRANSFER: 'transfer.updated',
} as const satisfies Record<PaymentKind, string>;
/** The treasury's job queue schema (server.ts). */
export const QUEUE_SCHEMA = 'treasury_jobs';

/** The permission an action on an order of a kind needs: `payments:approve`, `transfers:cancel`… */
const permissionOf = (
  kind: PaymentKind,
  action: 'read' | 'create' | 'approve' | 'cancel' | 'archive',
) => `${kind === 'PAYMENT' ? 'payments' : 'transfers'}:${action}`;

/**
 * A bulk action or a batch read names orders of either kind, each checked
 * against its own kind's permission once locked: the caller needs the
 * action on payments or on transfers, and holding neither is refused as
 * lacking the payments one.
 */
function requireOnEitherKind(
  auth: AccessClaims,
  action: 'read' | 'approve' | 'cancel' | 'archive',
): void {
  if (
    !auth.perms.includes(permissionOf('PAYMENT', action)) &&
    !auth.perms.includes(permissionOf('TRANSFER', action))
  )
    requirePermission(auth, permissionOf('PAYMENT', action));
}

const money = (order: { currency: string; amount: string }) => ({
  currency: order.currency,
  amount: order.amount,
});

/** Announces a change of an order when the transaction commits. */
export function announce(
  trx: Transaction<TreasuryDatabase>,
  order: Pick<OrderRow, 'id' | 'organization_id' | 'kind'>,
  change: EventChange<'payment.updated'>,
): Promise<void> {
  return publishEvent(trx as Transaction<unknown>, {
    type: ORDER_UPDATED[order.kind],
    organizationId: order.organization_id,
    subjectId: order.id,
    permission: permissionOf(order.kind, 'read'),
    change,
  });
}

/** The activity entity of an order's kind. */
export const entityOf = (kind: PaymentKind) =>
  (kind === 'PAYMENT' ? 'PAYMENT' : 'TRANSFER') as 'PAYMENT' | 'TRANSFER';

/** A refusal of one order of a bulk action, as its result says it. */
function refusal(error: unknown): { code: string; message: string; field?: string } {
  if (error instanceof ServiceError)
    return {
      code: error.code,
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
    };
  throw error;
}

/**
 * Payments and transfers of one organisation (spec sections 4 to 6): made by
 * a maker, approved by as many distinct approvers as the order's approval
 * rule asks (each with a code of their authenticator app), then sent to the
 * bank on their date, or rejected or cancelled with a reason. Every change of
 * an order runs under its row lock in one transaction with its activity
 * entry, its event and (once approved) its job, so twenty approvers at once
 * make one approval that completes it and one job.
 */
export class PaymentService {
  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly accounts: AccountClient,
    /** The clock that decides the organisation's today (tests fix it). */
    private readonly now: () => Date = () => new Date(),
    /** A buyer's credit in invoicing, reserved for the payments that pay it back. */
    private readonly refunds: CreditRefunds = new CreditRefunds(undefined),
    /** The three-way match of the bills orders pay, as it stands now (`billControlNow`). */
    private readonly purchaseOrders: PurchaseOrderBilling = new PurchaseOrderBilling(undefined),
  ) {}

  async list(auth: AccessClaims, query: PaymentListQuery): Promise<PaymentListResponse> {
    requirePermission(auth, permissionOf(query.kind, 'read'));
    const filter = {
      kind: query.kind,
      statuses: query.statuses ?? [],
      archived: query.archived ?? false,
      matchableWith: query.matchableWith,
      updatedSince: checkedUpdatedSince(query.updatedSince),
    };
    return totalledPage(query, PAYMENT_DEFAULT_ORDER, {
      page: (page) => listOrders(this.db, auth.org, filter, page),
      count: () => countOrders(this.db, auth.org, filter),
      totals: () => orderTotals(this.db, auth.org, filter),
    });
  }

  /** Orders by id, of the kinds the caller may read; other organisations' are left out. */
  async findByIds(auth: AccessClaims, ids: readonly string[]): Promise<PaymentOrderResponse[]> {
    requireOnEitherKind(auth, 'read');
    return (await findOrders(this.db, auth.org, ids)).filter((order) =>
      auth.perms.includes(permissionOf(order.kind, 'read')),
    );
  }

  async get(auth: AccessClaims, id: string): Promise<PaymentOrderResponse> {
    const [found] = await findOrders(this.db, auth.org, [id]);
    if (!found) throw errors.notFound();
    requirePermission(auth, permissionOf(found.kind, 'read'));
    return found;
  }

  /**
   * Makes an order that needs approval, with the warnings about it (its
   * source account's available balance: available-balance.ts). Bad input, or
   * a shortfall the company's controls refuse, changes nothing and names the
   * field at fault.
   */
  async create(
    auth: AccessClaims,
    caller: OnBehalfOf,
    body: PaymentCreateBody,
  ): Promise<PaymentCreateResponse> {
    const making = await makingOrders(this.accounts, auth, caller, body.kind);
    // What invoicing reserved for the order, given back if the order's transaction then fails to commit.
    let reserved: { id: string; refundOf: string } | null = null;
    const { key, warnings } = await this.db
      .transaction()
      .execute(async (trx) => {
        const values = await orderValues(trx, auth.org, body, {
          today: todayIn(making.timeZone, this.now()),
          timeZone: making.timeZone,
        });
        const warnings = await checkAvailableBalance(trx, auth.org, values, {
          refuse: making.balanceShortfallRefused,
          showsBalance: showsBalance(auth),
        });
        const key = await makeOrder(trx, auth, making.makerMayApprove, values);
        // The credit it pays back is reserved in invoicing before the order commits: a refusal there makes nothing.
        if (values.refundOf) {
          await this.refunds.reserve(caller, {
            id: key.id,
            refundOf: values.refundOf,
            amount: values.amount,
            currency: values.currency,
          });
          reserved = { id: key.id, refundOf: values.refundOf };
        }
        return { key, warnings };
      })
      .catch(async (error: unknown) => {
        if (reserved) await this.refunds.release(caller, reserved).catch(() => undefined);
        throw error;
      });
    const [order] = await findOrders(this.db, auth.org, [key.id]);
    return { cursor: defaultOrderCursor(key), node: order!, warnings };
  }

  /** Changes an order while it needs approval, as its next version: the approvals given so far are withdrawn and the caller becomes one of its makers. */
  async update(
    auth: AccessClaims,
    caller: OnBehalfOf,
    id: string,
    body: PaymentUpdateBody,
  ): Promise<PaymentOrderResponse> {
    const settings = await this.accounts.settings(caller);
    // The reservation as it was, put back if the change's transaction then fails to commit.
    let moved: { id: string; refundOf: string; amount: string; currency: string } | null = null;
    await this.db
      .transaction()
      .execute(async (trx) => {
        const order = await this.locked(trx, auth, id, 'create');
        if (order.kind !== body.kind) throw errors.noConversion();
        if (order.status !== 'NEEDS_APPROVAL') throw errors.statusNotValid();
        if (order.kind === 'PAYMENT' && !settings.paymentsActive) throw errors.paymentsInactive();
        if (order.kind === 'TRANSFER' && !settings.transfersActive)
          throw errors.transfersInactive();
        // Left out, the expected transaction it pays stays (and is checked again against the new values); null lets it go.
        const expectedTransactionId =
          body.expectedTransactionId === undefined
            ? order.expected_transaction_id
            : body.expectedTransactionId;
        const billId = body.billId === undefined ? order.bill_id : body.billId;
        if (body.refundOf !== undefined && body.refundOf !== order.refund_of)
          throw errors.refundFixed();
        const values = await orderValues(
          trx,
          auth.org,
          { ...body, expectedTransactionId, billId, refundOf: order.refund_of },
          { today: todayIn(settings.timeZone, this.now()), timeZone: settings.timeZone },
        );
        const mayApprove =
          settings.selfApprovalAllowed && auth.perms.includes(permissionOf(order.kind, 'approve'));
        await updateOrder(trx, order, values, { id: auth.sub, mayApprove }).catch(paidElsewhere);
        // A new amount moves the credit reserved for it (the same again changes nothing).
        if (values.refundOf) {
          await this.refunds.reserve(caller, {
            id,
            refundOf: values.refundOf,
            amount: values.amount,
            currency: values.currency,
          });
          moved = { id, refundOf: values.refundOf, amount: order.amount, currency: order.currency };
        }
        const before = fieldsOf(order);
        const after = {
          ...before,
          method: values.method,
          amount: values.amount,
          paymentDate: values.paymentDate,
          beneficiary: beneficiaryText(values.beneficiary),
          memo: values.memo ?? '',
          notes: values.notes ?? '',
        };
        const changes: FieldChange[] = changesBetween(before, after, [
          'beneficiary',
          'method',
          'amount',
          'paymentDate',
          'memo',
          'notes',
        ]);
        await recordActivityBy(trx, auth, {
          entity: entityOf(order.kind),
          entityId: id,
          action: 'UPDATED',
          description: describeActivity('PAYMENT_CHANGED', {
            kind: order.kind,
            amount: money(values),
            name: values.beneficiary.accountName,
          }),
          changes,
        });
        await announce(trx, order, 'UPDATED');
      })
      .catch(async (error: unknown) => {
        if (moved) await this.refunds.reserve(caller, moved).catch(() => undefined);
        throw error;
      });
    return this.get(auth, id);
  }

  /**
   * Approves orders with a current code of the caller's authenticator app,
   * checked once for them all. Each order is approved on its own, in the
   * version the approver reviewed (`versions`, at the place of its id): a
   * newer one is refused and nothing moves. Its result says how it now
   * stands, or why it was refused (approvalRefusal: nobody who made or
   * changed it, unless allowed; its rule's roles; nobody twice). The approval
   * that completes an order moves it to In Progress (sent now) or Scheduled
   * (sent on its date) and queues the job that sends it, once. Each approval
   * weighs the order against its source account's available balance
   * (available-balance.ts): a warning in its result, or its refusal when the
   * company's controls refuse a shortfall.
   */
  async approve(
    auth: AccessClaims,
    caller: OnBehalfOf,
    ids: readonly string[],
    versions: readonly number[],
    code: string,
  ): Promise<PaymentActionResponse> {
    requireOnEitherKind(auth, 'approve');
    if (versions.length !== ids.length) throw errors.versionsRequired();
    const settings = await this.accounts.settings(caller);
    await this.verifyCode(auth, caller, code);
    const today = todayIn(settings.timeZone, this.now());
    const reviewed = new Map(ids.map((id, place) => [id, versions[place]!]));
    return this.eachOrder(auth, ids, 'approve', async (trx, locked) => {
      let order = locked;
      const version = reviewed.get(order.id)!;
      if (order.status === 'NEEDS_APPROVAL' && order.version !== version)
        throw errors.versionChanged();
      let [current] = await findOrders(trx, auth.org, [order.id]);
      if (await this.billControlNow(trx, caller, auth, current!, settings.selfApprovalAllowed)) {
        // As the bill control now has it: the approval written below carries the creator's flag.
        order = await this.locked(trx, auth, order.id, 'approve');
        [current] = await findOrders(trx, auth.org, [order.id]);
      }
      const refusal = approvalRefusal(
        { userId: auth.sub, role: auth.role },
        current!,
        settings.selfApprovalAllowed,
      );
      if (refusal) throw errors[refusal]();
      const warnings = await checkAvailableBalance(
        trx,
        auth.org,
        {
          sourceAccountId: order.source_account_id,
          currency: order.currency,
          amount: order.amount,
          fee: order.fee,
          orderId: order.id,
        },
        { refuse: settings.balanceShortfallRefused, showsBalance: showsBalance(auth) },
      );
      const given = await insertApproval(
        trx,
        order,
        { id: auth.sub, role: auth.role },
        version,
      ).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw errors.alreadyApproved();
        if (isCheckViolation(error)) throw errors.selfApproval();
        if (isForeignKeyViolation(error, 'payment_approvals_order_version'))
          throw errors.versionChanged();
        throw error;
      });
      const complete = given >= order.approvals_required;
      await recordActivityBy(trx, auth, {
        entity: entityOf(order.kind),
        entityId: order.id,
        action: 'APPROVED',
        description: describeActivity('PAYMENT_APPROVED', {
          kind: order.kind,
          amount: money(order),
          name: order.beneficiary_account_name,
          given,
          required: order.approvals_required,
        }),
      });
      if (complete) await this.release(trx, order, today);
      await announce(trx, order, complete ? 'APPROVED' : 'APPROVAL_GIVEN');
      return warnings;
    });
  }

  /**
   * Sends failed orders again, with a current code of the caller's
   * authenticator app as an approval needs: each goes back In Progress and
   * its next attempt reaches the bank under a reference of its own (the
   * failed one's stays refused by the bank).
   */
  async resend(
    auth: AccessClaims,
    caller: OnBehalfOf,
    ids: readonly string[],
    code: string,
  ): Promise<PaymentActionResponse> {
    requireOnEitherKind(auth, 'approve');
    await this.verifyCode(auth, caller, code);
    return this.eachOrder(auth, ids, 'approve', async (trx, order) => {
      // An archived failed order stays as it ended (and has let go of the expected transaction it paid).
      if (order.status !== 'FAILED' || order.archived_at !== null) throw errors.statusNotValid();
      await trx
        .updateTable('payment_orders')
        .set({ status: 'IN_PROGRESS', failure_reason: null, updated_at: new Date() })
        .where('id', '=', order.id)
        .execute();
      await queueSend(trx, order.id, null);
      await recordActivityBy(trx, auth, {
        entity: entityOf(order.kind),
        entityId: order.id,
        action: 'UPDATED',
        description: describeActivity('PAYMENT_RESENT', {
          kind: order.kind,
          amount: money(order),
          name: order.beneficiary_account_name,
        }),
      });
      await announce(trx, order, 'RESENT');
    });
  }

  private verifyCode(auth: AccessClaims, caller: OnBehalfOf, code: string): Promise<void> {
    return verifyApproverCode(this.accounts, auth, caller, code);
  }

  /** Rejects orders that need approval, with a reason: any eligible approver's rejection ends the order. */
  async reject(
    auth: AccessClaims,
    caller: OnBehalfOf,
    ids: readonly string[],
    reason: string,
  ): Promise<PaymentActionResponse> {
    requireOnEitherKind(auth, 'approve');
    const why = reasonOf(reason);
    return this.eachOrder(auth, ids, 'approve', async (trx, order) => {
      if (order.status !== 'NEEDS_APPROVAL') throw errors.statusNotValid();
      this.checkApproverRole(auth, order);
      await this.move(trx, auth, caller, order, { status: 'REJECTED', by: auth.sub, reason: why });
    });
  }

  /**
   * Cancels orders not yet sent (Needs Approval or Scheduled), or exported
   * by hand and not yet explained by a statement transaction, with a reason.
   */
  async cancel(
    auth: AccessClaims,
    caller: OnBehalfOf,
    ids: readonly string[],
    reason: string,
  ): Promise<PaymentActionResponse> {
    requireOnEitherKind(auth, 'cancel');
    const why = reasonOf(reason);
    return this.eachOrder(auth, ids, 'cancel', async (trx, order) => {
      const exported = order.status === 'IN_PROGRESS' && order.manual_export_id !== null;
      if (order.status !== 'NEEDS_APPROVAL' && order.status !== 'SCHEDULED' && !exported)
        throw errors.statusNotValid();
      if (exported && new Decimal(order.reconciled_amount).greaterThan(0))
        throw errors.alreadyReconciled();
      await this.move(trx, auth, caller, order, {
        status: 'CANCELLED',
        by: auth.sub,
        reason: why,
      });
    });
  }

  /** Archives orders that have ended (Sent, Failed, Cancelled or Rejected): they leave the lists. */
  async archive(
    auth: AccessClaims,
    caller: OnBehalfOf,
    ids: readonly string[],
  ): Promise<PaymentActionResponse> {
    requireOnEitherKind(auth, 'archive');
    return this.eachOrder(auth, ids, 'archive', async (trx, order) => {
      if (order.archived_at !== null) return;
      if (!FINAL_STATUSES.includes(order.status)) throw errors.statusNotValid();
      await archiveOrder(trx, order.id);
      // A failed refund archived will not be sent again: the buyer's credit is theirs again.
      if (order.status === 'FAILED') await this.refunds.releaseOf(caller, order);
      await recordActivityBy(trx, auth, {
        entity: entityOf(order.kind),
        entityId: order.id,
        action: 'UPDATED',
        description: describeActivity('PAYMENT_ARCHIVED', {
          kind: order.kind,
          amount: money(order),
          name: order.beneficiary_account_name,
        }),
      });
      await announce(trx, order, 'ARCHIVED');
    });
  }

  /** Runs one action on each order in a transaction of its own, under its lock; answers each order as the action left it, or its refusal. */
  private async eachOrder(
    auth: AccessClaims,
    ids: readonly string[],
    action: 'approve' | 'cancel' | 'archive',
    work: (trx: Transaction<TreasuryDatabase>, order: OrderRow) => Promise<void | PaymentWarning[]>,
  ): Promise<PaymentActionResponse> {
    const results: PaymentActionResponse['results'] = [];
    for (const id of ids) {
      try {
        // The order as this action left it, read before it commits: the send job may move it on at once after.
        const { order, warnings } = await this.db.transaction().execute(async (trx) => {
          const warnings = await work(trx, await this.locked(trx, auth, id, action));
          return { order: (await findOrders(trx, auth.org, [id]))[0] ?? null, warnings };
        });
        results.push({ id, order, error: null, ...(warnings ? { warnings } : {}) });
      } catch (error) {
        results.push({ id, order: null, error: refusal(error) });
      }
    }
    return { results };
  }

  /**
   * The bill control as it stands now, for a maker approving an order that
   * pays a bill made from a purchase order: under the order's lock, the
   * bill's three-way match is asked of the invoicing service (receipts and
   * tolerances change after the order was made), and the maker may approve
   * their own order only where the company lets makers approve their own and
   * the bill bills no more than was received, nor above the order's price,
   * beyond the tolerances (Odoo's and ERPNext's bill control). Written on the
   * maker (the database then refuses their approval as it refuses any
   * maker's); answers whether it changed. A maker who approved already, or
   * an order paying no such bill, is left as it is; the invoicing service
   * unreachable refuses the approval (U-TRSY-BL codes), changing nothing.
   */
  private async billControlNow(
    trx: Transaction<TreasuryDatabase>,
    caller: OnBehalfOf,
    approver: Pick<AccessClaims, 'sub' | 'org'>,
    order: PaymentOrderResponse,
    selfApprovalAllowed: boolean,
  ): Promise<boolean> {
    const approverId = approver.sub;
    const maker = order.makers.find((made) => made.makerId === approverId);
    if (!order.billId || !maker) return false;
    if (order.approvals.some((approval) => approval.approverId === approverId)) return false;
    const bill = await trx
      .selectFrom('bills')
      .select('purchase_order_id')
      .where('organization_id', '=', approver.org)
      .where('id', '=', order.billId)
      .executeTakeFirst();
    if (!bill?.purchase_order_id) return false;
    const { items } = await this.purchaseOrders.matches(caller, [order.billId]);
    const differs = items.some((match) =>
      match.lines.some((line) => line.quantityDifference || line.priceDifference),
    );
    const mayApprove = selfApprovalAllowed && !differs;
    if (mayApprove === maker.mayApprove) return false;
    await setMakerMayApprove(trx, order.id, approverId, mayApprove);
    return true;
  }

  /** The order under its lock, when it exists and the caller may act on its kind. */
  private async locked(
    trx: Transaction<TreasuryDatabase>,
    auth: AccessClaims,
    id: string,
    action: 'create' | 'approve' | 'cancel' | 'archive',
  ): Promise<OrderRow> {
    const order = await lockOrder(trx, auth.org, id);
    if (!order || !auth.perms.includes(permissionOf(order.kind, 'read'))) throw errors.notFound();
    requirePermission(auth, permissionOf(order.kind, action));
    return order;
  }

  private checkApproverRole(auth: AccessClaims, order: OrderRow): void {
    if (order.approver_roles.length > 0 && !order.approver_roles.includes(auth.role))
      throw errors.roleNotApprover();
  }

  /** The approved order on its way: sent now when its date has come, Scheduled until then; the job that sends it is queued with it. */
  private async release(
    trx: Transaction<TreasuryDatabase>,
    order: OrderRow,
    today: string,
  ): Promise<void> {
    const now = order.payment_date <= today;
    await setStatus(trx, order.id, { status: now ? 'IN_PROGRESS' : 'SCHEDULED' });
    await queueSend(trx, order.id, now ? null : startOfDay(order.payment_date, order.time_zone));
    // A recurring order that goes out today: its next occurrence waits Scheduled for its day.
    if (now) await scheduleNextOccurrence(trx, order);
  }

  /** Moves an order to a final status a member decided, with its activity entry and event. */
  private async move(
    trx: Transaction<TreasuryDatabase>,
    auth: AccessClaims,
    caller: OnBehalfOf,
    order: OrderRow,
    change: Extract<StatusChange, { by: string }>,
  ): Promise<void> {
    await setStatus(trx, order.id, change);
    // Rejected or cancelled, a refund pays nothing back: the credit it reserved is the buyer's again.
    await this.refunds.releaseOf(caller, order);
    await recordActivityBy(trx, auth, {
      entity: entityOf(order.kind),
      entityId: order.id,
      action: change.status,
      description: describeActivity(
        change.status === 'REJECTED' ? 'PAYMENT_REJECTED' : 'PAYMENT_CANCELLED',
        {
          kind: order.kind,
          amount: money(order),
          name: order.beneficiary_account_name,
          reason: change.reason,
        },
      ),
    });
    await announce(trx, order, change.status);
  }
}

function reasonOf(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw errors.reasonRequired();
  return trimmed;
}

const beneficiaryText = (beneficiary: OrderValues['beneficiary']) =>
  `${beneficiary.accountName} (${beneficiary.bankCode} ${beneficiary.accountNumber})`;

/** What the activity log compares when an order changes. */
function fieldsOf(order: OrderRow) {
  return {
    beneficiary: beneficiaryText({
      bankCode: order.beneficiary_bank_code,
      accountNumber: order.beneficiary_account_number,
      accountName: order.beneficiary_account_name,
    }),
    method: order.method,
    amount: order.amount,
    paymentDate: order.payment_date,
    memo: order.memo ?? '',
    notes: order.notes ?? '',
  };
}

/** The account service's lock after too many wrong proofs (contracts/account/sessions.ts lockoutErrors): the last wrong code, or any while locked. */
const LOCKED_CODES = new Set(['U-ACC-AU-5', 'U-ACC-AU-6']);

/**
 * The caller's second factor for money leaving the company: a member (never
 * an API key) with a current authenticator code, spent once. The account
 * service counts each try before checking it, with the sign-in lockout of
 * the member, so wrong codes at once over any transport lock them out.
 */
export async function verifyApproverCode(
  accounts: AccountClient,
  auth: AccessClaims,
  caller: OnBehalfOf,
  code: string,
): Promise<void> {
  if (auth.kind === 'api_key') throw errors.keyNotAllowed();
  await accounts.verifyTransactionCode(caller, code).catch((error: unknown) => {
    if (error instanceof ServiceError && LOCKED_CODES.has(error.code))
      throw errors.codeAttemptsExceeded();
    if (error instanceof ServiceError && error.code === 'U-ACC-AU-7') throw errors.otpFailed();
    if (error instanceof ServiceError && error.code === 'U-ACC-2FA-2') throw errors.otpNotSetUp();
    throw error;
  });
}

/** Whether a balance warning may name the account's amounts: the caller reads bank accounts, balances included. */
export const showsBalance = (auth: AccessClaims) => auth.perms.includes('bank-accounts:read');

/** What making orders of a kind takes from the organisation's settings, read in the maker's request. */

export type OrderMaking = {
  /** The organisation's time zone: it decides "today" and when an order's date starts. */
  timeZone: string;
  /** Whether the maker may approve the orders they make: the company's self-approval control allows it and they hold the kind's approve permission. */
  makerMayApprove: boolean;
  /** The company control: an order that would take its source account below its available balance is refused, not only warned about. */
  balanceShortfallRefused: boolean;
};

/**
 * What making orders of a kind needs before their values: the kind's create
 * permission, the company's controls allowing the kind (spec: creating
 * transfers or payments is forbidden while the setting is inactive), and
 * the settings the orders take, read from the account service with the
 * maker's own token. A single create asks it per order; an import once, as
 * the file is uploaded and started, and keeps the answer for its job.
 */
export async function makingOrders(
  accounts: AccountClient,
  auth: AccessClaims,
  caller: OnBehalfOf,
  kind: PaymentKind,
): Promise<OrderMaking> {
  requirePermission(auth, permissionOf(kind, 'create'));
  const settings = await accounts.settings(caller);
  if (kind === 'PAYMENT' && !settings.paymentsActive) throw errors.paymentsInactive();
  if (kind === 'TRANSFER' && !settings.transfersActive) throw errors.transfersInactive();
  return {
    timeZone: settings.timeZone,
    makerMayApprove:
      settings.selfApprovalAllowed && auth.perms.includes(permissionOf(kind, 'approve')),
    balanceShortfallRefused: settings.balanceShortfallRefused,
  };
}

/**
 * Makes an order that needs approval from its checked values (order-values.ts),
 * in the caller's transaction: its row with its maker, its activity entry by
 * the maker, and its event on commit. A single create and each row of an
 * import make their orders here.
 */
export async function makeOrder(
  trx: Transaction<TreasuryDatabase>,
  maker: Pick<AccessClaims, 'sub' | 'org'>,
  makerMayApprove: boolean,
  values: OrderValues,
): Promise<Keyset> {
  const created = await insertOrder(
    trx,
    maker.org,
    { id: maker.sub, mayApprove: makerMayApprove },
    values,
  ).catch(paidElsewhere);
  await recordActivityBy(trx, maker, {
    entity: entityOf(values.kind),
    entityId: created.id,
    action: 'CREATED',
    description: describeActivity('PAYMENT_CREATED', {
      kind: values.kind,
      amount: money(values),
      name: values.beneficiary.accountName,
      date: { date: values.paymentDate },
    }),
  });
  await announce(trx, { id: created.id, organization_id: maker.org, kind: values.kind }, 'CREATED');
  return created;
}

/** A second order paying one expected transaction or bill, refused by the database (migrations/0055-baseline, payments and transfers): the one already made pays it. */
function paidElsewhere(error: unknown): never {
  if (isUniqueViolation(error, 'payment_orders_expected_transaction'))
    throw errors.expectedTransactionPaid();
  if (isUniqueViolation(error, 'payment_orders_bill')) throw errors.alreadyCreated('billId');
  throw error;
}

/** Queues the job that sends an order (now, or at `runAt`), in the transaction that makes it due; one queued job per order. */
export async function queueSend(
  trx: Transaction<TreasuryDatabase>,
  orderId: string,
  runAt: Date | null,
): Promise<void> {
  await addJobInTransaction(
    trx as Transaction<unknown>,
    QUEUE_SCHEMA,
    EXECUTE_JOB,
    { paymentOrderId: orderId },
    { jobKey: `payment-order:${orderId}`, ...(runAt ? { runAt } : {}) },
  );
}

/** Makes a recurring order's next occurrence, Scheduled with its job for its day, and announces it. */
export async function scheduleNextOccurrence(
  trx: Transaction<TreasuryDatabase>,
  order: OrderRow,
): Promise<void> {
  const next = await insertNextOccurrence(trx, order);
  if (!next) return;
  await queueSend(trx, next.id, startOfDay(next.date, order.time_zone));
  await announce(
    trx,
    { id: next.id, organization_id: order.organization_id, kind: order.kind },
    'CREATED',
  );
}

/** The first instant of a business date in a time zone: when a Scheduled order's job runs. */
function startOfDay(date: string, timeZone: string): Date {
  const noonUtc = new Date(`${date}T12:00:00Z`);
  const local = new Date(noonUtc.toLocaleString('en-US', { timeZone }));
  const offsetMs =
    local.getTime() - new Date(noonUtc.toLocaleString('en-US', { timeZone: 'UTC' })).getTime();
  return new Date(new Date(`${date}T00:00:00Z`).getTime() - offsetMs);
}
