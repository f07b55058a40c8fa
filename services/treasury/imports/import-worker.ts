/**
 * Runs one import in a process of its own, started by `import-process.ts`
 * (ImportProcesses) with an IPC channel and DATABASE_URL and STORAGE_DIR in
 * the environment. It loads its code, says it is ready, and waits for its
 * order (`ImportOrder`); when its parent goes first, it ends. Exits 0 when the
 * import ended (completed, blocked, waiting for a confirmation or failed for
 * good) and 1 when it should be tried again.
 */
import { Kysely, PostgresDialect } from 'kysely';
import { createPool } from '../../kit/database.js';
import { createLogger } from '../../kit/logger.js';
import { LocalFileStorage } from '../../kit/storage.js';
import { TREASURY_SCHEMA } from '../database-schema.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { ImportOrder } from './import-process.js';
import { importProcessors } from './processors.js';
import { ImportService } from './service.js';

const databaseUrl = process.env.DATABASE_URL;
const storageDir = process.env.STORAGE_DIR;
if (!process.send || !databaseUrl || !storageDir) {
  process.stderr.write('import-worker.ts is started by the treasury service (import-process.ts), with an IPC channel, DATABASE_URL and STORAGE_DIR\n');
  process.exit(2);
}

const order = await new Promise<ImportOrder | null>((resolve) => {
  process.once('message', (message) => resolve(message as ImportOrder));
  process.once('disconnect', () => resolve(null));
  process.send!('ready');
});
if (!order) process.exit(0);
process.channel?.unref();
// Named after its import, so it can be told apart in `ps` (and by the benchmark).
process.title = `import-worker ${order.importId}`;

const logger = createLogger('treasury-import');
// One connection for the import's transaction (its COPY included), one for the progress it publishes meanwhile.
const pool = createPool({ url: databaseUrl, schema: TREASURY_SCHEMA, max: 2 });
const db: Kysely<TreasuryDatabase> = new Kysely<TreasuryDatabase>({
  dialect: new PostgresDialect({ pool }),
});
const now = order.now ? new Date(order.now) : null;
const imports = new ImportService(db, new LocalFileStorage(storageDir), importProcessors({ now: now ? () => now : undefined }), logger, pool);
let code = 0;
try {
  await imports.run(order.importId, {
    number: order.attempt,
    max: order.maxAttempts,
  });
} catch (error) {
  logger.error({ err: error, importId: order.importId }, 'import attempt failed');
  code = 1;
} finally {
  await db.destroy();
}
process.exit(code);
