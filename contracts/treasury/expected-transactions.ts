import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors } from '../common/errors.js';
import { SearchQuery } from './list-query.js';
import {
  AmountString,
  BatchIdsQuery,
  BatchOf,
  EdgeOf,
  Nullable,
  SortDirection,
  SortedForwardPageQuery,
  TotalledListPageOf,
  UuidString,
} from '../common/schemas.js';
import { Currency } from './bank-accounts.js';
import { ReconciliationStatusOf } from './reconciliation-status.js';
import {
  money,
  direction,
  type ActivityMoney,
  type ActivityDate,
  areaActivity,
} from '../common/activity-text.js';

export { IdParams } from '../common/schemas.js';

export const ExpectedTransactionDirection = LiteralUnion(['DEBIT', 'CREDIT'], {
  description:
    'DEBIT is money going out (shown Outgoing); CREDIT is money coming in (shown Incoming).',
});
export const ExpectedTransactionReconciliationStatus = ReconciliationStatusOf();

export const ReconciliationDataEntry = Type.Object(
  {
    key: Type.String({
      maxLength: 100,
      description: 'What the value is, for example `invoice_number` or `virtual_account`.',
    }),
    value: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
);

export const ExpectedTransactionResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  date: Type.String({ format: 'date', description: 'The date the money is expected, YYYY-MM-DD.' }),
  counterpartyId: Nullable(Type.String({ format: 'uuid' })),
  counterparty: Nullable(
    Type.Object({ id: Type.String(), alias: Type.String(), legalName: Type.String() }),
  ),
  description: Type.String(),
  amount: AmountString('The expected amount, positive; the direction says which way it moves.'),
  currency: Currency,
  direction: ExpectedTransactionDirection,
  internalDescription: Nullable(Type.String()),
  externalId: Nullable(
    Type.String({ description: 'An id from another system, unique in the organisation.' }),
  ),
  reconciliationData: Type.Array(ReconciliationDataEntry, {
    description:
      'Additional data that helps match a statement transaction (invoice number, virtual account …).',
  }),
  bankAccountId: Nullable(UuidString('The organisation’s bank account the money is expected on.')),
  reconciliationStatus: ExpectedTransactionReconciliationStatus,
  reconciledAmount: AmountString('How much of the amount reconciliation has matched so far.'),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  createdBy: Nullable(Type.String()),
  payingOrder: Nullable(
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      kind: LiteralUnion(['PAYMENT', 'TRANSFER']),
      status: Type.String({
        description: 'NEEDS_APPROVAL, SCHEDULED, IN_PROGRESS, SENT or FAILED.',
      }),
    }),
    {
      description:
        'The payment or transfer that pays it, under way, sent, or failed and not archived: reconciled through that order, and neither deleted nor changed in amount, currency, direction, counterparty or account meanwhile.',
    },
  ),
});
export type ExpectedTransactionResponse = Static<typeof ExpectedTransactionResponse>;
export type ExpectedTransactionDirection = Static<typeof ExpectedTransactionDirection>;
export type ExpectedTransactionReconciliationStatus = Static<
  typeof ExpectedTransactionReconciliationStatus
>;

/** The columns the expected transactions list sorts by; the date order breaks a tie. */
export const ExpectedTransactionSort = LiteralUnion(['DATE', 'AMOUNT', 'DESCRIPTION']);
export type ExpectedTransactionSort = Static<typeof ExpectedTransactionSort>;

export const ExpectedTransactionListQuery = Type.Object({
  ...SortedForwardPageQuery,
  /** The column the list is sorted by (DATE, the expected date, when left out), descending unless `sortDirection` is ASC. */
  sort: Type.Optional(ExpectedTransactionSort),
  sortDirection: Type.Optional(SortDirection),
  dateFrom: Type.Optional(
    Type.String({ maxLength: 10, description: 'Expected on or after this date (YYYY-MM-DD).' }),
  ),
  dateTo: Type.Optional(
    Type.String({ maxLength: 10, description: 'Expected on or before this date (YYYY-MM-DD).' }),
  ),
  direction: Type.Optional(ExpectedTransactionDirection),
  reconciliationStatus: Type.Optional(ExpectedTransactionReconciliationStatus),
  counterpartyId: Type.Optional(Type.String({ format: 'uuid' })),
  matchableWith: Type.Optional(
    UuidString(
      'Only those this statement transaction could be matched with: open (unreconciled or partially reconciled, not archived), moving the same way in the same currency, expected on its account, on another account of the same entity, or on none.',
    ),
  ),
  amountMin: Type.Optional(Type.String({ maxLength: 25, description: 'At least this amount.' })),
  amountMax: Type.Optional(
    Type.String({
      maxLength: 25,
      description: 'No more than this amount; must be greater than `amountMin`.',
    }),
  ),
  search: SearchQuery(
    'Matches description, internal description, external id or counterparty alias, case-insensitively.',
  ),
});
export type ExpectedTransactionListQuery = Static<typeof ExpectedTransactionListQuery>;

