import Decimal from 'decimal.js';
import { addDays, isCalendarDate, isoWeekday } from '../../../formats/calendar.js';
import {
  TAX_RATE_CURRENCIES,
  TAX_RATE_MANUAL,
  type TaxRateCurrency,
} from '../../../contracts/invoicing/tax-exchange-rates.js';

const RATE = /^\d{1,15}(\.\d{1,2})?$/;
// As KMKs number themselves: 49/KM.10/KF.4/2024, 17/MK.10/2020, 513/KMK.014/1997.
const KMK_NUMBER = /^\d{1,4}\/[A-Z0-9.]{2,30}(\/[A-Z0-9.]{1,30}){0,3}$/i;

/**
 * A kurs pajak as a member or a file writes it: digits, a dot and at most two
 * decimals (the KMK publishes rupiah to the sen), greater than zero; answers
 * it with two decimals, or null. `15.875,00` is refused rather than guessed.
 *
 * @example parseTaxRate('15875') // '15875.00'
 * @example parseTaxRate('15.875,00') // null
 */
export function parseTaxRate(text: string): string | null {
  const value = text.trim();
  if (!RATE.test(value)) return null;
  const rate = new Decimal(value);
  return rate.greaterThan(0) ? rate.toFixed(2) : null;
}

/** USD or SGD from what was written (any case); null for IDR or anything else. */
export function parseTaxRateCurrency(text: string): TaxRateCurrency | null {
  const value = text.trim().toUpperCase();
  return TAX_RATE_CURRENCIES.find((currency) => currency === value) ?? null;
}

/**
 * The first day of a KMK week: a real date that is a Wednesday (the weekly
 * KMK on the kurs is valid from a Wednesday to the Tuesday after); null
 * otherwise.
 *
 * @example parseWeekStart('2024-11-27') // '2024-11-27'
 * @example parseWeekStart('2024-11-28') // null (a Thursday)
 */
export function parseWeekStart(text: string): string | null {
  const value = text.trim();
  return isCalendarDate(value) && isoWeekday(value) === 3 ? value : null;
}

/** A week's last day, the Tuesday six days after its Wednesday. */
export const weekEnd = (validFrom: string): string => addDays(validFrom, 6);

/** The KMK week a day falls in: from the Wednesday on or before it to the Tuesday after. */
export function kmkWeekOf(date: string): { from: string; to: string } {
  const from = addDays(date, -((isoWeekday(date) + 4) % 7));
  return { from, to: weekEnd(from) };
}

/** The KMK number as written (trimmed), null when empty (a MANUAL rate), or false when it is not a KMK number. */
export function parseKmkNumber(text: string | undefined): string | null | false {
  const value = text?.trim() ?? '';
  if (value === '' || value.toUpperCase() === TAX_RATE_MANUAL) return null;
  return KMK_NUMBER.test(value) ? value : false;
}
