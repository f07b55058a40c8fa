import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { Logger } from '../../kit/logger.js';

const WORKER = path.join(import.meta.dirname, 'import-worker.ts');
const ROOT = path.resolve(import.meta.dirname, '../../..');
/**
 * The import process's heap: plenty for a 25 MB file streamed in batches
 * (bench/statement-import.ts peaks near 170 MB), small enough that V8
 * collects as it goes instead of growing past the spec's 250 MB.
 */
const HEAP_FLAGS = ['--max-old-space-size=160'];
export type ImportProcessOptions = {
  databaseUrl: string;
  storageDir: string;
  logger: Logger;
  now?: (() => Date) | undefined;
  /** The worker script (tests give a stand-in that reports what it was asked). */
  worker?: string;
};

/** What an import process is told to run, once it has loaded its code. */
export type ImportOrder = {
  importId: string;
  attempt: number;
  maxAttempts: number;
  now: string | null;
};

type Standby = { child: ChildProcess; ready: Promise<void> };

/**
 * Runs each import attempt in a child process of its own (`import-worker.ts`),
 * so a 25 MB file never shares memory with the service answering requests,
 * and a process never runs two imports.
 *
 * Loading the worker's code (TypeScript, through tsx) takes about a second
 * of CPU, which would add a second to every import, or slow the upload of its
 * file if started then. So one process is kept ready ahead of the next
 * import: started with the service (`warm`) and again as each import ends. It
 * loads its code, says it is ready, and waits for its one import (`run`), or
 * for its parent to go. An import that finds no ready standby (two at once)
 * starts a process of its own. The price is one idle process (about 130 MB).
 */
export class ImportProcesses {
  private standby: Standby | null = null;
  private closed = false;

  constructor(private readonly options: ImportProcessOptions) {}

  /** Starts a process ahead of the next import, unless one is waiting already. */
  warm(): void {
    if (this.closed || this.standby) return;
    this.standby = this.start();
  }

  /**
   * Runs one import attempt and waits for its process. Resolves when the
   * attempt ended the import one way or another; rejects when it is to be
   * tried again, including when the process died (the attempt's transaction
   * was rolled back with its connection).
   */
  async run(importId: string, attempt: { number: number; max: number }): Promise<void> {
    let standby = this.standby;
    this.standby = null;
    if (!standby || !isAlive(standby.child)) standby = this.start();
    const { child, ready } = standby;
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    // Awaited below; a process that could not start rejects it before then.
    exited.catch(() => undefined);
    try {
      await Promise.race([ready, exited.then(() => Promise.reject(new Error('The import process ended before it was ready.')))]);
      const order: ImportOrder = {
        importId,
        attempt: attempt.number,
        maxAttempts: attempt.max,
        now: this.options.now?.().toISOString() ?? null,
      };
      child.send(order);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    const [code, signal] = await exited.finally(() => this.warm());
    if (code === 0) return;
    this.options.logger.warn({ importId, code, signal }, 'import process did not finish the import');
    throw new Error(`The import process exited with ${signal ?? code}.`);
  }

  /** The process id of the process waiting for the next import, if one is. */
  get standbyPid(): number | undefined {
    return this.standby?.child.pid;
  }

  /** Ends the standby process, if any; an import running now runs on. */
  close(): void {
    this.closed = true;
    this.standby?.child.kill();
    this.standby = null;
  }

  private start(): Standby {
    const { databaseUrl, storageDir, logger } = this.options;
    const child = spawn(process.execPath, [...HEAP_FLAGS, '--import', 'tsx', this.options.worker ?? WORKER], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        STORAGE_DIR: storageDir,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ready = new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('error', reject);
      child.once('exit', (code, signal) => reject(new Error(`The import process exited with ${signal ?? code} before it was ready.`)));
    });
    // Settled by `run` when it is used; a standby that ends unused is no error.
    ready.catch((error: unknown) => logger.debug({ err: error }, 'import standby process ended'));
    child.once('exit', () => {
      if (this.standby?.child === child) this.standby = null;
    });
    // The service may end while a standby waits: it does not hold the service open, and ends when its parent does.
    child.unref();
    child.channel?.unref();
    return { child, ready };
  }
}

const isAlive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null && child.connected;
