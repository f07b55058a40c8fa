import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors, nameRequiredError } from '../common/errors.js';
import {
  AmountString,
  BatchIdsQuery,
  BatchOf,
  DateString,
  EdgeOf,
  Nullable,
  SortDirection,
  TotalledListPageOf,
  UuidString,
  UpdatedSinceQuery,
} from '../common/schemas.js';
import { Currency } from './bank-accounts.js';
import { PAYMENT_METHODS, RECURRENCE_UNITS } from './payment-values.js';
import {
  money,
  plural,
  orderKind,
  type ActivityMoney,
  type ActivityDate,
  areaActivity,
} from '../common/activity-text.js';

export { IdParams } from '../common/schemas.js';

/**
 * Payments and transfers: money leaving an internal account with an API
 * connection, to a counterparty's bank account (a payment: another entity)
 * or to another internal account of the same entity (a transfer: internal at
 * the same bank, external at another). One record type, `PaymentOrder`, of
 * kind PAYMENT or TRANSFER; a kind never changes.
 */
export const PaymentKind = LiteralUnion(['PAYMENT', 'TRANSFER']);
export type PaymentKind = Static<typeof PaymentKind>;

/** Spec section 4 (payment or transfer); Archived is `archived`, beside the status the order ended in. */
export const PaymentStatus = LiteralUnion([
  'NEEDS_APPROVAL',
  'SCHEDULED',
  'IN_PROGRESS',
  'SENT',
  'FAILED',
  'CANCELLED',
  'REJECTED',
]);
export type PaymentStatus = Static<typeof PaymentStatus>;

/** Statuses an order ends in: only these may be archived. */
export const FINAL_STATUSES: readonly PaymentStatus[] = ['SENT', 'FAILED', 'CANCELLED', 'REJECTED'];

/** Spec section 9's transfer methods; SAME_BANK is chosen by itself when both accounts are at one bank. */
export const PaymentMethod = LiteralUnion(PAYMENT_METHODS);
export type PaymentMethod = Static<typeof PaymentMethod>;

/**
 * The methods with their fees (spec section 9, Online's per ARCHITECTURE.md)
 * and the amounts Bank Indonesia allows each: BI-FAST up to Rp250,000,000 a
 * transaction and SKN up to Rp1,000,000,000 (bi.go.id, "BI-FAST" and "Sistem
 * Kliring Nasional Bank Indonesia"), RTGS for amounts above Rp100,000,000
 * (bi.go.id, "BI-RTGS": smaller amounts go through SKN or BI-FAST).
 * Interbank methods move rupiah only.
 */
export const METHODS: Readonly<
  Record<
    PaymentMethod,
    { fee: string; speed: string; above?: string; upTo?: string; interbank: boolean }
  >
> = {
  BI_FAST: { fee: '2500.00', speed: 'instant', upTo: '250000000.00', interbank: true },
  SKN: { fee: '2900.00', speed: 'max 2-3 days', upTo: '1000000000.00', interbank: true },
  RTGS: {
    fee: '25000.00',
    speed: '4 hours to 1 business day',
    above: '100000000.00',
    interbank: true,
  },
  ONLINE: { fee: '6500.00', speed: 'instant', interbank: true },
  SAME_BANK: { fee: '0.00', speed: 'instant', interbank: false },
};

const Money = (description: string) => AmountString(description);

/** Spec's duration units: how a recurring order repeats. */
export const RecurrenceUnit = LiteralUnion(RECURRENCE_UNITS);
export type RecurrenceUnit = Static<typeof RecurrenceUnit>;
/** The longest step of each unit: a year in days, weeks or months, five years. */
export const MAX_RECURRENCE_EVERY: Readonly<Record<RecurrenceUnit, number>> = {
  DAYS: 365,
  WEEKS: 52,
  MONTHS: 12,
  YEARS: 5,
};

export const PaymentRecurrence = Type.Object(
  {
    unit: RecurrenceUnit,
    every: Type.Integer({
      description: 'Repeats every so many units: 1 to 365 days, 52 weeks, 12 months or 5 years.',
    }),
    until: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 20,
          description: 'YYYY-MM-DD: no occurrence after it; null or absent: for good.',
        }),
      ),
    ),
  },
  {
    additionalProperties: false,
    description:
      'A recurring order: approved once, each occurrence Scheduled on its date when the one before goes out.',
  },
);
export type PaymentRecurrence = Static<typeof PaymentRecurrence>;

export const PaymentApprovalResponse = Type.Object({
  approverId: Type.String(),
  role: Type.String({ description: 'The approver’s role when they approved.' }),
  approvedAt: Type.String({ format: 'date-time' }),
});

