import { defineConfig } from 'vitest/config';

/** Unit and integration tests: real PostgreSQL (embedded, one per run), real HTTP between the parts. */
export default defineConfig({
  test: {
    include: ['services/**/*.test.ts', 'bff/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/support/global-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    env: { LOG_LEVEL: 'silent' },
  },
});
