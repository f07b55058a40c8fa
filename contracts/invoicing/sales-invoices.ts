import { Type, type Static } from 'typebox';
import { MAX_CORETAX_INVOICES } from '../../formats/coretax.js';
import { FACILITY_TRX_CODES } from '../../formats/coretax-facilities.js';
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
  ListPageOf,
  Nullable,
  UuidString,
  UpdatedAt,
  SyncPageQuery,
} from '../common/schemas.js';
import { WithholdingResponse } from './invoice-payments.js';
import {
  DocumentAct,
  DocumentDecision,
  DocumentLineResponse,
  DraftVersion,
  DocumentTotalsResponse,
  MAX_DOCUMENT_LINES,
} from './documents.js';
import { LiteralUnion } from '../common/literal-union.js';

export { IdParams } from '../common/schemas.js';

/**
 * Sales invoices: what an open sales order's buyer owes, its lines pulled
 * from the order (quantities of its lines not yet invoiced) or from its goods
 * receipts (each invoiced once), with the figures Coretax computes. Written
 * as a DRAFT, submitted for approval, and approved by another member than its
 * author (the approver it names, when it names one): it is then ISSUED and
 * numbered (the Orders settings' invoice prefix, `INV/2026/11/0001`) in the
 * same transaction. Milestones split the
 * grand total by percent. An invoice is cancelled with a reason, and keeps
 * its number once it has one.
 */
export const SALES_INVOICE_STATUSES = [
  'DRAFT',
  'PENDING_APPROVAL',
  'ISSUED',
  'PAID',
  'CANCELLED',
] as const;
export type SalesInvoiceStatus = (typeof SALES_INVOICE_STATUSES)[number];
export const SalesInvoiceStatus = LiteralUnion(SALES_INVOICE_STATUSES, {
  description:
    'DRAFT, PENDING_APPROVAL (submitted), ISSUED (approved and numbered), PAID, or CANCELLED (final).',
});

/** The most milestones an invoice may have. */
export const MAX_MILESTONES = 12;

/**
 * A milestone of an invoice: a part of its grand total (by percent) due on
 * its own date. What is settled of the invoice (paid, credited, withheld)
 * settles its milestones in due order, the earliest first: one rule
 * (services/invoicing/sales-invoices/milestones.ts `milestonesSettled`), so
 * a milestone is paid only once those due before it are.
 */
export const InvoiceMilestoneResponse = Type.Object({
  position: Type.Integer({ description: 'Its place among the milestones, from 1: its due order.' }),
  name: Type.String(),
  percent: Type.String({ description: 'Two decimals.' }),
  amount: AmountString('Its share of the grand total; the milestones’ add up to it.'),
  dueDate: Type.String({ format: 'date', description: 'When it is due.' }),
  paidAmount: AmountString(
    'What is settled of it: what is settled of the invoice fills the milestones in due order.',
  ),
  remainingAmount: AmountString('What is left to pay of it.'),
});
export type InvoiceMilestoneResponse = Static<typeof InvoiceMilestoneResponse>;

const OrderLineQuantity = Type.Object(
  {
    orderLine: Type.Integer({ minimum: 1, description: 'The order line’s position (1, 2, …).' }),
    quantity: Type.String({
      maxLength: 24,
      description:
        'More than 0, at most four decimals, at most what is left to invoice of the line.',
    }),
  },
  { additionalProperties: false },
);

