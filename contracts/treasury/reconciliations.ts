import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors } from '../common/errors.js';
import { SearchQuery } from './list-query.js';
import {
  AmountString,
  BatchOf,
  DateString,
  EdgeOf,
  IdsFilter,
  ListPageOf,
  Nullable,
  UuidString,
} from '../common/schemas.js';
import { Currency } from './bank-accounts.js';
import { OUTFLOW_CATEGORIES } from './categories.js';
import { money, plural, type ActivityMoney, areaActivity } from '../common/activity-text.js';

type OutflowCategory = (typeof OUTFLOW_CATEGORIES)[number];

export { IdParams } from '../common/schemas.js';

/** At most this many statement transactions, and this many items, in one match. */
export const MAX_MATCH_SIDE = 8;

/**
 * What a statement transaction can be matched with: the treasury's own
 * records, and sales invoices the invoicing service holds (reached over its
 * REST API, contracts/invoicing/receivables.ts).
 */
export const ReconcilableKind = LiteralUnion(
  [
    'EXPECTED_TRANSACTION',
    'PAYMENT_ORDER',
    'PAYMENT_SETTLEMENT',
    'BILL',
    'SALES_INVOICE',
    'INVOICE_PAYMENT',
  ],
  {
    description:
      'The kind of record a statement transaction is matched with: an expected transaction, a payment or transfer (the money leaving its source account), a payment provider’s settlement (the money it pays in for many payment records), an approved bill no payment pays (the money paid to its supplier), an issued sales invoice of the invoicing service (the money its buyer pays in), or a payment a member of the invoicing service recorded by hand (the money its buyer said was sent).',
  },
);
export type ReconcilableKind = Static<typeof ReconcilableKind>;

export const ReconcilableRef = Type.Object(
  { kind: ReconcilableKind, id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type ReconcilableRef = Static<typeof ReconcilableRef>;

export const ReconciliationKind = LiteralUnion(['AUTOMATIC', 'REVIEW', 'MANUAL'], {
  description:
    'AUTOMATIC: proposed and confirmed by the matching rules; REVIEW: a proposal a reviewer accepted; MANUAL: matched by hand.',
});
export type ReconciliationKind = Static<typeof ReconciliationKind>;

export const MatchResult = LiteralUnion(['FULL_MATCH', 'PARTIAL_MATCH'], {
  description:
    'FULL_MATCH when the statement transactions and the items have the same total; PARTIAL_MATCH when the smaller total was allocated after the amount-mismatch warning.',
});
export type MatchResult = Static<typeof MatchResult>;

export const AllocationResponse = Type.Object({
  statementTransactionId: Type.String({ format: 'uuid' }),
  item: ReconcilableRef,
  amount: AmountString(
    'The amount this match allocates between the statement transaction and the item.',
  ),
  fee: AmountString(
    'The bank fee the payer’s bank deducted that this allocation books on the item beside the amount, settling it in full; 0.00 when none.',
  ),
});
export type AllocationResponse = Static<typeof AllocationResponse>;

export const ReconciliationResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  bankAccountId: Type.String({ format: 'uuid' }),
  direction: LiteralUnion(['DEBIT', 'CREDIT']),
  kind: ReconciliationKind,
  result: MatchResult,
  currency: Currency,
  amount: AmountString('The total this match allocates.'),
  fee: AmountString(
    'What the payer’s bank deducted from an incoming transfer and this match books as a bank fee, settling the item in full; 0.00 when none.',
  ),
  allocations: Type.Array(AllocationResponse),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Nullable(Type.String()),
});
export type ReconciliationResponse = Static<typeof ReconciliationResponse>;

/**
 * A manual match: one statement transaction with one or more items, or
 * several statement transactions (instalments) with one item. When the two
 * totals differ the match is refused with the amount-mismatch error unless
 * `partial` accepts allocating the smaller total.
 */
