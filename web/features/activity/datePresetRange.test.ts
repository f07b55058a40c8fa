import { describe, expect, it } from 'vitest';
import { datePresetRange } from './datePresetRange';

// 22 Nov 2026, 01:30 in Jakarta (UTC+7) is still 21 Nov in UTC.
const now = new Date('2026-11-21T18:30:00Z');

/** The range of a preset in Jakarta as of `now`, unless another instant is given. */
const jakarta = (preset: Parameters<typeof datePresetRange>[0], at = now) =>
  datePresetRange(preset, at, 'Asia/Jakarta');

describe('date presets in the organisation’s time zone', () => {
  it('"Today" and "Yesterday" are Jakarta’s calendar days, not UTC’s', () => {
    expect(jakarta('TODAY')).toEqual({
      from: '2026-11-21T17:00:00.000Z',
      to: '2026-11-22T17:00:00.000Z',
    });
    expect(jakarta('YESTERDAY')).toEqual({
      from: '2026-11-20T17:00:00.000Z',
      to: '2026-11-21T17:00:00.000Z',
    });
  });

  it('"Last 7 days" is today and the six days before it', () => {
    expect(jakarta('LAST_7_DAYS')).toEqual({
      from: '2026-11-15T17:00:00.000Z',
      to: '2026-11-22T17:00:00.000Z',
    });
  });

  it('months and years start on the first day in the zone, across a year boundary', () => {
    expect(jakarta('THIS_MONTH').from).toBe('2026-10-31T17:00:00.000Z');
    expect(jakarta('LAST_MONTH')).toEqual({
      from: '2026-09-30T17:00:00.000Z',
      to: '2026-10-31T17:00:00.000Z',
    });
    expect(jakarta('TWO_MONTHS_AGO', new Date('2026-01-10T05:00:00Z'))).toEqual({
      from: '2025-10-31T17:00:00.000Z',
      to: '2025-11-30T17:00:00.000Z',
    });
    expect(jakarta('LAST_YEAR')).toEqual({
      from: '2024-12-31T17:00:00.000Z',
      to: '2025-12-31T17:00:00.000Z',
    });
  });

  it('follows a zone whose offset changes (daylight saving time)', () => {
    // Sydney moves from +11 to +10 on 5 Apr 2026.
    expect(datePresetRange('TODAY', new Date('2026-04-05T12:00:00Z'), 'Australia/Sydney')).toEqual({
      from: '2026-04-04T13:00:00.000Z',
      to: '2026-04-05T14:00:00.000Z',
    });
  });

  it('"Custom" includes both chosen days; a missing or malformed end is open', () => {
    expect(
      datePresetRange('CUSTOM', now, 'Asia/Jakarta', { from: '2026-11-01', to: '2026-11-03' }),
    ).toEqual({ from: '2026-10-31T17:00:00.000Z', to: '2026-11-03T17:00:00.000Z' });
    expect(datePresetRange('CUSTOM', now, 'Asia/Jakarta', { from: 'kemarin' })).toEqual({
      from: null,
      to: null,
    });
  });
});
