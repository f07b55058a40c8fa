import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from './logger.js';
import { ServiceError } from './errors.js';
import { workBundle } from './work-bundle.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What a process runs first: it loads the bundle its parent names once built (`workBundle`), or ends with its parent. */
const LAUNCHER = `process.once('disconnect', () => process.exit(0));
process.once('message', ({ load }) => import(load).catch((error) => {
  console.error(error);
  process.exit(1);
}));`;

export type WorkProcessOptions = {
  /** What the work is called in logs and errors: "The import process exited with 1." */
  name: string;
  /** The script a process runs (TypeScript, bundled by `workBundle`): it serves its orders with `serveOrders`. */
  script: string;
  /**
   * The V8 heap limit of each process, in MB: enough for its work, small
   * enough that V8 collects as it goes instead of growing towards the
   * machine's memory.
   */
  heapMegabytes: number;
  /**
   * A process that ends an order with less resident memory than this serves
   * the next one; one that grew past it (a large run) exits, giving its
   * memory back. 0: a process serves one order only.
   */
  reuseBelowMegabytes: number;
  /** Added to the service's environment (the database URL, the storage folder). */
  env: Record<string, string>;
  logger: Logger;
  /** How many processes may work at once; further orders wait their turn. Unlimited when left out. */
  concurrency?: number;
};

/** What a process answers its parent for an order: the result, or the ServiceError it refused the order with; and whether it serves another. */
type Outcome<Result> = (
  | { result: Result }
  | { refused: { status: number; code: string; message: string; field?: string } }
) & { staying: boolean };

/** The order a process is sent, with what it needs to decide whether to stay. */
type Envelope<Order> = { order: Order; reuseBelowMegabytes: number };

type Idle = { child: ChildProcess; ready: Promise<void> };

/**
 * Heavy work (a 25 MB statement file, a matching run over a hundred thousand
 * lines) in child processes, one order at a time each, so it neither shares
 * memory with the service answering requests nor blocks its event loop.
 *
 * Loading a process's code (its bundle, `workBundle`) takes most of a second
 * of CPU, which would add as much to every order. So once warmed (`warm`, and
 * again as each process exits) one process is kept ready: it loads its code,
 * says it is ready, and waits for an order, or for its parent to go. A
 * process that stays small after an order (`reuseBelowMegabytes`) waits for
 * the next one; the processes beyond the one kept ready exit when no order
 * waits for them. An order that finds no ready process starts one.
 */
