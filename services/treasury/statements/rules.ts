import type { ImportIssue } from '../imports/types.js';

/**
 * The issues the statement import adds around the parser's own (whose codes
 * live in the contract): the import window, lines after today and gaps since
 * the last statement transaction. Their messages depend on counts, so they
 * are built here; the REST refusals are in errors.ts.
 */
export const statementImportIssues = {
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
};
