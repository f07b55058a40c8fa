import type {
  InvoicePaymentFileResponse,
  InvoicePaymentResponse,
} from '../../../contracts/invoicing/invoice-payments.js';

/** An allocation with its payment, whose currency its amount is in. */
export type PaymentAllocationRecord = InvoicePaymentResponse['allocations'][number] & {
  currency: string;
  payment: InvoicePaymentResponse;
};

/** A refund of a payment's credit, as the invoicing service answers it (its id is the treasury payment order's). */
export type CreditRefundRecord = InvoicePaymentResponse['refunds'][number];

/** A payment's proof or a withholding's slip, with where it is downloaded. */
export type InvoicePaymentFileRecord = InvoicePaymentFileResponse & { downloadUrl: string };
