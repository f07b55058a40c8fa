/**
 * The bank accounts' value lists, declared once: bank-accounts.ts builds its
 * schemas from them, and the web's forms, filters and labels read them here.
 * Plain data without a schema library, so the web bundle carries no TypeBox.
 */

/** The currencies an account can be held in (spec: IDR, USD, SGD). */
export const CURRENCIES = ['IDR', 'USD', 'SGD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** How an account's balances arrive: typed in, read by the crawler, or sent over an API. */
export const CONNECTION_TYPES = ['MANUAL', 'AUTOMATED', 'API'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** The spec's account statuses. */
export const ACCOUNT_STATUSES = ['NEW', 'ACTIVE', 'DORMANT', 'MATURED', 'CLOSED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
