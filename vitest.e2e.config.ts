import { defineConfig } from 'vitest/config';

/** End-to-end tests in headless Chromium against the built web app and the whole system. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/support/global-database.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    env: { LOG_LEVEL: 'silent' },
  },
});
