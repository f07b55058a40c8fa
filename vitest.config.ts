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

/** The database every file of the system and end-to-end projects copies (tests/support/global-database.ts). */
const GLOBAL_DATABASE = ['tests/support/global-database.ts'];

/**
 * Every test, in one run: unit, integration and end to end, against real PostgreSQL (embedded, one per
 * run), real HTTP between the parts and real Chromium. The projects run in the order listed here, each
 * file of a project longest first (tests/support/longest-first.ts): the short projects first, so that
 * while one worker finishes a project's last file another starts the next project, and a project's
 * many small files fill the end of the run rather than one long file alone. The browser files come
 * last, as a group of their own (`sequence.groupOrder`), with a worker count of their own.
 */
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Three files at a time for the unit and system projects, even on a 2-core machine: a system file's time is mostly
    // spent waiting on PostgreSQL, HTTP, a child process or a retry's clock (the small benchmarks' run, the webhooks'
    // retry schedule), and two workers left a core idle a third of their first minutes. Alone on the same machine, the
    // three projects took 227 s with three workers and 257 s with two, for the same CPU (415 s and 419 s). The browser
    // files run two at a time (their project below): they keep the cores busy, and a third made them slower. Tests
    // wait for events, never for a time.
    maxWorkers: 3,
    // The longest files first, from a clean clone too (tests/support/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    // A worker's files share one system, and their buyers all come from 127.0.0.1: the buyers' link
    // guesses of one file (a resent invitation's old link, a made-up token) must not block the next
    // file's buyers for the window. The files about the limit start systems of their own at 20.
    env: { LOG_LEVEL: 'silent', INVOICE_LINK_GUESSES_PER_ADDRESS: '100000' },
    reporters: [
      'default',
      ['json', { outputFile: 'test-results/vitest.json' }],
      './tests/support/timing-reporter.ts',
    ],
    projects: [
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
          globalSetup: GLOBAL_DATABASE,
          // A worker keeps its modules from file to file, so the files share its system (tests/support/system.ts,
          // `workerSystem`) and import the code once, not once per file. A file that changes the environment puts it back.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // After the other projects (a group of its own, which may have its own worker count): two at a time.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          // End-to-end tests in headless Chromium against the web app `npm run build:e2e` built and the whole system.
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: GLOBAL_DATABASE,
          testTimeout: 90_000,
          // What a page shows after a request may take seconds on a busy two-core machine: a check waits up to 15 s
          // for it (the default 1 s failed CI's payments e2e while other work ran), and returns as soon as it holds.
          expect: { poll: { timeout: 15_000 } },
          // A worker runs its files one after another without a fresh module graph each, so that they share its
          // system and Chromium (tests/e2e/browser.ts); each file works in an organisation of its own.
          isolate: false,
        },
      },
    ],
  },
});
