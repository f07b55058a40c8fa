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

/** The issues of an import: every one counted, the first MAX_ISSUES kept. */
class IssueTally {
  readonly issues: ImportIssue[] = [];
  errorCount = 0;
  warningCount = 0;

  add(issue: ImportIssue): void {
    if (issue.severity === 'error') this.errorCount += 1;
    else this.warningCount += 1;
    if (this.issues.length < MAX_ISSUES) this.issues.push(issue);
  }

  /** The parser's issues, and its counts, which include issues past its own cap. */
  addParsed(
    result: Pick<ImportOutcome, 'errorCount' | 'warningCount'> & { issues: ImportIssue[] },
  ) {
    for (const issue of result.issues) this.add({ ...issue });
    this.errorCount +=
      result.errorCount - result.issues.filter((issue) => issue.severity === 'error').length;
    this.warningCount +=
      result.warningCount - result.issues.filter((issue) => issue.severity === 'warning').length;
  }
}

/**
 * The file's lines as they are read: pending ones and ones before the
 * earliest date counted and left out, ones after today reported, the order
 * the file lists them in (oldest or newest first), and its first line in
 * booking order, which the gap check leads the account's stored lines into.
 */
class StatementLines {
  pending = 0;
  tooOld = 0;
  skipped = 0;
  firstTooOld: ParsedLine | null = null;
  /** Exports list oldest first or newest first; stored line numbers grow with time either way. */
  newestFirst = false;
  private previousDate: string | null = null;
  /** The first in booking order (date, time, then file order); its last of a tie for a file listed newest first. */
  private first: { key: string; firstInFile: PendingRow; lastInFile: PendingRow } | null = null;

  constructor(
    private readonly dates: { earliest: string; today: string },
    private readonly fingerprintOf: (line: ParsedLine) => string,
    private readonly addIssue: (issue: ImportIssue) => void,
  ) {}

  /** The line's fingerprint when it is to be written (unless already stored); null when it is left out. */
  take(line: ParsedLine): string | null {
    if (line.pending) {
      this.pending += 1;
      return null;
    }
    if (line.transactionDate < this.dates.earliest) {
      this.tooOld += 1;
      this.firstTooOld ??= line;
      return null;
    }
    if (line.transactionDate > this.dates.today) {
      this.addIssue(statementImportIssues.futureDate(line.row, line.transactionDate));
      return null;
    }
    if (this.previousDate !== null && line.transactionDate < this.previousDate)
      this.newestFirst = true;
    this.previousDate = line.transactionDate;
    const fingerprint = this.fingerprintOf(line);
    const key = bookingKey(line.transactionDate, line.transactionTime);
    if (!this.first || key < this.first.key) {
      const row = { ...line, fingerprint };
      this.first = { key, firstInFile: row, lastInFile: row };
    } else if (key === this.first.key) this.first.lastInFile = { ...line, fingerprint };
    return fingerprint;
  }

  /** The file's first line in booking order, null when it wrote none. */
  firstBooked(): PendingRow | null {
    if (!this.first) return null;
    return this.newestFirst ? this.first.lastInFile : this.first.firstInFile;
  }
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

      const tally = new IssueTally();
      const lines = new StatementLines(
        { earliest, today },
        fingerprinter(account.account_number),
        (issue) => tally.add(issue),
      );
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
            const fingerprint = lines.take(line);
            if (fingerprint === null) return;
            if (stored.has(fingerprint)) lines.skipped += 1;
            else await writer.add(line, fingerprint);
          },
        });
      } catch (error) {
        // The COPY must end before the transaction can roll back on its connection.
        writer.abort(error);
        throw error;
      }
      const created = await writer.end();
      if (lines.newestFirst && created > 0) await reverseImportedLineNumbers(trx, input.importId);

      tally.addParsed(result);
      if (lines.firstTooOld)
        tally.add(
          statementImportIssues.tooOld(
            lines.firstTooOld.row,
            lines.firstTooOld.transactionDate,
            earliest,
            lines.tooOld,
          ),
        );

      const first = lines.firstBooked();
      if (tally.errorCount === 0 && first) {
        const gap = await findGap(trx, input, account.id, first, result.openingBalance);
        if (gap) tally.add(gap);
      }
      tally.issues.sort((a, b) => a.row - b.row);

      if (tally.errorCount === 0 && result.closingBalance !== null && result.lastDate) {
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
        issues: tally.issues,
        errorCount: tally.errorCount,
        warningCount: tally.warningCount,
        rowsRead: result.lineCount,
        created,
        skipped: lines.skipped,
        summary: summaryOf(result, lines.pending, account.currency),
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
