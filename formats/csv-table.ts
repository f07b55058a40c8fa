import { CsvError, parse } from 'csv-parse/sync';
import { CSV_LINE_ENDS, firstCsvLine } from './csv.js';

/** A CSV table read by its header: each data row with its line (the header is line 1) and its cells by column. */
export type CsvTable<Column extends string> = {
  header: number;
  rows: { line: number; cell: (column: Column) => string }[];
};

/**
 * Reads a CSV whose header names `columns` (any case, any order, others
 * ignored; a semicolon separates when the header has one and no comma, as
 * Indonesian spreadsheets save), empty lines skipped. Answers the table, or
 * what is wrong with the file as a whole: NOT_CSV, EMPTY (no header or no
 * row) or MISSING_COLUMN (a required column is not in the header, `line`
 * being the header's).
 *
 * @example readCsvTable('a,b\n1,2\n', ['a', 'b'], ['a']).rows[0].cell('b') // '2'
 */
export function readCsvTable<Column extends string>(
  content: string,
  columns: readonly Column[],
  required: readonly Column[],
): CsvTable<Column> | { problem: 'NOT_CSV' | 'EMPTY' | 'MISSING_COLUMN'; line: number } {
  const text = content.replace(/^\uFEFF/, '');
  const headerLine = firstCsvLine(text);
  const delimiter = headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
  const records: { record: string[]; info: { lines: number } }[] = [];
  try {
    parse(text, {
      delimiter,
      record_delimiter: CSV_LINE_ENDS,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      on_record: (record: string[], info) => {
        records.push({ record, info: { lines: info.lines } });
        return record;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) return { problem: 'NOT_CSV', line: 0 };
    throw error;
  }
  const [header, ...rows] = records.filter(({ record }) => record.some((cell) => cell !== ''));
  if (!header) return { problem: 'EMPTY', line: 0 };
  const names = header.record.map((name) => name.trim().toLowerCase());
  const index = new Map(columns.map((column) => [column, names.indexOf(column)]));
  if (required.some((column) => (index.get(column) ?? -1) < 0))
    return { problem: 'MISSING_COLUMN', line: header.info.lines };
  if (rows.length === 0) return { problem: 'EMPTY', line: 0 };
  return {
    header: header.info.lines,
    rows: rows.map(({ record, info }) => ({
      line: info.lines,
      cell: (column: Column) => record[index.get(column) ?? -1] ?? '',
    })),
  };
}
