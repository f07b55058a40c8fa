import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import Decimal from 'decimal.js';
import { sql, type Selectable, type Transaction } from 'kysely';
import type {
  StatementExportResponse,
  StatementFilters,
  StatementTransactionResponse,
  SyncScheduleResponse,
} from '../../../contracts/treasury/statements.js';
import type { ListTotal } from '../../../contracts/common/schemas.js';
import type { StatementSort } from '../../../contracts/treasury/statements.js';
import { instantKey } from '../../kit/cursor.js';
import {
  type ListOrder,
  listTotals,
  type OrderKey,
  readSortedPage,
  sortedKeyset,
  type SortedPageRequest,
  type SortKeys,
} from '../../kit/list-order.js';
import { changedSince, lastChangeKeys } from '../../kit/updated-since.js';
import { countRows, whereSearched } from '../../kit/database.js';
import { idSequence } from '../../kit/ids.js';
import type { BankTransaction } from '../banking/adapter.js';
import type { LineCategoriser } from '../cash-flow/categorise.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import type { ImportRunInput } from '../imports/types.js';
import {
  bookedAtOrBefore,
  bookedBefore,
  bookingPositionOf,
  NEWEST_FIRST,
  type BookingPosition,
} from './booking-order.js';
import { END_OF_DAY } from './parsing/booking-order.js';
import type { ParsedLine } from './parsing/index.js';

// Statement lines.

/** A stored line as the queries read it, with its account's currency. */
type LineRow = Omit<
  Selectable<TreasuryDatabase['statement_transactions']>,
  'organization_id' | 'fingerprint'
> & { currency: string };

/** A line as the API answers it, with its place in booking order (for cursors). */
export type StatementLine = { line: StatementTransactionResponse; position: BookingPosition };