export const SalesInvoiceCreateBody = Type.Object(
  {
    salesOrderId: UuidString('An open sales order.'),
    goodsReceiptIds: Type.Optional(
      Type.Array(Type.String({ format: 'uuid' }), {
        minItems: 1,
        maxItems: 50,
        description:
          'Receipts of the order not invoiced yet: their lines become the invoice’s. Leave out to take `lines` of the order.',
      }),
    ),
    lines: Type.Optional(
      Type.Array(OrderLineQuantity, {
        maxItems: MAX_DOCUMENT_LINES,
        description: 'What to invoice of the order’s lines, when not from receipts.',
      }),
    ),
    invoiceDate: Type.String({ format: 'date', description: 'Not before the order date.' }),
    paymentTermDays: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 365,
        description: 'Days to pay; the due date follows. The buyer’s terms when left out.',
      }),
    ),
    poReference: Type.Optional(Type.String({ maxLength: 100 })),
    documentDiscount: Type.Optional(
      Type.String({
        maxLength: 22,
        description: 'An amount off the whole invoice, shared out over the lines’ discounts.',
      }),
    ),
    milestones: Type.Optional(
      Type.Array(
        Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 100 }),
            percent: Type.String({
              maxLength: 6,
              description: 'Above 0, at most two decimals; the milestones’ add up to 100.',
            }),
            dueDate: Type.Optional(
              Type.String({
                format: 'date',
                description:
                  'When it is due: not before the invoice date (U-INV-SI-53) nor before the milestone before it (U-INV-SI-54). The invoice’s due date when left out.',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        { maxItems: MAX_MILESTONES },
      ),
    ),
    bankDetails: Type.Optional(
      Type.String({ maxLength: 500, description: 'Where to pay: bank, account number and name.' }),
    ),
    notes: Type.Optional(Type.String({ maxLength: 2000 })),
    approverId: Type.Optional(
      UuidString(
        'The member who approves it, and no one else: an active member of the organisation who may approve invoices (`invoices:approve`), not its author. Any such member but its author and submitter when left out.',
      ),
    ),
  },
  { additionalProperties: false },
);
export type SalesInvoiceCreateBody = Static<typeof SalesInvoiceCreateBody>;

const written = SalesInvoiceCreateBody.properties;

/**
 * A draft's edit, on the version it was read at: the fields given change
 * (an empty text clears it), checked as at writing; the due date follows the
 * date and the terms. Its lines are given whole (what to invoice of the
 * order's lines, or the receipts to bill), as at writing; its figures and
 * milestones' amounts follow its lines, its discount and its milestones,
 * each left out keeping what the draft has.
 */
export const SalesInvoiceDraftBody = Type.Object(
  {
    version: DraftVersion(),
    invoiceDate: Type.Optional(written.invoiceDate),
    paymentTermDays: written.paymentTermDays,
    poReference: written.poReference,
    bankDetails: written.bankDetails,
    notes: written.notes,
    goodsReceiptIds: Type.Optional(
      Type.Array(Type.String({ format: 'uuid' }), {
        minItems: 1,
        maxItems: 50,
        description:
          'The receipts it bills instead of its lines now: receipts of the order no other invoice bills. Not with `lines`.',
      }),
    ),
    lines: Type.Optional(
      Type.Array(OrderLineQuantity, {
        maxItems: MAX_DOCUMENT_LINES,
        description:
          'What it invoices of the order’s lines instead of its lines now (its own lines do not count as taken). Not with `goodsReceiptIds`.',
      }),
    ),
    documentDiscount: written.documentDiscount,
    milestones: Type.Optional(
      Type.Array(written.milestones.items, {
        maxItems: MAX_MILESTONES,
        description: 'Its milestones instead of those it has; an empty list removes them.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SalesInvoiceDraftBody = Static<typeof SalesInvoiceDraftBody>;

/** A month of the e-Faktur file: `2026-11`. */
const CoretaxMonth = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
  description: '`2026-11`.',
});

const FacilityTrxCode = LiteralUnion(FACILITY_TRX_CODES, {
  description: '07: PPN not collected (tidak dipungut); 08: PPN exempt (dibebaskan).',
});

/**
 * The faktur of a sale without PPN: transaction code 07 or 08, the facility
 * it rests on, and the document it rests on where the facility needs one.
 */
export const FakturFacilityBody = Type.Object(
  {
    trxCode: FacilityTrxCode,
    addInfo: Type.String({
      maxLength: 8,
      description:
        'The facility, of Coretax’s list for the code (`TD.00501`…): its `AddInfo`; its `FacilityStamp` follows (`TD.01101`…).',
    }),
    customDoc: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'The document the facility rests on (`CustomDoc`), where it needs one.',
      }),
    ),
    customDocMonth: Type.Optional(CoretaxMonth),
  },
  { additionalProperties: false },
);
export type FakturFacilityBody = Static<typeof FakturFacilityBody>;

