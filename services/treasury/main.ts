import { envString, envUrl } from '../../platform/env.js';
import { runService } from '../kit/server.js';
import { createTreasuryService } from './server.js';

await runService('treasury', 4102, (logger) =>
  createTreasuryService({
    databaseUrl: envString('DATABASE_URL'),
    accountUrl: envUrl('ACCOUNT_URL'),
    logger,
  }),
);
