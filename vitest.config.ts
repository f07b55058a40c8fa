import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import LongestFirst from './tests/support/longest-first.js';

// graphql 16 has no `exports` map: Node loads its CommonJS entry for every
// package, while Vite would pick its ES module. Two copies of graphql break
// `instanceof`, so the tests resolve it exactly as Node does.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

/** The unit tests' folders: code that needs no system and no database. */
const UNIT_FOLDERS = ['contracts', 'formats', 'web', 'tests/lint'];

/**
 * Unit test files that replace a module (`vi.mock`). Where files share a
 * worker's modules, a mock could reach the files after it, or miss a module
 * an earlier file loaded for real: these run in a fresh process each.
 */
const MOCKING_A_MODULE = UNIT_FOLDERS.flatMap((folder) =>
  readdirSync(path.join(import.meta.dirname, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`),
).filter((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8').includes('vi.mock('));

/** Files that measure their own process (its memory), and the unit files that mock a module: each runs in a fresh one. */
const IN_A_PROCESS_OF_THEIR_OWN = [
  'services/treasury/statements/parsing/streaming.test.ts',
  ...MOCKING_A_MODULE,
];

/** Unit and integration tests: real PostgreSQL (embedded, one per run), real HTTP between the parts. */
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time even on a 2-core machine (Vitest's default there is one): most of a file's time is spent waiting
    // on PostgreSQL and HTTP, so a second worker nearly halves the wall time. Tests wait for events, never for a time.
    maxWorkers: 2,
    // The longest files first, from a clean clone too (tests/support/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    env: { LOG_LEVEL: 'silent' },
    reporters: [
      'default',
      ['json', { outputFile: 'test-results/unit-integration.json' }],
      './tests/support/timing-reporter.ts',
    ],
    projects: [
      {
        extends: true,
        test: {
          name: 'system',
          include: [
            'services/**/*.test.ts',
            'bff/**/*.test.ts',
            'platform/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          exclude: [...IN_A_PROCESS_OF_THEIR_OWN, ...configDefaults.exclude],
          // One PostgreSQL for the run, and a template database migrated once that each file's database copies.
          globalSetup: ['tests/support/global-database.ts'],
          // A worker keeps its modules from file to file, so the files share its system (tests/support/system.ts,
          // `workerSystem`) and import the code once, not once per file. A file that changes the environment puts it back.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
          exclude: [...IN_A_PROCESS_OF_THEIR_OWN, ...configDefaults.exclude],
          // A worker keeps its modules from file to file here too, rather than starting a process for each of
          // some 90 files: alone, 17 s and 31 s of CPU where a process each took 30 s and 55 s.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'process', include: IN_A_PROCESS_OF_THEIR_OWN },
      },
    ],
  },
});
