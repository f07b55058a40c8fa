import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { createInterface } from 'node:readline';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` in a process of its own on an embedded PostgreSQL of its own (what is checked is that
// PostgreSQL does not outlive the process), without the demo's data: a start told to stop, or that
// fails, half-way. The starts share one data folder, so that only the first makes its cluster.
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kas-start-stop-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Product = {
  /** What it exits with (null when a signal ended it). */
  exitCode: Promise<number | null>;
  /** The messages of its log lines so far. */
  messages: string[];
  /** Waits for a log line with `message` (or one starting with it); throws if the process ends first. */
  logged: (message: string, options?: { prefix?: boolean }) => Promise<void>;
  send: (signal: NodeJS.Signals) => void;
};

/** Starts the product on the data folder: `node start.ts`, or as `npm start` runs it when `viaNpm`. */
function startProduct(port: number, { viaNpm = false } = {}): Product {
  const [command, args] = viaNpm
    ? ['npm', ['start', '--silent']]
    : [process.execPath, ['--import', 'tsx', 'start.ts']];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      // The web app is not what is tried here: `npm start` serves dist/web as it is instead of building it.
      WEB_BUILD: 'skip',
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      DEMO: '0',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const messages: string[] = [];
  const lines = createInterface({ input: child.stdout });
  // Log lines by their message; the banner's lines as they read.
  lines.on('line', (line) => {
    messages.push(
      line.startsWith('{') ? ((JSON.parse(line) as { msg?: string }).msg ?? '') : line.trim(),
    );
  });
  child.stderr.resume();
  const exitCode = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    exitCode,
    messages,
    logged: (message, { prefix = false } = {}) =>
      new Promise<void>((resolve, reject) => {
        const seen = () =>
          messages.some((line) => (prefix ? line.startsWith(message) : line === message)) &&
          resolve();
        if (seen()) return;
        lines.on('line', seen);
        void exitCode.then((code) =>
          reject(
            new Error(`exited (${code}) before logging "${message}": ${messages.join(' | ')}`),
          ),
        );
      }),
    send: (signal) => void child.kill(signal),
  };
}

/** Whether the embedded PostgreSQL of the data folder still runs: its postmaster.pid names a live process. */
function postgresRunning(): boolean {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A port some other program listens on, until `close`. */
async function takenPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { port: address.port, server };
}

describe('a start stopped half-way or by its supervisor, or that fails', () => {
  it('when SIGTERM comes while the services start, stops the start and its PostgreSQL, and exits 0', async () => {
    const product = startProduct(0);
    await product.logged('embedded PostgreSQL started');
    expect(postgresRunning()).toBe(true);
    product.send('SIGTERM');
    expect(await product.exitCode).toBe(0);
    expect(postgresRunning()).toBe(false);
  }, 120_000);

  it('when a supervisor sends SIGTERM to the process `npm start` made, the product stops gracefully with its PostgreSQL, and npm exits 0', async () => {
    const product = startProduct(0, { viaNpm: true });
    await product.logged('GraphQL:', { prefix: true });
    expect(postgresRunning()).toBe(true);
    product.send('SIGTERM');
    expect(await product.exitCode).toBe(0);
    expect(product.messages).toContain('stopping');
    expect(postgresRunning()).toBe(false);
  }, 120_000);

  it('when its PostgreSQL is killed under it, stops and exits 1 for its supervisor to restart it', async () => {
    const product = startProduct(0);
    await product.logged('GraphQL:', { prefix: true });
    const pid = Number(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(pid, 'SIGKILL');
    expect(await product.exitCode).toBe(1);
    expect(product.messages).toContain('embedded PostgreSQL ended; stopping');
    expect(product.messages).not.toContain('stop did not finish in time; exiting');
    expect(postgresRunning()).toBe(false);
  }, 120_000);

  it('when its port is taken, says so, stops the PostgreSQL it had started, and exits 1', async () => {
    const taken = await takenPort();
    try {
      const product = startProduct(taken.port);
      expect(await product.exitCode).toBe(1);
      expect(product.messages).toContain('embedded PostgreSQL started');
      expect(product.messages).toContain('could not start');
      expect(postgresRunning()).toBe(false);
    } finally {
      taken.server.close();
    }
  }, 120_000);
});
