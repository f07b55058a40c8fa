import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import { DIRECTION_LABEL, STATUS_LABEL } from '../../i18n/transactionLabels';
import { amountRangeErrors } from './amountRange';
import { datePresetDates, DATE_FILTER_PRESETS } from './datePresetDates';

describe('the amount filter range', () => {
  it('when the lower bound is not below the upper, both fields say so', () => {
    expect(amountRangeErrors('500.000', '100000')).toEqual({
      min: 'notBelowMax',
      max: 'notAboveMin',
    });
    expect(amountRangeErrors('500', '500')).toEqual({ min: 'notBelowMax', max: 'notAboveMin' });
  });

  it('accepts one bound alone or a proper range, and names a bound that is not an amount', () => {
    expect(amountRangeErrors('100000', '')).toEqual({});
    expect(amountRangeErrors('', '1.000.000')).toEqual({});
    expect(amountRangeErrors('100', '100,01')).toEqual({});
    expect(amountRangeErrors('sepuluh', '')).toEqual({ min: 'invalid' });
  });
});

describe('date presets as calendar dates', () => {
  // 22 November 2026, 23:30 in Jakarta (16:30 UTC).
  const now = new Date('2026-11-22T16:30:00Z');
  // Already the 23rd in UTC, still 22:00 on the 22nd in New York (UTC-5).
  const lateInNewYork = new Date('2026-11-23T03:00:00Z');
  // 10 February 2026: two months back is last year's December.
  const inFebruary = new Date('2026-02-10T00:00:00Z');

  /** Each preset at a moment in a zone, and the first and last day it covers. */
  function expectDates(
    cases: readonly (readonly [
      Parameters<typeof datePresetDates>[0],
      Date,
      string,
      string,
      string,
    ])[],
  ) {
    for (const [preset, at, timeZone, dateFrom, dateTo] of cases)
      expect(datePresetDates(preset, at, timeZone), preset).toEqual({ dateFrom, dateTo });
  }

  it('counts days back from today in the organisation’s time zone', () => {
    expectDates([
      ['LAST_7_DAYS', now, 'Asia/Jakarta', '2026-11-16', '2026-11-22'],
      ['LAST_30_DAYS', now, 'Asia/Jakarta', '2026-10-24', '2026-11-22'],
      ['LAST_14_DAYS', lateInNewYork, 'America/New_York', '2026-11-09', '2026-11-22'],
    ]);
  });

  it('covers whole months and years, across the year boundary', () => {
    expectDates([
      ['THIS_MONTH', now, 'Asia/Jakarta', '2026-11-01', '2026-11-30'],
      ['LAST_MONTH', now, 'Asia/Jakarta', '2026-10-01', '2026-10-31'],
      ['TWO_MONTHS_AGO', inFebruary, 'Asia/Jakarta', '2025-12-01', '2025-12-31'],
      ['THIS_YEAR', now, 'Asia/Jakarta', '2026-01-01', '2026-12-31'],
      ['LAST_YEAR', now, 'Asia/Jakarta', '2025-01-01', '2025-12-31'],
    ]);
  });

  it('leaves open what is not given', () => {
    expect(datePresetDates('ANY', now, 'Asia/Jakarta')).toEqual({ dateFrom: null, dateTo: null });
    expect(datePresetDates('CUSTOM', now, 'Asia/Jakarta', { from: '2026-11-01', to: '' })).toEqual({
      dateFrom: '2026-11-01',
      dateTo: null,
    });
  });
});

describe('labels', () => {
  it('every direction, status and preset has an English and an Indonesian label', () => {
    const keys = [
      ...Object.values(DIRECTION_LABEL).map((label) => label.id),
      ...Object.values(STATUS_LABEL).map((label) => label.id),
      ...DATE_FILTER_PRESETS.map((preset) => `filters.preset.${preset}`),
    ];
    const catalogues: Record<string, Record<string, string>> = { en, id };
    for (const [language, catalogue] of Object.entries(catalogues)) {
      expect(keys.filter((key) => !(key in catalogue)).map((key) => `${language}:${key}`)).toEqual(
        [],
      );
    }
  });
});
