import { defineLifecycle } from '../documents/lifecycle.js';

/**
 * A purchase order's lifecycle: it waits for approval when the Orders
 * settings require it (at or above their threshold, when they set one), and
 * is open otherwise; nothing is received against it until it is open. Its
 * author approves it only when the company's controls allow self-approval;
 * anyone with the permission may still reject it (with a reason) or cancel
 * it. Rejected, cancelled and closed are final.
 */
export const PURCHASE_ORDER_LIFECYCLE = defineLifecycle({
  document: 'PURCHASE_ORDER',
  statuses: ['PENDING_APPROVAL', 'OPEN', 'REJECTED', 'CANCELLED', 'CLOSED'],
  terminal: ['REJECTED', 'CANCELLED', 'CLOSED'],
  transitions: [
    {
      action: 'approve',
      from: ['PENDING_APPROVAL'],
      to: 'OPEN',
      permissions: ['purchase-orders:approve'],
      message: 'PURCHASE_ORDER_APPROVED',
      byAnother: 'unless-self-approval',
    },
    {
      action: 'reject',
      from: ['PENDING_APPROVAL'],
      to: 'REJECTED',
      permissions: ['purchase-orders:approve'],
      message: 'PURCHASE_ORDER_REJECTED',
      reason: 'required',
    },
    {
      action: 'cancel',
      from: ['PENDING_APPROVAL', 'OPEN'],
      to: 'CANCELLED',
      permissions: ['purchase-orders:manage', 'purchase-orders:approve'],
      message: 'PURCHASE_ORDER_CANCELLED',
      reason: 'required',
    },
    {
      action: 'close',
      from: ['OPEN'],
      to: 'CLOSED',
      permissions: ['purchase-orders:manage'],
      message: 'PURCHASE_ORDER_CLOSED',
    },
  ],
});

export type PurchaseOrderAction = (typeof PURCHASE_ORDER_LIFECYCLE.transitions)[number]['action'];
