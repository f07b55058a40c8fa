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

describe('function length', () => {
  it(`no function of the running code is over ${LIMIT} lines`, () => {
    const files = sourceFiles().map((file) => path.join(ROOT, file));
    const found = longFunctions(files, LIMIT).map((long) => ({
      ...long,
      file: path.relative(ROOT, long.file),
    }));
    expect(overLimit(found)).toEqual([]);
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
