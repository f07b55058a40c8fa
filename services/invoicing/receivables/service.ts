import Decimal from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  MAX_RECEIVABLES_PAGE,
  receivableErrors as definitions,
  type ReceivableListQuery,
  type ReceivableListResponse,
  type ReceivableResponse,
  type SettlementBody,
} from '../../../contracts/invoicing/receivables.js';
import { describeActivity, recordActivityBy } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { commonErrors, errorsOf, serviceError } from '../../kit/errors.js';
import { publishEvent } from '../../kit/events.js';
import type { InvoicingDatabase } from '../db-types.js';
import { recordRevision } from '../documents/revisions.js';
import { cancelPaymentIn, recordPayment } from '../invoice-payments/service.js';
import { publishPayment, recordPaymentChange } from '../invoice-payments/log.js';
import { lockPayment, type InvoicePaymentRow } from '../invoice-payments/repository.js';
import {
  bankPaymentRef,
  findSettlement,
  lockReceivable,
  openReceivablePayments,
  openReceivables,
  receivablePaymentsByIds,
  receivablesByIds,
  toReceivable,
} from './repository.js';

const errors = errorsOf(definitions);

/**
 * Who may change what a match settles: settling by a match needs
 * `reconciliation:reconcile` or the automatic permission; taking it back,
 * `reconciliation:unreconcile` or `reconciliation:reconcile`.
 */
const MATCH_PERMISSIONS = {
  settle: ['reconciliation:reconcile', 'reconciliation:auto-reconcile'],
  unsettle: ['reconciliation:unreconcile', 'reconciliation:reconcile'],
} as const;

