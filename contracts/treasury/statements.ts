import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors } from '../common/errors.js';
import { SearchQuery } from './list-query.js';
import {
  BatchIdsQuery,
  BatchOf,
  DateString,
  ListTotal,
  SortDirection,
  UuidString,
  UpdatedAt,
  UpdatedSinceQuery,
} from '../common/schemas.js';
import { BankDecimal } from './bank-accounts.js';
import { ReconciliationStatusOf } from './reconciliation-status.js';
import {
  direction,
  plural,
  type ActivityMoney,
  type ActivityDate,
  areaActivity,
} from '../common/activity-text.js';

export { IdParams } from '../common/schemas.js';

export const StatementDirection = LiteralUnion(['DEBIT', 'CREDIT'], {
  description: 'DEBIT is money out (shown Outgoing), CREDIT money in (shown Incoming).',
});
export const StatementReconciliationStatus = ReconciliationStatusOf();
export const StatementSource = LiteralUnion(['MANUAL', 'IMPORT', 'API', 'CRAWLER']);

/** The list filters, shared by the list and the CSV export. */
export const StatementFilters = Type.Object({
  bankAccountId: Type.Optional(Type.String({ format: 'uuid' })),
  dateFrom: Type.Optional(DateString('Lines on or after this date.')),
  dateTo: Type.Optional(DateString('Lines on or before this date.')),
  direction: Type.Optional(StatementDirection),
  status: Type.Optional(StatementReconciliationStatus),
  amountMin: Type.Optional(BankDecimal('Lines of at least this amount.')),
  amountMax: Type.Optional(BankDecimal('Lines of no more than this amount.')),
  search: SearchQuery('Words in the description or reference.'),
  ...UpdatedSinceQuery,
});
export type StatementFilters = Static<typeof StatementFilters>;

/** The columns the statement list sorts by; booking order breaks a tie. */
export const StatementSort = LiteralUnion(['DATE', 'AMOUNT', 'DESCRIPTION', 'UPDATED_AT']);
export type StatementSort = Static<typeof StatementSort>;

export const StatementListQuery = Type.Intersect([
  StatementFilters,
  Type.Object({
    first: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
    after: Type.Optional(
      Type.String({
        maxLength: 300,
        description:
          'The cursor of the last line of the previous page, of the same sort and direction.',
      }),
    ),
    /** The column the list is sorted by (DATE, booking order, when left out), descending unless `sortDirection` is ASC. */
    sort: Type.Optional(StatementSort),
    sortDirection: Type.Optional(SortDirection),
  }),
]);
export type StatementListQuery = Static<typeof StatementListQuery>;

export const StatementTransactionResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  bankAccountId: Type.String({ format: 'uuid' }),
  transactionDate: Type.String({ format: 'date' }),
  transactionTime: Type.Union([Type.String(), Type.Null()]),
  postingDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  description: Type.String(),
  reference: Type.Union([Type.String(), Type.Null()]),
  direction: StatementDirection,
  amount: BankDecimal('Positive; the direction says which way.'),
  currency: Type.String(),
  endingBalance: Type.Union([
    BankDecimal('The balance after the line, as the bank reported it.'),
    Type.Null(),
  ]),
  source: StatementSource,
  reconciliationStatus: StatementReconciliationStatus,
  reconciledAmount: BankDecimal('How much of the line is reconciled.'),
  importId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: UpdatedAt(),
});
export type StatementTransactionResponse = Static<typeof StatementTransactionResponse>;

export const StatementPage = Type.Object({
  items: Type.Array(Type.Object({ cursor: Type.String(), node: StatementTransactionResponse })),
  pageInfo: Type.Object({
    hasNextPage: Type.Boolean(),
    endCursor: Type.Union([Type.String(), Type.Null()]),
  }),
  totalCount: Type.Integer(),
  totals: Type.Array(ListTotal, {
    description: 'The amounts of every line the filters keep, per currency and direction.',
  }),
});
export type StatementPage = Static<typeof StatementPage>;

export const StatementBatchQuery = BatchIdsQuery;
export type StatementBatchQuery = Static<typeof StatementBatchQuery>;

export const StatementBatchResponse = BatchOf(StatementTransactionResponse);
export type StatementBatchResponse = Static<typeof StatementBatchResponse>;

