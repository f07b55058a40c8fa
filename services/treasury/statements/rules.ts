import { ServiceError } from '../../kit/errors.js';
import type { ImportIssue } from '../imports/types.js';

/**
 * The statement rules the service applies around the parser (whose own codes
 * live in parsing/error-codes.ts): the import window, lines after today, gaps
 * since the last statement transaction, manual entry and the list filters.
 */
export const statementErrors = {
  tooOld: (row: number, date: string, earliest: string, count: number): ImportIssue => ({
    row,
    field: 'date',
    severity: 'error',
    code: 'U-TRSY-ST-30',
    message: `Row ${row}: the date ${date} is more than 3 months ago; statements can be imported from ${earliest} (${count} ${count === 1 ? 'line is' : 'lines are'} older).`,
    value: date,
    expected: earliest,
  }),
  futureDate: (row: number, date: string): ImportIssue => ({
    row,
    field: 'date',
    severity: 'error',
    code: 'U-TRSY-ST-31',
    message: `Row ${row}: the date ${date} is after today.`,
    value: date,
  }),
  gap: (lastDate: string, firstDate: string, balances: { lastBalance: string; openingBalance: string } | null): ImportIssue =>
    balances
      ? {
          row: 0,
          field: 'balanceContinuity',
          severity: 'warning',
          code: 'U-TRSY-ST-33',
          message: `Transactions are missing since the last statement transaction on ${lastDate}: it ends with balance ${balances.lastBalance}, but this statement opens with ${balances.openingBalance}.`,
          value: balances.lastBalance,
          expected: balances.openingBalance,
        }
      : {
          row: 0,
          field: 'date',
          severity: 'warning',
          code: 'U-TRSY-ST-32',
          message: `Transactions may be missing between the last statement transaction on ${lastDate} and this statement, which starts on ${firstDate}.`,
          value: lastDate,
          expected: firstDate,
        },
  duplicate: () => new ServiceError(409, 'U-TRSY-ST-34', 'This statement transaction already exists.'),
  dateAfterToday: (field = 'date') => new ServiceError(400, 'U-TRSY-ST-35', 'The date cannot be after today.', field),
  amountFromTooHigh: () => new ServiceError(400, 'U-TRSY-ST-36', 'The from-amount must be less than the "no more than" value.', 'amountMin'),
  notFound: () => new ServiceError(404, 'U-TRSY-ST-37', 'Statement transaction not found.'),
  invalidAmount: (field: string) => new ServiceError(400, 'U-TRSY-ST-38', 'Enter an amount greater than zero with at most two decimals.', field),
  dateRange: () => new ServiceError(400, 'U-TRSY-ST-39', 'The start date must not be after the end date.', 'dateFrom'),
  invalidBalance: (field: string) => new ServiceError(400, 'U-TRSY-ST-41', 'Enter a balance with at most two decimals.', field),
  tooOldManual: () => new ServiceError(400, 'U-TRSY-ST-40', 'Statement transactions can be entered for the last 3 months.', 'date'),
};
