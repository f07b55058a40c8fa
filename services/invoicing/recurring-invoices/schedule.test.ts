import { describe, expect, it } from 'vitest';
import { anchorDayOf, nextPeriod } from './schedule.js';

/** Runs the schedule `times` periods on from `first`. */
function periodsFrom(first: string, cycle: 'WEEKLY' | 'BIWEEKLY' | 'MONTHLY', times: number) {
  const periods = [first];
  for (let index = 1; index < times; index++)
    periods.push(nextPeriod(periods[index - 1]!, anchorDayOf(first), cycle));
  return periods;
}

describe('the next period of a recurring invoice', () => {
  it('monthly from 31 January comes back to the month’s last day and to the 31st where the month has one', () => {
    expect(periodsFrom('2027-01-31', 'MONTHLY', 5)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
  });

  it('monthly from 30 January takes 29 February in a leap year and the 30th after it', () => {
    expect(periodsFrom('2028-01-30', 'MONTHLY', 3)).toEqual([
      '2028-01-30',
      '2028-02-29',
      '2028-03-30',
    ]);
  });

  it('monthly crosses the year end', () => {
    expect(periodsFrom('2026-11-15', 'MONTHLY', 3)).toEqual([
      '2026-11-15',
      '2026-12-15',
      '2027-01-15',
    ]);
  });

  it('weekly and every two weeks move by 7 and 14 days, across the month end', () => {
    expect(periodsFrom('2026-12-28', 'WEEKLY', 2)).toEqual(['2026-12-28', '2027-01-04']);
    expect(periodsFrom('2026-12-28', 'BIWEEKLY', 2)).toEqual(['2026-12-28', '2027-01-11']);
  });
});
