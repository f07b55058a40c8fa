import { Type, type Static } from 'typebox';
import {
  areaActivity,
  money,
  type ActivityDate,
  type ActivityMoney,
} from '../common/activity-text.js';
import { defineErrors } from '../common/errors.js';
import { DateString, Nullable, UuidString } from '../common/schemas.js';
import { LiteralUnion } from '../common/literal-union.js';
import { DocumentLineResponse, DocumentTotalsResponse, MAX_DOCUMENT_LINES } from './documents.js';
import { SalesInvoiceCreateBody } from './sales-invoices.js';
import { BILLING_CYCLES, CUSTOMER_STATUSES } from './customers.js';

export { IdParams } from '../common/schemas.js';

/**
 * Recurring invoices: a buyer's standing order invoiced on the buyer's
 * billing cycle (weekly, every two weeks or monthly: the customer's terms).
 * A template names the order, what each period invoices of its lines (as an
 * invoice written by hand takes them: the same checks and figures), the date
 * of the next period, and optionally an end date or a number of invoices.
 * Once a day a job writes each due period of an ACTIVE template as a DRAFT
 * invoice of the order, which is then submitted, approved, mailed and linked
 * as any invoice; the next date moves on by the buyer's cycle. A period is
 * invoiced once, whichever runs meet. A period that cannot be invoiced (the
 * buyer no longer active, the order closed or used up, a per-order cycle) is
 * skipped with its reason on the template, and tried again at the next run.
 * Read with `invoices:read`, written with `invoices:manage`.
 */
export const RECURRING_INVOICE_STATUSES = ['ACTIVE', 'PAUSED', 'ENDED'] as const;
export type RecurringInvoiceStatus = (typeof RECURRING_INVOICE_STATUSES)[number];

/** The most invoices a template may be limited to (ten years of monthly invoices). */
export const MAX_RECURRING_COUNT = 120;

/** The daily job that queues each organisation's run, and one organisation's run. */
export const RECURRING_INVOICES_DUE_JOB = 'recurring-invoices:due';
export const RECURRING_INVOICES_RUN_JOB = 'recurring-invoices:run';

/** What one period invoices of an order line. */
export const RecurringInvoiceLine = Type.Object(
  {
    orderLine: Type.Integer({ minimum: 1, description: 'The order line’s position (1, 2, …).' }),
    quantity: Type.String({
      maxLength: 24,
      description: 'More than 0, at most four decimals: what each period invoices of the line.',
    }),
  },
  { additionalProperties: false },
);
export type RecurringInvoiceLine = Static<typeof RecurringInvoiceLine>;

const written = SalesInvoiceCreateBody.properties;

export const RecurringInvoiceCreateBody = Type.Object(
  {
    salesOrderId: UuidString(
      'An open sales order of an active buyer whose billing cycle is weekly, every two weeks or monthly.',
    ),
    lines: Type.Array(RecurringInvoiceLine, {
      minItems: 1,
      maxItems: MAX_DOCUMENT_LINES,
      description: 'What each period invoices of the order’s lines.',
    }),
    nextDate: DateString(
      'The first period’s date: today or later, in the organisation’s time zone (its account settings’, Asia/Jakarta unless it chose another).',
    ),
    endDate: Type.Optional(
      Nullable(DateString('No period after this date; not before `nextDate`.')),
    ),
    count: Type.Optional(
      Nullable(
        Type.Integer({
          minimum: 1,
          maximum: MAX_RECURRING_COUNT,
          description: 'How many invoices in all; no limit when left out.',
        }),
      ),
    ),
    paymentTermDays: written.paymentTermDays,
    bankDetails: written.bankDetails,
    notes: written.notes,
  },
  { additionalProperties: false },
);
export type RecurringInvoiceCreateBody = Static<typeof RecurringInvoiceCreateBody>;

