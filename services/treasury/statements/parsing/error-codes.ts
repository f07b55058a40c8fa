import { STATEMENT_ERROR_CODES } from '../../../../contracts/treasury/statements.js';

export { STATEMENT_ERROR_CODES };

export type StatementErrorCode = keyof typeof STATEMENT_ERROR_CODES;

/** Each code by what it means, for the code that raises it. */
export const STATEMENT_ISSUE = {
  unsupportedLayout: 'U-TRSY-ST-1',
  csvParseFailure: 'U-TRSY-ST-2',
  emptyFile: 'U-TRSY-ST-3',
  wrongBank: 'U-TRSY-ST-4',
  wrongAccount: 'U-TRSY-ST-5',
  wrongCurrency: 'U-TRSY-ST-6',
  invalidDate: 'U-TRSY-ST-7',
  invalidType: 'U-TRSY-ST-8',
  invalidAmount: 'U-TRSY-ST-9',
  invalidBalance: 'U-TRSY-ST-10',
  emptyDescription: 'U-TRSY-ST-11',
  postingBeforeTransaction: 'U-TRSY-ST-12',
  balanceGap: 'U-TRSY-ST-13',
  pendingLine: 'U-TRSY-ST-14',
  zeroAmount: 'U-TRSY-ST-15',
  fileTooLarge: 'U-TRSY-ST-16',
} as const satisfies Record<string, StatementErrorCode>;

export type StatementIssueKind = keyof typeof STATEMENT_ISSUE;

/**
 * Fills a code's template: `formatStatementMessage(STATEMENT_ISSUE.invalidAmount, { row: 14, value: '12,5x' })`
 * gives `Row 14: the amount "12,5x" is not a number.`
 */
export function formatStatementMessage(code: StatementErrorCode, params: { row: number; value?: string; expected?: string }): string {
  return STATEMENT_ERROR_CODES[code].replace(/\{(row|value|expected)\}/g, (_, name: 'row' | 'value' | 'expected') => String(params[name] ?? ''));
}
