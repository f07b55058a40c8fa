import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors } from '../common/errors.js';
import {
  AmountString,
  BatchIdsQuery,
  BatchOf,
  DateString,
  EdgeOf,
  ListPageOf,
  Nullable,
  UuidString,
} from '../common/schemas.js';
import { Currency } from './bank-accounts.js';
import { KeysetPageQuery } from './list-query.js';
import { ReconciliationStatusOf } from './reconciliation-status.js';
import { PaymentProviderCode } from './payment-providers.js';
import {
  money,
  plural,
  exceptionType,
  type ActivityMoney,
  type ActivityDate,
  areaActivity,
} from '../common/activity-text.js';

export { IdParams } from '../common/schemas.js';

/** Lines left unmatched this many days after their date become exceptions, unless the organisation sets another age. */
export const DEFAULT_UNMATCHED_AFTER_DAYS = 7;
/** The longest age an organisation may set. */
export const MAX_UNMATCHED_AFTER_DAYS = 365;
/** The longest resolution note. */
export const MAX_RESOLUTION_NOTE = 1000;

export const ExceptionType = LiteralUnion(
  [
    'UNMATCHED_STATEMENT_TRANSACTION',
    'REJECTED_TWICE',
    'PAYOUT_NOT_ON_STATEMENT',
    'PAYOUT_AMOUNT_DIFFERS',
    'CHECKOUT_AMOUNT_DIFFERS',
  ],
  {
    description:
      'UNMATCHED_STATEMENT_TRANSACTION: a statement transaction left unmatched past the organisation’s age; REJECTED_TWICE: its proposed matches were rejected twice; PAYOUT_NOT_ON_STATEMENT: a payment provider’s payout not reconciled in full (nothing or only part of it matched with a bank credit) the organisation’s age after its settlement date; PAYOUT_AMOUNT_DIFFERS: a payout reconciled with a bank credit short of it, the shortfall booked as a fee. CHECKOUT_AMOUNT_DIFFERS: a payment gateway said a checkout charge of an invoice was paid with another amount than the charge’s, so no payment was recorded; it resolves only by a member’s hand. The first two are about a `statementTransaction`, the payout types about a `payout`, the checkout type about a `checkout`.',
  },
);
export type ExceptionType = Static<typeof ExceptionType>;

/** The types whose ticket is about a payment provider's payout (a settlement) rather than a statement transaction. */
export const PAYOUT_EXCEPTION_TYPES = ['PAYOUT_NOT_ON_STATEMENT', 'PAYOUT_AMOUNT_DIFFERS'] as const;
export const isPayoutException = (type: ExceptionType) =>
  (PAYOUT_EXCEPTION_TYPES as readonly string[]).includes(type);

export const ExceptionStatus = LiteralUnion(['OPEN', 'IN_PROGRESS', 'RESOLVED'], {
  description: 'The spec’s ticket statuses: Open, In Progress, Resolved.',
});
export type ExceptionStatus = Static<typeof ExceptionStatus>;

export const ExceptionResolution = LiteralUnion(['MANUAL', 'RECONCILED', 'ARCHIVED', 'UNMATCHED'], {
  description:
    'MANUAL: a member resolved it with a note; RECONCILED or ARCHIVED: it resolved itself when its statement transaction or payout was reconciled (in full) or archived; UNMATCHED: it resolved itself when the match that showed a payout’s difference was removed.',
});
export type ExceptionResolution = Static<typeof ExceptionResolution>;

/** The statement transaction a ticket is about, as the ticket shows it. */
export const ExceptionLine = Type.Object({
  id: Type.String({ format: 'uuid' }),
  bankAccountId: Type.String({ format: 'uuid' }),
  transactionDate: Type.String({ format: 'date' }),
  description: Type.String(),
  direction: LiteralUnion(['DEBIT', 'CREDIT']),
  amount: AmountString('The line’s amount, positive; the direction says which way.'),
  currency: Currency,
  reconciliationStatus: ReconciliationStatusOf(),
});
export type ExceptionLine = Static<typeof ExceptionLine>;

/** The payment provider's payout (settlement) a ticket is about, with the figures the ticket was opened for. */
export const ExceptionPayout = Type.Object({
  id: UuidString('The payment settlement.'),
  paymentProviderId: Type.String({ format: 'uuid' }),
  provider: PaymentProviderCode,
  providerName: Type.String({ description: 'The name the organisation gave the provider.' }),
  bankAccountId: Type.String({ format: 'uuid' }),
  settlementDate: Type.String({ format: 'date' }),
  reference: Nullable(Type.String()),
  currency: Currency,
  expectedAmount: AmountString('What the provider’s report says it paid out.'),
  receivedAmount: AmountString(
    'What the bank statement had received of it when the ticket opened: its matched bank credits, 0.00 when none.',
  ),
  difference: AmountString('Expected less received: what did not arrive.'),
  reconciliationStatus: ReconciliationStatusOf({
    description: 'How far reconciliation has matched the payout now.',
  }),
});
export type ExceptionPayout = Static<typeof ExceptionPayout>;

