import { describe, expect, it } from 'vitest';
import { groupSecret } from './groupSecret';

describe('groupSecret', () => {
  it('when the secret is a multiple of 4 long, it shows in groups of 4', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });

  it('when the secret ends in a short group, the last group is shorter', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
