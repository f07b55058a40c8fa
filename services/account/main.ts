import { envInt, envString } from '../../platform/env.js';
import { createLogger } from '../kit/logger.js';
import { listen } from '../kit/server.js';
import { createAccountService } from './server.js';

const logger = createLogger('account');
const service = await createAccountService({ databaseUrl: envString('DATABASE_URL'), logger });
logger.info({ url: await listen(service.app, envInt('PORT', 4101, { min: 0, max: 65535 })) }, 'account service listening');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'stopping');
    void service.close().finally(() => process.exit(0));
  });
}