/** The checkout payment a CHECKOUT_AMOUNT_DIFFERS ticket is about, with the figures it was opened for (the invoicing service's). */
export const ExceptionCheckout = Type.Object({
  notificationId: UuidString('The gateway’s notification, as the invoicing service recorded it.'),
  invoiceId: UuidString('The sales invoice the charge was for.'),
  invoiceNumber: Type.String(),
  orderId: Type.String({ description: 'Our reference of the charge at the gateway.' }),
  gateway: LiteralUnion(['XENDIT', 'MIDTRANS']),
  currency: Currency,
  chargedAmount: AmountString('What the charge asked for.'),
  paidAmount: AmountString('What the gateway said was paid.'),
  notifiedAt: Type.String({ format: 'date-time' }),
});
export type ExceptionCheckout = Static<typeof ExceptionCheckout>;

export const ExceptionResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  type: ExceptionType,
  status: ExceptionStatus,
  statementTransaction: Nullable(ExceptionLine, {
    description: 'The statement transaction it is about; null for a payout’s ticket.',
  }),
  payout: Nullable(ExceptionPayout, {
    description: 'The payout it is about; null for a statement transaction’s ticket.',
  }),
  checkout: Nullable(ExceptionCheckout, {
    description: 'The checkout payment it is about; null unless CHECKOUT_AMOUNT_DIFFERS.',
  }),
  openedOn: DateString('The business day the line or payout became an exception.'),
  daysOpen: Type.Integer({
    minimum: 0,
    description:
      'Days from `openedOn` to the organisation’s today (to the day it was resolved, once resolved).',
  }),
  assigneeId: Nullable(Type.String({ format: 'uuid' })),
  resolution: Nullable(ExceptionResolution),
  resolutionNote: Nullable(Type.String()),
  resolvedBy: Nullable(Type.String({ format: 'uuid' })),
  resolvedAt: Nullable(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ExceptionResponse = Static<typeof ExceptionResponse>;

export const ExceptionListQuery = Type.Object({
  ...KeysetPageQuery,
  status: Type.Optional(
    Type.Array(ExceptionStatus, {
      maxItems: 3,
      description: 'Only these statuses (repeat `status`).',
    }),
  ),
  type: Type.Optional(ExceptionType),
  assigneeId: Type.Optional(UuidString('Only those assigned to this member.')),
  unassigned: Type.Optional(Type.Boolean({ description: 'Only those assigned to nobody.' })),
});
export type ExceptionListQuery = Static<typeof ExceptionListQuery>;

export const ExceptionEdge = EdgeOf(ExceptionResponse);
export type ExceptionEdge = Static<typeof ExceptionEdge>;
export const ExceptionListResponse = ListPageOf(ExceptionResponse);
export type ExceptionListResponse = Static<typeof ExceptionListResponse>;

export const ExceptionBatchQuery = BatchIdsQuery;
export const ExceptionBatchResponse = BatchOf(ExceptionResponse);
export type ExceptionBatchResponse = Static<typeof ExceptionBatchResponse>;

export const ExceptionAssignBody = Type.Object(
  {
    assigneeId: Nullable(
      UuidString(
        'An active member of the organisation, or null for nobody. The BFF checks membership with the account service (U-TRSY-EXC-8, U-TRSY-EXC-13).',
      ),
    ),
  },
  { additionalProperties: false },
);
export type ExceptionAssignBody = Static<typeof ExceptionAssignBody>;

export const ExceptionResolveBody = Type.Object(
  {
    note: Type.String({
      maxLength: 2000,
      description: 'How it was resolved; required, at most 1000 characters.',
    }),
  },
  { additionalProperties: false },
);
export type ExceptionResolveBody = Static<typeof ExceptionResolveBody>;

export const ExceptionSettingsResponse = Type.Object({
  unmatchedAfterDays: Type.Integer({
    description:
      'A line unmatched this many days after its date, and a payout not reconciled in full this many days after its settlement date, become exceptions.',
  }),
  updatedAt: Nullable(
    Type.String({
      format: 'date-time',
      description: 'Null while the organisation uses the default.',
    }),
  ),
});
export type ExceptionSettingsResponse = Static<typeof ExceptionSettingsResponse>;

export const ExceptionSettingsBody = Type.Object(
  { unmatchedAfterDays: Type.Integer({ description: '1 to 365.' }) },
  { additionalProperties: false },
);
export type ExceptionSettingsBody = Static<typeof ExceptionSettingsBody>;

export const ExceptionScanResponse = Type.Object({
  opened: Type.Integer({ description: 'Tickets the scan opened.' }),
  resolved: Type.Integer({
    description:
      'Tickets that resolved themselves: their line or payout was reconciled or archived, or the match that showed a payout’s difference was removed.',
  }),
});
export type ExceptionScanResponse = Static<typeof ExceptionScanResponse>;

/**
 * The exception refusals, `U-TRSY-EXC-n`. Each state a ticket cannot leave the
 * way asked has its own code, so two people moving one ticket at once see
 * why the second was refused.
 */
export const exceptionErrors = defineErrors({
  notFound: { status: 404, code: 'U-TRSY-EXC-1', message: 'Exception not found.' },
  alreadyResolved: {
    status: 409,
    code: 'U-TRSY-EXC-2',
    message: 'This exception is already resolved.',
  },
  notOpen: {
    status: 409,
    code: 'U-TRSY-EXC-3',
    message: 'Only an open exception can be started; this one is already in progress.',
  },
  notResolved: {
    status: 409,
    code: 'U-TRSY-EXC-4',
    message: 'Only a resolved exception can be reopened.',
  },
  noteRequired: {
    status: 400,
    code: 'U-TRSY-EXC-5',
    message: 'Write a note saying how the exception was resolved.',
    field: 'note',
  },
  noteTooLong: {
    status: 400,
    code: 'U-TRSY-EXC-6',
    message: 'The note can be at most 1000 characters.',
    field: 'note',
  },
  alreadyAssigned: {
    status: 409,
    code: 'U-TRSY-EXC-7',
    message: 'The exception is already assigned that way.',
    field: 'assigneeId',
  },
  assigneeNotMember: {
    status: 400,
    code: 'U-TRSY-EXC-8',
    message: 'Assign the exception to a member of the organisation.',
    field: 'assigneeId',
  },
  lineSettled: {
    status: 409,
    code: 'U-TRSY-EXC-9',
    message:
      'The statement transaction is reconciled or archived now, so there is nothing to reopen.',
  },
  alreadyOpen: {
    status: 409,
    code: 'U-TRSY-EXC-10',
    message: 'Another exception of this type is open for the same statement transaction.',
  },
  invalidAge: {
    status: 400,
    code: 'U-TRSY-EXC-11',
    message: 'Enter a whole number of days from 1 to 365.',
    field: 'unmatchedAfterDays',
  },
  invalidCursor: {
    status: 400,
    code: 'U-TRSY-EXC-12',
    message: 'The list could not continue from that page. Please reload it.',
    field: 'after',
  },
  assigneeInactive: {
    status: 400,
    code: 'U-TRSY-EXC-13',
    message:
      'This person is no longer an active member of the organisation. Assign the exception to an active member.',
    field: 'assigneeId',
  },
  payoutSettled: {
    status: 409,
    code: 'U-TRSY-EXC-14',
    message:
      'The payout no longer shows this difference (it is reconciled, archived, or its match was removed), so there is nothing to reopen.',
  },
  payoutAlreadyOpen: {
    status: 409,
    code: 'U-TRSY-EXC-15',
    message: 'Another exception of this type is open for the same payout.',
  },
});

/** What a payout's ticket says in the activity log: its type, the provider, what it paid out and on which day, what arrived. */
type PayoutValues = {
  type: string;
  provider: string;
  amount: ActivityMoney;
  received: ActivityMoney;
  date: ActivityDate;
};
/** What a checkout payment's ticket says in the activity log: the invoice, the gateway and both amounts. */
type CheckoutValues = {
  number: string;
  gateway: string;
  charged: ActivityMoney;
  paid: ActivityMoney;
};
const PAYOUT_RESOLUTIONS: Record<string, string> = {
  RECONCILED: ': the payout is reconciled',
  ARCHIVED: ': the payout is archived',
  UNMATCHED: ': the match that showed the difference was removed',
};

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const EXCEPTIONS_ACTIVITY = areaActivity(['EXCEPTION'], {
  /** `type`: the exception's type (UNMATCHED_STATEMENT_TRANSACTION, REJECTED_TWICE); `amount` and `date`: its statement transaction's. */
  EXCEPTION_OPENED: (v: { type: string; amount: ActivityMoney; date: ActivityDate }) =>
    `Exception opened (${exceptionType(v.type)}): statement transaction of ${money(v.amount)} on ${v.date.date}`,
  /** `assigned`: 1 when assigned to a member, 0 when to nobody. */
  EXCEPTION_ASSIGNED: (v: {
    type: string;
    amount: ActivityMoney;
    date: ActivityDate;
    assigned: number;
  }) =>
    `Exception (${exceptionType(v.type)}) on the statement transaction of ${money(v.amount)} on ${v.date.date} ${v.assigned ? 'assigned' : 'unassigned'}`,
  EXCEPTION_STARTED: (v: { type: string; amount: ActivityMoney; date: ActivityDate }) =>
    `Exception (${exceptionType(v.type)}) on the statement transaction of ${money(v.amount)} on ${v.date.date} in progress`,
  /** `resolution`: MANUAL (a member, with a note), RECONCILED or ARCHIVED (it resolved itself with its line). */
  EXCEPTION_RESOLVED: (v: {
    type: string;
    amount: ActivityMoney;
    date: ActivityDate;
    resolution: string;
  }) =>
    `Exception (${exceptionType(v.type)}) on the statement transaction of ${money(v.amount)} on ${v.date.date} resolved${v.resolution === 'RECONCILED' ? ': the statement transaction is reconciled' : v.resolution === 'ARCHIVED' ? ': the statement transaction is archived' : ''}`,
  EXCEPTION_REOPENED: (v: { type: string; amount: ActivityMoney; date: ActivityDate }) =>
    `Exception (${exceptionType(v.type)}) on the statement transaction of ${money(v.amount)} on ${v.date.date} reopened`,
  /** `type`: the payout's exception type (PAYOUT_NOT_ON_STATEMENT, PAYOUT_AMOUNT_DIFFERS); `provider`: the provider's name; `amount`: what it paid out; `received`: what the statement received of it; `date`: its settlement date. */
  EXCEPTION_PAYOUT_OPENED: (v: PayoutValues) =>
    `Exception opened (${exceptionType(v.type)}): payout of ${money(v.amount)} by "${v.provider}" on ${v.date.date}, ${money(v.received)} received`,
  EXCEPTION_PAYOUT_ASSIGNED: (v: PayoutValues & { assigned: number }) =>
    `Exception (${exceptionType(v.type)}) on the payout of ${money(v.amount)} by "${v.provider}" on ${v.date.date} ${v.assigned ? 'assigned' : 'unassigned'}`,
  EXCEPTION_PAYOUT_STARTED: (v: PayoutValues) =>
    `Exception (${exceptionType(v.type)}) on the payout of ${money(v.amount)} by "${v.provider}" on ${v.date.date} in progress`,
  /** `resolution`: MANUAL (a member, with a note), RECONCILED or ARCHIVED (the payout is), UNMATCHED (the match that showed the difference was removed). */
  EXCEPTION_PAYOUT_RESOLVED: (v: PayoutValues & { resolution: string }) =>
    `Exception (${exceptionType(v.type)}) on the payout of ${money(v.amount)} by "${v.provider}" on ${v.date.date} resolved${PAYOUT_RESOLUTIONS[v.resolution] ?? ''}`,
  EXCEPTION_PAYOUT_REOPENED: (v: PayoutValues) =>
    `Exception (${exceptionType(v.type)}) on the payout of ${money(v.amount)} by "${v.provider}" on ${v.date.date} reopened`,
  /** `number`: the invoice's; `gateway`: Xendit or Midtrans; `charged`: what the charge asked for; `paid`: what the gateway said was paid. */
  EXCEPTION_CHECKOUT_OPENED: (v: CheckoutValues) =>
    `Exception opened (checkout amount differs): invoice ${v.number}, ${v.gateway} says ${money(v.paid)} was paid on a charge of ${money(v.charged)}`,
  EXCEPTION_CHECKOUT_ASSIGNED: (v: CheckoutValues & { assigned: number }) =>
    `Exception (checkout amount differs) on invoice ${v.number} ${v.assigned ? 'assigned' : 'unassigned'}`,
  EXCEPTION_CHECKOUT_STARTED: (v: CheckoutValues) =>
    `Exception (checkout amount differs) on invoice ${v.number} in progress`,
  EXCEPTION_CHECKOUT_RESOLVED: (v: CheckoutValues) =>
    `Exception (checkout amount differs) on invoice ${v.number} resolved`,
  EXCEPTION_CHECKOUT_REOPENED: (v: CheckoutValues) =>
    `Exception (checkout amount differs) on invoice ${v.number} reopened`,
  EXCEPTION_AGE_CHANGED: (v: { days: number }) =>
    `Statement transactions unmatched for ${plural(v.days, 'day', 'days')} now become exceptions`,
});
