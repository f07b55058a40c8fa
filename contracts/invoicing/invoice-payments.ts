import { Type, type Static } from 'typebox';
import { areaActivity, money, type ActivityMoney } from '../common/activity-text.js';
import { defineErrors } from '../common/errors.js';
import { AmountString, ForwardPageQuery, Nullable, PageInfo } from '../common/schemas.js';
import { DocumentDecision } from './documents.js';

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
export const InvoicePaymentStatus = Type.Union(
  [Type.Literal('OPEN'), Type.Literal('ALLOCATED'), Type.Literal('CANCELLED')],
  {
    description:
      'OPEN (some of it is not allocated: the buyer’s credit), ALLOCATED (all of it is), or CANCELLED (final: its allocations are undone).',
  },
);

export const INVOICE_PAYMENT_METHODS = [
  'BANK_TRANSFER',
  'VIRTUAL_ACCOUNT',
  'QRIS',
  'CASH',
  'CHEQUE',
  'OTHER',
] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];
export const InvoicePaymentMethod = Type.Union(
  [
    Type.Literal('BANK_TRANSFER'),
    Type.Literal('VIRTUAL_ACCOUNT'),
    Type.Literal('QRIS'),
    Type.Literal('CASH'),
    Type.Literal('CHEQUE'),
    Type.Literal('OTHER'),
  ],
  { description: 'BANK_TRANSFER, VIRTUAL_ACCOUNT, QRIS, CASH, CHEQUE or OTHER.' },
);

/** Settled once the money is on the organisation's bank statement; Pending until then (spec: Settled, Pending). */
export const SettlementStatus = Type.Union([Type.Literal('PENDING'), Type.Literal('SETTLED')], {
  description: 'PENDING until the money is on the organisation’s bank statement, then SETTLED.',
});

/** At most this many invoices one request allocates a payment to. */
export const MAX_PAYMENT_ALLOCATIONS = 50;

const Amount = (description: string) =>
  Type.String({ maxLength: 25, description: `${description} At most two decimals.` });

export const PaymentAllocationInput = Type.Object(
  {
    invoiceId: Type.String({
      format: 'uuid',
      description:
        'An issued invoice of the payment’s buyer, in its currency, with something left.',
    }),
    amount: Amount('More than 0, at most what the invoice has left.'),
  },
  { additionalProperties: false },
);
export type PaymentAllocationInput = Static<typeof PaymentAllocationInput>;

const Allocations = Type.Array(PaymentAllocationInput, {
  maxItems: MAX_PAYMENT_ALLOCATIONS,
  description:
    'Each invoice once; together at most the payment. Left out: the buyer’s open invoices, the oldest due first, until the payment is used up.',
});

export const InvoicePaymentCreateBody = Type.Object(
  {
    customerId: Type.String({ format: 'uuid', description: 'The buyer who paid.' }),
    paymentDate: Type.String({ format: 'date', description: 'When the money arrived.' }),
    currency: Type.Optional(
      Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217; IDR when left out.' }),
    ),
    amount: Amount('More than 0.'),
    method: InvoicePaymentMethod,
    reference: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'The bank’s or the buyer’s reference, up to 100 characters.',
      }),
    ),
    allocations: Type.Optional(Allocations),
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

export const PaymentAllocationResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  invoice: Type.Object({
    id: Type.String({ format: 'uuid' }),
    number: Type.String(),
    dueDate: Type.String({ format: 'date' }),
  }),
  amount: AmountString('What the payment paid of the invoice.'),
  allocatedBy: Nullable(Type.String({ format: 'uuid' }), {
    description: 'Null when the product allocated it (a payment made at checkout).',
  }),
  allocatedAt: Type.String({ format: 'date-time' }),
});
export type PaymentAllocationResponse = Static<typeof PaymentAllocationResponse>;

export const InvoicePaymentResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  number: Type.String({ description: '`PAY/2026/11/0001`.' }),
  customer: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }),
  paymentDate: Type.String({ format: 'date' }),
  currency: Type.String(),
  amount: AmountString('What the buyer paid.'),
  allocatedAmount: AmountString('What its allocations paid of invoices.'),
  unallocatedAmount: AmountString('What is left: the buyer’s credit from this payment.'),
  method: InvoicePaymentMethod,
  reference: Nullable(Type.String()),
  source: Type.Union([Type.Literal('MANUAL'), Type.Literal('CHECKOUT')], {
    description: 'MANUAL (recorded by a member) or CHECKOUT (paid through a payment gateway).',
  }),
  status: InvoicePaymentStatus,
  settlementStatus: SettlementStatus,
  allocations: Type.Array(PaymentAllocationResponse, { description: 'Oldest first.' }),
  cancellation: Nullable(DocumentDecision),
  actions: Type.Array(Type.String(), {
    description: 'What the caller may do with it now: allocate, cancel.',
  }),
  createdBy: Nullable(Type.String({ format: 'uuid' }), {
    description: 'Null when the product recorded it (a payment made at checkout).',
  }),
  createdAt: Type.String({ format: 'date-time' }),
  version: Type.Integer(),
});
export type InvoicePaymentResponse = Static<typeof InvoicePaymentResponse>;

export const InvoicePaymentListQuery = Type.Object(
  {
    status: Type.Optional(InvoicePaymentStatus),
    customerId: Type.Optional(Type.String({ format: 'uuid' })),
    invoiceId: Type.Optional(
      Type.String({ format: 'uuid', description: 'The payments allocated to this invoice.' }),
    ),
    ...ForwardPageQuery,
  },
  { additionalProperties: false },
);
export type InvoicePaymentListQuery = Static<typeof InvoicePaymentListQuery>;

export const InvoicePaymentListResponse = Type.Object({
  items: Type.Array(Type.Object({ cursor: Type.String(), node: InvoicePaymentResponse })),
  pageInfo: PageInfo,
  totalCount: Type.Integer(),
});
export type InvoicePaymentListResponse = Static<typeof InvoicePaymentListResponse>;

export const CustomerCreditResponse = Type.Object({
  customerId: Type.String({ format: 'uuid' }),
  credits: Type.Array(
    Type.Object({
      currency: Type.String(),
      amount: AmountString('What the buyer’s open payments in this currency have not allocated.'),
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
});

/** What invoice payments write to the activity log. */
export const INVOICE_PAYMENTS_ACTIVITY = areaActivity(['INVOICE_PAYMENT'], {
  INVOICE_PAYMENT_RECORDED: (v: { number: string; name: string; amount: ActivityMoney }) =>
    `Payment ${v.number} from ${v.name}: ${money(v.amount)}`,
  INVOICE_PAYMENT_ALLOCATED: (v: { number: string; invoices: string; amount: ActivityMoney }) =>
    `Payment ${v.number} allocated to ${v.invoices}: ${money(v.amount)}`,
  INVOICE_PAYMENT_UNALLOCATED: (v: { number: string; invoice: string; amount: ActivityMoney }) =>
    `Allocation of payment ${v.number} to ${v.invoice} undone: ${money(v.amount)}`,
  INVOICE_PAYMENT_CANCELLED: (v: { number: string; reason: string }) =>
    `Payment ${v.number} cancelled: ${v.reason}`,
});
