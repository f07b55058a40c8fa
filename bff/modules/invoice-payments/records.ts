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

/** What an allocation of a foreign payment is worth in rupiah. */
export type AllocationExchangeRecord = NonNullable<
  InvoicePaymentResponse['allocations'][number]['exchange']
>;

/** An amount in rupiah, as the exchange figures are. */
export const rupiah = (amount: string) => ({ amount, currency: 'IDR' as const });

/** An amount in rupiah, or null when it is unknown. */
export const rupiahOrNull = (amount: string | null) => (amount === null ? null : rupiah(amount));
