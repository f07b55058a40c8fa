import { INVOICE_PAYMENT_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import type { StatusTone } from '../../ui/StatusBadge';

/** An invoice payment's statuses, in the order it moves through them, as its lifecycle declares them. */
export const INVOICE_PAYMENT_STATUSES = INVOICE_PAYMENT_LIFECYCLE.statuses;
export type InvoicePaymentStatusValue = (typeof INVOICE_PAYMENT_STATUSES)[number];

/** An invoice payment's status as a badge: open while some of it is the buyer's credit. */
export const INVOICE_PAYMENT_STATUS_TONES: Readonly<Record<InvoicePaymentStatusValue, StatusTone>> =
  {
    OPEN: { label: { id: 'invoicePayments.status.OPEN' }, colorPalette: 'blue' },
    ALLOCATED: { label: { id: 'invoicePayments.status.ALLOCATED' }, colorPalette: 'green' },
    CANCELLED: { label: { id: 'invoicePayments.status.CANCELLED' }, colorPalette: 'red' },
  };

/** Whether the money is on the organisation's bank statement yet. */
export const SETTLEMENT_STATUS_TONES: Readonly<Record<'PENDING' | 'SETTLED', StatusTone>> = {
  PENDING: { label: { id: 'invoicePayments.settlement.PENDING' }, colorPalette: 'orange' },
  SETTLED: { label: { id: 'invoicePayments.settlement.SETTLED' }, colorPalette: 'green' },
};
