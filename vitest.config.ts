import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql 16 has no `exports` map: Node loads its CommonJS entry for every
// package, while Vite would pick its ES module. Two copies of graphql break
// `instanceof`, so the tests resolve it exactly as Node does.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

/** Unit and integration tests: real PostgreSQL (embedded, one per run), real HTTP between the parts. */
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    include: ['services/**/*.test.ts', 'bff/**/*.test.ts', 'platform/**/*.test.ts', 'formats/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/lint/**/*.test.ts'],
    globalSetup: ['tests/support/global-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time even on a 2-core machine (Vitest's default there is one): most of a file's time is spent waiting
    // on PostgreSQL and HTTP, so a second worker nearly halves the wall time. Tests wait for events, never for a time.
    maxWorkers: 2,
    env: { LOG_LEVEL: 'silent' },
    reporters: ['default', ['json', { outputFile: 'test-results/unit-integration.json' }]],
  },
});
