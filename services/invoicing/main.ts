import { envInt, envString, envUrl } from '../../platform/env.js';
import { createLogger } from '../kit/logger.js';
import { listen } from '../kit/server.js';
import { createInvoicingService } from './server.js';

const logger = createLogger('invoicing');
const service = await createInvoicingService({ databaseUrl: envString('DATABASE_URL'), accountUrl: envUrl('ACCOUNT_URL'), logger });
logger.info({ url: await listen(service.app, envInt('PORT', 4103, { min: 0, max: 65535 })) }, 'invoicing service listening');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'stopping');
    void service.close().finally(() => process.exit(0));
  });
}
