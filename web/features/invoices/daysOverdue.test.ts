import { describe, expect, it } from 'vitest';
import { daysOverdue } from './daysOverdue';

describe('how many days an invoice is overdue, in the organisation’s time zone', () => {
  it('an invoice due today or later is not overdue', () => {
    const noon = new Date('2026-11-29T05:00:00Z'); // 12:00 in Jakarta
    expect(daysOverdue('2026-11-29', 'Asia/Jakarta', noon)).toBe(0);
    expect(daysOverdue('2026-12-15', 'Asia/Jakarta', noon)).toBe(0);
  });

  it('an invoice due yesterday is a day overdue; one due 40 days ago, 40', () => {
    const noon = new Date('2026-11-29T05:00:00Z');
    expect(daysOverdue('2026-11-28', 'Asia/Jakarta', noon)).toBe(1);
    expect(daysOverdue('2026-10-20', 'Asia/Jakarta', noon)).toBe(40);
  });

  it('after midnight in Jakarta the day has turned although UTC still says yesterday', () => {
    const jakartaOneAm = new Date('2026-11-29T18:00:00Z'); // 30 November, 01:00 in Jakarta
    expect(daysOverdue('2026-11-29', 'Asia/Jakarta', jakartaOneAm)).toBe(1);
    expect(daysOverdue('2026-11-29', 'UTC', jakartaOneAm)).toBe(0);
    // Jayapura (UTC+9) turns two hours before Jakarta; at 23:30 in Jakarta it is already tomorrow there.
    const jakartaHalfPastEleven = new Date('2026-11-29T16:30:00Z');
    expect(daysOverdue('2026-11-29', 'Asia/Jakarta', jakartaHalfPastEleven)).toBe(0);
    expect(daysOverdue('2026-11-29', 'Asia/Jayapura', jakartaHalfPastEleven)).toBe(1);
  });

  it('counts calendar days across a month and a leap day', () => {
    const march = new Date('2028-03-01T03:00:00Z');
    expect(daysOverdue('2028-02-28', 'Asia/Jakarta', march)).toBe(2);
    expect(daysOverdue('2027-12-31', 'Asia/Jakarta', march)).toBe(61);
  });
});
