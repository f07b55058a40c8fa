import { describe, expect, it } from 'vitest';
import { formatTaxNumber, taxNumberDigits, taxNumberRule } from './taxNumber';

describe('formatTaxNumber', () => {
  it('when 15 digits are typed, it shows the classic NPWP form', () => {
    expect(formatTaxNumber('012345678901000')).toBe('01.234.567.8-901.000');
  });

  it('when the number is still being typed, the separators follow the digits so far', () => {
    expect(formatTaxNumber('0123')).toBe('01.23');
    expect(formatTaxNumber('012345678')).toBe('01.234.567.8');
    expect(formatTaxNumber('0123456789')).toBe('01.234.567.8-9');
  });

  it('when a 16th digit is typed, it shows four groups of four', () => {
    expect(formatTaxNumber('01.234.567.8-901.0001')).toBe('0123 4567 8901 0001');
  });

  it('when letters or extra digits are typed, they are dropped', () => {
    expect(formatTaxNumber('01a2b')).toBe('01.2');
    expect(formatTaxNumber('31710123456789012345')).toBe('3171 0123 4567 8901');
    expect(taxNumberDigits('01.234.567.8-901.000')).toBe('012345678901000');
  });
});

describe('taxNumberRule', () => {
  const rule = taxNumberRule('The tax number (NPWP) has 15 or 16 digits.');

  it('when the number is empty, 15 digits or 16 digits, it passes', () => {
    expect(rule.isValidSync('')).toBe(true);
    expect(rule.isValidSync(undefined)).toBe(true);
    expect(rule.isValidSync('01.234.567.8-901.000')).toBe(true);
    expect(rule.isValidSync('3171 0123 4567 8901')).toBe(true);
  });

  it('when the number has another count of digits, it fails with the message given', () => {
    expect(rule.isValidSync('01.234.567.8-901.00')).toBe(false);
    expect(() => rule.validateSync('0123')).toThrow('The tax number (NPWP) has 15 or 16 digits.');
  });
});
