import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import { idSequence } from '../../kit/ids.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { ImportIssue, ImportOutcome, ImportProcessor, ImportRunInput } from '../imports/types.js';
import { businessToday } from './parsing/dates.js';
import { lineFingerprint, parseStatement, type ParsedLine } from './parsing/index.js';
import { bookedAtOrBefore, NEWEST_FIRST } from './booking-order.js';
import { bookingKey } from './parsing/booking-order.js';
import { statementErrors } from './rules.js';

/** Lines written per INSERT when there is no COPY: large enough to be quick, small enough to keep memory flat. */
const BATCH_SIZE = 5_000;
/** Text handed to COPY at a time. */
const COPY_CHUNK = 64 * 1024;
const MAX_ISSUES = 1_000;

type PendingRow = ParsedLine & { fingerprint: string };

/** `YYYY-MM-DD` shifted by whole months, the day clamped to the target month (31 May − 3 months = 28 or 29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * Writes the lines of an internet-banking statement export into the chosen
 * bank account (spec, statement import): the file must be that bank's export
 * for that account and currency; lines must fall within the last 3 months and
 * not after today; a gap since the account's last statement transaction is
 * reported; lines already stored (by fingerprint) are skipped, so importing
 * an overlapping export twice adds only the new lines. The closing balance of
 * the file becomes the account's balance when it is newer than the last one.
 */
export function statementImportProcessor(options: { timeZone?: string; now?: (() => Date) | undefined } = {}): ImportProcessor {
  return {
    kind: 'STATEMENT',
    async run(input: ImportRunInput): Promise<ImportOutcome> {
      const { trx } = input;
      const account = await trx
        .selectFrom('bank_accounts')
        .select(['id', 'bank_code', 'account_number', 'currency'])
        .where('id', '=', input.bankAccountId!)
        .where('organization_id', '=', input.organizationId)
        .executeTakeFirstOrThrow();
      const now = options.now?.() ?? new Date();
      const today = businessToday(options.timeZone, now);
      const earliest = addMonths(today, -3);

      const issues: ImportIssue[] = [];
      let errorCount = 0;
      let warningCount = 0;
      const addIssue = (issue: ImportIssue) => {
        if (issue.severity === 'error') errorCount += 1;
        else warningCount += 1;
        if (issues.length < MAX_ISSUES) issues.push(issue);
      };

      let created = 0;
      let skipped = 0;
      let pending = 0;
      let tooOld = 0;
      let firstTooOld: ParsedLine | null = null;
      // Lines that share every field within one day (possible without a balance column) are told apart by their occurrence.
      let occurrenceDate = '';
      // Exports list oldest first or newest first; stored line numbers grow with time either way.
      let previousDate: string | null = null;
      let newestFirst = false;
      const occurrences = new Map<string, number>();
      // The file's first line in booking order (date, time, then file order;
      // the last of a tie in a file listed newest first): the gap check leads
      // the account's stored lines into it.
      let firstBooked = null as { key: string; firstInFile: PendingRow; lastInFile: PendingRow } | null;
      // One import into an account at a time: the fingerprints read here stay the stored ones until this transaction ends.
      await sql`select pg_advisory_xact_lock(hashtextextended(${`statement-import:${account.id}`}, 0))`.execute(trx);
      const stored = await storedFingerprints(trx, account.id, earliest);
      const writer = await lineWriter(trx, input, account.id, input.copyFrom);

      let result: Awaited<ReturnType<typeof parseStatement>>;
      try {
        result = await parseStatement(input.source, {
          expectedBank: account.bank_code,
          expectedAccountNumber: account.account_number,
          expectedCurrency: account.currency,
          referenceDate: today,
          maxIssues: MAX_ISSUES,
          onProgress: input.onProgress,
          onLine: async (line) => {
            if (line.pending) {
              pending += 1;
              return;
            }
            if (line.transactionDate < earliest) {
              tooOld += 1;
              firstTooOld ??= line;
              return;
            }
            if (line.transactionDate > today) {
              addIssue(statementErrors.futureDate(line.row, line.transactionDate));
              return;
            }
            if (previousDate !== null && line.transactionDate < previousDate) newestFirst = true;
            previousDate = line.transactionDate;
            if (line.transactionDate !== occurrenceDate) {
              occurrenceDate = line.transactionDate;
              occurrences.clear();
            }
            const base = lineFingerprint(account.account_number, line);
            const occurrence = occurrences.get(base) ?? 0;
            occurrences.set(base, occurrence + 1);
            const fingerprint = occurrence === 0 ? base : lineFingerprint(account.account_number, line, occurrence);
            const key = bookingKey(line.transactionDate, line.transactionTime);
            if (!firstBooked || key < firstBooked.key) {
              const row = { ...line, fingerprint };
              firstBooked = { key, firstInFile: row, lastInFile: row };
            } else if (key === firstBooked.key) firstBooked.lastInFile = { ...line, fingerprint };
            if (stored.has(fingerprint)) skipped += 1;
            else await writer.add(line, fingerprint);
          },
        });
      } catch (error) {
        // The COPY must end before the transaction can roll back on its connection.
        writer.abort(error);
        throw error;
      }
      created = await writer.end();
      if (newestFirst && created > 0)
        await trx
          .updateTable('statement_transactions')
          .set((eb) => ({ line_number: eb.neg('line_number') }))
          .where('import_id', '=', input.importId)
          .execute();

      for (const issue of result.issues) addIssue({ ...issue });
      // The parser's counts include issues past its own cap.
      errorCount += result.errorCount - result.issues.filter((issue) => issue.severity === 'error').length;
      warningCount += result.warningCount - result.issues.filter((issue) => issue.severity === 'warning').length;
      if (firstTooOld) addIssue(statementErrors.tooOld((firstTooOld as ParsedLine).row, (firstTooOld as ParsedLine).transactionDate, earliest, tooOld));

      const first = firstBooked && (newestFirst ? firstBooked.lastInFile : firstBooked.firstInFile);
      if (errorCount === 0 && first) {
        const gap = await findGap(trx, input, account.id, first, result.openingBalance);
        if (gap) addIssue(gap);
      }
      issues.sort((a, b) => a.row - b.row);

      if (errorCount === 0 && result.closingBalance !== null && result.lastDate) {
        await recordClosingBalance(trx, input, account.id, result.lastDate, result.closingBalance, now);
      }
      return {
        issues,
        errorCount,
        warningCount,
        rowsRead: result.lineCount,
        created,
        skipped,
        summary: {
          ...(result.layout ? { layout: result.layout } : {}),
          ...(result.firstDate ? { firstDate: result.firstDate } : {}),
          ...(result.lastDate ? { lastDate: result.lastDate } : {}),
          ...(result.openingBalance !== null ? { openingBalance: result.openingBalance } : {}),
          ...(result.closingBalance !== null ? { closingBalance: result.closingBalance } : {}),
          ...(pending ? { pendingSkipped: String(pending) } : {}),
          currency: account.currency,
        },
      };
    },
  };
}

