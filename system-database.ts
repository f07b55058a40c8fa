import { Logger, runMigrations } from 'graphile-worker';
import {
  ACCOUNT_JOBS_SCHEMA,
  ACCOUNT_MIGRATIONS,
  ACCOUNT_SCHEMA,
} from './services/account/database-schema.js';
import {
  INVOICING_JOBS_SCHEMA,
  INVOICING_MIGRATIONS,
  INVOICING_SCHEMA,
} from './services/invoicing/database-schema.js';
import { migrateDatabase } from './services/kit/database.js';
import {
  TREASURY_JOBS_SCHEMA,
  TREASURY_MIGRATIONS,
  TREASURY_SCHEMA,
} from './services/treasury/database-schema.js';

/** Every service's schema and its migrations, in the order the system starts them. */
const SERVICE_SCHEMAS: readonly (readonly [schema: string, migrations: string])[] = [
  [ACCOUNT_SCHEMA, ACCOUNT_MIGRATIONS],
  [TREASURY_SCHEMA, TREASURY_MIGRATIONS],
  [INVOICING_SCHEMA, INVOICING_MIGRATIONS],
];

/**
 * Brings a database to the schema the whole system runs on (every service's
 * migrations and the job queues) without starting anything, as
 * the services would on their first start. The tests migrate one template
 * database this way per run and copy it for each test file; the services
 * still migrate at start, a no-op on a copy.
 */
export async function migrateSystemDatabase(databaseUrl: string): Promise<void> {
  for (const [schema, migrations] of SERVICE_SCHEMAS)
    await migrateDatabase(databaseUrl, schema, migrations);
  await migrateJobQueues(databaseUrl);
}

/**
 * Creates or updates every service's job queue (graphile-worker) schema. The
 * system runs this before it starts any service: when graphile-worker first
 * makes a queue's schema it tells every runner in the database to stop (its
 * `worker:migrate` notification names no schema), so a queue made while
 * another service's runner listened stopped that runner.
 */
export async function migrateJobQueues(databaseUrl: string): Promise<void> {
  for (const schema of [ACCOUNT_JOBS_SCHEMA, TREASURY_JOBS_SCHEMA, INVOICING_JOBS_SCHEMA])
    await runMigrations({
      connectionString: databaseUrl,
      schema,
      logger: new Logger(() => () => {}),
    });
}
