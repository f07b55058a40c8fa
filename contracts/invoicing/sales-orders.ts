import { Type, type Static } from 'typebox';
import { money, type ActivityMoney, areaActivity } from '../common/activity-text.js';
import { defineErrors } from '../common/errors.js';
import {
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
  DraftVersion,
  OrderFulfillmentStatus,
} from './documents.js';
import type { SALES_ORDER_LIFECYCLE } from './lifecycles.js';
import { LiteralUnion } from '../common/literal-union.js';
import { SALES_ORDER_FILTERS } from './sales-order-values.js';

export { IdParams } from '../common/schemas.js';

/**
 * Sales orders (spec, Sales order): what an active buyer orders, written by
 * staff with its lines, numbered when written (the Orders settings' prefix,
 * `SO/2026/11/0001`), or kept as a DRAFT until submitted when its writer
 * asks. When the Orders settings require it, an order waits for
 * approval (PENDING_APPROVAL) before it is OPEN and can be invoiced; an order
 * is rejected or cancelled with a reason, or closed, and then changes no more.
 * An order that would take its buyer over its credit limit (its open orders
 * and unpaid invoices with it) is refused.
 */
export type SalesOrderStatus = (typeof SALES_ORDER_LIFECYCLE.statuses)[number];
export const SalesOrderStatus = Type.Union(
  [Type.Literal('DRAFT'), ...ApprovedOrderStatus().anyOf],
  {
    description:
      'DRAFT (written as a draft, until submitted), PENDING_APPROVAL (the Orders settings require approval), OPEN, REJECTED, CANCELLED or CLOSED; the last three are final.',
  },
);

/** The list's filter (sales-order-values.ts). */
export const SalesOrderFilter = LiteralUnion(SALES_ORDER_FILTERS, {
  description:
    'OPEN (waiting for approval or open), REJECTED, CANCELLED or CLOSED; every order when left out.',
});

