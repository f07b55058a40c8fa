import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** An internal work item named in prose: the word, a number after it, and perhaps a point. */
const INTERNAL_ISSUE = /\bissues? #?[0-9]+/i;

/** The tracked lines that name an internal issue, as `path:line: text` (package-lock.json, which is npm's, left out). */
function linesNamingAnIssue(): string[] {
  try {
    return execFileSync(
      'git',
      ['grep', '-n', '-I', '-i', '-E', INTERNAL_ISSUE.source, '--', '.', ':!package-lock.json'],
      { cwd: ROOT, encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    // git grep answers 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe('the repository’s prose', () => {
  it('names no internal issue: the code, comments, tests and docs say what and why, not which ticket', () => {
    expect(linesNamingAnIssue()).toEqual([]);
  });

  it('the check finds a planted one', () => {
    // Written in two halves, so that this file does not plant one itself.
    expect(INTERNAL_ISSUE.test('the cash forecast (iss' + 'ue 13, point 4)')).toBe(true);
    expect(INTERNAL_ISSUE.test('Iss' + 'ue 9, point 22: where a member lands')).toBe(true);
    expect(INTERNAL_ISSUE.test('a known issue with the bank’s file')).toBe(false);
  });
});
