import { createHash } from 'node:crypto';
import { envInt } from '../../platform/env.js';
import type { Kysely } from 'kysely';
import { activityRoutes } from '../kit/activity.js';
import { createFeedTokenVerifier, eventFeedRoutes } from '../kit/event-feed.js';
import { startAccountTokenVerifier } from '../kit/auth.js';
import { createDatabase, isDatabaseReady, migrate } from '../kit/database.js';
import type { Logger } from '../kit/logger.js';
import {
  buildService,
  routeModule,
  type RouteModule,
  type ServiceApp,
  type ServiceOptions,
} from '../kit/server.js';
import { serviceMetrics, type ServiceMetrics } from '../kit/metrics.js';
import { bankRoutes } from './banks/routes.js';
import { bankAccountRoutes } from './bank-accounts/routes.js';
import { BankAccountService } from './bank-accounts/service.js';
import { counterpartyRoutes } from './counterparties/routes.js';
import { loadCredentialsKeyring } from './credentials-key.js';
import { entityRoutes } from './entities/routes.js';
import { expectedTransactionRoutes } from './expected-transactions/routes.js';
import { ExpectedTransactionService } from './expected-transactions/service.js';
import { EntityService } from './entities/service.js';
import { CounterpartyService } from './counterparties/service.js';
import type { TreasuryDatabase } from './db-types.js';
import { payloadInstant, startJobs, type JobRunner } from '../kit/jobs.js';
import { TREASURY_JOBS_SCHEMA, TREASURY_MIGRATIONS, TREASURY_SCHEMA } from './database-schema.js';
import { CHECKOUT_MISMATCH_JOB } from '../../contracts/invoicing/checkout.js';
import { importWorkProcesses } from './imports/import-process.js';
import { importProcessors } from './imports/processors.js';
import { createMailer } from '../kit/mailer.js';
import { LocalFileStorage, storageDirOf } from '../kit/storage.js';
import { createSnapAdapter } from './banking/snap-client.js';
import { importRoutes } from './imports/routes.js';
import { IMPORT_JOB, ImportService } from './imports/service.js';
import { EXPORT_JOB, StatementExportService } from './statements/exports.js';
import { statementRoutes } from './statements/routes.js';
import { StatementService } from './statements/service.js';
import {
  StatementSyncService,
  SYNC_CRONTAB,
  SYNC_DUE_JOB,
  SYNC_JOB,
  type AdapterFactory,
} from './statements/sync.js';
import type { BankAdapter } from './banking/adapter.js';
import {
  deleteUnusedUploads,
  UPLOAD_CLEANUP_CRONTAB,
  UPLOAD_CLEANUP_JOB,
} from './imports/upload-cleanup.js';
import { refreshNameKeys } from './name-keys.js';
import { reconciliationRoutes } from './reconciliation/routes.js';
import { MatchingProcesses } from './reconciliation/matching-process.js';
import { AccountClient } from '../kit/account-client.js';
import { ApprovalRuleService } from './payments/approval-rules.js';
import { PaymentExportService } from './payments/manual-export.js';
import { approvalRuleRoutes, paymentRoutes } from './payments/routes.js';
import { paymentProviderRoutes } from './payment-providers/routes.js';
import { PaymentProviderService } from './payment-providers/service.js';
import { PaymentExecution } from './payments/execution.js';
import { paymentNotificationRoutes } from './payments/notifications.js';
import { EXECUTE_JOB, PaymentService } from './payments/service.js';
import { CreditRefunds } from './payments/refunds.js';
import { ReconciliationService } from './reconciliation/service.js';
import { ServiceClient } from '../kit/service-client.js';
import { ReconciliationSettingsService } from './reconciliation/fee-booking.js';
import { reconciliationRuleRoutes } from './reconciliation-rules/routes.js';
import { ReconciliationRuleService } from './reconciliation-rules/service.js';
import { exceptionRoutes } from './exceptions/routes.js';
import { billRoutes } from './bills/routes.js';
import { BillService } from './bills/service.js';
import { PurchaseOrderBilling } from './bills/purchase-orders.js';
import { homeRoutes } from './home/routes.js';
import { HomeService } from './home/service.js';
import { cashForecastRoutes } from './cash-forecast/routes.js';
import { CashForecastService } from './cash-forecast/service.js';
import { depositsMaturingBetween } from './deposits/repository.js';
import { cashFlowRoutes } from './cash-flow/routes.js';
import { CashFlowService } from './cash-flow/service.js';
import { payablesRoutes } from './payables/routes.js';
import { PayablesService } from './payables/service.js';
import { fxRateRoutes } from './fx-rates/routes.js';
import { FxRateService } from './fx-rates/service.js';
import { cashPositionRoutes } from './cash-position/routes.js';
import { CashPositionService } from './cash-position/service.js';
import { depositRoutes } from './deposits/routes.js';
import {
  DEPOSIT_MATURITY_CRONTAB,
  DEPOSIT_MATURITY_JOB,
  DepositService,
} from './deposits/service.js';
import {
  EXCEPTION_SCAN_CRONTAB,
  EXCEPTION_SCAN_JOB,
  ExceptionService,
} from './exceptions/service.js';
import {
  EXCEPTION_SCAN_ORGANIZATION_JOB,
  ReconciliationFollower,
} from './exceptions/follow-reconciliation.js';

