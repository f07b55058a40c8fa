import { defineLifecycle } from '../documents/lifecycle.js';

/**
 * A sales order's lifecycle (spec: rejected or cancelled, each with a reason
 * and its actor, or closed; after these no further changes). An order waits
 * for approval when the Orders settings require it, and is open otherwise.
 * Its author approves it only when the company's controls allow
 * self-approval; anyone with the permission may still reject or cancel it.
 */
export const SALES_ORDER_LIFECYCLE = defineLifecycle({
  document: 'SALES_ORDER',
  statuses: ['PENDING_APPROVAL', 'OPEN', 'REJECTED', 'CANCELLED', 'CLOSED'],
  terminal: ['REJECTED', 'CANCELLED', 'CLOSED'],
  transitions: [
    {
      action: 'approve',
      from: ['PENDING_APPROVAL'],
      to: 'OPEN',
      permissions: ['sales-orders:approve'],
      message: 'SALES_ORDER_APPROVED',
      byAnother: 'unless-self-approval',
    },
    {
      action: 'reject',
      from: ['PENDING_APPROVAL'],
      to: 'REJECTED',
      permissions: ['sales-orders:approve'],
      message: 'SALES_ORDER_REJECTED',
      reason: 'required',
    },
    {
      action: 'cancel',
      from: ['PENDING_APPROVAL', 'OPEN'],
      to: 'CANCELLED',
      permissions: ['sales-orders:manage', 'sales-orders:approve'],
      message: 'SALES_ORDER_CANCELLED',
      reason: 'required',
    },
    {
      action: 'close',
      from: ['OPEN'],
      to: 'CLOSED',
      permissions: ['sales-orders:manage'],
      message: 'SALES_ORDER_CLOSED',
    },
  ],
});

export type SalesOrderAction = (typeof SALES_ORDER_LIFECYCLE.transitions)[number]['action'];
