import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { readBffConfig, type BffConfig } from '../../bff/config.js';
import { createBff, type Bff } from '../../bff/server.js';
import { startSystem, type System, type SystemOptions } from '../../system.js';
import { startLocalGateway, type LocalGateway } from '../../demo/gateway.js';
import type { GatewayProvider } from '../../services/invoicing/checkout/gateways/gateway.js';
import { createTestDatabase } from './database.js';

/**
 * The business day the tests live in: the statement fixtures are October and
 * November 2026 exports, and the 3-month import window is judged from here
 * whenever the suite runs.
 */
export const TEST_TODAY = new Date('2026-11-22T10:00:00+07:00');
/** TEST_TODAY's date in Jakarta: a line dated by the wall clock would be "after today" from 23 November 2026 on. */
export const TEST_DATE = '2026-11-22';

/** The local payment gateway of each test system (demo/gateway.ts), for a test that pays, expires or fails a charge. */
const gateways = new Map<string, LocalGateway>();

/** The local payment gateway checkout of `system` charges through. */
export function localGatewayOf(system: Pick<System, 'invoicingUrl'>): LocalGateway {
  const gateway = gateways.get(system.invoicingUrl);
  if (!gateway) throw new Error('this system was not started by startTestSystem');
  return gateway;
}

/**
 * The whole system on a fresh database, as `npm start` runs it, on free ports,
 * with a local payment gateway for checkout: Xendit's protocol, or Midtrans's
 * for the systems that serve the web (the end-to-end tests'), so that both run
 * through the product; `gateway` names one. Its webhooks retry quickly.
 */
export async function startTestSystem(
  bff: Partial<BffConfig> = {},
  account: SystemOptions['account'] = {},
  treasury: SystemOptions['treasury'] = {},
  gateway: GatewayProvider = bff.webDir ? 'MIDTRANS' : 'XENDIT',
  /** The other protocol's gateway too, no longer opening charges (the organisation moved from it): its charges still resolve. */
  resolvingOther = false,
  /** The invoicing service's own options (its clock, `now`), over the tests' defaults. */
  invoicing: SystemOptions['invoicing'] = {},
): Promise<System> {
  const databaseUrl = await createTestDatabase();
  const local = await startLocalGateway(gateway, {
    retryBaseMs: 20,
  });
  // The web app is the BFF's, on a port known once it listens: mail links and the gateway's way back read it then.
  let appUrl = '';
  const system = await startSystem({
    databaseUrl,
    port: 0,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    bff: { host: '127.0.0.1', ...bff },
    // Webhooks may go to the tests' receivers on loopback. The dispatcher reads the feeds when a service notifies
    // an event, as in production: a system with nothing to do no longer reads them ten times a second.
    account: {
      ...account,
      webhooks: { allowedPrivateHosts: ['127.0.0.1', 'localhost'], ...account.webhooks },
    },
    treasury: {
      storageDir: mkdtempSync(path.join(os.tmpdir(), 'kas-files-')),
      now: () => TEST_TODAY,
      scheduledExceptionScan: false,
      scheduledDepositMaturity: false,
      ...treasury,
    },
    // Reminders go out only when a test queues a run with the day it means: a daily run by the wall clock would mail
    // the reminders of other tests' invoices.
    invoicing: {
      gateway: local.gateway,
      ...(resolvingOther ? { resolvingGateways: [local.other] } : {}),
      appUrl: () => appUrl,
      scheduledReminders: false,
      ...invoicing,
    },
  });
  appUrl = system.url;
  local.notifyTo(system.invoicingUrl);
  gateways.set(system.invoicingUrl, local);
  const stop = system.stop;
  return Object.assign(system, {
    stop: () =>
      stop().finally(() => {
        gateways.delete(system.invoicingUrl);
        return local.stop();
      }),
  });
}

/** The worker's running systems, by the BFF settings they were started with (the e2e files' serves the web build). */
const workerSystems = new Map<string, Promise<System>>();

/**
 * The test worker's system, as `startTestSystem(bff)` starts it, started by
 * the first file of the worker that asks and shared by the files after it
 * (the system and e2e tests run with `isolate: false`, so a worker keeps its
 * modules from file to file): each file works in organisations of its own,
 * which tenancy keeps apart. Its `stop` does nothing; the system ends with
 * the worker. A file that needs a clock, limits or a configuration of its
 * own starts its own system instead.
 */
export async function workerSystem(bff: Partial<BffConfig> = {}): Promise<System> {
  const key = JSON.stringify(bff);
  let started = workerSystems.get(key);
  if (!started) {
    started = startTestSystem(bff);
    workerSystems.set(key, started);
  }
  return { ...(await started), stop: async () => {} };
}

/**
 * A second BFF in front of a test system's services (not listening yet), on a
 * free port of 127.0.0.1, silent and serving no web: a test names only what it
 * is about (introspection off, a treasury that hangs, a short timeout…).
 */
export async function createSecondBff(
  system: Pick<System, 'accountUrl' | 'treasuryUrl' | 'invoicingUrl'>,
  overrides: Partial<BffConfig> = {},
): Promise<Bff> {
  const { accountUrl, treasuryUrl, invoicingUrl } = system;
  return createBff(
    readBffConfig({
      port: 0,
      host: '127.0.0.1',
      accountUrl,
      treasuryUrl,
      invoicingUrl,
      webDir: '/nonexistent',
      ...overrides,
    }),
    pino({ level: 'silent' }),
  );
}
