import { describe, expect, it } from 'vitest';
import { writtenValues } from './useErrorMessage';

describe('the values of an error message', () => {
  it('writes an amount as money in the currency the values name, in each language, and the rest as given', () => {
    const values = [
      { name: 'customer', value: 'PT Sinar' },
      { name: 'currency', value: 'IDR' },
      { name: 'limit', value: '2000000.00' },
      { name: 'over', value: '220000.50' },
    ];
    expect(writtenValues(values, 'en')).toEqual({
      customer: 'PT Sinar',
      currency: 'IDR',
      limit: 'Rp\u00a02,000,000.00',
      over: 'Rp\u00a0220,000.50',
    });
    expect(writtenValues(values, 'id')).toMatchObject({
      limit: 'Rp\u00a02.000.000,00',
      over: 'Rp\u00a0220.000,50',
    });
  });

  it('leaves a number alone when no currency is named: a line number is not an amount', () => {
    expect(writtenValues({ line: 2, code: '10.00' }, 'id')).toEqual({ line: 2, code: '10.00' });
  });

  it('writes a calendar date as a date of the language', () => {
    expect(writtenValues({ after: '2026-11-12' }, 'en')).toEqual({ after: 'Nov 12, 2026' });
    expect(writtenValues({ after: '2026-11-12' }, 'id')).toEqual({ after: '12 Nov 2026' });
  });
});