/** How a draft invoice without PPN is reported to Coretax, on the version it was read at. */
export const InvoiceFakturBody = Type.Object(
  {
    version: SalesInvoiceDraftBody.properties.version,
    facility: Nullable(FakturFacilityBody, {
      description:
        'A faktur of code 07 or 08 for an invoice whose lines are all without PPN; null: none (no faktur, as for a delivery not subject to PPN; the e-Faktur file leaves it out).',
    }),
  },
  { additionalProperties: false },
);
export type InvoiceFakturBody = Static<typeof InvoiceFakturBody>;

/** Whether the company had an NPWP when an invoice was issued: the one fact its faktur and PPh 23 rate follow. */
const SellerHadNpwp = Nullable(Type.Boolean(), {
  description:
    'Whether the company had an NPWP when the invoice was issued (the seller it keeps, as its PDF and e-Faktur name it); null before it is issued. Without one the company is no PKP: no faktur pajak is made for it (no tax invoice number, left out of the e-Faktur file; UU PPN art. 14) and PPh 23 is withheld at 4.00. Recording an NPWP later changes neither for it.',
});

/** The kurs pajak an invoice in a foreign currency was issued at, and its tax figures in rupiah. */
export const TaxConversionResponse = Type.Object({
  rate: AmountString('Rupiah per one unit of the invoice’s currency.'),
  source: Type.String({ description: 'The KMK number that set the rate, or `MANUAL`.' }),
  validFrom: Type.String({ format: 'date', description: 'The Wednesday its KMK week starts.' }),
  taxBase: AmountString('The lines’ tax bases (DPP) in rupiah, each converted to the sen.'),
  otherTaxBase: AmountString('The lines’ other tax bases in rupiah.'),
  vat: AmountString('The PPN in rupiah: the lines’, each on its rupiah base.'),
  luxuryTax: AmountString('The PPnBM in rupiah: the lines’, as kept from issue (`STLG`).'),
});
export type TaxConversionResponse = Static<typeof TaxConversionResponse>;

