/**
 * The two currencies the cash position's totals are given in. Plain data
 * without a schema library, so the web's trend reads it rather than a copy.
 */
export const POSITION_TOTAL_CURRENCIES = ['IDR', 'USD'] as const;
export type PositionTotalCurrency = (typeof POSITION_TOTAL_CURRENCIES)[number];
