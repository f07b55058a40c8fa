import { parse } from 'csv-parse';
import { groupThousands } from '../../../../formats/amount.js';
import { CSV_LINE_ENDS } from '../../../../formats/csv.js';
import { parse as parseSync } from 'csv-parse/sync';
import { findBank } from '../../banks/catalogue.js';
import {
  formatMoney,
  Money,
  parseAmount,
  parseMarker,
  toMoney,
  type ParsedAmount,
} from './amounts.js';
import {
  businessToday,
  parseStatementDate,
  parseStatementTime,
  yearResolver,
  type YearResolver,
} from './dates.js';
import { statementIssue, type StatementIssueKind } from './error-codes.js';
import { detectLayout, fitRow, headerKey, type ColumnMap, type LayoutSpec } from './layouts.js';
import { bookingKey } from './booking-order.js';
import {
  accountDigits,
  isSummaryRow,
  normaliseCurrency,
  readInfoRow,
  sameAccount,
  splitPeriod,
} from './preamble.js';
import type {
  ParsedLine,
  ParseStatementOptions,
  ParseStatementResult,
  RowIssue,
  RowIssueField,
  StatementHeader,
} from './types.js';

/** A header that states nothing: where the reader starts, and what an export without rows above its table answers. */
export const NO_HEADER: Readonly<StatementHeader> = {
  accountNumber: null,
  currency: null,
  periodFrom: null,
  periodTo: null,
  openingBalance: null,
  closingBalance: null,
  accountName: null,
};

/**
 * How csv-parse reads a statement, whatever its delimiter: any line ending,
 * a byte order mark dropped, stray quotes and rows of another width kept (the
 * checks report them), empty lines kept so row numbers stay the file's, and
 * each record with its raw text.
 */
const STATEMENT_CSV = {
  record_delimiter: CSV_LINE_ENDS,
  bom: true,
  relax_quotes: true,
  relax_column_count: true,
  skip_empty_lines: false,
  raw: true,
} as const;

/** The import limit of the spec: 25 MB. */
export const STATEMENT_MAX_BYTES = 25 * 1024 * 1024;

/** How much of the file is read before the CSV parser starts, to tell what the file is and its delimiter. */
const SNIFF_BYTES = 64 * 1024;
/** Rows above the table that may hold account details before the file is judged not a statement. */
const MAX_PREAMBLE_ROWS = 100;
/** Longest record accepted: far above any real line, and keeps a broken quote from buffering the whole file. */
const MAX_RECORD_BYTES = 64 * 1024;
const DELIMITERS = [',', ';', '\t', '|'] as const;
const ZERO: ParsedAmount = { value: '0.00', negative: false, marker: null };

type CsvRecord = { record: string[]; raw: string };
type BookedLine = {
  row: number;
  date: string;
  time: string | null;
  balance: Money | null;
  signed: Money;
  balanceBefore: Money | null;
};
/** The booked lines at one end of the booking order: the first and the last in the file among those sharing that date and time. */
type BookingEnd = { key: string; firstInFile: BookedLine; lastInFile: BookedLine };

/**
 * Reads an internet-banking statement export (BCA, Mandiri, BNI, BRI; see
 * `StatementLayout`) as it streams in, never holding more than a chunk and a
 * row: the layout is recognised from its header row (account-detail rows above
 * it fill `header`), each line goes to `onLine` as soon as it is read, and the
 * summary rows below the table end the lines.
 *
 * What the caller gets:
 * - Every problem as a `RowIssue` naming its row and field. Errors block the
 *   import: the caller keeps what `onLine` received provisional (a staging
 *   table, a transaction) and drops it when `errorCount > 0`. Warnings (a
 *   balance that does not follow, a pending or zero-amount line) can be
 *   accepted.
 * - A line with an error is reported and not handed to `onLine`.
 * - A file-level error (not CSV, no supported layout, another bank, account or
 *   currency than expected, over `maxBytes`) stops the reading at once.
 * - Pending lines (BCA's `PEND`) are handed to `onLine` with `pending: true`
 *   and a warning: the bank has not booked them and may still change or drop
 *   them, so the caller decides whether to keep them out of the ledger until a
 *   later statement books them. Their date is the period's end (or the last
 *   booked line's date), and they are left out of the balance checks and of
 *   `firstDate`/`lastDate`.
 *
 * @example
 * const result = await parseStatement(createReadStream(path), { expectedBank: '014', onLine: (line) => staging.push(line) });
 */
