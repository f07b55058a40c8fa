import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors } from '../common/errors.js';
import {
  BatchOf,
  ListPageOf,
  Nullable,
  SignedAmountString,
  UuidString,
} from '../common/schemas.js';
import { Currency } from './bank-accounts.js';
import { KeysetPageQuery, SearchQuery } from './list-query.js';
import { ReconciliationStatusOf } from './reconciliation-status.js';
import { money, plural, type ActivityMoney, areaActivity } from '../common/activity-text.js';

export { IdParams } from '../common/schemas.js';

/**
 * The payment providers an organisation can configure (spec: "six named;
 * list not shown"): six Indonesian payment gateways. Each names the
 * credentials its API takes (sealed at rest, never answered) and the settlement
 * report the treasury imports, when the provider documents its columns; a
 * provider without one is configured all the same (its bank account, its
 * credentials) and says why it has no import yet.
 */
export const PAYMENT_PROVIDER_CODES = [
  'XENDIT',
  'MIDTRANS',
  'DOKU',
  'DANA',
  'OY',
  'FASPAY',
] as const;
export type PaymentProviderCode = (typeof PAYMENT_PROVIDER_CODES)[number];
export const PaymentProviderCode = LiteralUnion(PAYMENT_PROVIDER_CODES);

/** The report layouts the treasury reads. */
export type PaymentReportLayout = 'XENDIT_DETAILED_TRANSACTIONS';

export type PaymentProviderCatalogueEntry = {
  name: string;
  /** The credential fields its API takes, all required. */
  credentials: readonly string[];
  /** The report the treasury imports for it, or null with the reason there is none. */
  report: { layout: PaymentReportLayout; name: string } | { layout: null; reason: string };
};

export const PAYMENT_PROVIDER_CATALOGUE: Record<
  PaymentProviderCode,
  PaymentProviderCatalogueEntry
> = {
  XENDIT: {
    name: 'Xendit',
    credentials: ['secretKey', 'webhookToken'],
    report: { layout: 'XENDIT_DETAILED_TRANSACTIONS', name: 'Detailed Transactions Report' },
  },
  MIDTRANS: {
    name: 'Midtrans',
    credentials: ['merchantId', 'serverKey', 'clientKey'],
    report: {
      layout: null,
      reason:
        'Midtrans lets each merchant choose the columns of its transaction export ("edit table for export") and documents no fixed layout.',
    },
  },
  DOKU: {
    name: 'DOKU',
    credentials: ['clientId', 'secretKey'],
    report: {
      layout: null,
      reason:
        'DOKU sends its settlement report by e-mail or SFTP and does not publish its columns.',
    },
  },
  DANA: {
    name: 'DANA',
    credentials: ['partnerId', 'clientSecret', 'privateKey'],
    report: {
      layout: null,
      reason:
        'Only the first columns of DANA’s payment services settlement file are published where we could read them; its fee and net columns are not.',
    },
  },
  OY: {
    name: 'OY! Indonesia',
    credentials: ['username', 'apiKey'],
    report: {
      layout: null,
      reason: 'OY! Indonesia documents its transaction data as API answers, not as a report file.',
    },
  },
  FASPAY: {
    name: 'Faspay',
    credentials: ['merchantId', 'userId', 'password'],
    report: {
      layout: null,
      reason: 'Faspay’s merchant page shows settlements on screen and documents no export columns.',
    },
  },
};

/** Statuses (spec: Transaction: Success, Failed, Voided, Pending, Reversed; Settlement: Settled, Pending). */
export const PaymentTransactionStatus = LiteralUnion([
  'SUCCESS',
  'FAILED',
  'VOIDED',
  'PENDING',
  'REVERSED',
]);
export type PaymentTransactionStatus = Static<typeof PaymentTransactionStatus>;
export const PaymentSettlementStatus = LiteralUnion(['SETTLED', 'PENDING']);
export type PaymentSettlementStatus = Static<typeof PaymentSettlementStatus>;
export const PaymentMethod = LiteralUnion([
  'VIRTUAL_ACCOUNT',
  'QRIS',
  'CARD',
  'EWALLET',
  'DIRECT_DEBIT',
  'RETAIL_OUTLET',
  'PAYLATER',
  'OTHER',
]);
export type PaymentMethod = Static<typeof PaymentMethod>;
export const PaymentReconciliationStatus = ReconciliationStatusOf();
export type PaymentReconciliationStatus = Static<typeof PaymentReconciliationStatus>;

