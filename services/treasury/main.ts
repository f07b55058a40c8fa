import { envString, envUrl } from '../../platform/env.js';
import { runService } from '../kit/server.js';
import { createTreasuryService } from './server.js';

await runService('treasury', 4102, (logger) =>
  createTreasuryService({
    databaseUrl: envString('DATABASE_URL'),
    accountUrl: envUrl('ACCOUNT_URL'),
    // Reconciliation settles the invoicing service's sales invoices; without it, invoices are out of reach.
    invoicingUrl: process.env.INVOICING_URL ? envUrl('INVOICING_URL') : undefined,
    logger,
  }),
);
