import { Type, type Static } from 'typebox';
import {
  areaActivity,
  money,
  type ActivityDate,
  type ActivityMoney,
} from '../common/activity-text.js';
import { defineErrors } from '../common/errors.js';
import {
  AmountString,
  ForwardPageQuery,
  LanguageOf,
  ListPageOf,
  Nullable,
  SignedAmountString,
  UuidString,
  UpdatedAt,
  SyncPageQuery,
} from '../common/schemas.js';
import { DocumentDecision } from './documents.js';
import { LiteralUnion } from '../common/literal-union.js';
import { AmountInput, InvoiceAmountInput } from './invoice-amount-input.js';
import { INVOICE_PAYMENT_METHODS } from './invoice-payment-values.js';

export { IdParams } from '../common/schemas.js';

/**
 * Invoice payments: money a buyer paid, recorded by a member (a bank
 * transfer, cash, a cheque) or made at checkout through a payment gateway,
 * numbered `PAY/2026/11/0001`. A payment is allocated to the buyer's issued
 * invoices in its currency: by default the oldest due first, or as the member
 * chooses per invoice; never more than an invoice has left nor, together,
 * than the payment. What no invoice takes is the buyer's credit: a later
 * allocation of the same payment uses it. One allocation is undone without
 * touching the others; a payment is cancelled with a reason, which undoes all
 * of its allocations.
 */
export const INVOICE_PAYMENT_STATUSES = ['OPEN', 'ALLOCATED', 'CANCELLED'] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];
export const InvoicePaymentStatus = LiteralUnion(INVOICE_PAYMENT_STATUSES, {
  description:
    'OPEN (some of it is neither allocated nor refunded: the buyer’s credit), ALLOCATED (all of it is), or CANCELLED (final: its allocations are undone).',
});

export { INVOICE_PAYMENT_METHODS };
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];
export const InvoicePaymentMethod = LiteralUnion(INVOICE_PAYMENT_METHODS, {
  description: 'BANK_TRANSFER, VIRTUAL_ACCOUNT, QRIS, CASH, CHEQUE or OTHER.',
});

/** Settled once the money is on the organisation's bank statement; Pending until then (spec: Settled, Pending). */
export const SettlementStatus = Type.Union([Type.Literal('PENDING'), Type.Literal('SETTLED')], {
  description: 'PENDING until the money is on the organisation’s bank statement, then SETTLED.',
});

export const InvoicePaymentSource = Type.Union(
  [Type.Literal('MANUAL'), Type.Literal('CHECKOUT'), Type.Literal('BANK')],
  {
    description:
      'MANUAL (recorded by a member), CHECKOUT (paid through a payment gateway) or BANK (a bank credit that reconciliation matched to the invoice).',
  },
);
export type InvoicePaymentSource = Static<typeof InvoicePaymentSource>;

/** At most this many invoices one request allocates a payment to. */
export const MAX_PAYMENT_ALLOCATIONS = 50;

export const PaymentAllocationInput = InvoiceAmountInput('payment’s');
export type PaymentAllocationInput = Static<typeof PaymentAllocationInput>;

const Allocations = Type.Array(PaymentAllocationInput, {
  maxItems: MAX_PAYMENT_ALLOCATIONS,
  description:
    'Each invoice once; together at most the payment. Left out: the buyer’s open invoices, the oldest due first, until the payment is used up.',
});

/** The largest proof or slip file accepted, checked while it streams in: as a customer's documents. */
export const PAYMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The most proofs one payment keeps: a receipt or two, a few pages each, and no more. */
export const MAX_PAYMENT_PROOFS = 10;

/**
 * A file that stands behind a payment (a proof: the buyer's transfer
 * receipt, a photo of the cheque) or a withholding (its slip as the buyer's
 * e-Bupot printed it): PDF, JPG or PNG judged from its content.
 */
export const InvoicePaymentFileResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  fileName: Type.String(),
  contentType: Type.String({
    description: 'As judged from the file’s content: application/pdf, image/jpeg or image/png.',
  }),
  size: Type.Integer({ description: 'In bytes.' }),
  sha256: Type.String(),
  uploadedAt: Type.String({ format: 'date-time' }),
  uploadedBy: UuidString('The member who uploaded it.'),
});
export type InvoicePaymentFileResponse = Static<typeof InvoicePaymentFileResponse>;

