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
const CEILING = 103;

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
