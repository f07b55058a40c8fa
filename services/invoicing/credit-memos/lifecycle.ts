import { defineLifecycle } from '../documents/lifecycle.js';

/**
 * A credit memo's lifecycle: written OPEN, APPLIED once all of it is taken
 * off invoices (the database moves it, as the invoices' PAID), cancelled with
 * a reason by whoever may manage credit memos, which gives its invoices back
 * what it took off them. A cancelled memo changes no more.
 */
export const CREDIT_MEMO_LIFECYCLE = defineLifecycle({
  document: 'CREDIT_MEMO',
  statuses: ['OPEN', 'APPLIED', 'CANCELLED'],
  terminal: ['CANCELLED'],
  transitions: [
    {
      action: 'cancel',
      from: ['OPEN', 'APPLIED'],
      to: 'CANCELLED',
      permissions: ['credit-memos:manage'],
      message: 'CREDIT_MEMO_CANCELLED',
      reason: 'required',
    },
  ],
});

export type CreditMemoStatus = (typeof CREDIT_MEMO_LIFECYCLE.statuses)[number];
