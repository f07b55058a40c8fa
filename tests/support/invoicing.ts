import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { listen } from '../../services/kit/server.js';
import {
  createInvoicingService,
  type InvoicingOptions,
  type InvoicingService,
} from '../../services/invoicing/server.js';
import type { InvoicingDatabase } from '../../services/invoicing/db-types.js';
import { createTestDatabase } from './database.js';
import { startTokenIssuer, type TokenIssuer } from './token-issuer.js';

export type InvoicingOptionsForTest = Partial<
  Omit<InvoicingOptions, 'databaseUrl' | 'accountUrl' | 'logger'>
>;

type Started = {
  service: InvoicingService;
  invoicingUrl: string;
  databaseUrl: string;
  issuer: TokenIssuer;
  stop: () => Promise<void>;
};

export type InvoicingUnderTest = {
  service: InvoicingService;
  invoicingUrl: string;
  databaseUrl: string;
  /** Where the invoicing service reaches "the account service": the token issuer's JWKS and revocations. */
  accountUrl: string;
  /** The file's own organisation: the service may be shared with the worker's other files, tenancy keeps them apart. */
  organizationId: string;
  /** A member's tokens, in the file's organisation unless another is given, holding a built-in role's permissions or the ones named. */
  tokensFor: TokenIssuer['tokensFor'];
  stop: () => Promise<void>;
};

async function start(options: InvoicingOptionsForTest): Promise<Started> {
  const [databaseUrl, issuer] = await Promise.all([createTestDatabase(), startTokenIssuer()]);
  const service = await createInvoicingService({
    databaseUrl,
    accountUrl: issuer.url,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    storageDir: mkdtempSync(path.join(os.tmpdir(), 'kas-files-')),
    appUrl: 'http://127.0.0.1:4000',
    scheduledReminders: false,
    ...options,
  });
  const invoicingUrl = await listen(service.app, 0);
  return {
    service,
    invoicingUrl,
    databaseUrl,
    issuer,
    stop: async () => {
      await service.close();
      await issuer.close();
    },
  };
}

/** The worker's invoicing service, started by the first file that asks (files keep a worker's modules: `isolate: false`). */
let workerInvoicing: Promise<Started> | undefined;

/**
 * The invoicing service alone on a copy of the run's template database, for
 * its module tests: no account service, treasury or BFF (tests/support/system.ts
 * starts the whole system for the tests that cross them). A token issuer
 * stands in for the account service's JWT issuing (tests/support/token-issuer.ts):
 * real HTTP, real verification. Without options the worker's service, shared
 * with the worker's other files, whose `stop` does nothing; with options one
 * of the file's own, stopped by `stop`. Either way the caller gets an
 * organisation of its own.
 */
export async function startInvoicingForTest(
  options: InvoicingOptionsForTest = {},
): Promise<InvoicingUnderTest> {
  const own = Object.keys(options).length > 0;
  const started = own ? await start(options) : await (workerInvoicing ??= start({}));
  const organizationId = randomUUID();
  return {
    service: started.service,
    invoicingUrl: started.invoicingUrl,
    databaseUrl: started.databaseUrl,
    accountUrl: started.issuer.url,
    organizationId,
    tokensFor: (who = {}) => started.issuer.tokensFor({ organizationId, ...who }),
    stop: own ? started.stop : async () => {},
  };
}

/**
 * An active buyer of `organizationId`, written straight into the invoicing
 * database (approving one is the customers' tests' subject): what a document
 * test writes its documents for.
 */
export async function insertActiveBuyer(
  db: Kysely<InvoicingDatabase>,
  organizationId: string,
  buyer: { name?: string; creditLimit?: string; profile?: Record<string, unknown> } = {},
): Promise<string> {
  const { id } = await db
    .insertInto('customers')
    .values({
      organization_id: organizationId,
      type: 'COMPANY',
      status: 'ACTIVE',
      name: buyer.name ?? `PT Pembeli ${randomUUID().slice(0, 8)}`,
      email: `pembeli-${randomUUID()}@example.co.id`,
      payment_term_days: 30,
      billing_cycle: 'MONTHLY',
      credit_limit: buyer.creditLimit ?? '1000000000.00',
      // Mailed in one language: an issued invoice's mail renders its PDF once, not in both.
      language: 'id',
      approved_at: new Date(),
      profile: JSON.stringify(buyer.profile ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The invoicing tables of an organisation's documents. */
export type DocumentTable =
  'sales_orders' | 'sales_invoices' | 'purchase_orders' | 'goods_receipts';

/** How many rows of `organizationId` the invoicing table `table` holds: what a refused write leaves as it was. */
export async function documentsCount(
  db: Kysely<InvoicingDatabase>,
  table: DocumentTable,
  organizationId: string,
): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(count);
}
