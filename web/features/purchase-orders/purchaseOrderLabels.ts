import { PURCHASE_ORDER_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import type { StatusTone } from '../../ui/StatusBadge';

/**
 * A purchase order's statuses, as its lifecycle declares them: waiting for
 * approval (when the Orders settings require it), open, then rejected,
 * cancelled or closed, all final.
 */
export const PURCHASE_ORDER_STATUSES = PURCHASE_ORDER_LIFECYCLE.statuses;
export type PurchaseOrderStatusValue = (typeof PURCHASE_ORDER_STATUSES)[number];

/** A purchase order's status as a badge. */
export const PURCHASE_ORDER_STATUS_TONES: Readonly<Record<PurchaseOrderStatusValue, StatusTone>> = {
  PENDING_APPROVAL: {
    label: { id: 'purchaseOrders.status.PENDING_APPROVAL' },
    colorPalette: 'orange',
  },
  OPEN: { label: { id: 'purchaseOrders.status.OPEN' }, colorPalette: 'blue' },
  REJECTED: { label: { id: 'purchaseOrders.status.REJECTED' }, colorPalette: 'red' },
  CANCELLED: { label: { id: 'purchaseOrders.status.CANCELLED' }, colorPalette: 'gray' },
  CLOSED: { label: { id: 'purchaseOrders.status.CLOSED' }, colorPalette: 'green' },
};

/** How much of an order has arrived, from its goods receipts. */
export const FULFILLMENT_TONES: Readonly<
  Record<'UNFULFILLED' | 'PARTIALLY_FULFILLED' | 'FULFILLED', StatusTone>
> = {
  UNFULFILLED: { label: { id: 'purchaseOrders.fulfillment.UNFULFILLED' }, colorPalette: 'gray' },
  PARTIALLY_FULFILLED: {
    label: { id: 'purchaseOrders.fulfillment.PARTIALLY_FULFILLED' },
    colorPalette: 'orange',
  },
  FULFILLED: { label: { id: 'purchaseOrders.fulfillment.FULFILLED' }, colorPalette: 'green' },
};
