import { describe, expect, it } from 'vitest';
import { pph23Amount, pph23Of, pph23Rate } from './pph23.js';

describe('PPh 23 on services', () => {
  it('is 2% of the service lines’ tax base when the seller has an NPWP, to the sen, half up', () => {
    expect(pph23Of(['1000000.00', '250000.50'], pph23Rate(true))).toEqual({
      base: '1250000.50',
      rate: '2.00',
      amount: '25000.01',
    });
  });

  it('is 4% without the seller’s NPWP (Article 23 (1a): 100% more)', () => {
    expect(pph23Of(['1000000.00'], pph23Rate(false))).toEqual({
      base: '1000000.00',
      rate: '4.00',
      amount: '40000.00',
    });
  });

  it('rounds half a sen up and less than half down, exact at any size', () => {
    // 2% of 0.25 is 0.005: half a sen, up; 2% of 0.24 is 0.0048.
    expect(pph23Amount('0.25', '2.00')).toBe('0.01');
    expect(pph23Amount('0.24', '2.00')).toBe('0.00');
    expect(pph23Amount('999999999999999999.99', '2.00')).toBe('20000000000000000.00');
  });

  it('is nothing without service lines', () => {
    expect(pph23Of([], pph23Rate(true))).toEqual({ base: '0.00', rate: '2.00', amount: '0.00' });
  });
});
