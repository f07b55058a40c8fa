import { pino, type DestinationStream, type Logger } from 'pino';
import { traceLogFields } from '../../platform/tracing.js';

/** How log records are written: one JSON object a line (for collectors), or one readable line (for a person at a terminal). */
export type LogFormat = 'json' | 'pretty';

/**
 * `LOG_FORMAT` (`json` or `pretty`) when given; otherwise readable lines on a
 * terminal and JSON when stdout is a pipe or a file, as a log collector reads it.
 */
export function logFormat(
  env: NodeJS.ProcessEnv = process.env,
  isTTY: boolean = Boolean(process.stdout.isTTY),
): LogFormat {
  const chosen = env.LOG_FORMAT?.trim().toLowerCase();
  if (!chosen) return isTTY ? 'pretty' : 'json';
  if (chosen === 'json' || chosen === 'pretty') return chosen;
  throw new Error(
    `Configuration error: LOG_FORMAT must be json or pretty, got "${env.LOG_FORMAT}".`,
  );
}

/**
 * The level when `LOG_LEVEL` is not given: silent in tests; at a terminal only
 * warnings and errors (the start banner says the rest); `info` for JSON.
 */
export function defaultLevel(format: LogFormat, env: NodeJS.ProcessEnv = process.env): string {
  if (env.LOG_LEVEL) return env.LOG_LEVEL;
  if (env.VITEST) return 'silent';
  return format === 'pretty' ? 'warn' : 'info';
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const COLOURS: Record<number, string> = { 40: '\u001b[33m', 50: '\u001b[31m', 60: '\u001b[31m' };
const RESET = '\u001b[0m';

/** pino's own fields, shown in the line's fixed parts or not at all. */
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'name', 'msg', 'err', 'service', 'v']);

function scalar(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/**
 * One pino record as one line: time, level, where, message, the error's
 * message and code, then the other fields as `key=value`.
 *
 * @example formatLine({ level: 40, time: 0, name: 'kas', service: 'treasury', msg: 'statement sync failed', scheduleId: 's1' })
 * // "00:00:00 WARN  kas/treasury: statement sync failed  scheduleId=s1"
 */
export function formatLine(record: Record<string, unknown>, colour = false): string {
  const level = typeof record.level === 'number' ? record.level : 30;
  const time = new Date(typeof record.time === 'number' ? record.time : Date.now())
    .toISOString()
    .slice(11, 19);
  const where = [record.name, record.service]
    .filter((part) => typeof part === 'string' && part)
    .join('/');
  const label = (LEVEL_NAMES[level] ?? String(level)).padEnd(5);
  let line = `${time} ${colour && COLOURS[level] ? `${COLOURS[level]}${label}${RESET}` : label} ${where ? `${where}: ` : ''}${typeof record.msg === 'string' ? record.msg : ''}`;
  const err = record.err as { message?: string; code?: string; type?: string } | undefined;
  if (err && typeof err === 'object')
    line += ` (${[err.type, err.code].filter(Boolean).join(' ')}${err.type || err.code ? ': ' : ''}${err.message ?? ''})`;
  const fields = Object.entries(record).filter(
    ([key, value]) => !OMITTED.has(key) && value !== undefined,
  );
  if (fields.length > 0)
    line += '  ' + fields.map(([key, value]) => `${key}=${scalar(value)}`).join(' ');
  return line;
}

/** A pino destination that turns each JSON record into a readable line on `out`. */
export function prettyDestination(
  out: { write(text: string): unknown } = process.stdout,
  colour = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
): DestinationStream {
  return {
    write(json: string) {
      let record: Record<string, unknown>;
      try {
        record = JSON.parse(json) as Record<string, unknown>;
      } catch {
        out.write(json);
        return;
      }
      out.write(formatLine(record, colour) + '\n');
    },
  };
}

/**
 * One structured logger per process: `LOG_LEVEL` picks the level, `LOG_FORMAT`
 * (or whether stdout is a terminal) the format; silent in tests. Each line
 * carries the active span's `trace_id`, `span_id` and `trace_flags` when there is one.
 */
export function createLogger(name: string, format: LogFormat = logFormat()): Logger {
  const options = {
    name,
    level: defaultLevel(format),
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'],
    // Inside a traced request, every line names its trace and span (platform/tracing.ts).
    mixin: traceLogFields,
  };
  return format === 'pretty' ? pino(options, prettyDestination()) : pino(options);
}

export type { Logger };
