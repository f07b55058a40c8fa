import { describe, expect, it } from 'vitest';
import { addMonths, isCalendarDate } from './calendar';

describe('addMonths', () => {
  it.each([
    ['2026-11-22', -3, '2026-08-22'],
    ['2026-05-31', -3, '2026-02-28'],
    ['2028-05-31', -3, '2028-02-29'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-03-01', -3, '2025-12-01'],
  ])('%s shifted by %i months is %s', (date, months, shifted) => {
    expect(addMonths(date, months)).toBe(shifted);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2026-11-27', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-11-00', false],
    ['2026-11-31', false],
    ['27/11/2026', false],
    ['2026-1-5', false],
    ['2026-11-27T00:00:00Z', false],
    ['', false],
  ])('%s is a calendar date: %s', (text, valid) => {
    expect(isCalendarDate(text)).toBe(valid);
  });
});
