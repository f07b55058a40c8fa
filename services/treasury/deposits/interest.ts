import Decimal from 'decimal.js';
import type { DepositInterest } from '../../../contracts/treasury/deposits.js';
import { daysFrom } from '../../../formats/calendar.js';

/**
 * The final income tax on time-deposit interest, withheld by the bank: 20%
 * for resident taxpayers and permanent establishments (PPh final under
 * Pasal 4 ayat (2) of the Income Tax Law; Peraturan Pemerintah No. 131 Tahun
 * 2000 as amended by PP No. 123 Tahun 2015; withheld by the bank under
 * Peraturan Menteri Keuangan No. 212/PMK.03/2018, Pasal 2).
 *
 * Not applied here, because the product cannot know them: the exemption of
 * deposits and savings at one bank that together do not exceed Rp7,500,000
 * and are not split up (PMK 212/PMK.03/2018: an organisation's
 * balances at a bank are nearly always above it), the lower rates on export
 * proceeds (Deposito DHE) under the same regulation, and treaty rates for
 * non-residents.
 */
export const DEPOSIT_INTEREST_TAX_RATE = new Decimal('0.20');

/** Days of the year interest is counted on: actual/365, a leap year too (the convention Indonesian banks quote deposit rates in). */
const DAY_COUNT_BASIS = 365;

/**
 * Money is rounded to the cent, half up (ROUND_HALF_UP: 0.005 becomes 0.01),
 * the commercial rounding a bank's deposit advice shows. Every currency the
 * product holds (IDR, USD, SGD) has two decimals in NUMERIC(20,2); ISO 4217
 * gives the rupiah two minor digits as well.
 */
const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * Simple interest over `days` days, actual/365: gross = principal × rate/100
 * × days/365 rounded to the cent; tax = 20% of the rounded gross, rounded to
 * the cent; net = gross − tax, so net and tax always add up to the gross a
 * bank advice shows. `rate` is percent a year as a decimal string.
 *
 * @example interestFor('1000000000.00', '4.25', 30) // { gross: '3493150.68', tax: '698630.14', net: '2794520.54' }
 */
export function interestFor(
  principal: string,
  rate: string,
  days: number,
): { gross: string; tax: string; net: string } {
  const whole = Math.max(0, days);
  const gross = cents(
    new Decimal(principal).times(rate).dividedBy(100).times(whole).dividedBy(DAY_COUNT_BASIS),
  );
  const tax = cents(gross.times(DEPOSIT_INTEREST_TAX_RATE));
  return { gross: gross.toFixed(2), tax: tax.toFixed(2), net: gross.minus(tax).toFixed(2) };
}

/**
 * A period's interest from its first day to `to` (not included: a deposit
 * placed on the 15th earns one day's interest on the 16th), counted to
 * `to` when it is within the period, else to the maturity date; never before
 * the period's start.
 */
export function interestBetween(
  period: { principal: string; rate: string; start: string; maturity: string },
  to: string,
): DepositInterest {
  const end = to < period.start ? period.start : to > period.maturity ? period.maturity : to;
  const days = daysFrom(period.start, end);
  return { from: period.start, to: end, days, ...interestFor(period.principal, period.rate, days) };
}

/**
 * What the current period has earned by `today` (accrued to date): counted to
 * today, to the maturity date once it has passed, or to the day the deposit
 * was closed. A matured deposit shows its last period whole.
 */
export function accruedInterest(
  deposit: {
    principal: string;
    rate: string;
    start: string;
    maturity: string;
    closedOn: string | null;
  },
  today: string,
): DepositInterest {
  return interestBetween(deposit, deposit.closedOn ?? today);
}
