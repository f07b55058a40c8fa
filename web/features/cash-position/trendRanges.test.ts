import { describe, expect, it } from 'vitest';
import { trendFrom } from './trendRanges';

describe('the trend’s ranges', () => {
  it('count both ends, across months and leap days', () => {
    expect(trendFrom('2026-11-22', 90)).toBe('2026-08-25');
    expect(trendFrom('2026-11-22', 1)).toBe('2026-11-22');
    expect(trendFrom('2028-03-01', 2)).toBe('2028-02-29');
    expect(trendFrom('2026-11-22', 730)).toBe('2024-11-23');
  });
});
