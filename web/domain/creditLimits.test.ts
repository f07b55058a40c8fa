import { describe, expect, it } from 'vitest';
import { hasNoCreditLimit } from './creditLimits';

describe('a buyer without a credit limit', () => {
  it('is one whose limit is unset or 0, however written; any amount above is a limit', () => {
    for (const none of [null, undefined, '', '0', '0.00', '00.0'])
      expect(hasNoCreditLimit(none)).toBe(true);
    for (const limit of ['0.01', '50000000.00', '10']) expect(hasNoCreditLimit(limit)).toBe(false);
  });
});
