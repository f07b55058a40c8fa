import { describeActivity, recordActivity } from '../../kit/activity.js';
import { nameSkeleton } from '../../kit/text.js';
import { createdChanges, createdFacts } from './activity.js';
import { BatchedImportRun } from '../imports/batched-run.js';
import { readImportCsv } from '../imports/csv-import.js';
import type { ImportOutcome, ImportProcessor, ImportRunInput } from '../imports/types.js';
import {
  EXPECTED_TRANSACTION_IMPORT_CODES,
  IMPORT_ISSUE,
  type ExpectedTransactionImportCode,
} from './errors.js';
import {
  findAliasKeys,
  findExistingSameKeys,
  findUsedExternalIds,
  insertImportedExpectedTransactions,
} from './repository.js';
import { MAX_DATA_ENTRIES } from './service.js';
import {
  daysBetween,
  parseBusinessDate,
  parseCurrency,
  parseDirection,
  parseSpreadsheetAmount,
  todayIn,
  type Currency,
  type Direction,
} from './values.js';

/**
 * The columns of the expected-transactions CSV (see
 * web/public/templates/expected-transactions-template.csv). Header names are
 * read case-insensitively, spaces and hyphens counting as underscores. Every
 * column named `data.<key>` adds an additional reconciliation data entry
 * `<key>` (invoice number, virtual account …) from its non-empty cells.
 */
export const IMPORT_COLUMNS = {
  date: { required: true, maxLength: 10 },
  counterparty_alias: { required: false, maxLength: 100 },
  description: { required: true, maxLength: 500 },
  amount: { required: true, maxLength: 40 },
  currency: { required: false, maxLength: 10 },
  direction: { required: true, maxLength: 20 },
  internal_description: { required: false, maxLength: 1000 },
  external_id: { required: false, maxLength: 100 },
  bank_account_alias: { required: false, maxLength: 100 },
} as const;
type Column = keyof typeof IMPORT_COLUMNS;

const DATA_PREFIX = 'data.';
const DATA_KEY_MAX = 100;
const DATA_VALUE_MAX = 500;
/** A date further than this from today is worth a second look. */
const FAR_DAYS = 365;
/** Treasury does not know the organisation's zone; Indonesian businesses are mostly here. */
const TIME_ZONE = 'Asia/Jakarta';

type Row = {
  line: number;
  date: string;
  counterpartyId: string | null;
  description: string;
  amount: string;
  currency: Currency;
  direction: Direction;
  internalDescription: string | null;
  externalId: string | null;
  bankAccountId: string | null;
  data: { key: string; value: string }[];
};

type Header = { columns: Partial<Record<Column, number>>; data: { key: string; index: number }[] };

const normaliseName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Imports expected transactions from a CSV file. Every row is checked
 * (dates, amounts, directions, currencies, aliases of counterparties and
 * bank accounts, external ids unique in the organisation and in the file)
 * and, while nothing blocks the import, written in batches with an
 * activity entry each, in the runner's transaction. Warnings (a date more
 * than a year from today; the same date, amount and counterparty as an
 * existing expected transaction or an earlier row) block unless ignored.
 */
export const expectedTransactionsImport: ImportProcessor = {
  kind: 'EXPECTED_TRANSACTIONS',
  run: (input) => new ExpectedTransactionsImportRun(input).run(),
};

class ExpectedTransactionsImportRun extends BatchedImportRun<Row, ExpectedTransactionImportCode> {
  private counterparties = new Map<string, string>();
  private bankAccounts = new Map<string, { id: string; currency: Currency }>();
  /** The first row of each external id in the file. */
  private externalIds = new Map<string, number>();
  /** The first row of each date, amount and counterparty in the file. */
  private sameKeys = new Map<string, number>();
  private readonly today = todayIn(TIME_ZONE);
  private readonly counts = { DEBIT: 0, CREDIT: 0 };

  constructor(input: ImportRunInput) {
    super(input, EXPECTED_TRANSACTION_IMPORT_CODES);
  }

  async run(): Promise<ImportOutcome> {
    await this.loadAliases();
    const { header } = await readImportCsv(this.input, {
      header: (record) => this.readHeader(record),
      row: async (columns, record, line) => {
        this.rowsRead += 1;
        const row = this.readRow(columns, record, line);
        if (row) this.enqueue(row);
        await this.flushWhenFull();
      },
      end: () => this.flush(),
      invalidFile: (line, reason) =>
        this.issue('error', line, 'file', IMPORT_ISSUE.invalidFile, reason),
    });
    if ((!header || this.rowsRead === 0) && this.log.errorCount === 0)
      this.issue('error', 0, 'file', IMPORT_ISSUE.noRows);
    return this.outcome();
  }

  private outcome(): ImportOutcome {
    return this.outcomeWith({
      incomingCount: String(this.counts.CREDIT),
      outgoingCount: String(this.counts.DEBIT),
    });
  }

