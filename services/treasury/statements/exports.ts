import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type {
  StatementExportBody,
  StatementExportListQuery,
  StatementExportPage,
  StatementExportResponse,
  StatementFilters,
} from '../../../contracts/treasury/statements.js';
import { describeActivity, recordActivityBy } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { commonErrors } from '../../kit/errors.js';
import { CSV_BOM, csvRecord } from '../../../formats/csv.js';
import { decodeCursor, encodeCursor } from '../../kit/cursor.js';
import { AttachableJobs } from '../../kit/jobs.js';
import type { Logger } from '../../kit/logger.js';
import type { Mailer } from '../../kit/mailer.js';
import type { FileStorage } from '../../kit/storage.js';
import type { TreasuryDatabase } from '../db-types.js';
import { bankAccountErrors } from '../bank-accounts/errors.js';
import type { BookingPosition } from './booking-order.js';
import { exportErrors } from './errors.js';
import {
  claimExport,
  completeExport,
  exportAccounts,
  findExport,
  findLineAccount,
  insertExport,
  listExports,
  listStatementLines,
  setExportFailed,
  setExportQueued,
  toExportResponse as toResponse,
} from './repository.js';
import { checkStatementFilters } from './service.js';

export { exportErrors };

export const EXPORT_JOB = 'exports:statement-transactions';
/** Rows read per query while writing the file. */
const CHUNK = 2_000;

const HEADER = [
  'Date',
  'Time',
  'Posting date',
  'Bank account',
  'Account number',
  'Description',
  'Reference',
  'Type',
  'Amount',
  'Currency',
  'Ending balance',
  'Reconciliation status',
  'Source',
];

/** A list cursor: the export's creation instant (to the microsecond) and id. */
function parseCursor(cursor: string): { at: string; id: string } {
  const value = decodeCursor(cursor, ['instant', 'uuid']);
  if (!value) throw commonErrors.invalidCursor('after');
  return { at: value[0] as string, id: value[1] as string };
}

/**
 * Statement transactions to CSV (spec: exports are asynchronous; the user is
 * emailed when done). The request is queued; a background job writes the
 * filtered lines to storage in chunks and mails the link.
 */
export class StatementExportService {
  /** The job queue, attached once it runs (it starts after the service is built). */
  readonly jobs = new AttachableJobs();

  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly storage: FileStorage,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
    private readonly logger: Logger,
  ) {}

  async request(auth: AccessClaims, body: StatementExportBody): Promise<StatementExportResponse> {
    requirePermission(auth, 'statements:export');
    // The filters are checked now, so a wrong range is answered at once and never fails in the job.
    checkStatementFilters(body.filters);
    if (
      body.filters.bankAccountId &&
      !(await findLineAccount(this.db, auth.org, body.filters.bankAccountId))
    )
      throw bankAccountErrors.notFound('bankAccountId');
    const row = await this.db.transaction().execute(async (trx) => {
      const inserted = await insertExport(trx, auth.org, auth.sub, body);
      await recordActivityBy(trx, auth, {
        entity: 'EXPORT',
        entityId: inserted.id,
        action: 'CREATED',
        description: describeActivity('EXPORT_REQUESTED', { kind: 'STATEMENT_TRANSACTIONS' }),
      });
      return inserted;
    });
    await this.jobs.add(
      EXPORT_JOB,
      { exportId: row.id },
      { jobKey: `export:${row.id}`, maxAttempts: 3 },
    );
    return toResponse(row);
  }

  /**
   * The organisation's exports, newest first: every one, not only the
   * caller's, because anyone allowed to export may download any of them
   * (see `file`) and a team shares its exports.
   */
  async list(auth: AccessClaims, query: StatementExportListQuery): Promise<StatementExportPage> {
    requirePermission(auth, 'statements:export');
    const first = query.first ?? 20;
    const rows = await listExports(this.db, auth.org, {
      limit: first + 1,
      after: query.after ? parseCursor(query.after) : undefined,
    });
    return {
      items: rows
        .slice(0, first)
        .map((row) => ({ cursor: encodeCursor([row.cursor_at, row.id]), node: toResponse(row) })),
      hasNextPage: rows.length > first,
    };
  }

  async get(auth: AccessClaims, id: string): Promise<StatementExportResponse> {
    requirePermission(auth, 'statements:export');
    const row = await findExport(this.db, auth.org, id);
    if (!row) throw exportErrors.notFound();
    return toResponse(row);
  }

  /** The finished file, for the member who asked for it or anyone allowed to export. */
  async file(auth: AccessClaims, id: string): Promise<{ fileName: string; stream: Readable }> {
    requirePermission(auth, 'statements:export');
    const row = await findExport(this.db, auth.org, id);
    if (!row) throw exportErrors.notFound();
    if (row.status === 'FAILED') throw exportErrors.failed();
    if (row.status !== 'COMPLETED' || !row.storage_key || !row.file_name)
      throw exportErrors.notReady();
    return { fileName: row.file_name, stream: this.storage.get(row.storage_key) };
  }

  /** The job: writes the file, then mails the link; the last failed attempt mails the spec's failure message. */
  async run(exportId: string, attempt: { number: number; max: number }): Promise<void> {
    const row = await claimExport(this.db, exportId);
    if (!row) return;
    const filters = row.filters as StatementFilters;
    try {
      let count = 0;
      const lines = this.lines(row.organization_id, filters, () => (count += 1));
      const stored = await this.storage.put(
        `exports/${row.organization_id}`,
        Readable.from(lines),
        { maxBytes: Number.MAX_SAFE_INTEGER },
      );
      const fileName = `statement-transactions-${new Date().toISOString().slice(0, 10)}.csv`;
      await completeExport(this.db, exportId, {
        storageKey: stored.key,
        fileName,
        rowCount: count,
      });
      const link = `${this.appUrl}/exports/${exportId}/download`;
      await this.mailer.send({
        to: row.mail_to,
        subject: 'Your statement transactions export is ready',
        text: `Your export of ${count} statement ${count === 1 ? 'transaction' : 'transactions'} is ready.\n\nDownload it (sign in first): ${link}\n\nEkspor ${count} transaksi rekening koran Anda sudah siap. Unduh di tautan di atas.`,
      });
    } catch (error) {
      this.logger.error({ err: error, exportId, attempt: attempt.number }, 'export failed');
      if (attempt.number < attempt.max) {
        await setExportQueued(this.db, exportId);
        throw error;
      }
      await setExportFailed(this.db, exportId);
      await this.mailer.send({
        to: row.mail_to,
        subject: 'Your statement transactions export failed',
        text: `${exportErrors.failed().message}\n\nMaaf! Terjadi kesalahan saat mengekspor data. Silakan coba lagi nanti.`,
      });
    }
  }

  /** The CSV text, a chunk of lines at a time, in the list's order (newest first). */
  private async *lines(
    organizationId: string,
    filters: StatementFilters,
    onRow: () => void,
  ): AsyncGenerator<string> {
    yield `${CSV_BOM}${HEADER.join(',')}\r\n`;
    const accounts = await exportAccounts(this.db, organizationId);
    let after: BookingPosition | null = null;
    for (;;) {
      const rows = await listStatementLines(this.db, organizationId, filters, {
        limit: CHUNK,
        after,
      });
      if (rows.length === 0) return;
      let text = '';
      for (const { line } of rows) {
        const account = accounts.get(line.bankAccountId);
        text += csvRecord([
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
        ]);
        onRow();
      }
      yield text;
      after = rows.at(-1)!.position;
      if (rows.length < CHUNK) return;
    }
  }
}