/** Whether the caller holds one of the permissions; refuses otherwise, naming the first. */
function requireOneOf(auth: AccessClaims, permissions: readonly string[]): void {
  if (!permissions.some((permission) => auth.perms.includes(permission)))
    throw commonErrors.forbidden(permissions[0]!);
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockReceivable>>>;

/**
 * Receivables as the treasury's reconciliation reaches them over REST
 * (contracts/invoicing/receivables.ts): read with `reconciliation:read`,
 * settled by a match with `reconciliation:reconcile` (or the automatic
 * permission), settled no more with `reconciliation:unreconcile` (or by the
 * one whose match did not go through). Both are named by the treasury's
 * match and may be repeated: the second time changes nothing.
 */
export class ReceivableService {
  constructor(private readonly db: Kysely<InvoicingDatabase>) {}

  list(auth: AccessClaims, query: ReceivableListQuery): Promise<ReceivableListResponse> {
    return listed(auth, query, {
      byIds: (ids) => receivablesByIds(this.db, auth.org, ids),
      open: (after) => openReceivables(this.db, auth.org, MAX_RECEIVABLES_PAGE, after),
    });
  }

  listPayments(auth: AccessClaims, query: ReceivableListQuery): Promise<ReceivableListResponse> {
    return listed(auth, query, {
      byIds: (ids) => receivablePaymentsByIds(this.db, auth.org, ids),
      open: (after) => openReceivablePayments(this.db, auth.org, MAX_RECEIVABLES_PAGE, after),
    });
  }

  /**
   * Settles `amount` of an issued invoice by a match of a bank credit: a
   * payment of the buyer (source BANK, settled on the line's booking date),
   * allocated to the invoice. The same again changes nothing; another amount
   * by the same match is refused.
   */
  async settle(
    auth: AccessClaims,
    id: string,
    reconciliationId: string,
    body: SettlementBody,
  ): Promise<ReceivableResponse> {
    const amount = new Decimal(body.amount);
    const ref = bankPaymentRef(reconciliationId, id);
    await this.byMatch(auth, 'settle', async (trx) => {
      if (amount.lte(0)) throw errors.zeroAmount();
      const invoice = await lockReceivable(trx, auth.org, id);
      if (!invoice) throw errors.notFound();
      const made = await findSettlement(trx, auth.org, ref);
      if (made) {
        if (made.status === 'CANCELLED') throw errors.notOpen();
        if (!amount.eq(made.amount)) throw refusal(definitions.settlementDiffers, invoice);
        return;
      }
      if (invoice.status !== 'ISSUED') throw errors.notOpen();
      if (amount.gt(invoice.left))
        throw serviceError(definitions.overSettled, undefined, {
          number: invoice.number ?? '',
          open: invoice.left,
          currency: invoice.currency,
        });
      await recordPayment(trx, auth.org, auth, {
        customerId: invoice.customer_id,
        paymentDate: body.bookedOn,
        currency: invoice.currency,
        amount: amount.toFixed(2),
        method: 'BANK_TRANSFER',
        reference: null,
        source: 'BANK',
        sourceRef: ref,
        settled: { on: body.bookedOn, by: reconciliationId },
        allocations: [{ invoiceId: id, amount: amount.toFixed(2), field: 'amount' }],
      });
      const paid = new Decimal(invoice.paid_amount);
      await this.record(
        trx,
        auth,
        invoice,
        { amount: amount.toFixed(2), on: body.bookedOn },
        true,
        {
          before: paid.toFixed(2),
          after: paid.plus(amount).toFixed(2),
        },
      );
    });
    return this.one(auth, id);
  }

  /** Takes back what a match settled of an invoice: its payment is cancelled. Nothing to take back changes nothing. */
  async unsettle(
    auth: AccessClaims,
    id: string,
    reconciliationId: string,
  ): Promise<ReceivableResponse> {
    await this.byMatch(auth, 'unsettle', async (trx) => {
      const made = await findSettlement(trx, auth.org, bankPaymentRef(reconciliationId, id));
      if (!made || made.status === 'CANCELLED') return;
      // The payment first, then its invoice: the order a member's cancellation takes them in.
      const payment = await lockPayment(trx, auth.org, made.id);
      if (!payment || payment.status === 'CANCELLED') return;
      // What it still pays of the invoice (a member may have undone its allocation since), before it goes.
      const { paid } = await trx
        .selectFrom('invoice_payment_allocations')
        .select(sql<string>`coalesce(sum(amount), 0)::numeric(20, 2)::text`.as('paid'))
        .where('payment_id', '=', payment.id)
        .where('sales_invoice_id', '=', id)
        .executeTakeFirstOrThrow();
      await cancelPaymentIn(trx, auth, payment, UNDONE_MATCH);
      const invoice = await lockReceivable(trx, auth.org, id);
      if (invoice)
        await this.record(trx, auth, invoice, { amount: made.amount, on: made.booked_on }, false, {
          before: new Decimal(invoice.paid_amount).plus(paid).toFixed(2),
          after: new Decimal(invoice.paid_amount).toFixed(2),
        });
    });
    return this.one(auth, id);
  }

  /**
   * Settles a payment recorded by hand by the match of the bank line that
   * brought its money, in full; the same match again changes nothing.
   */
  async settlePayment(
    auth: AccessClaims,
    id: string,
    reconciliationId: string,
    body: SettlementBody,
  ): Promise<ReceivableResponse> {
    await this.byMatch(auth, 'settle', async (trx) => {
      const payment = await lockedManualPayment(trx, auth, id);
      if (payment.settled_by === reconciliationId) return;
      if (payment.status === 'CANCELLED' || payment.settlement_status !== 'PENDING')
        throw errors.paymentNotOpen();
      if (payment.method === 'CASH') throw errors.paymentNotOpen();
      if (!new Decimal(body.amount).eq(payment.amount))
        throw serviceError(definitions.paymentInFull, undefined, {
          number: payment.number,
          amount: payment.amount,
          currency: payment.currency,
        });
      await this.settleMove(trx, auth, payment, { on: body.bookedOn, by: reconciliationId });
    });
    return this.onePayment(auth, id);
  }

  /** Takes back the settlement of a payment recorded by hand by a match; another match's, or none, changes nothing. */
  async unsettlePayment(
    auth: AccessClaims,
    id: string,
    reconciliationId: string,
  ): Promise<ReceivableResponse> {
    await this.byMatch(auth, 'unsettle', async (trx) => {
      const payment = await lockedManualPayment(trx, auth, id);
      if (payment.settled_by !== reconciliationId) return;
      await this.settleMove(trx, auth, payment, null);
    });
    return this.onePayment(auth, id);
  }

  /** Runs a match's settling (`settle`) or its taking back (`unsettle`) in one transaction, for a caller who may. */
  private async byMatch(
    auth: AccessClaims,
    way: keyof typeof MATCH_PERMISSIONS,
    change: (trx: Transaction<InvoicingDatabase>) => Promise<void>,
  ): Promise<void> {
    requireOneOf(auth, MATCH_PERMISSIONS[way]);
    await this.db.transaction().execute(change);
  }

  private async one(auth: AccessClaims, id: string): Promise<ReceivableResponse> {
    const [row] = await receivablesByIds(this.db, auth.org, [id]);
    if (!row) throw errors.notFound();
    return toReceivable(row);
  }

  private async onePayment(auth: AccessClaims, id: string): Promise<ReceivableResponse> {
    const [row] = await receivablePaymentsByIds(this.db, auth.org, [id]);
    if (!row) throw errors.paymentNotFound();
    return toReceivable(row);
  }

  /** A payment settled by a bank line (`settled`), or settled no more (null): revision, activity, live update. */
  private async settleMove(
    trx: Transaction<InvoicingDatabase>,
    auth: AccessClaims,
    payment: InvoicePaymentRow,
    settled: { on: string; by: string } | null,
  ): Promise<void> {
    await trx
      .updateTable('invoice_payments')
      .set({
        settlement_status: settled ? 'SETTLED' : 'PENDING',
        settled_on: settled?.on ?? null,
        settled_by: settled?.by ?? null,
        updated_at: new Date(),
        version: payment.version + 1,
      })
      .where('id', '=', payment.id)
      .execute();
    const changes = [
      {
        field: 'settlementStatus',
        before: payment.settlement_status,
        after: settled ? 'SETTLED' : 'PENDING',
      },
    ];
    const date = { date: settled?.on ?? payment.settled_on ?? payment.payment_date };
    await recordPaymentChange(trx, auth.org, auth, payment.id, {
      revision: settled ? 'settle' : 'unsettle',
      description: settled
        ? describeActivity('INVOICE_PAYMENT_SETTLED', { number: payment.number, date })
        : describeActivity('INVOICE_PAYMENT_SETTLEMENT_REMOVED', { number: payment.number, date }),
      changes,
    });
    await publishPayment(trx, auth.org, payment.id, settled ? 'SETTLED' : 'UNSETTLED', []);
  }

  /** The invoice's revision (its paid amount before and after), activity and live update for a settlement made (or taken back). */
  private async record(
    trx: Transaction<InvoicingDatabase>,
    auth: AccessClaims,
    invoice: Locked,
    settlement: { amount: string; on: string },
    made: boolean,
    paid: { before: string; after: string },
  ): Promise<void> {
    const changes = [{ field: 'paidAmount', ...paid }];
    await recordRevision(
      trx,
      { organizationId: auth.org, documentType: 'SALES_INVOICE', documentId: invoice.id },
      { action: made ? 'settle' : 'unsettle', actorId: auth.sub, changes },
    );
    const values = {
      number: invoice.number ?? '',
      amount: { amount: settlement.amount, currency: invoice.currency },
      date: { date: settlement.on },
    };
    await recordActivityBy(trx, auth, {
      entity: 'SALES_INVOICE',
      entityId: invoice.id,
      action: 'UPDATED',
      description: made
        ? describeActivity('SALES_INVOICE_SETTLED', values)
        : describeActivity('SALES_INVOICE_SETTLEMENT_REMOVED', values),
      changes,
    });
    const db = trx;
    await publishEvent(db, {
      type: 'sales-invoice.changed',
      organizationId: auth.org,
      subjectId: invoice.id,
      permission: 'invoices:read',
      change: made ? 'SETTLED' : 'UNSETTLED',
    });
  }
}

/** Why a payment made of a bank credit was cancelled: the match that made it was undone in reconciliation. */
const UNDONE_MATCH = 'Its bank line’s match was undone in reconciliation.';

/** A payment recorded by hand, of the organisation, under its lock; not found otherwise. */
async function lockedManualPayment(
  trx: Transaction<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
): Promise<InvoicePaymentRow> {
  const payment = await lockPayment(trx, auth.org, id);
  if (!payment || payment.source !== 'MANUAL') throw errors.paymentNotFound();
  return payment;
}

type Rows = Parameters<typeof toReceivable>[0][];

/** Receivables by id, or a page of the open ones, as the list answers them. */
async function listed(
  auth: AccessClaims,
  query: ReceivableListQuery,
  read: { byIds: (ids: string[]) => Promise<Rows>; open: (after?: string) => Promise<Rows> },
): Promise<ReceivableListResponse> {
  requirePermission(auth, 'reconciliation:read');
  if (query.ids) return { items: (await read.byIds(query.ids)).map(toReceivable), hasMore: false };
  const rows = await read.open(query.after);
  return {
    items: rows.slice(0, MAX_RECEIVABLES_PAGE).map(toReceivable),
    hasMore: rows.length > MAX_RECEIVABLES_PAGE,
  };
}

/** A refusal naming the invoice by its number. */
const refusal = (definition: (typeof definitions)[keyof typeof definitions], invoice: Locked) =>
  serviceError(definition, undefined, { number: invoice.number ?? '' });
