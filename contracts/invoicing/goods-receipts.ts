import { Type, type Static } from 'typebox';
import { areaActivity } from '../common/activity-text.js';
import { defineErrors } from '../common/errors.js';
import { Nullable, UuidString } from '../common/schemas.js';
import {
  DocumentDecision,
  DocumentLineResponse,
  DocumentTotalsResponse,
  MAX_DOCUMENT_LINES,
} from './documents.js';
import { LiteralUnion } from '../common/literal-union.js';

export { IdParams } from '../common/schemas.js';

/**
 * Goods receipts: what arrived of an open order, line by line, numbered when
 * recorded (`GR/2026/11/0001`): what the buyer received of a sales order, or
 * what the organisation received from a supplier of a purchase order. A
 * receipt may take part of an order; receipts together never take more of a
 * line than was ordered. Each receipt line is the order line's product, price
 * and tax at the quantity received, its discount the order line's in
 * proportion (the receipt that completes a line takes what is left of it, so
 * that a line's receipts add up to it to the sen). The order's fulfillment
 * status follows from its receipts. A receipt is cancelled with a reason, and
 * its quantities can then be received again. Reading or recording a receipt is
 * reading or managing its order (`sales-orders:*` or `purchase-orders:*`).
 */
export const GOODS_RECEIPT_STATUSES = ['RECEIVED', 'CANCELLED'] as const;
export type GoodsReceiptStatus = (typeof GOODS_RECEIPT_STATUSES)[number];
export const GoodsReceiptStatus = LiteralUnion(GOODS_RECEIPT_STATUSES, {
  description: 'RECEIVED, or CANCELLED (final: its quantities can be received again).',
});

export const GoodsReceiptCreateBody = Type.Object(
  {
    salesOrderId: Type.Optional(UuidString('An open sales order (or `purchaseOrderId`).')),
    purchaseOrderId: Type.Optional(UuidString('An open purchase order (or `salesOrderId`).')),
    receivedDate: Type.String({
      format: 'date',
      description:
        'Not before the order date (U-INV-GR-4) and not after today in Jakarta (U-INV-GR-9).',
    }),
    notes: Type.Optional(Type.String({ maxLength: 2000 })),
    lines: Type.Array(
      Type.Object(
        {
          orderLine: Type.Integer({
            minimum: 1,
            description: 'The order line’s position (1, 2, …).',
          }),
          quantity: Type.String({
            maxLength: 24,
            description:
              'More than 0, at most four decimals, at most what is left to receive of the line.',
          }),
        },
        { additionalProperties: false },
      ),
      { maxItems: MAX_DOCUMENT_LINES },
    ),
  },
  { additionalProperties: false },
);
export type GoodsReceiptCreateBody = Static<typeof GoodsReceiptCreateBody>;

export const GoodsReceiptResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  number: Type.String({ description: '`GR/2026/11/0001`.' }),
  salesOrder: Nullable(
    Type.Object({ id: Type.String({ format: 'uuid' }), number: Type.String() }),
    { description: 'The sales order it received, or null for a purchase order’s receipt.' },
  ),
  purchaseOrder: Nullable(
    Type.Object({ id: Type.String({ format: 'uuid' }), number: Type.String() }),
    { description: 'The purchase order it received, or null for a sales order’s receipt.' },
  ),
  customer: Nullable(Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }), {
    description: 'The sales order’s buyer.',
  }),
  supplier: Nullable(Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }), {
    description: 'The purchase order’s supplier (a treasury counterparty).',
  }),
  receivedDate: Type.String({ format: 'date' }),
  currency: Type.String(),
  status: GoodsReceiptStatus,
  invoiced: Type.Boolean({ description: 'Whether an invoice that is not cancelled bills it.' }),
  notes: Nullable(Type.String()),
  lines: Type.Array(
    Type.Intersect([
      DocumentLineResponse,
      Type.Object({ orderLine: Type.Integer({ description: 'The order line it received.' }) }),
    ]),
  ),
  totals: DocumentTotalsResponse,
  cancellation: Nullable(DocumentDecision),
  actions: Type.Array(Type.String(), {
    description: 'What the caller may do with it now: cancel.',
  }),
  createdBy: Type.String({ format: 'uuid' }),
  createdAt: Type.String({ format: 'date-time' }),
  version: Type.Integer(),
});
export type GoodsReceiptResponse = Static<typeof GoodsReceiptResponse>;

