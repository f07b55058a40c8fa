import { envInt, envString, envUrl } from '../../platform/env.js';
import { createLogger } from '../kit/logger.js';
import { listen } from '../kit/server.js';
import { createTreasuryService } from './server.js';

const logger = createLogger('treasury');
const service = await createTreasuryService({ databaseUrl: envString('DATABASE_URL'), accountUrl: envUrl('ACCOUNT_URL'), logger });
logger.info({ url: await listen(service.app, envInt('PORT', 4102, { min: 0, max: 65535 })) }, 'treasury service listening');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'stopping');
    void service.close().finally(() => process.exit(0));
  });
}
