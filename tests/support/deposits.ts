/**
 * The worked example every deposit test shares, computed by hand:
 *
 * IDR 1,000,000,000.00 placed on 15 November 2026 for 1 month at 4.25% a
 * year matures on 15 December 2026: 15 days of November (15th to 30th,
 * the 30th not counted… the 15th counted, the day it matures not) and 15 of
 * December, 30 days in all.
 *
 * One day's gross interest, actual/365: 1,000,000,000 × 4.25% / 365
 *   = 42,500,000 / 365 = 116,438.356164… a day.
 */
export const WORKED_EXAMPLE = {
  principal: '1000000000.00',
  rate: '4.25',
  start: '2026-11-15',
  maturity: '2026-12-15',
};

/**
 * Its interest on the last day of November, 15 days:
 * gross = 42,500,000 × 15 / 365 = 637,500,000 / 365 = 1,746,575.342465… → 1,746,575.34;
 * tax   = 20% × 1,746,575.34 = 349,315.068 → 349,315.07 (half up);
 * net   = 1,746,575.34 − 349,315.07 = 1,397,260.27.
 */
export const WORKED_EXAMPLE_ON_30_NOVEMBER = {
  from: '2026-11-15',
  to: '2026-11-30',
  days: 15,
  gross: '1746575.34',
  tax: '349315.07',
  net: '1397260.27',
};

/**
 * Its interest on 1 December, across the month end: 16 days (1 Dec − 15 Nov; 15 in November,
 * 1 December itself not yet earned), the actual days of November, not a 30-day month by rule:
 * gross = 42,500,000 × 16 / 365 = 680,000,000 / 365 = 1,863,013.698630… → 1,863,013.70;
 * tax   = 20% × 1,863,013.70 = 372,602.74 (exact);
 * net   = 1,863,013.70 − 372,602.74 = 1,490,410.96.
 */
export const WORKED_EXAMPLE_ON_1_DECEMBER = {
  from: '2026-11-15',
  to: '2026-12-01',
  days: 16,
  gross: '1863013.70',
  tax: '372602.74',
  net: '1490410.96',
};

/**
 * Its interest at maturity, the whole period of 30 days (15 Dec − 15 Nov):
 * gross = 42,500,000 × 30 / 365 = 1,275,000,000 / 365 = 3,493,150.684931… → 3,493,150.68;
 * tax   = 20% × 3,493,150.68 = 698,630.136 → 698,630.14;
 * net   = 3,493,150.68 − 698,630.14 = 2,794,520.54.
 */
export const WORKED_EXAMPLE_AT_MATURITY = {
  from: '2026-11-15',
  to: '2026-12-15',
  days: 30,
  gross: '3493150.68',
  tax: '698630.14',
  net: '2794520.54',
};

/**
 * The worked example as a deposit is placed over the APIs (REST body, GraphQL input, the form's
 * fields): at BCA, named `alias`, principal and interest renewed; `overrides` change any field.
 */
export const workedExamplePlacement = (alias: string, overrides: Record<string, unknown> = {}) => ({
  bankCode: '014',
  alias,
  amount: '1000000000',
  issuedDate: WORKED_EXAMPLE.start,
  tenor: 1,
  tenorType: 'MONTHS',
  term: 'RENEW_PRINCIPAL_AND_INTEREST',
  interestRate: WORKED_EXAMPLE.rate,
  ...overrides,
});
