import { bankAccountErrors } from '../../../contracts/treasury/bank-accounts.js';
import {
  EXPECTED_TRANSACTION_IMPORT_CODES,
  expectedTransactionErrors as definitions,
  type ExpectedTransactionImportCode,
} from '../../../contracts/treasury/expected-transactions.js';
import { commonErrors, errorsOf, serviceError } from '../../kit/errors.js';

export { EXPECTED_TRANSACTION_IMPORT_CODES, type ExpectedTransactionImportCode };

/** The REST API's refusals, from the contract. */
export const expectedTransactionErrors = {
  ...errorsOf(definitions),
  /** The bank account's own code, answered as a bad reference (400) rather than a missing resource. */
  bankAccountNotFound: () =>
    serviceError({ ...bankAccountErrors.notFound, status: 400 }, 'bankAccountId'),
  required: (field: string) => commonErrors.required(field),
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
} as const satisfies Record<string, ExpectedTransactionImportCode>;