export { TREASURY_SCHEMA };

export type TreasuryService = {
  app: ServiceApp;
  db: Kysely<TreasuryDatabase>;
  jobs: JobRunner;
  syncDue: () => Promise<number>;
  close: () => Promise<void>;
};

export type TreasuryOptions = {
  databaseUrl: string;
  accountUrl: string;
  logger: Logger;
  /** Where uploads and exports are kept (default STORAGE_DIR, or `files` under DATA_DIR). */
  storageDir?: string;
  /** The web app's address, for links in mail (default APP_URL). */
  appUrl?: string;
  /** The invoicing service, whose sales invoices reconciliation settles (none: invoices are out of reach). */
  invoicingUrl?: string;
  /** The SNAP endpoint of a bank, by clearing code (default from SNAP_BASE_URL / SNAP_BASE_URLS). */
  snapBaseUrl?: (bankCode: string) => string | null;
  /** The clock that decides "today" for statement rules (tests fix it). */
  now?: () => Date;
  /** How long one exchange with a bank may take before its answer counts as lost, in milliseconds (default SNAP_TIMEOUT_MS or 10 000). */
  snapTimeoutMs?: number;
  /** The public key (PEM) a bank signs its transfer notifications with, by clearing code (default SNAP_BANK_PUBLIC_KEY for every bank). */
  snapBankPublicKey?: (bankCode: string) => string | null;
  /**
   * Whether the exception scan runs by itself every 15 minutes (default yes).
   * Tests turn it off: a scan at a quarter past would open their tickets before they ask.
   */
  scheduledExceptionScan?: boolean;
  /**
   * Whether the deposit maturity job runs by itself daily at 00:05 Jakarta (default yes).
   * Tests turn it off and queue it with the day they mean (`{ now }` in its payload).
   */
  scheduledDepositMaturity?: boolean;
};

/** Builds the treasury service: bank data, counterparties and, later, the money movements. */
export async function createTreasuryService(options: TreasuryOptions): Promise<TreasuryService> {
  const { databaseUrl, accountUrl, logger } = options;
  const metrics = serviceMetrics('treasury');
  const db = await openTreasuryDatabase(databaseUrl, metrics);
  const storageDir = storageDirOf(options.storageDir);
  const storage = new LocalFileStorage(storageDir);
  const parts = await treasuryParts(options, db, storage);
  const tokens = await startAccountTokenVerifier({ accountUrl, databaseUrl, logger });
  const app = await buildTreasuryApp(options, parts, metrics, tokens.verifyToken);
  const work = await startTreasuryWork(options, parts, storage, storageDir, metrics);
  return {
    app,
    db,
    jobs: work.jobs,
    syncDue: () => parts.sync.queueDue(),
    close: async () => {
      await app.close();
      await work.stop();
      parts.matching.close();
      await parts.accountClient.close();
      await parts.invoicing?.close();
      await tokens.stop();
      await db.destroy();
    },
  };
}