export const PaymentProviderResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  provider: PaymentProviderCode,
  name: Type.String({
    description: 'The organisation’s name for this configuration, unique in it.',
  }),
  bankAccountId: UuidString('The bank account the provider settles to.'),
  hasCredentials: Type.Boolean({
    description: 'Whether credentials are stored (they are never answered).',
  }),
  importable: Type.Boolean({
    description: 'Whether the provider’s settlement report can be imported.',
  }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  createdBy: Nullable(Type.String()),
});
export type PaymentProviderResponse = Static<typeof PaymentProviderResponse>;

export const PaymentProviderListQuery = Type.Object(KeysetPageQuery);
export type PaymentProviderListQuery = Static<typeof PaymentProviderListQuery>;
export const PaymentProviderListResponse = ListPageOf(PaymentProviderResponse);
export type PaymentProviderListResponse = Static<typeof PaymentProviderListResponse>;

export const OrderIdsQuery = Type.Object({
  orderIds: Type.Array(Type.String({ minLength: 1, maxLength: 255 }), {
    minItems: 1,
    maxItems: 100,
    description: 'Merchants’ order ids, as the providers’ reports name them (their Reference).',
  }),
});
export type OrderIdsQuery = Static<typeof OrderIdsQuery>;

/**
 * Whether the payout that holds a merchant's order is on the bank statement
 * yet: what invoicing's checkout payments show as their settlement, readable
 * with `invoice-payments:read` (no fee, no amount of the provider's).
 */
export const PayoutStatusResponse = Type.Object({
  items: Type.Array(
    Type.Object({
      orderId: Type.String(),
      settled: Type.Boolean({
        description: 'The provider’s payout that paid it out is reconciled with a bank line.',
      }),
      settledOn: Nullable(Type.String({ format: 'date' }), {
        description: 'The payout’s date, once settled.',
      }),
    }),
    { description: 'One per order id a provider’s report names; others are left out.' },
  ),
});
export type PayoutStatusResponse = Static<typeof PayoutStatusResponse>;
/** The credential values by field name (the catalogue's names for the provider); a field left out keeps nothing. */
export const PaymentProviderCredentials = Type.Record(
  Type.String({ maxLength: 50 }),
  Type.String({ maxLength: 10_000 }),
);
export type PaymentProviderCredentials = Static<typeof PaymentProviderCredentials>;

/** Shape only; the rules live in the service and answer with `paymentProviderErrors`. */
export const PaymentProviderCreateBody = Type.Object(
  {
    provider: Type.String({
      maxLength: 20,
      description: 'One of XENDIT, MIDTRANS, DOKU, DANA, OY, FASPAY.',
    }),
    name: Type.String({ maxLength: 200 }),
    bankAccountId: Type.String({ format: 'uuid' }),
    credentials: PaymentProviderCredentials,
  },
  { additionalProperties: false },
);
export type PaymentProviderCreateBody = Static<typeof PaymentProviderCreateBody>;

/** A field left out keeps its value; credentials given replace the stored ones whole. */
export const PaymentProviderUpdateBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    bankAccountId: Type.Optional(Type.String({ format: 'uuid' })),
    credentials: Type.Optional(PaymentProviderCredentials),
  },
  { additionalProperties: false },
);
export type PaymentProviderUpdateBody = Static<typeof PaymentProviderUpdateBody>;

const ListFilters = {
  paymentProviderId: Type.Optional(Type.String({ format: 'uuid' })),
  dateFrom: Type.Optional(
    Type.String({
      maxLength: 10,
      description: 'On or after this date (YYYY-MM-DD), in Asia/Jakarta.',
    }),
  ),
  dateTo: Type.Optional(
    Type.String({
      maxLength: 10,
      description: 'On or before this date (YYYY-MM-DD), in Asia/Jakarta.',
    }),
  ),
  search: SearchQuery(
    'Matches the order id, the provider’s reference or the customer, case-insensitively.',
  ),
};

export const PaymentSettlementResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  paymentProviderId: Type.String({ format: 'uuid' }),
  bankAccountId: Type.String({ format: 'uuid' }),
  date: Type.String({ format: 'date', description: 'The day the provider settled, YYYY-MM-DD.' }),
  reference: Nullable(
    Type.String({
      description: 'The provider’s reference of the settlement, when its report gives one.',
    }),
  ),
  currency: Currency,
  amount: SignedAmountString(
    'The settled amount: the sum of its records’ settled amounts, the bank credit to expect.',
  ),
  reconciledAmount: SignedAmountString('How much of it reconciliation has matched.'),
  reconciliationStatus: PaymentReconciliationStatus,
  recordCount: Type.Integer(),
});
export type PaymentSettlementResponse = Static<typeof PaymentSettlementResponse>;

