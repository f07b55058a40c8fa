import { describe, expect, it } from 'vitest';
import { fromCents, openCents, toCents } from './cents';

describe('cents', () => {
  it('when amounts are added as cents, no fraction is lost', () => {
    expect(fromCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
    expect(toCents('1500000.5')).toBe(150000050n);
    expect(fromCents(openCents('3000000.00', '1000000.00'))).toBe('2000000.00');
    expect(fromCents(-250n)).toBe('-2.50');
  });
});
