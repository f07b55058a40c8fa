import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './formatRelativeTime';

const now = new Date('2026-11-22T11:30:00Z');

describe('formatRelativeTime', () => {
  it('when the balance is hours old, it says so in English and Indonesian', () => {
    expect(formatRelativeTime('2026-11-22T09:00:00Z', now, 'en')).toBe('2 hours ago');
    expect(formatRelativeTime('2026-11-22T09:00:00Z', now, 'id')).toBe('2 jam yang lalu');
  });

  it('when it is a day old, it reads yesterday', () => {
    expect(formatRelativeTime('2026-11-21T10:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatRelativeTime('2026-11-21T10:00:00Z', now, 'id')).toBe('kemarin');
  });

  it('when it is less than a minute old, it reads now', () => {
    expect(formatRelativeTime('2026-11-22T11:29:40Z', now, 'en')).toBe('now');
  });

  it('when it is weeks old, the largest whole unit is used', () => {
    expect(formatRelativeTime('2026-11-01T11:30:00Z', now, 'en')).toBe('3 weeks ago');
    expect(formatRelativeTime('2026-08-01T11:30:00Z', now, 'en')).toBe('3 months ago');
  });

  it('when the value is not a date, it is shown as written', () => {
    expect(formatRelativeTime('unknown', now, 'en')).toBe('unknown');
  });
});
