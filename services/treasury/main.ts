import { envString, envUrl } from '../../platform/env.js';
import { startTracing } from '../../platform/tracing.js';

// Before the modules it instruments (node:http, undici, pg) load: the rest comes after, imported dynamically.
await startTracing('kas-treasury');
const { runService } = await import('../kit/server.js');
const { createTreasuryService } = await import('./server.js');

await runService('treasury', 4102, (logger) =>
  createTreasuryService({
    databaseUrl: envString('DATABASE_URL'),
    accountUrl: envUrl('ACCOUNT_URL'),
    // Reconciliation settles the invoicing service's sales invoices; without it, invoices are out of reach.
    invoicingUrl: process.env.INVOICING_URL ? envUrl('INVOICING_URL') : undefined,
    logger,
  }),
);
