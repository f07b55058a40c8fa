import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseStatement } from './parse-statement.js';
import type { ParsedLine, ParseStatementOptions, ParseStatementResult } from './types.js';

/** Where the hand-made bank exports live (see its README). */
export const STATEMENT_FIXTURES = path.resolve(
  import.meta.dirname,
  '../../../../tests/fixtures/statements',
);

export type Parsed = ParseStatementResult & { lines: ParsedLine[] };

/**
 * Parses one fixture file as the import pipeline would, streamed from disk,
 * collecting what `onLine` receives. The reference date is fixed so the
 * fixtures' dates without a year read the same on any day.
 */
export async function parseFixture(
  name: string,
  options: Omit<ParseStatementOptions, 'onLine'> = {},
): Promise<Parsed> {
  return parseChunks(
    createReadStream(path.join(STATEMENT_FIXTURES, name), { highWaterMark: 16 * 1024 }),
    options,
  );
}

/** Parses chunks (a string, a list, a stream) and collects the lines. */
export async function parseChunks(
  input: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  options: Omit<ParseStatementOptions, 'onLine'> = {},
): Promise<Parsed> {
  const lines: ParsedLine[] = [];
  const result = await parseStatement(input, {
    referenceDate: '2026-11-22',
    ...options,
    onLine: (line) => void lines.push(line),
  });
  return { ...result, lines };
}

export function readFixture(name: string): Promise<Buffer> {
  return readFile(path.join(STATEMENT_FIXTURES, name));
}

/** The line that starts on `row`; fails the test when there is none. */
export function lineAt(parsed: Parsed, row: number): ParsedLine {
  const line = parsed.lines.find((candidate) => candidate.row === row);
  if (!line)
    throw new Error(
      `no line on row ${row}; rows: ${parsed.lines.map((candidate) => candidate.row).join(', ')}`,
    );
  return line;
}
