import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { TreasuryDatabase } from '../db-types.js';
import { ImportDateSpan, ImportIssueLog, type CodedIssue } from './csv-import.js';
import type { ImportOutcome, ImportRunInput } from './types.js';

/** Rows checked and written together: one query per batch for what the database already holds. */
export const IMPORT_BATCH_SIZE = 500;

/**
 * What an import run that writes its rows in batches keeps, whatever its
 * kind: the runner's transaction, the issues (reported with the kind's own
 * codes), the rows read and made, the rows queued for the next batch, and
 * the figures every such summary has (the dates the rows span and amounts
 * totalled by key, in the key's order). A kind checks and writes a batch
 * in `write`.
 */
export abstract class BatchedImportRun<Row, Code extends string> {
  protected readonly trx: Transaction<TreasuryDatabase>;
  protected readonly log: ImportIssueLog;
  protected readonly issue: CodedIssue<Code>;
  protected rowsRead = 0;
  protected created = 0;
  protected readonly dates = new ImportDateSpan();
  private readonly batch: Row[] = [];
  private readonly totals = new Map<string, Decimal>();

  constructor(
    protected readonly input: ImportRunInput,
    codes: Readonly<Record<Code, string>>,
  ) {
    this.trx = input.trx;
    this.log = new ImportIssueLog(input.ignoreWarnings);
    this.issue = this.log.coded(codes);
  }

  /** Checks a batch of rows against the database and, unless the import is blocked, writes it. */
  protected abstract write(rows: Row[]): Promise<void>;

  /** Queues a row that read well for the next batch. */
  protected enqueue(row: Row): void {
    this.batch.push(row);
  }

  /** Writes the queued rows once they fill a batch. */
  protected async flushWhenFull(): Promise<void> {
    if (this.batch.length >= IMPORT_BATCH_SIZE) await this.flush();
  }

  /** Writes the queued rows, if any: at a full batch and at the file's end. */
  protected async flush(): Promise<void> {
    const rows = this.batch.splice(0);
    if (rows.length > 0) await this.write(rows);
  }

  /** Adds `amount` to the summary's total under `key`. */
  protected addToTotal(key: string, amount: Decimal.Value): void {
    this.totals.set(key, (this.totals.get(key) ?? new Decimal(0)).plus(amount));
  }

  /** The outcome: the kind's own `summary` facts, then the dates spanned and the totals to two decimals. */
  protected outcomeWith(summary: Record<string, string>, skipped = 0): ImportOutcome {
    this.dates.addTo(summary);
    for (const [key, total] of [...this.totals].sort(([a], [b]) => a.localeCompare(b)))
      summary[key] = total.toFixed(2);
    return this.log.outcome({ rowsRead: this.rowsRead, created: this.created, skipped, summary });
  }
}
