import { SALES_INVOICE_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import type { StatusTone } from '../../ui/StatusBadge';

/** A sales invoice's statuses, in the order it moves through them, as its lifecycle declares them. */
export const INVOICE_STATUSES = SALES_INVOICE_LIFECYCLE.statuses;
export type InvoiceStatusValue = (typeof INVOICE_STATUSES)[number];

/** A sales invoice's status as a badge. */
export const INVOICE_STATUS_TONES: Readonly<Record<InvoiceStatusValue, StatusTone>> = {
  DRAFT: { label: { id: 'invoices.status.DRAFT' }, colorPalette: 'gray' },
  PENDING_APPROVAL: { label: { id: 'invoices.status.PENDING_APPROVAL' }, colorPalette: 'orange' },
  ISSUED: { label: { id: 'invoices.status.ISSUED' }, colorPalette: 'blue' },
  PAID: { label: { id: 'invoices.status.PAID' }, colorPalette: 'green' },
  CANCELLED: { label: { id: 'invoices.status.CANCELLED' }, colorPalette: 'red' },
};

export const isInvoiceStatus = (value: string): value is InvoiceStatusValue =>
  (INVOICE_STATUSES as readonly string[]).includes(value);
