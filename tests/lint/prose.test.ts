import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitGrep } from '../support/git-grep.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** An internal work item named in prose: the word, a number after it, and perhaps a point. */
const INTERNAL_ISSUE = /\bissues? #?[0-9]+/i;

/** The tracked lines that name an internal issue, as `path:line: text` (package-lock.json, which is npm's, left out). */
const linesNamingAnIssue = (): string[] =>
  gitGrep(ROOT, ['-I', '-i', '-E', INTERNAL_ISSUE.source, '--', '.', ':!package-lock.json']);

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