export async function parseStatement(
  input: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  options: ParseStatementOptions = {},
): Promise<ParseStatementResult> {
  return new StatementReader(options).read(input);
}

class StatementReader {
  private readonly maxBytes: number;
  private readonly maxIssues: number;
  private readonly referenceDate: string;
  private readonly header: StatementHeader = { ...NO_HEADER };
  private readonly issues: RowIssue[] = [];
  private errorCount = 0;
  private warningCount = 0;
  private bytesRead = 0;
  private fatal = false;

  private stage: 'preamble' | 'table' | 'summary' = 'preamble';
  private spec: LayoutSpec | null = null;
  private columns: ColumnMap | null = null;
  private headerFirstCell = '';
  private resolveYear: YearResolver | undefined;
  private preambleRows = 0;
  private sawContent = false;
  private sawLine = false;
  private accountRow = 0;
  private currencyRow = 0;
  private closingRow = 0;
  private openingMoney: Money | null = null;
  private closingMoney: Money | null = null;

  private lineCount = 0;
  private pendingCount = 0;
  private firstDate: string | null = null;
  private lastDate: string | null = null;
  /** The earliest and the latest booked lines by date and time (see `booking-order.ts`); the file order breaks ties once it is known. */
  private earliest: BookingEnd | null = null;
  private latest: BookingEnd | null = null;
  /** The balance of the last line with one, pending lines included: BCA's closing summary counts them. */
  private lastListedBalance: Money | null = null;
  private previousBalance: Money | null = null;
  private previousSigned: Money | null = null;
  private previousDate: string | null = null;
  private order: 'ascending' | 'descending' | null = null;

  constructor(private readonly options: ParseStatementOptions) {
    this.maxBytes = options.maxBytes ?? STATEMENT_MAX_BYTES;
    this.maxIssues = options.maxIssues ?? 1000;
    this.referenceDate = options.referenceDate ?? businessToday();
  }

  async read(
    input: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  ): Promise<ParseStatementResult> {
    const iterator =
      Symbol.asyncIterator in input
        ? input[Symbol.asyncIterator]()
        : asAsync(input[Symbol.iterator]());
    try {
      await this.readFrom(iterator);
    } finally {
      await iterator.return?.().catch(() => undefined);
    }
    if (!this.fatal) this.finish();
    return this.result();
  }

  /**
   * The beginning of the file (SNIFF_BYTES, or all of it when shorter:
   * `exhausted`), which decides whether it is a CSV at all and which
   * delimiter it uses; null when the file is already over the limit.
   */
  private async readHead(
    iterator: AsyncIterator<Buffer | string>,
  ): Promise<{ start: Buffer; exhausted: boolean } | null> {
    const head: Buffer[] = [];
    let headBytes = 0;
    while (headBytes < SNIFF_BYTES) {
      const next = await iterator.next();
      if (next.done) return { start: Buffer.concat(head), exhausted: true };
      const chunk = this.take(next.value);
      if (!chunk) {
        this.fileTooLarge();
        return null;
      }
      head.push(chunk);
      headBytes += chunk.length;
    }
    return { start: Buffer.concat(head), exhausted: false };
  }