export const PaymentFileParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  fileId: Type.String({ format: 'uuid' }),
});
export type PaymentFileParams = Static<typeof PaymentFileParams>;

const SlipNumber = Type.String({
  maxLength: 60,
  description: 'The withholding slip’s (bukti potong) number, as the buyer’s e-Bupot shows it.',
});
const SlipDate = Type.String({ format: 'date', description: 'The slip’s date.' });

/**
 * PPh 23 the buyer withheld from what it paid of one invoice: 2% of the tax
 * base (before PPN) of the invoice's service lines, 4% when the seller has no
 * NPWP (Law 36/2008 on income tax, Article 23 (1) c and (1a)). With the slip,
 * it counts toward the invoice at once; without it, it is reserved on the
 * invoice, which waits only for the slip.
 */
export const WithholdingInput = Type.Object(
  {
    invoiceId: UuidString('An issued invoice of the payment’s buyer with service lines.'),
    slipNumber: Type.Optional(SlipNumber),
    slipDate: Type.Optional(SlipDate),
  },
  { additionalProperties: false },
);
export type WithholdingInput = Static<typeof WithholdingInput>;

export const WithholdingSlipBody = Type.Object(
  { slipNumber: SlipNumber, slipDate: SlipDate },
  { additionalProperties: false },
);
export type WithholdingSlipBody = Static<typeof WithholdingSlipBody>;

export const WithholdingResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  invoice: Type.Object({ id: Type.String({ format: 'uuid' }), number: Type.String() }),
  paymentId: Nullable(Type.String({ format: 'uuid' })),
  tax: Type.Literal('PPH_23'),
  base: AmountString('The tax base (before PPN) of the invoice’s service lines.'),
  rate: Type.Union([Type.Literal('2.00'), Type.Literal('4.00')], {
    description: 'Percent: 2, or 4 when the seller has no NPWP.',
  }),
  amount: AmountString('What the buyer withheld.'),
  currency: Type.String(),
  status: Type.Union(
    [Type.Literal('AWAITING_SLIP'), Type.Literal('RECEIVED'), Type.Literal('CANCELLED')],
    {
      description:
        'AWAITING_SLIP (reserved on the invoice until the slip comes), RECEIVED (counts toward the invoice), CANCELLED.',
    },
  ),
  slip: Nullable(Type.Object({ number: Type.String(), date: Type.String({ format: 'date' }) })),
  slipFile: Nullable(InvoicePaymentFileResponse, {
    description: 'The slip’s file, once uploaded; a newer upload replaces it.',
  }),
  createdAt: Type.String({ format: 'date-time' }),
  receivedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type WithholdingResponse = Static<typeof WithholdingResponse>;

