import type { Readable, Writable } from 'node:stream';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import type pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import { describeActivity, recordActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import {
  IMPORT_MAX_BYTES,
  type ImportKind,
  type ImportListQuery,
  type ImportResponse,
  type ImportStartBody,
  type UploadResponse,
} from '../../../contracts/treasury/imports.js';
import { bankAccountErrors } from '../bank-accounts/errors.js';
import type { EventChange } from '../../../contracts/common/events.js';
import { publishEvent } from '../../kit/events.js';
import { AttachableJobs } from '../../kit/jobs.js';
import type { Logger } from '../../kit/logger.js';
import { csvSniff, StorageLimitError, type FileStorage } from '../../kit/storage.js';
import type { TreasuryDatabase } from '../db-types.js';
import { importErrors } from './errors.js';
import { PAYMENT_PROVIDER_CATALOGUE } from '../../../contracts/treasury/payment-providers.js';
import { paymentProviderErrors } from '../payment-providers/errors.js';
import { findPaymentProviderKind } from '../payment-providers/repository/providers.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import { ORDER_KIND_OF_IMPORT, paymentImportOptions } from '../payments/import.js';
import {
  bankAccountExists,
  claimImport,
  failUnfinishedImport,
  findImport,
  findImportsByIds,
  findUpload,
  finishImport,
  insertImport,
  insertUpload,
  listImports,
  requeueIgnoringWarnings,
  setImportFailed,
  setImportProgress,
  setImportQueued,
  type ImportRecord,
} from './repository.js';
import type { ImportOutcome, ImportProcessor } from './types.js';

export { IMPORT_FAILURE_CODE } from '../../../contracts/treasury/imports.js';
export { importErrors };

/** Who may import, and who may see an import, by kind. */
const PERMISSIONS: Record<ImportKind, { write: string; read: string; label: string }> = {
  STATEMENT: { write: 'statements:import', read: 'statements:read', label: 'statement' },
  COUNTERPARTIES: {
    write: 'counterparties:create',
    read: 'counterparties:read',
    label: 'counterparties',
  },
  EXPECTED_TRANSACTIONS: {
    write: 'expected-transactions:manage',
    read: 'expected-transactions:read',
    label: 'expected transactions',
  },
  PAYMENT_REPORT: {
    write: 'payment-providers:manage',
    read: 'payment-providers:read',
    label: 'payment report',
  },
  PAYMENTS: { write: 'payments:create', read: 'payments:read', label: 'payments' },
  TRANSFERS: { write: 'transfers:create', read: 'transfers:read', label: 'transfers' },
};

/** The event each progress step and each end of an import publishes. */
export const IMPORT_PROGRESS_EVENT = 'import.progress';
/** The event an import's end publishes besides its last progress, with its final status as the change (webhooks' `import.finished`). */
export const IMPORT_FINISHED_EVENT = 'import.finished';
export const IMPORT_JOB = 'imports:run';
/** How often a running import publishes its progress. */
const PROGRESS_INTERVAL_MS = 200;

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
  /** The job queue, attached once it runs (it starts after the service is built). */
  readonly jobs = new AttachableJobs();

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
    /** The account service, for what starting a payments or transfers import reads with the caller's token (the service has it; an import process does not). */
    private readonly accounts: AccountClient | null = null,
  ) {}

  /**
   * Stores an uploaded file for an import of its purpose. `caller` (the
   * request's own token) lets a payments or transfers file be refused at
   * once, before it is read, while the company's controls switch the kind off.
   */
  async upload(
    auth: AccessClaims,
    input: { purpose: ImportKind; fileName: string; source: Readable },
    caller?: OnBehalfOf,
  ): Promise<UploadResponse> {
    requirePermission(auth, PERMISSIONS[input.purpose].write);
    const orderKind = ORDER_KIND_OF_IMPORT[input.purpose];
    if (orderKind) {
      try {
        await paymentImportOptions(this.accountsFor(caller), auth, caller!, orderKind);
      } catch (error) {
        input.source.resume();
        throw error;
      }
    }
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
      stored = await this.storage.put(`uploads/${auth.org}`, input.source, {
        maxBytes: IMPORT_MAX_BYTES,
        sniff: csvSniff,
      });
    } catch (error) {
      input.source.resume();
      if (error instanceof StorageLimitError)
        throw error.reason === 'TOO_LARGE'
          ? importErrors.tooLarge()
          : importErrors.notCsv(error.message);
      throw error;
    }
    if (stored.size === 0) {
      await this.storage.delete(stored.key);
      throw importErrors.emptyFile();
    }
    const row = await insertUpload(this.db, auth.org, auth.sub, {
      purpose: input.purpose,
      fileName,
      size: stored.size,
      sha256: stored.sha256,
      storageKey: stored.key,
    });
    return {
      id: row.id,
      purpose: input.purpose,
      fileName,
      size: stored.size,
      sha256: stored.sha256,
      createdAt: row.created_at.toISOString(),
    };
  }

  /**
   * Queues the import of an uploaded file. A payments or transfers import
   * reads the organisation's settings here, with `caller`'s token, and keeps
   * what its job needs (payments/import.ts paymentImportOptions).
   */
  async start(
    auth: AccessClaims,
    input: ImportStartBody,
    caller?: OnBehalfOf,
  ): Promise<ImportResponse> {
    requirePermission(auth, PERMISSIONS[input.kind].write);
    const upload = await findUpload(this.db, input.uploadId, auth.org);
    if (!upload) throw importErrors.uploadNotFound();
    if (upload.purpose !== input.kind) throw importErrors.wrongKind();
    let bankAccountId: string | null = null;
    if (input.kind === 'STATEMENT') {
      if (!input.bankAccountId) throw importErrors.bankAccountRequired();
      if (!(await bankAccountExists(this.db, auth.org, input.bankAccountId)))
        throw bankAccountErrors.notFound('bankAccountId');
      bankAccountId = input.bankAccountId;
    }
    let paymentProviderId: string | null = null;
    if (input.kind === 'PAYMENT_REPORT') {
      if (!input.paymentProviderId) throw paymentProviderErrors.providerRequired();
      const provider = await findPaymentProviderKind(this.db, auth.org, input.paymentProviderId);
      if (!provider) throw paymentProviderErrors.notFound('paymentProviderId');
      if (!PAYMENT_PROVIDER_CATALOGUE[provider].report.layout)
        throw paymentProviderErrors.noImport();
      paymentProviderId = input.paymentProviderId;
    }
    const orderKind = ORDER_KIND_OF_IMPORT[input.kind];
    const options = orderKind
      ? await paymentImportOptions(this.accountsFor(caller), auth, caller!, orderKind)
      : null;
    const created = await insertImport(this.db, auth.org, auth.sub, {
      kind: input.kind,
      uploadId: upload.id,
      bankAccountId,
      paymentProviderId,
      options,
      totalBytes: upload.size_bytes,
    });
    if (!created) throw importErrors.alreadyImported();
    await this.queue(created);
    return this.get(auth, created);
  }

  /**
   * Imports anyway a file that had only warnings (spec: warnings can be
   * ignored). A payments or transfers file is refused, as at its start,
   * while the company's controls switch its kind off.
   */
  async confirm(auth: AccessClaims, id: string, caller?: OnBehalfOf): Promise<ImportResponse> {
    const current = await this.get(auth, id);
    requirePermission(auth, PERMISSIONS[current.kind].write);
    const orderKind = ORDER_KIND_OF_IMPORT[current.kind];
    if (orderKind) await paymentImportOptions(this.accountsFor(caller), auth, caller!, orderKind);
    if (!(await requeueIgnoringWarnings(this.db, auth.org, id)))
      throw importErrors.notAwaitingConfirmation();
    await this.queue(id);
    return this.get(auth, id);
  }

  /** The account client, for a request that asks on its caller's behalf. */
  private accountsFor(caller: OnBehalfOf | undefined): AccountClient {
    if (!this.accounts || !caller)
      throw new Error(
        'Payments and transfers imports are started in a request, with the account service at hand',
      );
    return this.accounts;
  }

  private async queue(id: string): Promise<void> {
    await this.jobs.add(IMPORT_JOB, { importId: id }, { jobKey: `import:${id}`, maxAttempts: 3 });
  }

  async get(auth: AccessClaims, id: string): Promise<ImportResponse> {
    const found = await findImport(this.db, auth.org, id);
    if (!found) throw importErrors.notFound();
    requirePermission(auth, PERMISSIONS[found.kind].read);
    return found;
  }

  async findByIds(auth: AccessClaims, ids: readonly string[]): Promise<ImportResponse[]> {
    const found = await findImportsByIds(this.db, auth.org, ids);
    return found.filter((item) => auth.perms.includes(PERMISSIONS[item.kind].read));
  }

  /** The latest imports of one kind, newest first (optionally of one bank account). */
  async list(auth: AccessClaims, query: ImportListQuery): Promise<ImportResponse[]> {
    requirePermission(auth, PERMISSIONS[query.kind].read);
    return listImports(this.db, auth.org, {
      kind: query.kind,
      bankAccountId: query.bankAccountId,
      paymentProviderId: query.paymentProviderId,
      limit: query.limit ?? 10,
    });
  }

  /**
   * The job: runs one import. A retry after a crash starts it over (the
   * crashed attempt's transaction was rolled back); the last failed attempt
   * ends it FAILED.
   */
  async run(importId: string, attempt: { number: number; max: number }): Promise<void> {
    const claimed = await claimImport(this.db, importId);
    if (!claimed) return;
    const upload = await findUpload(this.db, claimed.upload_id);
    if (!upload) throw new Error(`The upload of import ${importId} is gone`);
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
          paymentProviderId: claimed.payment_provider_id ?? null,
          options: claimed.options ?? null,
          onProgress: progress.report,
        });
        if (result.errorCount > 0 || (result.warningCount > 0 && !claimed.ignore_warnings))
          throw new Undo(result);
        await recordActivity(trx, {
          actor: claimed.created_by
            ? { sub: claimed.created_by, org: claimed.organization_id }
            : null,
          organizationId: claimed.organization_id,
          entity: 'IMPORT',
          entityId: importId,
          action: 'CREATED',
          description: describeActivity('IMPORT_COMPLETED', {
            kind: claimed.kind,
            count: result.created,
            fileName: upload.file_name,
            skipped: result.skipped ?? 0,
          }),
        });
        await this.finish(trx, claimed, 'COMPLETED', result);
        return result;
      });
      this.logger.info(
        { importId, kind: claimed.kind, created: outcome.created, skipped: outcome.skipped },
        'import completed',
      );
    } catch (error) {
      if (error instanceof Undo) {
        await this.db
          .transaction()
          .execute((trx) =>
            this.finish(
              trx,
              claimed,
              error.outcome.errorCount > 0 ? 'BLOCKED' : 'NEEDS_CONFIRMATION',
              error.outcome,
            ),
          );
        return;
      }
      this.logger.error({ err: error, importId, attempt: attempt.number }, 'import failed');
      if (attempt.number < attempt.max) {
        await setImportQueued(this.db, importId);
        throw error;
      }
      await this.db.transaction().execute(async (trx) => {
        await setImportFailed(trx, importId);
        await this.publishEnd(trx, claimed, 'FAILED');
      });
    } finally {
      await progress.stop();
    }
  }

  /**
   * Runs `work` in one transaction. With the pool, the transaction holds one
   * connection of it, and `copyFrom` streams into that same connection (and
   * so into the same all-or-nothing transaction) with COPY FROM STDIN.
   */
  private async transaction<T>(
    work: (
      trx: Transaction<TreasuryDatabase>,
      copyFrom?: (statement: string) => Writable,
    ) => Promise<T>,
  ): Promise<T> {
    if (!this.pool) return this.db.transaction().execute((trx) => work(trx));
    const client = await this.pool.connect();
    let failed: unknown = null;
    try {
      // Kysely on this one connection; releasing it is this method's job.
      const single = new Kysely<TreasuryDatabase>({
        dialect: new PostgresDialect({
          pool: {
            connect: async () => ({
              query: client.query.bind(client) as pg.PoolClient['query'],
              release: () => undefined,
            }),
            end: async () => undefined,
          },
        }),
      });
      return await single
        .transaction()
        .execute((trx) => work(trx, (statement) => client.query(copyFromStdin(statement))));
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
    await this.db.transaction().execute(async (trx) => {
      const row = await failUnfinishedImport(trx, importId);
      if (row) await this.publishEnd(trx, row, 'FAILED');
    });
  }

  private async finish(
    trx: Kysely<TreasuryDatabase>,
    row: ImportRecord,
    status: EventChange<'import.finished'>,
    outcome: ImportOutcome,
  ): Promise<void> {
    await finishImport(trx, row, status, outcome);
    await this.publishEnd(trx, row, status);
  }

  /** An import's end: its last progress for those watching it, and that it finished, with how, for webhooks. */
  private async publishEnd(
    trx: Kysely<TreasuryDatabase>,
    row: ImportRecord,
    status: EventChange<'import.finished'>,
  ): Promise<void> {
    await this.publish(row, trx);
    await publishEvent(trx as Kysely<unknown>, {
      type: IMPORT_FINISHED_EVENT,
      organizationId: row.organization_id,
      subjectId: row.id,
      permission: PERMISSIONS[row.kind].read,
      change: status,
    });
  }

  private async publish(row: ImportRecord, trx: Kysely<TreasuryDatabase> = this.db): Promise<void> {
    await publishEvent(trx as Kysely<unknown>, {
      type: IMPORT_PROGRESS_EVENT,
      organizationId: row.organization_id,
      subjectId: row.id,
      permission: PERMISSIONS[row.kind].read,
    });
  }

  /**
   * Writes the bytes read so far and publishes them, at most every 200 ms, on
   * the pool (outside the import's transaction, so watchers see it at once).
   * `stop` waits for a write under way: the import's process closes its
   * database once the import has ended.
   */
  private progressReporter(row: ImportRecord) {
    let latest = 0;
    let written = 0;
    let writing = false;
    const flush = async () => {
      if (writing || latest === written) return;
      writing = true;
      const bytes = latest;
      try {
        await setImportProgress(this.db, row.id, bytes);
        await this.publish(row);
        written = bytes;
      } catch (error) {
        this.logger.warn({ err: error, importId: row.id }, 'could not publish import progress');
      } finally {
        writing = false;
      }
    };
    let flushing = Promise.resolve();
    const timer = setInterval(() => {
      flushing = flush();
    }, PROGRESS_INTERVAL_MS);
    timer.unref();
    return {
      report: (bytes: number) => {
        latest = bytes;
      },
      stop: async () => {
        clearInterval(timer);
        await flushing;
      },
    };
  }
}
