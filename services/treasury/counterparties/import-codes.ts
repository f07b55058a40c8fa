import {
  COUNTERPARTY_IMPORT_CODES,
  type CounterpartyImportCode,
} from '../../../contracts/treasury/counterparties.js';

export type { CounterpartyImportCode };

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
export function formatCounterpartyImportMessage(
  code: CounterpartyImportCode,
  params: { row: number; value?: string; expected?: string },
): string {
  return COUNTERPARTY_IMPORT_CODES[code].replace(
    /\{(row|value|expected)\}/g,
    (_, name: 'row' | 'value' | 'expected') => String(params[name] ?? ''),
  );
}