export const InvoicePaymentCreateBody = Type.Object(
  {
    customerId: UuidString('The buyer who paid.'),
    paymentDate: Type.String({ format: 'date', description: 'When the money arrived.' }),
    currency: Type.Optional(
      Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217; IDR when left out.' }),
    ),
    amount: AmountInput('More than 0.'),
    method: InvoicePaymentMethod,
    reference: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'The bank’s or the buyer’s reference, up to 100 characters.',
      }),
    ),
    exchangeRate: Type.Optional(
      Type.String({
        maxLength: 40,
        description:
          'For a payment in USD or SGD: the rupiah the bank credited per unit, greater than zero, a dot for decimals (at most two), no thousands separators: `16050.00` (U-INV-PAY-40). Left out: the kurs pajak of the payment date’s week, when the organisation’s table has it. Refused for a rupiah payment (U-INV-PAY-41).',
      }),
    ),
    allocations: Type.Optional(Allocations),
    withholdings: Type.Optional(
      Type.Array(WithholdingInput, {
        maxItems: MAX_PAYMENT_ALLOCATIONS,
        description:
          'PPh 23 the buyer withheld from this payment, one per invoice: recorded before the payment is allocated, so what is withheld is not allocated.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type InvoicePaymentCreateBody = Static<typeof InvoicePaymentCreateBody>;

export const InvoicePaymentAllocateBody = Type.Object(
  { allocations: Type.Optional(Allocations) },
  { additionalProperties: false },
);
export type InvoicePaymentAllocateBody = Static<typeof InvoicePaymentAllocateBody>;

export const AllocationParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  allocationId: Type.String({ format: 'uuid' }),
});
export type AllocationParams = Static<typeof AllocationParams>;

/**
 * What an amount settled is worth in rupiah (formats/exchange-difference.ts,
 * PSAK 10 / IAS 21 par. 28): at the invoice's rate, at the payment's, and the
 * realised exchange difference, positive a gain and negative a loss; the
 * payment's side and the difference are null while its rate is unknown.
 */
export const RupiahSettledResponse = Type.Object({
  atInvoiceRate: AmountString('In rupiah at the rate the invoice was issued at (its kurs pajak).'),
  atPaymentRate: Nullable(AmountString('In rupiah at the payment’s rate.'), {
    description: 'Null while the payment’s rate is unknown.',
  }),
  difference: Nullable(
    SignedAmountString(
      'The realised exchange difference in rupiah: at the payment’s rate less at the invoice’s; positive a gain, negative a loss.',
    ),
    { description: 'Null while the payment’s rate is unknown.' },
  ),
});
export type RupiahSettledResponse = Static<typeof RupiahSettledResponse>;

/** Where a payment's rate came from: entered by the member, the organisation's kurs pajak, or none (unknown). */
export const PAYMENT_RATE_SOURCES = ['ENTERED', 'KURS_PAJAK', 'NONE'] as const;
export type PaymentRateSource = (typeof PAYMENT_RATE_SOURCES)[number];

export const PaymentExchangeResponse = Type.Object({
  rate: Nullable(AmountString('Rupiah per one unit of the payment’s currency.'), {
    description: 'Null when none was entered and the kurs pajak table has none for its week.',
  }),
  source: LiteralUnion(PAYMENT_RATE_SOURCES, {
    description:
      'ENTERED (the rate the member gave: what the bank converted at), KURS_PAJAK (none was given: the kurs pajak of the payment date’s week) or NONE (neither: the difference is unknown).',
  }),
  taxRate: Nullable(
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      validFrom: Type.String({ format: 'date', description: 'The Wednesday its week starts.' }),
      source: Type.String({ description: 'Its KMK number, or MANUAL.' }),
    }),
    { description: 'The kurs pajak it used, when its source is KURS_PAJAK.' },
  ),
  total: RupiahSettledResponse,
});
export type PaymentExchangeResponse = Static<typeof PaymentExchangeResponse>;

export const PaymentAllocationResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  invoice: Type.Object({
    id: Type.String({ format: 'uuid' }),
    number: Type.String(),
    dueDate: Type.String({ format: 'date' }),
  }),
  amount: AmountString('What the payment paid of the invoice, its rounding included.'),
  rounding: AmountString(
    'What of the amount is rounding, not money: the sen a payment made at checkout in whole rupiah settled with the rest of the invoice ("0.45"); "0.00" for any other.',
  ),
  allocatedBy: Nullable(Type.String({ format: 'uuid' }), {
    description: 'Null when the product allocated it (a payment made at checkout).',
  }),
  allocatedAt: Type.String({ format: 'date-time' }),
  exchange: Nullable(
    Type.Object({
      invoiceRate: AmountString('The rate the invoice was issued at: rupiah per unit.'),
      ...RupiahSettledResponse.properties,
    }),
    { description: 'What the amount is worth in rupiah; null for a rupiah payment.' },
  ),
});
export type PaymentAllocationResponse = Static<typeof PaymentAllocationResponse>;

/**
 * A buyer's credit paid back: a payment order of the treasury (its id is the
 * order's), made and approved as every payment is. Reserved on the payment
 * while the order is on its way, so no invoice and no other refund takes that
 * credit; released (the credit is the buyer's again) when the order is
 * rejected, cancelled, or failed and archived.
 */
