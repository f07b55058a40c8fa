/** One CSV field: quoted when needed, and a leading =, +, - or @ neutralised so a spreadsheet never runs it as a formula (OWASP "CSV Injection"). */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record, CRLF-terminated (RFC 4180). */
export const csvRecord = (fields: readonly (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The byte order mark that makes spreadsheets read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';