/** The columns an imported line is written with, in the order `lineWriter` writes them. */
const LINE_COLUMNS =
  'organization_id, bank_account_id, transaction_date, transaction_time, posting_date, description, reference, direction, amount, ending_balance, source, import_id, line_number, fingerprint, created_by';
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY's text format: `\N` for null, the characters that end a field or a row escaped. */
function copyValue(value: string | null): string {
  if (value === null) return '\\N';
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (char) => COPY_ESCAPES[char]!) : value;
}

/**
 * The fingerprints of the account's stored lines that a file may repeat:
 * those of the import window (older lines are refused), so a line already
 * stored is skipped instead of written. Read under the account's import lock.
 */
async function storedFingerprints(trx: Transaction<TreasuryDatabase>, bankAccountId: string, earliest: string): Promise<Set<string>> {
  const rows = await trx.selectFrom('statement_transactions').select('fingerprint').where('bank_account_id', '=', bankAccountId).where('transaction_date', '>=', earliest).execute();
  return new Set(rows.map((row) => row.fingerprint));
}

/**
 * Writes the new lines into `statement_transactions` as the parser hands them
 * over: with COPY FROM STDIN on the import's transaction, about 64 KB at a
 * time, so PostgreSQL writes while the parser reads and the parser waits
 * whenever the database is behind (the memory stays flat). Lines already
 * stored never reach it (`storedFingerprints`); should another writer store
 * one meanwhile, the unique index fails the COPY and the import is tried
 * again. Without a COPY connection (an import run outside the import
 * process) the lines are inserted in batches. `end` returns how many were
 * written.
 */