export const CreditRefundStatus = Type.Union([Type.Literal('RESERVED'), Type.Literal('RELEASED')], {
  description:
    'RESERVED (the treasury payment is on its way, or sent) or RELEASED (it was rejected, cancelled, or failed and archived: the credit is back).',
});
export type CreditRefundStatus = Static<typeof CreditRefundStatus>;

export const CreditRefundResponse = Type.Object({
  id: UuidString('The treasury payment order that pays it.'),
  currency: Type.String(),
  amount: AmountString('What is paid back.'),
  status: CreditRefundStatus,
  requestedBy: Type.String({ format: 'uuid' }),
  requestedAt: Type.String({ format: 'date-time' }),
  releasedBy: Nullable(Type.String({ format: 'uuid' })),
  releasedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type CreditRefundResponse = Static<typeof CreditRefundResponse>;

export const CreditRefundParams = Type.Object({
  id: UuidString('The payment whose credit is paid back.'),
  refundId: UuidString('The treasury payment order.'),
});
export type CreditRefundParams = Static<typeof CreditRefundParams>;

export const CreditRefundBody = Type.Object(
  {
    currency: Type.String({
      pattern: '^[A-Z]{3}$',
      description: 'The order’s currency: the payment’s.',
    }),
    amount: AmountInput('More than 0, at most the payment’s credit.'),
  },
  { additionalProperties: false },
);
export type CreditRefundBody = Static<typeof CreditRefundBody>;

export const InvoicePaymentResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  number: Type.String({ description: '`PAY/2026/11/0001`.' }),
  customer: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }),
  paymentDate: Type.String({ format: 'date' }),
  currency: Type.String(),
  amount: AmountString('What the buyer paid.'),
  allocatedAmount: AmountString('What its allocations paid of invoices.'),
  refundedAmount: AmountString(
    'What is paid back to the buyer, or reserved for a refund on its way (a treasury payment).',
  ),
  unallocatedAmount: AmountString(
    'What is left: the buyer’s credit from this payment (its amount less what is allocated and refunded).',
  ),
  method: InvoicePaymentMethod,
  reference: Nullable(Type.String()),
  exchange: Nullable(PaymentExchangeResponse, {
    description:
      'Its rate and what its allocations are worth in rupiah, with the realised exchange difference; null for a rupiah payment.',
  }),
  source: InvoicePaymentSource,
  status: InvoicePaymentStatus,
  settlementStatus: SettlementStatus,
  settledOn: Nullable(Type.String({ format: 'date' }), {
    description: 'The day its money reached the organisation’s bank account, once settled.',
  }),
  checkout: Nullable(
    Type.Object({
      provider: Type.String({ description: 'XENDIT or MIDTRANS.' }),
      orderId: Type.String({
        description:
          'The charge’s order id at the gateway: the Reference of its row in the gateway’s transactions report.',
      }),
      channel: Type.String({ description: 'BCA_VA … PERMATA_VA, or QRIS.' }),
    }),
    { description: 'The gateway charge it was paid by, for a payment made at checkout.' },
  ),
  allocations: Type.Array(PaymentAllocationResponse, { description: 'Oldest first.' }),
  withholdings: Type.Array(WithholdingResponse, { description: 'PPh 23 withheld from it.' }),
  refunds: Type.Array(CreditRefundResponse, { description: 'Its credit paid back, oldest first.' }),
  proofs: Type.Array(InvoicePaymentFileResponse, {
    description: 'What proves it was paid (a transfer receipt, a cheque), oldest first.',
  }),
  stampDuty: Type.Boolean({
    description:
      'Whether its receipt needs an e-Meterai of Rp10,000: it states more than Rp5,000,000 received (Law 10/2020, Article 3 (2) g).',
  }),
  cancellation: Nullable(DocumentDecision),
  actions: Type.Array(Type.String(), {
    description:
      'What the caller may do with it now: allocate, refund (its credit, as a treasury payment), cancel.',
  }),
  createdBy: Nullable(Type.String({ format: 'uuid' }), {
    description: 'Null when the product recorded it (a payment made at checkout).',
  }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: UpdatedAt(),
  version: Type.Integer(),
});
export type InvoicePaymentResponse = Static<typeof InvoicePaymentResponse>;

