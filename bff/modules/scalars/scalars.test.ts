import { describe, expect, it } from 'vitest';
import { scalarResolvers } from './resolvers.js';

const { Decimal, Date: DateScalar, DateTime } = scalarResolvers;

describe('Decimal', () => {
  it('carries large rupiah amounts as exact strings', () => {
    expect(Decimal.parseValue('1234567890123456789.45')).toBe('1234567890123456789.45');
    expect(Decimal.serialize('-2500.00')).toBe('-2500.00');
  });

  it('refuses a JSON number, which could not carry every rupiah exactly', () => {
    expect(() => Decimal.parseValue(1500000.5)).toThrow(
      'Decimal must be a decimal string such as "1500000.00"; got 1500000.5.',
    );
  });

  it.each(['1,5', '1e6', '', '01.5', '1.'])('refuses %j', (text) => {
    expect(() => Decimal.parseValue(text)).toThrow(/Decimal must be/);
  });
});

describe('Date and DateTime', () => {
  it('accepts real calendar dates only', () => {
    expect(DateScalar.parseValue('2026-02-28')).toBe('2026-02-28');
    expect(() => DateScalar.parseValue('2026-02-30')).toThrow(/Date must be a date as YYYY-MM-DD/);
    expect(() => DateScalar.parseValue('28/02/2026')).toThrow(/Date must be/);
  });

  it('serialises instants as ISO 8601', () => {
    expect(DateTime.serialize(new Date('2026-11-22T01:02:03.000Z'))).toBe(
      '2026-11-22T01:02:03.000Z',
    );
    expect(() => DateTime.parseValue('yesterday')).toThrow(/DateTime must be/);
  });
});
