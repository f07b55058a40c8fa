import { envString } from '../../platform/env.js';
import { runService } from '../kit/server.js';
import { createAccountService } from './server.js';

await runService('account', 4101, (logger) =>
  createAccountService({ databaseUrl: envString('DATABASE_URL'), logger }),
);
