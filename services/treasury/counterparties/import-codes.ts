/**
 * The counterparty-import codes, `U-TRSY-CPI-n`, and their English message
 * templates. This is the only file that spells the codes out (the catalogue
 * check scans `services/` for quoted code literals). Templates name their
 * values in braces; `{row}` is the 1-based line number in the file (the header
 * is line 1; 0 when the problem is the file as a whole).
 */
export const COUNTERPARTY_IMPORT_CODES = {
  'U-TRSY-CPI-1': 'Row {row}: the file cannot be read as CSV ({value}).',
  'U-TRSY-CPI-2': 'The header row has no column {value}.',
  'U-TRSY-CPI-3': 'The file contains no counterparties.',
  'U-TRSY-CPI-4': 'Row {row}: {value} is required.',
  'U-TRSY-CPI-5': 'Row {row}: the type "{value}" is not COMPANY or INDIVIDUAL.',
  'U-TRSY-CPI-6': 'Row {row}: "{value}" is not a valid email address.',
  'U-TRSY-CPI-7': 'Row {row}: the bank code "{value}" is not a bank in the list.',
  'U-TRSY-CPI-8': 'Row {row}: the account number "{value}" must be 5 to 34 digits.',
  'U-TRSY-CPI-9': 'Row {row}: the alias "{value}" is already used by a counterparty of the organisation.',
  'U-TRSY-CPI-10': 'Row {row}: the external id "{value}" is already used by a counterparty of the organisation.',
  'U-TRSY-CPI-11': 'Row {row}: the external id "{value}" is already given to another counterparty in row {expected}.',
  'U-TRSY-CPI-12': 'Row {row}: the bank account {value} is already registered to a counterparty of the organisation.',
  'U-TRSY-CPI-13': 'Row {row}: the bank account {value} already appears in row {expected}.',
  'U-TRSY-CPI-14': 'Row {row}: "{value}" differs from row {expected}, which has the same alias; rows of one counterparty must agree.',
  'U-TRSY-CPI-15': 'Row {row}: "{value}" is longer than {expected} characters.',
  'U-TRSY-CPI-16': 'Row {row}: the counterparty has no email address.',
  'U-TRSY-CPI-17': 'Row {row}: the name on account "{value}" does not match the legal name "{expected}".',
  'U-TRSY-CPI-18': 'The column {value} is not one of the template’s and was ignored.',
  'U-TRSY-CPI-19': 'Row {row}: this value holds an invisible, control or text-direction character ({value}), which names cannot hold.',
} as const;

export type CounterpartyImportCode = keyof typeof COUNTERPARTY_IMPORT_CODES;

/** Each code by what it means. */
export const COUNTERPARTY_IMPORT_ISSUE = {
  unreadable: 'U-TRSY-CPI-1',
  missingColumn: 'U-TRSY-CPI-2',
  empty: 'U-TRSY-CPI-3',
  required: 'U-TRSY-CPI-4',
  invalidType: 'U-TRSY-CPI-5',
  invalidEmail: 'U-TRSY-CPI-6',
  unknownBank: 'U-TRSY-CPI-7',
  invalidAccountNumber: 'U-TRSY-CPI-8',
  aliasExists: 'U-TRSY-CPI-9',
  externalIdExists: 'U-TRSY-CPI-10',
  externalIdRepeated: 'U-TRSY-CPI-11',
  bankAccountExists: 'U-TRSY-CPI-12',
  bankAccountRepeated: 'U-TRSY-CPI-13',
  inconsistentRow: 'U-TRSY-CPI-14',
  tooLong: 'U-TRSY-CPI-15',
  emailMissing: 'U-TRSY-CPI-16',
  accountNameMismatch: 'U-TRSY-CPI-17',
  unknownColumn: 'U-TRSY-CPI-18',
  invalidCharacters: 'U-TRSY-CPI-19',
} as const satisfies Record<string, CounterpartyImportCode>;

/** Fills a code's template: `Row 7: the bank code "999" is not a bank in the list.` */
export function formatCounterpartyImportMessage(code: CounterpartyImportCode, params: { row: number; value?: string; expected?: string }): string {
  return COUNTERPARTY_IMPORT_CODES[code].replace(/\{(row|value|expected)\}/g, (_, name: 'row' | 'value' | 'expected') => String(params[name] ?? ''));
}
