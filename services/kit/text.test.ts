import { describe, expect, it } from 'vitest';
import { normaliseTaxNumber } from './text.js';

describe('normaliseTaxNumber', () => {
  const refuse = () => new Error('refused');

  it('keeps the digits of a 15-digit NPWP written with its dots and dash', () => {
    expect(normaliseTaxNumber('01.234.567.8-901.000', refuse)).toBe('012345678901000');
  });

  it('keeps the 16-digit NIK-based number, spaces ignored', () => {
    expect(normaliseTaxNumber('3171 0123 4567 8901', refuse)).toBe('3171012345678901');
  });

  it('answers null for nothing given', () => {
    expect(normaliseTaxNumber(undefined, refuse)).toBeNull();
    expect(normaliseTaxNumber(null, refuse)).toBeNull();
    expect(normaliseTaxNumber('  ', refuse)).toBeNull();
  });

  it.each([
    '12345678901234',
    '12345678901234567',
    '01.234.567.8-901.00A',
    '０１２３４５６７８９０１０００',
  ])('refuses %s with the module’s error', (value) => {
    expect(() => normaliseTaxNumber(value, refuse)).toThrow('refused');
  });
});
