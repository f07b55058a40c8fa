import { addDays, addMonths } from './calendar';

/** How a deposit's tenor is counted: calendar days, or calendar months. */
export type TenorType = 'DAYS' | 'MONTHS';

/** The longest tenors a deposit may have: ten years either way. */
export const MAX_TENOR = { DAYS: 3650, MONTHS: 120 } as const satisfies Record<TenorType, number>;

/** Whether a tenor is a whole number of days (1 to 3,650) or months (1 to 120). */
export function isValidTenor(tenor: number, tenorType: TenorType): boolean {
  return Number.isSafeInteger(tenor) && tenor >= 1 && tenor <= MAX_TENOR[tenorType];
}

/**
 * When the `period`-th period of a deposit placed on `issuedDate` ends (the
 * first period is 1), for a tenor of `tenor` days or months.
 *
 * Days are counted from the placement: period n ends n × tenor days after it.
 *
 * Months are counted from the placement too, not from the previous maturity,
 * with the day clamped to the end of a shorter month: a one-month deposit
 * placed on 31 January 2026 matures on 28 February, then on 31 March (not 28
 * March), 30 April, 31 May. Counting each period from the previous maturity
 * would let the day drift down to the 28th for good after one February; the
 * bank's advice keeps the placement's day, so the product does too. When no
 * month is shorter than the placement's day the two readings agree.
 *
 * @example maturityOf('2026-01-31', 1, 'MONTHS') // '2026-02-28'
 * @example maturityOf('2026-01-31', 1, 'MONTHS', 2) // '2026-03-31'
 * @example maturityOf('2026-11-15', 30, 'DAYS') // '2026-12-15'
 */
export function maturityOf(
  issuedDate: string,
  tenor: number,
  tenorType: TenorType,
  period = 1,
): string {
  return tenorType === 'DAYS'
    ? addDays(issuedDate, tenor * period)
    : addMonths(issuedDate, tenor * period);
}
