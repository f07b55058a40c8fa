import type { Readable, Writable } from 'node:stream';
import { Kysely, PostgresDialect, type Selectable, type Transaction } from 'kysely';
import type pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import { describeActivity, recordActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { ServiceError } from '../../kit/errors.js';
import { publishEvent } from '../../kit/events.js';
import type { JobRunner } from '../../kit/jobs.js';
import type { Logger } from '../../kit/logger.js';
import { csvSniff, StorageLimitError, type FileStorage } from '../../kit/storage.js';
import type { ImportKind, ImportStatus, TreasuryDatabase } from '../db-types.js';
import { IMPORT_MAX_BYTES, type ImportIssue, type ImportOutcome, type ImportProcessor } from './types.js';

export const IMPORT_KINDS = ['STATEMENT', 'COUNTERPARTIES', 'EXPECTED_TRANSACTIONS'] as const satisfies readonly ImportKind[];

/** Who may import, and who may see an import, by kind. */
const PERMISSIONS: Record<ImportKind, { write: string; read: string; label: string }> = {
  STATEMENT: { write: 'statements:import', read: 'statements:read', label: 'statement' },
  COUNTERPARTIES: { write: 'counterparties:create', read: 'counterparties:read', label: 'counterparties' },
  EXPECTED_TRANSACTIONS: { write: 'expected-transactions:manage', read: 'expected-transactions:read', label: 'expected transactions' },
};

/** The event each progress step and each end of an import publishes. */
export const IMPORT_PROGRESS_EVENT = 'import.progress';
export const IMPORT_JOB = 'imports:run';
/** How often a running import publishes its progress. */
const PROGRESS_INTERVAL_MS = 200;
const MAX_STORED_ISSUES = 1_000;

export const importErrors = {
  tooLarge: () => new ServiceError(413, 'U-TRSY-IM-1', 'The file is larger than 25 MB. Split it into smaller files.', 'file'),
  notCsv: (reason: string) => new ServiceError(400, 'U-TRSY-IM-2', `Only CSV files can be imported. ${reason}`.trim(), 'file'),
  uploadNotFound: () => new ServiceError(404, 'U-TRSY-IM-3', 'The uploaded file was not found. Upload it again.', 'uploadId'),
  notFound: () => new ServiceError(404, 'U-TRSY-IM-4', 'Import not found.'),
  notAwaitingConfirmation: () => new ServiceError(409, 'U-TRSY-IM-5', 'This import is not waiting for a decision on its warnings.'),
  wrongKind: () => new ServiceError(400, 'U-TRSY-IM-6', 'This file was uploaded for another kind of import.', 'uploadId'),
  alreadyImported: () => new ServiceError(409, 'U-TRSY-IM-7', 'This file has already been imported. Upload it again to import it again.', 'uploadId'),
  bankAccountRequired: () => new ServiceError(400, 'U-TRSY-IM-8', 'Choose the bank account the statement belongs to.', 'bankAccountId'),
  emptyFile: () => new ServiceError(400, 'U-TRSY-IM-10', 'The file is empty.', 'file'),
  fileName: () => new ServiceError(400, 'U-TRSY-IM-11', 'Give the file name, ending in .csv.', 'fileName'),
};
/** The code an import ends with when the system, not the file, failed; nothing was written. */
export const IMPORT_FAILURE_CODE = 'U-TRSY-IM-9';

export type UploadResponse = { id: string; purpose: ImportKind; fileName: string; size: number; sha256: string; createdAt: string };

export type ImportResponse = {
  id: string;
  kind: ImportKind;
  status: ImportStatus;
  fileName: string;
  bankAccountId: string | null;
  ignoreWarnings: boolean;
  totalBytes: number;
  processedBytes: number;
  rowsRead: number;
  created: number;
  skipped: number;
  errorCount: number;
  warningCount: number;
  issues: ImportIssue[];
  summary: Record<string, string>;
  failureCode: string | null;
  createdBy: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

type ImportRow = Selectable<TreasuryDatabase['imports']> & { file_name: string };

const toResponse = (row: ImportRow): ImportResponse => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  fileName: row.file_name,
  bankAccountId: row.bank_account_id,
  ignoreWarnings: row.ignore_warnings,
  totalBytes: Number(row.total_bytes),
  processedBytes: Number(row.processed_bytes),
  rowsRead: row.rows_read,
  created: row.created_count,
  skipped: row.skipped_count,
  errorCount: row.error_count,
  warningCount: row.warning_count,
  issues: row.issues as ImportIssue[],
  summary: row.summary,
  failureCode: row.failure_code,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  startedAt: row.started_at?.toISOString() ?? null,
  finishedAt: row.finished_at?.toISOString() ?? null,
});

