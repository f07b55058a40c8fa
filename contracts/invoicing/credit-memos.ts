import { Type, type Static } from 'typebox';
import { areaActivity, money, type ActivityMoney } from '../common/activity-text.js';
import { defineErrors } from '../common/errors.js';
import {
  AmountString,
  ForwardPageQuery,
  ListPageOf,
  Nullable,
  UuidString,
} from '../common/schemas.js';
import { DocumentAct, DocumentDecision, DocumentLineResponse, DraftVersion } from './documents.js';
import { LiteralUnion } from '../common/literal-union.js';
import { AmountInput, InvoiceAmountInput } from './invoice-amount-input.js';

export { IdParams } from '../common/schemas.js';

/**
 * Credit memos: what the seller owes a buyer back (goods returned, a price
 * corrected), written against one of the buyer's issued invoices and numbered
 * when written (`CM/2026/11/0001`), never for more than that invoice has left
 * to pay less what the open memos written against it have still to apply
 * (counted under the invoice's lock). A memo is applied to the buyer's open
 * invoices in the same currency, several at once if it is larger than one:
 * each application takes off an invoice's remaining amount, never more than
 * the invoice has left nor, together, more than the memo. A memo is OPEN
 * while something of it is left to apply and APPLIED once all of it is; it is
 * cancelled with a reason, which gives the invoices back what it took off.
 * When the Orders settings require it (`creditMemoApprovalRequired`), a memo
 * is written PENDING_APPROVAL: it takes nothing off any invoice and counts in
 * no buyer's credit (though it counts against what its invoice has left to
 * credit) until a member with `credit-memos:approve` other than its author
 * approves it, which makes the applications asked for at writing; or it is
 * rejected with a reason.
 */
export const CREDIT_MEMO_STATUSES = [
  'DRAFT',
  'PENDING_APPROVAL',
  'OPEN',
  'APPLIED',
  'REJECTED',
  'CANCELLED',
] as const;
export type CreditMemoStatus = (typeof CREDIT_MEMO_STATUSES)[number];
export const CreditMemoStatus = LiteralUnion(CREDIT_MEMO_STATUSES, {
  description:
    'DRAFT (written as one when asked: it changes no balance and returns nothing until submitted), PENDING_APPROVAL (the Orders settings require approval: nothing is taken off any invoice yet), OPEN (something is left to apply), APPLIED (all of it is), REJECTED (final: never approved) or CANCELLED (final: what it took off its invoices is given back).',
});

/** At most this many invoices one request applies a memo to. */
export const MAX_CREDIT_APPLICATIONS = 50;

export const CreditApplicationInput = InvoiceAmountInput('memo’s');
export type CreditApplicationInput = Static<typeof CreditApplicationInput>;

const Applications = Type.Array(CreditApplicationInput, {
  maxItems: MAX_CREDIT_APPLICATIONS,
  description: 'Each invoice once; together at most what is left of the memo.',
});

/** At most this many of an invoice's lines one memo returns. */
export const MAX_RETURNED_LINES = 200;

/** A line of the invoice returned, with how much of it. */
export const CreditMemoReturnInput = Type.Object(
  {
    invoiceLine: Type.Integer({
      minimum: 1,
      description: 'The invoice line’s position (1, 2, …) (U-INV-CM-19).',
    }),
    quantity: Type.String({
      maxLength: 25,
      description:
        'More than 0 with at most four decimals, at most what the line has left after the returns of memos that are not rejected or cancelled (U-INV-CM-20, U-INV-CM-21).',
    }),
  },
  { additionalProperties: false },
);
export type CreditMemoReturnInput = Static<typeof CreditMemoReturnInput>;

const Returns = Type.Array(CreditMemoReturnInput, {
  minItems: 1,
  maxItems: MAX_RETURNED_LINES,
  description:
    'Goods returned: lines of the invoice, each once (U-INV-CM-23), and the quantity returned. The memo’s amount is then what they come to: each returned line carries its share of the invoice line’s tax base (DPP), other tax base and PPN, counted on the quantity returned so far so that the returns of a whole line add up to it exactly. Counted under the invoice’s lock: memos written at once never return more than was sold.',
});