export const InvoicePaymentListQuery = Type.Object(
  {
    status: Type.Optional(InvoicePaymentStatus),
    customerId: Type.Optional(Type.String({ format: 'uuid' })),
    invoiceId: Type.Optional(UuidString('The payments allocated to this invoice.')),
    ...ForwardPageQuery,
    ...SyncPageQuery,
  },
  { additionalProperties: false },
);
export type InvoicePaymentListQuery = Static<typeof InvoicePaymentListQuery>;

export const InvoicePaymentListResponse = ListPageOf(InvoicePaymentResponse);
export type InvoicePaymentListResponse = Static<typeof InvoicePaymentListResponse>;

export const ReceiptQuery = Type.Object(
  {
    language: Type.Optional(LanguageOf('English or Indonesian; Indonesian when left out.')),
  },
  { additionalProperties: false },
);
export type ReceiptQuery = Static<typeof ReceiptQuery>;

export const CustomerCreditResponse = Type.Object({
  customerId: Type.String({ format: 'uuid' }),
  credits: Type.Array(
    Type.Object({
      currency: Type.String(),
      amount: AmountString(
        'What the buyer’s open payments in this currency have neither allocated nor refunded, and its open credit memos have not applied.',
      ),
    }),
    { description: 'One per currency the buyer has credit in; empty when none.' },
  ),
});
export type CustomerCreditResponse = Static<typeof CustomerCreditResponse>;

