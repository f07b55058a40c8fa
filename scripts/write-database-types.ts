import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../services/kit/embedded-postgres.js';
import { migrateSystemDatabase } from '../system-database.js';
import { generateServiceTypes, SERVICE_TYPES } from './database-types.js';

/**
 * `npm run db-types`: migrates a throw-away embedded PostgreSQL (or the
 * database at DB_TYPES_DATABASE_URL) with the system's own migrations and
 * writes each service's `db-types.ts` from what they built.
 */
const external = process.env.DB_TYPES_DATABASE_URL;
const dataDir = external ? null : mkdtempSync(path.join(os.tmpdir(), 'kas-db-types-'));
const database = dataDir ? await startEmbeddedPostgres({ dataDir }) : null;
try {
  const url = external ?? database!.url;
  await migrateSystemDatabase(url);
  for (const service of SERVICE_TYPES) {
    writeFileSync(service.file, await generateServiceTypes(url, service));
    process.stdout.write(`Wrote ${path.relative(process.cwd(), service.file)}\n`);
  }
} finally {
  await database?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
