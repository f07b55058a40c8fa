/**
 * The foreign currencies an exchange rate prices in rupiah. Plain data
 * without a schema library, so the web's rate form reads it rather than a
 * copy (fx-rates.ts builds its schema from it and re-exports it).
 */
export const FX_RATE_CURRENCIES = ['USD', 'SGD'] as const;
export type FxRateCurrency = (typeof FX_RATE_CURRENCIES)[number];