/** A change of a template on the version it was read at: the fields given change (an empty text clears it). */
export const RecurringInvoiceUpdateBody = Type.Object(
  {
    ...Type.Partial(Type.Omit(RecurringInvoiceCreateBody, ['salesOrderId'])).properties,
    version: Type.Integer({
      minimum: 1,
      description: 'The version the template was read at; refused when it changed meanwhile.',
    }),
  },
  { additionalProperties: false },
);

/** "Issue now": the period the caller saw as next, so that a repeated or concurrent request issues it once. */
export const RecurringInvoiceIssueBody = Type.Object(
  {
    period: DateString(
      'The template’s next date as the caller read it; refused once that period was invoiced.',
    ),
  },
  { additionalProperties: false },
);

export const RecurringInvoiceResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  customer: Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    status: LiteralUnion(CUSTOMER_STATUSES, {
      description: 'The buyer’s status now: only ACTIVE buyers are invoiced.',
    }),
    billingCycle: Nullable(
      LiteralUnion(BILLING_CYCLES, {
        description: 'The buyer’s billing cycle now: how far each period moves on.',
      }),
    ),
  }),
  salesOrder: Type.Object({
    id: Type.String({ format: 'uuid' }),
    number: Type.String(),
    status: Type.String(),
  }),
  currency: Type.String(),
  lines: Type.Array(RecurringInvoiceLine, { description: 'What each period invoices.' }),
  preview: Nullable(
    Type.Object({
      lines: Type.Array(DocumentLineResponse),
      totals: DocumentTotalsResponse,
    }),
    {
      description:
        'The next period’s invoice as it would be written now (the order’s prices, tax and discounts); null while the order cannot give it.',
    },
  ),
  nextDate: DateString('The next period to invoice.'),
  endDate: Nullable(DateString('No period after it.')),
  count: Nullable(Type.Integer({ description: 'How many invoices in all; null: no limit.' })),
  issuedCount: Type.Integer({ description: 'How many periods were invoiced.' }),
  status: LiteralUnion(RECURRING_INVOICE_STATUSES, {
    description: 'ACTIVE (the job invoices it), PAUSED, or ENDED (its end date or count reached).',
  }),
  paymentTermDays: Nullable(
    Type.Integer({ description: 'Days to pay each invoice; the buyer’s terms when null.' }),
  ),
  bankDetails: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  skipped: Nullable(
    Type.Object({
      code: Type.String({ description: 'Why: a code of U-INV-REC.' }),
      message: Type.String(),
      period: DateString('The period that was not invoiced.'),
    }),
    { description: 'Why the last run did not invoice the next period; null once it did.' },
  ),
  lastInvoice: Nullable(
    Type.Object({ id: Type.String({ format: 'uuid' }), period: Type.String({ format: 'date' }) }),
  ),
  createdAt: Type.String({ format: 'date-time' }),
  version: Type.Integer(),
});

export const RecurringInvoiceListQuery = Type.Object({
  status: Type.Optional(LiteralUnion(RECURRING_INVOICE_STATUSES, { description: 'Only these.' })),
});

export const RecurringInvoiceListResponse = Type.Object({
  items: Type.Array(RecurringInvoiceResponse, {
    description: 'The organisation’s templates, the next to run first.',
  }),
});

