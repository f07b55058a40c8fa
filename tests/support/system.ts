import { pino } from 'pino';
import type { BffConfig } from '../../bff/config.js';
import { startSystem, type System, type SystemOptions } from '../../system.js';
import { createTestDatabase } from './database.js';

/** The whole system on a fresh database, as `npm start` runs it, on free ports. */
export async function startTestSystem(bff: Partial<BffConfig> = {}, account: SystemOptions['account'] = {}): Promise<System> {
  const databaseUrl = await createTestDatabase();
  return startSystem({ databaseUrl, port: 0, logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }), bff: { host: '127.0.0.1', ...bff }, account });
}