export const ReconciliationCreateBody = Type.Object(
  {
    statementTransactionIds: Type.Array(Type.String({ format: 'uuid' }), {
      maxItems: MAX_MATCH_SIDE * 4,
    }),
    items: Type.Array(ReconcilableRef, { maxItems: MAX_MATCH_SIDE * 4 }),
    partial: Type.Optional(
      Type.Boolean({
        description: 'Accept an amount mismatch and allocate the smaller total (a Partial Match).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ReconciliationCreateBody = Static<typeof ReconciliationCreateBody>;

export const ReconciliationListQuery = Type.Object({
  ids: IdsFilter('These matches.'),
  statementTransactionIds: IdsFilter('The matches of any of these statement transactions.'),
  expectedTransactionIds: IdsFilter('The matches of any of these expected transactions.'),
  paymentOrderIds: IdsFilter('The matches of any of these payments or transfers.'),
});
export type ReconciliationListQuery = Static<typeof ReconciliationListQuery>;

export const ReconciliationListResponse = Type.Object({
  items: Type.Array(ReconciliationResponse),
});
export type ReconciliationListResponse = Static<typeof ReconciliationListResponse>;

export const ProposalReason = Type.Object({
  code: Type.String({
    description:
      'What agrees, for a client to word: AMOUNT_EQUAL, AMOUNT_MINUS_FEE, DATE_AFTER, COUNTERPARTY_NAME, REFERENCE_FOUND, SUM_EQUAL, OTHER_CANDIDATES, AMOUNT_LESS_WITHHOLDING, COUNTERPARTY_OTHER, REVERSAL_PAIR, …',
  }),
  values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  text: Type.String({ description: 'The reason in English, for example "paid 2 days after due".' }),
});
export type ProposalReason = Static<typeof ProposalReason>;

/** What a proposal and each of its ranked alternatives match: how, which lines with which items, in which currency. */
const proposedMatchFields = {
  strategy: LiteralUnion(['ONE_TO_ONE', 'ONE_TO_MANY', 'MANY_TO_ONE']),
  result: MatchResult,
  statementTransactionIds: Type.Array(Type.String({ format: 'uuid' })),
  items: Type.Array(ReconcilableRef),
  currency: Currency,
};

export const ProposalResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  ...proposedMatchFields,
  amount: AmountString('What accepting it would allocate.'),
  fee: AmountString(
    'What accepting it would book as the bank fee the payer’s bank deducted (the item is settled in full); 0.00 when none.',
  ),
  autoRefusal: Nullable(Type.Object({ code: Type.String(), message: Type.String() }), {
    description:
      'Why the rule that would confirm it by itself could not, leaving it for a reviewer; null otherwise.',
  }),
  confidence: Type.String({
    pattern: '^[01]\\.\\d{4}$',
    description: 'How sure the engine is, 0 to 1.',
  }),
  reasons: Type.Array(ProposalReason),
  ruleId: Type.String(),
  status: LiteralUnion(['PENDING', 'ACCEPTED', 'REJECTED', 'SUPERSEDED']),
  reconciliationId: Nullable(Type.String({ format: 'uuid' })),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ProposalResponse = Static<typeof ProposalResponse>;

/** A page of proposals or candidates: at most `max` of them (`first`, as `description` says) after the cursor `after`. */
const pageQuery = (max: number, description: string) => ({
  first: Type.Optional(Type.Integer({ minimum: 1, maximum: max, description })),
  after: Type.Optional(
    Type.String({ maxLength: 500, description: 'The `endCursor` of the previous page.' }),
  ),
});

/** At most this many proposals in one page; 50 when not said. */
export const MAX_PROPOSAL_PAGE = 200;
export const DEFAULT_PROPOSAL_PAGE = 50;

export const ProposalListQuery = Type.Object({
  statementTransactionId: Type.Optional(
    UuidString('The pending proposals of this statement transaction.'),
  ),
  ...pageQuery(MAX_PROPOSAL_PAGE, 'At most this many, 1 to 200; 50 when absent.'),
});
export type ProposalListQuery = Static<typeof ProposalListQuery>;

export const ProposalEdge = EdgeOf(ProposalResponse);
export type ProposalEdge = Static<typeof ProposalEdge>;

export const ProposalListResponse = ListPageOf(
  ProposalResponse,
  'How many proposals are pending (of the statement transaction, when one is given), over all pages.',
);
export type ProposalListResponse = Static<typeof ProposalListResponse>;

export const ProposalBatchQuery = Type.Object({
  ids: Type.Array(Type.String({ format: 'uuid' }), {
    minItems: 1,
    maxItems: 100,
    description: 'These proposals, whatever their status.',
  }),
});
export type ProposalBatchQuery = Static<typeof ProposalBatchQuery>;

export const ProposalBatchResponse = BatchOf(ProposalResponse);
export type ProposalBatchResponse = Static<typeof ProposalBatchResponse>;

/** At most this many ranked alternatives of a proposal; 3 when not said. */
export const MAX_PROPOSAL_CANDIDATES = 3;

export const ProposalCandidatesQuery = Type.Object({
  first: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PROPOSAL_CANDIDATES,
      description: 'At most this many, 1 to 3; 3 when absent.',
    }),
  ),
});
export type ProposalCandidatesQuery = Static<typeof ProposalCandidatesQuery>;

export const ProposalCandidate = Type.Object({
  rank: Type.Integer({ minimum: 1, description: '1 for the engine’s best candidate, then 2, 3.' }),
  ...proposedMatchFields,
  amount: AmountString('What matching it would allocate.'),
  confidence: Type.String({ pattern: '^[01]\\.\\d{4}$', description: 'Its score, 0 to 1.' }),
  reasons: Type.Array(ProposalReason),
});
export type ProposalCandidate = Static<typeof ProposalCandidate>;

export const ProposalCandidatesResponse = Type.Object({ items: Type.Array(ProposalCandidate) });
export type ProposalCandidatesResponse = Static<typeof ProposalCandidatesResponse>;

/**
 * What the manual match pane lists an item as: the kinds of the GraphQL
 * union `ReconcilableItem` (a payment order is a payment or a transfer), each
 * read with its own permission.
 */
export const CandidateKind = LiteralUnion(
  [
    'EXPECTED_TRANSACTION',
    'PAYMENT',
    'TRANSFER',
    'PAYMENT_SETTLEMENT',
    'BILL',
    'SALES_INVOICE',
    'INVOICE_PAYMENT',
  ],
  {
    description:
      'EXPECTED_TRANSACTION, PAYMENT, TRANSFER, PAYMENT_SETTLEMENT (a payment provider’s payout), BILL, SALES_INVOICE or INVOICE_PAYMENT (a payment recorded by hand in invoicing).',
  },
);
export type CandidateKind = Static<typeof CandidateKind>;

/** The permission that reads the items of each kind: a caller without it is offered none of them. */
export const CANDIDATE_KIND_PERMISSIONS = {
  EXPECTED_TRANSACTION: 'expected-transactions:read',
  PAYMENT: 'payments:read',
  TRANSFER: 'transfers:read',
  PAYMENT_SETTLEMENT: 'payment-providers:read',
  BILL: 'bills:read',
  SALES_INVOICE: 'invoices:read',
  INVOICE_PAYMENT: 'invoice-payments:read',
} as const satisfies Record<CandidateKind, string>;

/** At most this many candidates in one page; 20 when not said. */
// A page of candidates may hold every kind of item: 25 keeps a page of each kind's usual values within the cost limit.
export const MAX_CANDIDATE_PAGE = 25;
export const DEFAULT_CANDIDATE_PAGE = 20;

export const CandidateListQuery = Type.Object({
  statementTransactionId: UuidString(
    'The statement transaction to match: its candidates are the open items of its direction and currency, on its account, another account of its entity or none.',
  ),
  search: SearchQuery(
    'Words of the reference (number), the counterparty or buyer, or the description.',
  ),
  kinds: Type.Optional(
    Type.Array(CandidateKind, { minItems: 1, maxItems: 7, description: 'Only these kinds.' }),
  ),
  ...pageQuery(MAX_CANDIDATE_PAGE, 'At most this many, 1 to 100; 20 when absent.'),
});
export type CandidateListQuery = Static<typeof CandidateListQuery>;

export const CandidateResponse = Type.Object({
  kind: CandidateKind,
  item: ReconcilableRef,
  date: DateString(
    'Expected, payment, due or settlement date: the date a bank line would carry it near.',
  ),
  reference: Nullable(Type.String(), {
    description: 'Its number or reference (invoice number, external id, bank reference).',
  }),
  counterpartyName: Nullable(Type.String(), {
    description: 'The counterparty, beneficiary, buyer or provider.',
  }),
  description: Nullable(Type.String()),
  currency: Currency,
  amount: AmountString('Its amount.'),
  open: AmountString('What is still open of it to match.'),
});
export type CandidateResponse = Static<typeof CandidateResponse>;

export const CandidateEdge = EdgeOf(CandidateResponse);
export type CandidateEdge = Static<typeof CandidateEdge>;

export const CandidateListResponse = ListPageOf(
  CandidateResponse,
  'How many candidates the filters keep, over all pages.',
);
export type CandidateListResponse = Static<typeof CandidateListResponse>;

export const LastRunResponse = Type.Object({
  lastRunAt: Nullable(Type.String({ format: 'date-time' }), {
    description:
      'When the engine last ran for the organisation (its pending proposals are that run’s); null before its first run.',
  }),
});
export type LastRunResponse = Static<typeof LastRunResponse>;

export const RunBody = Type.Object(
  {
    bankAccountId: Type.Optional(UuidString('Only the statement transactions of this account.')),
  },
  { additionalProperties: false },
);
export type RunBody = Static<typeof RunBody>;

export const RunResponse = Type.Object({
  runId: Type.String({ format: 'uuid' }),
  lines: Type.Integer({ description: 'Open statement transactions read.' }),
  items: Type.Integer({ description: 'Open items read.' }),
  proposed: Type.Integer({ description: 'Proposals made (they replace the pending ones).' }),
  confirmed: Type.Integer({
    description:
      'Of those, confirmed by a rule as AUTOMATIC matches (needs reconciliation:auto-reconcile).',
  }),
  milliseconds: Type.Object({
    read: Type.Integer(),
    match: Type.Integer(),
    confirm: Type.Integer({
      description:
        'Confirming what the rules confirm by themselves, in the one transaction that also writes the proposals; 0 when nothing is.',
    }),
    total: Type.Integer(),
  }),
});
export type RunResponse = Static<typeof RunResponse>;

export const FeeBooking = LiteralUnion(['BANK_FEE', 'EXPENSE'], {
  description:
    'Where a fee-deducted match books its fee: BANK_FEE, a bank fee inside the statement’s line as the bank booked it; EXPENSE, an expense of the organisation’s chosen outflow cash category (the cash flow shows the line’s gross amount and the fee as that expense).',
});
export type FeeBooking = Static<typeof FeeBooking>;

export const ReconciliationSettingsResponse = Type.Object(
  {
    feeBooking: FeeBooking,
    feeCategory: Nullable(
      Type.Unsafe<OutflowCategory>(
        Type.String({
          description: `The outflow cash category the fee is booked to when feeBooking is EXPENSE (one of ${OUTFLOW_CATEGORIES.join(', ')}); null otherwise.`,
        }),
      ),
    ),
  },
  {
    additionalProperties: false,
    description: 'The organisation’s reconciliation settings; without any, fees are bank fees.',
  },
);
export type ReconciliationSettingsResponse = Static<typeof ReconciliationSettingsResponse>;

export const ReconciliationSettingsBody = Type.Object(
  {
    feeBooking: FeeBooking,
    feeCategory: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 40,
          description:
            'An outflow cash category (contracts/treasury/categories.ts OUTFLOW_CATEGORIES); required for EXPENSE, absent or null for BANK_FEE.',
        }),
      ),
    ),
  },
  { additionalProperties: false },
);
export type ReconciliationSettingsBody = Static<typeof ReconciliationSettingsBody>;

