/**
 * The steps of a payment reminder schedule: the days after an invoice's due
 * date at which its buyer is reminded, the same rules in the browser (the
 * settings form) and in the invoicing service.
 */

/** The most steps a schedule has, and the latest day one may be. */
export const REMINDER_STEPS_MAX = 10;
export const REMINDER_DAY_MAX = 365;

/**
 * Why steps are refused: COUNT (none, or more than REMINDER_STEPS_MAX), RANGE
 * (one not a whole number of days from 1 to REMINDER_DAY_MAX), ORDER (not
 * strictly increasing: out of order, or a day twice).
 */
export type ReminderStepsIssue = 'COUNT' | 'RANGE' | 'ORDER';

/**
 * What is wrong with the steps, the first broken rule in the order above;
 * null when they are a schedule.
 *
 * @example reminderStepsIssue([1, 7, 14, 30]) // null
 * @example reminderStepsIssue([7, 1]) // 'ORDER'
 */
export function reminderStepsIssue(days: readonly number[]): ReminderStepsIssue | null {
  if (days.length === 0 || days.length > REMINDER_STEPS_MAX) return 'COUNT';
  if (days.some((day) => !Number.isInteger(day) || day < 1 || day > REMINDER_DAY_MAX))
    return 'RANGE';
  if (days.some((day, index) => index > 0 && day <= days[index - 1]!)) return 'ORDER';
  return null;
}

/**
 * The steps as written in a form, `1, 7, 14, 30` (commas, spaces or
 * semicolons between them); null when a part is not a whole number of days.
 *
 * @example writtenReminderDays('1, 7 ,14') // [1, 7, 14]
 * @example writtenReminderDays('1, 7.5') // null
 */
export function writtenReminderDays(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.some((part) => !/^\d{1,4}$/.test(part))) return null;
  return parts.map(Number);
}
