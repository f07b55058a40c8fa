import { pino, type Logger } from 'pino';

/** One structured logger per process; `LOG_LEVEL` picks the level (silent in tests). */
export function createLogger(name: string): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');
  return pino({ name, level, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'] });
}

export type { Logger };
