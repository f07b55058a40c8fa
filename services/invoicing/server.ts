import type { Kysely } from 'kysely';
import { activityRoutes } from '../kit/activity.js';
import { createFeedTokenVerifier, eventFeedRoutes } from '../kit/event-feed.js';
import { startAccountTokenVerifier } from '../kit/auth.js';
import { createDatabase, isDatabaseReady, migrate } from '../kit/database.js';
import { payloadInstant, startJobs, type JobRunner } from '../kit/jobs.js';
import type { Logger } from '../kit/logger.js';
import { createMailer } from '../kit/mailer.js';
import { buildService, routeModule, type RouteModule, type ServiceApp } from '../kit/server.js';
import { serviceMetrics, type ServiceMetrics } from '../kit/metrics.js';
import { LocalFileStorage, storageDirOf } from '../kit/storage.js';
import { agedReceivableRoutes } from './aged-receivables/routes.js';
import { customerStatementRoutes } from './customer-statements/routes.js';
import { CustomerStatementService } from './customer-statements/service.js';
import { AgedReceivablesService } from './aged-receivables/service.js';
import {
  checkoutMismatchRoutes,
  checkoutNotificationRoutes,
  checkoutRoutes,
} from './checkout/routes.js';
import { CHECKOUT_FOLLOW_JOB, followInvoice } from './checkout/follow.js';
import { notificationCounter } from './checkout/notifications.js';
import type { PaymentGateway } from './checkout/gateways/gateway.js';
import { CheckoutService } from './checkout/service.js';
import { creditMemoRoutes } from './credit-memos/routes.js';
import { documentCommentRoutes } from './documents/comment-routes.js';
import { DocumentComments, MENTION_MAIL_JOB, mentionMailTask } from './documents/comments.js';
import { CreditMemoService } from './credit-memos/service.js';
import { customerRequestRoutes, customerRoutes } from './customers/routes.js';
import { CustomerService } from './customers/service.js';
import type { InvoicingDatabase } from './db-types.js';
import { receivableRoutes } from './receivables/routes.js';
import { ReceivableService } from './receivables/service.js';
import { regionRoutes } from './regions/routes.js';
import { goodsReceiptRoutes } from './goods-receipts/routes.js';
import { invoiceLinkRoutes } from './invoice-links/routes.js';
import { invoicePaymentFileRoutes } from './invoice-payments/file-routes.js';
import { InvoicePaymentFileService } from './invoice-payments/files.js';
import { invoicePaymentRoutes } from './invoice-payments/routes.js';
import { InvoicePaymentService } from './invoice-payments/service.js';
import { INVOICE_MAIL_JOB, invoiceMailTask } from './invoice-links/mail.js';
import { APPROVER_MAIL_JOB, approverMailTask } from './sales-invoices/approver-notice.js';
import { organizationToday, TimeZoneKeepingAccountClient } from './organization-today.js';
import {
  INVOICES_OVERDUE_CRONTAB,
  INVOICES_OVERDUE_JOB,
  tellOverdueInvoices,
} from './sales-invoices/overdue.js';
import {
  INVOICE_REMINDER_MAIL_JOB,
  INVOICE_REMINDERS_DUE_JOB,
  INVOICE_REMINDERS_RUN_JOB,
} from '../../contracts/invoicing/invoice-reminders.js';
import { invoiceReminderMailTask } from './invoice-reminders/mail.js';
import { invoiceReminderRoutes } from './invoice-reminders/routes.js';
import {
  INVOICE_REMINDERS_CRONTAB,
  InvoiceReminderService,
  type ReminderRun,
} from './invoice-reminders/service.js';
import { InvoiceLinkService } from './invoice-links/service.js';
import {
  RECURRING_INVOICES_DUE_JOB,
  RECURRING_INVOICES_RUN_JOB,
} from '../../contracts/invoicing/recurring-invoices.js';
import { recurringInvoiceRoutes } from './recurring-invoices/routes.js';
import {
  RECURRING_INVOICES_CRONTAB,
  RecurringInvoiceService,
  type RecurringRun,
} from './recurring-invoices/service.js';
import { purchaseOrderRoutes } from './purchase-orders/routes.js';
import { PurchaseOrderService } from './purchase-orders/service.js';
import { GoodsReceiptService } from './goods-receipts/service.js';
import { salesInvoiceRoutes } from './sales-invoices/routes.js';
import { SalesInvoiceService } from './sales-invoices/service.js';
import { salesOrderRoutes } from './sales-orders/routes.js';
import { answerRetryAfter } from '../kit/retry-after.js';
import { PdfRenders, readPdfRenderLimits } from './documents/pdf-limits.js';
import { PdfRenderer, readPdfRendererOptions } from './documents/pdf-renderer.js';
import { LinkGuesses, readLinkGuessLimits } from './invoice-links/guesses.js';
import { SalesOrderService } from './sales-orders/service.js';
import { taxExchangeRateRoutes } from './tax-exchange-rates/routes.js';
import { TaxExchangeRateService } from './tax-exchange-rates/service.js';
import { RegionService } from './regions/service.js';

