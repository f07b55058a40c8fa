import path from 'node:path';
import type { DemoBank } from './demo/bank.js';
import type { LocalGateway } from './demo/gateway.js';
import { startTracing, stopTracing } from './platform/tracing.js';
import { envInt } from './platform/env.js';
import { StartedParts } from './platform/started-parts.js';
import { createLogger } from './services/kit/logger.js';

// Before the modules it instruments (node:http, undici, pg) load: the rest comes after, imported dynamically.
// One SDK for every part of this process: service name `kas`, each span's part in `kas.part`.
await startTracing('kas', { partsInOneProcess: true });
const { buildWebIfStale } = await import('./scripts/build-if-stale.js');
const { startDemoBank } = await import('./demo/bank.js');
const { startLocalGateway } = await import('./demo/gateway.js');
const { demoApproverSignIns } = await import('./demo/members.js');
const { seedDemo } = await import('./demo/seed.js');
const { gatewayConfiguration, gatewayFromEnvironment, resolvingGatewaysFromEnvironment } =
  await import('./services/invoicing/checkout/gateways/from-environment.js');
const { startSystem } = await import('./system.js');

// At a terminal: the banner below and one readable line per warning or error; JSON when piped or LOG_FORMAT=json.
const logger = createLogger('kas');

// What this process runs (the demo's bank and gateway, the system), stopped newest first on SIGINT or
// SIGTERM, or when the start fails. A signal while it starts stops the start at its next step, and
// what it had started by then stops too: nothing (an embedded PostgreSQL least of all) outlives it.
const stopping = new AbortController();
const running = new StartedParts(stopping.signal);
let starting = true;
let stopped: Promise<void> | null = null;
/** What the process exits with once stopped: 0 when asked to stop, 1 when its database ended under it. */
let stopExitCode = 0;
/** Whether a failed start is stopping what it had started (its database among them: that end is no news). */
let failing = false;
/** Exits with `code` once the traces are sent. */
const exit = async (code: number) => {
  await stopTracing().catch(() => {});
  process.exit(code);
};

/**
 * How long a stop may take before the process exits anyway (1): the requests in flight have
 * SHUTDOWN_TIMEOUT_MS, the job runners and pools a little more; a part that hangs (its database gone)
 * never keeps the process from ending when its supervisor asks.
 */
const STOP_DEADLINE_MS = envInt('SHUTDOWN_TIMEOUT_MS', 10_000, { min: 0, max: 600_000 }) + 20_000;

