import { describe, expect, it } from 'vitest';
import { addDays, daysFrom } from './calendar';
import { isValidTenor, maturityOf } from './tenor';

describe('a deposit’s maturity from its issued date and tenor', () => {
  it.each([
    ['2026-11-15', 1, 'MONTHS', 1, '2026-12-15'],
    ['2026-11-15', 30, 'DAYS', 1, '2026-12-15'],
    ['2026-12-20', 14, 'DAYS', 1, '2027-01-03'],
    // The day clamped to the end of a shorter month…
    ['2026-01-31', 1, 'MONTHS', 1, '2026-02-28'],
    ['2028-01-31', 1, 'MONTHS', 1, '2028-02-29'],
    ['2026-08-31', 3, 'MONTHS', 1, '2026-11-30'],
    // …and back to the placement's day when the month has it: later periods count from the issued date.
    ['2026-01-31', 1, 'MONTHS', 2, '2026-03-31'],
    ['2026-01-31', 1, 'MONTHS', 3, '2026-04-30'],
    ['2026-10-31', 1, 'MONTHS', 2, '2026-12-31'],
    ['2026-11-15', 30, 'DAYS', 3, '2027-02-13'],
    ['2026-02-28', 12, 'MONTHS', 2, '2028-02-28'],
  ] as const)('%s for %i %s, period %i, matures on %s', (issued, tenor, type, period, maturity) => {
    expect(maturityOf(issued, tenor, type, period)).toBe(maturity);
  });

  it('a tenor is a whole number of 1 to 3,650 days or 1 to 120 months', () => {
    expect([
      isValidTenor(1, 'DAYS'),
      isValidTenor(3650, 'DAYS'),
      isValidTenor(120, 'MONTHS'),
    ]).toEqual([true, true, true]);
    expect([
      isValidTenor(0, 'DAYS'),
      isValidTenor(3651, 'DAYS'),
      isValidTenor(121, 'MONTHS'),
      isValidTenor(1.5, 'MONTHS'),
      isValidTenor(-3, 'MONTHS'),
    ]).toEqual([false, false, false, false, false]);
  });

  it('counts calendar days across months and years', () => {
    expect(daysFrom('2026-11-15', '2026-12-15')).toBe(30);
    expect(daysFrom('2026-12-15', '2027-01-15')).toBe(31);
    expect(daysFrom('2028-02-28', '2028-03-01')).toBe(2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
