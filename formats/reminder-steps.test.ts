import { describe, expect, it } from 'vitest';
import { reminderStepsIssue, writtenReminderDays } from './reminder-steps';

describe('reminder steps', () => {
  it('a schedule is 1 to 10 whole days from 1 to 365, strictly increasing', () => {
    expect(reminderStepsIssue([1, 7, 14, 30])).toBeNull();
    expect(reminderStepsIssue([365])).toBeNull();
    expect(reminderStepsIssue([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBeNull();
  });

  it('names the first broken rule: how many, then each day, then their order', () => {
    expect(reminderStepsIssue([])).toBe('COUNT');
    expect(reminderStepsIssue([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toBe('COUNT');
    expect(reminderStepsIssue([0, 7])).toBe('RANGE');
    expect(reminderStepsIssue([1, 366])).toBe('RANGE');
    expect(reminderStepsIssue([1, 7.5])).toBe('RANGE');
    expect(reminderStepsIssue([30, 400, 7])).toBe('RANGE');
    expect(reminderStepsIssue([7, 1])).toBe('ORDER');
    expect(reminderStepsIssue([1, 7, 7])).toBe('ORDER');
  });

  it('reads the steps as typed, with commas, spaces or semicolons between them', () => {
    expect(writtenReminderDays('1, 7, 14, 30')).toEqual([1, 7, 14, 30]);
    expect(writtenReminderDays(' 3 ;10  45 ')).toEqual([3, 10, 45]);
    expect(writtenReminderDays('')).toEqual([]);
    expect(writtenReminderDays('1, 7.5')).toBeNull();
    expect(writtenReminderDays('1, -7')).toBeNull();
    expect(writtenReminderDays('satu')).toBeNull();
  });
});