/** The refusals and skip reasons of recurring invoices, `U-INV-REC-n`. */
export const recurringInvoiceErrors = defineErrors({
  notFound: { status: 404, code: 'U-INV-REC-1', message: 'Recurring invoice not found.' },
  orderNotFound: {
    status: 400,
    code: 'U-INV-REC-2',
    message: 'Sales order not found.',
    field: 'salesOrderId',
  },
  orderNotOpen: {
    status: 409,
    code: 'U-INV-REC-3',
    message: 'The sales order is not open: only an open order is invoiced.',
    field: 'salesOrderId',
  },
  customerNotActive: {
    status: 409,
    code: 'U-INV-REC-4',
    message: 'The buyer is not active: only an active buyer is invoiced.',
    field: 'salesOrderId',
  },
  perOrderCycle: {
    status: 409,
    code: 'U-INV-REC-5',
    message:
      'The buyer is invoiced per order: set a weekly, two-weekly or monthly billing cycle in their terms first.',
    field: 'salesOrderId',
  },
  nextDatePast: {
    status: 400,
    code: 'U-INV-REC-6',
    message: 'The next date is today or later.',
    field: 'nextDate',
  },
  endBeforeNext: {
    status: 400,
    code: 'U-INV-REC-7',
    message: 'The end date is not before the next date.',
    field: 'endDate',
  },
  countReached: {
    status: 400,
    code: 'U-INV-REC-8',
    message: 'The number of invoices is not below the {issued} already issued.',
    field: 'count',
  },
  versionChanged: {
    status: 409,
    code: 'U-INV-REC-9',
    message: 'The recurring invoice was changed meanwhile: reload it and try again.',
    field: 'version',
  },
  notActive: {
    status: 409,
    code: 'U-INV-REC-10',
    message: 'Only an active recurring invoice is paused or issued.',
  },
  notPaused: {
    status: 409,
    code: 'U-INV-REC-11',
    message: 'Only a paused recurring invoice is resumed.',
  },
  periodIssued: {
    status: 409,
    code: 'U-INV-REC-12',
    message: 'The period of {period} was invoiced already; the next is {next}.',
    field: 'period',
  },
  orderUsedUp: {
    status: 409,
    code: 'U-INV-REC-13',
    message: 'Line {line}: only {remaining} of {ordered} is left to invoice on the order.',
  },
  ended: {
    status: 409,
    code: 'U-INV-REC-14',
    message: 'The recurring invoice has ended: its end date or number of invoices was reached.',
  },
});

/** What recurring invoices write to the activity log: on the template, each write, issue and skip. */
export const RECURRING_INVOICES_ACTIVITY = areaActivity(['RECURRING_INVOICE'], {
  RECURRING_INVOICE_CREATED: (v: { order: string; name: string; date: ActivityDate }) =>
    `Recurring invoice for sales order ${v.order} of ${v.name} set up, first on ${v.date.date}`,
  RECURRING_INVOICE_UPDATED: (v: { order: string; name: string }) =>
    `Recurring invoice for sales order ${v.order} of ${v.name} changed`,
  RECURRING_INVOICE_PAUSED: (v: { order: string; name: string }) =>
    `Recurring invoice for sales order ${v.order} of ${v.name} paused`,
  RECURRING_INVOICE_RESUMED: (v: { order: string; name: string }) =>
    `Recurring invoice for sales order ${v.order} of ${v.name} resumed`,
  RECURRING_INVOICE_DELETED: (v: { order: string; name: string }) =>
    `Recurring invoice for sales order ${v.order} of ${v.name} deleted`,
  RECURRING_INVOICE_ISSUED: (v: {
    order: string;
    name: string;
    date: ActivityDate;
    amount: ActivityMoney;
  }) =>
    `Recurring invoice for sales order ${v.order} of ${v.name}: draft of ${v.date.date} written, ${money(v.amount)}`,
  RECURRING_INVOICE_SKIPPED: (v: {
    order: string;
    name: string;
    date: ActivityDate;
    reason: string;
  }) =>
    `Recurring invoice for sales order ${v.order} of ${v.name}: period of ${v.date.date} not invoiced: ${v.reason}`,
});

export type RecurringInvoiceUpdateBody = Static<typeof RecurringInvoiceUpdateBody>;
export type RecurringInvoiceIssueBody = Static<typeof RecurringInvoiceIssueBody>;
export type RecurringInvoiceListQuery = Static<typeof RecurringInvoiceListQuery>;
export type RecurringInvoiceResponse = Static<typeof RecurringInvoiceResponse>;
export type RecurringInvoiceListResponse = Static<typeof RecurringInvoiceListResponse>;