/** The treasury's database, migrated, its names written before look-alike keys were kept given theirs (migrations/0055-baseline, entities). */
async function openTreasuryDatabase(
  databaseUrl: string,
  metrics: ServiceMetrics | undefined,
): Promise<Kysely<TreasuryDatabase>> {
  const db = createDatabase<TreasuryDatabase>({
    url: databaseUrl,
    schema: TREASURY_SCHEMA,
    metrics,
  });
  await migrate(db as Kysely<unknown>, TREASURY_SCHEMA, TREASURY_MIGRATIONS);
  await refreshNameKeys(db);
  return db;
}

/** The services the treasury's routes and jobs share, built once per instance over its database and file storage. */
async function treasuryParts(
  options: TreasuryOptions,
  db: Kysely<TreasuryDatabase>,
  storage: LocalFileStorage,
): Promise<TreasuryParts> {
  const { databaseUrl, accountUrl, logger } = options;
  const entities = new EntityService(db);
  const keyring = await loadCredentialsKeyring(db);
  const bankAccounts = new BankAccountService(db, keyring, entities);
  const appUrl = (
    options.appUrl ??
    (process.env.APP_URL || `http://localhost:${process.env.PORT || 4000}`)
  ).replace(/\/$/, '');
  // The organisation's controls and the approver's second factor are the account service's: asked per request, with the caller's token.
  const accountClient = new AccountClient(accountUrl);
  const adapterFor = snapAdapters(
    options.snapBaseUrl ?? snapBaseUrlsFromEnvironment(),
    logger,
    options.snapTimeoutMs ?? envInt('SNAP_TIMEOUT_MS', 10_000, { min: 100 }),
  );
  // Sales invoices are the invoicing service's: reconciliation reaches them over its REST API, on the caller's behalf.
  const invoicing = options.invoicingUrl ? new ServiceClient(options.invoicingUrl) : undefined;
  return {
    db,
    now: options.now,
    logger,
    accountClient,
    keyring,
    counterparties: new CounterpartyService(db),
    entities,
    bankAccounts,
    imports: new ImportService(
      db,
      storage,
      importProcessors({ now: options.now }),
      logger,
      null,
      accountClient,
    ),
    statements: new StatementService(db, options.now),
    statementExports: new StatementExportService(
      db,
      storage,
      createMailer(db as Kysely<unknown>),
      appUrl,
      logger,
    ),
    sync: new StatementSyncService(db, bankAccounts, adapterFor, logger, options.now),
    // Matching runs and rules previews run in processes of their own, started at the first and kept ready after.
    matching: new MatchingProcesses({ databaseUrl, logger, now: options.now }),
    reconciliation: new ReconciliationService(db, undefined, undefined, { invoicing }),
    exceptions: new ExceptionService(db, logger, options.now, undefined, invoicing),
    deposits: new DepositService(db, logger, options.now),
    paymentExecution: new PaymentExecution(
      db,
      (organizationId, accountId) => bankAccounts.credentialsOf(organizationId, accountId),
      adapterFor,
      logger,
    ),
    bankPublicKey: options.snapBankPublicKey ?? (() => process.env.SNAP_BANK_PUBLIC_KEY || null),
    invoicing,
  };
}