/** What is received of each line of an order: ordered, received by receipts not cancelled, and left. */
export const OrderLineReceiptResponse = Type.Object({
  position: Type.Integer(),
  ordered: Type.String({ description: 'Four decimals.' }),
  received: Type.String({ description: 'Four decimals.' }),
  remaining: Type.String({ description: 'Four decimals.' }),
});
export type OrderLineReceiptResponse = Static<typeof OrderLineReceiptResponse>;

export const GoodsReceiptListQuery = Type.Object(
  {
    salesOrderId: Type.Optional(Type.String({ format: 'uuid' })),
    purchaseOrderId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type GoodsReceiptListQuery = Static<typeof GoodsReceiptListQuery>;

export const GoodsReceiptListResponse = Type.Object({
  items: Type.Array(GoodsReceiptResponse),
  lines: Type.Array(OrderLineReceiptResponse),
});
export type GoodsReceiptListResponse = Static<typeof GoodsReceiptListResponse>;

export const goodsReceiptErrors = defineErrors({
  notFound: { status: 404, code: 'U-INV-GR-1', message: 'Goods receipt not found.' },
  orderNotOpen: {
    status: 409,
    code: 'U-INV-GR-2',
    message: 'Goods are received only against an open order.',
    field: 'salesOrderId',
  },
  orderPendingApproval: {
    status: 409,
    code: 'U-INV-GR-8',
    message: 'The order is waiting for approval: goods are received once it is approved.',
    field: 'purchaseOrderId',
  },
  overOrdered: {
    status: 409,
    code: 'U-INV-GR-3',
    message: 'Line {line}: only {remaining} of {ordered} are left to receive.',
  },
  beforeOrder: {
    status: 400,
    code: 'U-INV-GR-4',
    message: 'The received date cannot be before the order date.',
    field: 'receivedDate',
  },
  invoiced: {
    status: 409,
    code: 'U-INV-GR-5',
    message: 'This receipt is billed by an invoice: cancel the invoice first.',
  },
  orderClosed: {
    status: 409,
    code: 'U-INV-GR-7',
    message: 'The order is closed or cancelled: its receipts change no more.',
  },
  oneOrder: {
    status: 400,
    code: 'U-INV-GR-6',
    message:
      'Name the one order the goods were received against: a sales order or a purchase order.',
    field: 'salesOrderId',
  },
  // A bill made from the order covers this receipt's quantity (the three-way match): cancelling it would leave the
  // bill paying for goods no receipt records. Checked under the order's row lock, which bills take too.
  billed: {
    status: 409,
    code: 'U-INV-GR-10',
    message:
      'Line {line}: what this receipt received is billed by bill {bill}. Cancel the bill first.',
  },
  billedWithoutNumber: {
    status: 409,
    code: 'U-INV-GR-11',
    message:
      'Line {line}: what this receipt received is billed by the bill of {date}. Cancel the bill first.',
  },
  futureDate: {
    status: 400,
    code: 'U-INV-GR-9',
    message: 'The received date cannot be in the future.',
    field: 'receivedDate',
  },
});

/** What goods receipts write to the activity log. */
export const GOODS_RECEIPTS_ACTIVITY = areaActivity(['GOODS_RECEIPT'], {
  GOODS_RECEIPT_CREATED: (v: { number: string; order: string; name: string }) =>
    `Goods receipt ${v.number} recorded against sales order ${v.order} for ${v.name}`,
  GOODS_RECEIPT_CANCELLED: (v: { number: string; order: string; reason: string }) =>
    `Goods receipt ${v.number} against sales order ${v.order} cancelled: ${v.reason}`,
  PURCHASE_RECEIPT_CREATED: (v: { number: string; order: string; name: string }) =>
    `Goods receipt ${v.number} recorded against purchase order ${v.order} from ${v.name}`,
  PURCHASE_RECEIPT_CANCELLED: (v: { number: string; order: string; reason: string }) =>
    `Goods receipt ${v.number} against purchase order ${v.order} cancelled: ${v.reason}`,
});
