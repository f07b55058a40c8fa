import type { BankTransaction } from '../../banking/adapter.js';
import type { StatementErrorCode } from './error-codes.js';

/** The internet-banking CSV exports the parser reads. */
export type StatementLayout =
  | 'BCA_PERSONAL'
  | 'BCA_BUSINESS'
  | 'MANDIRI_MCM'
  | 'MANDIRI_SHEET'
  | 'BNI_INTERNET'
  | 'BNI_DAILY'
  | 'BNI_POSTING'
  | 'BRI';

/**
 * One statement line, as handed to `onLine`: the fields a bank's API answers for
 * a booked line (`BankTransaction`), plus where the line sits in the file and
 * whether the bank still has it pending. Money is a decimal string, never a
 * number. From an export, the description is trimmed, runs of white space
 * collapsed to one space and the apostrophe prefix removed; the ending balance
 * may be negative (overdraft).
 */
export type ParsedLine = BankTransaction & {
  /** 1-based line number in the file where the record starts. */
  row: number;
  /** BCA's `PEND` lines: not yet booked, may change; see `parseStatement`. */
  pending: boolean;
};

/** What the rows above and below the table say about the statement. */
export type StatementHeader = {
  accountNumber: string | null;
  currency: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  openingBalance: string | null;
  closingBalance: string | null;
  accountName: string | null;
};

export type RowIssueField =
  | 'date'
  | 'type'
  | 'amount'
  | 'endingBalance'
  | 'description'
  | 'postingTime'
  | 'balanceContinuity'
  | 'layout';

/** A problem found in the file: errors block the import, warnings can be ignored. */
export type RowIssue = {
  /** 1-based line number in the file; 0 for the file as a whole. */
  row: number;
  field: RowIssueField;
  severity: 'error' | 'warning';
  code: StatementErrorCode;
  /** English, names the row and the field. */
  message: string;
  /** The value found, for the message's `{value}` in other languages. */
  value?: string;
  /** The value expected, for the message's `{expected}`. */
  expected?: string;
};

export type ParseStatementOptions = {
  /** Clearing code of the chosen account's bank (BCA 014, Mandiri 008, BNI 009, BRI 002). */
  expectedBank?: string;
  /**
   * The chosen account's number; punctuation and leading zeros do not count.
   * Checked against the rows above the table, or the account column where the
   * layout has one; a file that states no account (`header.accountNumber`
   * null) cannot be checked.
   */
  expectedAccountNumber?: string;
  /** ISO code of the chosen account's currency; checked when the file states one (`Rp` is IDR). */
  expectedCurrency?: string;
  /** Receives each line as it is read; awaited, so a slow consumer slows the reading. */
  onLine?(line: ParsedLine): void | Promise<void>;
  /** Called after each chunk read, with the bytes read so far. */
  onProgress?(bytesRead: number): void;
  /** Upload limit in bytes; default 25 MB (26,214,400 bytes). */
  maxBytes?: number;
  /**
   * The business date (`YYYY-MM-DD`) that dates without a year are placed before
   * when the file states no period; default today in Asia/Jakarta.
   */
  referenceDate?: string;
  /** How many issues to keep; the counts go on past it. Default 1,000. */
  maxIssues?: number;
};

export type ParseStatementResult = {
  /** Null when no supported layout was recognised. */
  layout: StatementLayout | null;
  bankCode: string | null;
  header: StatementHeader;
  /** Lines handed to `onLine`, pending ones included. */
  lineCount: number;
  pendingCount: number;
  /** The first `maxIssues` issues in file order. */
  issues: RowIssue[];
  errorCount: number;
  warningCount: number;
  issuesTruncated: boolean;
  /** Earliest and latest transaction date of the booked (not pending) lines. */
  firstDate: string | null;
  lastDate: string | null;
  /** From the summary rows when the export has them, else derived from the first and last line. */
  openingBalance: string | null;
  closingBalance: string | null;
  bytesRead: number;
};