/** The treasury's HTTP app: its route modules and its outbox feed, behind the account service's tokens. */
function buildTreasuryApp(
  options: TreasuryOptions,
  parts: TreasuryParts,
  metrics: ServiceMetrics | undefined,
  verifyToken: ServiceOptions['verifyToken'],
): Promise<ServiceApp> {
  const { db } = parts;
  return buildService({
    metrics,
    title: 'Treasury service',
    description:
      'Bank accounts, counterparties, statements, reconciliation, payments and transfers of one organisation per request.',
    logger: options.logger,
    // An approval's body carries an authenticator code: run once per key, nothing of it kept.
    idempotency: {
      db: db as Kysely<unknown>,
      secretAnswerRoutes: [
        '/payment-orders/approve',
        '/payment-orders/resend',
        '/payment-orders/export',
      ],
    },
    verifyToken,
    isReady: () => isDatabaseReady(db as Kysely<unknown>),
    modules: [
      ...treasuryModules(parts),
      // Its outbox in commit order, for the account service's webhooks (a feed token of the account service only).
      routeModule(eventFeedRoutes, {
        db: db as Kysely<unknown>,
        verify: createFeedTokenVerifier(options.accountUrl),
      }),
    ],
  });
}

/**
 * The treasury's background work, started: its job runners (imports in
 * processes of their own, payments on a runner of their own) attached to the
 * services that queue them, and the follower of reconciliations; `stop` ends
 * them in that order.
 */
async function startTreasuryWork(
  options: TreasuryOptions,
  parts: TreasuryParts,
  storage: LocalFileStorage,
  storageDir: string,
  metrics: ServiceMetrics | undefined,
): Promise<{ jobs: JobRunner; stop: () => Promise<void> }> {
  const { databaseUrl, logger } = options;
  // Imports run in processes of their own, so a large file never weighs on request handling: started at the first, kept ready after.
  const importProcesses = importWorkProcesses({ databaseUrl, storageDir, logger });
  const runImport = importRunner(importProcesses, parts.imports, options.now);
  const reconciliationFollower = new ReconciliationFollower(databaseUrl, logger);
  const jobs = await startTreasuryJobs(options, parts, storage, runImport, metrics);
  const paymentJobs = await startPaymentJobs(databaseUrl, logger, parts.paymentExecution, metrics);
  parts.imports.jobs.attach(jobs);
  parts.statementExports.jobs.attach(jobs);
  parts.sync.jobs.attach(jobs);
  reconciliationFollower.jobs.attach(jobs);
  await reconciliationFollower.start();
  return {
    jobs,
    stop: async () => {
      await reconciliationFollower.stop();
      await jobs.stop();
      await paymentJobs.stop();
      importProcesses.close();
    },
  };
}

/** Runs an import's job in the import processes; its last attempt failing marks the import failed. */
function importRunner(
  importProcesses: ReturnType<typeof importWorkProcesses>,
  imports: ImportService,
  now: (() => Date) | undefined,
): (importId: string, attempt: { number: number; max: number }) => Promise<void> {
  return async (importId, attempt) => {
    try {
      await importProcesses.run({
        importId,
        attempt: attempt.number,
        maxAttempts: attempt.max,
        now: now?.().toISOString() ?? null,
      });
    } catch (error) {
      if (attempt.number >= attempt.max) await imports.failAbandoned(importId);
      throw error;
    }
  };
}

/** What the treasury's routes and jobs share: its database, clock and services, built once per instance. */
type TreasuryParts = {
  db: Kysely<TreasuryDatabase>;
  now: (() => Date) | undefined;
  logger: Logger;
  accountClient: AccountClient;
  keyring: Awaited<ReturnType<typeof loadCredentialsKeyring>>;
  counterparties: CounterpartyService;
  entities: EntityService;
  bankAccounts: BankAccountService;
  imports: ImportService;
  statements: StatementService;
  statementExports: StatementExportService;
  sync: StatementSyncService;
  matching: MatchingProcesses;
  reconciliation: ReconciliationService;
  exceptions: ExceptionService;
  deposits: DepositService;
  paymentExecution: PaymentExecution;
  bankPublicKey: (bankCode: string) => string | null;
  /** The invoicing service, when it runs beside: sales invoices to reconcile, buyers' credit to refund. */
  invoicing: ServiceClient | undefined;
};

