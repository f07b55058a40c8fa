import type { CustomerStatementResponse } from '../../../contracts/invoicing/customer-statements.js';
import { csvRecord } from '../../../formats/csv.js';
import { statementWords } from './words.js';

/** The statement CSV's columns, in order: stable names for a spreadsheet or a program to read. */
export const STATEMENT_CSV_HEADER = [
  'date',
  'type',
  'document_number',
  'description',
  'debit',
  'credit',
  'balance',
] as const;

/**
 * A statement as CSV (RFC 4180, CRLF, UTF-8 without a byte order mark): the
 * header, the opening balance on the first day, each entry, the closing
 * balance on the last day. Dates are ISO, amounts decimal strings with two
 * decimals and a dot; a text that a spreadsheet would run as a formula
 * (a leading =, +, - or @) is written with an apostrophe first (`csvField`).
 */
export function statementCsv(statement: CustomerStatementResponse): string {
  const { t } = statementWords(statement.language, statement.currency);
  const balanceRow = (date: string, type: string, label: string, balance: string) =>
    csvRecord([date, type, null, t(label), null, null, balance]);
  return [
    csvRecord(STATEMENT_CSV_HEADER),
    balanceRow(statement.from, 'OPENING_BALANCE', 'statement.opening', statement.openingBalance),
    ...statement.entries.map((entry) =>
      csvRecord([
        entry.date,
        entry.type,
        entry.documentNumber,
        entry.description,
        entry.debit,
        entry.credit,
        entry.balance,
      ]),
    ),
    balanceRow(statement.to, 'CLOSING_BALANCE', 'statement.closing', statement.closingBalance),
  ].join('');
}