export const CreditMemoCreateBody = Type.Object(
  {
    invoiceId: UuidString(
      'The issued (or paid) invoice the memo is written against: its buyer and currency are the memo’s.',
    ),
    memoDate: Type.String({ format: 'date', description: 'Not before that invoice’s date.' }),
    amount: Type.Optional(
      AmountInput(
        'More than 0, at most what that invoice has left to pay less what open memos written against it have still to apply (U-INV-CM-13): a paid invoice takes no memo. Required without `returns`; with them it may be left out, and when given it must be what the returned lines come to (U-INV-CM-22).',
      ),
    ),
    reason: Type.String({ maxLength: 500, description: '1 to 500 characters: why it is owed.' }),
    applications: Type.Optional(Applications),
    returns: Type.Optional(Returns),
    draft: Type.Optional(
      Type.Boolean({
        description:
          'Write it as a DRAFT, submitted later (`POST /credit-memos/:id/submit`): it changes no balance, is applied to nothing and returns nothing until then, when what its invoice has left to credit and to return is counted again. Its applications are kept, to be made when it opens. Submitted at once when left out or false.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreditMemoCreateBody = Static<typeof CreditMemoCreateBody>;

/**
 * A draft memo's edit: its reason, amount or returned lines, each left out
 * to keep it, checked as at writing; on the version it was read at.
 */
export const CreditMemoDraftBody = Type.Object(
  {
    version: DraftVersion(),
    ...Type.Partial(Type.Pick(CreditMemoCreateBody, ['reason', 'amount', 'returns'])).properties,
  },
  { additionalProperties: false },
);
export type CreditMemoDraftBody = Static<typeof CreditMemoDraftBody>;

export const CreditMemoApplyBody = Type.Object(
  {
    applications: Type.Array(CreditApplicationInput, {
      minItems: 1,
      maxItems: MAX_CREDIT_APPLICATIONS,
    }),
  },
  { additionalProperties: false },
);
export type CreditMemoApplyBody = Static<typeof CreditMemoApplyBody>;

export const CreditApplicationResponse = Type.Object({
  invoice: Type.Object({
    id: Type.String({ format: 'uuid' }),
    number: Type.String(),
  }),
  amount: AmountString('What the memo took off the invoice.'),
  appliedBy: Type.String({ format: 'uuid' }),
  appliedAt: Type.String({ format: 'date-time' }),
});
export type CreditApplicationResponse = Static<typeof CreditApplicationResponse>;

export const CreditMemoResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  number: Type.String({ description: '`CM/2026/11/0001`.' }),
  customer: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }),
  invoice: Type.Object(
    { id: Type.String({ format: 'uuid' }), number: Type.String() },
    { description: 'The invoice it is written against.' },
  ),
  memoDate: Type.String({ format: 'date' }),
  currency: Type.String(),
  amount: AmountString('What is owed back.'),
  appliedAmount: AmountString('What its applications took off invoices.'),
  remainingAmount: AmountString('What is left to apply.'),
  status: CreditMemoStatus,
  reason: Type.String(),
  returns: Type.Array(
    Type.Intersect([
      DocumentLineResponse,
      Type.Object({ invoiceLine: Type.Integer({ description: 'The invoice line it returns.' }) }),
    ]),
    {
      description:
        'The invoice’s lines it returns (empty for a memo of an amount only), each with the quantity returned and its share of the line’s tax base, other tax base and PPN: what the nota retur reports.',
    },
  ),
  applications: Type.Array(CreditApplicationResponse, { description: 'Oldest first.' }),
  requestedApplications: Type.Array(
    Type.Object({
      invoice: Type.Object({ id: Type.String({ format: 'uuid' }), number: Type.String() }),
      amount: AmountString('What approving it takes off the invoice.'),
    }),
    {
      description:
        'While it waits for approval: the applications asked for at writing, made when it is approved (checked again then).',
    },
  ),
  approval: Nullable(DocumentAct),
  rejection: Nullable(DocumentDecision),
  cancellation: Nullable(DocumentDecision),
  actions: Type.Array(Type.String(), {
    description:
      'What the caller may do with it now: approve, reject (not offered to its author unless self-approval is allowed), apply, cancel.',
  }),
  createdBy: Type.String({ format: 'uuid' }),
  createdAt: Type.String({ format: 'date-time' }),
  version: Type.Integer(),
});
export type CreditMemoResponse = Static<typeof CreditMemoResponse>;

export const CreditMemoListQuery = Type.Object(
  {
    status: Type.Optional(CreditMemoStatus),
    customerId: Type.Optional(Type.String({ format: 'uuid' })),
    invoiceId: Type.Optional(
      UuidString('The memos written against this invoice or applied to it.'),
    ),
    salesOrderId: Type.Optional(
      UuidString('The memos written against an invoice of this sales order or applied to one.'),
    ),
    ...ForwardPageQuery,
  },
  { additionalProperties: false },
);
export type CreditMemoListQuery = Static<typeof CreditMemoListQuery>;

export const CreditMemoListResponse = ListPageOf(CreditMemoResponse);
export type CreditMemoListResponse = Static<typeof CreditMemoListResponse>;

export const creditMemoErrors = defineErrors({
  notFound: { status: 404, code: 'U-INV-CM-1', message: 'Credit memo not found.' },
  invoiceNotFound: {
    status: 400,
    code: 'U-INV-CM-2',
    message: 'Invoice not found.',
    field: 'invoiceId',
  },
  invoiceNotIssued: {
    status: 409,
    code: 'U-INV-CM-3',
    message: 'A credit memo is written against an issued invoice.',
    field: 'invoiceId',
  },
  amount: {
    status: 400,
    code: 'U-INV-CM-4',
    message: 'The amount is more than 0 with at most two decimals.',
    field: 'amount',
  },
  beforeInvoice: {
    status: 400,
    code: 'U-INV-CM-5',
    message: 'The memo date cannot be before the invoice date.',
    field: 'memoDate',
  },
  reason: {
    status: 400,
    code: 'U-INV-CM-6',
    message: 'Give the reason, 1 to 500 characters.',
    field: 'reason',
  },
  otherBuyer: {
    status: 409,
    code: 'U-INV-CM-7',
    message:
      'Invoice {number} is not {customer}’s in {currency}: a memo applies to its own buyer’s invoices.',
  },
  invoiceNotOpen: {
    status: 409,
    code: 'U-INV-CM-8',
    message: 'Invoice {number} is not open: a memo applies to issued invoices with something left.',
  },
  overInvoice: {
    status: 409,
    code: 'U-INV-CM-9',
    message: 'Invoice {number} has only {remaining} left.',
  },
  overMemo: {
    status: 409,
    code: 'U-INV-CM-10',
    message: 'Only {remaining} of this credit memo is left to apply.',
    field: 'applications',
  },
  twice: {
    status: 400,
    code: 'U-INV-CM-11',
    message: 'Each invoice appears once in the applications.',
    field: 'applications',
  },
  notOpen: {
    status: 409,
    code: 'U-INV-CM-12',
    message: 'Only an open credit memo can be applied.',
  },
  overInvoiceCredit: {
    status: 409,
    code: 'U-INV-CM-13',
    message:
      'Invoice {number} has only {remaining} left to credit: what is left to pay of it, less what open credit memos written against it have still to apply.',
    field: 'amount',
  },
  returnLine: {
    status: 400,
    code: 'U-INV-CM-19',
    message: 'Invoice {number} has no line {line}.',
    field: 'returns',
  },
  returnQuantity: {
    status: 400,
    code: 'U-INV-CM-20',
    message: 'Line {line}: the quantity returned is more than 0 with at most four decimals.',
    field: 'returns',
  },
  overReturn: {
    status: 409,
    code: 'U-INV-CM-21',
    message: 'Line {line}: only {remaining} of {sold} are left to return.',
    field: 'returns',
  },
  returnAmount: {
    status: 400,
    code: 'U-INV-CM-22',
    message: 'The returned lines come to {amount}: leave the amount out or give that.',
    field: 'amount',
  },
  returnTwice: {
    status: 400,
    code: 'U-INV-CM-23',
    message: 'Each invoice line appears once in the returns.',
    field: 'returns',
  },
  notDraft: {
    status: 409,
    code: 'U-INV-CM-30',
    message: 'Only a draft credit memo is edited: once submitted, it changes by its moves alone.',
  },
  versionConflict: {
    status: 409,
    code: 'U-INV-CM-31',
    message: 'Someone changed this credit memo meanwhile. Reload it and make your change again.',
    field: 'version',
  },
  noFakturToReturn: {
    status: 409,
    code: 'U-INV-CM-32',
    message:
      'Invoice {number} was issued while the company had no NPWP: it has no faktur pajak, so its returns take no nota retur.',
  },
});

/** What credit memos write to the activity log. */
export const CREDIT_MEMOS_ACTIVITY = areaActivity(['CREDIT_MEMO'], {
  CREDIT_MEMO_ISSUED: (v: {
    number: string;
    invoice: string;
    name: string;
    amount: ActivityMoney;
  }) => `Credit memo ${v.number} against invoice ${v.invoice} for ${v.name}: ${money(v.amount)}`,
  CREDIT_MEMO_APPLIED: (v: { number: string; invoices: string; amount: ActivityMoney }) =>
    `Credit memo ${v.number} applied to ${v.invoices}: ${money(v.amount)}`,
  CREDIT_MEMO_CANCELLED: (v: { number: string; reason: string }) =>
    `Credit memo ${v.number} cancelled: ${v.reason}`,
  CREDIT_MEMO_APPROVED: (v: { number: string; name: string }) =>
    `Credit memo ${v.number} for ${v.name} approved`,
  CREDIT_MEMO_REJECTED: (v: { number: string; name: string; reason: string }) =>
    `Credit memo ${v.number} for ${v.name} rejected: ${v.reason}`,
  CREDIT_MEMO_SUBMITTED: (v: { number: string; name: string }) =>
    `Credit memo ${v.number} for ${v.name} submitted`,
  CREDIT_MEMO_REVISED: (v: { number: string; name: string }) =>
    `Credit memo ${v.number} for ${v.name} edited`,
});
