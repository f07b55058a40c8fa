import { SALES_ORDER_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import { SALES_ORDER_FILTERS } from '../../../contracts/invoicing/sales-order-values.js';
import type { StatusTone } from '../../ui/StatusBadge';

/** A sales order's statuses, in the order it moves through them, as its lifecycle declares them. */
export const SALES_ORDER_STATUSES = SALES_ORDER_LIFECYCLE.statuses;
export type SalesOrderStatusValue = (typeof SALES_ORDER_STATUSES)[number];

/** The list's status filter as the spec's `/sales-order?status=` keeps it: the contract's own list. */
export { SALES_ORDER_FILTERS };

/** A sales order's status as a badge. */
export const SALES_ORDER_STATUS_TONES: Readonly<Record<SalesOrderStatusValue, StatusTone>> = {
  DRAFT: { label: { id: 'salesOrders.status.DRAFT' }, colorPalette: 'gray' },
  PENDING_APPROVAL: {
    label: { id: 'salesOrders.status.PENDING_APPROVAL' },
    colorPalette: 'orange',
  },
  OPEN: { label: { id: 'salesOrders.status.OPEN' }, colorPalette: 'blue' },
  REJECTED: { label: { id: 'salesOrders.status.REJECTED' }, colorPalette: 'red' },
  CANCELLED: { label: { id: 'salesOrders.status.CANCELLED' }, colorPalette: 'gray' },
  CLOSED: { label: { id: 'salesOrders.status.CLOSED' }, colorPalette: 'green' },
};

export const isSalesOrderStatus = (value: string): value is SalesOrderStatusValue =>
  (SALES_ORDER_STATUSES as readonly string[]).includes(value);