/** The treasury's route modules, in the order they are registered; the services only routes use are made here. */
function treasuryModules(parts: TreasuryParts): RouteModule[] {
  const { db, now, logger, accountClient, keyring, counterparties, entities, bankAccounts } = parts;
  const { imports, statements, statementExports, sync, matching, reconciliation } = parts;
  const { exceptions, deposits, paymentExecution, bankPublicKey, invoicing } = parts;
  return [
    routeModule(bankRoutes, {}),
    routeModule(counterpartyRoutes, { counterparties }),
    routeModule(entityRoutes, { entities }),
    routeModule(bankAccountRoutes, { accounts: bankAccounts }),
    routeModule(expectedTransactionRoutes, { expected: new ExpectedTransactionService(db) }),
    routeModule(billRoutes, {
      bills: new BillService(
        db,
        reconciliation,
        accountClient,
        new PurchaseOrderBilling(invoicing),
      ),
    }),
    routeModule(homeRoutes, { home: new HomeService(db, now) }),
    routeModule(cashFlowRoutes, { cashFlow: new CashFlowService(db, now) }),
    routeModule(cashForecastRoutes, {
      forecast: new CashForecastService(db, now, depositsMaturingBetween),
    }),
    routeModule(payablesRoutes, { payables: new PayablesService(db, now) }),
    routeModule(fxRateRoutes, { rates: new FxRateService(db, now) }),
    routeModule(cashPositionRoutes, { position: new CashPositionService(db, now) }),
    routeModule(depositRoutes, { deposits }),
    routeModule(reconciliationRoutes, {
      reconciliation,
      matching,
      settings: new ReconciliationSettingsService(db),
    }),
    routeModule(reconciliationRuleRoutes, {
      rules: new ReconciliationRuleService(db, now),
      matching,
    }),
    routeModule(exceptionRoutes, { exceptions }),
    routeModule(paymentRoutes, {
      payments: new PaymentService(
        db,
        accountClient,
        now,
        new CreditRefunds(invoicing),
        new PurchaseOrderBilling(invoicing),
      ),
      exports: new PaymentExportService(db, accountClient),
    }),
    routeModule(approvalRuleRoutes, { approvalRules: new ApprovalRuleService(db) }),
    routeModule(paymentNotificationRoutes, {
      db,
      execution: paymentExecution,
      bankPublicKey,
      logger,
    }),
    routeModule(paymentProviderRoutes, { providers: new PaymentProviderService(db, keyring) }),
    routeModule(importRoutes, { imports }),
    routeModule(statementRoutes, { statements, exports: statementExports, sync }),
    routeModule(activityRoutes, { db: db as Kysely<unknown> }),
  ];
}

/** The runner of the treasury's background jobs (imports, exports, syncs, cleanups, scans, maturities) and its schedule. */
function startTreasuryJobs(
  options: TreasuryOptions,
  { db, logger, statementExports, sync, exceptions, deposits }: TreasuryParts,
  storage: LocalFileStorage,
  runImport: (importId: string, attempt: { number: number; max: number }) => Promise<void>,
  metrics: ServiceMetrics | undefined,
): Promise<JobRunner> {
  const { databaseUrl } = options;
  return startJobs({
    databaseUrl,
    schema: TREASURY_JOBS_SCHEMA,
    logger,
    metrics,
    crontab: [
      SYNC_CRONTAB,
      UPLOAD_CLEANUP_CRONTAB,
      ...(options.scheduledExceptionScan === false ? [] : [EXCEPTION_SCAN_CRONTAB]),
      ...(options.scheduledDepositMaturity === false ? [] : [DEPOSIT_MATURITY_CRONTAB]),
    ].join('\n'),
    tasks: {
      [IMPORT_JOB]: async (payload, helpers) =>
        runImport((payload as { importId: string }).importId, {
          number: helpers.job.attempts,
          max: helpers.job.max_attempts,
        }),
      [EXPORT_JOB]: async (payload, helpers) =>
        statementExports.run((payload as { exportId: string }).exportId, {
          number: helpers.job.attempts,
          max: helpers.job.max_attempts,
        }),
      [SYNC_JOB]: async (payload) => sync.run((payload as { scheduleId: string }).scheduleId),
      [SYNC_DUE_JOB]: async () => void (await sync.queueDue()),
      [UPLOAD_CLEANUP_JOB]: async () => void (await deleteUnusedUploads(db, storage, { logger })),
      [EXCEPTION_SCAN_JOB]: async () => exceptions.scanAll(),
      // A queued run may name the instant it settles as of (`now`, ISO 8601); the crontab's runs settle as of the clock.
      [DEPOSIT_MATURITY_JOB]: async (payload) =>
        void (await deposits.settleDue(payloadInstant(payload))),
      [EXCEPTION_SCAN_ORGANIZATION_JOB]: async (payload) =>
        void (await exceptions.followUp((payload as { organizationId: string }).organizationId)),
      // Queued by the invoicing service in the transaction that records a checkout mismatch (exceptions/checkout-tickets.ts).
      [CHECKOUT_MISMATCH_JOB]: async (payload) => exceptions.openCheckoutTicket(payload),
    },
  });
}