export const SalesInvoiceResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  number: Nullable(Type.String({ description: '`INV/2026/11/0001`, from when it is issued.' })),
  customer: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }),
  salesOrder: Type.Object({ id: Type.String({ format: 'uuid' }), number: Type.String() }),
  goodsReceipts: Type.Array(
    Type.Object({ id: Type.String({ format: 'uuid' }), number: Type.String() }),
  ),
  poReference: Nullable(Type.String()),
  invoiceDate: Type.String({ format: 'date' }),
  dueDate: Type.String({ format: 'date' }),
  paymentTermDays: Type.Integer(),
  currency: Type.String(),
  status: SalesInvoiceStatus,
  lines: Type.Array(
    Type.Intersect([
      DocumentLineResponse,
      Type.Object({ orderLine: Type.Integer({ description: 'The order line it bills.' }) }),
    ]),
  ),
  totals: DocumentTotalsResponse,
  milestones: Type.Array(InvoiceMilestoneResponse, {
    description: 'The parts the grand total is paid in, in due order.',
  }),
  nextMilestone: Nullable(InvoiceMilestoneResponse, {
    description:
      'The earliest milestone with something left to pay; null when it has no milestones or they are all settled.',
  }),
  paidAmount: AmountString('What payments have settled of it.'),
  creditedAmount: AmountString('What credit memos have taken off it.'),
  remainingAmount: AmountString(
    'What is left to pay: the grand total less what is paid, credited and withheld (or awaits its slip).',
  ),
  withheldAmount: AmountString('PPh 23 the buyer withheld whose slip was received.'),
  withholdingRate: Nullable(Type.String(), {
    description:
      'The PPh 23 rate, percent, a buyer withholds of its service lines’ tax base: 2.00 when its seller as issued had an NPWP, 4.00 without (formats/pph23.ts); null before it is issued.',
  }),
  sellerHadNpwp: SellerHadNpwp,
  withholding: Nullable(WithholdingResponse, {
    description:
      'The PPh 23 the buyer withholds from it, awaiting its slip or received; null when none.',
  }),
  bankDetails: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  delivery: Nullable(
    Type.Object({
      status: Type.Union([Type.Literal('OPEN'), Type.Literal('SHIPPED'), Type.Literal('RECEIVED')]),
      shippedOn: Nullable(Type.String({ format: 'date' })),
      address: Nullable(Type.String()),
      receivedOn: Nullable(Type.String({ format: 'date' })),
    }),
    {
      description:
        'The paper copy, for a buyer who asked for one: OPEN once the invoice is issued, SHIPPED on a date to an address, RECEIVED on a date. Null otherwise.',
    },
  ),
  taxInvoiceNumber: Nullable(
    Type.String({
      description: 'The tax invoice number DJP’s Coretax assigned it, once recorded.',
    }),
  ),
  fakturFacility: Nullable(
    Type.Object({
      trxCode: FacilityTrxCode,
      addInfo: Type.String(),
      facilityStamp: Type.String({ description: 'The stamp the facility prints: `TD.01101`…' }),
      customDoc: Nullable(Type.String()),
      customDocMonth: Nullable(CoretaxMonth),
    }),
    {
      description:
        'The faktur of code 07 or 08 its sale without PPN is reported with; null: the code its lines give (04 with PPN, 01 luxury goods), or no faktur when it has no PPN.',
    },
  ),
  taxConversion: Nullable(TaxConversionResponse, {
    description:
      'For an invoice in USD or SGD, from its issue: the kurs pajak of its invoice date’s week and its tax figures in rupiah (PP 44/2022 art. 21); null for an invoice in rupiah or not issued yet.',
  }),
  approver: Nullable(Type.Object({ id: Type.String({ format: 'uuid' }) }), {
    description:
      'The member it names to approve it, who alone may; null when any member who may approve invoices may (but its author and submitter).',
  }),
  submission: Nullable(DocumentAct),
  approval: Nullable(DocumentAct),
  cancellation: Nullable(DocumentDecision),
  return: Nullable(DocumentDecision, {
    description:
      'Its latest return to draft by whoever may approve it: why, by whom, when; kept once it is submitted again.',
  }),
  actions: Type.Array(Type.String(), {
    description:
      'What the caller may do with it now: submit, approve or return (only its approver, when it names one), cancel.',
  }),
  createdBy: Type.String({ format: 'uuid' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: UpdatedAt(),
  version: Type.Integer(),
});
export type SalesInvoiceResponse = Static<typeof SalesInvoiceResponse>;

export const SalesInvoiceListQuery = Type.Object(
  {
    status: Type.Optional(SalesInvoiceStatus),
    customerId: Type.Optional(Type.String({ format: 'uuid' })),
    salesOrderId: Type.Optional(Type.String({ format: 'uuid' })),
    awaitingSlip: Type.Optional(
      Type.Boolean({
        description:
          'Only the issued invoices short only by a PPh 23 withholding slip not received yet.',
      }),
    ),
    ...ForwardPageQuery,
    ...SyncPageQuery,
  },
  { additionalProperties: false },
);
export type SalesInvoiceListQuery = Static<typeof SalesInvoiceListQuery>;

export const SalesInvoiceListResponse = ListPageOf(SalesInvoiceResponse);

/**
 * The most invoices one batch moves: enough for a day's run of a billing
 * clerk or an integrator in a few requests, few enough that one transaction
 * holding their locks and the month's number counter stays short (a batch of
 * 100 invoices of 20 lines issues in well under a second).
 */
export const SALES_INVOICE_BATCH_LIMIT = 100;

/** The moves a batch makes: the ones on an invoice's way to issue. */
export const SalesInvoiceBatchAction = Type.Union(
  [Type.Literal('submit'), Type.Literal('approve')],
  {
    description:
      'submit: drafts sent for approval; approve: submitted invoices issued and numbered, in the order of their ids.',
  },
);
export type SalesInvoiceBatchAction = Static<typeof SalesInvoiceBatchAction>;

