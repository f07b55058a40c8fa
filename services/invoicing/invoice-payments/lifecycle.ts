import { defineLifecycle } from '../documents/lifecycle.js';

/**
 * An invoice payment's lifecycle: recorded OPEN, ALLOCATED once all of it is
 * allocated to invoices (the database moves it, as the invoices' PAID),
 * cancelled with a reason by whoever may manage invoice payments, which undoes
 * its allocations. A cancelled payment changes no more.
 */
export const INVOICE_PAYMENT_LIFECYCLE = defineLifecycle({
  document: 'INVOICE_PAYMENT',
  statuses: ['OPEN', 'ALLOCATED', 'CANCELLED'],
  terminal: ['CANCELLED'],
  transitions: [
    {
      action: 'cancel',
      from: ['OPEN', 'ALLOCATED'],
      to: 'CANCELLED',
      permissions: ['invoice-payments:manage'],
      message: 'INVOICE_PAYMENT_CANCELLED',
      reason: 'required',
    },
  ],
});

export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_LIFECYCLE.statuses)[number];
