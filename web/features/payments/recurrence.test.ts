import { describe, expect, it } from 'vitest';
import { MAX_RECURRENCE_EVERY as SERVICE_MAX } from '../../../contracts/treasury/payments';
import { isRecurrenceEvery, MAX_RECURRENCE_EVERY } from './recurrence';

describe('how often a series may repeat', () => {
  it('when the web and the service are compared, each unit allows the same most steps', () => {
    expect(MAX_RECURRENCE_EVERY).toEqual(SERVICE_MAX);
  });

  it('when a step is a whole number within its unit, it is taken; zero, a fraction or more than the unit allows is not', () => {
    expect(isRecurrenceEvery('1', 'DAYS')).toBe(true);
    expect(isRecurrenceEvery('365', 'DAYS')).toBe(true);
    expect(isRecurrenceEvery('52', 'WEEKS')).toBe(true);
    expect(isRecurrenceEvery('53', 'WEEKS')).toBe(false);
    expect(isRecurrenceEvery('13', 'MONTHS')).toBe(false);
    expect(isRecurrenceEvery('5', 'YEARS')).toBe(true);
    expect(isRecurrenceEvery('0', 'MONTHS')).toBe(false);
    expect(isRecurrenceEvery('1.5', 'MONTHS')).toBe(false);
    expect(isRecurrenceEvery('', 'MONTHS')).toBe(false);
    expect(isRecurrenceEvery('2', 'FORTNIGHTS')).toBe(false);
  });
});
