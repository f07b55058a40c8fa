import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../services/kit/embedded-postgres.js';
import { migrateSystemDatabase } from '../../system-database.js';
import { databaseUrlOf, onServer } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the run's PostgreSQL server's `postgres` database; tests make their own databases on it. */
    adminDatabaseUrl: string;
    /** The database migrated once for the run (every service's schema): each test file's database is a copy of it. */
    templateDatabase: string;
  }
}

type RunDatabase = { adminUrl: string; template: string; stop: () => Promise<void> };

/**
 * The run's database, shared by the projects that ask for it (system and e2e): Vitest runs a
 * global setup once for each project that lists it, and may load this module again for each,
 * so the one started is kept on `globalThis` of the run's main process, with how many
 * projects use it; the last to finish stops it.
 */
const shared = globalThis as typeof globalThis & {
  kasRunDatabase?: { running: Promise<RunDatabase>; users: number };
};

/**
 * Starts one real PostgreSQL for the whole run, in a throw-away folder, or
 * uses TEST_DATABASE_URL; then migrates one template database, so that a
 * test file's database is a copy (CREATE DATABASE … TEMPLATE, a file copy)
 * rather than every migration run again.
 */
async function startRunDatabase(): Promise<RunDatabase> {
  const external = process.env.TEST_DATABASE_URL;
  const dataDir = external ? null : mkdtempSync(path.join(os.tmpdir(), 'kas-test-'));
  const database = dataDir
    ? await startEmbeddedPostgres({
        dataDir,
        database: 'postgres',
        durable: false,
        // Three system workers, each with its system's pools, and the files that start systems of their own
        // beside them: at 200 a run was refused connections ("too many clients already").
        maxConnections: 400,
      })
    : null;
  const adminUrl = external ?? database!.url;
  const template = `template_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `create database ${template}`);
  await migrateSystemDatabase(databaseUrlOf(adminUrl, template));
  return {
    adminUrl,
    template,
    stop: async () => {
      if (external) await onServer(adminUrl, `drop database if exists ${template}`);
      await database?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const run = (shared.kasRunDatabase ??= { running: startRunDatabase(), users: 0 });
  run.users += 1;
  const { adminUrl, template } = await run.running;
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    delete shared.kasRunDatabase;
    await (await run.running).stop();
  };
}