export const PaymentRecordResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  paymentProviderId: Type.String({ format: 'uuid' }),
  orderId: Type.String(),
  providerReference: Type.String({ description: 'The provider’s id of the payment.' }),
  customer: Nullable(Type.String()),
  method: PaymentMethod,
  channel: Nullable(
    Type.String({
      description: 'The bank, wallet or scheme, as the provider names it (BCA, OVO …).',
    }),
  ),
  status: PaymentTransactionStatus,
  currency: Currency,
  grossAmount: SignedAmountString('What the customer paid.'),
  fees: SignedAmountString('The provider’s fees and their VAT.'),
  netAmount: SignedAmountString('The gross amount less the fees.'),
  settledAmount: SignedAmountString('What the provider has settled of it.'),
  settlementStatus: PaymentSettlementStatus,
  settlementId: Nullable(Type.String({ format: 'uuid' })),
  reconciliationStatus: PaymentReconciliationStatus,
  paidAt: Type.String({ format: 'date-time', description: 'When the customer paid.' }),
  settledAt: Nullable(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
});
export type PaymentRecordResponse = Static<typeof PaymentRecordResponse>;

export const PaymentRecordListQuery = Type.Object({
  ...KeysetPageQuery,
  ...ListFilters,
  status: Type.Optional(PaymentTransactionStatus),
  settlementStatus: Type.Optional(PaymentSettlementStatus),
  reconciliationStatus: Type.Optional(PaymentReconciliationStatus),
  settlementId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type PaymentRecordListQuery = Static<typeof PaymentRecordListQuery>;
export const PaymentRecordListResponse = ListPageOf(PaymentRecordResponse);
export type PaymentRecordListResponse = Static<typeof PaymentRecordListResponse>;
export const PaymentRecordBatchResponse = BatchOf(PaymentRecordResponse);

export const PaymentTransactionResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  paymentProviderId: Type.String({ format: 'uuid' }),
  paymentRecordId: Nullable(Type.String({ format: 'uuid' })),
  providerReference: Type.String({ description: 'The provider’s id of the transaction.' }),
  orderId: Nullable(Type.String()),
  type: Type.String({
    description: 'The provider’s own word for it: PAYMENT, REFUND, WITHDRAWAL …',
  }),
  status: PaymentTransactionStatus,
  method: Nullable(PaymentMethod),
  channel: Nullable(Type.String()),
  currency: Currency,
  amount: SignedAmountString('Signed as the provider reports it.'),
  fees: SignedAmountString('The provider’s fees and their VAT.'),
  netAmount: SignedAmountString('The amount less the fees.'),
  occurredAt: Type.String({ format: 'date-time' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type PaymentTransactionResponse = Static<typeof PaymentTransactionResponse>;

export const PaymentTransactionListQuery = Type.Object({
  ...KeysetPageQuery,
  ...ListFilters,
  status: Type.Optional(PaymentTransactionStatus),
});
export type PaymentTransactionListQuery = Static<typeof PaymentTransactionListQuery>;
export const PaymentTransactionListResponse = ListPageOf(PaymentTransactionResponse);
export type PaymentTransactionListResponse = Static<typeof PaymentTransactionListResponse>;
export const PaymentSettlementListQuery = Type.Object({
  ...KeysetPageQuery,
  paymentProviderId: Type.Optional(Type.String({ format: 'uuid' })),
  reconciliationStatus: Type.Optional(PaymentReconciliationStatus),
  dateFrom: Type.Optional(Type.String({ maxLength: 10 })),
  dateTo: Type.Optional(Type.String({ maxLength: 10 })),
});
export type PaymentSettlementListQuery = Static<typeof PaymentSettlementListQuery>;
export const PaymentSettlementListResponse = ListPageOf(PaymentSettlementResponse);
export type PaymentSettlementListResponse = Static<typeof PaymentSettlementListResponse>;
/** The payment-provider refusals, `U-TRSY-PP-n`. A definition without a field names it where it is raised. */
export const paymentProviderErrors = defineErrors({
  notFound: { status: 404, code: 'U-TRSY-PP-1', message: 'Payment provider not found.' },
  nameExists: {
    status: 409,
    code: 'U-TRSY-PP-2',
    message: 'Another payment provider already has this name.',
    field: 'name',
  },
  unknownProvider: {
    status: 400,
    code: 'U-TRSY-PP-3',
    message: 'Choose one of the supported payment providers.',
    field: 'provider',
  },
  credentialsRequired: {
    status: 400,
    code: 'U-TRSY-PP-4',
    message: 'Enter every credential the provider needs.',
  },
  bankAccountNotFound: {
    status: 400,
    code: 'U-TRSY-PP-5',
    message: 'Bank account not found.',
    field: 'bankAccountId',
  },
  nameRequired: { status: 400, code: 'U-TRSY-PP-6', message: 'Enter a name.', field: 'name' },
  hasReconciledSettlements: {
    status: 409,
    code: 'U-TRSY-PP-7',
    message: 'A payment provider whose settlements are reconciled cannot be deleted.',
  },
  invalidCursor: {
    status: 400,
    code: 'U-TRSY-PP-8',
    message: 'The list could not continue from that page. Please reload it.',
    field: 'after',
  },
  dateRange: {
    status: 400,
    code: 'U-TRSY-PP-9',
    message: 'The start date must not be after the end date.',
    field: 'dateFrom',
  },
  noImport: {
    status: 400,
    code: 'U-TRSY-PP-10',
    message: 'The reports of this payment provider cannot be imported.',
    field: 'paymentProviderId',
  },
  providerRequired: {
    status: 400,
    code: 'U-TRSY-PP-11',
    message: 'Choose the payment provider the report is from.',
    field: 'paymentProviderId',
  },
  invalidDate: { status: 400, code: 'U-TRSY-PP-12', message: 'Enter a valid date.' },
  recordNotFound: { status: 404, code: 'U-TRSY-PP-13', message: 'Payment record not found.' },
  transactionNotFound: {
    status: 404,
    code: 'U-TRSY-PP-14',
    message: 'Payment transaction not found.',
  },
  settlementNotFound: { status: 404, code: 'U-TRSY-PP-15', message: 'Settlement not found.' },
  unknownCredential: {
    status: 400,
    code: 'U-TRSY-PP-16',
    message: 'This provider takes no such credential.',
  },
});

/**
 * The issues of a payment provider's report import. Their messages name the
 * row (`{row}`, the 1-based line of the file) and may use `{value}` and
 * `{expected}`, which the import result fills in.
 */
export const PAYMENT_REPORT_IMPORT_CODES = {
  'U-TRSY-PP-20': 'Row {row}: the file content is not valid CSV ({value}).',
  'U-TRSY-PP-21': 'The file has no "{value}" column. Import the report as the provider exports it.',
  'U-TRSY-PP-22': 'The file contains no transactions.',
  'U-TRSY-PP-23': 'Row {row}: the {expected} column is empty.',
  'U-TRSY-PP-24': 'Row {row}: the {expected} "{value}" is not an amount with at most two decimals.',
  'U-TRSY-PP-25': 'Row {row}: the net amount {value} is not the amount less its fees ({expected}).',
  'U-TRSY-PP-26': 'Row {row}: the currency "{value}" is not IDR, USD or SGD.',
  'U-TRSY-PP-27':
    'Row {row}: the currency {value} is not the currency of the settlement account ({expected}).',
  'U-TRSY-PP-28': 'Row {row}: the status "{value}" is not one this report uses.',
  'U-TRSY-PP-29':
    'Row {row}: the settlement status "{value}" is not Pending, Settled or Early settled.',
  'U-TRSY-PP-30': 'Row {row}: the {expected} "{value}" is not a date and time.',
  'U-TRSY-PP-31': 'Row {row}: a settled transaction needs its Actual Settlement Time.',
  'U-TRSY-PP-32': 'Row {row}: the transaction {value} also appears on row {expected}.',
  'U-TRSY-PP-33': 'Row {row}: the value is longer than {expected} characters.',
  'U-TRSY-PP-34': 'Row {row}: the payment {value} has a negative amount.',
} as const;
export type PaymentReportImportCode = keyof typeof PAYMENT_REPORT_IMPORT_CODES;

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const PAYMENT_PROVIDERS_ACTIVITY = areaActivity(['PAYMENT_PROVIDER', 'PAYMENT_RECORD'], {
  /** `provider`: the gateway's name (Xendit, Midtrans …). */
  PAYMENT_PROVIDER_CREATED: (v: { name: string; provider: string }) =>
    `Payment provider ${v.name} (${v.provider}) created`,
  PAYMENT_PROVIDER_CHANGED: (v: { name: string }) => `Payment provider ${v.name} changed`,
  /** `records`: the payment records deleted with it (0: none). */
  PAYMENT_PROVIDER_DELETED: (v: { name: string; records: number }) =>
    `Payment provider ${v.name} deleted${v.records > 0 ? ` with its ${plural(v.records, 'payment record', 'payment records')}` : ''}`,
  PAYMENT_RECORD_IMPORTED: (v: { orderId: string; amount: ActivityMoney; provider: string }) =>
    `Payment ${v.orderId} of ${money(v.amount)} imported from ${v.provider}`,
  PAYMENT_RECORD_SETTLED: (v: { orderId: string; amount: ActivityMoney; provider: string }) =>
    `Payment ${v.orderId}: ${money(v.amount)} settled by ${v.provider}`,
});
