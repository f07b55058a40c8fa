import { defineLifecycle } from '../documents/lifecycle.js';

/**
 * A credit memo's lifecycle: written OPEN, or PENDING_APPROVAL when the
 * Orders settings require approval (it takes nothing off any invoice until a
 * member with `credit-memos:approve` approves it: its author only when the
 * company's controls allow self-approval; or rejects it with a reason);
 * APPLIED once all of it is taken off invoices (the database moves it, as the
 * invoices' PAID); cancelled with a reason by whoever may manage credit
 * memos, which gives its invoices back what it took off them. A rejected or
 * cancelled memo changes no more.
 */
export const CREDIT_MEMO_LIFECYCLE = defineLifecycle({
  document: 'CREDIT_MEMO',
  statuses: ['PENDING_APPROVAL', 'OPEN', 'APPLIED', 'REJECTED', 'CANCELLED'],
  terminal: ['REJECTED', 'CANCELLED'],
  transitions: [
    {
      action: 'approve',
      from: ['PENDING_APPROVAL'],
      to: 'OPEN',
      permissions: ['credit-memos:approve'],
      message: 'CREDIT_MEMO_APPROVED',
      byAnother: 'unless-self-approval',
    },
    {
      action: 'reject',
      from: ['PENDING_APPROVAL'],
      to: 'REJECTED',
      permissions: ['credit-memos:approve'],
      message: 'CREDIT_MEMO_REJECTED',
      reason: 'required',
    },
    {
      action: 'cancel',
      from: ['PENDING_APPROVAL', 'OPEN', 'APPLIED'],
      to: 'CANCELLED',
      permissions: ['credit-memos:manage'],
      message: 'CREDIT_MEMO_CANCELLED',
      reason: 'required',
    },
  ],
});

export type CreditMemoStatus = (typeof CREDIT_MEMO_LIFECYCLE.statuses)[number];
export type CreditMemoAction = (typeof CREDIT_MEMO_LIFECYCLE.transitions)[number]['action'];
export type CreditMemoDecision = Exclude<CreditMemoAction, 'cancel'>;
