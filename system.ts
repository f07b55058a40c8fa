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
import { StartedParts } from './platform/started-parts.js';
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
  /** The embedded PostgreSQL's end (null with DATABASE_URL): by `stop`, or on its own (killed, crashed). */
  databaseEnded: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | null;
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
    /** A short lifetime of API keys' access tokens, for a test of a socket that outlives its token. */
    apiKeyTokenSeconds?: number;
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
  /** Aborted (a SIGTERM while the system starts): the start stops at its next step, and stops what it had started. */
  signal?: AbortSignal;
};

export async function startSystem(options: SystemOptions): Promise<System> {
  const { logger } = options;
  // A start that fails or is told to stop half-way stops what it had started, PostgreSQL last.
  const started = new StartedParts(options.signal);
  return started.during(async () => {
    let databaseUrl = options.databaseUrl;
    let databaseEnded: System['databaseEnded'] = null;
    const dataDir = path.resolve(options.dataDir ?? './.data');
    if (!databaseUrl) {
      const startedAt = Date.now();
      const embedded = await started.keep(
        startEmbeddedPostgres({
          dataDir,
          onLog: (line) => logger.debug({ postgres: line.trim() }),
        }),
        async (database) => {
          await fs.rm(databaseUrlFile(dataDir), { force: true });
          await database.stop();
        },
      );
      databaseUrl = embedded.url;
      databaseEnded = embedded.ended;
      await fs.writeFile(databaseUrlFile(dataDir), databaseUrl);
      logger.info({ dataDir, ms: Date.now() - startedAt }, 'embedded PostgreSQL started');
    }
    // Every job queue before any service's runner listens (system-database.ts).
    await started.step(migrateJobQueues(databaseUrl));
    const close = (service: { close: () => Promise<void> }) => service.close();
    // Uploaded and generated files of every service (STORAGE_DIR, else under the data folder).
    const storageDir = process.env.STORAGE_DIR || path.join(dataDir, 'files');
    const account = await started.keep(
      createAccountService({
        databaseUrl,
        logger: logger.child({ service: 'account' }),
        storageDir,
        ...options.account,
      }),
      close,
    );
    const accountUrl = await started.step(listen(account.app, 0));
    // Invoicing first: the treasury's reconciliation reaches its sales invoices.
    const invoicing = await started.keep(
      createInvoicingService({
        databaseUrl,
        accountUrl,
        logger: logger.child({ service: 'invoicing' }),
        storageDir,
        ...options.invoicing,
      }),
      close,
    );
    const invoicingUrl = await started.step(listen(invoicing.app, 0));
    const treasury = await started.keep(
      createTreasuryService({
        databaseUrl,
        accountUrl,
        invoicingUrl,
        logger: logger.child({ service: 'treasury' }),
        storageDir,
        ...options.treasury,
      }),
      close,
    );
    const treasuryUrl = await started.step(listen(treasury.app, 0));
    // The account service delivers the treasury's and the invoicing's events to integrators' webhooks, read from their feeds.
    await started.step(
      account.webhooks.startDispatch({ treasury: treasuryUrl, invoicing: invoicingUrl }),
    );
    const bffConfig = readBffConfig({
      accountUrl,
      treasuryUrl,
      invoicingUrl,
      eventsDatabaseUrl: databaseUrl,
      ...(options.port !== undefined ? { port: options.port } : {}),
      ...options.bff,
    });
    const bff = await started.keep(createBff(bffConfig, logger.child({ service: 'bff' })), close);
    const url = await started.step(bff.listen());
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
      databaseEnded,
      // Newest first: the BFF, then each service before the ones it calls, then PostgreSQL.
      stop: () => started.stopAll(),
    };
  });
}
