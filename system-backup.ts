import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { embeddedBinDirs } from './services/kit/embedded-postgres.js';

const run = promisify(execFile);

/** A refusal to tell the operator as it is (exit code 2), not a crash. */
export class BackupError extends Error {}

/** PostgreSQL's major version of the server at `url` (18 for 18.1). */
async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(
      "select current_setting('server_version_num') as v",
    );
    return Math.floor(Number(rows[0]!.v) / 10_000);
  } finally {
    await client.end();
  }
}

/** Where to look for PostgreSQL's client tools, in order: PG_BIN_DIR, the embedded server's, the system's newest first, PATH. */
function candidateBinDirs(): string[] {
  const system = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
    : [];
  return [
    ...(process.env.PG_BIN_DIR ? [process.env.PG_BIN_DIR] : []),
    ...embeddedBinDirs(),
    ...system,
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
  ];
}

/**
 * The `tool` (pg_dump, pg_restore) able to work with a server of major
 * version `major`: pg_dump reads only servers of its own major version or
 * older, so the first found of at least that version.
 */
export async function clientTool(tool: 'pg_dump' | 'pg_restore', major: number): Promise<string> {
  const seen: string[] = [];
  for (const dir of candidateBinDirs()) {
    const file = path.join(dir, tool);
    if (!existsSync(file)) continue;
    const { stdout } = await run(file, ['--version']).catch(() => ({ stdout: '' }));
    const found = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1] ?? 0);
    if (found >= major) return file;
    seen.push(`${file} (${found || 'unknown'})`);
  }
  throw new BackupError(
    `No ${tool} for PostgreSQL ${major} or newer was found${seen.length ? `; found only ${seen.join(', ')}` : ''}. ` +
      `Install PostgreSQL ${major}'s client tools, or set PG_BIN_DIR to their folder.`,
  );
}

/**
 * Writes a backup of the whole database at `url` (every service's schema and
 * its job queue) to `file` in pg_dump's custom format, compressed, for
 * `restoreDatabase`. Uploaded files under STORAGE_DIR are not in it.
 */
export async function backupDatabase(url: string, file: string): Promise<void> {
  const pgDump = await clientTool('pg_dump', await serverMajor(url));
  await run(pgDump, ['--format=custom', '--no-owner', '--file', file, '--dbname', url]);
}

/**
 * Restores a backup made by `backupDatabase` into the database at `url`,
 * which must hold none of the system's schemas yet (a new database): in one
 * transaction, so a restore that fails leaves the database as it was.
 */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname in ('account', 'treasury', 'invoicing')`,
    );
    if (rows.length > 0)
      throw new BackupError(
        `The database already holds the schemas ${rows.map((row) => row.nspname).join(', ')}: restore into a new, empty database.`,
      );
  } finally {
    await client.end();
  }
  const pgRestore = await clientTool('pg_restore', await serverMajor(url));
  await run(pgRestore, [
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    '--dbname',
    url,
    file,
  ]).catch((error: { stderr?: string }) => {
    throw new BackupError(`pg_restore failed: ${(error.stderr ?? String(error)).trim()}`);
  });
}
