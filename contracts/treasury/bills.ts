import { Type, type Static, type TSchema } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors } from '../common/errors.js';
import { SearchQuery } from './list-query.js';
import {
  AmountString,
  BatchIdsQuery,
  BatchOf,
  DateString,
  EdgeOf,
  Nullable,
  ReasonBody,
  SortDirection,
  TotalledListPageOf,
  UuidString,
  UpdatedSinceQuery,
} from '../common/schemas.js';
import { Currency } from './bank-accounts.js';
import { PurchaseOrderBillingBody } from '../invoicing/purchase-orders.js';
import { OUTFLOW_CATEGORIES } from './categories.js';
import { BILL_PAYMENT_STATUSES, BILL_STATUSES } from './bill-values.js';
import {
  money,
  type ActivityMoney,
  type ActivityDate,
  areaActivity,
} from '../common/activity-text.js';

export { IdParams } from '../common/schemas.js';

/**
 * Bills (spec: date, due date, category, counterparty, amount, currency,
 * status, payment status): what the organisation owes its suppliers. A bill
 * is created, submitted and approved, or cancelled with a reason; an approved
 * bill is paid by a payment of the same amount, currency and counterparty
 * (payments/order-values.ts), and is Paid once the payment is sent or a
 * statement transaction explains it.
 */
export const BillStatus = LiteralUnion(BILL_STATUSES, {
  description:
    'CREATED (a draft its maker may change), SUBMITTED (waiting for approval), APPROVED (to be paid), CANCELLED (with a reason).',
});
export type BillStatus = Static<typeof BillStatus>;

/**
 * How far a bill is paid: UNPAID; PAYMENT_IN_PROGRESS while a payment of it
 * waits for approval, its date or the bank; PAID once that payment is sent or
 * statement transactions explain the whole amount; PARTIALLY_PAID while they
 * explain part of it.
 */
export const BillPaymentStatus = LiteralUnion(BILL_PAYMENT_STATUSES);
export type BillPaymentStatus = Static<typeof BillPaymentStatus>;

/**
 * The spending categories a bill is filed under: the outflow part of the cash
 * categories (categories.ts) that also categorise statement transactions for
 * the cash flow and group the forecast, so a bill's category is one of these,
 * never free text.
 */
export const BILL_CATEGORIES = [...OUTFLOW_CATEGORIES, 'OTHER'] as const;
export type BillCategory = (typeof BILL_CATEGORIES)[number];

/**
 * The bill's plain text fields, declared once: each is optional in the create
 * and update bodies (blank kept as null, at most `maxLength` characters), in
 * the response as stored, kept in the nullable `text` column of its name in
 * snake case (`supplierReference` in `supplier_reference`), and named in the
 * activity log's change list when an update changes it. Everything between
 * this list and the GraphQL schema follows it (services/treasury/bills,
 * bff/modules/bills); a new such field is a migration, one line here, the
 * field on `Bill` and its inputs in bff/modules/bills/schema.graphql, and one
 * entry in web/features/bills/billFields.ts with its label in the area's
 * catalogues.
 */
export const BILL_TEXT_FIELDS = {
  number: {
    maxLength: 100,
    description: 'The supplier’s invoice number, unique per counterparty.',
  },
  description: { maxLength: 500 },
} satisfies Record<string, { maxLength: number; description?: string }>;
export type BillTextField = keyof typeof BILL_TEXT_FIELDS;
/** The text fields' names in their declared order. */
export const BILL_TEXT_FIELD_NAMES = Object.keys(BILL_TEXT_FIELDS) as BillTextField[];
/** A bill's text fields' values, null when left blank. */
export type BillText = Record<BillTextField, string | null>;

/** One schema per declared text field, built by `schema` from its declaration. */
function textFieldSchemas<S extends TSchema>(
  schema: (declared: { maxLength: number; description?: string }) => S,
): Record<BillTextField, S> {
  return Object.fromEntries(
    BILL_TEXT_FIELD_NAMES.map((name) => [name, schema(BILL_TEXT_FIELDS[name])]),
  ) as Record<BillTextField, S>;
}

/**
 * A line of a bill made from a purchase order: what it bills of the order
 * line, at what price, beside what the order and its goods receipts said of
 * that line when the bill was made (the three-way match), and whether it went
 * past what was received (`quantityDifference`) or the order's price
 * (`priceDifference`) by more than the organisation's tolerance.
 */
