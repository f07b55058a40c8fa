import { pino } from 'pino';
import { seedDemo } from './demo/seed.js';
import { startSystem } from './system.js';

const logger = pino({ name: 'kas', level: process.env.LOG_LEVEL ?? 'info' });

try {
  const system = await startSystem({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR, logger });
  const demo = process.env.DEMO === '0' ? null : await seedDemo(system.account.db, system.accountUrl, system.treasuryUrl);
  const lines = [
    '',
    `  Kas is running at ${system.url}`,
    `  GraphQL:  ${system.url}/graphql   GraphiQL: ${system.url}/graphiql`,
    `  Service docs: ${system.accountUrl}/docs  ${system.treasuryUrl}/docs  ${system.invoicingUrl}/docs`,
    demo ? `  Demo sign-in: ${demo.email} / ${demo.password}  (${demo.organization})` : '  Demo data: off (DEMO=0) or not seeded into a non-empty database.',
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await system.stop().catch((error: unknown) => logger.error({ err: error }, 'stop failed'));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  logger.fatal({ err: error }, 'could not start');
  process.exit(1);
}