  /**
   * The organisation's counterparty and bank account aliases by their
   * skeleton (`nameSkeleton`), the key they are unique by: a file's alias
   * finds its record whatever its case, width or look-alike letters, and
   * never two records. Few enough to hold.
   */
  private async loadAliases(): Promise<void> {
    const organizationId = this.input.organizationId;
    // A key with a control character marks a look-alike written before keys were kept (name-keys.ts): the oldest holds the plain key.
    const aliases = await findAliasKeys(this.trx, organizationId);
    this.counterparties = new Map(aliases.counterparties.map((row) => [row.alias_key, row.id]));
    this.bankAccounts = new Map(
      aliases.bankAccounts.map((row) => [row.alias_key, { id: row.id, currency: row.currency }]),
    );
  }

  /** The columns by position; null (with the issue reported) when the header cannot serve. */
  private readHeader(record: string[]): Header | null {
    const columns: Partial<Record<Column, number>> = {};
    const data: { key: string; index: number }[] = [];
    const dataProblems: string[] = [];
    record.forEach((cell, index) => {
      const raw = cell.trim();
      if (raw.toLowerCase().startsWith(DATA_PREFIX)) {
        const key = raw.slice(DATA_PREFIX.length).trim();
        if (!key) dataProblems.push(`column ${index + 1} has no key after "${DATA_PREFIX}"`);
        else if (key.length > DATA_KEY_MAX)
          dataProblems.push(
            `the key "${key.slice(0, 20)}…" is longer than ${DATA_KEY_MAX} characters`,
          );
        else if (data.some((entry) => entry.key.toLowerCase() === key.toLowerCase()))
          dataProblems.push(`"${raw}" appears twice`);
        else data.push({ key, index });
        return;
      }
      const name = normaliseName(raw);
      if (name in IMPORT_COLUMNS && columns[name as Column] === undefined)
        columns[name as Column] = index;
    });
    if (data.length > MAX_DATA_ENTRIES)
      dataProblems.push(`more than ${MAX_DATA_ENTRIES} "${DATA_PREFIX}" columns`);
    for (const problem of dataProblems)
      this.issue('error', 1, 'header', IMPORT_ISSUE.invalidDataColumns, problem);
    const missing = (Object.keys(IMPORT_COLUMNS) as Column[]).filter(
      (column) => IMPORT_COLUMNS[column].required && columns[column] === undefined,
    );
    for (const column of missing)
      this.issue('error', 1, column, IMPORT_ISSUE.missingColumn, column);
    return missing.length > 0 || dataProblems.length > 0 ? null : { columns, data };
  }

  /** One data row checked cell by cell: every problem reported; the row when it has none. */
  private readRow(header: Header, record: string[], line: number): Row | null {
    const errorsBefore = this.log.errorCount;
    const cell = (column: Column): string => {
      const index = header.columns[column];
      return index === undefined ? '' : (record[index] ?? '').trim();
    };
    const text = (column: Column): string | null => {
      const value = cell(column);
      if (!value) {
        if (IMPORT_COLUMNS[column].required)
          this.issue('error', line, column, IMPORT_ISSUE.required, undefined, column);
        return null;
      }
      if (value.length > IMPORT_COLUMNS[column].maxLength) {
        this.issue(
          'error',
          line,
          column,
          IMPORT_ISSUE.tooLong,
          value.slice(0, 40),
          String(IMPORT_COLUMNS[column].maxLength),
        );
        return null;
      }
      return value;
    };

    const dateText = text('date');
    const date = dateText === null ? null : parseBusinessDate(dateText, { dayFirst: true });
    if (dateText !== null && !date)
      this.issue('error', line, 'date', IMPORT_ISSUE.invalidDate, dateText);

    const alias = text('counterparty_alias');
    const counterpartyId =
      alias === null ? null : (this.counterparties.get(nameSkeleton(alias)) ?? null);
    if (alias !== null && !counterpartyId)
      this.issue('error', line, 'counterparty_alias', IMPORT_ISSUE.aliasNotFound, alias);

    const description = text('description');

    const amountText = text('amount');
    const amount = amountText === null ? null : parseSpreadsheetAmount(amountText);
    if (amountText !== null && !amount)
      this.issue('error', line, 'amount', IMPORT_ISSUE.invalidAmount, amountText);

    const accountAlias = text('bank_account_alias');
    const account =
      accountAlias === null ? null : (this.bankAccounts.get(nameSkeleton(accountAlias)) ?? null);
    if (accountAlias !== null && !account)
      this.issue('error', line, 'bank_account_alias', IMPORT_ISSUE.aliasNotFound, accountAlias);

    const currency = this.readCurrency(text('currency'), account, line);

    const directionText = text('direction');
    const direction = directionText === null ? null : parseDirection(directionText);
    if (directionText !== null && !direction)
      this.issue('error', line, 'direction', IMPORT_ISSUE.invalidDirection, directionText);

    const internalDescription = text('internal_description');
    const externalId = text('external_id');
    if (externalId !== null) this.firstOfExternalId(externalId, line);
    const data = this.readData(header, record, line);

    if (date && Math.abs(daysBetween(this.today, date)) > FAR_DAYS)
      this.issue('warning', line, 'date', IMPORT_ISSUE.farDate, date);

    if (
      this.log.errorCount > errorsBefore ||
      !date ||
      !description ||
      !amount ||
      !currency ||
      !direction
    )
      return null;
    return this.tally({
      line,
      date,
      counterpartyId,
      description,
      amount,
      currency,
      direction,
      internalDescription,
      externalId,
      bankAccountId: account?.id ?? null,
      data,
    });
  }