const toStatementResponse = (row: LineRow): StatementTransactionResponse => ({
  id: row.id,
  bankAccountId: row.bank_account_id,
  transactionDate: row.transaction_date,
  transactionTime: row.transaction_time,
  postingDate: row.posting_date,
  description: row.description,
  reference: row.reference,
  direction: row.direction,
  amount: new Decimal(row.amount).toFixed(2),
  currency: row.currency,
  endingBalance: row.ending_balance === null ? null : new Decimal(row.ending_balance).toFixed(2),
  source: row.source,
  reconciliationStatus: row.reconciliation_status,
  reconciledAmount: new Decimal(row.reconciled_amount).toFixed(2),
  importId: row.import_id,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const toLine = (row: LineRow): StatementLine => ({
  line: toStatementResponse(row),
  position: bookingPositionOf(row),
});

/** Lines of one organisation with their account's currency. */
function statementLines(db: Db, organizationId: string) {
  return db
    .selectFrom('statement_transactions as t')
    .innerJoin('bank_accounts as a', 'a.id', 't.bank_account_id')
    .where('t.organization_id', '=', organizationId)
    .select([
      't.id',
      't.bank_account_id',
      't.transaction_date',
      't.transaction_time',
      't.posting_date',
      't.description',
      't.reference',
      't.direction',
      't.amount',
      'a.currency',
      't.ending_balance',
      't.source',
      't.reconciliation_status',
      't.reconciled_amount',
      't.import_id',
      't.line_number',
      't.created_by',
      't.created_at',
      't.updated_at',
    ]);
}

/** The lines matching the list filters (the service has checked their ranges). */
function filteredLines(db: Db, organizationId: string, filters: StatementFilters) {
  let q = statementLines(db, organizationId);
  if (filters.bankAccountId) q = q.where('t.bank_account_id', '=', filters.bankAccountId);
  if (filters.dateFrom) q = q.where('t.transaction_date', '>=', filters.dateFrom);
  if (filters.dateTo) q = q.where('t.transaction_date', '<=', filters.dateTo);
  if (filters.direction) q = q.where('t.direction', '=', filters.direction);
  if (filters.status) q = q.where('t.reconciliation_status', '=', filters.status);
  if (filters.amountMin !== undefined) q = q.where('t.amount', '>=', filters.amountMin);
  if (filters.amountMax !== undefined) q = q.where('t.amount', '<=', filters.amountMax);
  if (filters.updatedSince) q = q.where(changedSince('t.updated_at', filters.updatedSince));
  return whereSearched(q, filters.search, ['t.description', 't.reference']);
}

/** Up to `limit` filtered lines booked before `after` (or the newest), newest first. */
export async function listStatementLines(
  db: Db,
  organizationId: string,
  filters: StatementFilters,
  page: { limit: number; after?: BookingPosition | null },
): Promise<StatementLine[]> {
  let query = filteredLines(db, organizationId, filters);
  if (page.after) query = query.where(bookedBefore(page.after));
  const rows = (await query.orderBy(NEWEST_FIRST).limit(page.limit).execute()) as LineRow[];
  return rows.map(toLine);
}

/** Booking order (booking-order.ts): date, time (a line without one at the end of its day), bank sequence and id. */
const BOOKED: readonly OrderKey[] = [
  { expression: sql`t.transaction_date`, type: 'date' },
  { expression: sql.raw(`coalesce(t.transaction_time, time '${END_OF_DAY}')`), type: 'time' },
  { expression: sql`t.line_number`, type: 'integer' },
  { expression: sql`t.id`, type: 'uuid' },
];

/** The keys of each sort of the statement list (contracts StatementSort); booking order breaks a tie. */
export const STATEMENT_SORT_KEYS: SortKeys<StatementSort> = {
  DATE: BOOKED,
  AMOUNT: [{ expression: sql`t.amount`, type: 'numeric' }, ...BOOKED],
  DESCRIPTION: [{ expression: sql`t.description`, type: 'text' }, ...BOOKED],
  UPDATED_AT: lastChangeKeys('t.updated_at', 't.id'),
};

/** The list's default: newest first, in booking order. */
export const STATEMENT_DEFAULT_ORDER: ListOrder<StatementSort> = {
  sort: 'DATE',
  direction: 'DESC',
};

/**
 * A page of the filtered lines in `order` after `cursor` (a cursor of that
 * same order, else refused), each with its own cursor; one more row is read
 * to know whether another page follows.
 */
export async function listSortedStatementLines(
  db: Db,
  organizationId: string,
  filters: StatementFilters,
  page: SortedPageRequest<StatementSort>,
) {
  const keyset = sortedKeyset(STATEMENT_SORT_KEYS, page.order);
  const query = filteredLines(db, organizationId, filters).$castTo<LineRow>();
  return readSortedPage(query, keyset, page, toStatementResponse);
}

/** What the filtered lines add up to, per currency and direction (every page; this organisation's only). */
export function statementTotals(
  db: Db,
  organizationId: string,
  filters: StatementFilters,
): Promise<ListTotal[]> {
  return listTotals(filteredLines(db, organizationId, filters).clearSelect(), {
    currency: sql`a.currency`,
    amount: sql`t.amount`,
    direction: sql`t.direction`,
  });
}

export async function countStatementLines(
  db: Db,
  organizationId: string,
  filters: StatementFilters,
): Promise<number> {
  return countRows(filteredLines(db, organizationId, filters).clearSelect());
}

export async function findStatementLinesByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<StatementTransactionResponse[]> {
  if (ids.length === 0) return [];
  return (
    (await statementLines(db, organizationId).where('t.id', 'in', ids).execute()) as LineRow[]
  ).map(toStatementResponse);
}

/** The organisation's bank account a line belongs to, with what a line needs of it. */
export async function findLineAccount(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('bank_accounts')
    .select(['id', 'account_number', 'alias', 'currency'])
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

/** A line entered by hand; undefined when the account already has the same line (its fingerprint). */
export async function insertManualLine(
  db: Db,
  organizationId: string,
  createdBy: string,
  line: {
    bankAccountId: string;
    transactionDate: string;
    transactionTime: string | null;
    description: string;
    reference: string | null;
    direction: 'DEBIT' | 'CREDIT';
    amount: string;
    endingBalance: string | null;
    fingerprint: string;
  },
): Promise<string | undefined> {
  const inserted = await db
    .insertInto('statement_transactions')
    .values({
      organization_id: organizationId,
      bank_account_id: line.bankAccountId,
      transaction_date: line.transactionDate,
      transaction_time: line.transactionTime,
      description: line.description,
      reference: line.reference,
      direction: line.direction,
      amount: line.amount,
      ending_balance: line.endingBalance,
      source: 'MANUAL',
      fingerprint: line.fingerprint,
      created_by: createdBy,
    })
    .onConflict((conflict) => conflict.columns(['bank_account_id', 'fingerprint']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

// Exports (exports.ts).

type ExportRow = Selectable<TreasuryDatabase['exports']>;
export type ExportRecord = ExportRow;

export const toExportResponse = (row: ExportRow): StatementExportResponse => ({
  id: row.id,
  kind: row.kind,
  requestedBy: row.requested_by,
  status: row.status,
  rowCount: row.row_count,
  fileName: row.file_name,
  createdAt: row.created_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
});

export async function insertExport(
  db: Db,
  organizationId: string,
  requestedBy: string,
  request: { filters: StatementFilters; mailTo: string },
): Promise<ExportRow> {
  return db
    .insertInto('exports')
    .values({
      organization_id: organizationId,
      kind: 'STATEMENT_TRANSACTIONS',
      filters: JSON.stringify(request.filters),
      requested_by: requestedBy,
      mail_to: request.mailTo,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Up to `limit` of the organisation's exports created before `after`, newest first, with each one's cursor instant. */
export async function listExports(
  db: Db,
  organizationId: string,
  page: { limit: number; after?: { at: string; id: string } },
) {
  let select = db
    .selectFrom('exports')
    .selectAll()
    .select(instantKey('created_at').as('cursor_at'))
    .where('organization_id', '=', organizationId);
  if (page.after)
    select = select.where(
      sql<boolean>`(created_at, id) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)`,
    );
  return select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).execute();
}

export async function findExport(
  db: Db,
  organizationId: string,
  id: string,
): Promise<ExportRow | undefined> {
  return db
    .selectFrom('exports')
    .selectAll()
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

/** Claims a queued (or crashed running) export for a run; undefined when it has ended. */
export async function claimExport(db: Db, id: string): Promise<ExportRow | undefined> {
  return db
    .updateTable('exports')
    .set({ status: 'RUNNING' })
    .where('id', '=', id)
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .returningAll()
    .executeTakeFirst();
}

export async function completeExport(
  db: Db,
  id: string,
  file: { storageKey: string; fileName: string; rowCount: number },
): Promise<void> {
  await db
    .updateTable('exports')
    .set({
      status: 'COMPLETED',
      storage_key: file.storageKey,
      file_name: file.fileName,
      row_count: file.rowCount,
      finished_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function setExportQueued(db: Db, id: string): Promise<void> {
  await db.updateTable('exports').set({ status: 'QUEUED' }).where('id', '=', id).execute();
}

export async function setExportFailed(db: Db, id: string): Promise<void> {
  await db
    .updateTable('exports')
    .set({ status: 'FAILED', finished_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The organisation's accounts by id, as an export names them. */
export async function exportAccounts(db: Db, organizationId: string) {
  const rows = await db
    .selectFrom('bank_accounts')
    .select(['id', 'alias', 'account_number'])
    .where('organization_id', '=', organizationId)
    .execute();
  return new Map(rows.map((a) => [a.id, a]));
}

// Sync schedules (sync.ts).

type ScheduleRow = Selectable<TreasuryDatabase['statement_sync_schedules']>;

const toScheduleResponse = (row: ScheduleRow): SyncScheduleResponse => ({
  id: row.id,
  bankAccountId: row.bank_account_id,
  intervalMinutes: row.interval_minutes,
  nextRunAt: row.next_run_at.toISOString(),
  lastRunAt: row.last_run_at?.toISOString() ?? null,
  lastStatus: row.last_status,
  lastError: row.last_error,
  syncedThrough: row.synced_through,
  createdAt: row.created_at.toISOString(),
});

export async function findSchedule(
  db: Db,
  organizationId: string,
  bankAccountId: string,
): Promise<SyncScheduleResponse | undefined> {
  const row = await db
    .selectFrom('statement_sync_schedules')
    .selectAll()
    .where('bank_account_id', '=', bankAccountId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row && toScheduleResponse(row);
}

/** A new schedule, its first turn after one interval; undefined when the account already has one. */
export async function insertSchedule(
  db: Db,
  organizationId: string,
  createdBy: string,
  bankAccountId: string,
  intervalMinutes: number,
): Promise<SyncScheduleResponse | undefined> {
  const row = await db
    .insertInto('statement_sync_schedules')
    .values({
      organization_id: organizationId,
      bank_account_id: bankAccountId,
      interval_minutes: intervalMinutes,
      next_run_at: new Date(Date.now() + intervalMinutes * 60_000),
      created_by: createdBy,
    })
    .onConflict((conflict) => conflict.column('bank_account_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && toScheduleResponse(row);
}

/** Deletes an account's schedule; false when it had none. */
export async function deleteSchedule(
  db: Db,
  organizationId: string,
  bankAccountId: string,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('statement_sync_schedules')
    .where('bank_account_id', '=', bankAccountId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** Moves every schedule due at `now` to its next turn and returns their ids. */
export async function advanceDueSchedules(db: Db, now: Date): Promise<string[]> {
  const due = await db
    .updateTable('statement_sync_schedules')
    .set({ next_run_at: sql`${now}::timestamptz + make_interval(mins => interval_minutes)` })
    .where('next_run_at', '<=', now)
    .returning('id')
    .execute();
  return due.map((row) => row.id);
}

/** A schedule with its bank account, for the sync job (not scoped: the job runs for every organisation). */
export async function findScheduleForRun(db: Db, scheduleId: string) {
  const schedule = await db
    .selectFrom('statement_sync_schedules')
    .selectAll()
    .where('id', '=', scheduleId)
    .executeTakeFirst();
  if (!schedule) return undefined;
  const account = await db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('id', '=', schedule.bank_account_id)
    .executeTakeFirstOrThrow();
  return { schedule, account };
}

/** A line the bank's API answered, its id; undefined when the account already has it (its fingerprint). */
export async function insertSyncedLine(
  db: Db,
  account: { organizationId: string; id: string },
  line: BankTransaction & { lineNumber: number; fingerprint: string },
): Promise<string | undefined> {
  const inserted = await db
    .insertInto('statement_transactions')
    .values({
      organization_id: account.organizationId,
      bank_account_id: account.id,
      transaction_date: line.transactionDate,
      transaction_time: line.transactionTime,
      posting_date: line.postingDate,
      description: line.description.slice(0, 1000) || '-',
      reference: line.reference,
      direction: line.direction,
      amount: line.amount,
      ending_balance: line.endingBalance,
      source: 'API',
      line_number: line.lineNumber,
      fingerprint: line.fingerprint,
    })
    .onConflict((conflict) => conflict.columns(['bank_account_id', 'fingerprint']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function insertApiBalance(
  db: Db,
  account: { organizationId: string; id: string },
  balance: { available: string; ledger: string | null; asOf: string },
): Promise<void> {
  await db
    .insertInto('balances')
    .values({
      organization_id: account.organizationId,
      bank_account_id: account.id,
      available: balance.available,
      ledger: balance.ledger,
      as_of: new Date(balance.asOf),
      source: 'API',
    })
    .execute();
}

export async function setScheduleSucceeded(
  db: Db,
  scheduleId: string,
  syncedThrough: string,
): Promise<void> {
  await db
    .updateTable('statement_sync_schedules')
    .set({
      last_run_at: new Date(),
      last_status: 'SUCCEEDED',
      last_error: null,
      synced_through: syncedThrough,
    })
    .where('id', '=', scheduleId)
    .execute();
}

export async function setScheduleFailed(db: Db, scheduleId: string, reason: string): Promise<void> {
  await db
    .updateTable('statement_sync_schedules')
    .set({ last_run_at: new Date(), last_status: 'FAILED', last_error: reason })
    .where('id', '=', scheduleId)
    .execute();
}

// The statement import (import.ts).

/** The account a statement is imported into, as the parser checks the file against it. */
export async function findImportAccount(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('bank_accounts')
    .select(['id', 'bank_code', 'account_number', 'currency'])
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
}

/** One import into an account at a time, until the transaction ends. */
export async function lockStatementImport(
  trx: Transaction<TreasuryDatabase>,
  bankAccountId: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`statement-import:${bankAccountId}`}, 0))`.execute(
    trx,
  );
}

/** Turns an import's line numbers round, for a file listed newest first: stored line numbers grow with time. */
export async function reverseImportedLineNumbers(db: Db, importId: string): Promise<void> {
  await db
    .updateTable('statement_transactions')
    .set((eb) => ({ line_number: eb.neg('line_number') }))
    .where('import_id', '=', importId)
    .execute();
}

/**
 * The fingerprints of the account's stored lines that a file may repeat:
 * those of the import window (older lines are refused), so a line already
 * stored is skipped instead of written. Read under the account's import lock.
 */
export async function storedFingerprints(
  db: Db,
  bankAccountId: string,
  earliest: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('statement_transactions')
    .select('fingerprint')
    .where('bank_account_id', '=', bankAccountId)
    .where('transaction_date', '>=', earliest)
    .execute();
  return new Set(rows.map((row) => row.fingerprint));
}

/** Lines written per INSERT when there is no COPY: large enough to be quick, small enough to keep memory flat. */
const BATCH_SIZE = 5_000;
/** Text handed to COPY at a time. */
const COPY_CHUNK = 64 * 1024;

type PendingRow = ParsedLine & { fingerprint: string };

/** The columns an imported line is written with, in the order `lineWriter` writes them. */
const LINE_COLUMNS =
  'organization_id, bank_account_id, transaction_date, transaction_time, posting_date, description, reference, direction, amount, ending_balance, source, import_id, line_number, fingerprint, created_by, category, category_source, category_rule_id';
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};

/** A value in COPY's text format: `\N` for null, the characters that end a field or a row escaped. */
function copyValue(value: string | null): string {
  if (value === null) return '\\N';
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (char) => COPY_ESCAPES[char]!)
    : value;
}

/**
 * Writes the new lines into `statement_transactions` as the parser hands them
 * over: with COPY FROM STDIN on the import's transaction, about 64 KB at a
 * time, so PostgreSQL writes while the parser reads and the parser waits
 * whenever the database is behind (the memory stays flat). Lines already
 * stored never reach it (`storedFingerprints`); should another writer store
 * one meanwhile, the unique index fails the COPY and the import is tried
 * again. Each line is written with the category the organisation's rules
 * give it (`categorise`), once, never updated after. Without a COPY
 * connection (an import run outside the import process) the lines are
 * inserted in batches. `end` returns how many were written.
 */
export async function lineWriter(
  trx: Transaction<TreasuryDatabase>,
  input: ImportRunInput,
  bankAccountId: string,
  copyFrom: ImportRunInput['copyFrom'],
  categorise: LineCategoriser | null,
) {
  let written = 0;
  const categoryOf = (line: ParsedLine) =>
    categorise
      ? categorise({
          description: line.description,
          direction: line.direction,
          amount: line.amount,
        })
      : null;
  if (!copyFrom) {
    type Row = PendingRow & { rule: ReturnType<LineCategoriser> };
    let batch: Row[] = [];
    const insert = async () => {
      if (batch.length === 0) return;
      const rows = batch;
      batch = [];
      const column = <T>(pick: (row: Row) => T) => rows.map(pick);
      await sql`insert into statement_transactions (${sql.raw(LINE_COLUMNS)}) select * from unnest(
        ${column(() => input.organizationId)}::uuid[], ${column(() => bankAccountId)}::uuid[], ${column((row) => row.transactionDate)}::date[],
        ${column((row) => row.transactionTime)}::time[], ${column((row) => row.postingDate)}::date[], ${column((row) => row.description.slice(0, 1000))}::text[],
        ${column((row) => row.reference)}::text[], ${column((row) => row.direction)}::text[], ${column((row) => row.amount)}::numeric[],
        ${column((row) => row.endingBalance)}::numeric[], ${column(() => 'IMPORT')}::text[], ${column(() => input.importId)}::uuid[],
        ${column((row) => row.row)}::integer[], ${column((row) => row.fingerprint)}::text[], ${column(() => input.actorId)}::uuid[],
        ${column((row) => row.rule?.category ?? null)}::text[], ${column((row) => (row.rule ? 'RULE' : null))}::text[], ${column((row) => row.rule?.ruleId ?? null)}::uuid[])`.execute(
        trx,
      );
      written += rows.length;
    };
    return {
      add: async (line: ParsedLine, fingerprint: string) => {
        batch.push({ ...line, fingerprint, rule: categoryOf(line) });
        if (batch.length >= BATCH_SIZE) await insert();
      },
      end: async () => {
        await insert();
        return written;
      },
      abort: (_error: unknown) => undefined,
    };
  }
  // Time-ordered ids land at the end of the primary key's index (see kit/ids.ts).
  const nextId = idSequence();
  const stream = copyFrom(`copy statement_transactions (id, ${LINE_COLUMNS}) from stdin`);
  const done = finished(stream);
  // Held until `end`: a failed COPY surfaces there, or at the next write.
  done.catch(() => undefined);
  // A row in LINE_COLUMNS' order, written as one string: the parts every line shares are made once.
  const owner = `\t${input.organizationId}\t${bankAccountId}\t`;
  const source = `\tIMPORT\t${input.importId}\t`;
  const actor = input.actorId ?? '\\N';
  const orNull = (value: string | null) => value ?? '\\N';
  const uncategorised = '\t\\N\t\\N\t\\N';
  const categoryColumns = (rule: ReturnType<LineCategoriser>) =>
    rule ? `\t${rule.category}\tRULE\t${rule.ruleId}` : uncategorised;
  let text = '';
  return {
    add: async (line: ParsedLine, fingerprint: string) => {
      written += 1;
      text += `${nextId()}${owner}${line.transactionDate}\t${orNull(line.transactionTime)}\t${orNull(line.postingDate)}\t${copyValue(line.description.slice(0, 1000))}\t${copyValue(line.reference)}\t${line.direction}\t${line.amount}\t${orNull(line.endingBalance)}${source}${line.row}\t${fingerprint}\t${actor}${categoryColumns(categoryOf(line))}\n`;
      if (text.length < COPY_CHUNK) return;
      const chunk = text;
      text = '';
      if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), done]);
    },
    end: async () => {
      stream.end(text);
      await done;
      return written;
    },
    abort: (error: unknown) => {
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  };
}

/** The account's lines from other sources and imports than this one. */
function otherLines(db: Db, bankAccountId: string, importId: string) {
  return db
    .selectFrom('statement_transactions as t')
    .where('t.bank_account_id', '=', bankAccountId)
    .where((eb) => eb.or([eb('t.import_id', 'is', null), eb('t.import_id', '!=', importId)]));
}

/** Whether a line of another source or import has this fingerprint. */
export async function storedElsewhere(
  db: Db,
  bankAccountId: string,
  importId: string,
  fingerprint: string,
): Promise<boolean> {
  return Boolean(
    await otherLines(db, bankAccountId, importId)
      .select('t.id')
      .where('t.fingerprint', '=', fingerprint)
      .executeTakeFirst(),
  );
}

/** The last line of another source or import booked no later than a line of `date` at `time` (see `bookedAtOrBefore`). */
export async function lastLineBookedBy(
  db: Db,
  bankAccountId: string,
  importId: string,
  date: string,
  time: string | null,
) {
  return otherLines(db, bankAccountId, importId)
    .select(['t.transaction_date', 't.ending_balance'])
    .where(bookedAtOrBefore(date, time))
    .orderBy(NEWEST_FIRST)
    .limit(1)
    .executeTakeFirst();
}

/** Whether the account has a balance dated at or after `asOf`. */
export async function hasBalanceSince(db: Db, bankAccountId: string, asOf: Date): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('balances')
      .select('id')
      .where('bank_account_id', '=', bankAccountId)
      .where('as_of', '>=', asOf)
      .limit(1)
      .executeTakeFirst(),
  );
}

export async function insertImportedBalance(
  db: Db,
  input: { organizationId: string; actorId: string | null },
  bankAccountId: string,
  balance: string,
  asOf: Date,
): Promise<void> {
  await db
    .insertInto('balances')
    .values({
      organization_id: input.organizationId,
      bank_account_id: bankAccountId,
      available: balance,
      ledger: balance,
      as_of: asOf,
      source: 'MANUAL',
      recorded_by: input.actorId,
    })
    .execute();
}
