import { pino } from 'pino';
import { readBffConfig } from './config.js';
import { createBff } from './server.js';

const logger = pino({ name: 'bff', level: process.env.LOG_LEVEL ?? 'info' });
const bff = await createBff(readBffConfig(), logger);
logger.info(
  { url: await bff.listen() },
  'BFF listening; GraphQL at /graphql, GraphiQL at /graphiql',
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'stopping');
    void bff.close().finally(() => process.exit(0));
  });
}
