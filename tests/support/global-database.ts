import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../services/kit/embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the run's PostgreSQL server's `postgres` database; tests make their own databases on it. */
    adminDatabaseUrl: string;
  }
}

/** Starts one real PostgreSQL for the whole run, in a throw-away folder, or uses TEST_DATABASE_URL. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kas-test-'));
  const database = await startEmbeddedPostgres({ dataDir, database: 'postgres' });
  project.provide('adminDatabaseUrl', database.url);
  return async () => {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
