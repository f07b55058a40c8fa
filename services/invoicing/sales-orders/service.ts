import Decimal from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_NUMBER_PREFIXES } from '../../../contracts/invoicing/documents.js';
import type {
  SalesOrderCreateBody,
  SalesOrderListQuery,
  SalesOrderResponse,
} from '../../../contracts/invoicing/sales-orders.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import { describeActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { serviceError } from '../../kit/errors.js';
import { publishEvent } from '../../kit/events.js';
import type { InvoicingDatabase } from '../db-types.js';
import { createNumberedDocument } from '../documents/creation.js';
import { respondingWithOffers } from '../documents/four-eyes.js';
import { readLines, totalsColumns } from '../documents/lines.js';
import { MovingDocumentReader } from '../documents/reading.js';
import type { MoveOf } from '../documents/runner.js';
import { creditOf } from '../invoice-payments/repository.js';
import { salesOrderDefinitions, salesOrderErrors } from './errors.js';
import { SALES_ORDER_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';

type SalesOrderMove = MoveOf<typeof SALES_ORDER_LIFECYCLE, SalesOrderRow>;
import {
  filteredOrders,
  lockCustomer,
  creditExposure,
  orders,
  toResponses,
  type SalesOrderRow,
} from './repository.js';

const errors = salesOrderErrors;

/** An amount as a person reads it in an error: `IDR 50,000,000.00`. */

/**
 * Sales orders: written for an active buyer with their lines, numbered in the
 * transaction that writes them, checked against the buyer's credit limit, and
 * moved through their lifecycle (./lifecycle.ts) the way every document moves:
 * lock, check, move, revision, activity, event.
 */
export class SalesOrderService extends MovingDocumentReader<
  typeof SALES_ORDER_LIFECYCLE,
  SalesOrderRow,
  SalesOrderResponse,
  SalesOrderListQuery
> {
  constructor(
    db: Kysely<InvoicingDatabase>,
    private readonly deps: { account: AccountClient },
  ) {
    super(
      db,
      {
        documentType: 'SALES_ORDER',
        permission: 'sales-orders:read',
        alias: 'o',
        table: 'sales_orders',
        rows: orders,
        filtered: filteredOrders,
        respond: respondingWithOffers(
          SALES_ORDER_LIFECYCLE,
          deps.account,
          (rows: readonly SalesOrderRow[], actionsOf) => toResponses(db, rows, actionsOf),
        ),
        notFound: errors.notFound,
      },
      { moves: SALES_ORDER_MOVES, account: deps.account },
    );
  }

  /**
   * Writes an order for an active buyer, numbered with the Orders settings'
   * prefix, waiting for approval when those settings ask for it. The buyer is
   * locked while their credit is counted, so that orders written at once for
   * one buyer cannot together take it over its limit.
   */
  async create(
    auth: AccessClaims,
    caller: OnBehalfOf,
    body: SalesOrderCreateBody,
  ): Promise<SalesOrderResponse> {
    requirePermission(auth, 'sales-orders:manage');
    const read = readLines(body);
    if (body.requiredDate && body.requiredDate < body.orderDate) throw errors.requiredBeforeOrder();
    const { orders } = await this.deps.account.settings(caller);
    const id = await this.db.transaction().execute(async (trx) => {
      const customer = await lockCustomer(trx, auth.org, body.customerId);
      if (!customer || customer.status !== 'ACTIVE') throw errors.customerNotActive();
      const currency = body.currency ?? customer.currency;
      await this.checkCredit(trx, auth, customer, { amount: read.totals.grandTotal, currency });
      const { id } = await createNumberedDocument(trx, auth, {
        documentType: 'SALES_ORDER',
        date: body.orderDate,
        prefix: orders.salesOrderNumberPrefix || DEFAULT_NUMBER_PREFIXES.SALES_ORDER,
        read,
        insert: (number) =>
          trx
            .insertInto('sales_orders')
            .values({
              organization_id: auth.org,
              number,
              customer_id: customer.id,
              po_reference: body.poReference?.trim() || null,
              order_date: body.orderDate,
              required_date: body.requiredDate ?? null,
              currency,
              status: orders.salesOrderApprovalRequired ? 'PENDING_APPROVAL' : 'OPEN',
              notes: body.notes?.trim() || null,
              document_discount: read.documentDiscount,
              ...totalsColumns(read.totals),
              created_by: auth.sub,
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        describe: (number) =>
          describeActivity('SALES_ORDER_CREATED', {
            number,
            name: customer.name,
            amount: { amount: read.totals.grandTotal, currency },
          }),
      });
      await publishEvent(trx, {
        type: 'sales-order.changed',
        organizationId: auth.org,
        subjectId: id,
        permission: 'sales-orders:read',
        change: 'CREATED',
      });
      return id;
    });
    return this.get(auth, id, caller);
  }

  /**
   * Refuses an order that would take its buyer over its credit limit: its
   * orders and unpaid invoices with this one, less its credit in the limit's
   * currency (what its open payments have not allocated and its open credit
   * memos have not applied: owed back to it, as Odoo's partner credit nets
   * them from the receivable). Only amounts in the limit's currency count;
   * an order in another currency is refused while a limit is set, since
   * nothing here converts one into the other.
   */
  private async checkCredit(
    trx: Transaction<InvoicingDatabase>,
    auth: AccessClaims,
    customer: { id: string; name: string; credit_limit: string | null; currency: string },
    order: { amount: string; currency: string },
  ): Promise<void> {
    // A limit of 0 (or none, before approval) is no limit: the buyer's orders are not checked, as
    // Odoo checks a partner's credit only when a limit is set (addons/account/models/account_move.py,
    // `_build_credit_warning_message`: `if not partner_id.credit_limit ...: return ''`). Otherwise a
    // buyer approved without a limit could never order: every order would be over a limit of 0.
    const limit = new Decimal(customer.credit_limit ?? 0);
    if (limit.isZero()) return;
    if (order.currency !== customer.currency)
      throw serviceError(salesOrderDefinitions.creditLimitCurrency, undefined, {
        customer: customer.name,
        limitCurrency: customer.currency,
        orderCurrency: order.currency,
      });
    const owed = await creditExposure(trx, auth.org, customer.id, customer.currency);
    const credits = await creditOf(trx, auth.org, customer.id);
    const credit = credits.find((each) => each.currency === customer.currency)?.amount ?? '0';
    const exposure = new Decimal(owed).minus(credit).plus(order.amount);
    if (exposure.lte(limit)) return;
    throw serviceError(salesOrderDefinitions.creditLimitExceeded, undefined, {
      customer: customer.name,
      currency: customer.currency,
      limit: limit.toFixed(2),
      exposure: exposure.toFixed(2),
      over: exposure.minus(limit).toFixed(2),
    });
  }
}

/**
 * A sales order's moves (the runner does what every move does): the
 * lifecycle's message with its number and buyer, and its event.
 */
const SALES_ORDER_MOVES = {
  lifecycle: SALES_ORDER_LIFECYCLE,
  describe: ({ document, transition, reason }: SalesOrderMove) => {
    const values = { number: document.number, name: document.customer_name };
    return transition.message === 'SALES_ORDER_REJECTED' ||
      transition.message === 'SALES_ORDER_CANCELLED'
      ? describeActivity(transition.message, { ...values, reason })
      : describeActivity(transition.message, values);
  },
  publish: ({ trx, auth, document, transition }: SalesOrderMove) =>
    publishEvent(trx, {
      type: 'sales-order.changed',
      organizationId: auth.org,
      subjectId: document.id,
      permission: 'sales-orders:read',
      change: transition.to,
    }),
};