export const invoicePaymentErrors = defineErrors({
  notFound: { status: 404, code: 'U-INV-PAY-1', message: 'Payment not found.' },
  customerNotFound: {
    status: 400,
    code: 'U-INV-PAY-2',
    message: 'Customer not found.',
    field: 'customerId',
  },
  customerNotActive: {
    status: 409,
    code: 'U-INV-PAY-3',
    message: 'Payments are recorded for approved customers.',
    field: 'customerId',
  },
  amount: {
    status: 400,
    code: 'U-INV-PAY-4',
    message: 'The amount is more than 0 with at most two decimals.',
    field: 'amount',
  },
  invoiceNotFound: {
    status: 400,
    code: 'U-INV-PAY-5',
    message: 'Invoice not found.',
    field: 'invoiceId',
  },
  otherBuyer: {
    status: 409,
    code: 'U-INV-PAY-6',
    message:
      'Invoice {number} is not {customer}’s in {currency}: a payment is allocated to its own buyer’s invoices.',
  },
  invoiceNotOpen: {
    status: 409,
    code: 'U-INV-PAY-7',
    message:
      'Invoice {number} is not open: a payment is allocated to issued invoices with something left.',
  },
  overInvoice: {
    status: 409,
    code: 'U-INV-PAY-8',
    message: 'Invoice {number} has only {remaining} left.',
  },
  overPayment: {
    status: 409,
    code: 'U-INV-PAY-9',
    message: 'Only {remaining} of this payment is left to allocate.',
    field: 'allocations',
  },
  twice: {
    status: 400,
    code: 'U-INV-PAY-10',
    message: 'Each invoice appears once in the allocations.',
    field: 'allocations',
  },
  notOpen: {
    status: 409,
    code: 'U-INV-PAY-11',
    message: 'Only an open payment can be allocated.',
  },
  nothingOpen: {
    status: 409,
    code: 'U-INV-PAY-12',
    message: '{customer} has no open invoice in {currency} to allocate this payment to.',
  },
  allocationNotFound: {
    status: 404,
    code: 'U-INV-PAY-13',
    message: 'Allocation not found.',
  },
  cancelled: {
    status: 409,
    code: 'U-INV-PAY-14',
    message: 'A cancelled payment changes no more.',
  },
  futureDate: {
    status: 400,
    code: 'U-INV-PAY-15',
    message: 'The payment date cannot be in the future.',
    field: 'paymentDate',
  },
  reference: {
    status: 400,
    code: 'U-INV-PAY-16',
    message: 'The reference is up to 100 characters.',
    field: 'reference',
  },
  noServices: {
    status: 409,
    code: 'U-INV-PAY-17',
    message: 'Invoice {number} has no service lines: PPh 23 is withheld from services.',
  },
  withheldTwice: {
    status: 409,
    code: 'U-INV-PAY-18',
    message: 'Invoice {number} already has its PPh 23 withholding.',
  },
  withholdingNotFound: { status: 404, code: 'U-INV-PAY-19', message: 'Withholding not found.' },
  slip: {
    status: 400,
    code: 'U-INV-PAY-20',
    message: 'Give the slip’s number (1 to 60 characters) and its date, not in the future.',
    field: 'slipNumber',
  },
  notAwaitingSlip: {
    status: 409,
    code: 'U-INV-PAY-21',
    message: 'Only a withholding waiting for its slip can receive one.',
  },
  overWithheld: {
    status: 409,
    code: 'U-INV-PAY-22',
    message:
      'Invoice {number} has only {remaining} left: the withholding of {amount} does not fit.',
  },
  settled: {
    status: 409,
    code: 'U-INV-PAY-23',
    message:
      'Payment {number} is settled by a bank line in reconciliation: undo that match before cancelling it.',
  },
  fromGateway: {
    status: 409,
    code: 'U-INV-PAY-24',
    message:
      'Payment {number} was made at checkout: the gateway holds or paid out its money, so it is not cancelled here.',
  },
  fileType: {
    status: 415,
    code: 'U-INV-PAY-25',
    message: 'Upload a PDF, JPG or PNG file.',
    field: 'file',
  },
  fileTooLarge: {
    status: 413,
    code: 'U-INV-PAY-26',
    message: `The file is larger than ${PAYMENT_FILE_MAX_BYTES / 1024 / 1024} MB.`,
    field: 'file',
  },
  tooManyProofs: {
    status: 409,
    code: 'U-INV-PAY-27',
    message: `A payment keeps at most ${MAX_PAYMENT_PROOFS} proofs. Remove one before adding another.`,
    field: 'file',
  },
  fileNotFound: { status: 404, code: 'U-INV-PAY-28', message: 'File not found.' },
  slipNotReceived: {
    status: 409,
    code: 'U-INV-PAY-29',
    message:
      'A slip’s file is added once the slip’s number and date are recorded, and not to a cancelled withholding.',
  },
  fileName: {
    status: 400,
    code: 'U-INV-PAY-30',
    message: 'Send the file’s name.',
    field: 'file',
  },
  exchangeRate: {
    status: 400,
    code: 'U-INV-PAY-40',
    message:
      'Enter the rate as rupiah per unit, greater than zero, with a dot for decimals (at most two) and no thousands separators, for example 16050.00.',
    field: 'exchangeRate',
  },
  exchangeRateInRupiah: {
    status: 400,
    code: 'U-INV-PAY-41',
    message: 'A payment in rupiah has no exchange rate: leave it empty.',
    field: 'exchangeRate',
  },
});

/** A credit refund's refusals, `U-INV-RF-n`. */
export const creditRefundErrors = defineErrors({
  overCredit: {
    status: 409,
    code: 'U-INV-RF-1',
    message: 'Payment {number} has only {credit} of credit left to refund.',
    field: 'amount',
  },
  notOpen: {
    status: 409,
    code: 'U-INV-RF-2',
    message:
      'Payment {number} has no credit to refund: only an open payment’s credit is paid back.',
    field: 'refundOf',
  },
  currency: {
    status: 409,
    code: 'U-INV-RF-3',
    message: 'Payment {number} is in {currency}: its credit is paid back in {currency}.',
    field: 'refundOf',
  },
  released: {
    status: 409,
    code: 'U-INV-RF-4',
    message: 'This refund was released: make a new payment to refund the credit again.',
  },
  reserved: {
    status: 409,
    code: 'U-INV-RF-5',
    message:
      'Payment {number} has {amount} on its way back to the buyer: reject or cancel that refund before cancelling the payment.',
  },
  otherPayment: {
    status: 409,
    code: 'U-INV-RF-6',
    message: 'This refund pays back another payment’s credit.',
    field: 'refundOf',
  },
});