/** Thrown inside the import transaction to undo what the processor wrote. */
class Undo extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('undo');
  }
}

/**
 * Bulk CSV imports (spec: CSV only, 25 MB maximum, row errors block the
 * import, warnings can be ignored). A file is uploaded (streamed to storage,
 * refused past 25 MB or when it is not text), an import of it is queued, and
 * a background job streams it through the kind's processor in one database
 * transaction, publishing its progress as it goes. Errors, or warnings the
 * user has not accepted, roll the transaction back: the import ends BLOCKED
 * or NEEDS_CONFIRMATION with its issues and nothing written.
 */
export class ImportService {
  private jobs: JobRunner | null = null;

  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly storage: FileStorage,
    private readonly processors: Map<ImportKind, ImportProcessor>,
    private readonly logger: Logger,
    /**
     * The pool `db` runs on, when the caller has it (the import process): an
     * import's transaction then runs on one connection of it, and the
     * processor may stream rows into it with COPY FROM STDIN.
     */
    private readonly pool: pg.Pool | null = null,
  ) {}

  /** The job queue, once it runs (it starts after the service is built). */
  attachJobs(jobs: JobRunner): void {
    this.jobs = jobs;
  }

  async upload(auth: AccessClaims, input: { purpose: ImportKind; fileName: string; source: Readable }): Promise<UploadResponse> {
    requirePermission(auth, PERMISSIONS[input.purpose].write);
    const fileName = input.fileName.trim();
    if (!fileName || fileName.length > 255) {
      input.source.resume();
      throw importErrors.fileName();
    }
    if (!/\.csv$/i.test(fileName)) {
      input.source.resume();
      throw importErrors.notCsv('Choose a file ending in .csv.');
    }
    let stored;
    try {
      stored = await this.storage.put(`uploads/${auth.org}`, input.source, { maxBytes: IMPORT_MAX_BYTES, sniff: csvSniff });
    } catch (error) {
      input.source.resume();
      if (error instanceof StorageLimitError) throw error.reason === 'TOO_LARGE' ? importErrors.tooLarge() : importErrors.notCsv(error.message);
      throw error;
    }
    if (stored.size === 0) {
      await this.storage.delete(stored.key);
      throw importErrors.emptyFile();
    }
    const row = await this.db
      .insertInto('uploads')
      .values({ organization_id: auth.org, purpose: input.purpose, file_name: fileName, size_bytes: stored.size, sha256: stored.sha256, storage_key: stored.key, created_by: auth.sub })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return { id: row.id, purpose: input.purpose, fileName, size: stored.size, sha256: stored.sha256, createdAt: row.created_at.toISOString() };
  }

  async start(auth: AccessClaims, input: { kind: ImportKind; uploadId: string; bankAccountId?: string | null }): Promise<ImportResponse> {
    requirePermission(auth, PERMISSIONS[input.kind].write);
    const upload = await this.db.selectFrom('uploads').selectAll().where('id', '=', input.uploadId).where('organization_id', '=', auth.org).executeTakeFirst();
    if (!upload) throw importErrors.uploadNotFound();
    if (upload.purpose !== input.kind) throw importErrors.wrongKind();
    let bankAccountId: string | null = null;
    if (input.kind === 'STATEMENT') {
      if (!input.bankAccountId) throw importErrors.bankAccountRequired();
      const account = await this.db.selectFrom('bank_accounts').select('id').where('id', '=', input.bankAccountId).where('organization_id', '=', auth.org).executeTakeFirst();
      if (!account) throw new ServiceError(404, 'U-TRSY-BA-1', 'Bank account not found.', 'bankAccountId');
      bankAccountId = account.id;
    }
    const created = await this.db
      .insertInto('imports')
      .values({ organization_id: auth.org, kind: input.kind, upload_id: upload.id, bank_account_id: bankAccountId, total_bytes: upload.size_bytes, created_by: auth.sub })
      .onConflict((conflict) => conflict.column('upload_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) throw importErrors.alreadyImported();
    await this.queue(created.id);
    return this.get(auth, created.id);
  }

  /** Imports anyway a file that had only warnings (spec: warnings can be ignored). */
  async confirm(auth: AccessClaims, id: string): Promise<ImportResponse> {
    const current = await this.get(auth, id);
    requirePermission(auth, PERMISSIONS[current.kind].write);
    const updated = await this.db
      .updateTable('imports')
      .set({ status: 'QUEUED', ignore_warnings: true, processed_bytes: 0, started_at: null, finished_at: null })
      .where('id', '=', id)
      .where('organization_id', '=', auth.org)
      .where('status', '=', 'NEEDS_CONFIRMATION')
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw importErrors.notAwaitingConfirmation();
    await this.queue(id);
    return this.get(auth, id);
  }

  private async queue(id: string): Promise<void> {
    if (!this.jobs) throw new Error('The job queue is not running.');
    await this.jobs.add(IMPORT_JOB, { importId: id }, { jobKey: `import:${id}`, maxAttempts: 3 });
  }

  private selectImports() {
    return this.db.selectFrom('imports').innerJoin('uploads', 'uploads.id', 'imports.upload_id').selectAll('imports').select('uploads.file_name');
  }

  async get(auth: AccessClaims, id: string): Promise<ImportResponse> {
    const row = await this.selectImports().where('imports.id', '=', id).where('imports.organization_id', '=', auth.org).executeTakeFirst();
    if (!row) throw importErrors.notFound();
    requirePermission(auth, PERMISSIONS[row.kind].read);
    return toResponse(row);
  }

  async findByIds(auth: AccessClaims, ids: string[]): Promise<ImportResponse[]> {
    const rows = await this.selectImports().where('imports.id', 'in', ids).where('imports.organization_id', '=', auth.org).execute();
    return rows.filter((row) => auth.perms.includes(PERMISSIONS[row.kind].read)).map(toResponse);
  }

  /** The latest imports of one kind, newest first (optionally of one bank account). */
  async list(auth: AccessClaims, query: { kind: ImportKind; bankAccountId?: string; limit?: number }): Promise<ImportResponse[]> {
    requirePermission(auth, PERMISSIONS[query.kind].read);
    let select = this.selectImports().where('imports.organization_id', '=', auth.org).where('imports.kind', '=', query.kind);
    if (query.bankAccountId) select = select.where('imports.bank_account_id', '=', query.bankAccountId);
    const rows = await select
      .orderBy('imports.created_at', 'desc')
      .limit(query.limit ?? 10)
      .execute();
    return rows.map(toResponse);
  }

  /**
   * The job: runs one import. A retry after a crash starts it over (the
   * crashed attempt's transaction was rolled back); the last failed attempt
   * ends it FAILED.
   */
  async run(importId: string, attempt: { number: number; max: number }): Promise<void> {
    const claimed = await this.db
      .updateTable('imports')
      .set({ status: 'RUNNING', started_at: new Date(), processed_bytes: 0 })
      .where('id', '=', importId)
      .where('status', 'in', ['QUEUED', 'RUNNING'])
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return;
    const upload = await this.db.selectFrom('uploads').selectAll().where('id', '=', claimed.upload_id).executeTakeFirstOrThrow();
    const processor = this.processors.get(claimed.kind);
    if (!processor) throw new Error(`No processor for ${claimed.kind} imports`);
    const progress = this.progressReporter(claimed);
    try {
      const outcome = await this.transaction(async (trx, copyFrom) => {
        const result = await processor.run({
          trx,
          copyFrom,
          importId,
          organizationId: claimed.organization_id,
          actorId: claimed.created_by,
          source: this.storage.get(upload.storage_key),
          ignoreWarnings: claimed.ignore_warnings,
          bankAccountId: claimed.bank_account_id,
          onProgress: progress.report,
        });
        if (result.errorCount > 0 || (result.warningCount > 0 && !claimed.ignore_warnings)) throw new Undo(result);
        await recordActivity(trx, {
          actor: claimed.created_by ? { sub: claimed.created_by, org: claimed.organization_id } : null,
          organizationId: claimed.organization_id,
          entity: 'IMPORT',
          entityId: importId,
          action: 'CREATED',
          description: describeActivity('IMPORT_COMPLETED', { kind: claimed.kind, count: result.created, fileName: upload.file_name, skipped: result.skipped ?? 0 }),
        });
        await this.finish(trx, claimed, 'COMPLETED', result);
        return result;
      });
      this.logger.info({ importId, kind: claimed.kind, created: outcome.created, skipped: outcome.skipped }, 'import completed');
    } catch (error) {
      if (error instanceof Undo) {
        await this.finish(this.db, claimed, error.outcome.errorCount > 0 ? 'BLOCKED' : 'NEEDS_CONFIRMATION', error.outcome);
        return;
      }
      this.logger.error({ err: error, importId, attempt: attempt.number }, 'import failed');
      if (attempt.number < attempt.max) {
        await this.db.updateTable('imports').set({ status: 'QUEUED' }).where('id', '=', importId).execute();
        throw error;
      }
      await this.db.updateTable('imports').set({ status: 'FAILED', failure_code: IMPORT_FAILURE_CODE, finished_at: new Date() }).where('id', '=', importId).execute();
      await this.publish(claimed);
    } finally {
      progress.stop();
    }
  }

  /**
   * Runs `work` in one transaction. With the pool, the transaction holds one
   * connection of it, and `copyFrom` streams into that same connection (and
   * so into the same all-or-nothing transaction) with COPY FROM STDIN.
   */
  private async transaction<T>(work: (trx: Transaction<TreasuryDatabase>, copyFrom?: (statement: string) => Writable) => Promise<T>): Promise<T> {
    if (!this.pool) return this.db.transaction().execute((trx) => work(trx));
    const client = await this.pool.connect();
    let failed: unknown = null;
    try {
      // Kysely on this one connection; releasing it is this method's job.
      const single = new Kysely<TreasuryDatabase>({
        dialect: new PostgresDialect({ pool: { connect: async () => ({ query: client.query.bind(client) as pg.PoolClient['query'], release: () => undefined }), end: async () => undefined } }),
      });
      return await single.transaction().execute((trx) => work(trx, (statement) => client.query(copyFromStdin(statement))));
    } catch (error) {
      failed = error;
      throw error;
    } finally {
      // A connection whose COPY failed half-way is not given to anyone else.
      client.release(failed instanceof Error ? failed : undefined);
    }
  }

  /** Ends as FAILED an import whose last attempt died without ending it (its process crashed); an ended one stays as it is. */
  async failAbandoned(importId: string): Promise<void> {
    const row = await this.db
      .updateTable('imports')
      .set({ status: 'FAILED', failure_code: IMPORT_FAILURE_CODE, finished_at: new Date() })
      .where('id', '=', importId)
      .where('status', 'in', ['QUEUED', 'RUNNING'])
      .returningAll()
      .executeTakeFirst();
    if (row) await this.publish(row);
  }

  private async finish(trx: Kysely<TreasuryDatabase>, row: Selectable<TreasuryDatabase['imports']>, status: ImportStatus, outcome: ImportOutcome): Promise<void> {
    await trx
      .updateTable('imports')
      .set({
        status,
        processed_bytes: row.total_bytes,
        rows_read: outcome.rowsRead,
        created_count: status === 'COMPLETED' ? outcome.created : 0,
        skipped_count: outcome.skipped,
        error_count: outcome.errorCount,
        warning_count: outcome.warningCount,
        issues: JSON.stringify(outcome.issues.slice(0, MAX_STORED_ISSUES)),
        summary: JSON.stringify(outcome.summary),
        failure_code: null,
        finished_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    await this.publish(row, trx);
  }

  private async publish(row: Selectable<TreasuryDatabase['imports']>, trx: Kysely<TreasuryDatabase> = this.db): Promise<void> {
    await publishEvent(trx as Kysely<unknown>, { type: IMPORT_PROGRESS_EVENT, organizationId: row.organization_id, subjectId: row.id, permission: PERMISSIONS[row.kind].read });
  }

  /**
   * Writes the bytes read so far and publishes them, at most every 200 ms, on
   * the pool (outside the import's transaction, so watchers see it at once).
   */
  private progressReporter(row: Selectable<TreasuryDatabase['imports']>) {
    let latest = 0;
    let written = 0;
    let writing = false;
    const flush = async () => {
      if (writing || latest === written) return;
      writing = true;
      const bytes = latest;
      try {
        await this.db.updateTable('imports').set({ processed_bytes: bytes }).where('id', '=', row.id).where('status', '=', 'RUNNING').execute();
        await this.publish(row);
        written = bytes;
      } catch (error) {
        this.logger.warn({ err: error, importId: row.id }, 'could not publish import progress');
      } finally {
        writing = false;
      }
    };
    const timer = setInterval(() => void flush(), PROGRESS_INTERVAL_MS);
    timer.unref();
    return {
      report: (bytes: number) => {
        latest = bytes;
      },
      stop: () => clearInterval(timer),
    };
  }
}