export class WorkProcesses<Order, Result> {
  private idle: Idle[] = [];
  private closed = false;
  private working = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly options: WorkProcessOptions) {}

  /** Starts a process ahead of the next order, unless one is waiting already. */
  warm(): void {
    if (this.closed || this.idle.length > 0) return;
    this.idle.push(this.start());
  }

  /**
   * Runs one order on a process and answers what it answered. Rejects with
   * the process's ServiceError when it refused the order, and with an Error
   * when its work failed or the process died (its transaction rolled back
   * with its connection): work that may be tried again.
   */
  async run(order: Order): Promise<Result> {
    await this.turn();
    try {
      return await this.runNow(order);
    } finally {
      this.working -= 1;
      const next = this.queue.shift();
      if (next) next();
      else this.keepOneReady();
    }
  }

  /** How many orders wait for their turn (see `concurrency`). */
  get waiting(): number {
    return this.queue.length;
  }

  /** The process id of the process that takes the next order, if one waits ready. */
  get standbyPid(): number | undefined {
    return this.idle.at(-1)?.child.pid;
  }

  /** Ends the waiting processes; orders running now run on. */
  close(): void {
    this.closed = true;
    for (const { child } of this.idle) child.kill();
    this.idle = [];
  }

  /** Waits until fewer than `concurrency` orders are running, then counts this one in. */
  private async turn(): Promise<void> {
    const limit = this.options.concurrency ?? Number.POSITIVE_INFINITY;
    if (this.working >= limit) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.working += 1;
  }

  /** With no order waiting, one ready process is enough: the others exit, giving their memory back. */
  private keepOneReady(): void {
    while (this.idle.length > 1) this.idle.shift()!.child.kill();
  }

  private async runNow(order: Order): Promise<Result> {
    const { name, logger, reuseBelowMegabytes } = this.options;
    let picked = this.idle.pop();
    while (picked && !isAlive(picked.child)) picked = this.idle.pop();
    const { child, ready } = picked ?? this.start();
    // The listeners of one order go with it: a process serving many orders does not collect them.
    let onExit: (code: number | null, signal: NodeJS.Signals | null) => void = () => {};
    let onMessage: (outcome: Outcome<Result>) => void = () => {};
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
      (resolve) => {
        onExit = (code, signal) => resolve({ code, signal });
        child.once('exit', onExit);
      },
    );
    const answered = new Promise<Outcome<Result>>((resolve) => (onMessage = resolve));
    try {
      try {
        await Promise.race([
          ready,
          exited.then(() =>
            Promise.reject(new Error(`The ${name} process ended before it was ready.`)),
          ),
        ]);
      } catch (error) {
        child.kill('SIGKILL');
        throw error;
      }
      child.once('message', onMessage);
      child.send({ order, reuseBelowMegabytes } satisfies Envelope<Order>);
      const outcome = await Promise.race([answered, exited.then(() => null)]);
      if (!outcome) {
        const { code, signal } = await exited;
        logger.warn({ code, signal }, `${name} process did not finish its work`);
        throw new Error(`The ${name} process exited with ${signal ?? code}.`);
      }
      if (outcome.staying && !this.closed && isAlive(child))
        this.idle.push({ child, ready: Promise.resolve() });
      if ('refused' in outcome)
        throw new ServiceError(
          outcome.refused.status,
          outcome.refused.code,
          outcome.refused.message,
          outcome.refused.field,
        );
      return outcome.result;
    } finally {
      child.off('exit', onExit);
      child.off('message', onMessage);
    }
  }

  private start(): Idle {
    const { name, script, heapMegabytes, env, logger } = this.options;
    const child = spawn(
      process.execPath,
      [
        `--max-old-space-size=${heapMegabytes}`,
        '--enable-source-maps',
        '--input-type=module',
        '--eval',
        LAUNCHER,
      ],
      {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    workBundle(script).then(
      (file) => {
        if (isAlive(child)) child.send({ load: pathToFileURL(file).href }, () => undefined);
      },
      (error: unknown) => {
        logger.error({ err: error }, `${name} process code could not be bundled`);
        child.kill();
      },
    );
    const ready = new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        reject(new Error(`The ${name} process exited with ${signal ?? code} before it was ready.`)),
      );
    });
    // Settled by `run` when it is used; a ready process that ends unused is no error.
    ready.catch((error: unknown) => logger.debug({ err: error }, `${name} ready process ended`));
    child.once('exit', () => {
      this.idle = this.idle.filter((idle) => idle.child !== child);
      // One is kept ready for the next order, as the one that exited may have been.
      this.warm();
    });
    // The service may end while a process waits: it does not hold the service open, and ends when its parent does.
    child.unref();
    child.channel?.unref();
    return { child, ready };
  }
}

const isAlive = (child: ChildProcess) =>
  child.exitCode === null && child.signalCode === null && child.connected;

/**
 * The other side of `WorkProcesses`, for a process's script: says it is
 * ready, then does each order it is sent with `work` and answers the result
 * or the ServiceError that refused it. After an order it waits for the next
 * while its resident memory stays below what its parent allows, and exits
 * otherwise (0), or when the work failed another way (1: to be tried again),
 * or when its parent goes. `title` names the process after its order, so `ps`
 * tells them apart.
 */
export async function serveOrders<Order, Result>(
  work: (order: Order) => Promise<Result>,
  options: { title: (order: Order) => string; onError: (error: unknown, order: Order) => void },
): Promise<void> {
  const send = process.send?.bind(process);
  if (!send) {
    process.stderr.write(
      `${process.argv[1] ?? 'this script'} is started by a service's WorkProcesses, with an IPC channel\n`,
    );
    process.exit(2);
  }
  process.once('disconnect', () => process.exit(0));
  const nextOrder = () =>
    new Promise<Envelope<Order>>((resolve) =>
      process.once('message', (message) => resolve(message as Envelope<Order>)),
    );
  let envelope = nextOrder();
  send('ready');
  for (;;) {
    const { order, reuseBelowMegabytes } = await envelope;
    process.title = options.title(order);
    let answer: Outcome<Result>;
    try {
      const result = await work(order);
      answer = { result, staying: false };
    } catch (error) {
      if (!(error instanceof ServiceError)) {
        options.onError(error, order);
        process.exit(1);
      }
      answer = {
        refused: {
          status: error.status,
          code: error.code,
          message: error.message,
          ...(error.field === undefined ? {} : { field: error.field }),
        },
        staying: false,
      };
    }
    answer.staying = process.memoryUsage().rss < reuseBelowMegabytes * 1024 * 1024;
    envelope = nextOrder();
    await new Promise<void>((resolve, reject) =>
      send(answer, undefined, {}, (error) => (error ? reject(error) : resolve())),
    );
    if (!answer.staying) process.exit(0);
  }
}
