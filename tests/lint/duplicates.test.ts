import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The most copies jscpd may find in the hand-written TypeScript (its settings
 * are `.jscpd.json`: at least 5 lines and 50 tokens alike, generated code,
 * test files and import statements left out: two forms importing the same
 * field components share no logic). Debt to pay off by giving a copy one home, never to
 * grow: lower it when a change removes copies.
 */
const CEILING = 36;

type Clone = {
  lines: number;
  firstFile: { name: string; start: number; end: number };
  secondFile: { name: string; start: number; end: number };
};

/** The copies jscpd finds under `folder` with the repository's settings, read from its JSON report. */
function clonesUnder(folder: string): Clone[] {
  const output = mkdtempSync(path.join(os.tmpdir(), 'jscpd-'));
  try {
    const cli = createRequire(import.meta.url).resolve('jscpd/run-jscpd.js');
    execFileSync(
      process.execPath,
      [
        cli,
        '--config',
        path.join(ROOT, '.jscpd.json'),
        '--reporters',
        'json',
        '--output',
        output,
        '--silent',
        '.',
      ],
      { cwd: folder, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const report = JSON.parse(readFileSync(path.join(output, 'jscpd-report.json'), 'utf8')) as {
      duplicates: Clone[];
    };
    return report.duplicates;
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}

/**
 * The most pairs of places the `duplicates` command (the team's tool, on the
 * PATH of our machines) may find in the tree outside generated code and not
 * mark boilerplate, as scripts/duplicates-outside-generated.sh counts them:
 * same or same-shaped runs of six lines or more, tests and SQL included.
 * Lower it when a change removes pairs. It was raised once, from 422 to 437,
 * when purchase orders, credit memos and invoices grew currencies, returns,
 * milestones and drafts side by side: the new pairs are lists, contracts and
 * routes alike in shape that no one found a true shared home for in that
 * change. They are owed back. It was raised again, to 446, when the
 * services' reads and writes began to pass the caller on (`onBehalfOf`: the
 * organisation's time zone for recurring invoices, the live three-way match
 * of bills): the new pairs are route handlers and method signatures alike
 * in shape only, and a draft credit memo's Edit joined its row. The 24 are
 * owed back together.
 */
const PAIRS_CEILING = 446;

/** `duplicates`' count of the pairs it does not mark boilerplate, and its first rows, for the repository's tree. */
function duplicatePairs(): { pairs: number; rows: string } {
  const output = execFileSync(
    path.join(ROOT, 'scripts/duplicates-outside-generated.sh'),
    ['--most', '40'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const counts = /^(\d+) pairs of places .*?, (\d+) of those marked boilerplate\)/m.exec(output);
  if (!counts) throw new Error(`duplicates answered no count:\n${output}`);
  if (/^incomplete:/m.test(output))
    throw new Error(`duplicates did not read everything:\n${output}`);
  return { pairs: Number(counts[1]) - Number(counts[2]), rows: output };
}

const hasDuplicatesCommand = (() => {
  try {
    execFileSync('duplicates', ['--help'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const describeClone = (clone: Clone) =>
  `${clone.firstFile.name}:${clone.firstFile.start}-${clone.firstFile.end} ~ ` +
  `${clone.secondFile.name}:${clone.secondFile.start}-${clone.secondFile.end} (${clone.lines} lines)`;

describe('copies', () => {
  it(`the hand-written code has at most ${CEILING} copies`, () => {
    const clones = clonesUnder(ROOT);
    // The list in the message says where to look when the count goes over.
    expect(
      clones.length,
      clones.length > CEILING ? clones.map(describeClone).join('\n') : '',
    ).toBeLessThanOrEqual(CEILING);
  });

  // Where the command is missing (a machine without the team's tools) the jscpd count above still holds.
  it.skipIf(!hasDuplicatesCommand)(
    `the tree outside generated code has at most ${PAIRS_CEILING} pairs of places alike that are not boilerplate`,
    { timeout: 600_000 },
    () => {
      const { pairs, rows } = duplicatePairs();
      expect(pairs, pairs > PAIRS_CEILING ? rows : '').toBeLessThanOrEqual(PAIRS_CEILING);
    },
  );

  it('the check finds a planted copy, and not in a test file or generated code', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'planted-copy-'));
    try {
      const body = Array.from(
        { length: 12 },
        (_, index) => `  const value${index} = input.amount * ${index} + input.fee;`,
      ).join('\n');
      const code = (name: string) =>
        `export function ${name}(input: { amount: number; fee: number }) {\n${body}\n  return value11;\n}\n`;
      mkdirSync(path.join(folder, 'web/__generated__'), { recursive: true });
      writeFileSync(path.join(folder, 'one.ts'), code('one'));
      writeFileSync(path.join(folder, 'two.tsx'), code('two'));
      writeFileSync(path.join(folder, 'three.test.ts'), code('three'));
      writeFileSync(path.join(folder, 'web/__generated__/four.ts'), code('four'));
      expect(clonesUnder(folder).map(describeClone)).toEqual([
        expect.stringMatching(/^one\.ts:\d+-\d+ ~ two\.tsx:\d+-\d+ \(\d+ lines\)$/),
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
