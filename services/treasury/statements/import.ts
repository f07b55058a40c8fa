import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { TreasuryDatabase } from '../db-types.js';
import type {
  ImportIssue,
  ImportOutcome,
  ImportProcessor,
  ImportRunInput,
} from '../imports/types.js';
import { businessToday } from './parsing/dates.js';
import { lineFingerprint, parseStatement, type ParsedLine } from './parsing/index.js';
import { bookingKey } from './parsing/booking-order.js';
import {
  findImportAccount,
  hasBalanceSince,
  insertImportedBalance,
  lastLineBookedBy,
  lineWriter,
  lockStatementImport,
  reverseImportedLineNumbers,
  storedElsewhere,
  storedFingerprints,
} from './repository.js';
import { statementImportIssues } from './rules.js';
import { addMonths } from '../../../formats/calendar.js';
import { newLineCategoriser } from '../cash-flow/categorise.js';

const MAX_ISSUES = 1_000;

type PendingRow = ParsedLine & { fingerprint: string };

/**
 * Each line's fingerprint for an account, in file order: lines that share every field within one
 * day (possible without a balance column) are told apart by their occurrence.
 */
function fingerprinter(accountNumber: string): (line: ParsedLine) => string {
  let occurrenceDate = '';
  const occurrences = new Map<string, number>();
  return (line) => {
    if (line.transactionDate !== occurrenceDate) {
      occurrenceDate = line.transactionDate;
      occurrences.clear();
    }
    const base = lineFingerprint(accountNumber, line);
    const occurrence = occurrences.get(base) ?? 0;
    occurrences.set(base, occurrence + 1);
    return occurrence === 0 ? base : lineFingerprint(accountNumber, line, occurrence);
  };
}

/** The import's summary: the file's layout, dates and balances as far as it gave them, the pending lines skipped, the account's currency. */
function summaryOf(
  result: Awaited<ReturnType<typeof parseStatement>>,
  pending: number,
  currency: string,
): ImportOutcome['summary'] {
  return {
    ...(result.layout ? { layout: result.layout } : {}),
    ...(result.firstDate ? { firstDate: result.firstDate } : {}),
    ...(result.lastDate ? { lastDate: result.lastDate } : {}),
    ...(result.openingBalance !== null ? { openingBalance: result.openingBalance } : {}),
    ...(result.closingBalance !== null ? { closingBalance: result.closingBalance } : {}),
    ...(pending ? { pendingSkipped: String(pending) } : {}),
    currency,
  };
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
export function statementImportProcessor(
  options: { timeZone?: string; now?: (() => Date) | undefined } = {},
): ImportProcessor {
  return {
    kind: 'STATEMENT',
    async run(input: ImportRunInput): Promise<ImportOutcome> {
      const { trx } = input;
      const account = await findImportAccount(trx, input.organizationId, input.bankAccountId!);
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
      // Exports list oldest first or newest first; stored line numbers grow with time either way.
      let previousDate: string | null = null;
      let newestFirst = false;
      const fingerprintOf = fingerprinter(account.account_number);
      // The file's first line in booking order (date, time, then file order;
      // the last of a tie in a file listed newest first): the gap check leads
      // the account's stored lines into it.
      let firstBooked = null as {
        key: string;
        firstInFile: PendingRow;
        lastInFile: PendingRow;
      } | null;
      // One import into an account at a time: the fingerprints read here stay the stored ones until this transaction ends.
      await lockStatementImport(trx, account.id);
      const stored = await storedFingerprints(trx, account.id, earliest);
      // The organisation's categorisation rules give each new line its cash category as it is written.
      const writer = await lineWriter(
        trx,
        input,
        account.id,
        input.copyFrom,
        await newLineCategoriser(trx, input.organizationId),
      );

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
              addIssue(statementImportIssues.futureDate(line.row, line.transactionDate));
              return;
            }
            if (previousDate !== null && line.transactionDate < previousDate) newestFirst = true;
            previousDate = line.transactionDate;
            const fingerprint = fingerprintOf(line);
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
      if (newestFirst && created > 0) await reverseImportedLineNumbers(trx, input.importId);

      for (const issue of result.issues) addIssue({ ...issue });
      // The parser's counts include issues past its own cap.
      errorCount +=
        result.errorCount - result.issues.filter((issue) => issue.severity === 'error').length;
      warningCount +=
        result.warningCount - result.issues.filter((issue) => issue.severity === 'warning').length;
      if (firstTooOld)
        addIssue(
          statementImportIssues.tooOld(
            (firstTooOld as ParsedLine).row,
            (firstTooOld as ParsedLine).transactionDate,
            earliest,
            tooOld,
          ),
        );

      const first = firstBooked && (newestFirst ? firstBooked.lastInFile : firstBooked.firstInFile);
      if (errorCount === 0 && first) {
        const gap = await findGap(trx, input, account.id, first, result.openingBalance);
        if (gap) addIssue(gap);
      }
      issues.sort((a, b) => a.row - b.row);

      if (errorCount === 0 && result.closingBalance !== null && result.lastDate) {
        await recordClosingBalance(
          trx,
          input,
          account.id,
          result.lastDate,
          result.closingBalance,
          now,
        );
      }
      return {
        issues,
        errorCount,
        warningCount,
        rowsRead: result.lineCount,
        created,
        skipped,
        summary: summaryOf(result, pending, account.currency),
      };
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
async function findGap(
  trx: Transaction<TreasuryDatabase>,
  input: ImportRunInput,
  bankAccountId: string,
  first: PendingRow,
  openingBalance: string | null,
): Promise<ImportIssue | null> {
  if (await storedElsewhere(trx, bankAccountId, input.importId, first.fingerprint)) return null;
  const firstDate = first.transactionDate;
  const last = await lastLineBookedBy(
    trx,
    bankAccountId,
    input.importId,
    firstDate,
    first.transactionTime,
  );
  if (!last) return null;
  if (last.ending_balance !== null && openingBalance !== null) {
    if (new Decimal(last.ending_balance).equals(openingBalance)) return null;
    return statementImportIssues.gap(last.transaction_date, firstDate, {
      lastBalance: last.ending_balance,
      openingBalance,
    });
  }
  const weekLater = new Date(Date.parse(`${last.transaction_date}T00:00:00Z`) + 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return firstDate > weekLater
    ? statementImportIssues.gap(last.transaction_date, firstDate, null)
    : null;
}

/** The file's closing balance becomes the account's balance, dated the end of its last day, unless a newer one exists. */
async function recordClosingBalance(
  trx: Transaction<TreasuryDatabase>,
  input: ImportRunInput,
  bankAccountId: string,
  lastDate: string,
  closingBalance: string,
  now: Date,
): Promise<void> {
  const endOfDay = new Date(Date.parse(`${lastDate}T23:59:59+07:00`));
  const asOf = endOfDay > now ? now : endOfDay;
  if (await hasBalanceSince(trx, bankAccountId, asOf)) return;
  await insertImportedBalance(trx, input, bankAccountId, closingBalance, asOf);
}
