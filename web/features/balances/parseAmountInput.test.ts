import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './parseAmountInput';

describe('parseAmountInput', () => {
  it('when an Indonesian member writes thousands with dots and decimals with a comma, it reads the exact amount', () => {
    expect(parseAmountInput('2.750.000.000,50', 'id')).toBe('2750000000.50');
    expect(parseAmountInput('1.500', 'id')).toBe('1500.00');
    expect(parseAmountInput('Rp 1.500', 'id')).toBeNull();
  });

  it('when an English member writes thousands with commas and decimals with a dot, it reads the exact amount', () => {
    expect(parseAmountInput('2,750,000,000.50', 'en')).toBe('2750000000.50');
    expect(parseAmountInput('1,500', 'en')).toBe('1500.00');
  });

  it('when plain digits with a point and one or two decimals are typed, both languages read them alike', () => {
    expect(parseAmountInput('2750000.5', 'id')).toBe('2750000.50');
    expect(parseAmountInput('2750000.5', 'en')).toBe('2750000.50');
    expect(parseAmountInput(' 125000 ', 'id')).toBe('125000.00');
  });

  it('keeps amounts beyond what a JavaScript number holds exactly', () => {
    expect(parseAmountInput('123456789012345678.99', 'en')).toBe('123456789012345678.99');
    expect(parseAmountInput('1234567890123456789', 'en')).toBeNull();
  });

  it('reads an overdraft as negative, and minus zero as zero', () => {
    expect(parseAmountInput('-1.250.000', 'id')).toBe('-1250000.00');
    expect(parseAmountInput('-0', 'en')).toBe('0.00');
  });

  it('refuses more than two decimals, mixed or misplaced separators, and text', () => {
    expect(parseAmountInput('1,500', 'id')).toBeNull();
    expect(parseAmountInput('10.123', 'en')).toBeNull();
    expect(parseAmountInput('1.5.0', 'en')).toBeNull();
    expect(parseAmountInput('1.500,000.00', 'en')).toBeNull();
    expect(parseAmountInput('12,34,567', 'en')).toBeNull();
    expect(parseAmountInput('', 'en')).toBeNull();
    expect(parseAmountInput('abc', 'en')).toBeNull();
  });
});
