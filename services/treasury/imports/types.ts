import type { Readable, Writable } from 'node:stream';
import type { Transaction } from 'kysely';
import type { ImportIssue as ContractIssue } from '../../../contracts/treasury/imports.js';
import type { ImportKind } from '../../../contracts/treasury/imports.js';
import type { TreasuryDatabase } from '../db-types.js';

/**
 * Bulk CSV imports (spec: CSV only, 25 MB maximum, row errors block, warnings
 * can be ignored). One mechanism serves every kind: the file is uploaded and
 * stored, an import row records it, and a background job hands the stored
 * file to the kind's processor inside one database transaction. The runner
 * rolls that transaction back when the processor reports an error, or a
 * warning the user has not chosen to ignore, so a blocked import writes
 * nothing.
 */
export type { ImportKind };

export { IMPORT_MAX_BYTES } from '../../../contracts/treasury/imports.js';

/**
 * One problem in the file: `row` is the 1-based line number in the file, 0 for
 * the file as a whole; `field` the column or rule it is about (`amount`,
 * `balanceContinuity`); `code` a `U-TRSY-…` code with an en/id message in the
 * web's catalogues, whose message may use `{row}`, `{value}` and `{expected}`;
 * `message` the English text, naming the row and the field.
 */
export type ImportIssue = ContractIssue;

export type ImportRunInput = {
  /** The transaction the processor writes in; rolled back unless the import completes. */
  trx: Transaction<TreasuryDatabase>;
  /**
   * A COPY FROM STDIN on the transaction's own connection (in the import
   * process): write the rows in COPY's text format, then end the stream and
   * wait for it to finish. Until then the transaction runs no other query.
   * Absent where the import runs without a pool of its own.
   */
  copyFrom?: ((statement: string) => Writable) | undefined;
  /** The import being run; records written can point back to it. */
  importId: string;
  organizationId: string;
  /** The member who started the import. */
  actorId: string | null;
  /** The stored file, streamed; never read whole into memory. */
  source: Readable;
  /** Whether the user chose to import despite warnings. */
  ignoreWarnings: boolean;
  /** The bank account a statement import is for; null for other kinds. */
  bankAccountId: string | null;
  /** The payment provider a payment report import is for; null for other kinds. */
  paymentProviderId?: string | null;
  /**
   * What the request that started the import kept for it, read there because
   * the job cannot (a payments import's organisation settings, read with the
   * uploader's token); null for kinds that keep nothing.
   */
  options?: unknown;
  /** Report the bytes of the file read so far; the runner throttles what it publishes. */
  onProgress(bytesRead: number): void;
};

export type ImportOutcome = {
  /** The first issues in file order (at most 1,000). */
  issues: ImportIssue[];
  errorCount: number;
  warningCount: number;
  /** Data rows read from the file. */
  rowsRead: number;
  /** Records written (when the import completes). */
  created: number;
  /** Rows skipped as already present (duplicates of an earlier import). */
  skipped: number;
  /** Kind-specific facts shown with the result, as strings (dates, decimal amounts, counts). */
  summary: Record<string, string>;
};

export type ImportProcessor = {
  kind: ImportKind;
  run(input: ImportRunInput): Promise<ImportOutcome>;
};
