import { pino } from 'pino';
import { startTracing, stopTracing, traceLogFields } from '../platform/tracing.js';

// Before the modules it instruments (node:http, undici, pg) load: the rest comes after, imported dynamically.
await startTracing('kas-bff');
const { readBffConfig } = await import('./config.js');
const { createBff } = await import('./server.js');

const logger = pino({ name: 'bff', level: process.env.LOG_LEVEL ?? 'info', mixin: traceLogFields });
const bff = await createBff(readBffConfig(), logger);
logger.info(
  { url: await bff.listen() },
  'BFF listening; GraphQL at /graphql, GraphiQL at /graphiql',
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'stopping');
    void bff
      .close()
      .then(stopTracing)
      .finally(() => process.exit(0));
  });
}
