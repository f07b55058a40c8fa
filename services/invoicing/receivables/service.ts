import Decimal from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
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
import {
  findSettlement,
  lockReceivable,
  openReceivables,
  receivablesByIds,
  toReceivable,
} from './repository.js';

const errors = errorsOf(definitions);

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

  async list(auth: AccessClaims, query: ReceivableListQuery): Promise<ReceivableListResponse> {
    requirePermission(auth, 'reconciliation:read');
    if (query.ids) {
      const rows = await receivablesByIds(this.db, auth.org, query.ids);
      return { items: rows.map(toReceivable), hasMore: false };
    }
    const rows = await openReceivables(this.db, auth.org, MAX_RECEIVABLES_PAGE, query.after);
    return {
      items: rows.slice(0, MAX_RECEIVABLES_PAGE).map(toReceivable),
      hasMore: rows.length > MAX_RECEIVABLES_PAGE,
    };
  }

  /** Settles `amount` of an issued invoice by a match; the same again changes nothing, another amount by the same match is refused. */
  async settle(
    auth: AccessClaims,
    id: string,
    reconciliationId: string,
    body: SettlementBody,
  ): Promise<ReceivableResponse> {
    requireOneOf(auth, ['reconciliation:reconcile', 'reconciliation:auto-reconcile']);
    const amount = new Decimal(body.amount);
    if (amount.lte(0)) throw errors.zeroAmount();
    await this.db.transaction().execute(async (trx) => {
      const { invoice, made } = await lockedWithSettlement(trx, auth, id, reconciliationId);
      if (made) {
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
      await trx
        .insertInto('receivable_settlements')
        .values({
          organization_id: auth.org,
          sales_invoice_id: id,
          reconciliation_id: reconciliationId,
          amount: amount.toFixed(2),
          booked_on: body.bookedOn,
          created_by: auth.sub,
        })
        .execute();
      await this.record(trx, auth, invoice, { amount: amount.toFixed(2), on: body.bookedOn }, true);
    });
    return this.one(auth, id);
  }

  /** Takes back what a match settled of an invoice; nothing to take back changes nothing. */
  async unsettle(
    auth: AccessClaims,
    id: string,
    reconciliationId: string,
  ): Promise<ReceivableResponse> {
    requireOneOf(auth, ['reconciliation:unreconcile', 'reconciliation:reconcile']);
    await this.db.transaction().execute(async (trx) => {
      const { invoice, made } = await lockedWithSettlement(trx, auth, id, reconciliationId);
      if (!made) return;
      await trx
        .deleteFrom('receivable_settlements')
        .where('sales_invoice_id', '=', id)
        .where('reconciliation_id', '=', reconciliationId)
        .execute();
      await this.record(trx, auth, invoice, { amount: made.amount, on: made.booked_on }, false);
    });
    return this.one(auth, id);
  }

  private async one(auth: AccessClaims, id: string): Promise<ReceivableResponse> {
    const [row] = await receivablesByIds(this.db, auth.org, [id]);
    if (!row) throw errors.notFound();
    return toReceivable(row);
  }

  /** The invoice's revision, activity and live update for a settlement made (or taken back). */
  private async record(
    trx: Transaction<InvoicingDatabase>,
    auth: AccessClaims,
    invoice: Locked,
    settlement: { amount: string; on: string },
    made: boolean,
  ): Promise<void> {
    const paid = new Decimal(invoice.paid_amount);
    const after = made ? paid.plus(settlement.amount) : paid.minus(settlement.amount);
    const changes = [{ field: 'paidAmount', before: paid.toFixed(2), after: after.toFixed(2) }];
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
    const db = trx as unknown as Kysely<unknown>;
    await publishEvent(db, {
      type: 'sales-invoice.changed',
      organizationId: auth.org,
      subjectId: invoice.id,
      permission: 'invoices:read',
      change: made ? 'SETTLED' : 'UNSETTLED',
    });
  }
}

/** The organisation's invoice under its lock, with what the match settled of it already (if anything); not found otherwise. */
async function lockedWithSettlement(
  trx: Transaction<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
  reconciliationId: string,
) {
  const invoice = await lockReceivable(trx, auth.org, id);
  if (!invoice) throw errors.notFound();
  return { invoice, made: await findSettlement(trx, id, reconciliationId) };
}

/** A refusal naming the invoice by its number. */
const refusal = (definition: (typeof definitions)[keyof typeof definitions], invoice: Locked) =>
  serviceError(definition, undefined, { number: invoice.number ?? '' });