export const ExpectedTransactionEdge = EdgeOf(ExpectedTransactionResponse);
export type ExpectedTransactionEdge = Static<typeof ExpectedTransactionEdge>;

export const ExpectedTransactionListResponse = TotalledListPageOf(
  ExpectedTransactionResponse,
  'The amounts of every item the filters keep, per currency and direction.',
);
export type ExpectedTransactionListResponse = Static<typeof ExpectedTransactionListResponse>;

export const ExpectedTransactionBatchQuery = BatchIdsQuery;
export type ExpectedTransactionBatchQuery = Static<typeof ExpectedTransactionBatchQuery>;

export const ExpectedTransactionBatchResponse = BatchOf(ExpectedTransactionResponse);
export type ExpectedTransactionBatchResponse = Static<typeof ExpectedTransactionBatchResponse>;

/** Shape only; the rules live in the service and answer with `expectedTransactionErrors`. */
export const ExpectedTransactionCreateBody = Type.Object(
  {
    date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD.' }),
    counterpartyId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    description: Type.String({ maxLength: 500 }),
    amount: Type.String({
      maxLength: 25,
      description: 'Greater than zero, at most two decimals, for example `1500000.00`.',
    }),
    currency: Type.Optional(Currency),
    direction: ExpectedTransactionDirection,
    internalDescription: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    externalId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    reconciliationData: Type.Optional(Type.Array(ReconciliationDataEntry, { maxItems: 100 })),
    bankAccountId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
  },
  { additionalProperties: false },
);
export type ExpectedTransactionCreateBody = Static<typeof ExpectedTransactionCreateBody>;

/** A field left out keeps its value; `null` clears an optional one. */
export const ExpectedTransactionUpdateBody = Type.Object(
  {
    date: Type.Optional(Type.String({ maxLength: 10 })),
    counterpartyId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    amount: Type.Optional(Type.String({ maxLength: 25 })),
    currency: Type.Optional(Currency),
    direction: Type.Optional(ExpectedTransactionDirection),
    internalDescription: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    externalId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    reconciliationData: Type.Optional(Type.Array(ReconciliationDataEntry, { maxItems: 100 })),
    bankAccountId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
  },
  { additionalProperties: false },
);
export type ExpectedTransactionUpdateBody = Static<typeof ExpectedTransactionUpdateBody>;

/**
 * The expected-transaction refusals, `U-TRSY-ET-n`. The spec's catalogue for
 * expected transactions (not found; already reconciled; invalid file content;
 * invalid hash; alias not found; external id exists; cannot delete when
 * reconciled) takes the first numbers; the rest are ours. A definition
 * without a field names it where it is raised.
 */
export const expectedTransactionErrors = defineErrors({
  notFound: { status: 404, code: 'U-TRSY-ET-1', message: 'Expected transaction not found.' },
  alreadyReconciled: {
    status: 409,
    code: 'U-TRSY-ET-2',
    message: 'This expected transaction is already reconciled and can no longer be changed.',
  },
  invalidCursor: {
    status: 400,
    code: 'U-TRSY-ET-4',
    message: 'The list could not continue from that page. Please reload it.',
  },
  externalIdExists: {
    status: 409,
    code: 'U-TRSY-ET-6',
    message: 'This external id is already used by another expected transaction.',
    field: 'externalId',
  },
  cannotDelete: {
    status: 409,
    code: 'U-TRSY-ET-7',
    message: 'A reconciled or partially reconciled expected transaction cannot be deleted.',
  },
  invalidAmount: {
    status: 400,
    code: 'U-TRSY-ET-8',
    message: 'Enter an amount greater than zero with at most two decimals.',
  },
  invalidDate: { status: 400, code: 'U-TRSY-ET-9', message: 'Enter a valid date.' },
  amountRange: {
    status: 400,
    code: 'U-TRSY-ET-10',
    message: 'The "at least" amount must be less than the "no more than" amount.',
    field: 'amountMin',
  },
  dateRange: {
    status: 400,
    code: 'U-TRSY-ET-11',
    message: 'The start date must not be after the end date.',
    field: 'dateFrom',
  },
  currencyMismatch: {
    status: 400,
    code: 'U-TRSY-ET-12',
    message: 'The currency must be the currency of the chosen bank account.',
    field: 'currency',
  },
  tooMuchData: {
    status: 400,
    code: 'U-TRSY-ET-13',
    message: 'Add at most 20 additional data entries.',
    field: 'reconciliationData',
  },
  duplicateDataKey: {
    status: 400,
    code: 'U-TRSY-ET-14',
    message: 'Each key of the additional data must be unique.',
  },
  counterpartyNotFound: {
    status: 400,
    code: 'U-TRSY-ET-15',
    message: 'Counterparty not found.',
    field: 'counterpartyId',
  },
  incompleteData: {
    status: 400,
    code: 'U-TRSY-ET-16',
    message: 'Give each additional data entry a key and a value.',
  },
  ongoingTransfer: {
    status: 409,
    code: 'U-TRSY-ET-32',
    message:
      'An expected transaction with a payment or transfer under way or sent cannot be deleted.',
  },
  paidByOrder: {
    status: 409,
    code: 'U-TRSY-ET-33',
    message:
      'A payment or transfer pays this expected transaction: cancel it before changing the amount, currency, direction, counterparty or bank account.',
  },
});