async function lineWriter(trx: Transaction<TreasuryDatabase>, input: ImportRunInput, bankAccountId: string, copyFrom: ImportRunInput['copyFrom']) {
  let written = 0;
  if (!copyFrom) {
    let batch: PendingRow[] = [];
    const insert = async () => {
      if (batch.length === 0) return;
      const rows = batch;
      batch = [];
      const column = <T>(pick: (row: PendingRow) => T) => rows.map(pick);
      await sql`insert into statement_transactions (${sql.raw(LINE_COLUMNS)}) select * from unnest(
        ${column(() => input.organizationId)}::uuid[], ${column(() => bankAccountId)}::uuid[], ${column((row) => row.transactionDate)}::date[],
        ${column((row) => row.transactionTime)}::time[], ${column((row) => row.postingDate)}::date[], ${column((row) => row.description.slice(0, 1000))}::text[],
        ${column((row) => row.reference)}::text[], ${column((row) => row.direction)}::text[], ${column((row) => row.amount)}::numeric[],
        ${column((row) => row.endingBalance)}::numeric[], ${column(() => 'IMPORT')}::text[], ${column(() => input.importId)}::uuid[],
        ${column((row) => row.row)}::integer[], ${column((row) => row.fingerprint)}::text[], ${column(() => input.actorId)}::uuid[])`.execute(trx);
      written += rows.length;
    };
    return {
      add: async (line: ParsedLine, fingerprint: string) => {
        batch.push({ ...line, fingerprint });
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
  let text = '';
  return {
    add: async (line: ParsedLine, fingerprint: string) => {
      written += 1;
      text += `${nextId()}${owner}${line.transactionDate}\t${orNull(line.transactionTime)}\t${orNull(line.postingDate)}\t${copyValue(line.description.slice(0, 1000))}\t${copyValue(line.reference)}\t${line.direction}\t${line.amount}\t${orNull(line.endingBalance)}${source}${line.row}\t${fingerprint}\t${actor}\n`;
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

/**
 * The spec's "gaps since the last statement transaction": the account's
 * stored lines (from other sources and imports) must lead into the file's
 * first line, both in booking order (`booking-order.ts`). A file whose first
 * line is already stored overlaps them and has no gap. Otherwise the last
 * stored line booked no later than that first line (a line of the same second,
 * such as a transfer before its fee, counts as before it) must end at the
 * file's opening balance; without balances, a stretch of more than a week with
 * no lines is reported.
 */
async function findGap(trx: Transaction<TreasuryDatabase>, input: ImportRunInput, bankAccountId: string, first: PendingRow, openingBalance: string | null): Promise<ImportIssue | null> {
  const others = trx
    .selectFrom('statement_transactions as t')
    .where('t.bank_account_id', '=', bankAccountId)
    .where((eb) => eb.or([eb('t.import_id', 'is', null), eb('t.import_id', '!=', input.importId)]));
  if (await others.select('t.id').where('t.fingerprint', '=', first.fingerprint).executeTakeFirst()) return null;
  const firstDate = first.transactionDate;
  const last = await others.select(['t.transaction_date', 't.ending_balance']).where(bookedAtOrBefore(firstDate, first.transactionTime)).orderBy(NEWEST_FIRST).limit(1).executeTakeFirst();
  if (!last) return null;
  if (last.ending_balance !== null && openingBalance !== null) {
    if (new Decimal(last.ending_balance).equals(openingBalance)) return null;
    return statementErrors.gap(last.transaction_date, firstDate, { lastBalance: last.ending_balance, openingBalance });
  }
  const weekLater = new Date(Date.parse(`${last.transaction_date}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  return firstDate > weekLater ? statementErrors.gap(last.transaction_date, firstDate, null) : null;
}

/** The file's closing balance becomes the account's balance, dated the end of its last day, unless a newer one exists. */
async function recordClosingBalance(trx: Transaction<TreasuryDatabase>, input: ImportRunInput, bankAccountId: string, lastDate: string, closingBalance: string, now: Date): Promise<void> {
  const endOfDay = new Date(Date.parse(`${lastDate}T23:59:59+07:00`));
  const asOf = endOfDay > now ? now : endOfDay;
  const newer = await trx.selectFrom('balances').select('id').where('bank_account_id', '=', bankAccountId).where('as_of', '>=', asOf).limit(1).executeTakeFirst();
  if (newer) return;
  await trx
    .insertInto('balances')
    .values({ organization_id: input.organizationId, bank_account_id: bankAccountId, available: closingBalance, ledger: closingBalance, as_of: asOf, source: 'MANUAL', recorded_by: input.actorId })
    .execute();
}
