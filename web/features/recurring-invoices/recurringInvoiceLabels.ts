import type { StatusTone } from '../../ui/StatusBadge';

/** How each status of a recurring invoice reads, and its colour. */
export const RECURRING_INVOICE_STATUS_TONES: Readonly<Record<string, StatusTone>> = {
  ACTIVE: { label: { id: 'recurringInvoices.status.ACTIVE' }, colorPalette: 'green' },
  PAUSED: { label: { id: 'recurringInvoices.status.PAUSED' }, colorPalette: 'orange' },
  ENDED: { label: { id: 'recurringInvoices.status.ENDED' }, colorPalette: 'gray' },
};