import {
  INVOICING_JOBS_SCHEMA,
  INVOICING_MIGRATIONS,
  INVOICING_SCHEMA,
} from './database-schema.js';

export { INVOICING_SCHEMA };

export type InvoicingService = {
  app: ServiceApp;
  db: Kysely<InvoicingDatabase>;
  /** The service's job queue: a test queues a reminder run with the day it means. */
  jobs: JobRunner;
  /** Payment reminders: a test runs them as the job does, many at once. */
  reminders: InvoiceReminderService;
  /** Recurring invoices: a test runs them as the job does, many at once. */
  recurringInvoices: RecurringInvoiceService;
  /** Tells the invoices overdue as of an instant, as the hourly job does: a test runs it with the instant it means. */
  tellOverdueInvoices: (now: Date) => Promise<number>;
  /** The instance's PDF renders (invoices, receipts, statements, invoice mails): a test watches them run. */
  pdfs: PdfRenderer;
  close: () => Promise<void>;
};

export type InvoicingOptions = {
  databaseUrl: string;
  accountUrl: string;
  logger: Logger;
  /** Where customer documents are kept (default STORAGE_DIR, or `files` under DATA_DIR). */
  storageDir?: string;
  /**
   * The web app's address, for the links in mail and where a gateway sends a
   * buyer back (default APP_URL): a function when it is known only once the
   * BFF listens (a test system on a free port).
   */
  appUrl?: string | (() => string);
  /** The payment gateway buyers pay invoices through at checkout; none: checkout is not offered. */
  gateway?: PaymentGateway | null;
  /**
   * Gateways configured still but no longer opening charges (the organisation moved to `gateway`): the charges
   * opened at them still take their notifications, status checks and expiry.
   */
  resolvingGateways?: readonly PaymentGateway[];
  /** The clock that decides "today" for overdue reminders and the latest receipt date (tests fix it). */
  now?: () => Date;
  /**
   * Whether the reminders of overdue invoices go out, recurring invoices are written and overdue invoices are
   * told, by themselves (default yes). Tests turn it off and run them with the day they mean.
   */
  scheduledReminders?: boolean;
};

/**
 * What guards the buyers' links and the PDFs: guesses at link tokens per
 * client address and renders per document and address, counted in PostgreSQL
 * the same on every instance, and the Retry-After their refusals carry; and
 * the instance's own renders (`pdfs`: its bounded queue and render threads).
 */
function linkLimits(db: Kysely<InvoicingDatabase>, logger: Logger) {
  const guesses = new LinkGuesses(db, readLinkGuessLimits());
  return {
    pdfRenders: new PdfRenders(db, readPdfRenderLimits()),
    pdfs: new PdfRenderer({ ...readPdfRendererOptions(), logger }),
    register: (root: ServiceApp) => {
      answerRetryAfter(root);
      guesses.register(root);
    },
  };
}

/**
 * The product's public address for the links a module writes (a buyer's
 * invoice link, a mention's document): read where each link is written, so
 * an address known only once the BFF listens is right everywhere. Answers a
 * function that gives a module's dependencies an `appUrl` read at that moment.
 */
function appUrlOf(configured: InvoicingOptions['appUrl'] | undefined) {
  const appUrlNow = () =>
    (typeof configured === 'function'
      ? configured()
      : configured || `http://localhost:${process.env.PORT || 4000}`
    ).replace(/\/$/, '');
  return <T extends object>(deps: T) =>
    Object.defineProperty({ ...deps }, 'appUrl', {
      get: appUrlNow,
      enumerable: true,
    }) as T & { readonly appUrl: string };
}

/**
 * Builds the invoicing service: customers (buyers), sales and purchase
 * orders, goods receipts, invoices, credit memos, payments, checkout and
 * receivables, each a module of its own, and the jobs that follow them.
 */
