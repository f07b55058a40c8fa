import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatMonth,
  formatDateField,
  formatDecimal,
  formatMoney,
  parseDateField,
} from './format';

/** The text as read: no-break spaces as plain ones, the invisible word joiner left out. */
const plain = (text: string) => text.replace(/\s/g, ' ').replace(/\u2060/g, '');

describe('formatMoney', () => {
  it('when a trillion-rupiah amount is shown in English, it reads Rp with English separators, every digit and both decimals kept', () => {
    expect(plain(formatMoney('1234567890123.45', 'IDR', 'en'))).toBe('Rp 1,234,567,890,123.45');
    expect(plain(formatMoney('2804746275.58', 'IDR', 'en'))).toBe('Rp 2,804,746,275.58');
  });

  it('when the same amount is shown in Indonesian, it uses Rp, dots for thousands and a comma for decimals', () => {
    expect(plain(formatMoney('1234567890123.45', 'IDR', 'id'))).toBe('Rp 1.234.567.890.123,45');
    expect(plain(formatMoney('2804746275.58', 'IDR', 'id'))).toBe('Rp 2.804.746.275,58');
  });

  it("when dollars are shown, they read US$ (never a bare $) with the language's separators", () => {
    expect(plain(formatMoney('1234.50', 'USD', 'en'))).toBe('US$ 1,234.50');
    expect(plain(formatMoney('1234.5', 'USD', 'id'))).toBe('US$ 1.234,50');
  });

  it('when another currency is shown, its ISO code leads', () => {
    expect(plain(formatMoney('1234.5', 'SGD', 'en'))).toBe('SGD 1,234.50');
  });

  it('when the sign and the digits are joined, the space does not break', () => {
    expect(formatMoney('1', 'IDR', 'en')).toBe('Rp\u00a01.00');
  });

  it('when an amount is beyond the safe integer range, it is still exact', () => {
    expect(plain(formatMoney('98765432109876543210.99', 'IDR', 'en'))).toBe(
      'Rp 98,765,432,109,876,543,210.99',
    );
  });

  it('when an amount has no fraction, two zero decimals are shown', () => {
    expect(plain(formatMoney('2500', 'IDR', 'en'))).toBe('Rp 2,500.00');
  });

  it('when an amount has more decimals than shown, it is rounded half up', () => {
    expect(plain(formatMoney('0.995', 'USD', 'en'))).toBe('US$ 1.00');
  });

  it('when an amount is negative, the sign is kept, also below one unit', () => {
    expect(plain(formatMoney('-1500000.50', 'IDR', 'en'))).toBe('-Rp 1,500,000.50');
    expect(plain(formatMoney('-0.50', 'IDR', 'en'))).toBe('-Rp 0.50');
  });

  it('when an amount is negative, no line can break between the minus, the currency sign and the digits', () => {
    expect(formatMoney('-5002500', 'IDR', 'id')).toBe('-\u2060Rp\u00a05.002.500,00');
    expect(formatMoney('-1500.5', 'USD', 'en')).toBe('-\u2060US$\u00a01,500.50');
  });

  it('when the text is not a decimal, it refuses to guess', () => {
    expect(() => formatMoney('1e9', 'IDR', 'en')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('when a business date is shown, it is the same calendar day in any time zone', () => {
    expect(formatDate('2026-11-22', 'en')).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-22', 'id')).toBe('22 Nov 2026');
  });

  it('when an instant is shown, the day is the one in Jakarta', () => {
    expect(formatDate('2026-11-21T18:30:00Z', 'en')).toBe('Nov 22, 2026');
  });
});

describe('formatDecimal and formatCount', () => {
  it("when a balance is quoted in a message, it takes the language's separators and keeps its decimals exactly", () => {
    expect(formatDecimal('27686969.86', 'id')).toBe('27.686.969,86');
    expect(formatDecimal('27686969.86', 'en')).toBe('27,686,969.86');
    expect(formatDecimal('-98765432109876543210.5', 'id')).toBe('-98.765.432.109.876.543.210,5');
    expect(formatDecimal('1500000', 'id')).toBe('1.500.000');
  });

  it("when a row number is shown, it is grouped the language's way", () => {
    expect(formatCount(25312, 'id')).toBe('25.312');
    expect(formatCount(25312, 'en')).toBe('25,312');
  });
});

describe('a date field in the interface language', () => {
  it('when the interface is Indonesian, a date reads day first (dd/mm/yyyy); in English, month first', () => {
    expect(formatDateField('2026-12-01', 'id')).toBe('01/12/2026');
    expect(formatDateField('2026-12-01', 'en')).toBe('12/01/2026');
    expect(formatDateField('', 'id')).toBe('');
  });

  it('what is typed is read in the same order, with any separator, and an ISO date as well', () => {
    expect(parseDateField('01/12/2026', 'id')).toBe('2026-12-01');
    expect(parseDateField('1.12.2026', 'id')).toBe('2026-12-01');
    expect(parseDateField('12/01/2026', 'en')).toBe('2026-12-01');
    expect(parseDateField('12-1-2026', 'en')).toBe('2026-12-01');
    expect(parseDateField('2026-12-01', 'id')).toBe('2026-12-01');
  });

  it('when the text is no day of the calendar or not a whole date yet, it reads as no date', () => {
    expect(parseDateField('31/02/2026', 'id')).toBeNull();
    expect(parseDateField('13/31/2026', 'en')).toBeNull();
    expect(parseDateField('01/12', 'id')).toBeNull();
    expect(parseDateField('', 'en')).toBeNull();
  });
});

describe('formatMonth', () => {
  it('when a month is shown, its name is written out in the reader’s language', () => {
    expect(formatMonth('2026-10', 'en')).toBe('October 2026');
    expect(formatMonth('2026-10', 'id')).toBe('Oktober 2026');
    expect(formatMonth('2026-1', 'id')).toBe('2026-1');
  });
});
