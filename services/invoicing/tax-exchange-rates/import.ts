import type { ErrorDefinition } from '../../../contracts/common/errors.js';
import {
  TAX_RATE_IMPORT_MAX_ROWS,
  taxExchangeRateErrors as definitions,
  type TaxExchangeRateImportIssue,
} from '../../../contracts/invoicing/tax-exchange-rates.js';
import { readCsvTable } from '../../../formats/csv-table.js';
import type { TaxRateValues } from './repository.js';
import { parseKmkNumber, parseTaxRate, parseTaxRateCurrency, parseWeekStart } from './values.js';

/** The columns of the rates CSV, read by name in any order and case; `kmk_number` may be left out. */
export const TAX_RATE_COLUMNS = ['currency', 'valid_from', 'rate', 'kmk_number'] as const;

/** The most problems one answer lists. */
export const MAX_ISSUES = 100;

/** A problem with the contract's code and message (its `{name}` slots filled from `values`), on a line (0: the file) and a field of the API's. */
export const importIssue = (
  line: number,
  definition: ErrorDefinition,
  field: string | null = null,
  values: Record<string, string> = {},
  value: string | null = null,
): TaxExchangeRateImportIssue => ({
  line,
  field,
  value,
  code: definition.code,
  message: definition.message.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot),
});

const FILE_PROBLEMS = {
  NOT_CSV: definitions.notCsv,
  EMPTY: definitions.emptyFile,
  MISSING_COLUMN: definitions.missingColumn,
} as const;

/**
 * Reads a rates CSV: `currency,valid_from,rate,kmk_number`, a line per week
 * (`USD,2024-11-27,15875.00,49/KM.10/KF.4/2024`). Every line is checked as
 * a rate entered alone is, and a currency and week may appear once; every
 * problem is answered with its line (the header is line 1). The caller
 * writes nothing unless `issues` is empty.
 */
export function parseTaxRatesCsv(content: string): {
  rates: (TaxRateValues & { line: number })[];
  issues: TaxExchangeRateImportIssue[];
} {
  const table = readCsvTable(content, TAX_RATE_COLUMNS, ['currency', 'valid_from', 'rate']);
  if ('problem' in table)
    return { rates: [], issues: [importIssue(table.line, FILE_PROBLEMS[table.problem])] };
  if (table.rows.length > TAX_RATE_IMPORT_MAX_ROWS)
    return { rates: [], issues: [importIssue(0, definitions.tooManyRows)] };
  const rates: (TaxRateValues & { line: number })[] = [];
  const issues: TaxExchangeRateImportIssue[] = [];
  const seen = new Set<string>();
  for (const { line, cell } of table.rows) {
    const currency = parseTaxRateCurrency(cell('currency'));
    const validFrom = parseWeekStart(cell('valid_from'));
    const rate = parseTaxRate(cell('rate'));
    const kmkNumber = parseKmkNumber(cell('kmk_number'));
    // Each cell found wrong, with the API's field and what the cell held.
    const wrong = (
      definition: ErrorDefinition,
      field: string,
      column: (typeof TAX_RATE_COLUMNS)[number],
    ) => importIssue(line, definition, field, {}, cell(column));
    const found = [
      ...(currency ? [] : [wrong(definitions.currency, 'currency', 'currency')]),
      ...(validFrom ? [] : [wrong(definitions.validFrom, 'validFrom', 'valid_from')]),
      ...(rate ? [] : [wrong(definitions.rate, 'rate', 'rate')]),
      ...(kmkNumber === false ? [wrong(definitions.kmkNumber, 'kmkNumber', 'kmk_number')] : []),
    ];
    const key = `${currency}/${validFrom}`;
    if (currency && validFrom && seen.has(key))
      found.push(importIssue(line, definitions.duplicateLine, 'validFrom'));
    seen.add(key);
    if (found.length > 0) issues.push(...found);
    else
      rates.push({
        line,
        currency: currency!,
        validFrom: validFrom!,
        rate: rate!,
        kmkNumber: kmkNumber || null,
      });
  }
  return { rates, issues };
}
