import { Type, type Static } from 'typebox';
import { money, type ActivityMoney, areaActivity } from '../common/activity-text.js';
import { LiteralUnion } from '../common/literal-union.js';
import { CURRENCIES } from '../treasury/bank-account-values.js';
import { defineErrors } from '../common/errors.js';
import {
  DateString,
  ForwardPageQuery,
  ListPageOf,
  Nullable,
  UuidString,
} from '../common/schemas.js';
import {
  ApprovedOrderStatus,
  approvedOrderRecordFields,
  orderBodyFields,
  DocumentLineResponse,
  OrderFulfillmentStatus,
} from './documents.js';
import type { PURCHASE_ORDER_LIFECYCLE } from './lifecycles.js';

export { IdParams } from '../common/schemas.js';

/**
 * Purchase orders (spec, Purchase orders): what the organisation orders from
 * a supplier (one of the treasury's counterparties, named as it was when the
 * order was written), with its lines, numbered when written
 * (`PO/2026/11/0001`). When the Orders settings require it (for orders at or
 * above their threshold, when they set one), an order waits for a second
 * person's approval (PENDING_APPROVAL) before it is OPEN; its author approves
 * it only when the company's self-approval control allows it. An order is
 * rejected (while it waits) or cancelled with a reason, or closed once open;
 * these are final. What arrives is recorded as goods receipts against an open
 * order (contracts/invoicing/goods-receipts.ts), never more of a line than
 * was ordered, and its fulfillment status follows from them.
 */
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_LIFECYCLE.statuses)[number];
export const PurchaseOrderStatus = ApprovedOrderStatus();

/** The currencies an order is written in (spec: IDR, USD, SGD): its lines' prices and every figure are in it. */
export const PurchaseOrderCurrency = LiteralUnion(CURRENCIES, {
  description: 'IDR, USD or SGD: every price and figure of the order is in it; IDR when left out.',
});

export const PurchaseOrderSupplier = Type.Object(
  {
    id: UuidString('The treasury counterparty.'),
    name: Type.String({ minLength: 1, maxLength: 200, description: 'Its name when ordered.' }),
  },
  { additionalProperties: false },
);

export const PurchaseOrderCreateBody = Type.Object(
  {
    supplier: PurchaseOrderSupplier,
    supplierReference: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'The supplier’s quotation or order number.',
      }),
    ),
    orderDate: Type.String({ format: 'date' }),
    expectedDate: Type.Optional(
      DateString('When the goods are expected: not before the order date.'),
    ),
    currency: Type.Optional(PurchaseOrderCurrency),
    ...orderBodyFields(),
  },
  { additionalProperties: false },
);
export type PurchaseOrderCreateBody = Static<typeof PurchaseOrderCreateBody>;

/**
 * One order line's three-way match (order, goods receipts, bills), as Odoo's
 * purchase line keeps `product_qty`, `qty_received` and `qty_invoiced` side by
 * side (odoo/odoo addons/purchase/models/purchase_order_line.py) and
 * ERPNext's Purchase Order Item `qty`, `received_qty` and `billed_amt`.
 */
export const PurchaseOrderLineMatch = Type.Object({
  position: Type.Integer({ description: 'The order line: 1, 2, …' }),
  product: Type.String(),
  unitPrice: Type.String({
    description: 'The ordered price, before tax, in the order’s currency.',
  }),
  ordered: Type.String({ description: 'Four decimals.' }),
  received: Type.String({ description: 'By goods receipts not cancelled; four decimals.' }),
  billed: Type.String({ description: 'By the treasury’s bills not cancelled; four decimals.' }),
  toBill: Type.String({
    description:
      'Received and not yet billed (never below 0): what a bill made from the order bills by default; four decimals.',
  }),
});
export type PurchaseOrderLineMatch = Static<typeof PurchaseOrderLineMatch>;

export const PurchaseOrderResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  number: Type.String({ description: '`PO/2026/11/0001`.' }),
  supplier: PurchaseOrderSupplier,
  supplierReference: Nullable(Type.String()),
  orderDate: Type.String({ format: 'date' }),
  expectedDate: Nullable(Type.String({ format: 'date' })),
  currency: PurchaseOrderCurrency,
  status: PurchaseOrderStatus,
  fulfillmentStatus: OrderFulfillmentStatus,
  notes: Nullable(Type.String()),
  lines: Type.Array(DocumentLineResponse),
  lineMatches: Type.Array(PurchaseOrderLineMatch, {
    description: 'Ordered, received and billed of each line, read at one instant.',
  }),
  ...approvedOrderRecordFields(
    'What the caller may do with it now: approve (never offered to its author unless the company allows self-approval), reject, cancel, close.',
  ),
});
export type PurchaseOrderResponse = Static<typeof PurchaseOrderResponse>;

/** The list's filter as `/purchase-order?status=`: one status. */
export const PurchaseOrderFilter = ApprovedOrderStatus(
  'PENDING_APPROVAL, OPEN, REJECTED, CANCELLED or CLOSED; every order when left out.',
);

export const PurchaseOrderListQuery = Type.Object(
  {
    status: Type.Optional(PurchaseOrderFilter),
    supplierId: Type.Optional(Type.String({ format: 'uuid' })),
    ...ForwardPageQuery,
  },
  { additionalProperties: false },
);
export type PurchaseOrderListQuery = Static<typeof PurchaseOrderListQuery>;

export const PurchaseOrderListResponse = ListPageOf(PurchaseOrderResponse);
export type PurchaseOrderListResponse = Static<typeof PurchaseOrderListResponse>;

export const purchaseOrderErrors = defineErrors({
  notFound: { status: 404, code: 'U-INV-PO-1', message: 'Purchase order not found.' },
  supplierNotFound: {
    status: 400,
    code: 'U-INV-PO-2',
    message: 'Choose an active supplier from your counterparties.',
    field: 'supplierId',
  },
  expectedBeforeOrder: {
    status: 400,
    code: 'U-INV-PO-3',
    message: 'The expected date cannot be before the order date.',
    field: 'expectedDate',
  },
});

/** What purchase orders write to the activity log. */
export const PURCHASE_ORDERS_ACTIVITY = areaActivity(['PURCHASE_ORDER'], {
  PURCHASE_ORDER_CREATED: (v: { number: string; name: string; amount: ActivityMoney }) =>
    `Purchase order ${v.number} to ${v.name} created: ${money(v.amount)}`,
  PURCHASE_ORDER_APPROVED: (v: { number: string; name: string }) =>
    `Purchase order ${v.number} to ${v.name} approved`,
  PURCHASE_ORDER_REJECTED: (v: { number: string; name: string; reason: string }) =>
    `Purchase order ${v.number} to ${v.name} rejected: ${v.reason}`,
  PURCHASE_ORDER_CANCELLED: (v: { number: string; name: string; reason: string }) =>
    `Purchase order ${v.number} to ${v.name} cancelled: ${v.reason}`,
  PURCHASE_ORDER_CLOSED: (v: { number: string; name: string }) =>
    `Purchase order ${v.number} to ${v.name} closed`,
});
