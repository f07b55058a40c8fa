import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { activityRoutes } from '../kit/activity.js';
import { startAccountTokenVerifier } from '../kit/auth.js';
import { createDatabase, isDatabaseReady, migrate } from '../kit/database.js';
import type { Logger } from '../kit/logger.js';
import { buildService, routeModule, type ServiceApp } from '../kit/server.js';

export const INVOICING_SCHEMA = 'invoicing';
const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type InvoicingService = { app: ServiceApp; close: () => Promise<void> };

/**
 * Builds the invoicing service. It has its schema, auth and docs now; its
 * modules (customers, orders, invoices, credit memos, payments) come with the
 * invoicing issues.
 */
export async function createInvoicingService({ databaseUrl, accountUrl, logger }: { databaseUrl: string; accountUrl: string; logger: Logger }): Promise<InvoicingService> {
  const db = createDatabase<unknown>({ url: databaseUrl, schema: INVOICING_SCHEMA, max: 4 });
  await migrate(db, INVOICING_SCHEMA, migrations);
  const tokens = await startAccountTokenVerifier({ accountUrl, databaseUrl, logger });
  const app = await buildService({
    title: 'Invoicing service',
    description: 'Customers, sales and purchase orders, invoices, credit memos, payments and settlement.',
    logger,
    idempotency: { db },
    verifyToken: tokens.verifyToken,
    isReady: () => isDatabaseReady(db),
    // Each module is a folder (routes.ts, service.ts, repository.ts, errors.ts) whose route plugin is listed here with what it
    // needs, as in treasury/server.ts; its schemas and error codes go in contracts/invoicing/<module>.ts. The first module
    // (customers) goes before the activity log: routeModule(customerRoutes, { customers: new CustomerService(db) }).
    modules: [routeModule(activityRoutes, { db })],
  });
  return {
    app,
    close: async () => {
      await app.close();
      await tokens.stop();
      await db.destroy();
    },
  };
}