/** One move of several invoices at once, all or nothing. */
export const SalesInvoiceBatchMoveBody = Type.Object(
  {
    action: SalesInvoiceBatchAction,
    ids: Type.Array(UuidString('An invoice of the caller’s organisation.'), {
      description: `1 to ${SALES_INVOICE_BATCH_LIMIT} invoices (U-INV-SI-80); an id given twice is moved once.`,
    }),
  },
  { additionalProperties: false },
);
export type SalesInvoiceBatchMoveBody = Static<typeof SalesInvoiceBatchMoveBody>;

/** The invoices a batch moved, as they stand after, in the order of the ids asked. */
export const SalesInvoiceBatchResponse = Type.Object({
  items: Type.Array(SalesInvoiceResponse),
});
export type SalesInvoiceBatchResponse = Static<typeof SalesInvoiceBatchResponse>;
export type SalesInvoiceListResponse = Static<typeof SalesInvoiceListResponse>;

export const salesInvoiceErrors = defineErrors({
  noTaxRate: {
    status: 409,
    code: 'U-INV-SI-35',
    message:
      'There is no kurs pajak of {currency} for the week of the invoice date {date} ({from} to {to}). Enter the KMK rate of that week under Settings, Orders, then issue the invoice.',
    field: 'invoiceDate',
  },
  notFound: { status: 404, code: 'U-INV-SI-1', message: 'Invoice not found.' },
  orderNotOpen: {
    status: 409,
    code: 'U-INV-SI-2',
    message: 'Invoices are written only for an open sales order.',
    field: 'salesOrderId',
  },
  beforeOrder: {
    status: 400,
    code: 'U-INV-SI-3',
    message: 'The invoice date cannot be before the order date.',
    field: 'invoiceDate',
  },
  receiptNotInvoiceable: {
    status: 409,
    code: 'U-INV-SI-4',
    message:
      'Receipt {receipt}: only a receipt of this order, received and not yet invoiced, can be invoiced.',
  },
  overOrdered: {
    status: 409,
    code: 'U-INV-SI-5',
    message: 'Line {line}: only {remaining} of {ordered} are left to invoice.',
  },
  milestonesNot100: {
    status: 400,
    code: 'U-INV-SI-6',
    message: 'The milestones’ percentages add up to {total}, not 100.',
    field: 'milestones',
  },
  milestonePercent: {
    status: 400,
    code: 'U-INV-SI-7',
    message: 'Milestone {milestone}: the percentage is a number above 0 with at most two decimals.',
  },
  authorApproves: {
    status: 409,
    code: 'U-INV-SI-8',
    message:
      'An invoice is approved or returned by another member than the one who wrote or submitted it.',
  },
  sellerTaxNumber: {
    status: 409,
    code: 'U-INV-SI-10',
    message:
      'Record the company’s tax number (NPWP) in the company profile first: the e-Faktur file names the seller by it.',
  },
  tooManyForCoretax: {
    status: 409,
    code: 'U-INV-SI-11',
    message: 'The month has {count} issued invoices; Coretax imports at most {max} per file.',
  },
  buyerWithoutTaxId: {
    status: 409,
    code: 'U-INV-SI-12',
    message:
      'Invoice {number}: the buyer {name} has neither an NPWP nor a NIK, which the e-Faktur file needs.',
  },
  taxNumberNotIssued: {
    status: 409,
    code: 'U-INV-SI-13',
    message: 'A tax invoice number is recorded on an issued invoice.',
  },
  taxNumberFormat: {
    status: 400,
    code: 'U-INV-SI-14',
    message:
      'The tax invoice number is the 17 digits Coretax gives, starting with the transaction code (01 to 10), without dots or dashes.',
    field: 'taxInvoiceNumber',
  },
  taxNumberTaken: {
    status: 409,
    code: 'U-INV-SI-15',
    message: 'Invoice {number} already has this tax invoice number.',
    field: 'taxInvoiceNumber',
  },
  deliveryStep: {
    status: 409,
    code: 'U-INV-SI-16',
    message: 'The paper copy is shipped once it is waiting to be, and received once it is shipped.',
  },
  deliveryDate: {
    status: 400,
    code: 'U-INV-SI-17',
    message: 'The date cannot be before {after}.',
  },
  paidNotCancelled: {
    status: 409,
    code: 'U-INV-SI-18',
    message:
      'An invoice something was paid or credited of cannot be cancelled: take its payments and credit memos back first.',
  },
  approverNotEligible: {
    status: 400,
    code: 'U-INV-SI-19',
    message: 'The approver must be an active member of the organisation who may approve invoices.',
    field: 'approverId',
  },
  approverIsAuthor: {
    status: 400,
    code: 'U-INV-SI-20',
    message: 'Name another member than yourself as the approver: you wrote the invoice.',
    field: 'approverId',
  },
  notTheApprover: {
    status: 409,
    code: 'U-INV-SI-21',
    message: 'This invoice names its approver: only they may approve or return it.',
  },
  approverNotPending: {
    status: 409,
    code: 'U-INV-SI-23',
    message: 'The approver is changed while the invoice waits for approval.',
  },
  approverIsWriter: {
    status: 400,
    code: 'U-INV-SI-24',
    message: 'The approver cannot be the member who wrote or submitted the invoice.',
    field: 'approverId',
  },
  milestoneBeforeInvoice: {
    status: 400,
    code: 'U-INV-SI-53',
    message: 'Milestone {milestone}: the due date cannot be before the invoice date.',
  },
  milestoneOutOfOrder: {
    status: 400,
    code: 'U-INV-SI-54',
    message:
      'Milestone {milestone}: the due date cannot be before the due date of the milestone before it.',
  },
  notDraft: {
    status: 409,
    code: 'U-INV-SI-29',
    message:
      'Only a draft invoice is edited: once submitted, its approver returns it to draft first.',
  },
  versionConflict: {
    status: 409,
    code: 'U-INV-SI-30',
    message: 'Someone changed this invoice meanwhile. Reload it and make your change again.',
    field: 'version',
  },
  sourceRequired: {
    status: 400,
    code: 'U-INV-SI-9',
    message: 'Invoice the order’s lines or its goods receipts, one or the other.',
    field: 'lines',
  },
  sellerTaxNumbersDiffer: {
    status: 409,
    code: 'U-INV-SI-25',
    message:
      'These invoices were issued under different NPWPs of the company: an e-Faktur file is one seller’s. Choose the invoices of one NPWP.',
  },
  issuedWithoutSellerTaxNumber: {
    status: 409,
    code: 'U-INV-SI-26',
    message:
      '{numbers} were issued before the company profile had an NPWP: an e-Faktur names the seller an invoice was issued by. Leave them out, or credit them and issue them again.',
    field: 'invoiceIds',
  },
  emptyCoretaxMonth: {
    status: 409,
    code: 'U-INV-SI-27',
    message:
      'No invoice with an invoice date in {month} gets a faktur: its e-Faktur file would be empty. Choose another month.',
    field: 'month',
  },
  taxedOtherwise: {
    status: 409,
    code: 'U-INV-SI-43',
    message:
      'These lines are taxed otherwise than line 1: {lines}. One e-Faktur has one transaction code: invoice the lines with PPN, with PPN on luxury goods and without PPN separately.',
    field: 'lines',
  },
  facilityUnknown: {
    status: 400,
    code: 'U-INV-SI-44',
    message: 'Choose the facility from Coretax’s list for transaction code {trxCode}.',
    field: 'facility.addInfo',
  },
  facilityWithPpn: {
    status: 409,
    code: 'U-INV-SI-45',
    message:
      'Transaction codes 07 and 08 are for a sale without PPN, and these lines carry PPN: {lines}. Invoice them without PPN, or report the invoice without a facility.',
    field: 'facility',
  },
  noFaktur: {
    status: 409,
    code: 'U-INV-SI-46',
    message:
      '{numbers} carry no PPN and name no facility (07 or 08): no e-Faktur is made for them. Leave them out.',
    field: 'invoiceIds',
  },
  customDocMonthAlone: {
    status: 400,
    code: 'U-INV-SI-47',
    message: 'Name the document the facility rests on before its month.',
    field: 'facility.customDocMonth',
  },
  taxNumberWithoutSellerNpwp: {
    status: 409,
    code: 'U-INV-SI-70',
    message:
      'Invoice {number} was issued while the company had no NPWP: no faktur pajak is made for it, so it has no tax invoice number.',
    field: 'taxInvoiceNumber',
  },
  batchSize: {
    status: 400,
    code: 'U-INV-SI-80',
    message: 'Choose 1 to {limit} invoices for one batch.',
    field: 'ids',
  },
  notIssuedForCoretax: {
    status: 409,
    code: 'U-INV-SI-22',
    message:
      'Choose issued invoices only: {count} of those chosen are drafts, cancelled or not found.',
    field: 'invoiceIds',
  },
});