export const BillMatchLine = Type.Object({
  position: Type.Integer(),
  orderLine: Type.Integer({ description: 'The purchase order line it bills.' }),
  product: Type.String(),
  taxCode: Type.String({ description: 'PPN, PPN_LUXURY or NO_PPN, as the order line.' }),
  quantity: Type.String({ description: 'Billed by this bill; four decimals.' }),
  unitPrice: AmountString('The bill’s price before tax.'),
  orderedUnitPrice: AmountString('The order’s price before tax.'),
  ordered: Type.String({ description: 'Four decimals.' }),
  received: Type.String({
    description:
      'By goods receipts not cancelled, as they stand when the bill is read (a receipt recorded or cancelled later shows); four decimals.',
  }),
  billedBefore: Type.String({
    description:
      'By the order’s other bills not cancelled that were made before this one, as they stand when it is read; four decimals.',
  }),
  taxBase: AmountString('Price x quantity less the order line’s discount in proportion (DPP).'),
  vat: AmountString('PPN of the line.'),
  total: AmountString('Tax base plus PPN.'),
  quantityDifference: Type.Boolean(),
  priceDifference: Type.Boolean(),
});
export type BillMatchLine = Static<typeof BillMatchLine>;

/** Whether a bill made from a purchase order matches it and its goods receipts within the tolerances. */
export const BillMatchStatus = LiteralUnion(['MATCHED', 'DIFFERENCES'], {
  description:
    'MATCHED, or DIFFERENCES when a line bills more than was received or above the order’s price beyond the organisation’s tolerance: read live, with the receipts and tolerances as they are when the bill is read.',
});

export const BillResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  ...textFieldSchemas(({ description }) =>
    Nullable(Type.String(description === undefined ? {} : { description })),
  ),
  date: DateString('The bill’s date.'),
  dueDate: DateString('When it must be paid; not before its date.'),
  category: Type.String({ description: `One of ${BILL_CATEGORIES.join(', ')}.` }),
  counterpartyId: Nullable(UuidString('The supplier; null once the counterparty was deleted.')),
  counterparty: Nullable(
    Type.Object({ id: Type.String(), alias: Type.String(), legalName: Type.String() }),
  ),
  amount: AmountString('What is owed, positive.'),
  currency: Currency,
  status: BillStatus,
  paymentStatus: BillPaymentStatus,
  paidAmount: AmountString('What statement transactions explain of it so far.'),
  payingOrder: Nullable(
    Type.Object(
      { id: Type.String({ format: 'uuid' }), status: Type.String() },
      { description: 'The payment that pays it: under way, sent, or failed and not archived.' },
    ),
  ),
  cancellation: Nullable(
    Type.Object({
      reason: Type.String(),
      by: Type.String(),
      at: Type.String({ format: 'date-time' }),
    }),
  ),
  purchaseOrder: Nullable(
    Type.Object(
      { id: Type.String({ format: 'uuid' }), number: Type.String() },
      { description: 'The purchase order the bill was made from, as it was numbered.' },
    ),
  ),
  matchStatus: Nullable(BillMatchStatus, {
    description: 'Null for a bill not made from a purchase order.',
  }),
  matchLines: Type.Array(BillMatchLine, {
    description: 'A bill made from a purchase order: its lines; empty otherwise.',
  }),
  submittedAt: Nullable(Type.String({ format: 'date-time' })),
  approvedBy: Nullable(Type.String()),
  approvedAt: Nullable(Type.String({ format: 'date-time' })),
  createdBy: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type BillResponse = Static<typeof BillResponse>;

export const BillEdge = EdgeOf(BillResponse);
export type BillEdge = Static<typeof BillEdge>;

/** The columns the bills list sorts by; the bill entered first breaks a tie. UPDATED_AT: by last change, for a sync (UpdatedSinceQuery). */
export const BillSort = LiteralUnion([
  'DUE_DATE',
  'DATE',
  'AMOUNT',
  'SUPPLIER',
  'NUMBER',
  'UPDATED_AT',
]);
export type BillSort = Static<typeof BillSort>;