export const PaymentMakerResponse = Type.Object(
  {
    makerId: Type.String(),
    mayApprove: Type.Boolean({
      description:
        'The control allowed self-approval and they held the approve permission when they made or last changed it.',
    }),
    madeAt: Type.String({
      format: 'date-time',
      description: 'When they made it or last changed it.',
    }),
  },
  { description: 'A member who made or changed an order.' },
);
export type PaymentMakerRecord = Static<typeof PaymentMakerResponse>;

export const PaymentBeneficiary = Type.Object(
  {
    bankCode: Type.String(),
    bankName: Type.String({
      description:
        'The bank’s name from the catalogue (the code itself for a bank it does not list).',
    }),
    accountNumber: Type.String(),
    accountName: Type.String({
      description:
        'As recorded when the order was made (a counterparty’s later change does not move it).',
    }),
  },
  { description: 'Where the money goes, fixed when the order is made or changed.' },
);

export type PaymentBeneficiaryRecord = Static<typeof PaymentBeneficiary>;
export type PaymentApprovalRecord = Static<typeof PaymentApprovalResponse>;

const Decision = Type.Object({
  by: Type.String(),
  reason: Type.String(),
  at: Type.String({ format: 'date-time' }),
});
export type PaymentDecisionRecord = Static<typeof Decision>;