/** The tax invoice number DJP's Coretax assigned an issued invoice. */
/** Another approver for a submitted invoice whose named one cannot approve it (gone, or its submitter). */
export const InvoiceApproverBody = Type.Object(
  {
    approverId: UuidString(
      'An active member who may approve invoices, neither its author nor its submitter.',
    ),
  },
  { additionalProperties: false },
);
export type InvoiceApproverBody = Static<typeof InvoiceApproverBody>;

export const TaxInvoiceNumberBody = Type.Object(
  { taxInvoiceNumber: Type.String({ maxLength: 60, description: 'Coretax’s 17 digits.' }) },
  { additionalProperties: false },
);
export type TaxInvoiceNumberBody = Static<typeof TaxInvoiceNumberBody>;

/** The paper copy shipped: when, and where to. */
export const InvoiceShippedBody = Type.Object(
  {
    shippedOn: Type.String({ format: 'date', description: 'Not before the invoice date.' }),
    address: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type InvoiceShippedBody = Static<typeof InvoiceShippedBody>;

/** The paper copy received: when. */
export const InvoiceReceivedBody = Type.Object(
  { receivedOn: Type.String({ format: 'date', description: 'Not before it was shipped.' }) },
  { additionalProperties: false },
);
export type InvoiceReceivedBody = Static<typeof InvoiceReceivedBody>;

/** The month whose issued invoices the e-Faktur file holds. */
export const CoretaxQuery = Type.Object({ month: CoretaxMonth }, { additionalProperties: false });
export type CoretaxQuery = Static<typeof CoretaxQuery>;

/** The month asked about, if any: without one, the latest month with issued invoices. */
export const CoretaxMonthQuery = Type.Object(
  { month: Type.Optional(CoretaxMonth) },
  { additionalProperties: false },
);
export type CoretaxMonthQuery = Static<typeof CoretaxMonthQuery>;

/** Which month an e-Faktur file is made for, and how many invoices its file holds. */
export const CoretaxMonthResponse = Type.Object({
  latestMonth: Nullable(CoretaxMonth, {
    description: 'The latest month with an invoice issued (or paid), by invoice date; null: none.',
  }),
  month: Nullable(CoretaxMonth, {
    description: 'The month asked about, or else the latest month with issued invoices.',
  }),
  invoiceCount: Type.Integer({
    minimum: 0,
    description: 'How many issued (or paid) invoices the month’s e-Faktur file holds.',
  }),
  withoutFaktur: Type.Array(
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      number: Type.String(),
      reason: Type.Union([Type.Literal('NO_PPN'), Type.Literal('SELLER_WITHOUT_NPWP')], {
        description:
          'Why it has no faktur: `NO_PPN`, without PPN and naming no facility (07 or 08); `SELLER_WITHOUT_NPWP`, issued while the company had no NPWP (no PKP makes no faktur pajak, UU PPN art. 14 (1)).',
      }),
    }),
    {
      description:
        'The month’s issued invoices the file leaves out, in number order, each with why it has no faktur.',
    },
  ),
});
export type CoretaxMonthResponse = Static<typeof CoretaxMonthResponse>;