export async function createInvoicingService(options: InvoicingOptions): Promise<InvoicingService> {
  const { databaseUrl, accountUrl, logger } = options;
  const metrics = serviceMetrics('invoicing');
  const db = await openInvoicingDatabase(databaseUrl, metrics);
  const tokens = await startAccountTokenVerifier({ accountUrl, databaseUrl, logger });
  const parts = invoicingParts(options, db, metrics);
  const app = await buildService({
    metrics,
    title: 'Invoicing service',
    description:
      'Customers, sales and purchase orders, invoices, credit memos, payments and settlement.',
    logger,
    idempotency: { db: db as Kysely<unknown> },
    verifyToken: tokens.verifyToken,
    isReady: () => isDatabaseReady(db as Kysely<unknown>),
    routes: parts.limits.register,
    modules: invoicingModules(parts, accountUrl),
  });
  const jobs = await startInvoicingJobs(options, parts, metrics);
  return {
    app,
    db,
    jobs,
    reminders: parts.reminders,
    recurringInvoices: parts.recurringInvoices,
    tellOverdueInvoices: (now) => tellOverdueInvoices(db, now),
    pdfs: parts.limits.pdfs,
    close: async () => {
      await app.close();
      await jobs.stop();
      await parts.limits.pdfs.close(); // after the jobs: an invoice mail renders PDFs
      await tokens.stop();
      await parts.account.close();
      await db.destroy();
    },
  };
}

/** The invoicing service's database, migrated. */
async function openInvoicingDatabase(
  databaseUrl: string,
  metrics: ServiceMetrics | undefined,
): Promise<Kysely<InvoicingDatabase>> {
  const db = createDatabase<InvoicingDatabase>({
    url: databaseUrl,
    schema: INVOICING_SCHEMA,
    max: 4,
    metrics,
  });
  await migrate(db as Kysely<unknown>, INVOICING_SCHEMA, INVOICING_MIGRATIONS);
  return db;
}

/** What the invoicing service's routes and jobs share: its database and the services and clients made once per instance. */
type InvoicingParts = ReturnType<typeof invoicingParts>;

/** The services, clients and limits the invoicing service's routes and jobs share, made once per instance. */
function invoicingParts(
  options: InvoicingOptions,
  db: Kysely<InvoicingDatabase>,
  metrics: ServiceMetrics | undefined,
) {
  const regions = new RegionService();
  const storage = new LocalFileStorage(storageDirOf(options.storageDir));
  const withAppUrl = appUrlOf(options.appUrl ?? process.env.APP_URL);
  // The organisation's name and its Orders settings are the account service's: asked with the caller's token.
  const account = new TimeZoneKeepingAccountClient(options.accountUrl, db);
  const mailer = createMailer(db as Kysely<unknown>);
  const limits = linkLimits(db, options.logger);
  const gateways = [
    ...(options.gateway ? [options.gateway] : []),
    ...(options.resolvingGateways ?? []).filter(
      (other) => other.provider !== options.gateway?.provider,
    ),
  ];
  const checkoutLogger = options.logger.child({ module: 'checkout' });
  const checkout = new CheckoutService(
    db,
    withAppUrl({
      gateway: options.gateway ?? null,
      gateways,
      logger: checkoutLogger,
      counted: metrics && notificationCounter(metrics.part.registry),
    }),
  );
  const reminders = new InvoiceReminderService(db, options.now);
  const recurringInvoices = new RecurringInvoiceService(db, account, options.now);
  return {
    db,
    regions,
    storage,
    withAppUrl,
    account,
    mailer,
    limits,
    gateways,
    checkoutLogger,
    checkout,
    reminders,
    recurringInvoices,
    now: options.now,
  };
}

/**
 * The invoicing service's route modules, in the order they are registered.
 * Each module is a folder (routes.ts, service.ts, repository.ts, errors.ts)
 * whose route plugin is listed here with what it needs, as in
 * treasury/server.ts; its schemas and error codes go in
 * contracts/invoicing/<module>.ts.
 */