export const PaymentOrderResponse = Type.Object({
  id: Type.String(),
  kind: PaymentKind,
  status: PaymentStatus,
  archived: Type.Boolean({
    description: 'Archived orders are left out of the lists unless asked for.',
  }),
  sourceAccountId: Type.String(),
  counterpartyId: Nullable(Type.String(), { description: 'A payment’s counterparty.' }),
  counterpartyBankAccountId: Nullable(Type.String(), {
    description: 'A payment’s counterparty bank account.',
  }),
  destinationAccountId: Nullable(Type.String(), { description: 'A transfer’s internal account.' }),
  beneficiary: PaymentBeneficiary,
  method: PaymentMethod,
  currency: Currency,
  amount: Money('What leaves the account for the beneficiary.'),
  fee: Money('The method’s fee, charged on top.'),
  paymentDate: DateString(
    'When it is sent: today sends once approved; a later date waits Scheduled.',
  ),
  memo: Nullable(Type.String(), {
    description: 'Sent to the bank with the transfer (its remark).',
  }),
  notes: Nullable(Type.String(), { description: 'Internal notes, not sent.' }),
  makerId: Type.String({ description: 'The member who made it.' }),
  makers: Type.Array(PaymentMakerResponse, {
    description:
      'Everyone who made or changed it, the creator first: none of them approves it unless they may approve their own.',
  }),
  version: Type.Integer({
    minimum: 1,
    description:
      'Starts at 1; every change of the order raises it. An approval names the version it reviewed.',
  }),
  makerMayApprove: Type.Boolean({
    description:
      'Whether the maker may approve it themselves: the control allowed it and they held the approve permission when it was made (the control must still allow it when they approve).',
  }),
  approvalsRequired: Type.Integer({
    description: 'Distinct approvals it needs, from its approval rule.',
  }),
  approverRoles: Type.Array(Type.String(), {
    description: 'The roles whose members may approve it; empty: any member allowed to approve.',
  }),
  approvalRuleId: Nullable(Type.String()),
  approvals: Type.Array(PaymentApprovalResponse),
  rejection: Nullable(Decision),
  cancellation: Nullable(Decision),
  failureReason: Nullable(Type.String(), { description: 'The bank’s reason, when it failed.' }),
  reconciliationStatus: LiteralUnion(['UNRECONCILED', 'PARTIAL', 'RECONCILED'], {
    description:
      'How much of it statement transactions explain (the money leaving its source account).',
  }),
  reconciledAmount: Money('What statement transactions explain of it.'),
  recurrence: Nullable(PaymentRecurrence, { description: 'Null: one time.' }),
  occurrence: Type.Integer({ description: 'Its place in its series (1 for a one-time order).' }),
  seriesId: Nullable(Type.String(), {
    description: 'The first order of its series, for a recurring one.',
  }),
  nextPaymentDate: Nullable(
    DateString(
      'When the series pays next after this one; null for a one-time order or the last occurrence.',
    ),
  ),
  sentAt: Nullable(Type.String({ format: 'date-time' }), {
    description: 'When the bank said it was sent.',
  }),
  bankReference: Nullable(Type.String(), {
    description: 'The bank’s own reference of the transfer that sent it.',
  }),
  manualExportId: Nullable(Type.String(), {
    description:
      'The manual export that took it out of sending through the bank’s API: it is sent by hand and waits In Progress until reconciled (then Sent) or cancelled.',
  }),
  billId: Nullable(Type.String(), {
    description:
      'The approved bill it pays: it is Paid once the order is sent, or a statement transaction explains it.',
  }),
  expectedTransactionId: Nullable(Type.String(), {
    description:
      'The expected transaction it pays: the statement transaction that explains the order explains it too, and it cannot be deleted while the order is under way or sent.',
  }),
  refundOf: Nullable(Type.String(), {
    description:
      'The invoicing payment whose credit it pays back to the buyer: reserved there while the order is on its way, released when it is rejected, cancelled, or failed and archived.',
  }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type PaymentOrderResponse = Static<typeof PaymentOrderResponse>;

/** The columns the payments and transfers lists sort by; the newest order breaks a tie. */
export const PaymentSort = LiteralUnion([
  'CREATED_AT',
  'PAYMENT_DATE',
  'AMOUNT',
  'BENEFICIARY',
  'STATUS',
  'UPDATED_AT',
]);
export type PaymentSort = Static<typeof PaymentSort>;

/** The lists' tabs (spec: All, Needs Approval, Scheduled, In Progress, Sent, Failed, Cancelled/Rejected) as status sets. */
export const PaymentListQuery = Type.Object({
  kind: PaymentKind,
  first: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  after: Type.Optional(
    Type.String({ maxLength: 500, description: 'A cursor of the same sort and direction.' }),
  ),
  /** The column the list is sorted by (CREATED_AT when left out), descending unless `sortDirection` is ASC. */
  sort: Type.Optional(PaymentSort),
  sortDirection: Type.Optional(SortDirection),
  ...UpdatedSinceQuery,
  statuses: Type.Optional(
    Type.Array(PaymentStatus, {
      maxItems: 7,
      description: 'Repeat `statuses` for several; none: every status.',
    }),
  ),
  archived: Type.Optional(
    Type.Boolean({
      description: 'true: only archived orders; absent or false: only those not archived.',
    }),
  ),
  matchableWith: Type.Optional(
    UuidString(
      'Only the orders this statement transaction could be matched with: sent or on their way, with something left to reconcile, from its account (or another of its entity) when it is outgoing.',
    ),
  ),
});
export type PaymentListQuery = Static<typeof PaymentListQuery>;

export const PaymentOrderEdge = EdgeOf(PaymentOrderResponse);
export type PaymentOrderEdge = Static<typeof PaymentOrderEdge>;

/**
 * What a balance warning is about: BALANCE_SHORTFALL, the order would take
 * its source account's available balance below zero; BALANCE_UNKNOWN, the
 * account has no balance recorded yet, so whether it covers the order cannot
 * be checked (never taken as zero).
 */
export const PAYMENT_WARNING_CODES = ['BALANCE_SHORTFALL', 'BALANCE_UNKNOWN'] as const;
export type PaymentWarningCode = (typeof PAYMENT_WARNING_CODES)[number];

/**
 * A warning about an order that was made or approved all the same. The
 * available balance is the source account's latest known balance minus what
 * its Scheduled and In Progress orders still take out (their open amount and
 * fee); the order needs its amount and fee.
 */
export const PaymentWarning = Type.Object({
  code: Type.Enum(PAYMENT_WARNING_CODES, { description: 'BALANCE_SHORTFALL or BALANCE_UNKNOWN.' }),
  message: Type.String(),
  sourceAccountId: Type.String(),
  currency: Currency,
  available: Nullable(
    Type.String({
      description:
        'The source account’s available balance before this order, as a decimal string; null when no balance is known or the caller may not read bank accounts.',
    }),
  ),
  amount: Type.String({ description: 'What this order takes out: its amount plus its fee.' }),
  shortfall: Nullable(
    Type.String({
      description:
        'How much the available balance lacks (amount − available, above zero); null when no balance is known or the caller may not read bank accounts.',
    }),
  ),
});
export type PaymentWarning = Static<typeof PaymentWarning>;

/** The order made, with the warnings about it (an empty list when there is none). */
export const PaymentCreateResponse = Type.Object({
  cursor: Type.String(),
  node: PaymentOrderResponse,
  warnings: Type.Array(PaymentWarning),
});
export type PaymentCreateResponse = Static<typeof PaymentCreateResponse>;

export const PaymentListResponse = TotalledListPageOf(
  PaymentOrderResponse,
  'The amounts of every order the filters keep, per currency.',
);
export type PaymentListResponse = Static<typeof PaymentListResponse>;

export const PaymentBatchQuery = BatchIdsQuery;
export type PaymentBatchQuery = Static<typeof PaymentBatchQuery>;
export const PaymentBatchResponse = BatchOf(PaymentOrderResponse);
export type PaymentBatchResponse = Static<typeof PaymentBatchResponse>;

const orderFields = {
  sourceAccountId: UuidString('An internal account with an API connection.'),
  counterpartyBankAccountId: Type.Optional(
    UuidString('A payment: the counterparty bank account to pay.'),
  ),
  destinationAccountId: Type.Optional(
    UuidString('A transfer: the internal account to move money to.'),
  ),
  method: Type.Optional(PaymentMethod),
  amount: Type.String({
    maxLength: 40,
    description: 'A positive amount with at most two decimals: "1500000.00".',
  }),
  paymentDate: Type.String({
    maxLength: 20,
    description: 'YYYY-MM-DD, today or later in the organisation’s time zone.',
  }),
  memo: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  recurrence: Type.Optional(Nullable(PaymentRecurrence)),
  billId: Type.Optional(
    Nullable(
      UuidString(
        'A payment: the approved bill it pays, of the same amount, currency and counterparty, not paid by another payment.',
      ),
    ),
  ),
  expectedTransactionId: Type.Optional(
    Nullable(
      UuidString(
        'The outgoing expected transaction it pays: the same amount, currency and counterparty (none for a transfer), from its bank account when it names one, not reconciled and paid by no other order.',
      ),
    ),
  ),
  refundOf: Type.Optional(
    Nullable(
      UuidString(
        'A payment: the invoicing payment whose credit it pays back to its buyer, in its currency and at most that credit (reserved in invoicing as the order is made; needs invoice-payments:manage too). A one-off payment that pays nothing else; an order keeps the payment it refunds.',
      ),
    ),
  ),
};

/**
 * A new payment or transfer. `method` may be left out when both accounts are
 * at one bank (SAME_BANK is then chosen); between banks it is required.
 */
export const PaymentCreateBody = Type.Object(
  { kind: PaymentKind, ...orderFields },
  { additionalProperties: false },
);
export type PaymentCreateBody = Static<typeof PaymentCreateBody>;

/**
 * A change to an order that still needs approval: every field again; the kind must stay as it is. Approvals given so far are withdrawn.
 * `expectedTransactionId` left out keeps the expected transaction it pays (checked again against the new values); null lets it go.
 */
export const PaymentUpdateBody = Type.Object(
  { kind: PaymentKind, ...orderFields },
  { additionalProperties: false },
);
export type PaymentUpdateBody = Static<typeof PaymentUpdateBody>;

const Ids = Type.Array(Type.String({ format: 'uuid' }), {
  minItems: 1,
  maxItems: 100,
  uniqueItems: true,
});

/** The code that sends orders on as approving does (resending, exporting): asked of the caller each time. */
const SendingCode = Type.String({
  maxLength: 20,
  description: 'A current 6-digit code of the caller’s authenticator app, as approving needs.',
});

export const PaymentApproveBody = Type.Object(
  {
    ids: Ids,
    versions: Type.Array(Type.Integer({ minimum: 1 }), {
      minItems: 1,
      maxItems: 100,
      description:
        'The version of each order in `ids` (at the same place) as the approver reviewed it: an order changed since is refused.',
    }),
    code: Type.String({
      maxLength: 20,
      description:
        'A current 6-digit code of the approver’s authenticator app (backup codes and passkeys are refused).',
    }),
  },
  { additionalProperties: false },
);
export type PaymentApproveBody = Static<typeof PaymentApproveBody>;
export const PaymentResendBody = Type.Object(
  {
    ids: Ids,
    code: SendingCode,
  },
  { additionalProperties: false },
);
export type PaymentResendBody = Static<typeof PaymentResendBody>;
export const PaymentExportBody = Type.Object(
  {
    kind: PaymentKind,
    ids: Ids,
    code: SendingCode,
  },
  { additionalProperties: false },
);
export type PaymentExportBody = Static<typeof PaymentExportBody>;
export const PaymentReasonBody = Type.Object(
  { ids: Ids, reason: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);
export type PaymentReasonBody = Static<typeof PaymentReasonBody>;
export const PaymentIdsBody = Type.Object({ ids: Ids }, { additionalProperties: false });
export type PaymentIdsBody = Static<typeof PaymentIdsBody>;

/** What a bulk action did to each order, in the order asked: the order as it now stands, or why it was refused. */
export const PaymentActionResponse = Type.Object({
  results: Type.Array(
    Type.Object({
      id: Type.String(),
      order: Nullable(PaymentOrderResponse),
      error: Nullable(
        Type.Object({
          code: Type.String(),
          message: Type.String(),
          field: Type.Optional(Type.String()),
        }),
      ),
      warnings: Type.Optional(
        Type.Array(PaymentWarning, {
          description: 'An approval’s warnings about the order it approved.',
        }),
      ),
    }),
  ),
});
export type PaymentActionResponse = Static<typeof PaymentActionResponse>;

/** A manual export: approved orders taken out of sending through the bank's API, in a file to send by hand. */
export const PaymentExportResponse = Type.Object({
  id: Type.String(),
  kind: PaymentKind,
  orderCount: Type.Integer({ description: 'How many orders it took out.' }),
  requestedBy: Type.String({ description: 'The member who exported them.' }),
  fileName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type PaymentExportResponse = Static<typeof PaymentExportResponse>;

/** What a manual export did: the export (null when no order could be exported) and each order's result, in the order asked. */
export const PaymentExportActionResponse = Type.Object({
  export: Nullable(PaymentExportResponse),
  results: PaymentActionResponse.properties.results,
});
export type PaymentExportActionResponse = Static<typeof PaymentExportActionResponse>;

/**
 * The refusals of payments and transfers, `U-TRSY-TRF-n`: the spec's
 * transfer errors (section 8) in its order, then ours.
 */
export const paymentErrors = defineErrors({
  dateInPast: {
    status: 400,
    code: 'U-TRSY-TRF-1',
    message: 'The payment date cannot be in the past.',
    field: 'paymentDate',
  },
  apiConnectionRequired: {
    status: 400,
    code: 'U-TRSY-TRF-2',
    message: 'Money can be sent only from a bank account with an API connection.',
    field: 'sourceAccountId',
  },
  sourceIsBeneficiary: {
    status: 400,
    code: 'U-TRSY-TRF-3',
    message: 'The source and the beneficiary account must be different.',
  },
  counterpartyInactive: {
    status: 409,
    code: 'U-TRSY-TRF-4',
    message: 'This counterparty is inactive. Activate it before paying it.',
    field: 'counterpartyBankAccountId',
  },
  statusNotValid: {
    status: 409,
    code: 'U-TRSY-TRF-5',
    message: 'This cannot be done in the payment’s current status.',
  },
  otpFailed: { status: 400, code: 'U-TRSY-TRF-6', message: 'Invalid 2FA code.', field: 'code' },
  otpNotSetUp: {
    status: 409,
    code: 'U-TRSY-TRF-7',
    message: 'Set up an authenticator app before approving payments and transfers.',
    field: 'code',
  },
  methodBankMismatch: {
    status: 400,
    code: 'U-TRSY-TRF-8',
    message:
      'Same Bank works only between accounts at one bank; between banks choose BI-FAST, SKN, RTGS or Online.',
    field: 'method',
  },
  paymentsInactive: {
    status: 409,
    code: 'U-TRSY-TRF-9',
    message: 'Payments are switched off in your company’s controls.',
  },
  accountInquiryFailed: {
    status: 409,
    code: 'U-TRSY-TRF-10',
    message: 'The bank could not confirm the beneficiary account. Check the account and try again.',
  },
  billMismatch: {
    status: 400,
    code: 'U-TRSY-TRF-11',
    message: 'A bill payment must match the bill’s amount, currency and counterparty.',
  },
  alreadyCreated: {
    status: 409,
    code: 'U-TRSY-TRF-12',
    message: 'A payment was already created for this.',
  },
  taxNumberRequired: {
    status: 409,
    code: 'U-TRSY-TRF-13',
    message: 'Record the counterparty’s tax number (NPWP) before paying a company.',
    field: 'counterpartyBankAccountId',
  },
  transferEntity: {
    status: 400,
    code: 'U-TRSY-TRF-14',
    message: 'A transfer must stay within one entity; to pay another entity, make a payment.',
    field: 'destinationAccountId',
  },
  paymentEntity: {
    status: 400,
    code: 'U-TRSY-TRF-15',
    message:
      'A payment must go to another entity; to move money within the entity, make a transfer.',
    field: 'counterpartyBankAccountId',
  },
  noConversion: {
    status: 409,
    code: 'U-TRSY-TRF-16',
    message: 'A transfer cannot be turned into a payment, nor a payment into a transfer.',
    field: 'kind',
  },
  transfersInactive: {
    status: 409,
    code: 'U-TRSY-TRF-17',
    message: 'Transfers are switched off in your company’s controls.',
  },
  notFound: { status: 404, code: 'U-TRSY-TRF-18', message: 'Payment not found.' },
  invalidAmount: {
    status: 400,
    code: 'U-TRSY-TRF-19',
    message: 'Enter a positive amount with at most two decimals.',
    field: 'amount',
  },
  invalidDate: {
    status: 400,
    code: 'U-TRSY-TRF-20',
    message: 'Enter a date as YYYY-MM-DD.',
    field: 'paymentDate',
  },
  methodRequired: {
    status: 400,
    code: 'U-TRSY-TRF-21',
    message: 'Choose how to send it: BI-FAST, SKN, RTGS or Online.',
    field: 'method',
  },
  biFastLimit: {
    status: 400,
    code: 'U-TRSY-TRF-22',
    message: 'BI-FAST takes amounts up to Rp250,000,000. Choose SKN or RTGS for more.',
    field: 'amount',
  },
  currencyNotSupported: {
    status: 400,
    code: 'U-TRSY-TRF-23',
    message: 'Payments between banks are in rupiah (IDR) only.',
    field: 'sourceAccountId',
  },
  beneficiaryRequired: {
    status: 400,
    code: 'U-TRSY-TRF-24',
    message: 'Choose the account to send to.',
  },
  accountNotFound: { status: 404, code: 'U-TRSY-TRF-25', message: 'Bank account not found.' },
  selfApproval: {
    status: 403,
    code: 'U-TRSY-TRF-26',
    message:
      'You made or changed this payment. Another approver must approve it, unless your company’s controls allow self-approval.',
  },
  alreadyApproved: {
    status: 409,
    code: 'U-TRSY-TRF-27',
    message: 'You have already approved this payment.',
  },
  roleNotApprover: {
    status: 403,
    code: 'U-TRSY-TRF-28',
    message: 'Your role cannot approve this payment: its approval rule asks for another role.',
  },
  reasonRequired: {
    status: 400,
    code: 'U-TRSY-TRF-29',
    message: 'Give a reason.',
    field: 'reason',
  },
  keyNotAllowed: {
    status: 403,
    code: 'U-TRSY-TRF-30',
    message:
      'Approving needs a member signed in with their authenticator app; an API key cannot approve.',
  },
  currencyMismatch: {
    status: 400,
    code: 'U-TRSY-TRF-31',
    message: 'Both accounts of a transfer must hold the same currency.',
    field: 'destinationAccountId',
  },
  recurrenceEvery: {
    status: 400,
    code: 'U-TRSY-TRF-34',
    message: 'Repeat every 1 to 365 days, 1 to 52 weeks, 1 to 12 months or 1 to 5 years.',
    field: 'recurrence.every',
  },
  recurrenceUntil: {
    status: 400,
    code: 'U-TRSY-TRF-35',
    message: 'A series ends on a date (YYYY-MM-DD) after its first payment date.',
    field: 'recurrence.until',
  },
  sknLimit: {
    status: 400,
    code: 'U-TRSY-TRF-32',
    message: 'SKN takes amounts up to Rp1,000,000,000. Choose RTGS for more.',
    field: 'amount',
  },
  rtgsMinimum: {
    status: 400,
    code: 'U-TRSY-TRF-33',
    message: 'RTGS takes amounts above Rp100,000,000. Choose BI-FAST or SKN for less.',
    field: 'amount',
  },
  exportNotFound: { status: 404, code: 'U-TRSY-TRF-36', message: 'Export not found.' },
  alreadyReconciled: {
    status: 409,
    code: 'U-TRSY-TRF-37',
    message:
      'A statement transaction already explains part of this payment; remove that match before cancelling it.',
  },
  expectedTransactionNotFound: {
    status: 404,
    code: 'U-TRSY-TRF-38',
    message: 'Expected transaction not found.',
    field: 'expectedTransactionId',
  },
  expectedTransactionMismatch: {
    status: 400,
    code: 'U-TRSY-TRF-39',
    message:
      'A payment of an expected transaction must be outgoing like it, with its amount, currency and counterparty, from its bank account.',
    field: 'expectedTransactionId',
  },
  expectedTransactionReconciled: {
    status: 409,
    code: 'U-TRSY-TRF-40',
    message: 'This expected transaction is already reconciled: there is nothing left to pay.',
    field: 'expectedTransactionId',
  },
  expectedTransactionPaid: {
    status: 409,
    code: 'U-TRSY-TRF-41',
    message: 'Another payment or transfer already pays this expected transaction.',
    field: 'expectedTransactionId',
  },
  billNotFound: { status: 404, code: 'U-TRSY-TRF-42', message: 'Bill not found.', field: 'billId' },
  billNotPayable: {
    status: 409,
    code: 'U-TRSY-TRF-43',
    message: 'Only an approved bill that is not paid yet can be paid.',
    field: 'billId',
  },
  paysBoth: {
    status: 400,
    code: 'U-TRSY-TRF-44',
    message: 'A payment pays a bill or an expected transaction, not both.',
    field: 'billId',
  },
  refundAlone: {
    status: 400,
    code: 'U-TRSY-TRF-54',
    message:
      'A refund of a buyer’s credit is a one-off payment to a counterparty: it does not repeat, nor pay a bill or an expected transaction.',
    field: 'refundOf',
  },
  refundFixed: {
    status: 409,
    code: 'U-TRSY-TRF-55',
    message: 'An order keeps the credit it refunds: cancel it and make a new one instead.',
    field: 'refundOf',
  },
  invoicingUnavailable: {
    status: 503,
    code: 'U-TRSY-TRF-56',
    message:
      'The invoicing service cannot be reached to reserve or release the buyer’s credit. Try again shortly.',
    field: 'refundOf',
  },
  versionChanged: {
    status: 409,
    code: 'U-TRSY-TRF-50',
    message:
      'This payment was changed after you opened it. Review the new version and approve it again.',
    field: 'versions',
  },
  versionsRequired: {
    status: 400,
    code: 'U-TRSY-TRF-51',
    message: 'Give the version you reviewed of each payment you approve.',
    field: 'versions',
  },
  approvePermissionMissing: {
    status: 403,
    code: 'U-TRSY-TRF-53',
    message:
      'Your role cannot approve payments and transfers: ask an owner to give it the approve permission, or another approver to approve it.',
  },
  codeAttemptsExceeded: {
    status: 429,
    code: 'U-TRSY-TRF-52',
    message: 'Too many wrong 2FA codes: your account is locked for a while. Try again later.',
    field: 'code',
  },
  insufficientBalance: {
    status: 409,
    code: 'U-TRSY-BAL-1',
    message:
      'This would take the source account below its available balance, and your company’s controls refuse that.',
    field: 'amount',
  },
});

/** The words of each balance warning (the web shows its own, from its catalogues, by code). */
export const PAYMENT_WARNING_MESSAGES: Readonly<Record<PaymentWarningCode, string>> = {
  BALANCE_SHORTFALL: 'This takes the source account below its available balance.',
  BALANCE_UNKNOWN:
    'The source account has no known balance yet, so whether it covers this cannot be checked.',
};

/** What decides whether a member may approve an order, as the approval checks it. */
export type OrderApprovalView = Pick<
  PaymentOrderResponse,
  'status' | 'makers' | 'approvals' | 'approverRoles'
>;
/** The member asking: their id and the name of their role. */
export type Approver = { userId: string; role: string };

/**
 * Why a member holding the approve permission may not approve an order now,
 * as the refusal approving it would give, or null when they may: it must
 * need approval; nobody who made or changed it approves it, unless they may
 * approve their own (the company's self-approval control allowed it and they
 * held the approve permission when they made or changed it) and the control
 * still allows it; its rule's roles only; nobody twice. The treasury's
 * approval and the BFF's `viewerCanApprove` both ask this one rule.
 */
export function approvalRefusal(
  approver: Approver,
  order: OrderApprovalView,
  selfApprovalAllowed: boolean,
): 'statusNotValid' | 'selfApproval' | 'roleNotApprover' | 'alreadyApproved' | null {
  if (order.status !== 'NEEDS_APPROVAL') return 'statusNotValid';
  const maker = order.makers.find((made) => made.makerId === approver.userId);
  if (maker && !(maker.mayApprove && selfApprovalAllowed)) return 'selfApproval';
  if (order.approverRoles.length > 0 && !order.approverRoles.includes(approver.role))
    return 'roleNotApprover';
  if (order.approvals.some((approval) => approval.approverId === approver.userId))
    return 'alreadyApproved';
  return null;
}

/** Approval rules: which orders need how many approvals from which roles. */
export const ApprovalRuleAppliesTo = LiteralUnion(['PAYMENT', 'TRANSFER', 'ALL']);
export type ApprovalRuleAppliesTo = Static<typeof ApprovalRuleAppliesTo>;

/** An organisation keeps at most this many approval rules; an order needs at most this many approvals. */
export const MAX_APPROVAL_RULES = 20;
export const MAX_APPROVALS = 5;

export const ApprovalRuleResponse = Type.Object({
  id: Type.String(),
  name: Type.String(),
  appliesTo: ApprovalRuleAppliesTo,
  minAmount: Money('Orders of at least this amount (in their currency) follow the rule.'),
  methods: Type.Array(PaymentMethod, {
    description: 'Only orders sent by these methods; empty: any method.',
  }),
  approvalsRequired: Type.Integer({ minimum: 1, maximum: MAX_APPROVALS }),
  approverRoles: Type.Array(Type.String(), {
    description: 'Role names whose members may approve; empty: any member allowed to approve.',
  }),
  priority: Type.Integer({
    description:
      '1 is tried first; an order follows the first rule it meets, or one approval from any approver.',
  }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ApprovalRuleResponse = Static<typeof ApprovalRuleResponse>;

export const ApprovalRuleListResponse = Type.Object({ items: Type.Array(ApprovalRuleResponse) });
export type ApprovalRuleListResponse = Static<typeof ApprovalRuleListResponse>;

export const ApprovalRuleBody = Type.Object(
  {
    name: Type.String({ maxLength: 500 }),
    appliesTo: ApprovalRuleAppliesTo,
    minAmount: Type.String({ maxLength: 40, description: 'Zero or more, at most two decimals.' }),
    methods: Type.Array(PaymentMethod, { maxItems: 5, uniqueItems: true }),
    approvalsRequired: Type.Integer(),
    approverRoles: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type ApprovalRuleBody = Static<typeof ApprovalRuleBody>;

export const ApprovalRuleReorderBody = Type.Object(
  { ruleIds: Type.Array(Type.String({ format: 'uuid' }), { maxItems: MAX_APPROVAL_RULES }) },
  { additionalProperties: false },
);
export type ApprovalRuleReorderBody = Static<typeof ApprovalRuleReorderBody>;

export const approvalRuleErrors = defineErrors({
  notFound: { status: 404, code: 'U-TRSY-AR-1', message: 'Approval rule not found.' },
  nameRequired: nameRequiredError('U-TRSY-AR-2', 'rule', 80),
  nameExists: {
    status: 409,
    code: 'U-TRSY-AR-3',
    message: 'Another approval rule already has this name.',
    field: 'name',
  },
  minAmount: {
    status: 400,
    code: 'U-TRSY-AR-4',
    message: 'The minimum amount must be zero or more, with at most two decimals.',
    field: 'minAmount',
  },
  approvalsRequired: {
    status: 400,
    code: 'U-TRSY-AR-5',
    message: 'A rule asks for 1 to 5 approvals.',
    field: 'approvalsRequired',
  },
  tooMany: {
    status: 409,
    code: 'U-TRSY-AR-6',
    message: 'An organisation can keep at most 20 approval rules. Delete one first.',
  },
  reorderStale: {
    status: 409,
    code: 'U-TRSY-AR-7',
    message:
      'The approval rules changed since the list was loaded. Reload the list and reorder again.',
    field: 'ruleIds',
  },
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const PAYMENTS_ACTIVITY = areaActivity(['PAYMENT', 'TRANSFER', 'APPROVAL_RULE'], {
  /** `kind`: PAYMENT or TRANSFER; `name`: the beneficiary's account name. */
  PAYMENT_CREATED: (v: { kind: string; amount: ActivityMoney; name: string; date: ActivityDate }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} on ${v.date.date} created`,
  PAYMENT_CHANGED: (v: { kind: string; amount: ActivityMoney; name: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} changed`,
  /** `given` of `required` approvals now. */
  PAYMENT_APPROVED: (v: {
    kind: string;
    amount: ActivityMoney;
    name: string;
    given: number;
    required: number;
  }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} approved (${v.given} of ${v.required})`,
  PAYMENT_REJECTED: (v: { kind: string; amount: ActivityMoney; name: string; reason: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} rejected: ${v.reason}`,
  PAYMENT_CANCELLED: (v: { kind: string; amount: ActivityMoney; name: string; reason: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} cancelled: ${v.reason}`,
  PAYMENT_ARCHIVED: (v: { kind: string; amount: ActivityMoney; name: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} archived`,
  PAYMENT_SENT: (v: { kind: string; amount: ActivityMoney; name: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} sent by the bank`,
  PAYMENT_FAILED: (v: { kind: string; amount: ActivityMoney; name: string; reason: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} failed: ${v.reason}`,
  PAYMENT_RESENT: (v: { kind: string; amount: ActivityMoney; name: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} sent again`,
  PAYMENT_EXPORTED: (v: { kind: string; amount: ActivityMoney; name: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} exported to send by hand`,
  PAYMENT_REOPENED: (v: { kind: string; amount: ActivityMoney; name: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} in progress again: the statement transaction that showed it sent was unmatched`,
  /** `priority`: its place in the order, 1 tried first. */
  APPROVAL_RULE_CREATED: (v: { name: string; priority: number }) =>
    `Approval rule ${v.name} created (priority ${v.priority})`,
  APPROVAL_RULE_CHANGED: (v: { name: string }) => `Approval rule ${v.name} changed`,
  APPROVAL_RULE_DELETED: (v: { name: string }) => `Approval rule ${v.name} deleted`,
  APPROVAL_RULES_REORDERED: (v: { count: number }) =>
    `Approval rules reordered (${plural(v.count, 'rule', 'rules')})`,
});
