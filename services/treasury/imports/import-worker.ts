/**
 * Runs imports in a process of its own, started by the treasury service
 * (`import-process.ts`) with DATABASE_URL and STORAGE_DIR in the environment:
 * one `ImportOrder` at a time (`serveOrders`), and the next while it stays
 * small. An import ends completed, blocked, waiting for a confirmation or
 * failed for good; the process exits 1 when it should be tried again.
 */
import { Kysely, PostgresDialect } from 'kysely';
import { createPool } from '../../kit/database.js';
import { createLogger } from '../../kit/logger.js';
import { LocalFileStorage } from '../../kit/storage.js';
import { serveOrders } from '../../kit/work-processes.js';
import { TREASURY_SCHEMA } from '../database-schema.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { ImportOrder } from './import-process.js';
import { importProcessors } from './processors.js';
import { ImportService } from './service.js';

const logger = createLogger('treasury-import');

await serveOrders<ImportOrder, void>(
  async (order) => {
    // One connection for the import's transaction (its COPY included), one for the progress it publishes meanwhile.
    const pool = createPool({ url: process.env.DATABASE_URL!, schema: TREASURY_SCHEMA, max: 2 });
    const db = new Kysely<TreasuryDatabase>({ dialect: new PostgresDialect({ pool }) });
    const now = order.now ? new Date(order.now) : null;
    const imports = new ImportService(
      db,
      new LocalFileStorage(process.env.STORAGE_DIR!),
      importProcessors({ now: now ? () => now : undefined }),
      logger,
      pool,
    );
    try {
      await imports.run(order.importId, { number: order.attempt, max: order.maxAttempts });
    } finally {
      await db.destroy();
    }
  },
  {
    // Named after its import, so it can be told apart in `ps` (and by the benchmark).
    title: (order) => `import-worker ${order.importId}`,
    onError: (error, order) =>
      logger.error({ err: error, importId: order.importId }, 'import attempt failed'),
  },
);
