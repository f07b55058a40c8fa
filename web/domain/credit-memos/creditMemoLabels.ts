import type { StatusTone } from '../../ui/StatusBadge';

/** A credit memo's statuses, in the order it moves through them. */
export const CREDIT_MEMO_STATUSES = ['OPEN', 'APPLIED', 'CANCELLED'] as const;
export type CreditMemoStatusValue = (typeof CREDIT_MEMO_STATUSES)[number];

/** A credit memo's status as a badge. */
export const CREDIT_MEMO_STATUS_TONES: Readonly<Record<CreditMemoStatusValue, StatusTone>> = {
  OPEN: { label: { id: 'creditMemos.status.OPEN' }, colorPalette: 'blue' },
  APPLIED: { label: { id: 'creditMemos.status.APPLIED' }, colorPalette: 'green' },
  CANCELLED: { label: { id: 'creditMemos.status.CANCELLED' }, colorPalette: 'red' },
};