function invoicingModules(parts: InvoicingParts, accountUrl: string): RouteModule[] {
  const { db, regions, storage, withAppUrl, account, mailer, limits, checkout, reminders, now } =
    parts;
  const { recurringInvoices } = parts;
  const { pdfs, pdfRenders } = limits;
  const today = organizationToday(account, now);
  const invoicePayments = new InvoicePaymentService(db, { account, pdfs, today });
  const customers = new CustomerService(db, withAppUrl({ regions, storage, mailer, account }));
  return [
    routeModule(regionRoutes, { regions }),
    routeModule(customerRoutes, { customers }),
    routeModule(customerRequestRoutes, { customers }),
    routeModule(salesOrderRoutes, { salesOrders: new SalesOrderService(db, { account }) }),
    routeModule(purchaseOrderRoutes, {
      purchaseOrders: new PurchaseOrderService(db, { account }),
    }),
    routeModule(goodsReceiptRoutes, { goodsReceipts: new GoodsReceiptService(db, today) }),
    routeModule(salesInvoiceRoutes, {
      salesInvoices: new SalesInvoiceService(db, withAppUrl({ account, regions, pdfs })),
      pdfRenders,
    }),
    routeModule(invoiceLinkRoutes, {
      invoiceLinks: new InvoiceLinkService(db, { regions, pdfs }),
      pdfRenders,
    }),
    routeModule(creditMemoRoutes, { creditMemos: new CreditMemoService(db, { account, regions }) }),
    routeModule(invoicePaymentRoutes, { invoicePayments }),
    routeModule(invoicePaymentFileRoutes, {
      files: new InvoicePaymentFileService(db, storage),
      invoicePayments,
    }),
    routeModule(agedReceivableRoutes, { agedReceivables: new AgedReceivablesService(db, today) }),
    routeModule(customerStatementRoutes, {
      customerStatements: new CustomerStatementService(db, { account, regions, pdfs }),
    }),
    routeModule(checkoutRoutes, { checkout }),
    routeModule(checkoutNotificationRoutes, { checkout }),
    routeModule(checkoutMismatchRoutes, { db }),
    routeModule(documentCommentRoutes, {
      comments: new DocumentComments(db, withAppUrl({ account })),
    }),
    routeModule(receivableRoutes, { receivables: new ReceivableService(db) }),
    routeModule(invoiceReminderRoutes, { reminders }),
    routeModule(recurringInvoiceRoutes, { recurringInvoices }),
    routeModule(taxExchangeRateRoutes, { taxRates: new TaxExchangeRateService(db) }),
    routeModule(activityRoutes, { db: db as Kysely<unknown> }),
    // Its outbox in commit order, for the account service's webhooks (a feed token of the account service only).
    routeModule(eventFeedRoutes, {
      db: db as Kysely<unknown>,
      verify: createFeedTokenVerifier(accountUrl),
    }),
  ];
}

/**
 * The invoicing service's jobs: mail that follows a change, sent once the
 * change commits, the daily reminders and the checkouts followed at their
 * gateway. New jobs arrive by NOTIFY; an idle queue looks for due retries
 * every 10 s rather than every second.
 */
function startInvoicingJobs(
  options: InvoicingOptions,
  parts: InvoicingParts,
  metrics: ServiceMetrics | undefined,
): Promise<JobRunner> {
  const { db, regions, withAppUrl, mailer, limits, gateways, checkoutLogger, reminders } = parts;
  const { pdfs } = limits;
  return startJobs({
    databaseUrl: options.databaseUrl,
    schema: INVOICING_JOBS_SCHEMA,
    metrics,
    crontab:
      options.scheduledReminders === false
        ? ''
        : `${INVOICE_REMINDERS_CRONTAB}\n${RECURRING_INVOICES_CRONTAB}\n${INVOICES_OVERDUE_CRONTAB}`,
    tasks: {
      [MENTION_MAIL_JOB]: mentionMailTask(mailer),
      [APPROVER_MAIL_JOB]: approverMailTask(mailer),
      [INVOICE_MAIL_JOB]: invoiceMailTask(db, withAppUrl({ regions, pdfs, mailer })),
      [INVOICE_REMINDERS_DUE_JOB]: async () => void (await reminders.queueRuns()),
      [INVOICE_REMINDERS_RUN_JOB]: async (payload) =>
        void (await reminders.run(
          (payload as ReminderRun).organizationId,
          payloadInstant(payload),
        )),
      [INVOICE_REMINDER_MAIL_JOB]: invoiceReminderMailTask(db, withAppUrl({ mailer })),
      [RECURRING_INVOICES_DUE_JOB]: async () => void (await parts.recurringInvoices.queueRuns()),
      [RECURRING_INVOICES_RUN_JOB]: async (payload) =>
        void (await parts.recurringInvoices.run(
          (payload as RecurringRun).organizationId,
          payloadInstant(payload),
        )),
      [INVOICES_OVERDUE_JOB]: async () =>
        void (await tellOverdueInvoices(db, options.now?.() ?? new Date())),
      [CHECKOUT_FOLLOW_JOB]: async (payload) =>
        void (await followInvoice(
          db,
          { gateways, logger: checkoutLogger },
          (payload as { invoiceId: string }).invoiceId,
        )),
    },
    logger: options.logger,
    concurrency: 1,
    pollInterval: 10_000,
  });
}
