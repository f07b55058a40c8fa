import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientTool } from '../../system-backup.js';
import type { System } from '../../system.js';
import { runCli } from '../support/cli.js';
import { createTestDatabase } from '../support/database.js';
import { createOrganization } from '../support/factories.js';
import { workerSystem } from '../support/system.js';

const run = promisify(execFile);
const folder = mkdtempSync(path.join(os.tmpdir(), 'kas-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs one query on the database at `url` and answers its rows. */
async function rows(url: string, text: string, values: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

let system: System;
let serverMajor: number;
let toolsFound: boolean;
beforeAll(async () => {
  system = await workerSystem();
  const [{ v }] = (await rows(
    system.databaseUrl,
    "select current_setting('server_version_num') as v",
  )) as [{ v: string }];
  serverMajor = Math.floor(Number(v) / 10_000);
  toolsFound = await clientTool('pg_dump', serverMajor).then(
    () => true,
    () => false,
  );
});

const PAYMENTS = `select count(*)::text as payments, coalesce(sum(amount), 0)::text as total
  from treasury.payment_orders`;

describe('npm run cli -- backup and restore', () => {
  it('restores a backup into a new database with the organisations and the payments it held', async (context) => {
    // pg_dump reads only servers of its own PostgreSQL version or older: without such tools here (CI fetches them,
    // scripts/postgres-client.sh, and sets PG_BIN_DIR), the next test checks the refusal instead.
    if (!toolsFound) return context.skip();
    const { organizationId } = await createOrganization(system, 'PT Cadangan Aman');
    const paymentsBefore = await rows(system.databaseUrl, PAYMENTS);
    const file = path.join(folder, 'kas.dump');

    const backup = await runCli(system.databaseUrl, ['backup', '--out', file]);
    const target = await createTestDatabase({ empty: true });
    const restore = await runCli(target, ['restore', '--from', file]);

    expect(backup).toMatchObject({ code: 0, stdout: `Backup written to ${file}\n` });
    expect(restore).toMatchObject({ code: 0, stdout: `Restored ${file}\n` });
    expect(
      await rows(target, 'select name from account.organizations where id = $1', [organizationId]),
    ).toEqual([{ name: 'PT Cadangan Aman' }]);
    // Amounts come back as they were: NUMERIC, read as decimal strings.
    expect(await rows(target, PAYMENTS)).toEqual(paymentsBefore);
  }, 120_000);

  it('without pg_dump of the server’s version, backup says so and how to fix it', async (context) => {
    // The tools PG_BIN_DIR names are hidden from it (CI fetches PostgreSQL 18's there); skipped only on a machine
    // whose own packages have them.
    if (toolsFound && !process.env.PG_BIN_DIR) return context.skip();
    const result = await runCli(
      system.databaseUrl,
      ['backup', '--out', path.join(folder, 'never.dump')],
      { PG_BIN_DIR: '' },
    );

    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`No pg_dump for PostgreSQL ${serverMajor} or newer was found`);
    expect(result.stderr).toContain('set PG_BIN_DIR');
  }, 60_000);

  it('refuses to restore a file that does not exist, saying which', async () => {
    const missing = path.join(folder, 'missing.dump');

    const result = await runCli(system.databaseUrl, ['restore', '--from', missing]);

    expect(result).toMatchObject({ code: 2, stderr: `No backup file at ${missing}.\n` });
  }, 60_000);

  it('refuses to restore into a database that already holds the system', async () => {
    const file = path.join(folder, 'any.dump');
    await run('touch', [file]);

    const result = await runCli(system.databaseUrl, ['restore', '--from', file]);

    expect(result.code).toBe(2);
    expect(result.stderr).toContain('restore into a new, empty database');
  }, 60_000);
});
