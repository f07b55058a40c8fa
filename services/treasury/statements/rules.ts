import type { ImportIssue } from '../imports/types.js';
import { statementIssue } from './parsing/error-codes.js';

/**
 * The issues the statement import adds around the parser's own, from the same
 * catalogue (contracts/treasury/statements.ts STATEMENT_ERROR_CODES): the
 * import window, lines after today and gaps since the last statement
 * transaction. The REST refusals are in errors.ts.
 */
export const statementImportIssues = {
  tooOld: (row: number, date: string, earliest: string, count: number): ImportIssue =>
    statementIssue(row, 'date', 'error', 'tooOld', {
      value: date,
      expected: earliest,
      olderLines: `${count} ${count === 1 ? 'line is' : 'lines are'}`,
    }),
  futureDate: (row: number, date: string): ImportIssue =>
    statementIssue(row, 'date', 'error', 'futureDate', { value: date }),
  gap: (
    lastDate: string,
    firstDate: string,
    balances: { lastBalance: string; openingBalance: string } | null,
  ): ImportIssue =>
    balances
      ? statementIssue(0, 'balanceContinuity', 'warning', 'balanceGapSinceLast', {
          value: balances.lastBalance,
          expected: balances.openingBalance,
          lastDate,
        })
      : statementIssue(0, 'date', 'warning', 'possibleGap', {
          value: lastDate,
          expected: firstDate,
        }),
};
