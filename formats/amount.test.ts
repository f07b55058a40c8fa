import { describe, expect, it } from 'vitest';
import {
  compareAmounts,
  groupThousands,
  isPositiveAmount,
  parseWrittenAmount,
  writtenDecimal,
} from './amount';

describe('amounts as people write them', () => {
  it.each([
    ['1500000', '1500000.00'],
    ['1.500.000', '1500000.00'],
    ['1.500.000,5', '1500000.50'],
    ['1,500,000.75', '1500000.75'],
    ['1.500', '1500.00'],
    ['1,500', '1500.00'],
    ['12,5', '12.50'],
    ['Rp 2.000', '2000.00'],
    ['IDR 1 500 000,00', '1500000.00'],
    ['0', '0.00'],
    ['007', '7.00'],
    ['123456789012345678.99', '123456789012345678.99'],
  ])('reads %s as %s', (text, amount) => {
    expect(parseWrittenAmount(text)).toBe(amount);
  });

  it.each([
    '',
    'abc',
    '-5',
    '1.234,567',
    '12.34.56',
    '1,50,000',
    '1.500,000',
    '1234567890123456789',
    '1e6',
  ])('refuses %j', (text) => {
    expect(parseWrittenAmount(text)).toBeNull();
  });

  it('compares exactly where a float would not', () => {
    expect(compareAmounts('100000000000000000.01', '100000000000000000.00')).toBe(1);
    expect(compareAmounts('5.00', '5.00')).toBe(0);
    expect(compareAmounts('4.99', '5.00')).toBe(-1);
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('0.00')).toBe(false);
  });
});

describe('groupThousands', () => {
  it('groups the whole part by commas and keeps the fraction and sign as given', () => {
    expect(groupThousands('0.05')).toBe('0.05');
    expect(groupThousands('999.00')).toBe('999.00');
    expect(groupThousands('1000.00')).toBe('1,000.00');
    expect(groupThousands('1234567.89')).toBe('1,234,567.89');
    expect(groupThousands('-1234567.89')).toBe('-1,234,567.89');
    expect(groupThousands('50000000')).toBe('50,000,000');
  });
});

describe('writtenDecimal', () => {
  it('writes English with grouping commas and Indonesian with grouping points, the digits untouched', () => {
    expect(writtenDecimal('1250000.00', 'en')).toBe('1,250,000.00');
    expect(writtenDecimal('1250000.00', 'id')).toBe('1.250.000,00');
    expect(writtenDecimal('-999999999999999999.99', 'id')).toBe('-999.999.999.999.999.999,99');
    expect(writtenDecimal('2.5', 'id')).toBe('2,5');
    expect(writtenDecimal('1500', 'id')).toBe('1.500');
  });
});
