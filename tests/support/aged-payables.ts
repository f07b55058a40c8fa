/**
 * The bills the aged payables' worked examples owe one supplier (the treasury's
 * own in services/treasury/payables/payables.test.ts, the BFF's in
 * tests/integration/payables-graphql.test.ts): one on each side of every
 * bucket boundary, by days overdue (-1: due tomorrow), each amount its own so
 * that every sum shows where it went.
 */
export const BOUNDARY_BILLS: readonly (readonly [days: number, amount: string])[] = [
  [-1, '1000000'],
  [0, '2000000'],
  [1, '100'],
  [30, '200'],
  [31, '300'],
  [90, '400'],
  [91, '500'],
  [180, '600'],
  [181, '700'],
  [365, '800'],
  [366, '900'],
];

/** Those bills as aged payables lists them, the longest overdue first: days overdue and bucket. */
export const BOUNDARY_BILLS_IN_BUCKETS: readonly (readonly [days: number, bucket: string])[] = [
  [366, 'OVERDUE_OVER_365'],
  [365, 'OVERDUE_181_365'],
  [181, 'OVERDUE_181_365'],
  [180, 'OVERDUE_91_180'],
  [91, 'OVERDUE_91_180'],
  [90, 'OVERDUE_31_90'],
  [31, 'OVERDUE_31_90'],
  [30, 'OVERDUE_1_30'],
  [1, 'OVERDUE_1_30'],
  [0, 'DUE_TODAY'],
  [-1, 'NOT_DUE_YET'],
];
