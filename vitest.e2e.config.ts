import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/support/longest-first.js';

// graphql 16 has no `exports` map: Node loads its CommonJS entry for every
// package, while Vite would pick its ES module. Two copies of graphql break
// `instanceof`, so the tests resolve it exactly as Node does.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

/** End-to-end tests in headless Chromium against the built web app and the whole system. */
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/support/global-database.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // What a page shows after a request may take seconds on a busy two-core machine: a check waits up to 15 s for it (the
    // default 1 s failed CI's payments e2e while other work ran), and returns as soon as it holds.
    expect: { poll: { timeout: 15_000 } },
    // Two files at a time (E2E_WORKERS to change it): a browser test spends most of its time waiting for a page, a
    // request or a poll, so one worker keeps a two-core machine a third busy. Each worker has its own system and
    // Chromium; each file works in an organisation of its own, so files never see one another's records.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // A worker runs its files one after another without a fresh module graph each, so that they share its system and
    // Chromium (tests/e2e/browser.ts).
    isolate: false,
    // The longest files first, from a clean clone too (tests/support/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    env: { LOG_LEVEL: 'silent' },
    reporters: [
      'default',
      ['json', { outputFile: 'test-results/e2e.json' }],
      ['./tests/support/timing-reporter.ts', { name: 'e2e' }],
    ],
  },
});
