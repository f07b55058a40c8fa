import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './parseAmountInput';

type Language = Parameters<typeof parseAmountInput>[1];

/** Each text as a member of that language types it, and the amount it reads (null: refused). */
function expectReadings(
  language: Language,
  readings: readonly (readonly [string, string | null])[],
) {
  for (const [text, amount] of readings)
    expect(parseAmountInput(text, language), text).toBe(amount);
}

describe('parseAmountInput', () => {
  it('when an Indonesian member writes thousands with dots and decimals with a comma, it reads the exact amount', () => {
    expectReadings('id', [
      ['2.750.000.000,50', '2750000000.50'],
      ['1.500', '1500.00'],
      ['Rp 1.500', null],
    ]);
  });

  it('when an English member writes thousands with commas and decimals with a dot, it reads the exact amount', () => {
    expectReadings('en', [
      ['2,750,000,000.50', '2750000000.50'],
      ['1,500', '1500.00'],
    ]);
  });

  it('when plain digits with a point and one or two decimals are typed, both languages read them alike', () => {
    expectReadings('id', [
      ['2750000.5', '2750000.50'],
      [' 125000 ', '125000.00'],
    ]);
    expectReadings('en', [['2750000.5', '2750000.50']]);
  });

  it('keeps amounts beyond what a JavaScript number holds exactly', () => {
    expectReadings('en', [
      ['123456789012345678.99', '123456789012345678.99'],
      ['1234567890123456789', null],
    ]);
  });

  it('reads an overdraft as negative, and minus zero as zero', () => {
    expectReadings('id', [['-1.250.000', '-1250000.00']]);
    expectReadings('en', [['-0', '0.00']]);
  });

  it('refuses more than two decimals, mixed or misplaced separators, and text', () => {
    expectReadings('id', [['1,500', null]]);
    expectReadings('en', [
      ['10.123', null],
      ['1.5.0', null],
      ['1.500,000.00', null],
      ['12,34,567', null],
      ['', null],
      ['abc', null],
    ]);
  });
});
