/**
 * The sales order list's filter as the spec's `/sales-order?status=`: Open
 * (waiting for approval or open), then the final ones. Plain data without a
 * schema library, so the web's list reads it rather than keeping a copy.
 */
export const SALES_ORDER_FILTERS = ['OPEN', 'REJECTED', 'CANCELLED', 'CLOSED'] as const;
