import { describe, expect, it } from 'vitest';
import { compareQuantities, parseWrittenQuantity, plainQuantity } from './quantity';

describe('parseWrittenQuantity', () => {
  it('reads a quantity in English writing: point for decimals, comma between thousands', () => {
    expect(parseWrittenQuantity('3', '.')).toBe('3');
    expect(parseWrittenQuantity(' 1.5 ', '.')).toBe('1.5');
    expect(parseWrittenQuantity('1.250', '.')).toBe('1.25');
    expect(parseWrittenQuantity('1,250.5', '.')).toBe('1250.5');
    expect(parseWrittenQuantity('0.0001', '.')).toBe('0.0001');
    expect(parseWrittenQuantity('007', '.')).toBe('7');
  });

  it('reads a quantity in Indonesian writing: comma for decimals, point between thousands', () => {
    expect(parseWrittenQuantity('1,5', ',')).toBe('1.5');
    expect(parseWrittenQuantity('1.250', ',')).toBe('1250');
    expect(parseWrittenQuantity('1.250,125', ',')).toBe('1250.125');
    expect(parseWrittenQuantity('2,0000', ',')).toBe('2');
  });

  it('refuses what is not a quantity of 0 or more with at most four decimals', () => {
    for (const text of ['', '-1', 'abc', '1.5.5', '1,5', '12,34.5', '1.23456', '1e3', '1.', '.5'])
      expect(parseWrittenQuantity(text, '.'), text).toBeNull();
    expect(parseWrittenQuantity('1.5', ',')).toBeNull();
    expect(parseWrittenQuantity('1'.repeat(19), '.')).toBeNull();
  });

  it('compares quantities exactly, whatever their decimals', () => {
    expect(compareQuantities('2.5', '2.50')).toBe(0);
    expect(compareQuantities('2.5001', '2.5')).toBe(1);
    expect(compareQuantities('10', '9.9999')).toBe(1);
    expect(compareQuantities('0.0001', '1')).toBe(-1);
  });

  it('writes a stored quantity without the zeros its scale adds, and a whole number as it is', () => {
    expect(plainQuantity('2.5000')).toBe('2.5');
    expect(plainQuantity('3.0000')).toBe('3');
    expect(plainQuantity('100.0000')).toBe('100');
    expect(plainQuantity('100')).toBe('100');
  });
});
