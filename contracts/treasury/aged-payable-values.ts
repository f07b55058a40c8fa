/**
 * The spec's aged payable buckets, by days past the due date on the as-of
 * date: not due yet (before it), due today (0), overdue 1-30, 31-90, 91-180,
 * 181-365, and more than 365 days. Plain data without a schema library, so
 * the web reads this list rather than keeping a copy of it (payables.ts
 * builds the schema from it).
 */
export const AGED_PAYABLE_BUCKETS = [
  'NOT_DUE_YET',
  'DUE_TODAY',
  'OVERDUE_1_30',
  'OVERDUE_31_90',
  'OVERDUE_91_180',
  'OVERDUE_181_365',
  'OVERDUE_OVER_365',
] as const;
export type AgedPayableBucket = (typeof AGED_PAYABLE_BUCKETS)[number];
