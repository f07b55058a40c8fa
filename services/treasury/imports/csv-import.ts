import { pipeline } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { CSV_LINE_ENDS, firstCsvLine } from '../../../formats/csv.js';
import { readFirstLine } from './first-line.js';
import type { ImportIssue, ImportOutcome, ImportRunInput } from './types.js';

/** The issues kept for an import's result (the counts go on). */
export const MAX_IMPORT_ISSUES = 1000;

/** Fills an import code's English template: `{row}`, `{value}` and `{expected}` (empty when not given). */
export const fillImportMessage = (
  template: string,
  row: number,
  value?: string,
  expected?: string,
): string =>
  template
    .replaceAll('{row}', String(row))
    .replaceAll('{value}', value ?? '')
    .replaceAll('{expected}', expected ?? '');

/** Reports an issue of one of an import's own codes: its severity, row and field, the code, and the value found and what was expected, which fill the code's English template. */
export type CodedIssue<Code extends string> = (
  severity: 'error' | 'warning',
  row: number,
  field: string,
  code: Code,
  value?: string,
  expected?: string,
) => void;

/** The first and last dates (`YYYY-MM-DD`) an import's rows name, for its summary. */
export class ImportDateSpan {
  private first: string | null = null;
  private last: string | null = null;

  /** Widens the span to take in `date`. */
  add(date: string): void {
    if (this.first === null || date < this.first) this.first = date;
    if (this.last === null || date > this.last) this.last = date;
  }

  /** Writes `firstDate` and `lastDate` into `summary`, when a row named a date. */
  addTo(summary: Record<string, string>): void {
    if (this.first) summary.firstDate = this.first;
    if (this.last) summary.lastDate = this.last;
  }
}

/**
 * What an import run found wrong so far: every error and warning counted, the
 * first `MAX_IMPORT_ISSUES` kept for the result. With `fileIssuesLead`, an
 * issue of the file as a whole (row 0) goes first and always finds room.
 */
export class ImportIssueLog {
  readonly issues: ImportIssue[] = [];
  errorCount = 0;
  warningCount = 0;

  constructor(
    private readonly ignoreWarnings: boolean,
    private readonly fileIssuesLead = false,
  ) {}

  /** Whether what was found so far blocks the import: then nothing more is written (the runner rolls back what was). */
  get blocked(): boolean {
    return this.errorCount > 0 || (this.warningCount > 0 && !this.ignoreWarnings);
  }

  add(
    severity: 'error' | 'warning',
    row: number,
    field: string,
    code: string,
    message: string,
    value?: string,
    expected?: string,
  ): void {
    if (severity === 'error') this.errorCount += 1;
    else this.warningCount += 1;
    const found: ImportIssue = {
      row,
      field,
      severity,
      code,
      message,
      ...(value === undefined ? {} : { value }),
      ...(expected === undefined ? {} : { expected }),
    };
    if (row === 0 && this.fileIssuesLead) {
      if (this.issues.length >= MAX_IMPORT_ISSUES) this.issues.pop();
      this.issues.unshift(found);
    } else if (this.issues.length < MAX_IMPORT_ISSUES) this.issues.push(found);
  }

  /** How a run reports the issues of its own codes, their English templates in `messages` (the contract's `…_IMPORT_CODES`). */
  coded<Code extends string>(messages: Readonly<Record<Code, string>>): CodedIssue<Code> {
    return (severity, row, field, code, value, expected) =>
      this.add(
        severity,
        row,
        field,
        code,
        fillImportMessage(messages[code], row, value, expected),
        value,
        expected,
      );
  }

  /** The run's result: the issues kept, in file order (checks that run a batch at a time report after the rows' own), and nothing created when blocked. */
  outcome(run: Omit<ImportOutcome, 'issues' | 'errorCount' | 'warningCount'>): ImportOutcome {
    return {
      issues: [...this.issues].sort((a, b) => a.row - b.row),
      errorCount: this.errorCount,
      warningCount: this.warningCount,
      ...run,
      created: this.blocked ? 0 : run.created,
    };
  }
}

/** What an import does with the records of its CSV file, blank ones left out. */
export type CsvImportReader<Header> = {
  /** The first record's columns; null when the file cannot be imported (its issues say why), and no row is read. */
  header(record: string[]): Header | null;
  /** One data record at file line `line`; `'stop'` reads no further. */
  row(header: Header, record: string[], line: number): Promise<void | 'stop'> | void | 'stop';
  /** After the last record, while the file is still open. */
  end?(): Promise<void>;
  /** The file is no CSV from file line `line` on (0 when unknown): csv-parse's reason, without its `Invalid …:` prefix. */
  invalidFile(line: number, reason: string): void;
};

/** Tells a semicolon file (Indonesian spreadsheets, where the comma is the decimal mark) from a comma one by its first line. */
export function importDelimiter(head: string): string {
  const firstLine = firstCsvLine(head).replace(/"[^"]*"/g, '');
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/**
 * Reads an import's CSV file record by record into `reader`, the delimiter
 * taken from its first line, counting the bytes read for the runner's
 * progress, and closes the file however the reading ends. Answers whether
 * the file had a first record and the header read from it.
 */
export async function readImportCsv<Header>(
  input: Pick<ImportRunInput, 'source' | 'onProgress'>,
  reader: CsvImportReader<Header>,
  { relaxQuotes = true }: { relaxQuotes?: boolean } = {},
): Promise<{ sawHeader: boolean; header: Header | null }> {
  const { head, file } = await readFirstLine(input.source, (bytes) => input.onProgress(bytes));
  const parser = parse({
    bom: true,
    delimiter: importDelimiter(head),
    record_delimiter: CSV_LINE_ENDS,
    relax_column_count: true,
    ...(relaxQuotes ? { relax_quotes: true } : {}),
    skip_empty_lines: true,
    info: true,
  });
  // A failing source (storage) fails the parser too, so the loop below ends with its error.
  const records = pipeline(file, parser, () => undefined) as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>;
  let sawHeader = false;
  let header: Header | null = null;
  try {
    for await (const { record, info } of records) {
      if (sawHeader) {
        if (record.every((cell) => cell.trim() === '')) continue;
        if (header && (await reader.row(header, record, info.lines)) === 'stop') break;
        continue;
      }
      sawHeader = true;
      header = reader.header(record);
      if (!header) break;
    }
    await reader.end?.();
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 0;
    reader.invalidFile(line, error.message.replace(/^Invalid \w+:\s*/, ''));
  } finally {
    file.destroy();
    input.source.destroy();
  }
  return { sawHeader, header };
}