export const BillListQuery = Type.Object({
  first: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  after: Type.Optional(
    Type.String({ maxLength: 500, description: 'A cursor of the same sort and direction.' }),
  ),
  /** The column the list is sorted by (DUE_DATE when left out), ascending unless `sortDirection` is DESC. */
  sort: Type.Optional(BillSort),
  sortDirection: Type.Optional(SortDirection),
  ...UpdatedSinceQuery,
  status: Type.Optional(BillStatus),
  paymentStatus: Type.Optional(BillPaymentStatus),
  counterpartyId: Type.Optional(Type.String({ format: 'uuid' })),
  dueFrom: Type.Optional(
    Type.String({ maxLength: 10, description: 'Due on or after this date (YYYY-MM-DD).' }),
  ),
  dueTo: Type.Optional(
    Type.String({ maxLength: 10, description: 'Due on or before this date (YYYY-MM-DD).' }),
  ),
  search: SearchQuery(
    'Matches the number, the description or the counterparty’s alias, case-insensitively.',
  ),
});
export type BillListQuery = Static<typeof BillListQuery>;

export const BillListResponse = TotalledListPageOf(
  BillResponse,
  'The amounts of every bill the filters keep, per currency.',
);
export type BillListResponse = Static<typeof BillListResponse>;

export const BillBatchQuery = BatchIdsQuery;
export type BillBatchQuery = Static<typeof BillBatchQuery>;
export const BillBatchResponse = BatchOf(BillResponse);
export type BillBatchResponse = Static<typeof BillBatchResponse>;

const billFields = {
  ...textFieldSchemas(({ maxLength }) => Type.Optional(Nullable(Type.String({ maxLength })))),
  date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD.' }),
  dueDate: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, not before `date`.' }),
  category: Type.String({ maxLength: 40 }),
  counterpartyId: Type.String({ format: 'uuid' }),
  amount: Type.String({
    maxLength: 25,
    description: 'Greater than zero, at most two decimals, for example `1500000.00`.',
  }),
  currency: Type.Optional(Currency),
};

/** Shape only; the rules live in the service and answer with `billErrors`. */
export const BillCreateBody = Type.Object(billFields, { additionalProperties: false });
export type BillCreateBody = Static<typeof BillCreateBody>;

/** A change while the bill is CREATED or SUBMITTED: every field again (a submitted bill goes back to CREATED). */
export const BillUpdateBody = Type.Object(billFields, { additionalProperties: false });
export type BillUpdateBody = Static<typeof BillUpdateBody>;

/**
 * A bill made from a purchase order and its goods receipts: its lines are the
 * order's (or the ones named), at the order's prices unless named, in the
 * order's currency, from its supplier; its amount is their total with PPN.
 */
export const BillFromPurchaseOrderBody = Type.Object(
  {
    purchaseOrderId: UuidString('An open or closed purchase order of the organisation.'),
    ...textFieldSchemas(({ maxLength }) => Type.Optional(Nullable(Type.String({ maxLength })))),
    date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD.' }),
    dueDate: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, not before `date`.' }),
    category: Type.String({ maxLength: 40 }),
    // What the invoicing service takes of the order's lines, passed on as it is.
    lines: PurchaseOrderBillingBody.properties.lines,
  },
  { additionalProperties: false },
);
export type BillFromPurchaseOrderBody = Static<typeof BillFromPurchaseOrderBody>;

export const BillMarkPaidBody = Type.Object(
  {
    statementTransactionId: UuidString(
      'The outgoing statement transaction that paid the bill: its open amount must equal what is left to pay.',
    ),
  },
  { additionalProperties: false },
);
export type BillMarkPaidBody = Static<typeof BillMarkPaidBody>;

export const BillReasonBody = ReasonBody;
export type BillReasonBody = ReasonBody;