/**
 * The reconciliation refusals, `U-TRSY-RC-n`: the spec's catalogue first
 * (already reconciled; type mismatch; amount above or below the total;
 * duplicates; bulk not allowed; different bank account; cannot remove a
 * non-exclusive reconciliation; recommendation not found or not pending;
 * manual transfer must be one-to-one and full), then ours. A definition
 * without a field names it where it is raised.
 */
export const reconciliationErrors = defineErrors({
  alreadyReconciled: {
    status: 409,
    code: 'U-TRSY-RC-1',
    message: 'This is already reconciled: nothing of its amount is left to match.',
  },
  typeMismatch: {
    status: 400,
    code: 'U-TRSY-RC-2',
    message:
      'A match joins money moving the same way: incoming with incoming, outgoing with outgoing.',
  },
  amountAboveTotal: {
    status: 400,
    code: 'U-TRSY-RC-3',
    message:
      'The statement amount is above the total of the selected items. Reconcile partially, or select more items.',
  },
  amountBelowTotal: {
    status: 400,
    code: 'U-TRSY-RC-4',
    message:
      'The statement amount is below the total of the selected items. Reconcile partially, or select fewer items.',
  },
  duplicates: { status: 400, code: 'U-TRSY-RC-5', message: 'The same record is selected twice.' },
  bulkNotAllowed: {
    status: 400,
    code: 'U-TRSY-RC-6',
    message:
      'Match one statement transaction with several items, or several statement transactions with one item, not several with several.',
  },
  differentBankAccount: {
    status: 400,
    code: 'U-TRSY-RC-7',
    message: 'The statement transactions and items of one match must be on the same bank account.',
  },
  notExclusive: {
    status: 409,
    code: 'U-TRSY-RC-8',
    message: 'This reconciliation belongs to another record and cannot be removed on its own.',
  },
  recommendationNotFound: {
    status: 404,
    code: 'U-TRSY-RC-9',
    message: 'Recommendation not found.',
  },
  recommendationNotPending: {
    status: 409,
    code: 'U-TRSY-RC-10',
    message: 'This recommendation was already acted on.',
  },
  transferNotOneToOne: {
    status: 400,
    code: 'U-TRSY-RC-11',
    message: 'A transfer is matched one to one and in full.',
  },
  notFound: { status: 404, code: 'U-TRSY-RC-12', message: 'Reconciliation not found.' },
  empty: {
    status: 400,
    code: 'U-TRSY-RC-13',
    message: 'Select at least one statement transaction and one item to match.',
  },
  tooMany: {
    status: 400,
    code: 'U-TRSY-RC-14',
    message: 'A match holds at most 8 statement transactions and 8 items.',
  },
  currencyMismatch: {
    status: 400,
    code: 'U-TRSY-RC-15',
    message: 'The statement transactions and items of one match must be in the same currency.',
  },
  statementNotFound: {
    status: 404,
    code: 'U-TRSY-RC-16',
    message: 'Statement transaction not found.',
    field: 'statementTransactionIds',
  },
  itemNotFound: {
    status: 404,
    code: 'U-TRSY-RC-17',
    message: 'Expected transaction not found.',
    field: 'items',
  },
  orderNotFound: {
    status: 404,
    code: 'U-TRSY-RC-21',
    message: 'Payment or transfer not found.',
    field: 'items',
  },
  settlementNotFound: {
    status: 404,
    code: 'U-TRSY-RC-23',
    message: 'Payment provider settlement not found.',
    field: 'items',
  },
  paidByOrder: {
    status: 409,
    code: 'U-TRSY-RC-24',
    message:
      'A payment or transfer pays this expected transaction: match the statement transaction with the payment instead.',
    field: 'items',
  },
  billNotFound: { status: 404, code: 'U-TRSY-RC-25', message: 'Bill not found.', field: 'items' },
  billNotApproved: {
    status: 409,
    code: 'U-TRSY-RC-26',
    message: 'Only an approved bill can be reconciled.',
    field: 'items',
  },
  billPaidByOrder: {
    status: 409,
    code: 'U-TRSY-RC-27',
    message: 'A payment pays this bill: match the statement transaction with the payment instead.',
    field: 'items',
  },
  orderNotSent: {
    status: 409,
    code: 'U-TRSY-RC-22',
    message: 'Only a payment or transfer on its way to the bank or sent can be reconciled.',
    field: 'items',
  },
  archived: {
    status: 409,
    code: 'U-TRSY-RC-18',
    message: 'An archived record cannot be reconciled.',
  },
  alreadyMatched: {
    status: 409,
    code: 'U-TRSY-RC-19',
    message: 'These are already matched with each other. Remove that match first.',
  },
  feeChanged: {
    status: 409,
    code: 'U-TRSY-RC-28',
    message:
      'What is still open on these records changed since the proposal was made, so the bank fee it showed no longer holds. Run matching again.',
  },
  feeCategoryRequired: {
    status: 400,
    code: 'U-TRSY-RC-29',
    message: 'Choose the expense category the bank fees are booked to.',
    field: 'feeCategory',
  },
  feeCategoryNotExpense: {
    status: 400,
    code: 'U-TRSY-RC-30',
    message:
      'Bank fees can be booked only to an expense (outflow) category, or as bank fees without a category.',
    field: 'feeCategory',
  },
  invoiceNotFound: {
    status: 404,
    code: 'U-TRSY-RC-31',
    message: 'Invoice not found.',
    field: 'items',
  },
  invoiceNotOpen: {
    status: 409,
    code: 'U-TRSY-RC-32',
    message: 'Only an issued invoice that is not paid in full can be reconciled.',
    field: 'items',
  },
  invoicingUnavailable: {
    status: 503,
    code: 'U-TRSY-RC-33',
    message: 'Invoices cannot be reached right now. Nothing was changed; please try again.',
  },
  invoicePaymentNotFound: {
    status: 404,
    code: 'U-TRSY-RC-34',
    message: 'Invoice payment not found.',
    field: 'items',
  },
  invoicePaymentNotOpen: {
    status: 409,
    code: 'U-TRSY-RC-35',
    message:
      'Only an invoice payment recorded by hand, not in cash, not cancelled and not settled yet can be reconciled.',
    field: 'items',
  },
  invalidCursor: {
    status: 400,
    code: 'U-TRSY-RC-20',
    message: 'The list could not continue from that page. Please reload it.',
    field: 'after',
  },
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const RECONCILIATIONS_ACTIVITY = areaActivity(['RECONCILIATION'], {
  RECONCILIATION_SETTINGS_CHANGED: () => 'Reconciliation settings changed',
  /** `lines` and `items`: how many statement transactions and items the match joins; `partial`: 1 for a Partial Match, else 0. */
  RECONCILIATION_MADE: (v: {
    amount: ActivityMoney;
    lines: number;
    items: number;
    partial: number;
  }) =>
    `${v.partial ? 'Partially matched' : 'Matched'} ${money(v.amount)}: ${plural(v.lines, 'statement transaction', 'statement transactions')} with ${plural(v.items, 'item', 'items')}`,
  RECONCILIATION_REMOVED: (v: { amount: ActivityMoney; lines: number; items: number }) =>
    `Match of ${money(v.amount)} removed: ${plural(v.lines, 'statement transaction', 'statement transactions')} and ${plural(v.items, 'item', 'items')} unreconciled`,
});
