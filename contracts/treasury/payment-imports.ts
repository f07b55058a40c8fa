/**
 * The bulk import of payments and transfers from a CSV file ("single,
 * and bulk from a CSV with a template"): an import of kind PAYMENTS or
 * TRANSFERS through the one import mechanism (`POST /uploads?purpose=…`, then
 * `POST /imports`, contracts/treasury/imports.ts). Each row is made into an
 * order by the same rules as `POST /payment-orders`; a row those rules refuse
 * is reported with the rule's own `U-TRSY-TRF-n` code, and `field` names the
 * file's column. The codes below are what only a file can get wrong. Every
 * error blocks the whole file: nothing is written.
 *
 * The columns (web/public/templates/payments-template.csv and
 * transfers-template.csv; header names are read case-insensitively, spaces
 * and hyphens counting as underscores):
 *
 * - `source_account`: the alias or the account number of an internal account
 *   with an API connection;
 * - payments: `counterparty_alias`, `beneficiary_bank_code` (the three-digit
 *   clearing code) and `beneficiary_account_number`: one bank account of that
 *   counterparty;
 * - transfers: `destination_account`, the alias or account number of another
 *   internal account of the same entity;
 * - `method`: BI_FAST, SKN, RTGS or ONLINE between banks; empty (or
 *   SAME_BANK) between accounts at one bank;
 * - `amount`: a positive decimal with at most two decimals and no thousands
 *   separators (`15000000.00`);
 * - `currency`: optional; when given, the source account's currency;
 * - `payment_date`: `YYYY-MM-DD` (or `DD/MM/YYYY`), today or later;
 * - `memo` (sent to the bank) and `notes` (internal): optional;
 * - `repeat_unit` (DAYS, WEEKS, MONTHS, YEARS), `repeat_every` (default 1) and
 *   `repeat_until` (a date): optional, a recurring order.
 */

/** The most data rows a file may hold: every row is an order an approver reads. */
export const PAYMENT_IMPORT_MAX_ROWS = 5_000;

/** Each issue code of a payments or transfers file with its English message (`{row}`, `{value}`, `{expected}` filled in). */
export const PAYMENT_IMPORT_CODES = {
  'U-TRSY-PI-1': 'Row {row}: the file content is not valid CSV ({value}).',
  'U-TRSY-PI-2': 'The file has no "{value}" column. Start from the template.',
  'U-TRSY-PI-3': 'The file contains no rows to import.',
  'U-TRSY-PI-4': 'Row {row}: the {expected} column is empty.',
  'U-TRSY-PI-5': 'Row {row}: the value is longer than {expected} characters.',
  'U-TRSY-PI-6': 'Row {row}: none of your bank accounts has the alias or account number "{value}".',
  'U-TRSY-PI-7':
    'Row {row}: the account number "{value}" belongs to more than one of your bank accounts. Give the account’s alias instead.',
  'U-TRSY-PI-8': 'Row {row}: no counterparty has the alias "{value}".',
  'U-TRSY-PI-9': 'Row {row}: the counterparty "{expected}" has no bank account {value}.',
  'U-TRSY-PI-10': 'Row {row}: the method "{value}" is not BI_FAST, SKN, RTGS, ONLINE or SAME_BANK.',
  'U-TRSY-PI-11':
    'Row {row}: the currency {value} is not the currency of the source account ({expected}).',
  'U-TRSY-PI-12': 'Row {row}: the repeat unit "{value}" is not DAYS, WEEKS, MONTHS or YEARS.',
  'U-TRSY-PI-13': 'Row {row}: the same source, beneficiary, amount and date as row {expected}.',
  'U-TRSY-PI-14':
    'Row {row}: an order with the same source, beneficiary, amount and date already exists.',
  'U-TRSY-PI-15':
    'The file has more than {expected} rows. Split it into files of at most {expected} rows.',
  'U-TRSY-PI-16':
    'Row {row}: this takes the source account {value} below its available balance of {expected} (with the file’s rows before it).',
  'U-TRSY-PI-17':
    'Row {row}: this takes the source account below its available balance (with the file’s rows before it).',
} as const;

export type PaymentImportCode = keyof typeof PAYMENT_IMPORT_CODES;
