import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { longFunctions, typeScriptFiles } from '../../scripts/long-functions-finder.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The most lines a function of the running code (and the benchmarks) may have; tests, whose `describe` blocks run long, aside. */
const LIMIT = 150;

/**
 * The functions over the limit, at their length since the code is laid out at
 * 100 columns (a JSX element wraps onto more lines there than at 200): debt to
 * pay off by splitting them, never to grow. One may get shorter (the
 * check then asks for its figure to be lowered here, or its line removed),
 * none may get longer, and no other may join them.
 */
const KNOWN: Record<string, number> = {
  'web/features/cash-flow/CashFlowRulesPanel.tsx CashFlowRulesPanel': 174,
  'web/domain/import/useImportMutations.ts useImportMutations': 174,
  'web/features/balances/RecordBalanceDialog.tsx RecordBalanceForm': 170,
  'web/features/bank-accounts/InternalAccountList.tsx InternalAccountList': 170,
  'web/features/customers/CustomerDetail.tsx CustomerDetail': 169,
  'web/features/counterparties/CounterpartyList.tsx CounterpartyList': 168,
  'web/features/customers/CustomerList.tsx CustomerList': 167,
  'web/features/counterparties/CounterpartyDrawer.tsx CounterpartyDrawerContent': 160,
  'web/features/cash-position/RecordRateDialog.tsx RecordRateForm': 158,
  'web/ui/filters/TransactionFilterBar.tsx TransactionFilterBar': 156,
  'web/domain/import/ImportDialog.tsx ImportDialog': 155,
  'web/features/bank-accounts/StatementSyncDialog.tsx StatementSyncBody': 154,
  'web/features/customers/request/RequestStart.tsx RequestStart': 153,
  'web/features/cash-flow/CashFlowRuleCard.tsx CashFlowRuleCard': 152,
  'web/features/cash-forecast/ScenarioDialog.tsx AdjustmentFields': 152,
  'web/features/counterparties/CounterpartyEditForm.tsx CounterpartyEditForm': 152,
};

/** The tracked TypeScript of the running code and benchmarks: no tests, no generated code. */
const sourceFiles = () =>
  typeScriptFiles(ROOT).filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith('tests/'));

/** What differs from the known list: a function that is new over the limit or longer than it was, or one that shrank below its figure. */
function departures(
  found: ReturnType<typeof longFunctions>,
  known: Record<string, number>,
): string[] {
  const seen = new Map(found.map((long) => [`${long.file} ${long.name}`, long]));
  const problems: string[] = [];
  for (const [key, long] of seen) {
    const before = known[key];
    if (before === undefined)
      problems.push(
        `${long.file}:${long.line} ${long.name} has ${long.lines} lines (at most ${LIMIT})`,
      );
    else if (long.lines > before)
      problems.push(
        `${long.file}:${long.line} ${long.name} grew from ${before} to ${long.lines} lines`,
      );
    else if (long.lines < before)
      problems.push(`${key} is down to ${long.lines} lines: lower its figure in KNOWN`);
  }
  for (const key of Object.keys(known))
    if (!seen.has(key))
      problems.push(`${key} is no longer over ${LIMIT} lines: remove it from KNOWN`);
  return problems;
}

describe('function length', () => {
  it(`no function of the running code is over ${LIMIT} lines beyond the known ones, and none of those grows`, () => {
    const files = sourceFiles().map((file) => path.join(ROOT, file));
    const found = longFunctions(files, LIMIT).map((long) => ({
      ...long,
      file: path.relative(ROOT, long.file),
    }));
    expect(departures(found, KNOWN)).toEqual([]);
  });

  it('the check finds a planted one', () => {
    const body = Array.from(
      { length: LIMIT },
      (_, index) => `  const value${index} = ${index};`,
    ).join('\n');
    const planted = longFunctions(
      ['web/features/example/Planted.tsx'],
      LIMIT,
      () => `export function Planted() {\n${body}\n  return null;\n}\n`,
    );
    expect(departures(planted, {})).toEqual([
      `web/features/example/Planted.tsx:1 Planted has ${LIMIT + 3} lines (at most ${LIMIT})`,
    ]);
  });
});
