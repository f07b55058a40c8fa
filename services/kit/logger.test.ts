import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { defaultLevel, formatLine, logFormat, prettyDestination } from './logger.js';

describe('the log format', () => {
  it('is readable lines at a terminal and JSON when stdout is piped', () => {
    expect(logFormat({}, true)).toBe('pretty');
    expect(logFormat({}, false)).toBe('json');
  });

  it('follows LOG_FORMAT over the terminal check, and refuses anything else naming the variable', () => {
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(() => logFormat({ LOG_FORMAT: 'xml' }, true)).toThrow(
      'LOG_FORMAT must be json or pretty, got "xml"',
    );
  });

  it('shows warnings and errors at a terminal, info as JSON, and LOG_LEVEL wins', () => {
    expect(defaultLevel('pretty', {})).toBe('warn');
    expect(defaultLevel('json', {})).toBe('info');
    expect(defaultLevel('pretty', { LOG_LEVEL: 'debug' })).toBe('debug');
  });
});

describe('a readable log line', () => {
  it('is one line with time, level, where, message, the error and the other fields', () => {
    const line = formatLine({
      level: 50,
      time: Date.UTC(2026, 0, 2, 3, 4, 5),
      pid: 1,
      hostname: 'h',
      name: 'kas',
      service: 'treasury',
      msg: 'statement sync failed',
      err: {
        type: 'Error',
        message: 'connect ECONNREFUSED',
        stack: 'Error: connect ECONNREFUSED\n    at x',
      },
      scheduleId: 's-1',
    });
    expect(line).toBe(
      '03:04:05 ERROR kas/treasury: statement sync failed (Error: connect ECONNREFUSED)  scheduleId=s-1',
    );
  });

  it('comes from a real pino logger writing through the readable destination, only at warn and above', () => {
    const lines: string[] = [];
    const logger = pino(
      { name: 'kas', level: 'warn' },
      prettyDestination({ write: (text) => lines.push(text) }, false),
    );
    logger.info({ url: '/graphql' }, 'request completed');
    logger.warn({ importId: 'i-1' }, 'import retried');
    logger.error({ err: new Error('disk full') }, 'export failed');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d WARN {2}kas: import retried {2}importId=i-1\n$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d ERROR kas: export failed \(Error: disk full\)\n$/);
    expect(lines.join('')).not.toContain('{');
  });
});
