import type { IntlShape } from 'react-intl';
import { RECURRENCE_UNITS } from '../../../contracts/treasury/payment-values.js';

/** The spec's duration units: how a recurring payment or transfer repeats (the contract's own list). */
export { RECURRENCE_UNITS };
export type RecurrenceUnit = (typeof RECURRENCE_UNITS)[number];

/**
 * The most units a series may step at once, as the service allows
 * (contracts/treasury/payments.ts MAX_RECURRENCE_EVERY; recurrence.test.ts
 * keeps the two equal): every 1 to 365 days, 52 weeks, 12 months or 5 years.
 */
export const MAX_RECURRENCE_EVERY: Readonly<Record<RecurrenceUnit, number>> = {
  DAYS: 365,
  WEEKS: 52,
  MONTHS: 12,
  YEARS: 5,
};

/** The unit's name in the form's select. */
export const RECURRENCE_UNIT_LABEL: Readonly<Record<RecurrenceUnit, { id: string }>> = {
  DAYS: { id: 'paymentForm.unit.days' },
  WEEKS: { id: 'paymentForm.unit.weeks' },
  MONTHS: { id: 'paymentForm.unit.months' },
  YEARS: { id: 'paymentForm.unit.years' },
};

export function isRecurrenceUnit(value: string): value is RecurrenceUnit {
  return (RECURRENCE_UNITS as readonly string[]).includes(value);
}

/** Whether `every` steps of `unit` is a step the service takes: a whole number from 1 to the unit's most. */
export function isRecurrenceEvery(every: string, unit: string): boolean {
  if (!isRecurrenceUnit(unit) || !/^\d{1,4}$/.test(every.trim())) return false;
  const count = Number(every.trim());
  return count >= 1 && count <= MAX_RECURRENCE_EVERY[unit];
}

/** A series' step in the reader's words: "every 2 weeks", "every month". */
export function recurrenceEveryText(
  intl: IntlShape,
  recurrence: { readonly unit: string; readonly every: number },
): string {
  return intl.formatMessage(
    { id: 'payments.recurrence.every' },
    { unit: recurrence.unit, every: recurrence.every },
  );
}
