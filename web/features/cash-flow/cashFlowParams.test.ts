import { describe, expect, it } from 'vitest';
import { cashFlowParams, cashFlowSearch, periodCount } from './cashFlowParams';

describe('the cash flow screen’s address', () => {
  it('reads its state, defaults for what is missing or malformed', () => {
    expect(cashFlowParams(new URLSearchParams(''))).toEqual({
      tab: 'report',
      currency: 'IDR',
      granularity: 'MONTH',
      from: null,
      to: null,
    });
    expect(
      cashFlowParams(
        new URLSearchParams(
          'tab=rules&currency=USD&granularity=WEEK&from=2026-09-01&to=2026-11-30',
        ),
      ),
    ).toEqual({
      tab: 'rules',
      currency: 'USD',
      granularity: 'WEEK',
      from: '2026-09-01',
      to: '2026-11-30',
    });
    expect(
      cashFlowParams(
        new URLSearchParams('tab=lain&currency=EUR&granularity=DAY&from=2026-02-30&to=2026-03-31'),
      ),
    ).toEqual({
      tab: 'report',
      currency: 'IDR',
      granularity: 'MONTH',
      from: null,
      to: null,
    });
    // A range upside down is the server's default.
    expect(cashFlowParams(new URLSearchParams('from=2026-11-30&to=2026-09-01'))).toMatchObject({
      from: null,
      to: null,
    });
  });

  it('writes it back, defaults left out', () => {
    expect(
      cashFlowSearch({
        tab: 'report',
        currency: 'IDR',
        granularity: 'MONTH',
        from: null,
        to: null,
      }),
    ).toBe('');
    expect(
      cashFlowSearch({
        tab: 'uncategorised',
        currency: 'SGD',
        granularity: 'WEEK',
        from: '2026-10-01',
        to: '2026-10-31',
      }),
    ).toBe('?tab=uncategorised&currency=SGD&granularity=WEEK&from=2026-10-01&to=2026-10-31');
  });

  it('counts periods as the server does: ISO weeks from Monday, calendar months', () => {
    expect(periodCount('2026-10-15', '2026-11-22', 'MONTH')).toBe(2);
    expect(periodCount('2021-01-01', '2025-12-31', 'MONTH')).toBe(60);
    expect(periodCount('2026-10-26', '2026-11-08', 'WEEK')).toBe(2);
    expect(periodCount('2026-11-01', '2026-11-02', 'WEEK')).toBe(2);
  });
});
