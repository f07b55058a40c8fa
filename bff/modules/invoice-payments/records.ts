import type { InvoicePaymentResponse } from '../../../contracts/invoicing/invoice-payments.js';

/** An allocation with its payment, whose currency its amount is in. */
export type PaymentAllocationRecord = InvoicePaymentResponse['allocations'][number] & {
  currency: string;
  payment: InvoicePaymentResponse;
};
