import { describe, expect, it } from 'vitest';
import { cashForecastParams, cashForecastSearch } from './cashForecastParams';

describe('the cash forecast’s address', () => {
  it('a plain address is the weekly IDR forecast, and its state goes back to the plain address', () => {
    const params = cashForecastParams(new URLSearchParams(''));
    expect(params).toEqual({
      tab: 'forecast',
      currency: 'IDR',
      granularity: 'WEEK',
      compare: [],
      snapshot: null,
    });
    expect(cashForecastSearch(params)).toBe('');
  });

  it('keeps at most four compared scenarios, each once, and drops what is not an id or a known value', () => {
    const search = new URLSearchParams(
      'tab=actuals&currency=EUR&granularity=MONTH&compare=Q2FzaEZvcmVjYXN0U2NlbmFyaW86MQ&compare=Q2FzaEZvcmVjYXN0U2NlbmFyaW86MQ&compare=<x>&snapshot=U25hcHNob3Q6MTIz',
    );
    const params = cashForecastParams(search);
    expect(params).toEqual({
      tab: 'actuals',
      currency: 'IDR',
      granularity: 'MONTH',
      compare: ['Q2FzaEZvcmVjYXN0U2NlbmFyaW86MQ'],
      snapshot: 'U25hcHNob3Q6MTIz',
    });
    expect(cashForecastSearch(params)).toBe(
      '?tab=actuals&granularity=MONTH&compare=Q2FzaEZvcmVjYXN0U2NlbmFyaW86MQ&snapshot=U25hcHNob3Q6MTIz',
    );
    const many = new URLSearchParams(
      Array.from({ length: 6 }, (_, index) => `compare=Q2FzaEZvcmVjYXN0U2Nlbm${index}xx`).join('&'),
    );
    expect(cashForecastParams(many).compare).toHaveLength(4);
  });
});
