/** One CSV field: quoted when needed, and a leading =, +, - or @ neutralised so a spreadsheet never runs it as a formula (OWASP "CSV Injection"). */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record, CRLF-terminated (RFC 4180). */
export const csvRecord = (fields: readonly (string | null)[]) =>
  `${fields.map(csvField).join(',')}\r\n`;

/** The byte order mark that makes spreadsheets read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * The line ends a CSV import accepts, for csv-parse's `record_delimiter`: CRLF,
 * LF and a lone CR, in any mix within one file. Left to itself csv-parse takes
 * the first line end it meets as the only one, so the other kind stays inside
 * a record and joins two lines into one (a bank export with mixed ends lost
 * every second line that way).
 */
export const CSV_LINE_ENDS = ['\r\n', '\n', '\r'];

/** The first line of a CSV text, whatever its line end. */
export const firstCsvLine = (text: string): string => text.split(/\r\n|\n|\r/, 1)[0] ?? '';
