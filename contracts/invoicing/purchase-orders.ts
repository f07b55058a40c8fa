import { Type, type Static } from 'typebox';
import { money, type ActivityMoney, areaActivity } from '../common/activity-text.js';
import { LiteralUnion } from '../common/literal-union.js';
import { CURRENCIES } from '../treasury/bank-account-values.js';
import { defineErrors } from '../common/errors.js';
import {
  BatchIdsQuery,
  BatchOf,
  DateString,
  ForwardPageQuery,
  ListPageOf,
  Nullable,
  UuidString,
  SyncPageQuery,
} from '../common/schemas.js';
import {
  ApprovedOrderStatus,
  approvedOrderRecordFields,
  orderBodyFields,
  DocumentLineResponse,
  DocumentTotalsResponse,
  LineKind,
  MAX_DOCUMENT_LINES,
  OrderFulfillmentStatus,
  TaxCode,
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
    ...SyncPageQuery,
  },
  { additionalProperties: false },
);
export type PurchaseOrderListQuery = Static<typeof PurchaseOrderListQuery>;

export const PurchaseOrderListResponse = ListPageOf(PurchaseOrderResponse);
export type PurchaseOrderListResponse = Static<typeof PurchaseOrderListResponse>;

/**
 * What a treasury bill bills of a purchase order (`POST
 * /purchase-orders/{id}/billings`, asked by the treasury on the member's
 * behalf when it makes the bill): its lines, or, left out, what is received
 * and not billed yet of every line (Odoo's bill control on received
 * quantities: `qty_to_invoice = qty_received - qty_invoiced`,
 * addons/purchase/models/purchase_order_line.py `_compute_qty_invoiced`).
 */
export const PurchaseOrderBillingBody = Type.Object(
  {
    billId: UuidString('The treasury’s bill these lines are recorded for: once per bill.'),
    billNumber: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 100,
          description:
            'The supplier’s number of the bill, if it has one: a goods receipt’s refused cancel names it.',
        }),
      ),
    ),
    billDate: Type.Optional(
      DateString('The bill’s date: a refused cancel names it when the bill has no number.'),
    ),
    lines: Type.Optional(
      Type.Array(
        Type.Object(
          {
            orderLine: Type.Integer({ minimum: 1, description: 'The order line’s position.' }),
            quantity: Type.String({ maxLength: 24, description: 'More than 0, four decimals.' }),
            unitPrice: Type.Optional(
              Type.String({
                maxLength: 22,
                description: 'The supplier’s price before tax; the order’s when left out.',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        { maxItems: MAX_DOCUMENT_LINES },
      ),
    ),
  },
  { additionalProperties: false },
);
export type PurchaseOrderBillingBody = Static<typeof PurchaseOrderBillingBody>;

/** A bill's line as the order's kernel figures it, beside what the order and its receipts say of the same line. */
export const PurchaseOrderBilledLine = Type.Object({
  orderLine: Type.Integer(),
  product: Type.String(),
  description: Nullable(Type.String()),
  kind: LineKind,
  unit: Type.String(),
  taxCode: TaxCode,
  quantity: Type.String({ description: 'Billed by this bill; four decimals.' }),
  unitPrice: Type.String({ description: 'The bill’s price before tax.' }),
  orderedUnitPrice: Type.String({ description: 'The order’s price before tax.' }),
  ordered: Type.String({ description: 'Four decimals.' }),
  received: Type.String({ description: 'By goods receipts not cancelled; four decimals.' }),
  billedBefore: Type.String({ description: 'By the other bills not cancelled; four decimals.' }),
  amount: Type.String(),
  discount: Type.String({ description: 'The order line’s discount, in proportion.' }),
  taxBase: Type.String(),
  otherTaxBase: Type.String(),
  vat: Type.String(),
  total: Type.String(),
  quantityDifference: Type.Boolean({
    description:
      'With this bill, more is billed than was received, beyond the organisation’s quantity tolerance.',
  }),
  priceDifference: Type.Boolean({
    description: 'The bill’s price is above the order’s beyond the organisation’s price tolerance.',
  }),
});
export type PurchaseOrderBilledLine = Static<typeof PurchaseOrderBilledLine>;

export const PurchaseOrderBillingResponse = Type.Object({
  purchaseOrder: Type.Object({
    id: Type.String({ format: 'uuid' }),
    number: Type.String(),
    supplierId: Type.String({ format: 'uuid' }),
    currency: PurchaseOrderCurrency,
  }),
  lines: Type.Array(PurchaseOrderBilledLine),
  totals: DocumentTotalsResponse,
  tolerance: Type.Object({
    quantity: Type.String({ description: 'Percent.' }),
    price: Type.String({ description: 'Percent.' }),
  }),
});
export type PurchaseOrderBillingResponse = Static<typeof PurchaseOrderBillingResponse>;

/**
 * Treasury bills whose three-way match is read as it stands now (`GET
 * /purchase-orders/bill-matches`, asked by the treasury when it answers a
 * page of bills, on the member's behalf, repeating `ids`): one request per
 * page, not per bill.
 */
export const BillMatchesQuery = BatchIdsQuery;
export type BillMatchesQuery = Static<typeof BillMatchesQuery>;

/** A bill's line beside what the order's receipts and the bills made before it say of it now, flagged beyond today's tolerances. */
export const BillMatchLine = Type.Pick(PurchaseOrderBilledLine, [
  'orderLine',
  'received',
  'billedBefore',
  'quantityDifference',
  'priceDifference',
]);
export type BillMatchLine = Static<typeof BillMatchLine>;

/** The bills recorded against the organisation's orders and not cancelled, each with its lines' match; others are left out. */
export const BillMatchesResponse = BatchOf(
  Type.Object({
    billId: UuidString('The treasury’s bill.'),
    lines: Type.Array(BillMatchLine),
  }),
);
export type BillMatchesResponse = Static<typeof BillMatchesResponse>;

export const PurchaseOrderBillingParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  billId: Type.String({ format: 'uuid' }),
});

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
  notBillable: {
    status: 409,
    code: 'U-INV-PO-4',
    message: 'A bill is made only from an approved purchase order: open or closed.',
    field: 'purchaseOrderId',
  },
  // ERPNext's "Over Billing Allowance (%)" (Accounts Settings `over_billing_allowance`): the percentage a bill may go
  // past what was ordered; beyond it, billing is refused.
  overBilled: {
    status: 409,
    code: 'U-INV-PO-5',
    message:
      'Line {line}: this is more than is left to bill of the order line: {billable} of {ordered} ordered, with the organisation’s tolerance.',
  },
  nothingToBill: {
    status: 409,
    code: 'U-INV-PO-6',
    message:
      'Nothing received of this purchase order is left to bill. Record its goods receipts first, or name the lines to bill.',
    field: 'purchaseOrderId',
  },
  billRecorded: {
    status: 409,
    code: 'U-INV-PO-7',
    message: 'This bill is already recorded against the purchase order.',
    field: 'billId',
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
