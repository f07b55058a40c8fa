import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { longFunctions, typeScriptFiles } from '../../scripts/long-functions-finder.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The most lines a function of the running code (and the benchmarks) may have; tests, whose `describe` blocks run long, aside. */
const LIMIT = 150;

/**
 * The functions over the limit when this check came in, at their length then:
 * debt to pay off by splitting them, never to grow. One may get shorter (the
 * check then asks for its figure to be lowered here, or its line removed),
 * none may get longer, and no other may join them.
 */
const KNOWN: Record<string, number> = {
  'web/features/cash-forecast/ForecastComparisonView.tsx ForecastComparisonView': 308,
  'web/features/payments/PaymentOrderDetails.tsx PaymentOrderDetails': 257,
  'bench/support/treasury-history.ts generateTreasuryHistory': 250,
  'web/features/reconciliation/ReconciliationMatchPane.tsx ReconciliationMatchPane': 226,
  'web/features/payments/PaymentOrderForm.tsx PaymentOrderForm': 218,
  'web/features/cash-flow/CashFlowReportView.tsx CashFlowReportView': 215,
  'web/features/cash-forecast/ScenarioPanel.tsx ScenarioPanel': 213,
  'web/features/customers/CustomerDocuments.tsx CustomerDocuments': 189,
  'web/features/customers/CustomerDetailActions.tsx CustomerDetailActions': 166,
  'services/treasury/statements/parsing/parse-statement.ts readLine': 159,
  'web/features/settings/ApprovalRulesCard.tsx ApprovalRulesCard': 157,
  'web/features/statements/StatementTransactionDetailPage.tsx StatementTransactionDetailPage': 156,
  'web/features/payables/PayablesSupplierRow.tsx PayablesSupplierRow': 153,
  'bench/support/treasury-history.ts profiles.forEach(…)': 152,
};

/** The tracked TypeScript of the running code and benchmarks: no tests, no generated code. */
const sourceFiles = () => typeScriptFiles(ROOT).filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith('tests/'));

/** What differs from the known list: a function that is new over the limit or longer than it was, or one that shrank below its figure. */
function departures(found: ReturnType<typeof longFunctions>, known: Record<string, number>): string[] {
  const seen = new Map(found.map((long) => [`${long.file} ${long.name}`, long]));
  const problems: string[] = [];
  for (const [key, long] of seen) {
    const before = known[key];
    if (before === undefined) problems.push(`${long.file}:${long.line} ${long.name} has ${long.lines} lines (at most ${LIMIT})`);
    else if (long.lines > before) problems.push(`${long.file}:${long.line} ${long.name} grew from ${before} to ${long.lines} lines`);
    else if (long.lines < before) problems.push(`${key} is down to ${long.lines} lines: lower its figure in KNOWN`);
  }
  for (const key of Object.keys(known)) if (!seen.has(key)) problems.push(`${key} is no longer over ${LIMIT} lines: remove it from KNOWN`);
  return problems;
}

describe('function length', () => {
  it(`no function of the running code is over ${LIMIT} lines beyond the known ones, and none of those grows`, () => {
    const files = sourceFiles().map((file) => path.join(ROOT, file));
    const found = longFunctions(files, LIMIT).map((long) => ({ ...long, file: path.relative(ROOT, long.file) }));
    expect(departures(found, KNOWN)).toEqual([]);
  });

  it('the check finds a planted one', () => {
    const body = Array.from({ length: LIMIT }, (_, index) => `  const value${index} = ${index};`).join('\n');
    const planted = longFunctions(['web/features/example/Planted.tsx'], LIMIT, () => `export function Planted() {\n${body}\n  return null;\n}\n`);
    expect(departures(planted, {})).toEqual([`web/features/example/Planted.tsx:1 Planted has ${LIMIT + 3} lines (at most ${LIMIT})`]);
  });
});
