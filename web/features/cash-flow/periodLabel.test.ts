import { describe, expect, it } from 'vitest';
import { periodLabel } from './periodLabel';

describe('a period’s heading', () => {
  it('names a month by month and year, a week by its first day, in the reader’s language', () => {
    expect(periodLabel({ start: '2026-11-01' }, 'MONTH', 'en')).toBe('Nov 2026');
    expect(periodLabel({ start: '2026-08-15' }, 'MONTH', 'id')).toBe('Agu 2026');
    expect(periodLabel({ start: '2026-11-02' }, 'WEEK', 'en')).toBe('Nov 2');
    expect(periodLabel({ start: '2026-11-02' }, 'WEEK', 'id')).toBe('2 Nov');
  });
});