/** The spec's bill errors (not found; statement already reconciled; unmatched amount; …) and the form's rules. */
export const billErrors = defineErrors({
  notFound: { status: 404, code: 'U-TRSY-BL-1', message: 'Bill not found.' },
  statusNotValid: {
    status: 409,
    code: 'U-TRSY-BL-2',
    message: 'This cannot be done in the bill’s current status.',
  },
  invalidAmount: {
    status: 400,
    code: 'U-TRSY-BL-3',
    message: 'Enter an amount greater than zero with at most two decimals.',
    field: 'amount',
  },
  invalidDate: { status: 400, code: 'U-TRSY-BL-4', message: 'Enter a valid date.', field: 'date' },
  dueBeforeDate: {
    status: 400,
    code: 'U-TRSY-BL-5',
    message: 'The due date cannot be before the bill’s date.',
    field: 'dueDate',
  },
  categoryNotValid: {
    status: 400,
    code: 'U-TRSY-BL-6',
    message: 'Choose one of the categories.',
    field: 'category',
  },
  counterpartyNotFound: {
    status: 400,
    code: 'U-TRSY-BL-7',
    message: 'Counterparty not found.',
    field: 'counterpartyId',
  },
  numberExists: {
    status: 409,
    code: 'U-TRSY-BL-8',
    message: 'This counterparty already has a bill with this number.',
    field: 'number',
  },
  reasonRequired: { status: 400, code: 'U-TRSY-BL-9', message: 'Give a reason.', field: 'reason' },
  invalidCursor: {
    status: 400,
    code: 'U-TRSY-BL-10',
    message: 'The list could not continue from that page. Please reload it.',
    field: 'after',
  },
  paidByOrder: {
    status: 409,
    code: 'U-TRSY-BL-11',
    message: 'A payment pays this bill: cancel the payment before changing or cancelling the bill.',
  },
  alreadyPaid: {
    status: 409,
    code: 'U-TRSY-BL-12',
    message:
      'Statement transactions already explain part of this bill; it can no longer be changed or cancelled.',
  },
  invalidRange: {
    status: 400,
    code: 'U-TRSY-BL-13',
    message: 'The start date must not be after the end date.',
    field: 'dueFrom',
  },
  // Marking a bill paid by the outgoing statement transaction that paid it (spec: statement already reconciled; unmatched amount
  // cannot be paid; auto-reconciliation permission needed; mutation must be debit).
  autoReconcileRequired: {
    status: 403,
    code: 'U-TRSY-BL-14',
    message: 'Marking a bill paid needs the auto-reconciliation permission.',
  },
  statementNotFound: {
    status: 404,
    code: 'U-TRSY-BL-15',
    message: 'Statement transaction not found.',
    field: 'statementTransactionId',
  },
  mustBeDebit: {
    status: 409,
    code: 'U-TRSY-BL-16',
    message: 'Only an outgoing (debit) statement transaction can pay a bill.',
    field: 'statementTransactionId',
  },
  statementReconciled: {
    status: 409,
    code: 'U-TRSY-BL-17',
    message: 'This statement transaction is already reconciled.',
    field: 'statementTransactionId',
  },
  unmatchedAmount: {
    status: 409,
    code: 'U-TRSY-BL-18',
    message:
      'The statement transaction’s amount does not match what is left to pay on the bill, so it cannot pay it.',
    field: 'statementTransactionId',
  },
  currencyMismatch: {
    status: 409,
    code: 'U-TRSY-BL-19',
    message: 'The statement transaction is in another currency than the bill.',
    field: 'statementTransactionId',
  },
  ownBill: {
    status: 409,
    code: 'U-TRSY-BL-20',
    message:
      'Another member approves this bill: you created it, and the company’s controls do not allow approving your own.',
  },
  madeFromPurchaseOrder: {
    status: 409,
    code: 'U-TRSY-BL-21',
    message:
      'This bill was made from a purchase order: its lines and amount are the order’s. Cancel it and make another instead.',
  },
  purchaseOrdersUnavailable: {
    status: 503,
    code: 'U-TRSY-BL-22',
    message: 'Purchase orders cannot be reached right now. Nothing was changed; please try again.',
  },
  supplierNotCounterparty: {
    status: 409,
    code: 'U-TRSY-BL-23',
    message: 'The purchase order’s supplier is no longer one of your counterparties.',
    field: 'purchaseOrderId',
  },
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const BILLS_ACTIVITY = areaActivity(['BILL'], {
  BILL_CREATED: (v: { amount: ActivityMoney; name: string; dueDate: ActivityDate }) =>
    `Bill of ${money(v.amount)} from ${v.name} due ${v.dueDate.date} created`,
  BILL_CHANGED: (v: { amount: ActivityMoney; name: string }) =>
    `Bill of ${money(v.amount)} from ${v.name} changed`,
  BILL_SUBMITTED: (v: { amount: ActivityMoney; name: string }) =>
    `Bill of ${money(v.amount)} from ${v.name} submitted for approval`,
  BILL_APPROVED: (v: { amount: ActivityMoney; name: string }) =>
    `Bill of ${money(v.amount)} from ${v.name} approved`,
  BILL_CANCELLED: (v: { amount: ActivityMoney; name: string; reason: string }) =>
    `Bill of ${money(v.amount)} from ${v.name} cancelled: ${v.reason}`,
  BILL_MARKED_PAID: (v: { amount: ActivityMoney; name: string; date: ActivityDate }) =>
    `Bill of ${money(v.amount)} from ${v.name} marked paid by the outgoing statement transaction of ${v.date.date}`,
});
