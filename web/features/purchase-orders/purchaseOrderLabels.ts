import type { StatusTone } from '../../ui/StatusBadge';

/** A purchase order's statuses: open until it is closed or cancelled, both final. */
export const PURCHASE_ORDER_STATUSES = ['OPEN', 'CANCELLED', 'CLOSED'] as const;
export type PurchaseOrderStatusValue = (typeof PURCHASE_ORDER_STATUSES)[number];

/** A purchase order's status as a badge. */
export const PURCHASE_ORDER_STATUS_TONES: Readonly<Record<PurchaseOrderStatusValue, StatusTone>> = {
  OPEN: { label: { id: 'purchaseOrders.status.OPEN' }, colorPalette: 'blue' },
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
