import { Type, type Static } from 'typebox';
import { defineErrors } from '../common/errors.js';
import { AmountString, Nullable, UuidString } from '../common/schemas.js';
import { CustomerAddress } from './customers.js';
import { DocumentLineResponse, DocumentTotalsResponse } from './documents.js';
import { InvoiceMilestoneResponse } from './sales-invoices.js';

/**
 * A buyer's link to one issued invoice (spec: the invoice is sent to the
 * buyer's finance contact; checkout for an invoice). When an invoice is
 * issued, its buyer's finance contact is mailed the invoice, with its PDF in
 * the buyer's language, and a link that opens that invoice and nothing else:
 * read without an account, with the link's token in `X-Invoice-Link-Token`.
 * The token is 256 random bits; the service keeps only its SHA-256. A link
 * expires `INVOICE_LINK_DAYS_AFTER_DUE` days after the invoice's due date (and
 * never sooner than that many days after it was sent), and is spent once the
 * invoice is cancelled or a newer link is sent for it. An expired or spent
 * link says which, and shows nothing of the invoice.
 */
export const INVOICE_LINK_TOKEN_HEADER = 'x-invoice-link-token';
export const INVOICE_LINK_DAYS_AFTER_DUE = 30;

/** The job that mails an issued invoice to its buyer, queued in the transaction that issues it. */
export const INVOICE_MAIL_JOB = 'invoice-mail';

export const InvoiceLinkTokenHeader = Type.Object({
  [INVOICE_LINK_TOKEN_HEADER]: Type.String({ minLength: 1, maxLength: 500 }),
});

/**
 * The seller an issued invoice names, as the company profile said when it was
 * issued. `nitku` and `address` are kept by invoices issued since they were
 * named; an older invoice has neither.
 */
export const InvoiceSeller = Type.Object({
  name: Type.String(),
  legalName: Nullable(Type.String()),
  taxNumber: Nullable(Type.String({ description: 'NPWP, digits only.' })),
  nitku: Type.Optional(
    Nullable(
      Type.String({
        description:
          'NITKU, 22 digits: the 16-digit NPWP and the place of business (000000, the head office); null without an NPWP.',
      }),
    ),
  ),
  address: Type.Optional(
    Nullable(Type.String({ description: 'The company profile’s address on one line.' })),
  ),
});
export type InvoiceSeller = Static<typeof InvoiceSeller>;

/**
 * The buyer an issued invoice names, as its customer profile said when it was
 * issued (kept on the invoice: a later change of the customer changes later
 * invoices only). Never on the wire; the PDF, the buyer's page and the
 * e-Faktur file read it.
 */
export const InvoiceBuyer = Type.Object({
  name: Type.String(),
  /** Where the e-Faktur file says the buyer is reached: the finance contact's email, else the customer's. */
  email: Type.String(),
  taxNumber: Nullable(Type.String({ description: 'NPWP, digits only.' })),
  nik: Nullable(Type.String({ description: 'The owner’s NIK.' })),
  /** The billing address (or the registered one), as codes of Indonesia's regions. */
  address: Nullable(CustomerAddress),
});
export type InvoiceBuyer = Static<typeof InvoiceBuyer>;

/** What the buyer sees of the invoice its link opens. */
export const InvoiceLinkInvoice = Type.Object({
  number: Type.String({ description: '`INV/2026/11/0001`.' }),
  seller: InvoiceSeller,
  buyerName: Type.String(),
  poReference: Nullable(Type.String({ description: 'The buyer’s purchase order number.' })),
  invoiceDate: Type.String({ format: 'date' }),
  dueDate: Type.String({ format: 'date' }),
  currency: Type.String(),
  status: Type.Union([Type.Literal('ISSUED'), Type.Literal('PAID')], {
    description: 'ISSUED (to be paid) or PAID.',
  }),
  lines: Type.Array(DocumentLineResponse),
  totals: DocumentTotalsResponse,
  milestones: Type.Array(InvoiceMilestoneResponse, {
    description:
      'The parts it is paid in, in due order, with what is paid and left of each; each can be paid at checkout.',
  }),
  paidAmount: AmountString('What payments have settled of it.'),
  creditedAmount: AmountString('What credit memos have taken off it.'),
  remainingAmount: AmountString('What is left to pay.'),
  bankDetails: Nullable(Type.String({ description: 'Where to pay.' })),
  notes: Nullable(Type.String()),
});
export type InvoiceLinkInvoice = Static<typeof InvoiceLinkInvoice>;

export const InvoiceLinkResponse = Type.Object({
  state: Type.Union([Type.Literal('VALID'), Type.Literal('EXPIRED'), Type.Literal('SPENT')], {
    description:
      'VALID; EXPIRED past its date (or a token that names no link); SPENT once the invoice is cancelled or a newer link was sent.',
  }),
  expiresAt: Nullable(Type.String({ format: 'date-time', description: 'While VALID.' })),
  invoice: Nullable(InvoiceLinkInvoice, { description: 'While VALID; null otherwise.' }),
});
export type InvoiceLinkResponse = Static<typeof InvoiceLinkResponse>;

/**
 * Which invoice of which organisation a link names while it is VALID, and
 * until when: what the BFF listens to for a buyer watching the link's
 * invoice (its events carry the organisation and the invoice's id). Nothing
 * while EXPIRED or SPENT. Only the BFF reads it; the buyer never sees the ids.
 */
export const InvoiceLinkSubjectResponse = Type.Object({
  state: InvoiceLinkResponse.properties.state,
  organizationId: Nullable(UuidString('While VALID.')),
  invoiceId: Nullable(UuidString('While VALID.')),
  expiresAt: Nullable(Type.String({ format: 'date-time', description: 'While VALID.' })),
});
export type InvoiceLinkSubjectResponse = Static<typeof InvoiceLinkSubjectResponse>;

export const invoiceLinkErrors = defineErrors({
  expired: {
    status: 410,
    code: 'U-INV-IL-1',
    message: 'This invoice link has expired. Ask the seller for a new one.',
  },
  spent: {
    status: 410,
    code: 'U-INV-IL-2',
    message: 'This invoice link is no longer valid: the invoice was cancelled or sent again.',
  },
  /** Guessing links: too many tokens that name no link came from this address (`retryAfter`: seconds). */
  tooManyGuesses: {
    status: 429,
    code: 'U-INV-IL-3',
    message:
      'Too many links that open nothing were tried from this address. Try again in {retryAfter} seconds.',
  },
});