/**
 * The issues of an expected-transactions CSV import (an import's result lists
 * them). Their messages name the row (`{row}`, the 1-based line of the file)
 * and may use `{value}` and `{expected}`, which the import result fills in.
 */
export const EXPECTED_TRANSACTION_IMPORT_CODES = {
  'U-TRSY-ET-3': 'Row {row}: the file content is not valid CSV ({value}).',
  'U-TRSY-ET-5': 'Row {row}: no record has the alias "{value}".',
  'U-TRSY-ET-17': 'The file has no "{value}" column. Start from the template.',
  'U-TRSY-ET-18': 'The file contains no expected transactions.',
  'U-TRSY-ET-19': 'Row {row}: the {expected} column is empty.',
  'U-TRSY-ET-20':
    'Row {row}: the date "{value}" is not a valid date (use YYYY-MM-DD or DD/MM/YYYY).',
  'U-TRSY-ET-21':
    'Row {row}: the amount "{value}" is not a number greater than zero with at most two decimals.',
  'U-TRSY-ET-22': 'Row {row}: the currency "{value}" is not IDR, USD or SGD.',
  'U-TRSY-ET-23':
    'Row {row}: the direction "{value}" is not DEBIT (Outgoing) or CREDIT (Incoming).',
  'U-TRSY-ET-24':
    'Row {row}: the external id "{value}" is already used by an expected transaction.',
  'U-TRSY-ET-25': 'Row {row}: the external id "{value}" also appears on row {expected}.',
  'U-TRSY-ET-26':
    'Row {row}: the currency {value} is not the currency of the bank account ({expected}).',
  'U-TRSY-ET-27': 'The additional data columns are not valid: {value}.',
  'U-TRSY-ET-28': 'Row {row}: the value is longer than {expected} characters.',
  'U-TRSY-ET-29': 'Row {row}: the date {value} is more than a year away from today.',
  'U-TRSY-ET-30':
    'Row {row}: an expected transaction with the same date, amount and counterparty already exists.',
  'U-TRSY-ET-31': 'Row {row}: the same date, amount and counterparty as row {expected}.',
} as const;

export type ExpectedTransactionImportCode = keyof typeof EXPECTED_TRANSACTION_IMPORT_CODES;

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const EXPECTED_TRANSACTIONS_ACTIVITY = areaActivity(['EXPECTED_TRANSACTION'], {
  EXPECTED_TRANSACTION_CREATED: (v: {
    direction: string;
    amount: ActivityMoney;
    date: ActivityDate;
  }) => `Expected ${direction(v.direction)} ${money(v.amount)} on ${v.date.date} created`,
  EXPECTED_TRANSACTION_IMPORTED: (v: {
    direction: string;
    amount: ActivityMoney;
    date: ActivityDate;
    row: number;
  }) =>
    `Expected ${direction(v.direction)} ${money(v.amount)} on ${v.date.date} imported (row ${v.row})`,
  EXPECTED_TRANSACTION_CHANGED: (v: { amount: ActivityMoney; date: ActivityDate }) =>
    `Expected transaction of ${money(v.amount)} on ${v.date.date} changed`,
  EXPECTED_TRANSACTION_DELETED: (v: { amount: ActivityMoney; date: ActivityDate }) =>
    `Expected transaction of ${money(v.amount)} on ${v.date.date} deleted`,
});