/** Stops what runs, once however often it is asked. */
const stop = (signal: string) =>
  (stopped ??= (async () => {
    logger.info({ signal }, 'stopping');
    setTimeout(() => {
      logger.error({ signal, ms: STOP_DEADLINE_MS }, 'stop did not finish in time; exiting');
      void exit(1);
    }, STOP_DEADLINE_MS);
    stopping.abort(new Error(`stopped by ${signal} while starting`));
    await running.stopAll().catch((error: unknown) => logger.error({ err: error }, 'stop failed'));
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    const done = stop(signal);
    // While the start runs, its end below exits, once what it was starting has stopped too.
    if (!starting) void done.then(() => exit(stopExitCode));
  });

try {
  // `npm start` execs this process (package.json), so a supervisor's SIGTERM to npm reaches it: the web
  // app is built here when its sources changed (not by a shell in front), and a stop ends the build too.
  // WEB_BUILD=skip: the web app is served as dist/web has it (built elsewhere, or not at all: its pages answer 503).
  if (process.argv.includes('--build-web-if-stale') && process.env.WEB_BUILD !== 'skip')
    await running.step(buildWebIfStale(stopping.signal));
  const demoOn = process.env.DEMO !== '0';
  const dataDir = path.resolve(process.env.DATA_DIR ?? './.data');
  // Without a real bank's SNAP endpoint, the demo's API accounts read a sandbox bank on loopback.
  const bank: DemoBank | null =
    demoOn && !process.env.SNAP_BASE_URL && !process.env.SNAP_BASE_URLS
      ? await running.keep(startDemoBank(dataDir, logger), (started) => started.stop())
      : null;
  // Checkout's gateway: Xendit or Midtrans as XENDIT_* / MIDTRANS_* configure it; without them, the demo's local one.
  const configured = gatewayConfiguration();
  const localGateway: LocalGateway | null =
    !configured.xendit && !configured.midtrans && demoOn
      ? await running.keep(startLocalGateway(configured.preferred ?? 'XENDIT'), (started) =>
          started.stop(),
        )
      : null;
  const gateway =
    localGateway?.gateway ??
    (configured.xendit || configured.midtrans ? gatewayFromEnvironment() : null);
  const system = await running.keep(
    startSystem({
      // A gateway configured beside the chosen one (the organisation moved from it) still resolves the charges opened there.
      invoicing: {
        gateway,
        resolvingGateways: gateway ? resolvingGatewaysFromEnvironment(gateway.provider) : [],
      },
      // In development, webhooks may go to a receiver on this machine (plain http, loopback); never in production.
      ...(process.env.NODE_ENV !== 'production' && !process.env.WEBHOOK_ALLOWED_PRIVATE_HOSTS
        ? { account: { webhooks: { allowedPrivateHosts: ['localhost', '127.0.0.1', '::1'] } } }
        : {}),
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir,
      logger,
      ...(bank
        ? { treasury: { snapBaseUrl: bank.snapBaseUrl, snapBankPublicKey: bank.bankPublicKey } }
        : {}),
      signal: stopping.signal,
    }),
    (started) => started.stop(),
  );
  // The embedded PostgreSQL ending on its own (killed, crashed) ends the product, non-zero, so that its
  // supervisor restarts both, rather than it answering 503 with nothing to answer from.
  void system.databaseEnded?.then(({ code, signal }) => {
    if (stopped || failing) return;
    logger.fatal({ code, signal }, 'embedded PostgreSQL ended; stopping');
    stopExitCode = 1;
    const done = stop('the database ending');
    // While the start runs, its end below exits, with this code.
    if (!starting) void done.then(() => exit(stopExitCode));
  });
  bank?.notifyTo(system.treasuryUrl);
  // The local gateway posts to the public address, as a provider is told to (docs/operations.md, "Payment gateway notifications").
  localGateway?.notifyTo(system.url);
  const demo = demoOn
    ? await running.step(
        seedDemo(system.account.db, system.accountUrl, system.treasuryUrl, {
          ...(bank ? { bank } : {}),
          invoicing: { url: system.invoicingUrl, db: system.invoicing.db },
        }),
      )
    : null;
  const approvers = demo ? await running.step(demoApproverSignIns(system.account.db)) : [];
  // The address the world reaches the BFF at (APP_URL behind a proxy), where gateways post their notifications.
  const publicUrl = (process.env.APP_URL || system.url).replace(/\/+$/, '');
  const lines = [
    '',
    `  Kas is running at ${system.url}`,
    `  GraphQL:  ${system.url}/graphql   GraphiQL: ${system.url}/graphiql`,
    `  Service docs: ${system.accountUrl}/docs  ${system.treasuryUrl}/docs  ${system.invoicingUrl}/docs`,
    demo
      ? `  Demo sign-in: ${demo.email} / ${demo.password}  (${demo.organization})`
      : '  Demo data: off (DEMO=0) or not seeded into a non-empty database.',
    // The owner made the demo's payments and may not approve them: these members can, with a code of their authenticator app.
    ...approvers.map(
      (approver) =>
        `  Demo approver: ${approver.email} / ${approver.password}  (${approver.fullName}); authenticator secret ${approver.authenticatorSecret ?? (approver.authenticatorSecretUnreadable ? `unreadable (${approver.authenticatorSecretUnreadable})` : 'none (removed)')}${approver.otpauthUri ? `  ${approver.otpauthUri}` : ''}`,
    ),
    ...(localGateway
      ? [
          `  Payment gateway sandbox (${localGateway.gateway.provider}): ${localGateway.sandbox.url}  (checkout's virtual accounts and QRIS; its page has Pay, Expire and Fail)`,
        ]
      : []),
    ...(gateway && !localGateway
      ? [
          `  Payment gateway notifications (${gateway.provider}): give the provider ${publicUrl}/checkout/notifications/${gateway.provider.toLowerCase()}`,
        ]
      : []),
    ...(bank
      ? [
          `  SNAP sandbox banks: BCA ${bank.sandboxes['014'].url}, Mandiri ${bank.sandboxes['008'].url} (the demo's API-connected accounts sync from them and send payments through them)`,
        ]
      : []),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
  // Nothing can come between the two: a signal from here on is the running system's to handle.
  stopping.signal.throwIfAborted();
  starting = false;
} catch (error) {
  failing = true;
  // What the start had started since a stop began (or before it failed) stops too.
  await running
    .stopAll()
    .catch((stopError: unknown) => logger.error({ err: stopError }, 'stop failed'));
  if (stopped) {
    await stopped;
    await exit(stopExitCode);
  }
  logger.fatal({ err: error }, 'could not start');
  await exit(1);
}
