import { Readable } from 'node:stream';
import { sql, type Kysely, type Selectable } from 'kysely';
import { Type, type Static } from 'typebox';
import { describeActivity, recordActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { ServiceError } from '../../kit/errors.js';
import { decodeCursor, encodeCursor, instantKey } from '../../kit/cursor.js';
import type { JobRunner } from '../../kit/jobs.js';
import type { Logger } from '../../kit/logger.js';
import type { Mailer } from '../../kit/mailer.js';
import type { FileStorage } from '../../kit/storage.js';
import type { TreasuryDatabase } from '../db-types.js';
import { ExportResponse, type ExportBody, type StatementFilters } from './schemas.js';
import { bookedBefore, bookingPositionOf, NEWEST_FIRST, type BookingPosition } from './booking-order.js';
import { applyStatementFilters, statementLines, toStatementResponse } from './service.js';

export const EXPORT_JOB = 'exports:statement-transactions';
/** Rows read per query while writing the file. */
const CHUNK = 2_000;

export const exportErrors = {
  notFound: () => new ServiceError(404, 'U-TRSY-EX-1', 'Export not found.'),
  notReady: () => new ServiceError(409, 'U-TRSY-EX-2', 'The export is not ready yet.'),
  /** The spec's export failure message. */
  failed: () => new ServiceError(500, 'U-TRSY-EX-3', 'Oops! An error occurred while exporting the records. Please try again later.'),
};

const HEADER = ['Date', 'Time', 'Posting date', 'Bank account', 'Account number', 'Description', 'Reference', 'Type', 'Amount', 'Currency', 'Ending balance', 'Reconciliation status', 'Source'];

/** One CSV field: quoted when needed, and a leading =, +, - or @ neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const ExportListQuery = Type.Object(
  {
    first: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    after: Type.Optional(Type.String({ maxLength: 200, description: 'The cursor of the last export of the previous page.' })),
  },
  { additionalProperties: false },
);
export type ExportListQuery = Static<typeof ExportListQuery>;

export const ExportPage = Type.Object({
  items: Type.Array(Type.Object({ cursor: Type.String(), node: ExportResponse })),
  hasNextPage: Type.Boolean(),
});
export type ExportPage = Static<typeof ExportPage>;

type ExportRow = Selectable<TreasuryDatabase['exports']>;

/** A list cursor: the export's creation instant (to the microsecond) and id. */
function parseCursor(cursor: string): { at: string; id: string } {
  const value = decodeCursor(cursor, ['instant', 'uuid']);
  if (!value) throw new ServiceError(400, 'BAD_REQUEST', 'The cursor is not valid.', 'after');
  return { at: value[0] as string, id: value[1] as string };
}

const toResponse = (row: ExportRow): ExportResponse => ({
  id: row.id,
  kind: row.kind,
  requestedBy: row.requested_by,
  status: row.status,
  rowCount: row.row_count,
  fileName: row.file_name,
  createdAt: row.created_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
});

/**
 * Statement transactions to CSV (spec: exports are asynchronous; the user is
 * emailed when done). The request is queued; a background job writes the
 * filtered lines to storage in chunks and mails the link.
 */
export class StatementExportService {
  private jobs: JobRunner | null = null;

  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly storage: FileStorage,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
    private readonly logger: Logger,
  ) {}

  attachJobs(jobs: JobRunner): void {
    this.jobs = jobs;
  }

  async request(auth: AccessClaims, body: ExportBody): Promise<ExportResponse> {
    requirePermission(auth, 'statements:export');
    // The filters are checked now, so a wrong range is answered at once and never fails in the job.
    applyStatementFilters(statementLines(this.db, auth.org), body.filters);
    if (body.filters.bankAccountId) {
      const account = await this.db.selectFrom('bank_accounts').select('id').where('id', '=', body.filters.bankAccountId).where('organization_id', '=', auth.org).executeTakeFirst();
      if (!account) throw new ServiceError(404, 'U-TRSY-BA-1', 'Bank account not found.', 'bankAccountId');
    }
    const row = await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('exports')
        .values({ organization_id: auth.org, kind: 'STATEMENT_TRANSACTIONS', filters: JSON.stringify(body.filters), requested_by: auth.sub, mail_to: body.mailTo })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordActivity(trx, {
        actor: auth,
        organizationId: auth.org,
        entity: 'EXPORT',
        entityId: inserted.id,
        action: 'CREATED',
        description: describeActivity('EXPORT_REQUESTED', { kind: 'STATEMENT_TRANSACTIONS' }),
      });
      return inserted;
    });
    if (!this.jobs) throw new Error('The job queue is not running.');
    await this.jobs.add(EXPORT_JOB, { exportId: row.id }, { jobKey: `export:${row.id}`, maxAttempts: 3 });
    return toResponse(row);
  }

  /**
   * The organisation's exports, newest first: every one, not only the
   * caller's, because anyone allowed to export may download any of them
   * (see `file`) and a team shares its exports.
   */
  async list(auth: AccessClaims, query: ExportListQuery): Promise<ExportPage> {
    requirePermission(auth, 'statements:export');
    const first = query.first ?? 20;
    let select = this.db.selectFrom('exports').selectAll().select(instantKey('created_at').as('cursor_at')).where('organization_id', '=', auth.org);
    if (query.after) {
      const after = parseCursor(query.after);
      select = select.where(sql<boolean>`(created_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
    }
    const rows = await select
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(first + 1)
      .execute();
    return { items: rows.slice(0, first).map((row) => ({ cursor: encodeCursor([row.cursor_at, row.id]), node: toResponse(row) })), hasNextPage: rows.length > first };
  }

  async get(auth: AccessClaims, id: string): Promise<ExportResponse> {
    requirePermission(auth, 'statements:export');
    const row = await this.db.selectFrom('exports').selectAll().where('id', '=', id).where('organization_id', '=', auth.org).executeTakeFirst();
    if (!row) throw exportErrors.notFound();
    return toResponse(row);
  }

  /** The finished file, for the member who asked for it or anyone allowed to export. */
  async file(auth: AccessClaims, id: string): Promise<{ fileName: string; stream: Readable }> {
    requirePermission(auth, 'statements:export');
    const row = await this.db.selectFrom('exports').selectAll().where('id', '=', id).where('organization_id', '=', auth.org).executeTakeFirst();
    if (!row) throw exportErrors.notFound();
    if (row.status === 'FAILED') throw exportErrors.failed();
    if (row.status !== 'COMPLETED' || !row.storage_key || !row.file_name) throw exportErrors.notReady();
    return { fileName: row.file_name, stream: this.storage.get(row.storage_key) };
  }

  /** The job: writes the file, then mails the link; the last failed attempt mails the spec's failure message. */
  async run(exportId: string, attempt: { number: number; max: number }): Promise<void> {
    const row = await this.db.updateTable('exports').set({ status: 'RUNNING' }).where('id', '=', exportId).where('status', 'in', ['QUEUED', 'RUNNING']).returningAll().executeTakeFirst();
    if (!row) return;
    const filters = row.filters as StatementFilters;
    try {
      let count = 0;
      const lines = this.lines(row.organization_id, filters, () => (count += 1));
      const stored = await this.storage.put(`exports/${row.organization_id}`, Readable.from(lines), { maxBytes: Number.MAX_SAFE_INTEGER });
      const fileName = `statement-transactions-${new Date().toISOString().slice(0, 10)}.csv`;
      await this.db.updateTable('exports').set({ status: 'COMPLETED', storage_key: stored.key, file_name: fileName, row_count: count, finished_at: new Date() }).where('id', '=', exportId).execute();
      const link = `${this.appUrl}/exports/${exportId}/download`;
      await this.mailer.send({
        to: row.mail_to,
        subject: 'Your statement transactions export is ready',
        text: `Your export of ${count} statement ${count === 1 ? 'transaction' : 'transactions'} is ready.\n\nDownload it (sign in first): ${link}\n\nEkspor ${count} transaksi rekening koran Anda sudah siap. Unduh di tautan di atas.`,
      });
    } catch (error) {
      this.logger.error({ err: error, exportId, attempt: attempt.number }, 'export failed');
      if (attempt.number < attempt.max) {
        await this.db.updateTable('exports').set({ status: 'QUEUED' }).where('id', '=', exportId).execute();
        throw error;
      }
      await this.db.updateTable('exports').set({ status: 'FAILED', finished_at: new Date() }).where('id', '=', exportId).execute();
      await this.mailer.send({
        to: row.mail_to,
        subject: 'Your statement transactions export failed',
        text: `${exportErrors.failed().message}\n\nMaaf! Terjadi kesalahan saat mengekspor data. Silakan coba lagi nanti.`,
      });
    }
  }

  /** The CSV text, a chunk of lines at a time, in the list's order (newest first). */
  private async *lines(organizationId: string, filters: StatementFilters, onRow: () => void): AsyncGenerator<string> {
    yield `\uFEFF${HEADER.join(',')}\r\n`;
    const accounts = new Map((await this.db.selectFrom('bank_accounts').select(['id', 'alias', 'account_number']).where('organization_id', '=', organizationId).execute()).map((a) => [a.id, a]));
    let after: BookingPosition | null = null;
    for (;;) {
      let query = applyStatementFilters(statementLines(this.db, organizationId), filters);
      if (after) query = query.where(bookedBefore(after));
      const rows = await query.orderBy(NEWEST_FIRST).limit(CHUNK).execute();
      if (rows.length === 0) return;
      let text = '';
      for (const row of rows) {
        const line = toStatementResponse(row);
        const account = accounts.get(line.bankAccountId);
        text += [
          line.transactionDate,
          line.transactionTime,
          line.postingDate,
          account?.alias ?? '',
          account?.account_number ?? '',
          line.description,
          line.reference,
          line.direction === 'DEBIT' ? 'Outgoing' : 'Incoming',
          line.amount,
          line.currency,
          line.endingBalance,
          line.reconciliationStatus,
          line.source,
        ]
          .map(csvField)
          .join(',');
        text += '\r\n';
        onRow();
      }
      yield text;
      const last = rows.at(-1)!;
      after = bookingPositionOf(last);
      if (rows.length < CHUNK) return;
    }
  }
}
