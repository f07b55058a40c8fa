import { sql, type Selectable } from 'kysely';
import type {
  ImportIssue,
  ImportKind,
  ImportResponse,
  ImportStatus,
} from '../../../contracts/treasury/imports.js';
import { IMPORT_FAILURE_CODE } from '../../../contracts/treasury/imports.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import type { ImportOutcome } from './types.js';
import { organizationHas } from '../../kit/database.js';

export type ImportRecord = Selectable<TreasuryDatabase['imports']>;
type ImportRow = ImportRecord & { file_name: string };

/** The most issues an import keeps; a file with more still counts them all. */
const MAX_STORED_ISSUES = 1_000;

const toResponse = (row: ImportRow): ImportResponse => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  fileName: row.file_name,
  bankAccountId: row.bank_account_id,
  paymentProviderId: row.payment_provider_id,
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

export type StoredUpload = {
  purpose: ImportKind;
  fileName: string;
  size: number;
  sha256: string;
  storageKey: string;
};

export async function insertUpload(
  db: Db,
  organizationId: string,
  createdBy: string,
  upload: StoredUpload,
) {
  return db
    .insertInto('uploads')
    .values({
      organization_id: organizationId,
      purpose: upload.purpose,
      file_name: upload.fileName,
      size_bytes: upload.size,
      sha256: upload.sha256,
      storage_key: upload.storageKey,
      created_by: createdBy,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** An upload; scoped to the organisation when one is given (a job reads its own import's upload). */
export async function findUpload(db: Db, id: string, organizationId?: string) {
  let query = db.selectFrom('uploads').selectAll().where('id', '=', id);
  if (organizationId) query = query.where('organization_id', '=', organizationId);
  return query.executeTakeFirst();
}

/** Whether the organisation has this bank account. */
export const bankAccountExists = (db: Db, organizationId: string, id: string) =>
  organizationHas(db, 'bank_accounts', organizationId, id);

/** Queues an import of an upload; undefined when that upload was already imported (one import per upload). */
export async function insertImport(
  db: Db,
  organizationId: string,
  createdBy: string,
  input: {
    kind: ImportKind;
    uploadId: string;
    bankAccountId: string | null;
    paymentProviderId?: string | null;
    options?: unknown;
    totalBytes: string | number;
  },
) {
  const row = await db
    .insertInto('imports')
    .values({
      organization_id: organizationId,
      kind: input.kind,
      upload_id: input.uploadId,
      bank_account_id: input.bankAccountId,
      payment_provider_id: input.paymentProviderId ?? null,
      options:
        input.options === undefined || input.options === null
          ? null
          : JSON.stringify(input.options),
      total_bytes: input.totalBytes,
      created_by: createdBy,
    })
    .onConflict((conflict) => conflict.column('upload_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Queues again, ignoring warnings, an import that waits for a decision on them; false when it does not wait. */
export async function requeueIgnoringWarnings(
  db: Db,
  organizationId: string,
  id: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('imports')
    .set({
      status: 'QUEUED',
      ignore_warnings: true,
      processed_bytes: 0,
      started_at: null,
      finished_at: null,
    })
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'NEEDS_CONFIRMATION')
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

function selectImports(db: Db) {
  return db
    .selectFrom('imports')
    .innerJoin('uploads', 'uploads.id', 'imports.upload_id')
    .selectAll('imports')
    .select('uploads.file_name');
}

export async function findImport(
  db: Db,
  organizationId: string,
  id: string,
): Promise<ImportResponse | undefined> {
  const row = await selectImports(db)
    .where('imports.id', '=', id)
    .where('imports.organization_id', '=', organizationId)
    .executeTakeFirst();
  return row && toResponse(row);
}

export async function findImportsByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<ImportResponse[]> {
  if (ids.length === 0) return [];
  const rows = await selectImports(db)
    .where('imports.id', 'in', ids)
    .where('imports.organization_id', '=', organizationId)
    .execute();
  return rows.map(toResponse);
}

/** The latest imports of one kind, newest first (optionally of one bank account). */
export async function listImports(
  db: Db,
  organizationId: string,
  query: { kind: ImportKind; bankAccountId?: string; paymentProviderId?: string; limit: number },
): Promise<ImportResponse[]> {
  let select = selectImports(db)
    .where('imports.organization_id', '=', organizationId)
    .where('imports.kind', '=', query.kind);
  if (query.bankAccountId)
    select = select.where('imports.bank_account_id', '=', query.bankAccountId);
  if (query.paymentProviderId)
    select = select.where('imports.payment_provider_id', '=', query.paymentProviderId);
  const rows = await select.orderBy('imports.created_at', 'desc').limit(query.limit).execute();
  return rows.map(toResponse);
}

/** Claims a queued (or crashed running) import for a run; undefined when it has ended. */
export async function claimImport(db: Db, id: string): Promise<ImportRecord | undefined> {
  return db
    .updateTable('imports')
    .set({ status: 'RUNNING', started_at: new Date(), processed_bytes: 0 })
    .where('id', '=', id)
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .returningAll()
    .executeTakeFirst();
}

export async function setImportQueued(db: Db, id: string): Promise<void> {
  await db.updateTable('imports').set({ status: 'QUEUED' }).where('id', '=', id).execute();
}

export async function setImportFailed(db: Db, id: string): Promise<void> {
  await db
    .updateTable('imports')
    .set({ status: 'FAILED', failure_code: IMPORT_FAILURE_CODE, finished_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Ends as FAILED an import still queued or running; undefined when it had ended. */
export async function failUnfinishedImport(db: Db, id: string): Promise<ImportRecord | undefined> {
  return db
    .updateTable('imports')
    .set({ status: 'FAILED', failure_code: IMPORT_FAILURE_CODE, finished_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .returningAll()
    .executeTakeFirst();
}

/** Ends an import with its outcome (created rows count only when it completed). */
export async function finishImport(
  db: Db,
  row: ImportRecord,
  status: ImportStatus,
  outcome: ImportOutcome,
): Promise<void> {
  await db
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
}

export async function setImportProgress(db: Db, id: string, bytes: number): Promise<void> {
  await db
    .updateTable('imports')
    .set({ processed_bytes: bytes })
    .where('id', '=', id)
    .where('status', '=', 'RUNNING')
    .execute();
}

// Uploads no import used (upload-cleanup.ts).

/** Up to `limit` uploads older than `maxAgeMs` (by `now`, or the database's clock) that no import refers to, oldest first. */
export async function findUnusedUploads(
  db: Db,
  age: { now?: Date; maxAgeMs: number },
  limit: number,
) {
  const cutoff = age.now
    ? sql<Date>`${new Date(age.now.getTime() - age.maxAgeMs)}::timestamptz`
    : sql<Date>`now() - ${`${age.maxAgeMs} milliseconds`}::interval`;
  return db
    .selectFrom('uploads as u')
    .select(['u.id'])
    .where('u.created_at', '<', cutoff)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('imports as i').select('i.id').whereRef('i.upload_id', '=', 'u.id'),
        ),
      ),
    )
    .orderBy('u.created_at')
    .limit(limit)
    .execute();
}

/** Deletes an upload unless an import now refers to it; answers its stored file when it went. */
export async function deleteUnusedUpload(db: Db, id: string) {
  return db
    .deleteFrom('uploads as u')
    .where('u.id', '=', id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('imports as i').select('i.id').whereRef('i.upload_id', '=', 'u.id'),
        ),
      ),
    )
    .returning(['u.storage_key', 'u.organization_id'])
    .executeTakeFirst();
}
