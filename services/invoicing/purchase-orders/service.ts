import { checkEach } from '../../kit/errors.js';
import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import { DEFAULT_NUMBER_PREFIXES } from '../../../contracts/invoicing/documents.js';
import type { OrdersSettings } from '../../../contracts/account/organizations.js';
import type {
  BillMatchesResponse,
  PurchaseOrderBillingBody,
  PurchaseOrderBillingResponse,
  PurchaseOrderCreateBody,
  PurchaseOrderListQuery,
  PurchaseOrderResponse,
} from '../../../contracts/invoicing/purchase-orders.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import { describeActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import type { EventChange } from '../../../contracts/common/events.js';
import { publishEvent } from '../../kit/events.js';
import type { InvoicingDatabase } from '../db-types.js';
import { createNumberedDocument } from '../documents/creation.js';
import { respondingWithOffers } from '../documents/four-eyes.js';
import { readLines, totalsColumns } from '../documents/lines.js';
import { MovingDocumentReader } from '../documents/reading.js';
import type { MoveOf } from '../documents/runner.js';
import { purchaseOrderErrors as errors } from './errors.js';
import { liveBillMatches, recordBilling, releaseBilling } from './billings.js';
import { PURCHASE_ORDER_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import { filteredOrders, orders, toResponses, type PurchaseOrderRow } from './repository.js';

/**
 * Purchase orders: written to a supplier with their lines, numbered in the
 * transaction that writes them (`PO/2026/11/0001`), waiting for a second
 * person's approval when the Orders settings ask for it, received against
 * with goods receipts (../goods-receipts/) once open, and approved, rejected,
 * closed or cancelled the way every document moves (./lifecycle.ts): lock,
 * check, move, revision, activity, event. The supplier is a treasury
 * counterparty the BFF has found in the caller's organisation; the order
 * keeps its name as it was.
 */
export class PurchaseOrderService extends MovingDocumentReader<
  typeof PURCHASE_ORDER_LIFECYCLE,
  PurchaseOrderRow,
  PurchaseOrderResponse,
  PurchaseOrderListQuery
> {
  constructor(
    db: Kysely<InvoicingDatabase>,
    private readonly deps: { account: AccountClient },
  ) {
    super(
      db,
      {
        documentType: 'PURCHASE_ORDER',
        permission: 'purchase-orders:read',
        alias: 'o',
        table: 'purchase_orders',
        rows: orders,
        filtered: filteredOrders,
        respond: respondingWithOffers(
          PURCHASE_ORDER_LIFECYCLE,
          deps.account,
          (rows: readonly PurchaseOrderRow[], actionsOf) => toResponses(db, rows, actionsOf),
        ),
        notFound: errors.notFound,
      },
      {
        moves: {
          lifecycle: PURCHASE_ORDER_LIFECYCLE,
          describe: describeMove,
          publish: ({ trx, auth, document, transition }) =>
            publishChange(trx, auth.org, document.id, transition.to),
        },
        account: deps.account,
      },
    );
  }

  /**
   * Writes an order to a supplier, numbered `PO/2026/11/0001` in the
   * transaction that writes it: waiting for approval when the Orders
   * settings require it (and its grand total is at or above their threshold,
   * when they set one), open otherwise.
   */
  async create(
    auth: AccessClaims,
    caller: OnBehalfOf,
    body: PurchaseOrderCreateBody,
  ): Promise<PurchaseOrderResponse> {
    requirePermission(auth, 'purchase-orders:manage');
    const supplier = { id: body.supplier.id, name: body.supplier.name.trim() };
    // The lines, the dates and the supplier refused together: one answer names every field at fault.
    const [read] = checkEach(
      () => readLines(body),
      () => {
        if (body.expectedDate && body.expectedDate < body.orderDate)
          throw errors.expectedBeforeOrder();
      },
      () => {
        if (!supplier.name) throw errors.supplierNotFound();
      },
    );
    const currency = body.currency ?? 'IDR';
    const { orders } = await this.deps.account.settings(caller);
    const id = await this.db.transaction().execute(async (trx) => {
      const { id } = await createNumberedDocument(trx, auth, {
        documentType: 'PURCHASE_ORDER',
        date: body.orderDate,
        prefix: DEFAULT_NUMBER_PREFIXES.PURCHASE_ORDER,
        read,
        insert: (number) =>
          trx
            .insertInto('purchase_orders')
            .values({
              organization_id: auth.org,
              number,
              supplier_id: supplier.id,
              supplier_name: supplier.name,
              supplier_reference: body.supplierReference?.trim() || null,
              order_date: body.orderDate,
              expected_date: body.expectedDate ?? null,
              currency,
              status: approvalRequired(orders, { amount: read.totals.grandTotal, currency })
                ? 'PENDING_APPROVAL'
                : 'OPEN',
              notes: body.notes?.trim() || null,
              document_discount: read.documentDiscount,
              ...totalsColumns(read.totals),
              created_by: auth.sub,
            })
            .returning(['id', 'currency'])
            .executeTakeFirstOrThrow(),
        describe: (number, { currency }) =>
          describeActivity('PURCHASE_ORDER_CREATED', {
            number,
            name: supplier.name,
            amount: { amount: read.totals.grandTotal, currency },
          }),
      });
      await publishChange(trx, auth.org, id, 'CREATED');
      return id;
    });
    return this.get(auth, id, caller);
  }

  /**
   * Records what a treasury bill bills of the order (./billings.ts), within
   * the organisation's three-way match tolerances (the Orders settings).
   */
  async bill(
    auth: AccessClaims,
    caller: OnBehalfOf,
    id: string,
    body: PurchaseOrderBillingBody,
  ): Promise<PurchaseOrderBillingResponse> {
    const { orders } = await this.deps.account.settings(caller);
    return recordBilling(this.db, auth, id, body, {
      quantity: orders.billQuantityTolerance,
      price: orders.billPriceTolerance,
    });
  }

  /** The three-way match of treasury bills as it stands now, by today's tolerances (./billings.ts). */
  async billMatches(
    auth: AccessClaims,
    caller: OnBehalfOf,
    billIds: readonly string[],
  ): Promise<BillMatchesResponse> {
    requirePermission(auth, 'bills:read');
    const { orders } = await this.deps.account.settings(caller);
    return liveBillMatches(this.db, auth, billIds, {
      quantity: orders.billQuantityTolerance,
      price: orders.billPriceTolerance,
    });
  }

  /** Releases what a cancelled treasury bill billed of the order. */
  async releaseBill(auth: AccessClaims, id: string, billId: string): Promise<void> {
    await releaseBilling(this.db, auth, id, billId);
  }
}

/** Publishes a purchase order's change to its readers (`purchase-orders:read`). */
async function publishChange(
  trx: Kysely<InvoicingDatabase>,
  organizationId: string,
  id: string,
  change: EventChange<'purchase-order.changed'>,
): Promise<void> {
  await publishEvent(trx, {
    type: 'purchase-order.changed',
    organizationId,
    subjectId: id,
    permission: 'purchase-orders:read',
    change,
  });
}

/**
 * Whether a new order of `grandTotal` waits for approval: the Orders settings
 * require it, for every order or, with a threshold, for those at or above it.
 * The threshold is in rupiah; an order in another currency cannot be
 * compared with it without a rate, so when approval is required such an
 * order always waits for it (the stricter reading: a threshold never lets a
 * dollar order through unseen).
 */
export function approvalRequired(
  settings: Pick<
    OrdersSettings,
    'purchaseOrderApprovalRequired' | 'purchaseOrderApprovalThreshold'
  >,
  grandTotal: { amount: string; currency: string },
): boolean {
  if (!settings.purchaseOrderApprovalRequired) return false;
  const threshold = settings.purchaseOrderApprovalThreshold;
  if (threshold === null || grandTotal.currency !== 'IDR') return true;
  return new Decimal(grandTotal.amount).gte(threshold);
}

/** A purchase order's move as its activity log describes it: the lifecycle's message with its number and supplier. */
function describeMove({
  document,
  transition,
  reason,
}: MoveOf<typeof PURCHASE_ORDER_LIFECYCLE, PurchaseOrderRow>) {
  const values = { number: document.number, name: document.supplier_name };
  return transition.message === 'PURCHASE_ORDER_CANCELLED' ||
    transition.message === 'PURCHASE_ORDER_REJECTED'
    ? describeActivity(transition.message, { ...values, reason })
    : describeActivity(transition.message, values);
}
