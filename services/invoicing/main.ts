import { envString, envUrl } from '../../platform/env.js';
import { runService } from '../kit/server.js';
import { createInvoicingService } from './server.js';

await runService('invoicing', 4103, (logger) =>
  createInvoicingService({
    databaseUrl: envString('DATABASE_URL'),
    accountUrl: envUrl('ACCOUNT_URL'),
    logger,
  }),
);
