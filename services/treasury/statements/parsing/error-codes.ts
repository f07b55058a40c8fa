import { STATEMENT_ERROR_CODES } from '../../../../contracts/treasury/statements.js';

import type { RowIssue, RowIssueField } from './types.js';

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
  unreadableLine: 'U-TRSY-ST-17',
  tooOld: 'U-TRSY-ST-30',
  futureDate: 'U-TRSY-ST-31',
  possibleGap: 'U-TRSY-ST-32',
  balanceGapSinceLast: 'U-TRSY-ST-33',
} as const satisfies Record<string, StatementErrorCode>;

export type StatementIssueKind = keyof typeof STATEMENT_ISSUE;

/** What a template may name: the row, the value found and expected, and a few words some templates add. */
export type StatementMessageParams = {
  row: number;
  value?: string;
  expected?: string;
  olderLines?: string;
  lastDate?: string;
};

/**
 * Fills a code's template: `formatStatementMessage(STATEMENT_ISSUE.invalidAmount, { row: 14, value: '12,5x' })`
 * gives `Row 14: the amount "12,5x" is not a number.`
 */
export function formatStatementMessage(
  code: StatementErrorCode,
  params: StatementMessageParams,
): string {
  return STATEMENT_ERROR_CODES[code].replace(
    /\{(\w+)\}/g,
    (_, name: keyof StatementMessageParams) => String(params[name] ?? ''),
  );
}

/**
 * One issue of a statement import, its message filled from the contract's
 * template; `value` and `expected` are kept (when there are any) for the
 * message in other languages.
 */
export function statementIssue(
  row: number,
  field: RowIssueField,
  severity: RowIssue['severity'],
  kind: StatementIssueKind,
  params: Omit<StatementMessageParams, 'row'> = {},
): RowIssue {
  const code = STATEMENT_ISSUE[kind];
  const { value, expected } = params;
  return {
    row,
    field,
    severity,
    code,
    message: formatStatementMessage(code, { row, ...params }),
    ...(value !== undefined ? { value } : {}),
    ...(expected !== undefined ? { expected } : {}),
  };
}
