import { CSV_BOM, csvRecord } from '../../../formats/csv';
import { localeOf } from '../../i18n/format';
import type { Language } from '../../i18n/language';

type Rows = ReadonlyArray<Readonly<Record<string, string>>>;
type Series = ReadonlyArray<{ key: string; label: string }>;

/**
 * The rows as the chart plots them: each series' decimal string as a number
 * (a pixel position needs no more than a double's 15 digits), a missing value
 * as null so a line breaks there instead of falling to zero. Only drawing uses
 * these; every figure shown in words comes from the strings.
 */
export function plotRows(
  rows: Rows,
  xKey: string,
  series: Series,
): Record<string, string | number | null>[] {
  return rows.map((row) => {
    const point: Record<string, string | number | null> = { [xKey]: row[xKey] ?? '' };
    for (const { key } of series) point[key] = row[key] ? Number(row[key]) : null;
    return point;
  });
}

/**
 * The rows as CSV (RFC 4180, UTF-8 with a byte order mark for spreadsheets):
 * a header of the x axis' name and the series' names, then the values exactly
 * as the service wrote them (decimal strings with a point), so a spreadsheet
 * or a script reads the same figures the screen shows.
 */
export function chartCsv(rows: Rows, xKey: string, xLabel: string, series: Series): string {
  return (
    CSV_BOM +
    csvRecord([xLabel, ...series.map((item) => item.label)]) +
    rows
      .map((row) => csvRecord([row[xKey] ?? '', ...series.map((item) => row[item.key] || null)]))
      .join('')
  );
}

/** An axis tick: a short amount in the member's language ("1.2M" / "1,2 jt"), for orientation only; exact figures are in the tooltip and the table. */
export function compactAmount(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}
