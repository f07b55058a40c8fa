/**
 * The statement-import codes, `U-TRSY-ST-n`, and their English message
 * templates. This is the only file that spells the codes out: everything else
 * refers to them through `STATEMENT_ISSUE`, so the catalogue check (which scans
 * `services/` for quoted code literals) finds each one exactly here.
 *
 * Templates name their values in braces; `{row}` is the 1-based line number in
 * the file (0 when the problem is the file as a whole).
 */
export const STATEMENT_ERROR_CODES = {
  'U-TRSY-ST-1': 'The file does not match a supported bank statement export (BCA, Mandiri, BNI or BRI internet-banking CSV).',
  'U-TRSY-ST-2': 'Row {row}: the file cannot be read as CSV ({value}).',
  'U-TRSY-ST-3': 'The file contains no statement lines.',
  'U-TRSY-ST-4': 'Row {row}: this is a {value} statement, but the chosen bank account is at {expected}.',
  'U-TRSY-ST-5': 'Row {row}: the statement is for account {value}, but the chosen bank account is {expected}.',
  'U-TRSY-ST-6': 'Row {row}: the statement currency is {value}, but the chosen bank account is in {expected}.',
  'U-TRSY-ST-7': 'Row {row}: the date "{value}" is not a valid date.',
  'U-TRSY-ST-8': 'Row {row}: the type "{value}" is not debit or credit.',
  'U-TRSY-ST-9': 'Row {row}: the amount "{value}" is not a number.',
  'U-TRSY-ST-10': 'Row {row}: the ending balance "{value}" is not a number.',
  'U-TRSY-ST-11': 'Row {row}: the description is empty.',
  'U-TRSY-ST-12': 'Row {row}: the posting date {value} is before the transaction date {expected}.',
  'U-TRSY-ST-13': 'Row {row}: the ending balance {value} does not follow from the previous balance and the amount (expected {expected}).',
  'U-TRSY-ST-14': 'Row {row}: the line is pending at the bank and may still change.',
  'U-TRSY-ST-15': 'Row {row}: the line has no amount and was skipped.',
  'U-TRSY-ST-16': 'The file is larger than {expected}.',
} as const;

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
