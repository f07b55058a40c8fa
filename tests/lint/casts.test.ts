import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitGrep } from '../support/git-grep.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Casts that hid what the types already knew, each gone from the tree: a
 * transaction or database cast to another Kysely (publishEvent and the
 * activity log take any executor; a database's own types name its tables),
 * and a route's body cast from `request.body ?? {}` (a route declares its
 * body's type, and its schema checks it). Written again, they fail here.
 */
const FORBIDDEN_CASTS: Record<string, string> = {
  'cast to another Kysely': String.raw`as unknown as Kysely\b`,
  'route body cast': String.raw`\(request\.body \?\? \{\}\) as\b`,
};

/** The tracked TypeScript lines that match `pattern`, as `path:line: text` (this file aside). */
const linesMatching = (pattern: string): string[] =>
  gitGrep(ROOT, ['-E', pattern, '--', '*.ts', '*.tsx', ':!tests/lint/casts.test.ts']);

describe('casts', () => {
  it.each(Object.entries(FORBIDDEN_CASTS))('the tree writes no %s', (_name, pattern) => {
    expect(linesMatching(pattern)).toEqual([]);
  });

  it('the check finds a planted one', () => {
    const planted = 'const db = trx as unknown as Kysely<unknown>;';
    expect(new RegExp(FORBIDDEN_CASTS['cast to another Kysely']!).test(planted)).toBe(true);
    expect(
      new RegExp(FORBIDDEN_CASTS['route body cast']!).test(
        'const body = (request.body ?? {}) as SnapInput;',
      ),
    ).toBe(true);
  });
});