  private async readFrom(iterator: AsyncIterator<Buffer | string>): Promise<void> {
    const head = await this.readHead(iterator);
    if (!head) return;
    const { start, exhausted } = head;
    const notText = describeNonText(start);
    if (notText) return this.fail(1, 'layout', 'csvParseFailure', notText);
    const startText = start.toString('utf8').replace(/^\uFEFF/, '');
    if (exhausted && startText.trim() === '') return this.fail(0, 'layout', 'emptyFile');
    const table = findTable(start, startText, exhausted);

    // The rows down to the header were read while looking for it; the parser
    // starts on the first line after it. (It would otherwise take the first
    // preamble row's width as the norm and build an error object, stack trace
    // and all, for every line of another width.)
    let linesBefore = 0;
    let startAt = 0;
    if (table.header) {
      for (const { record, row } of table.rowsBefore) await this.readRecord(record, row);
      await this.readRecord(table.header.record, table.header.row);
      if (this.fatal) return;
      linesBefore = table.header.row;
      startAt = table.dataOffset;
    }
    // Records are taken as csv-parse reads them (`on_record`) rather than
    // through its readable side: a stream that fails drops the records it had
    // buffered, and the lines before a broken row must still be checked.
    const records: CsvRecord[] = [];
    const parser = parse({
      delimiter: table.delimiter,
      ...STATEMENT_CSV,
      max_record_size: MAX_RECORD_BYTES,
      // With `raw`, each record arrives as `{ record, raw }`.
      on_record: (value: unknown) => {
        records.push(value as CsvRecord);
        return null;
      },
    });
    parser.on('error', () => undefined); // read from `parser.errored` after each write
    parser.resume();

    const drain = async () => {
      for (let index = 0; index < records.length && !this.fatal; index += 1) {
        const { record, raw } = records[index]!;
        const row = linesBefore + 1;
        linesBefore += countLineBreaks(raw);
        await this.readRecord(record, row);
      }
      records.length = 0;
    };
    const failure = () => {
      const error = parser.errored;
      if (!error) return false;
      this.fail(
        linesBefore + 1,
        'layout',
        'csvParseFailure',
        describeCsvError(isCsvError(error) ? error.code : ''),
      );
      return true;
    };

    try {
      parser.write(start.subarray(startAt));
      await drain();
      if (this.fatal || failure()) return;
      while (!exhausted) {
        const next = await iterator.next();
        if (next.done) break;
        const chunk = this.take(next.value);
        if (!chunk) return this.fileTooLarge();
        parser.write(chunk);
        await drain();
        if (this.fatal || failure()) return;
      }
      await new Promise<void>((resolve) => {
        parser.once('finish', resolve);
        parser.once('error', () => resolve());
        parser.end();
      });
      await drain();
      if (!this.fatal) failure();
    } finally {
      parser.destroy();
    }
  }

  /** Counts a chunk against the limit; null when it goes over. */
  private take(value: Buffer | string): Buffer | null {
    const chunk = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
    this.bytesRead += chunk.length;
    this.options.onProgress?.(this.bytesRead);
    return this.bytesRead > this.maxBytes ? null : chunk;
  }

  private async readRecord(cells: string[], row: number): Promise<void> {
    if (this.stage === 'summary') {
      this.readInfo(cells, row);
      return;
    }
    if (cells.every((cell) => cell.trim() === '')) return;
    this.sawContent = true;
    if (this.stage === 'preamble') {
      const detected = detectLayout(cells);
      if (detected) this.startTable(detected.spec, detected.columns, cells, row);
      else {
        this.readInfo(cells, row);
        this.preambleRows += 1;
        if (this.preambleRows > MAX_PREAMBLE_ROWS) this.fail(0, 'layout', 'unsupportedLayout');
      }
      return;
    }
    if (isSummaryRow(cells)) {
      this.stage = 'summary';
      this.readInfo(cells, row);
      return;
    }
    // Some exports repeat the header row at page breaks.
    if (headerKey(cells[0] ?? '') === this.headerFirstCell && detectLayout(cells)) return;
    await this.readLine(fitRow(cells, this.columns!), row);
  }

