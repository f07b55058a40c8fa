import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { longFunctions, typeScriptFiles } from '../../scripts/long-functions-finder.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The most lines a function of the running code (and the benchmarks) may have; tests, whose `describe` blocks run long, aside. */
const LIMIT = 150;

/** The tracked TypeScript of the running code and benchmarks: no tests, no generated code. */
const sourceFiles = () =>
  typeScriptFiles(ROOT).filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith('tests/'));

/** The functions over the limit, each as a line saying where it is and how long. */
function overLimit(found: ReturnType<typeof longFunctions>): string[] {
  return found.map(
    (long) => `${long.file}:${long.line} ${long.name} has ${long.lines} lines (at most ${LIMIT})`,
  );
}

/**
 * The most functions of the running code with 100 to 149 lines: under the
 * limit, and still more than one reads at once. Debt to pay off by giving
 * their parts names of their own (not by trimming one to sit just under the
 * line), never to grow: lower it when a change splits one.
 */
const LONG_CEILING = 0;

/** The running code's functions of more than 99 lines, with their files relative to the repository: read once for both checks. */
let overNinetyNine: ReturnType<typeof longFunctions> | undefined;
const functionsOver = (lines: number) => {
  overNinetyNine ??= longFunctions(
    sourceFiles().map((file) => path.join(ROOT, file)),
    99,
  ).map((long) => ({ ...long, file: path.relative(ROOT, long.file) }));
  return overNinetyNine.filter((found) => found.lines > lines);
};

describe('function length', () => {
  it(`no function of the running code is over ${LIMIT} lines`, () => {
    expect(overLimit(functionsOver(LIMIT))).toEqual([]);
  });

  it(`at most ${LONG_CEILING} functions of the running code have 100 to ${LIMIT - 1} lines`, () => {
    const long = functionsOver(99).filter((found) => found.lines < LIMIT);
    expect(
      long.length,
      long.map((found) => `${found.file}:${found.line} ${found.name} (${found.lines})`).join('\n'),
    ).toBeLessThanOrEqual(LONG_CEILING);
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
    expect(overLimit(planted)).toEqual([
      `web/features/example/Planted.tsx:1 Planted has ${LIMIT + 3} lines (at most ${LIMIT})`,
    ]);
  });
});
