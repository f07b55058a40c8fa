import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The code that runs (tests and benchmarks aside): every tier and the composition root. */
const SOURCES = [
  'bff',
  'services',
  'web',
  'contracts',
  'formats',
  'platform',
  'demo',
  'system.ts',
  'system-database.ts',
  'start.ts',
  'cli.ts',
];

/**
 * The import cycles among the files under `paths`, as madge finds them with
 * TypeScript's own resolution. Imports of types only, and lazy `import()`s
 * (a route's screen), are left out: neither runs a module before another
 * has finished, which is what a cycle breaks.
 */
async function cyclesUnder(baseDir: string, paths: string[]): Promise<string[][]> {
  const graph = await madge(
    paths.map((entry) => path.join(baseDir, entry)),
    {
      baseDir,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: path.join(ROOT, 'tsconfig.json'),
      excludeRegExp: [/__generated__/, /node_modules/, /\.d\.ts$/, /\.test\.tsx?$/],
      detectiveOptions: {
        ts: { skipTypeImports: true, skipAsyncImports: true },
        tsx: { skipTypeImports: true, skipAsyncImports: true },
      },
    },
  );
  return graph.circular();
}

describe('module imports', () => {
  it(
    'form no cycle: a module never waits on one that waits on it',
    { timeout: 180_000 },
    async () => {
      expect(await cyclesUnder(ROOT, SOURCES)).toEqual([]);
    },
  );

  it('the check finds a planted one', { timeout: 60_000 }, async () => {
    const planted = mkdtempSync(path.join(os.tmpdir(), 'kas-cycle-'));
    writeFileSync(
      path.join(planted, 'a.ts'),
      "import { b } from './b.js';\nexport const a = () => b();\n",
    );
    writeFileSync(
      path.join(planted, 'b.ts'),
      "import { a } from './a.js';\nexport const b = () => a();\n",
    );
    writeFileSync(
      path.join(planted, 'c.ts'),
      "import type { a } from './a.js';\nexport type C = typeof a;\n",
    );
    expect(await cyclesUnder(planted, ['a.ts', 'b.ts', 'c.ts'])).toEqual([['a.ts', 'b.ts']]);
  });
});
