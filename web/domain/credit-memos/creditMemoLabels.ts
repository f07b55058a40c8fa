import { CREDIT_MEMO_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import type { StatusTone } from '../../ui/StatusBadge';

/** A credit memo's statuses, in the order it moves through them, as its lifecycle declares them. */
export const CREDIT_MEMO_STATUSES = CREDIT_MEMO_LIFECYCLE.statuses;
export type CreditMemoStatusValue = (typeof CREDIT_MEMO_STATUSES)[number];

/** A credit memo's status as a badge. */
export const CREDIT_MEMO_STATUS_TONES: Readonly<Record<CreditMemoStatusValue, StatusTone>> = {
  DRAFT: { label: { id: 'creditMemos.status.DRAFT' }, colorPalette: 'gray' },
  PENDING_APPROVAL: {
    label: { id: 'creditMemos.status.PENDING_APPROVAL' },
    colorPalette: 'orange',
  },
  OPEN: { label: { id: 'creditMemos.status.OPEN' }, colorPalette: 'blue' },
  APPLIED: { label: { id: 'creditMemos.status.APPLIED' }, colorPalette: 'green' },
  REJECTED: { label: { id: 'creditMemos.status.REJECTED' }, colorPalette: 'red' },
  CANCELLED: { label: { id: 'creditMemos.status.CANCELLED' }, colorPalette: 'red' },
};