/** Sending payments waits on banks, not on the CPU: a runner of its own lets many go at once without more imports at once. */
function startPaymentJobs(
  databaseUrl: string,
  logger: Logger,
  paymentExecution: PaymentExecution,
  metrics: ServiceMetrics | undefined,
): Promise<JobRunner> {
  return startJobs({
    databaseUrl,
    schema: TREASURY_JOBS_SCHEMA,
    logger,
    metrics,
    concurrency: PAYMENT_JOB_CONCURRENCY,
    // A payment's step waits on its bank; it claims its job and records its outcome through the queue briefly.
    poolSize: 6,
    tasks: {
      [EXECUTE_JOB]: async (payload, helpers) =>
        paymentExecution.advance((payload as { paymentOrderId: string }).paymentOrderId, {
          attempt: helpers.job.attempts,
          maxAttempts: helpers.job.max_attempts,
        }),
    },
  });
}

/** Payments sent to banks at once by one treasury instance. */
const PAYMENT_JOB_CONCURRENCY = 16;

/**
 * The SNAP adapter of a bank and a set of credentials, made once and kept:
 * an adapter keeps its access token until it expires, so a thousand payments
 * from one account ask the bank for one token, not a thousand.
 */
function snapAdapters(
  snapBaseUrl: (bankCode: string) => string | null,
  logger: Logger,
  timeoutMs: number,
): AdapterFactory {
  const made = new Map<string, BankAdapter>();
  return (bankCode, credentials) => {
    const baseUrl = snapBaseUrl(bankCode);
    if (!baseUrl) return null;
    const key = createHash('sha256')
      .update(
        JSON.stringify([
          baseUrl,
          credentials.clientId,
          credentials.clientSecret,
          credentials.partnerId,
          credentials.channelId,
          credentials.privateKey,
        ]),
      )
      .digest('hex');
    let adapter = made.get(key);
    if (!adapter) {
      adapter = createSnapAdapter({
        credentials: {
          baseUrl,
          clientId: credentials.clientId,
          clientSecret: credentials.clientSecret,
          partnerId: credentials.partnerId,
          channelId: credentials.channelId,
          privateKeyPem: credentials.privateKey,
        },
        logger,
        timeoutMs,
      });
      made.set(key, adapter);
    }
    return adapter;
  };
}

/** SNAP_BASE_URL for every bank, or SNAP_BASE_URLS as `014=https://…,008=https://…` per clearing code. */
function snapBaseUrlsFromEnvironment(): (bankCode: string) => string | null {
  const perBank = new Map(
    (process.env.SNAP_BASE_URLS ?? '')
      .split(',')
      .map((pair) => pair.trim().split('='))
      .filter(
        (pair): pair is [string, string] =>
          pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1]),
      )
      .map(([code, url]) => [code.trim(), url.trim()]),
  );
  const fallback = process.env.SNAP_BASE_URL || null;
  return (bankCode) => perBank.get(bankCode) ?? fallback;
}