  /** Account details above the table and totals below it. */
  private readInfo(cells: string[], row: number): void {
    const info = readInfoRow(cells);
    if (!info || info.value === '') return;
    const value = info.value.replace(/^'/, '');
    switch (info.kind) {
      case 'accountNumber': {
        const digits = accountDigits(value);
        if (digits.length >= 5 && this.header.accountNumber === null) {
          this.header.accountNumber = digits;
          this.accountRow = row;
        }
        return;
      }
      case 'accountName':
        this.header.accountName ??= value.replace(/\s+/g, ' ');
        return;
      case 'currency': {
        const currency = normaliseCurrency(value);
        if (currency && this.header.currency === null) {
          this.header.currency = currency;
          this.currencyRow = row;
        }
        return;
      }
      case 'period': {
        const ends = splitPeriod(value);
        const from = ends && parseStatementDate(ends[0]);
        const to = ends && parseStatementDate(ends[1]);
        if (from && to) {
          this.header.periodFrom = from.date;
          this.header.periodTo = to.date;
        }
        return;
      }
      case 'openingBalance':
      case 'closingBalance': {
        const amount = this.summaryAmount(value);
        if (!amount) return;
        if (info.kind === 'openingBalance') {
          this.openingMoney = amount;
          this.header.openingBalance = formatMoney(amount);
        } else {
          this.closingMoney = amount;
          this.header.closingBalance = formatMoney(amount);
          this.closingRow = row;
        }
        return;
      }
      case 'total':
        return;
    }
  }

  private summaryAmount(value: string): Money | null {
    const style = this.spec?.numberStyle ?? 'en';
    const parsed = parseAmount(value, style) ?? parseAmount(value.split(/\s+/)[0] ?? '', style);
    return parsed ? balanceOf(parsed) : null;
  }

  private startTable(spec: LayoutSpec, columns: ColumnMap, cells: string[], row: number): void {
    this.spec = spec;
    this.columns = columns;
    this.stage = 'table';
    this.headerFirstCell = headerKey(cells[0] ?? '');
    this.resolveYear = yearResolver(
      this.header.periodFrom,
      this.header.periodTo,
      this.referenceDate,
    );
    const { expectedBank, expectedAccountNumber, expectedCurrency } = this.options;
    // A file that names its account is refused by the two account numbers, the words a person can check; the bank only when it names none.
    if (
      expectedAccountNumber &&
      this.header.accountNumber &&
      !sameAccount(this.header.accountNumber, expectedAccountNumber)
    ) {
      return this.fail(
        this.accountRow,
        'layout',
        'wrongAccount',
        this.header.accountNumber,
        expectedAccountNumber,
      );
    }
    if (expectedBank && spec.bankCode !== expectedBank) {
      return this.fail(row, 'layout', 'wrongBank', bankName(spec.bankCode), bankName(expectedBank));
    }
    if (
      expectedCurrency &&
      this.header.currency &&
      this.header.currency !== expectedCurrency.toUpperCase()
    ) {
      return this.fail(
        this.currencyRow,
        'layout',
        'wrongCurrency',
        this.header.currency,
        expectedCurrency.toUpperCase(),
      );
    }
  }

  private async readLine(cells: string[], row: number): Promise<void> {
    const spec = this.spec!;
    const columns = this.columns!;
    const style = spec.numberStyle;
    const cell: LineCell = (index) => (index === undefined ? '' : (cells[index] ?? '').trim());
    const dateText = cell(columns.date);
    // Notes and page footers between the lines carry no date and no money.
    if (
      dateText === '' &&
      [columns.amount, columns.debit, columns.credit, columns.balance].every(
        (index) => cell(index) === '',
      )
    )
      return;
    this.sawLine = true;
    // A line cut short (a broken download, a line end inside a record) is an error on its row, never a line with no amount.
    const needed = neededColumns(columns);
    if (cells.length < needed) {
      this.addIssue(row, 'layout', 'error', 'unreadableLine', String(cells.length), String(needed));
      return;
    }

    let failed = false;
    const error: LineError = (field, kind, value, expected) => {
      // BCA's apostrophe only keeps spreadsheets from reading a cell as a number; nobody sees it there.
      this.addIssue(row, field, 'error', kind, value?.replace(/^'/, ''), expected);
      failed = true;
    };

    if (this.readLineAccount(cell, row, error) === 'stop') return;
    const dates = this.readLineDates(cell, dateText, error);
    const { pending, transactionDate, transactionTime } = dates;
    const { direction, amount, zero } = readLineAmount(cell, columns, style, error);

    let balance: Money | null = null;
    const balanceText = cell(columns.balance);
    if (balanceText !== '') {
      const parsed = parseAmount(balanceText, style);
      if (parsed) balance = balanceOf(parsed);
      else error('endingBalance', 'invalidBalance', balanceText);
    }

    const description = columns.description
      .map((index) => cell(index).replace(/^'/, ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (description === '') error('description', 'emptyDescription');

    if (failed || zero || !amount || !direction || !transactionDate) {
      if (zero && !failed) this.addIssue(row, 'amount', 'warning', 'zeroAmount');
      // Check the next line against this one's balance when it could be read.
      if (!pending) {
        this.previousBalance = balance;
        this.previousSigned = null;
        if (transactionDate) this.previousDate = transactionDate;
      }
      return;
    }

    const value = new Money(amount.value);
    const signed = direction === 'CREDIT' ? value : value.negated();
    if (balance !== null) this.lastListedBalance = balance;
    if (pending) {
      this.pendingCount += 1;
      this.addIssue(row, 'date', 'warning', 'pendingLine');
    } else {
      const balanceBefore =
        columns.balanceBefore === undefined
          ? null
          : parseAmount(cell(columns.balanceBefore), style);
      this.bookLine({
        row,
        date: transactionDate,
        time: transactionTime,
        balance,
        signed,
        balanceBefore: balanceBefore ? balanceOf(balanceBefore) : null,
      });
    }

    this.lineCount += 1;
    await this.options.onLine?.({
      row,
      transactionDate,
      transactionTime,
      postingDate: dates.postingDate,
      description,
      reference: this.referenceOf(cell(columns.reference), description),
      direction,
      amount: amount.value,
      endingBalance: balance === null ? null : formatMoney(balance),
      pending,
    });
  }

  /**
   * A line's account column, where the export has one: the first number met names the file's
   * account (and ends the parse when it is not the expected one, 'stop'); a line of another
   * account is an error on its row.
   */
  private readLineAccount(cell: LineCell, row: number, error: LineError): 'stop' | 'go' {
    const columns = this.columns!;
    if (columns.account === undefined) return 'go';
    const account = accountDigits(cell(columns.account));
    if (account !== '' && this.header.accountNumber === null) {
      this.header.accountNumber = account;
      this.accountRow = row;
      const expected = this.options.expectedAccountNumber;
      if (expected && !sameAccount(account, expected)) {
        this.fail(row, 'layout', 'wrongAccount', account, expected);
        return 'stop';
      }
    } else if (account !== '' && !sameAccount(account, this.header.accountNumber!)) {
      error(
        'layout',
        'wrongAccount',
        account,
        this.options.expectedAccountNumber ?? this.header.accountNumber!,
      );
    }
    return 'go';
  }

  /**
   * A line's dates: the transaction's (a pending line, PEND, takes the period's end), its time
   * from a column of its own when there is one, and the posting date, never before the transaction.
   */
  private readLineDates(cell: LineCell, dateText: string, error: LineError) {
    const columns = this.columns!;
    const pending = this.spec!.hasPendingLines && /^PEND$/i.test(dateText.replace(/^'/, ''));
    let transactionDate: string | null = null;
    let transactionTime: string | null = null;
    if (pending) transactionDate = this.header.periodTo ?? this.previousDate ?? this.referenceDate;
    else {
      const parsed = parseStatementDate(dateText, this.resolveYear);
      if (parsed) ({ date: transactionDate, time: transactionTime } = parsed);
      else error('date', 'invalidDate', dateText);
    }
    const timeText = cell(columns.time);
    if (timeText !== '') {
      const time = parseStatementTime(timeText);
      if (time) transactionTime = time;
      else error('date', 'invalidDate', timeText);
    }
    let postingDate: string | null = null;
    let postingTime: string | null = null;
    const postingText = cell(columns.postingDate);
    if (postingText !== '') {
      const parsed = parseStatementDate(postingText, this.resolveYear);
      if (parsed) ({ date: postingDate, time: postingTime } = parsed);
      else error('date', 'invalidDate', postingText);
    }
    if (transactionDate && postingDate && !pending) {
      // Times are compared only when both dates have one.
      const withTimes = transactionTime !== null && postingTime !== null;
      const transactionAt = withTimes ? `${transactionDate} ${transactionTime}` : transactionDate;
      const postedAt = withTimes ? `${postingDate} ${postingTime}` : postingDate;
      if (postedAt < transactionAt)
        error('postingTime', 'postingBeforeTransaction', postedAt, transactionAt);
    }
    return { pending, transactionDate, transactionTime, postingDate };
  }

  /** A booked (not pending) line: checked against the one before, and kept as the file's earliest or latest when it is. */
  private bookLine(booked: BookedLine): void {
    const { row, date, time, balance, signed } = booked;
    this.checkContinuity(row, date, balance, signed);
    const key = bookingKey(date, time);
    if (!this.earliest || key < this.earliest.key)
      this.earliest = { key, firstInFile: booked, lastInFile: booked };
    else if (key === this.earliest.key) this.earliest.lastInFile = booked;
    if (!this.latest || key > this.latest.key)
      this.latest = { key, firstInFile: booked, lastInFile: booked };
    else if (key === this.latest.key) this.latest.lastInFile = booked;
    if (this.firstDate === null || date < this.firstDate) this.firstDate = date;
    if (this.lastDate === null || date > this.lastDate) this.lastDate = date;
  }

  /**
   * Whether this line's balance follows from the one before: previous balance
   * plus a credit or minus a debit. Exports list lines oldest first, some
   * newest first (then the previous balance is this one plus the previous
   * line's amount); the order is taken from the first change of date, and
   * within the first day either reading is accepted.
   *
   * A mismatch is a warning, not an error: banks list same-day lines in an
   * order of their own (by posting batch, branch or value date rather than by
   * time), so a correct statement can show balances that do not chain line by
   * line within a day. A missing line, by contrast, shows as a mismatch the
   * user should look at before accepting.
   */
  private checkContinuity(row: number, date: string, balance: Money | null, signed: Money): void {
    if (this.order === null && this.previousDate !== null && date !== this.previousDate) {
      this.order = date > this.previousDate ? 'ascending' : 'descending';
    }
    if (balance !== null && this.previousBalance !== null) {
      const afterThis = this.previousBalance.plus(signed);
      const beforePrevious =
        this.previousSigned === null ? null : this.previousBalance.minus(this.previousSigned);
      const ascendingOk = balance.eq(afterThis);
      const descendingOk = beforePrevious === null || balance.eq(beforePrevious);
      const ok =
        this.order === 'ascending'
          ? ascendingOk
          : this.order === 'descending'
            ? descendingOk
            : ascendingOk || (beforePrevious !== null && descendingOk);
      if (!ok) {
        const expected = this.order === 'descending' && beforePrevious ? beforePrevious : afterThis;
        this.addIssue(
          row,
          'balanceContinuity',
          'warning',
          'balanceGap',
          groupDigits(balance),
          groupDigits(expected),
        );
      }
    }
    this.previousBalance = balance;
    this.previousSigned = signed;
    this.previousDate = date;
  }

  private referenceOf(column: string, description: string): string | null {
    switch (this.spec!.referenceFrom) {
      case 'column':
        return column.replace(/^'/, '').trim() || null;
      case 'bca-description':
        // e-banking transfers: `TRSF E-BANKING DB 0310/FTSCY/WS95051 …`
        return /\b\d{4}\/[A-Z]{5}\/[A-Z]{2}\d{5}\b/.exec(description)?.[0] ?? null;
      case 'bri-description':
        // BRImo/NBMB transfers end with `ESB:NBMB:0001500F:168770158106`
        return /\bESB:[A-Z0-9]+:[A-Z0-9]+:\d+\b/.exec(description)?.[0] ?? null;
      case 'none':
        return null;
    }
  }

  /** After the last row: what the file as a whole lacks, and the summary rows against the lines. */
  private finish(): void {
    if (!this.spec) {
      if (this.sawContent) this.fail(0, 'layout', 'unsupportedLayout');
      else this.fail(0, 'layout', 'emptyFile');
      return;
    }
    if (!this.sawLine) return this.fail(0, 'layout', 'emptyFile');
    const oldest = this.oldest();
    if (this.openingMoney && oldest?.balance) {
      const expected = this.openingMoney.plus(oldest.signed);
      if (!oldest.balance.eq(expected)) {
        this.addIssue(
          oldest.row,
          'balanceContinuity',
          'warning',
          'balanceGap',
          groupDigits(oldest.balance),
          groupDigits(expected),
        );
      }
    }
    const closing = this.derivedClosing();
    const listed = this.order === 'descending' ? null : this.lastListedBalance;
    if (
      this.closingMoney &&
      closing &&
      !this.closingMoney.eq(closing) &&
      !(listed && this.closingMoney.eq(listed))
    ) {
      this.addIssue(
        this.closingRow,
        'balanceContinuity',
        'warning',
        'balanceGap',
        groupDigits(this.closingMoney),
        groupDigits(closing),
      );
    }
  }

  /**
   * The first booked line in booking order (date, time, then the bank's
   * sequence: the file order, reversed in a file listed newest first), and the
   * last: the opening and closing balances are theirs.
   */
  private oldest(): BookedLine | null {
    if (!this.earliest) return null;
    return this.order === 'descending' ? this.earliest.lastInFile : this.earliest.firstInFile;
  }

  private newest(): BookedLine | null {
    if (!this.latest) return null;
    return this.order === 'descending' ? this.latest.firstInFile : this.latest.lastInFile;
  }

  private derivedOpening(): Money | null {
    const oldest = this.oldest();
    if (!oldest) return null;
    return oldest.balanceBefore ?? (oldest.balance ? oldest.balance.minus(oldest.signed) : null);
  }

  private derivedClosing(): Money | null {
    return this.newest()?.balance ?? null;
  }

  private addIssue(
    row: number,
    field: RowIssueField,
    severity: RowIssue['severity'],
    kind: StatementIssueKind,
    value?: string,
    expected?: string,
  ): void {
    if (severity === 'error') this.errorCount += 1;
    else this.warningCount += 1;
    if (this.issues.length >= this.maxIssues) return;
    this.issues.push(statementIssue(row, field, severity, kind, { value, expected }));
  }

  /** A file-level error: reported, and the reading stops. */
  private fail(
    row: number,
    field: RowIssueField,
    kind: StatementIssueKind,
    value?: string,
    expected?: string,
  ): void {
    this.addIssue(row, field, 'error', kind, value, expected);
    this.fatal = true;
  }

  private fileTooLarge(): void {
    const megabytes = this.maxBytes / (1024 * 1024);
    const limit = Number.isInteger(megabytes)
      ? `${megabytes} MB`
      : `${this.maxBytes.toLocaleString('en-US')} bytes`;
    this.fail(0, 'layout', 'fileTooLarge', undefined, limit);
  }

  private result(): ParseStatementResult {
    const opening = this.openingMoney ?? (this.fatal ? null : this.derivedOpening());
    const closing = this.closingMoney ?? (this.fatal ? null : this.derivedClosing());
    return {
      layout: this.spec?.id ?? null,
      bankCode: this.spec?.bankCode ?? null,
      header: { ...this.header },
      lineCount: this.lineCount,
      pendingCount: this.pendingCount,
      issues: this.issues,
      errorCount: this.errorCount,
      warningCount: this.warningCount,
      issuesTruncated: this.errorCount + this.warningCount > this.issues.length,
      firstDate: this.firstDate,
      lastDate: this.lastDate,
      openingBalance: opening ? formatMoney(opening) : null,
      closingBalance: closing ? formatMoney(closing) : null,
      bytesRead: this.bytesRead,
    };
  }
}

function asAsync<T>(iterator: Iterator<T>): AsyncIterator<T> {
  return {
    next: async () => iterator.next(),
    return: async () => iterator.return?.() ?? { done: true, value: undefined },
  };
}

/** A line's cell by column, trimmed ('' when the column is absent). */
type LineCell = (index: number | undefined) => string;

/** Records an error on the line's row: the line is then left out. */
type LineError = (
  field: RowIssueField,
  kind: StatementIssueKind,
  value?: string,
  expected?: string,
) => void;

/**
 * A line's direction and amount: one amount column with a D/C marker (its own column or on the
 * amount), or debit and credit columns, one of them filled; `zero` when the line moves nothing.
 */
function readLineAmount(
  cell: LineCell,
  columns: ColumnMap,
  style: LayoutSpec['numberStyle'],
  error: LineError,
): { direction: ParsedLine['direction'] | null; amount: ParsedAmount | null; zero: boolean } {
  let direction: ParsedLine['direction'] | null = null;
  let amount: ParsedAmount | null = null;
  let zero = false;
  if (columns.amount !== undefined) {
    const amountText = cell(columns.amount);
    amount = parseAmount(amountText, style);
    if (!amount || amount.negative) {
      error('amount', 'invalidAmount', amountText);
      amount = null;
    }
    const markerText = cell(columns.marker).replace(/^'/, '');
    const marker = markerText === '' ? null : parseMarker(markerText);
    direction = marker ?? amount?.marker ?? null;
    if (!direction && (amount || columns.marker !== undefined))
      error('type', 'invalidType', markerText);
    zero = amount?.value === '0.00';
  } else {
    const debitText = cell(columns.debit);
    const creditText = cell(columns.credit);
    const debit = debitText === '' || debitText === '-' ? ZERO : parseAmount(debitText, style);
    const credit = creditText === '' || creditText === '-' ? ZERO : parseAmount(creditText, style);
    if (!debit || debit.negative) error('amount', 'invalidAmount', debitText);
    if (!credit || credit.negative) error('amount', 'invalidAmount', creditText);
    if (debit && credit && !debit.negative && !credit.negative) {
      const isDebit = debit.value !== '0.00';
      const isCredit = credit.value !== '0.00';
      if (isDebit && isCredit) error('type', 'invalidType', `${debitText} / ${creditText}`);
      else if (!isDebit && !isCredit) zero = true;
      else {
        direction = isDebit ? 'DEBIT' : 'CREDIT';
        amount = isDebit ? debit : credit;
      }
    }
  }
  return { direction, amount, zero };
}

/** A balance is negative with a sign, parentheses or a debit marker (an overdrawn account). */
function balanceOf(amount: ParsedAmount): Money {
  const value = toMoney(amount);
  return amount.marker === 'DEBIT' && !amount.negative ? value.negated() : value;
}

/** Money as the messages show it: `1,234,567.89`. */
function groupDigits(value: Money): string {
  return groupThousands(formatMoney(value));
}

function bankName(code: string): string {
  return findBank(code)?.name ?? code;
}

/** What a file that is not CSV text is, from its first bytes; null for text. */
function describeNonText(start: Buffer): string | null {
  if (start.subarray(0, 5).toString('latin1') === '%PDF-') return 'it is a PDF document';
  if (start.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])))
    return 'it is an Excel workbook or ZIP archive';
  if (start.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])))
    return 'it is an Excel 97-2003 workbook';
  if (start.subarray(0, 8192).includes(0)) return 'it is not a text file';
  const text = start
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<')) return 'it is an HTML or XML page';
  return null;
}

type TableStart = {
  delimiter: string;
  /** The header row and the rows above it, when the start of the file shows them. */
  header?: { record: string[]; row: number };
  rowsBefore: { record: string[]; row: number }[];
  /** Byte offset of the line after the header. */
  dataOffset: number;
};

/**
 * Finds the header row in the start of the file, trying each delimiter (`,`
 * in most exports, `;` where a spreadsheet in Indonesian saved it, tab or
 * `|` in some) and keeping the one that shows a known header earliest;
 * `,` when none does. The header's position is only trusted when no row
 * above it spans lines.
 */
function findTable(start: Buffer, text: string, complete: boolean): TableStart {
  const sample = complete ? text : text.slice(0, Math.max(text.lastIndexOf('\n'), 0));
  let best: (TableStart & { index: number }) | null = null;
  for (const delimiter of DELIMITERS) {
    let records: CsvRecord[];
    try {
      records = parseSync(sample, {
        delimiter,
        ...STATEMENT_CSV,
        to_line: MAX_PREAMBLE_ROWS + 1,
      }) as unknown as CsvRecord[];
    } catch {
      continue;
    }
    const index = records.findIndex(({ record }) => detectLayout(record) !== null);
    if (index < 0 || (best !== null && index >= best.index)) continue;
    const rows = records.slice(0, index + 1).map(({ record, raw }, position) => ({
      record,
      row: position + 1,
      breaks: countLineBreaks(raw),
    }));
    if (rows.slice(0, -1).some((row) => row.breaks !== 1) || rows.at(-1)!.breaks > 1) {
      best = { delimiter, index, rowsBefore: [], dataOffset: 0 };
      continue;
    }
    const header = rows.at(-1)!;
    best = {
      delimiter,
      index,
      header: { record: header.record, row: header.row },
      rowsBefore: rows.slice(0, -1).map(({ record, row }) => ({ record, row })),
      dataOffset: offsetAfterLines(start, header.row),
    };
  }
  return best ?? { delimiter: ',', rowsBefore: [], dataOffset: 0 };
}

/** The byte offset just after the `lines`-th line break (CRLF, LF or CR); the end when there are fewer. */
function offsetAfterLines(buffer: Buffer, lines: number): number {
  let seen = 0;
  for (let index = 0; index < buffer.length; index += 1) {
    const byte = buffer[index];
    if (byte === 10 || byte === 13) {
      if (byte === 13 && buffer[index + 1] === 10) index += 1;
      seen += 1;
      if (seen === lines) return index + 1;
    }
  }
  return buffer.length;
}

/** Line breaks in a record's raw text: `\r\n`, `\n` or `\r`. */
/** How many cells a line must have to hold every column its layout reads a line's date, money and description from. */
function neededColumns(columns: ColumnMap): number {
  const indexes = [
    columns.date,
    ...columns.description,
    columns.amount,
    columns.marker,
    columns.debit,
    columns.credit,
    columns.balance,
  ];
  return Math.max(...indexes.filter((index): index is number => index !== undefined)) + 1;
}

function countLineBreaks(raw: string): number {
  let count = 0;
  for (let index = 0; index < raw.length; index += 1) {
    const char = raw.charCodeAt(index);
    if (char === 10) count += 1;
    else if (char === 13) {
      count += 1;
      if (raw.charCodeAt(index + 1) === 10) index += 1;
    }
  }
  return count;
}

function isCsvError(error: unknown): error is Error & { code: string } {
  const code: unknown =
    error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('CSV_');
}

function describeCsvError(code: string): string {
  switch (code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted value is never closed';
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'a closing quote is followed by more text';
    case 'CSV_MAX_RECORD_SIZE':
      return 'a row is longer than 64 KB';
    default:
      return 'the CSV is malformed';
  }
}