/** What invoice payments write to the activity log. */
export const INVOICE_PAYMENTS_ACTIVITY = areaActivity(['INVOICE_PAYMENT'], {
  INVOICE_PAYMENT_RECORDED: (v: { number: string; name: string; amount: ActivityMoney }) =>
    `Payment ${v.number} from ${v.name}: ${money(v.amount)}`,
  INVOICE_PAYMENT_ALLOCATED: (v: { number: string; invoices: string; amount: ActivityMoney }) =>
    `Payment ${v.number} allocated to ${v.invoices}: ${money(v.amount)}`,
  INVOICE_PAYMENT_ROUNDED: (v: { number: string; invoice: string; amount: ActivityMoney }) =>
    `Payment ${v.number} settled invoice ${v.invoice} with ${money(v.amount)} of rounding: the gateway charges whole rupiah`,
  INVOICE_PAYMENT_UNALLOCATED: (v: { number: string; invoice: string; amount: ActivityMoney }) =>
    `Allocation of payment ${v.number} to ${v.invoice} undone: ${money(v.amount)}`,
  INVOICE_PAYMENT_CANCELLED: (v: { number: string; reason: string }) =>
    `Payment ${v.number} cancelled: ${v.reason}`,
  CHECKOUT_PAYMENT_AMOUNT_DIFFERS: (v: {
    number: string;
    gateway: string;
    paid: ActivityMoney;
    charged: ActivityMoney;
  }) =>
    `Invoice ${v.number}: ${v.gateway} says ${money(v.paid)} was paid on a charge of ${money(v.charged)}; no payment was recorded: check it at ${v.gateway}`,
  INVOICE_PAYMENT_REVERSED: (v: { number: string; gateway: string; amount: ActivityMoney }) =>
    `Payment ${v.number}: ${money(v.amount)} taken back at ${v.gateway} (a refund, a chargeback or the bank's reversal)`,
  INVOICE_PAYMENT_SETTLED: (v: { number: string; date: ActivityDate }) =>
    `Payment ${v.number} settled by a bank line of ${v.date.date}`,
  INVOICE_PAYMENT_SETTLEMENT_REMOVED: (v: { number: string; date: ActivityDate }) =>
    `Payment ${v.number}: settlement by a bank line of ${v.date.date} taken back`,
  INVOICE_PAYMENT_REFUND_RESERVED: (v: { number: string; amount: ActivityMoney }) =>
    `Credit of payment ${v.number} reserved for a refund: ${money(v.amount)}`,
  INVOICE_PAYMENT_REFUND_RELEASED: (v: { number: string; amount: ActivityMoney }) =>
    `Refund of payment ${v.number}'s credit released: ${money(v.amount)}`,
  INVOICE_WITHHOLDING_RECORDED: (v: { invoice: string; amount: ActivityMoney; slip: string }) =>
    `PPh 23 of ${money(v.amount)} withheld from invoice ${v.invoice}, slip ${v.slip}`,
  INVOICE_WITHHOLDING_AWAITING_SLIP: (v: { invoice: string; amount: ActivityMoney }) =>
    `PPh 23 of ${money(v.amount)} withheld from invoice ${v.invoice}, its slip awaited`,
  INVOICE_WITHHOLDING_SLIP_RECEIVED: (v: { invoice: string; slip: string }) =>
    `Withholding slip ${v.slip} received for invoice ${v.invoice}`,
  INVOICE_WITHHOLDING_CANCELLED: (v: { invoice: string; reason: string }) =>
    `PPh 23 withholding of invoice ${v.invoice} cancelled: ${v.reason}`,
  INVOICE_PAYMENT_PROOF_ADDED: (v: { number: string; file: string }) =>
    `Proof ${v.file} added to payment ${v.number}`,
  INVOICE_PAYMENT_PROOF_REMOVED: (v: { number: string; file: string }) =>
    `Proof ${v.file} removed from payment ${v.number}`,
  INVOICE_WITHHOLDING_SLIP_FILE_ADDED: (v: { invoice: string; slip: string; file: string }) =>
    `File ${v.file} of withholding slip ${v.slip} added for invoice ${v.invoice}`,
});
