/**
 * Runs one import in a process of its own (see `import-process.ts`), so a
 * 25 MB file never shares memory with the service answering requests:
 *
 *   node --import tsx services/treasury/imports/import-worker.ts <importId> <attempt> <maxAttempts> [nowIso]
 *
 * with DATABASE_URL and STORAGE_DIR in the environment. Exits 0 when the
 * import ended (completed, blocked, waiting for a confirmation or failed for
 * good) and 1 when it should be tried again.
 */
import { Kysely, PostgresDialect } from 'kysely';
import { createPool } from '../../kit/database.js';
import { createLogger } from '../../kit/logger.js';
import { LocalFileStorage } from '../../kit/storage.js';
import { TREASURY_SCHEMA } from '../database-schema.js';
import type { TreasuryDatabase } from '../db-types.js';
import { importProcessors } from './processors.js';
import { ImportService } from './service.js';

const [importId, attemptNumber, attemptMax, nowIso] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
const storageDir = process.env.STORAGE_DIR;
if (!importId || !attemptNumber || !attemptMax || !databaseUrl || !storageDir) {
  process.stderr.write('usage: import-worker.ts <importId> <attempt> <maxAttempts> [nowIso], with DATABASE_URL and STORAGE_DIR set\n');
  process.exit(2);
}

const logger = createLogger('treasury-import');
// One connection for the import's transaction (its COPY included), one for the progress it publishes meanwhile.
const pool = createPool({ url: databaseUrl, schema: TREASURY_SCHEMA, max: 2 });
const db: Kysely<TreasuryDatabase> = new Kysely<TreasuryDatabase>({ dialect: new PostgresDialect({ pool }) });
const now = nowIso ? new Date(nowIso) : null;
const imports = new ImportService(db, new LocalFileStorage(storageDir), importProcessors({ now: now ? () => now : undefined }), logger, pool);
let code = 0;
try {
  await imports.run(importId, { number: Number(attemptNumber), max: Number(attemptMax) });
} catch (error) {
  logger.error({ err: error, importId }, 'import attempt failed');
  code = 1;
} finally {
  await db.destroy();
}
process.exit(code);
