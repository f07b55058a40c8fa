import { ServiceError } from '../../kit/errors.js';

/**
 * The expected-transaction codes, `U-TRSY-ET-n`, spelled out only here. The
 * spec's catalogue for expected transactions (not found; already reconciled;
 * invalid file content; invalid hash; alias not found; external id exists;
 * cannot delete when reconciled) takes the first numbers; the rest are ours.
 *
 * Codes 1–16 are answers of the REST API: plain messages, no placeholders.
 * Codes 3, 5 and 17–31 are issues of a CSV import: their messages name the
 * row (`{row}`, the 1-based line of the file) and may use `{value}` and
 * `{expected}`, which the import result fills in.
 */
export const EXPECTED_TRANSACTION_MESSAGES = {
  'U-TRSY-ET-1': 'Expected transaction not found.',
  'U-TRSY-ET-2': 'This expected transaction is already reconciled and can no longer be changed.',
  'U-TRSY-ET-3': 'Row {row}: the file content is not valid CSV ({value}).',
  'U-TRSY-ET-4': 'The list could not continue from that page. Please reload it.',
  'U-TRSY-ET-5': 'Row {row}: no record has the alias "{value}".',
  'U-TRSY-ET-6': 'This external id is already used by another expected transaction.',
  'U-TRSY-ET-7': 'A reconciled or partially reconciled expected transaction cannot be deleted.',
  'U-TRSY-ET-8': 'Enter an amount greater than zero with at most two decimals.',
  'U-TRSY-ET-9': 'Enter a valid date.',
  'U-TRSY-ET-10': 'The "at least" amount must be less than the "no more than" amount.',
  'U-TRSY-ET-11': 'The start date must not be after the end date.',
  'U-TRSY-ET-12': 'The currency must be the currency of the chosen bank account.',
  'U-TRSY-ET-13': 'Add at most 20 additional data entries.',
  'U-TRSY-ET-14': 'Each key of the additional data must be unique.',
  'U-TRSY-ET-15': 'Counterparty not found.',
  'U-TRSY-ET-16': 'Give each additional data entry a key and a value.',
  'U-TRSY-ET-17': 'The file has no "{value}" column. Start from the template.',
  'U-TRSY-ET-18': 'The file contains no expected transactions.',
  'U-TRSY-ET-19': 'Row {row}: the {expected} column is empty.',
  'U-TRSY-ET-20': 'Row {row}: the date "{value}" is not a valid date (use YYYY-MM-DD or DD/MM/YYYY).',
  'U-TRSY-ET-21': 'Row {row}: the amount "{value}" is not a number greater than zero with at most two decimals.',
  'U-TRSY-ET-22': 'Row {row}: the currency "{value}" is not IDR, USD or SGD.',
  'U-TRSY-ET-23': 'Row {row}: the direction "{value}" is not DEBIT (Outgoing) or CREDIT (Incoming).',
  'U-TRSY-ET-24': 'Row {row}: the external id "{value}" is already used by an expected transaction.',
  'U-TRSY-ET-25': 'Row {row}: the external id "{value}" also appears on row {expected}.',
  'U-TRSY-ET-26': 'Row {row}: the currency {value} is not the currency of the bank account ({expected}).',
  'U-TRSY-ET-27': 'The additional data columns are not valid: {value}.',
  'U-TRSY-ET-28': 'Row {row}: the value is longer than {expected} characters.',
  'U-TRSY-ET-29': 'Row {row}: the date {value} is more than a year away from today.',
  'U-TRSY-ET-30': 'Row {row}: an expected transaction with the same date, amount and counterparty already exists.',
  'U-TRSY-ET-31': 'Row {row}: the same date, amount and counterparty as row {expected}.',
} as const;

export type ExpectedTransactionCode = keyof typeof EXPECTED_TRANSACTION_MESSAGES;

const error = (status: number, code: ExpectedTransactionCode, field?: string) => new ServiceError(status, code, EXPECTED_TRANSACTION_MESSAGES[code], field);

/** The REST API's refusals. */
export const expectedTransactionErrors = {
  notFound: () => error(404, 'U-TRSY-ET-1'),
  alreadyReconciled: () => error(409, 'U-TRSY-ET-2'),
  invalidCursor: (field: string) => error(400, 'U-TRSY-ET-4', field),
  externalIdExists: () => error(409, 'U-TRSY-ET-6', 'externalId'),
  cannotDelete: () => error(409, 'U-TRSY-ET-7'),
  invalidAmount: (field: string) => error(400, 'U-TRSY-ET-8', field),
  invalidDate: (field: string) => error(400, 'U-TRSY-ET-9', field),
  amountRange: () => error(400, 'U-TRSY-ET-10', 'amountMin'),
  dateRange: () => error(400, 'U-TRSY-ET-11', 'dateFrom'),
  currencyMismatch: () => error(400, 'U-TRSY-ET-12', 'currency'),
  tooMuchData: () => error(400, 'U-TRSY-ET-13', 'reconciliationData'),
  duplicateDataKey: (field: string) => error(400, 'U-TRSY-ET-14', field),
  counterpartyNotFound: () => error(400, 'U-TRSY-ET-15', 'counterpartyId'),
  incompleteData: (field: string) => error(400, 'U-TRSY-ET-16', field),
  bankAccountNotFound: () => new ServiceError(400, 'U-TRSY-BA-1', 'Bank account not found.', 'bankAccountId'),
  required: (field: string) => new ServiceError(400, 'REQUIRED', 'This field is required', field),
};

/** Each import issue code by what it means. */
export const IMPORT_ISSUE = {
  invalidFile: 'U-TRSY-ET-3',
  aliasNotFound: 'U-TRSY-ET-5',
  missingColumn: 'U-TRSY-ET-17',
  noRows: 'U-TRSY-ET-18',
  required: 'U-TRSY-ET-19',
  invalidDate: 'U-TRSY-ET-20',
  invalidAmount: 'U-TRSY-ET-21',
  invalidCurrency: 'U-TRSY-ET-22',
  invalidDirection: 'U-TRSY-ET-23',
  externalIdExists: 'U-TRSY-ET-24',
  externalIdRepeated: 'U-TRSY-ET-25',
  currencyMismatch: 'U-TRSY-ET-26',
  invalidDataColumns: 'U-TRSY-ET-27',
  tooLong: 'U-TRSY-ET-28',
  farDate: 'U-TRSY-ET-29',
  existingDuplicate: 'U-TRSY-ET-30',
  repeatedInFile: 'U-TRSY-ET-31',
} as const satisfies Record<string, ExpectedTransactionCode>;