/**
 * The invoices waiting for the caller's approval (Home's "Waiting for
 * approval"): submitted, naming the caller or naming no one, and neither
 * written nor submitted by them.
 */
export const InvoicesAwaitingApprovalResponse = Type.Object({
  count: Type.Integer({ minimum: 0, description: 'How many invoices wait for the caller.' }),
  invoiceIds: Type.Array(Type.String({ format: 'uuid' }), {
    maxItems: 5,
    description: 'The ones that have waited longest, at most five, oldest first.',
  }),
});
export type InvoicesAwaitingApprovalResponse = Static<typeof InvoicesAwaitingApprovalResponse>;

/** The issued invoices the e-Faktur file holds, chosen one by one (at most 1,000, Coretax's limit per file). */
export const CoretaxSelectionBody = Type.Object(
  {
    invoiceIds: Type.Array(Type.String({ format: 'uuid' }), {
      minItems: 1,
      maxItems: MAX_CORETAX_INVOICES,
      uniqueItems: true,
      description: 'Issued (or paid) invoices of the organisation.',
    }),
  },
  { additionalProperties: false },
);
export type CoretaxSelectionBody = Static<typeof CoretaxSelectionBody>;

/** The languages an invoice's PDF is written in. */
export const INVOICE_PDF_LANGUAGES = ['en', 'id'] as const;
export type InvoicePdfLanguage = (typeof INVOICE_PDF_LANGUAGES)[number];

