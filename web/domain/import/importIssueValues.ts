import { formatCount, formatDate, formatDecimal, isDecimal } from '../../i18n/format';
import type { Language } from '../../i18n/language';

/** Codes whose `expected` is another row of the file ("also on row {expected}"). */
const EXPECTED_IS_ROW = new Set([
  'U-TRSY-CPI-11',
  'U-TRSY-CPI-13',
  'U-TRSY-CPI-14',
  'U-TRSY-ET-25',
  'U-TRSY-ET-31',
  'U-TRSY-PI-13',
]);
/** Codes whose `expected` is a length limit ("more than {expected} characters"). */
const EXPECTED_IS_COUNT = new Set(['U-TRSY-CPI-15', 'U-TRSY-ET-28', 'U-TRSY-PI-5', 'U-TRSY-PI-15']);
/** Codes whose `value` and `expected` are balances. */
const BALANCES = new Set(['U-TRSY-ST-13', 'U-TRSY-ST-33']);
/** Codes whose `value` and `expected` are business dates (YYYY-MM-DD). */
const DATES = new Set([
  'U-TRSY-ST-12',
  'U-TRSY-ST-30',
  'U-TRSY-ST-31',
  'U-TRSY-ST-32',
  'U-TRSY-ET-29',
]);

type Issue = {
  readonly row: number;
  readonly code: string;
  readonly value?: string | null;
  readonly expected?: string | null;
};

/**
 * The parameters of an import issue's message in the reader's language: the
 * services send numbers, balances and dates as plain parameters (never
 * formatted text), and the web formats them, so an Indonesian message reads
 * "Baris 1.234" and "saldo 27.686.969,86", not "Baris 1234" and "27686969.86".
 * Only parameters known to be numbers or dates are touched: an account number
 * or an external id stays exactly as written.
 */
export function importIssueValues(issue: Issue, language: Language): Record<string, string> {
  const value = issue.value ?? '';
  const expected = issue.expected ?? '';
  const date = (text: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(text, language) : text;
  const decimal = (text: string) => (isDecimal(text) ? formatDecimal(text, language) : text);
  const count = (text: string) => (/^\d+$/.test(text) ? formatCount(Number(text), language) : text);
  if (BALANCES.has(issue.code))
    return {
      row: formatCount(issue.row, language),
      value: decimal(value),
      expected: decimal(expected),
    };
  if (DATES.has(issue.code))
    return { row: formatCount(issue.row, language), value: date(value), expected: date(expected) };
  return {
    row: formatCount(issue.row, language),
    value,
    expected:
      EXPECTED_IS_ROW.has(issue.code) || EXPECTED_IS_COUNT.has(issue.code)
        ? count(expected)
        : expected,
  };
}