  /** The row's currency: as written, else its account's, else IDR; null (reported) when unknown or not its account's. */
  private readCurrency(
    written: string | null,
    account: { currency: Currency } | null,
    line: number,
  ): Currency | null {
    const currency = written === null ? (account?.currency ?? 'IDR') : parseCurrency(written);
    if (written !== null && !currency)
      this.issue('error', line, 'currency', IMPORT_ISSUE.invalidCurrency, written);
    if (currency && account && account.currency !== currency) {
      this.issue(
        'error',
        line,
        'currency',
        IMPORT_ISSUE.currencyMismatch,
        currency,
        account.currency,
      );
      return null;
    }
    return currency;
  }

  /** Keeps the first row of an external id in the file; a later one is an error naming it. */
  private firstOfExternalId(externalId: string, line: number): void {
    const earlier = this.externalIds.get(externalId);
    if (earlier !== undefined)
      this.issue(
        'error',
        line,
        'external_id',
        IMPORT_ISSUE.externalIdRepeated,
        externalId,
        String(earlier),
      );
    else this.externalIds.set(externalId, line);
  }

  /** The row's reconciliation data entries from its `data.<key>` columns, empty cells left out. */
  private readData(header: Header, record: string[], line: number): Row['data'] {
    const data: Row['data'] = [];
    for (const column of header.data) {
      const value = (record[column.index] ?? '').trim();
      if (!value) continue;
      if (value.length > DATA_VALUE_MAX)
        this.issue(
          'error',
          line,
          `${DATA_PREFIX}${column.key}`,
          IMPORT_ISSUE.tooLong,
          value.slice(0, 40),
          String(DATA_VALUE_MAX),
        );
      else data.push({ key: column.key, value });
    }
    return data;
  }

  /** A row that read well, counted into the summary; the same date, amount and counterparty as an earlier row is a warning. */
  private tally(row: Row): Row {
    const key = `${row.date}|${row.amount}|${row.counterpartyId ?? ''}`;
    const earlier = this.sameKeys.get(key);
    if (earlier !== undefined)
      this.issue(
        'warning',
        row.line,
        'amount',
        IMPORT_ISSUE.repeatedInFile,
        undefined,
        String(earlier),
      );
    else this.sameKeys.set(key, row.line);
    const { date, direction } = row;
    this.dates.add(date);
    this.counts[direction] += 1;
    const totalKey = `${direction === 'CREDIT' ? 'incoming' : 'outgoing'}Total${row.currency}`;
    this.addToTotal(totalKey, row.amount);
    return row;
  }

  /**
   * Checks a batch against the database (external ids taken, the same
   * date, amount and counterparty already expected) and, unless the import
   * is blocked, writes it. Only first occurrences in the file reach these
   * checks, so a match is never a row of this same import.
   */
  protected async write(rows: Row[]): Promise<void> {
    const organizationId = this.input.organizationId;

    const externalIds = rows.flatMap((row) =>
      row.externalId && this.externalIds.get(row.externalId) === row.line ? [row.externalId] : [],
    );
    if (externalIds.length > 0) {
      const takenSet = await findUsedExternalIds(this.trx, organizationId, externalIds);
      for (const row of rows)
        if (row.externalId && takenSet.has(row.externalId))
          this.issue(
            'error',
            row.line,
            'external_id',
            IMPORT_ISSUE.externalIdExists,
            row.externalId,
          );
    }

    const firsts = rows.filter(
      (row) =>
        this.sameKeys.get(`${row.date}|${row.amount}|${row.counterpartyId ?? ''}`) === row.line,
    );
    if (firsts.length > 0) {
      const existing = await findExistingSameKeys(this.trx, organizationId, firsts);
      for (const row of firsts)
        if (existing.has(`${row.date}|${row.amount}|${row.counterpartyId ?? ''}`))
          this.issue('warning', row.line, 'amount', IMPORT_ISSUE.existingDuplicate);
    }

    if (this.log.blocked) return;
    const inserted = await insertImportedExpectedTransactions(
      this.trx,
      { organizationId, importId: this.input.importId, createdBy: this.input.actorId },
      rows.map((row) => ({ ...row, reconciliationData: row.data })),
    );
    for (const [index, { id }] of inserted.entries()) {
      const row = rows[index]!;
      await recordActivity(this.trx, {
        actor: this.input.actorId ? { sub: this.input.actorId, org: organizationId } : null,
        organizationId,
        entity: 'EXPECTED_TRANSACTION',
        entityId: id,
        action: 'CREATED',
        description: describeActivity('EXPECTED_TRANSACTION_IMPORTED', {
          ...createdFacts(row),
          row: row.line,
        }),
        changes: createdChanges(row),
      });
    }
    this.created += inserted.length;
  }
}