/** The language of an invoice's PDF: its labels, amounts and dates. */
export const SalesInvoicePdfQuery = Type.Object(
  {
    language: Type.Optional(
      LiteralUnion(INVOICE_PDF_LANGUAGES, {
        description:
          '`en` (`IDR 1,250,000.00`, November 12, 2026) or `id` (`Rp 1.250.000,00`, 12 November 2026); Indonesian when left out.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SalesInvoicePdfQuery = Static<typeof SalesInvoicePdfQuery>;

/** What sales invoices write to the activity log. */
export const SALES_INVOICES_ACTIVITY = areaActivity(['SALES_INVOICE'], {
  SALES_INVOICE_CREATED: (v: { order: string; name: string; amount: ActivityMoney }) =>
    `Invoice draft for sales order ${v.order} of ${v.name} written: ${money(v.amount)}`,
  SALES_INVOICE_SUBMITTED: (v: { order: string; name: string }) =>
    `Invoice for sales order ${v.order} of ${v.name} submitted for approval`,
  SALES_INVOICE_ISSUED: (v: { number: string; name: string; amount: ActivityMoney }) =>
    `Invoice ${v.number} for ${v.name} approved and issued: ${money(v.amount)}`,
  SALES_INVOICE_REVISED: (v: { order: string; name: string }) =>
    `Invoice draft for sales order ${v.order} of ${v.name} edited`,
  SALES_INVOICE_RETURNED: (v: { order: string; name: string; reason: string }) =>
    `Invoice for sales order ${v.order} of ${v.name} returned to draft: ${v.reason}`,
  SALES_INVOICE_CANCELLED: (v: { reference: string; name: string; reason: string }) =>
    `Invoice ${v.reference} for ${v.name} cancelled: ${v.reason}`,
  SALES_INVOICE_APPROVER_CHANGED: (v: { order: string; name: string; approver: string }) =>
    `Invoice for sales order ${v.order} of ${v.name}: approver changed to ${v.approver}`,
  SALES_INVOICE_TAX_NUMBER_RECORDED: (v: { number: string; taxNumber: string }) =>
    `Invoice ${v.number}: tax invoice number ${v.taxNumber} recorded`,
  SALES_INVOICE_SHIPPED: (v: { number: string; date: ActivityDate }) =>
    `Invoice ${v.number}: paper copy shipped on ${v.date.date}`,
  SALES_INVOICE_RECEIVED: (v: { number: string; date: ActivityDate }) =>
    `Invoice ${v.number}: paper copy received on ${v.date.date}`,
  SALES_INVOICE_SETTLED: (v: { number: string; amount: ActivityMoney; date: ActivityDate }) =>
    `Invoice ${v.number}: ${money(v.amount)} settled by a bank line of ${v.date.date}`,
  SALES_INVOICE_SETTLEMENT_REMOVED: (v: {
    number: string;
    amount: ActivityMoney;
    date: ActivityDate;
  }) =>
    `Invoice ${v.number}: settlement of ${money(v.amount)} by a bank line of ${v.date.date} taken back`,
});
