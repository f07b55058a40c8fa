import { checkEach } from '../../kit/errors.js';
import type { Kysely } from 'kysely';
import {
  DEFAULT_NUMBER_PREFIXES,
  type DocumentReasonBody,
} from '../../../contracts/invoicing/documents.js';
import type {
  SalesOrderCreateBody,
  SalesOrderDraftBody,
  SalesOrderListQuery,
  SalesOrderResponse,
} from '../../../contracts/invoicing/sales-orders.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import { describeActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { publishEvent } from '../../kit/events.js';
import type { InvoicingDatabase } from '../db-types.js';
import { createNumberedDocument } from '../documents/creation.js';
import { respondingWithOffers } from '../documents/four-eyes.js';
import { readLines, totalsColumns } from '../documents/lines.js';
import { MovingDocumentReader } from '../documents/reading.js';
import { checkedMove } from '../documents/moves.js';
import type { MoveOf } from '../documents/runner.js';
import { reviseDraftOrder } from './draft.js';
import { salesOrderErrors } from './errors.js';
import { checkCredit, checkSubmission, submittedStatus } from './submission.js';
import {
  SALES_ORDER_LIFECYCLE,
  type SalesOrderAction,
} from '../../../contracts/invoicing/lifecycles.js';

type SalesOrderMove = MoveOf<typeof SALES_ORDER_LIFECYCLE, SalesOrderRow>;
import {
  filteredOrders,
  lockCustomer,
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
      { moves: salesOrderMoves(), account: deps.account },
    );
  }

  /**
   * Writes an order for an active buyer, numbered with the Orders settings'
   * prefix, waiting for approval when those settings ask for it, or a DRAFT
   * when its writer asks (`draft`: it reserves no credit until submitted).
   * The buyer is locked while their credit is counted, so that orders
   * written at once for one buyer cannot together take it over its limit.
   */
  async create(
    auth: AccessClaims,
    caller: OnBehalfOf,
    body: SalesOrderCreateBody,
  ): Promise<SalesOrderResponse> {
    requirePermission(auth, 'sales-orders:manage');
    // The lines and the dates refused together: one answer names every field at fault.
    const [read] = checkEach(
      () => readLines(body),
      () => {
        if (body.requiredDate && body.requiredDate < body.orderDate)
          throw errors.requiredBeforeOrder();
      },
    );
    const { orders } = await this.deps.account.settings(caller);
    const id = await this.db.transaction().execute(async (trx) => {
      const customer = await lockCustomer(trx, auth.org, body.customerId);
      if (!customer || customer.status !== 'ACTIVE') throw errors.customerNotActive();
      const currency = body.currency ?? customer.currency;
      if (!body.draft)
        await checkCredit(trx, auth, customer, { amount: read.totals.grandTotal, currency });
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
              status: body.draft ? 'DRAFT' : submittedStatus(orders.salesOrderApprovalRequired),
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

  /** Edits a draft order on the version it was read at (./draft.ts), and answers it as it now stands. */
  reviseDraft(
    auth: AccessClaims,
    caller: OnBehalfOf,
    id: string,
    body: SalesOrderDraftBody,
  ): Promise<SalesOrderResponse> {
    return reviseDraftOrder(this.db, auth, id, body).then(() => this.get(auth, id, caller));
  }

  /**
   * Moves an order as its lifecycle allows (the runner does what every move
   * does); a draft's submission reads the Orders settings first, for where it
   * goes (./submission.ts).
   */
  override async move(
    auth: AccessClaims,
    caller: OnBehalfOf,
    id: string,
    action: SalesOrderAction,
    body: Partial<DocumentReasonBody> = {},
  ): Promise<SalesOrderResponse> {
    if (action !== 'submit') return super.move(auth, caller, id, action, body);
    checkedMove(SALES_ORDER_LIFECYCLE, action, auth, body);
    const { orders } = await this.deps.account.settings(caller);
    const moves = salesOrderMoves(orders.salesOrderApprovalRequired);
    const controls = () => this.deps.account.settings(caller);
    await this.runMove(moves, { auth, id, action, body, controls });
    return this.get(auth, id, caller);
  }
}

/**
 * A sales order's moves (the runner does what every move does): the
 * lifecycle's message with its number and buyer, and its event; a draft's
 * submission counts its buyer's credit and goes where a new order would
 * (`approvalRequired`, the Orders settings', read for it alone).
 */
const salesOrderMoves = (approvalRequired = true) => ({
  lifecycle: SALES_ORDER_LIFECYCLE,
  describe: ({ document, transition, reason }: SalesOrderMove) => {
    const values = { number: document.number, name: document.customer_name };
    return transition.message === 'SALES_ORDER_REJECTED' ||
      transition.message === 'SALES_ORDER_CANCELLED'
      ? describeActivity(transition.message, { ...values, reason })
      : describeActivity(transition.message, values);
  },
  publish: ({ trx, auth, document, transition }: SalesOrderMove) => {
    if (transition.to === 'DRAFT') throw new Error('No move of a sales order ends in DRAFT.');
    return publishEvent(trx, {
      type: 'sales-order.changed',
      organizationId: auth.org,
      subjectId: document.id,
      permission: 'sales-orders:read',
      change: transition.to,
    });
  },
  actions: {
    submit: { check: checkSubmission, destination: () => submittedStatus(approvalRequired) },
  },
});