export const SalesOrderCreateBody = Type.Object(
  {
    customerId: UuidString('An active buyer.'),
    poReference: Type.Optional(
      Type.String({ maxLength: 100, description: 'The buyer’s purchase order number.' }),
    ),
    orderDate: Type.String({ format: 'date' }),
    requiredDate: Type.Optional(DateString('When the buyer needs it: not before the order date.')),
    currency: Type.Optional(
      LiteralUnion(['IDR', 'USD', 'SGD'], {
        description:
          'The currency its prices and amounts are in, and its invoices’ (their PPN converted to rupiah at the kurs pajak when issued): IDR, USD or SGD. The buyer’s currency when left out.',
      }),
    ),
    ...orderBodyFields(),
    draft: Type.Optional(
      Type.Boolean({
        description:
          'Write it as a DRAFT, submitted later (`POST /sales-orders/:id/submit`): it reserves none of the buyer’s credit until then. Submitted at once when left out or false.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SalesOrderCreateBody = Static<typeof SalesOrderCreateBody>;

/**
 * A draft order's edit, on the version it was read at: the fields given
 * change (an empty text clears it), checked as at writing; its lines, given
 * whole with their discount and whether their prices include PPN, are read
 * and figured again as at writing. Its buyer and currency stay.
 */
export const SalesOrderDraftBody = Type.Object(
  {
    version: DraftVersion(),
    ...Type.Partial(
      Type.Pick(SalesOrderCreateBody, [
        'poReference',
        'orderDate',
        'requiredDate',
        'notes',
        'pricesIncludeTax',
        'documentDiscount',
        'lines',
      ]),
    ).properties,
  },
  { additionalProperties: false },
);
export type SalesOrderDraftBody = Static<typeof SalesOrderDraftBody>;

export const SalesOrderResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  number: Type.String({ description: '`SO/2026/11/0001`.' }),
  customer: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }),
  poReference: Nullable(Type.String()),
  orderDate: Type.String({ format: 'date' }),
  requiredDate: Nullable(Type.String({ format: 'date' })),
  currency: Type.String(),
  status: SalesOrderStatus,
  fulfillmentStatus: OrderFulfillmentStatus,
  paymentStatus: Type.Union(
    [Type.Literal('UNPAID'), Type.Literal('PARTIALLY_PAID'), Type.Literal('PAID')],
    { description: 'From its invoices’ payments.' },
  ),
  notes: Nullable(Type.String()),
  lines: Type.Array(DocumentLineResponse),
  lineProgress: Type.Array(
    Type.Object({
      position: Type.Integer(),
      ordered: Type.String({ description: 'Four decimals.' }),
      received: Type.String({ description: 'By goods receipts not cancelled; four decimals.' }),
      invoiced: Type.String({
        description: 'By invoices not cancelled, from its lines or its receipts; four decimals.',
      }),
    }),
    { description: 'How far each line has come: ordered, received and invoiced.' },
  ),
  ...approvedOrderRecordFields(
    'What the caller may do with it now: approve, reject, cancel, close.',
  ),
});
export type SalesOrderResponse = Static<typeof SalesOrderResponse>;

export const SalesOrderListQuery = Type.Object(
  {
    status: Type.Optional(SalesOrderFilter),
    customerId: Type.Optional(Type.String({ format: 'uuid' })),
    ...ForwardPageQuery,
    ...SyncPageQuery,
  },
  { additionalProperties: false },
);
export type SalesOrderListQuery = Static<typeof SalesOrderListQuery>;

export const SalesOrderListResponse = ListPageOf(SalesOrderResponse);
export type SalesOrderListResponse = Static<typeof SalesOrderListResponse>;

export const salesOrderErrors = defineErrors({
  notFound: { status: 404, code: 'U-INV-SO-1', message: 'Sales order not found.' },
  customerNotActive: {
    status: 400,
    code: 'U-INV-SO-2',
    message: 'Choose an active buyer.',
    field: 'customerId',
  },
  requiredBeforeOrder: {
    status: 400,
    code: 'U-INV-SO-3',
    message: 'The required date cannot be before the order date.',
    field: 'requiredDate',
  },
  creditLimitExceeded: {
    status: 409,
    code: 'U-INV-SO-4',
    message:
      'This order would take {customer} over its credit limit of {limit}: its open orders and unpaid invoices less its credit, with this one, come to {exposure}, {over} over.',
    field: 'lines',
  },
  creditLimitCurrency: {
    status: 409,
    code: 'U-INV-SO-10',
    message:
      '{customer}’s credit limit is in {limitCurrency}: an order in {orderCurrency} cannot be checked against it. Order in {limitCurrency}, or change the buyer’s terms to no limit.',
    field: 'currency',
  },
  notDraft: {
    status: 409,
    code: 'U-INV-SO-20',
    message: 'Only a draft order is edited: once submitted, it changes by its moves alone.',
  },
  versionConflict: {
    status: 409,
    code: 'U-INV-SO-21',
    message: 'Someone changed this order meanwhile. Reload it and make your change again.',
    field: 'version',
  },
  linesRequired: {
    status: 400,
    code: 'U-INV-SO-22',
    message:
      'Give the order’s lines with its discount and whether its prices include PPN: they are figured together.',
    field: 'lines',
  },
});

/** What sales orders write to the activity log. */
export const SALES_ORDERS_ACTIVITY = areaActivity(['SALES_ORDER'], {
  SALES_ORDER_CREATED: (v: { number: string; name: string; amount: ActivityMoney }) =>
    `Sales order ${v.number} for ${v.name} created: ${money(v.amount)}`,
  SALES_ORDER_REVISED: (v: { number: string; name: string }) =>
    `Draft sales order ${v.number} for ${v.name} edited`,
  SALES_ORDER_SUBMITTED: (v: { number: string; name: string }) =>
    `Sales order ${v.number} for ${v.name} submitted`,
  SALES_ORDER_APPROVED: (v: { number: string; name: string }) =>
    `Sales order ${v.number} for ${v.name} approved`,
  SALES_ORDER_REJECTED: (v: { number: string; name: string; reason: string }) =>
    `Sales order ${v.number} for ${v.name} rejected: ${v.reason}`,
  SALES_ORDER_CANCELLED: (v: { number: string; name: string; reason: string }) =>
    `Sales order ${v.number} for ${v.name} cancelled: ${v.reason}`,
  SALES_ORDER_CLOSED: (v: { number: string; name: string }) =>
    `Sales order ${v.number} for ${v.name} closed`,
});
