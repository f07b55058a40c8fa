import { defineLifecycle } from '../documents/lifecycle.js';

/**
 * A goods receipt's lifecycle: recorded as received, cancelled with a reason
 * by whoever may manage the order it was received against; a cancelled
 * receipt changes no more, and its quantities can be received again.
 */
export const GOODS_RECEIPT_LIFECYCLE = defineLifecycle({
  document: 'GOODS_RECEIPT',
  statuses: ['RECEIVED', 'CANCELLED'],
  terminal: ['CANCELLED'],
  transitions: [
    {
      action: 'cancel',
      from: ['RECEIVED'],
      to: 'CANCELLED',
      // Whoever may manage the receipt's kind of order (the service checks which).
      permissions: ['sales-orders:manage', 'purchase-orders:manage'],
      message: 'GOODS_RECEIPT_CANCELLED',
      reason: 'required',
    },
  ],
});
