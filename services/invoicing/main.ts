import { envString, envUrl } from '../../platform/env.js';
import { startTracing } from '../../platform/tracing.js';

// Before the modules it instruments (node:http, undici, pg) load: the rest comes after, imported dynamically.
await startTracing('kas-invoicing');
const { runService } = await import('../kit/server.js');
const { createInvoicingService } = await import('./server.js');

await runService('invoicing', 4103, (logger) =>
  createInvoicingService({
    databaseUrl: envString('DATABASE_URL'),
    accountUrl: envUrl('ACCOUNT_URL'),
    logger,
  }),
);
