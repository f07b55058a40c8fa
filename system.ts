import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { readBffConfig, type BffConfig } from './bff/config.js';
import { createBff, type Bff } from './bff/server.js';
import { createAccountService, type AccountService } from './services/account/server.js';
import type { SocialSignInConfig } from './services/account/social-sign-in/config.js';
import type { WebhookConfig } from './services/account/webhooks/config.js';
import {
  createInvoicingService,
  type InvoicingOptions,
  type InvoicingService,
} from './services/invoicing/server.js';
import { databaseUrlFile, startEmbeddedPostgres } from './services/kit/embedded-postgres.js';
import { listen } from './services/kit/server.js';
import { migrateJobQueues } from './system-database.js';
import {
  createTreasuryService,
  type TreasuryOptions,
  type TreasuryService,
} from './services/treasury/server.js';

/**
 * The composition root: the only module that imports both the BFF and the
 * services. It runs everything in one process on one machine; each part can
 * also run alone (`npm run start:bff`, `start:account`, …).
 */
export type System = {
  databaseUrl: string;
  url: string;
  accountUrl: string;
  treasuryUrl: string;
  invoicingUrl: string;
  account: AccountService;
  treasury: TreasuryService;
  invoicing: InvoicingService;
  bff: Bff;
  stop: () => Promise<void>;
};

export type SystemOptions = {
  /** A PostgreSQL URL; without it an embedded server runs under `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  port?: number;
  logger: Logger;
  /** Overrides of the BFF's configuration (tests point upstreams at misbehaving servers). */
  bff?: Partial<BffConfig>;
  /** Overrides of the account service's configuration (tests point social sign-in at a local provider). */
  account?: {
    socialSignIn?: SocialSignInConfig | null;
    maxMembers?: number;
    webhooks?: Partial<WebhookConfig>;
  };
  /**
   * Options of the invoicing service: the payment gateway of checkout, the web app's address in its links,
   * the clock of its reminders and whether they go out by themselves.
   */
  invoicing?: Pick<
    InvoicingOptions,
    'gateway' | 'resolvingGateways' | 'appUrl' | 'now' | 'scheduledReminders'
  >;
  /** Options of the treasury service: where files go, the SNAP endpoint of the banks, the business clock. */
  treasury?: Omit<TreasuryOptions, 'databaseUrl' | 'accountUrl' | 'logger'>;
};

export async function startSystem(options: SystemOptions): Promise<System> {
  const { logger } = options;
  let databaseUrl = options.databaseUrl;
  let stopDatabase = async () => {};
  const dataDir = path.resolve(options.dataDir ?? './.data');
  if (!databaseUrl) {
    const started = Date.now();
    const embedded = await startEmbeddedPostgres({
      dataDir,
      onLog: (line) => logger.debug({ postgres: line.trim() }),
    });
    databaseUrl = embedded.url;
    await fs.writeFile(databaseUrlFile(dataDir), databaseUrl);
    stopDatabase = async () => {
      await fs.rm(databaseUrlFile(dataDir), { force: true });
      await embedded.stop();
    };
    logger.info({ dataDir, ms: Date.now() - started }, 'embedded PostgreSQL started');
  }
  // Every job queue before any service's runner listens (system-database.ts).
  await migrateJobQueues(databaseUrl);
  const account = await createAccountService({
    databaseUrl,
    logger: logger.child({ service: 'account' }),
    ...options.account,
  });
  const accountUrl = await listen(account.app, 0);
  // Uploaded and generated files of both services (STORAGE_DIR, else under the data folder).
  const storageDir = process.env.STORAGE_DIR || path.join(dataDir, 'files');
  // Invoicing first: the treasury's reconciliation reaches its sales invoices.
  const invoicing = await createInvoicingService({
    databaseUrl,
    accountUrl,
    logger: logger.child({ service: 'invoicing' }),
    storageDir,
    ...options.invoicing,
  });
  const invoicingUrl = await listen(invoicing.app, 0);
  const treasury = await createTreasuryService({
    databaseUrl,
    accountUrl,
    invoicingUrl,
    logger: logger.child({ service: 'treasury' }),
    storageDir,
    ...options.treasury,
  });
  const treasuryUrl = await listen(treasury.app, 0);
  // The account service delivers the treasury's and the invoicing's events to integrators' webhooks, read from their feeds.
  await account.webhooks.startDispatch({ treasury: treasuryUrl, invoicing: invoicingUrl });
  const bffConfig = readBffConfig({
    accountUrl,
    treasuryUrl,
    invoicingUrl,
    eventsDatabaseUrl: databaseUrl,
    ...(options.port !== undefined ? { port: options.port } : {}),
    ...options.bff,
  });
  const bff = await createBff(bffConfig, logger.child({ service: 'bff' }));
  const url = await bff.listen();
  return {
    databaseUrl,
    url,
    accountUrl,
    treasuryUrl,
    invoicingUrl,
    account,
    treasury,
    invoicing,
    bff,
    stop: async () => {
      await bff.close();
      await Promise.all([account.close(), treasury.close(), invoicing.close()]);
      await stopDatabase();
    },
  };
}
