import { defineLifecycle } from '../documents/lifecycle.js';

/**
 * A purchase order's lifecycle: open when written, closed once nothing more
 * is expected, or cancelled with a reason; after these no further changes.
 */
export const PURCHASE_ORDER_LIFECYCLE = defineLifecycle({
  document: 'PURCHASE_ORDER',
  statuses: ['OPEN', 'CANCELLED', 'CLOSED'],
  terminal: ['CANCELLED', 'CLOSED'],
  transitions: [
    {
      action: 'cancel',
      from: ['OPEN'],
      to: 'CANCELLED',
      permissions: ['purchase-orders:manage'],
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
