import path from 'node:path';
import type { DemoBank } from './demo/bank.js';
import type { LocalGateway } from './demo/gateway.js';
import { startTracing, stopTracing } from './platform/tracing.js';
import { createLogger } from './services/kit/logger.js';

// Before the modules it instruments (node:http, undici, pg) load: the rest comes after, imported dynamically.
// One SDK for every part of this process: service name `kas`, each span's part in `kas.part`.
await startTracing('kas', { partsInOneProcess: true });
const { startDemoBank } = await import('./demo/bank.js');
const { startLocalGateway } = await import('./demo/gateway.js');
const { demoApproverSignIns } = await import('./demo/members.js');
const { seedDemo } = await import('./demo/seed.js');
const { gatewayConfiguration, gatewayFromEnvironment, resolvingGatewaysFromEnvironment } =
  await import('./services/invoicing/checkout/gateways/from-environment.js');
const { startSystem } = await import('./system.js');

// At a terminal: the banner below and one readable line per warning or error; JSON when piped or LOG_FORMAT=json.
const logger = createLogger('kas');

try {
  const demoOn = process.env.DEMO !== '0';
  const dataDir = path.resolve(process.env.DATA_DIR ?? './.data');
  // Without a real bank's SNAP endpoint, the demo's API accounts read a sandbox bank on loopback.
  const bank: DemoBank | null =
    demoOn && !process.env.SNAP_BASE_URL && !process.env.SNAP_BASE_URLS
      ? await startDemoBank(dataDir, logger)
      : null;
  // Checkout's gateway: Xendit or Midtrans as XENDIT_* / MIDTRANS_* configure it; without them, the demo's local one.
  const configured = gatewayConfiguration();
  const localGateway: LocalGateway | null =
    !configured.xendit && !configured.midtrans && demoOn
      ? await startLocalGateway(configured.preferred ?? 'XENDIT')
      : null;
  const gateway =
    localGateway?.gateway ??
    (configured.xendit || configured.midtrans ? gatewayFromEnvironment() : null);
  const system = await startSystem({
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
  });
  bank?.notifyTo(system.treasuryUrl);
  // The local gateway posts to the public address, as a provider is told to (docs/operations.md, "Payment gateway notifications").
  localGateway?.notifyTo(system.url);
  const demo = demoOn
    ? await seedDemo(system.account.db, system.accountUrl, system.treasuryUrl, {
        ...(bank ? { bank } : {}),
        invoicing: { url: system.invoicingUrl, db: system.invoicing.db },
      })
    : null;
  const approvers = demo ? await demoApproverSignIns(system.account.db) : [];
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
        `  Demo approver: ${approver.email} / ${approver.password}  (${approver.fullName}); authenticator secret ${approver.authenticatorSecret ?? 'none (removed)'}${approver.otpauthUri ? `  ${approver.otpauthUri}` : ''}`,
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
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await system.stop().catch((error: unknown) => logger.error({ err: error }, 'stop failed'));
    await bank?.stop().catch(() => {});
    await localGateway?.stop().catch(() => {});
    await stopTracing().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  logger.fatal({ err: error }, 'could not start');
  process.exit(1);
}
