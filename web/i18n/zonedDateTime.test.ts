import { describe, expect, it } from 'vitest';
import { fromZonedInputValue, toZonedInputValue } from './zonedDateTime';

describe('zoned date-time input values', () => {
  it('when an instant is shown in Jakarta, the input reads Jakarta’s wall clock', () => {
    expect(toZonedInputValue(new Date('2026-11-22T02:30:45Z'), 'Asia/Jakarta')).toBe(
      '2026-11-22T09:30',
    );
    expect(toZonedInputValue(new Date('2026-11-22T20:00:00Z'), 'Asia/Jayapura')).toBe(
      '2026-11-23T05:00',
    );
  });

  it('when a Jakarta wall clock is read back, it is the instant it names', () => {
    expect(fromZonedInputValue('2026-11-22T09:30', 'Asia/Jakarta')).toBe(
      '2026-11-22T02:30:00.000Z',
    );
    expect(fromZonedInputValue('2026-11-23T05:00', 'Asia/Jayapura')).toBe(
      '2026-11-22T20:00:00.000Z',
    );
  });

  it('when a zone changes its offset that year, the wall clock still names the right instant', () => {
    expect(fromZonedInputValue('2026-07-01T12:00', 'Europe/Amsterdam')).toBe(
      '2026-07-01T10:00:00.000Z',
    );
    expect(fromZonedInputValue('2026-01-01T12:00', 'Europe/Amsterdam')).toBe(
      '2026-01-01T11:00:00.000Z',
    );
  });

  it('when the value is not a date and time, it is null', () => {
    expect(fromZonedInputValue('', 'Asia/Jakarta')).toBeNull();
    expect(fromZonedInputValue('22/11/2026 09:30', 'Asia/Jakarta')).toBeNull();
  });
});
