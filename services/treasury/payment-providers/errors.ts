import {
  PAYMENT_REPORT_IMPORT_CODES,
  paymentProviderErrors as definitions,
  type PaymentReportImportCode,
} from '../../../contracts/treasury/payment-providers.js';
import { errorsOf } from '../../kit/errors.js';

export { PAYMENT_REPORT_IMPORT_CODES, type PaymentReportImportCode };

/** The REST API's refusals, from the contract. */
export const paymentProviderErrors = errorsOf(definitions);

/** Each report import issue code by what it means. */
export const REPORT_ISSUE = {
  invalidFile: 'U-TRSY-PP-20',
  missingColumn: 'U-TRSY-PP-21',
  noRows: 'U-TRSY-PP-22',
  required: 'U-TRSY-PP-23',
  invalidAmount: 'U-TRSY-PP-24',
  netMismatch: 'U-TRSY-PP-25',
  invalidCurrency: 'U-TRSY-PP-26',
  currencyMismatch: 'U-TRSY-PP-27',
  invalidStatus: 'U-TRSY-PP-28',
  invalidSettlementStatus: 'U-TRSY-PP-29',
  invalidTime: 'U-TRSY-PP-30',
  settledWithoutTime: 'U-TRSY-PP-31',
  repeatedInFile: 'U-TRSY-PP-32',
  tooLong: 'U-TRSY-PP-33',
  negativePayment: 'U-TRSY-PP-34',
} as const satisfies Record<string, PaymentReportImportCode>;
