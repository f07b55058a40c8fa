import { envString, envUrl } from '../../platform/env.js';
import { startTracing } from '../../platform/tracing.js';

// Before the modules it instruments (node:http, undici, pg) load: the rest comes after, imported dynamically.
await startTracing('kas-account');
const { runService } = await import('../kit/server.js');
const { createAccountService } = await import('./server.js');

await runService('account', 4101, async (logger) => {
  const account = await createAccountService({ databaseUrl: envString('DATABASE_URL'), logger });
  // Webhooks carry the events of the services at these addresses; without one, none of its events.
  await account.webhooks.startDispatch({
    treasury: process.env.TREASURY_URL ? envUrl('TREASURY_URL') : undefined,
    invoicing: process.env.INVOICING_URL ? envUrl('INVOICING_URL') : undefined,
  });
  return account;
});
