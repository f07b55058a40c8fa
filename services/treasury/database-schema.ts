import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The PostgreSQL schema the treasury service's tables live in. */
export const TREASURY_SCHEMA = 'treasury';

/** The treasury service's migrations, `NNNN-name.sql`, applied in order. */
export const TREASURY_MIGRATIONS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** The schema of the treasury's job queue (graphile-worker's tables, which it migrates itself). */
export const TREASURY_JOBS_SCHEMA = 'treasury_jobs';
