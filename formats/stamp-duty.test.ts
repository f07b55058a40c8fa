import { describe, expect, it } from 'vitest';
import { needsStampDuty } from './stamp-duty.js';

describe('whether a receipt needs an e-Meterai', () => {
  it('in rupiah: more than Rp5,000,000', () => {
    expect(needsStampDuty('5000000.00', 'IDR')).toBe(false);
    expect(needsStampDuty('5000000.01', 'IDR')).toBe(true);
  });

  it('in a foreign currency: its rupiah value at the kurs pajak, none judged without a rate', () => {
    // USD 315.00 x 15,875.00 = Rp5,000,625.00; USD 314.96 x 15,875.00 = Rp4,999,990.00.
    expect(needsStampDuty('315.00', 'USD', '15875.00')).toBe(true);
    expect(needsStampDuty('314.96', 'USD', '15875.00')).toBe(false);
    expect(needsStampDuty('1000000.00', 'USD')).toBe(false);
  });
});
