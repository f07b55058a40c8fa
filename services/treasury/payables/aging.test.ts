import { describe, expect, it } from 'vitest';
import { agedPayableBucket, daysOverdue } from './aging.js';

/** The due date `days` before 2026-11-22 (negative: after it). */
const dueDaysAgo = (days: number) =>
  new Date(Date.parse('2026-11-22T00:00:00Z') - days * 86_400_000).toISOString().slice(0, 10);

describe('aging at every bucket boundary, as of 2026-11-22', () => {
  const cases: [number, string][] = [
    [-30, 'NOT_DUE_YET'],
    [-1, 'NOT_DUE_YET'],
    [0, 'DUE_TODAY'],
    [1, 'OVERDUE_1_30'],
    [30, 'OVERDUE_1_30'],
    [31, 'OVERDUE_31_90'],
    [90, 'OVERDUE_31_90'],
    [91, 'OVERDUE_91_180'],
    [180, 'OVERDUE_91_180'],
    [181, 'OVERDUE_181_365'],
    [365, 'OVERDUE_181_365'],
    [366, 'OVERDUE_OVER_365'],
    [1000, 'OVERDUE_OVER_365'],
  ];
  for (const [days, bucket] of cases) {
    it(`a bill ${days < 0 ? `due in ${-days} days` : days === 0 ? 'due today' : `${days} days overdue`} is ${bucket}`, () => {
      const due = dueDaysAgo(days);
      expect(daysOverdue(due, '2026-11-22')).toBe(days);
      expect(agedPayableBucket(due, '2026-11-22')).toBe(bucket);
    });
  }

  it('counts calendar days across month ends, a leap day and the year end', () => {
    expect(daysOverdue('2026-10-31', '2026-11-01')).toBe(1);
    expect(daysOverdue('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysOverdue('2025-11-22', '2026-11-22')).toBe(365);
    expect(agedPayableBucket('2025-11-22', '2026-11-22')).toBe('OVERDUE_181_365');
    expect(agedPayableBucket('2025-11-21', '2026-11-22')).toBe('OVERDUE_OVER_365');
    expect(agedPayableBucket('2026-12-31', '2027-01-30')).toBe('OVERDUE_1_30');
    expect(agedPayableBucket('2026-12-31', '2027-01-31')).toBe('OVERDUE_31_90');
  });
});
