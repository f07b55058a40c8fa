import { CsvError, parse } from 'csv-parse/sync';
import { CSV_LINE_ENDS, firstCsvLine } from '../../../formats/csv.js';
import {
  FX_RATE_IMPORT_MAX_ROWS,
  fxRateErrors,
  type FxRateImportIssue,
} from '../../../contracts/treasury/fx-rates.js';
import type { ErrorDefinition } from '../../../contracts/common/errors.js';
import { parseBusinessDate } from '../expected-transactions/values.js';
import type { FxRateValues } from './repository.js';
import { parseRate, parseRateCurrency } from './values.js';

/** The columns of the rates CSV (web/public/templates/fx-rates-template.csv), read case-insensitively in any order; others are ignored. */
export const FX_RATE_IMPORT_COLUMNS = ['date', 'currency', 'rate'] as const;
type Column = (typeof FX_RATE_IMPORT_COLUMNS)[number];

/** The most problems one answer lists; the count says how many more there were. */
export const MAX_ISSUES = 200;

/** A problem of the file, with the contract's code and message. */
const issue = (
  line: number,
  definition: ErrorDefinition,
  field: Column | null = null,
  value: string | null = null,
): FxRateImportIssue => ({
  line,
  field,
  code: definition.code,
  message: definition.message,
  value,
});

export type ParsedRates = {
  rates: (FxRateValues & { line: number })[];
  issues: FxRateImportIssue[];
};

/**
 * Reads a rates CSV: a header naming `date`, `currency` and `rate` (a comma
 * or, as Indonesian spreadsheets save, a semicolon between fields) and a row
 * per rate. Dates are `YYYY-MM-DD` (or `DD/MM/YYYY`), not after `today`;
 * currencies USD or SGD; rates rupiah per unit with a dot for decimals.
 * Every problem is reported with its line (the header is line 1), and a day
 * and currency may appear once. The caller writes nothing unless `issues`
 * is empty.
 *
 * @example parseRatesCsv('date,currency,rate\n2026-11-20,USD,16250.50\n', '2026-11-22') // { rates: [{ line: 2, date: '2026-11-20', currency: 'USD', rate: '16250.50' }], issues: [] }
 */
export function parseRatesCsv(content: string, today: string): ParsedRates {
  const text = content.replace(/^\uFEFF/, '');
  const headerLine = firstCsvLine(text);
  const delimiter = headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      record_delimiter: CSV_LINE_ENDS,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
  } catch (error) {
    if (error instanceof CsvError) return { rates: [], issues: [issue(0, fxRateErrors.notCsv)] };
    throw error;
  }
  const [header, ...rows] = records.filter(({ record }) => record.some((cell) => cell !== ''));
  if (!header) return { rates: [], issues: [issue(0, fxRateErrors.emptyFile)] };
  const names = header.record.map((name) => name.trim().toLowerCase());
  const index = Object.fromEntries(
    FX_RATE_IMPORT_COLUMNS.map((column) => [column, names.indexOf(column)]),
  ) as Record<Column, number>;
  if (FX_RATE_IMPORT_COLUMNS.some((column) => index[column] < 0))
    return { rates: [], issues: [issue(header.info.lines, fxRateErrors.missingColumn)] };
  if (rows.length === 0) return { rates: [], issues: [issue(0, fxRateErrors.emptyFile)] };
  if (rows.length > FX_RATE_IMPORT_MAX_ROWS)
    return { rates: [], issues: [issue(0, fxRateErrors.tooManyRows)] };

  const rates: ParsedRates['rates'] = [];
  const issues: FxRateImportIssue[] = [];
  const seen = new Set<string>();
  for (const { record, info } of rows) {
    const line = info.lines;
    const cell = (column: Column) => record[index[column]] ?? '';
    const found: FxRateImportIssue[] = [];
    const date = parseBusinessDate(cell('date'), { dayFirst: true });
    if (!date) found.push(issue(line, fxRateErrors.invalidDate, 'date', cell('date')));
    else if (date > today) found.push(issue(line, fxRateErrors.dateInFuture, 'date', cell('date')));
    const currency = parseRateCurrency(cell('currency'));
    if (!currency)
      found.push(issue(line, fxRateErrors.currencyNotAllowed, 'currency', cell('currency')));
    const rate = parseRate(cell('rate'));
    if (!rate) found.push(issue(line, fxRateErrors.invalidRate, 'rate', cell('rate')));
    if (date && currency) {
      const key = `${date}/${currency}`;
      if (seen.has(key))
        found.push(
          issue(line, fxRateErrors.duplicateLine, null, `${cell('date')} ${cell('currency')}`),
        );
      seen.add(key);
    }
    if (found.length > 0) issues.push(...found);
    else rates.push({ line, date: date!, currency: currency!, rate: rate! });
  }
  return { rates, issues };
}
