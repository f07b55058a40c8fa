import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGatewaySandbox, type GatewaySandbox } from '../services/gateway-sandbox/sandbox.js';
import { freePort } from '../services/kit/embedded-postgres.js';
import { SMALL } from './size.js';
import { nodeArguments } from './support/node-entry.js';

export type RunningSystem = {
  url: string;
  accountUrl: string;
  treasuryUrl: string;
  invoicingUrl: string;
  databaseUrl: string;
  /**
   * The payment gateway the product's checkout charges through: the local
   * sandbox (Xendit's protocol) in the bench's own process, given to the
   * product as XENDIT_* the way a deployment is given the real one, so a
   * bench knows its callback token and can sign notifications.
   */
  gateway: GatewaySandbox;
  pid: number;
  stop: () => Promise<void>;
};

let shared: Promise<RunningSystem> | null = null;

const ROOT = path.resolve(import.meta.dirname, '..');

export type SystemProcessOptions = {
  /**
   * Whether sessions run only the web's persisted documents, as production
   * does by default. Off unless asked: the benches measure operations they
   * write themselves, sent with the demo member's session. The product the
   * small runs share lets sessions send documents whatever a bench asks (at
   * small size only the steps matter, not the figures).
   */
  persistedDocumentsOnly?: boolean;
};

/**
 * Starts the product as `npm start` runs it (embedded PostgreSQL with the demo
 * data, NODE_ENV=production) in a process of its own, so the load generator
 * in this process does not share its event loop. At small size the benches
 * share one product (its `stop` leaves it running for the next; `stopSharedSystem`
 * ends it), as starting it is most of a small bench's time; a bench that points
 * the product at a bank of its own (SNAP_BASE_URL) still gets its own. Every
 * product started here has a gateway sandbox of this process (`gateway`), so
 * the shared one serves a bench that pays through checkout too.
 */
export async function startSystemProcess(
  options: SystemProcessOptions = {},
): Promise<RunningSystem> {
  if (!SMALL || process.env.SNAP_BASE_URL) return startOwnSystemProcess(options);
  shared ??= startOwnSystemProcess();
  return { ...(await shared), stop: async () => undefined };
}

/** Ends the product the small-size benches share, if one was started. */
export async function stopSharedSystem(): Promise<void> {
  const running = shared;
  shared = null;
  if (running) await (await running).stop();
}

/**
 * How long a start may take here: `idleMs` on an idle machine, longer in proportion as the machine is
 * busier than its cores (a start under a load of 8 on 2 cores is given four times as long), or
 * BENCH_START_TIMEOUT_MS.
 */
function startLimitMs(idleMs: number): number {
  const asked = Number(process.env.BENCH_START_TIMEOUT_MS);
  if (Number.isFinite(asked) && asked > 0) return asked;
  return Math.round(idleMs * Math.max(1, os.loadavg()[0]! / os.cpus().length));
}

/** Stops `child` (SIGTERM, then SIGKILL after `graceMs`) and waits for it to exit. */
async function stopChild(child: ChildProcess, graceMs = 60_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const late = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(late);
}

/**
 * The child's output once it printed `line`; when it exits first, or has not printed it within the
 * machine's start limit, it is stopped (with what it started: its SIGTERM handler stops a start half-way)
 * and this throws with its output: a bench that gives up leaves nothing running.
 */
async function startedOrStopped(
  child: ChildProcess,
  line: string,
  name: string,
  idleLimitMs: number,
): Promise<string> {
  const limitMs = startLimitMs(idleLimitMs);
  let text = '';
  try {
    return await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${name} did not start within ${limitMs} ms:\n${text}`)),
        limitMs,
      );
      child.stdout!.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes(line)) {
          clearTimeout(timer);
          resolve(text);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited with ${code}:\n${text}`));
      });
    });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

async function startOwnSystemProcess(options: SystemProcessOptions = {}): Promise<RunningSystem> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kas-bench-'));
  const port = await freePort();
  // Before the sandbox, which a bundle that fails to build would leave running.
  const args = await nodeArguments(path.join(ROOT, 'start.ts'), process.env);
  const gateway = await createGatewaySandbox();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: 'production',
    PERSISTED_DOCUMENTS_ONLY: options.persistedDocumentsOnly ? '1' : '0',
    LOG_LEVEL: 'warn',
    DEMO: '1',
    DATABASE_URL: '',
    // Production requires the keys that seal authenticator secrets, bank credentials and webhook secrets.
    TWO_FACTOR_SECRET_KEY: randomBytes(32).toString('base64'),
    TREASURY_CREDENTIALS_KEY: randomBytes(32).toString('base64'),
    WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64'),
    XENDIT_SECRET_KEY: gateway.xendit.secretKey,
    XENDIT_CALLBACK_TOKEN: gateway.xendit.callbackToken,
    XENDIT_BASE_URL: gateway.xendit.baseUrl,
    PAYMENT_GATEWAY: 'XENDIT',
    // The benchmarks measure throughput under load from one session: its cost bucket as large as a deployment may make it.
    COST_BUCKET_SESSION_SIZE: '10000000',
    COST_BUCKET_SESSION_RATE: '1000000',
    COST_BUCKET_API_KEY_SIZE: '10000000',
    COST_BUCKET_API_KEY_RATE: '1000000',
  };
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output = await startedOrStopped(child, 'Demo sign-in', 'system', 120_000).catch(
    async (error: unknown) => {
      await gateway.stop();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    },
  );
  const docs = [...output.matchAll(/(http:\/\/127\.0\.0\.1:\d+)\/docs/g)].map((match) => match[1]!);
  gateway.setWebhookUrls({ xendit: `${docs[2]!}/checkout/notifications/xendit` });
  return {
    url: `http://127.0.0.1:${port}`,
    accountUrl: docs[0]!,
    treasuryUrl: docs[1]!,
    invoicingUrl: docs[2]!,
    // Where npm start leaves its embedded database's URL (`databaseUrlFile` in services/kit/embedded-postgres.ts).
    databaseUrl: readFileSync(path.join(dataDir, 'database-url'), 'utf8').trim(),
    gateway,
    pid: child.pid!,
    stop: async () => {
      await stopChild(child);
      await gateway.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another BFF instance in a process of its own (`bff/main.ts`) in front of
 * the product's services, listening to its PostgreSQL's notifications, as a
 * deployment runs several: production settings, sessions allowed their own
 * documents as the product's, and `env` over them. Resolves once it says it
 * listens.
 */
export async function startBffProcess(
  system: RunningSystem,
  env: Record<string, string> = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const processEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PERSISTED_DOCUMENTS_ONLY: '0',
    PORT: String(port),
    HOST: '127.0.0.1',
    // Its start line is read below.
    LOG_LEVEL: 'info',
    WEB_DIR: '/nonexistent',
    DATABASE_URL: system.databaseUrl,
    ACCOUNT_URL: system.accountUrl,
    TREASURY_URL: system.treasuryUrl,
    INVOICING_URL: system.invoicingUrl,
    ...env,
  };
  const child = spawn(
    process.execPath,
    await nodeArguments(path.join(ROOT, 'bff/main.ts'), processEnv),
    {
      cwd: ROOT,
      env: processEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await startedOrStopped(child, 'BFF listening', 'BFF', 60_000);
  child.stdout!.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => stopChild(child),
  };
}
