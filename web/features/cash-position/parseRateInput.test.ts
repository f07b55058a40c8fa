import { describe, expect, it } from 'vitest';
import { parseRateInput } from './parseRateInput';

describe('reading a rate as a member types it', () => {
  it('takes each language’s separators, and plain digits in both', () => {
    expect(parseRateInput('16.240,75', 'id')).toBe('16240.75');
    expect(parseRateInput('16,240.75', 'en')).toBe('16240.75');
    expect(parseRateInput('16240', 'id')).toBe('16240.00');
    expect(parseRateInput(' 16 240,5 ', 'id')).toBe('16240.50');
  });

  it('reads three digits after the other separator as thousands, anything else as decimals', () => {
    expect(parseRateInput('16.240', 'id')).toBe('16240.00');
    expect(parseRateInput('16,240', 'en')).toBe('16240.00');
    expect(parseRateInput('12104.3275', 'id')).toBe('12104.3275');
    expect(parseRateInput('12104,3275', 'en')).toBe('12104.3275');
  });

  it('refuses what is not a rate above zero with at most eight decimals', () => {
    for (const text of [
      '',
      '0',
      '0,00',
      'abc',
      '-16240',
      '1,2,3',
      '16.240.7',
      '1.123456789',
      '1,2345.6',
      '1234567890123',
    ])
      expect(parseRateInput(text, text.includes(',') ? 'id' : 'en'), text).toBeNull();
  });
});