export const StatementCreateBody = Type.Object(
  {
    bankAccountId: Type.String({ format: 'uuid' }),
    transactionDate: DateString('The date of the line; not after today, within the last 3 months.'),
    transactionTime: Type.Optional(
      Type.Union([
        Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' }),
        Type.Null(),
      ]),
    ),
    description: Type.String({ maxLength: 1000 }),
    reference: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    direction: StatementDirection,
    amount: Type.String({ maxLength: 40 }),
    endingBalance: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type StatementCreateBody = Static<typeof StatementCreateBody>;

export const StatementExportBody = Type.Object(
  {
    filters: StatementFilters,
    mailTo: Type.String({
      format: 'email',
      maxLength: 320,
      description: 'Who is mailed the link when the file is ready.',
    }),
  },
  { additionalProperties: false },
);
export type StatementExportBody = Static<typeof StatementExportBody>;

export const StatementExportResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Literal('STATEMENT_TRANSACTIONS'),
  requestedBy: UuidString('The user who asked for it.'),
  status: LiteralUnion(['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED']),
  rowCount: Type.Union([Type.Integer(), Type.Null()]),
  fileName: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type StatementExportResponse = Static<typeof StatementExportResponse>;

export const StatementExportListQuery = Type.Object(
  {
    first: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    after: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'The cursor of the last export of the previous page.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type StatementExportListQuery = Static<typeof StatementExportListQuery>;

export const StatementExportPage = Type.Object({
  items: Type.Array(Type.Object({ cursor: Type.String(), node: StatementExportResponse })),
  hasNextPage: Type.Boolean(),
});
export type StatementExportPage = Static<typeof StatementExportPage>;

/** An API-connected account's statement sync schedule (`/bank-accounts/:id/sync-schedule`). */
export const SyncScheduleResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  bankAccountId: Type.String({ format: 'uuid' }),
  intervalMinutes: Type.Integer(),
  nextRunAt: Type.String({ format: 'date-time' }),
  lastRunAt: Type.Union([Type.String(), Type.Null()]),
  lastStatus: Type.Union([Type.Literal('SUCCEEDED'), Type.Literal('FAILED'), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
  syncedThrough: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type SyncScheduleResponse = Static<typeof SyncScheduleResponse>;

export const SyncScheduleBody = Type.Object(
  { intervalMinutes: Type.Integer({ description: '15 to 1,440.' }) },
  { additionalProperties: false },
);
export type SyncScheduleBody = Static<typeof SyncScheduleBody>;

/** The refusals of the statement lists and of a line entered by hand. */
export const statementErrors = defineErrors({
  duplicate: {
    status: 409,
    code: 'U-TRSY-ST-34',
    message: 'This statement transaction already exists.',
  },
  dateAfterToday: {
    status: 400,
    code: 'U-TRSY-ST-35',
    message: 'The date cannot be after today.',
    field: 'date',
  },
  amountFromTooHigh: {
    status: 400,
    code: 'U-TRSY-ST-36',
    message: 'The from-amount must be less than the "no more than" value.',
    field: 'amountMin',
  },
  notFound: { status: 404, code: 'U-TRSY-ST-37', message: 'Statement transaction not found.' },
  invalidAmount: {
    status: 400,
    code: 'U-TRSY-ST-38',
    message: 'Enter an amount greater than zero with at most two decimals.',
  },
  dateRange: {
    status: 400,
    code: 'U-TRSY-ST-39',
    message: 'The start date must not be after the end date.',
    field: 'dateFrom',
  },
  tooOldManual: {
    status: 400,
    code: 'U-TRSY-ST-40',
    message: 'Statement transactions can be entered for the last 3 months.',
    field: 'date',
  },
  invalidBalance: {
    status: 400,
    code: 'U-TRSY-ST-41',
    message: 'Enter a balance with at most two decimals.',
  },
});

/** The refusals of a statement export. */
export const exportErrors = defineErrors({
  notFound: { status: 404, code: 'U-TRSY-EX-1', message: 'Export not found.' },
  notReady: { status: 409, code: 'U-TRSY-EX-2', message: 'The export is not ready yet.' },
  /** The spec's export failure message. */
  failed: {
    status: 500,
    code: 'U-TRSY-EX-3',
    message: 'Oops! An error occurred while exporting the records. Please try again later.',
  },
});

/**
 * The issues of a statement import, `U-TRSY-ST-n`, and their English message
 * templates (an import's result lists them): 1 to 16 the parser's, 30 to 33
 * the import's own (its window, lines after today, gaps since the last
 * statement). Templates name their values in braces; `{row}` is the 1-based
 * line number in the file (0 when the problem is the file as a whole).
 */
export const STATEMENT_ERROR_CODES = {
  'U-TRSY-ST-1':
    'The file does not match a supported bank statement export (BCA, Mandiri, BNI or BRI internet-banking CSV).',
  'U-TRSY-ST-2': 'Row {row}: the file cannot be read as CSV ({value}).',
  'U-TRSY-ST-3': 'The file contains no statement lines.',
  'U-TRSY-ST-4':
    'Row {row}: this is a {value} statement, but the chosen bank account is at {expected}.',
  'U-TRSY-ST-5':
    'Row {row}: the statement is for account {value}, but the chosen bank account is {expected}.',
  'U-TRSY-ST-6':
    'Row {row}: the statement currency is {value}, but the chosen bank account is in {expected}.',
  'U-TRSY-ST-7': 'Row {row}: the date "{value}" is not a valid date.',
  'U-TRSY-ST-8': 'Row {row}: the type "{value}" is not debit or credit.',
  'U-TRSY-ST-9': 'Row {row}: the amount "{value}" is not a number.',
  'U-TRSY-ST-10': 'Row {row}: the ending balance "{value}" is not a number.',
  'U-TRSY-ST-11': 'Row {row}: the description is empty.',
  'U-TRSY-ST-12': 'Row {row}: the posting date {value} is before the transaction date {expected}.',
  'U-TRSY-ST-13':
    'Row {row}: the ending balance {value} does not follow from the previous balance and the amount (expected {expected}).',
  'U-TRSY-ST-14': 'Row {row}: the line is pending at the bank and may still change.',
  'U-TRSY-ST-15': 'Row {row}: the line has no amount and was skipped.',
  'U-TRSY-ST-16': 'The file is larger than {expected}.',
  'U-TRSY-ST-17':
    'Row {row}: the line cannot be read: it has {value} columns, and the layout needs {expected}.',
  'U-TRSY-ST-30':
    'Row {row}: the date {value} is more than 3 months ago; statements can be imported from {expected} ({olderLines} older).',
  'U-TRSY-ST-31': 'Row {row}: the date {value} is after today.',
  'U-TRSY-ST-32':
    'Transactions may be missing between the last statement transaction on {value} and this statement, which starts on {expected}.',
  'U-TRSY-ST-33':
    'Transactions are missing since the last statement transaction on {lastDate}: it ends with balance {value}, but this statement opens with {expected}.',
} as const;

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const STATEMENTS_ACTIVITY = areaActivity(['STATEMENT_TRANSACTION', 'EXPORT'], {
  STATEMENT_SYNC_SCHEDULED: (v: { alias: string; minutes: number }) =>
    `Statement sync of ${v.alias} scheduled every ${v.minutes} minutes`,
  STATEMENT_SYNC_STOPPED: (v: { alias: string }) => `Statement sync of ${v.alias} stopped`,
  STATEMENT_SYNCED: (v: { alias: string; count: number }) =>
    `${plural(v.count, 'statement transaction', 'statement transactions')} of ${v.alias} synced from the bank`,
  /** `direction`: DEBIT (outgoing) or CREDIT (incoming). */
  STATEMENT_TRANSACTION_CREATED: (v: {
    direction: string;
    amount: ActivityMoney;
    date: ActivityDate;
    alias: string;
  }) =>
    `Statement transaction of ${v.amount.amount} (${direction(v.direction)}) on ${v.date.date} entered for ${v.alias}`,
  /** `kind`: the export's kind (STATEMENT_TRANSACTIONS). */
  EXPORT_REQUESTED: (v: { kind: string }) =>
    v.kind === 'STATEMENT_TRANSACTIONS'
      ? 'Export of statement transactions to CSV requested'
      : `Export of ${v.kind.toLowerCase()} requested`,
});
