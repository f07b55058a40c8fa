// Records what each test file took in the last run (the timing reporter's
// test-results/timing-*.json) into tests/support/file-durations.json, which
// orders the files longest first on a clean clone (tests/support/longest-first.ts):
//   npm test && node tests/support/record-durations.mjs
// Worth running again when files have been added or have grown; a stale
// figure only orders a file less well.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readTimings } from './timing-files.mjs';

const folder = process.argv[2] ?? 'test-results';
const target = path.join(import.meta.dirname, 'file-durations.json');
const rows = readTimings(folder);
if (rows.length === 0) throw new Error(`no timing files in ${folder}: run the tests first`);
const durations = Object.fromEntries(
  rows
    .map((row) => [
      `${row.project}:${row.file}`,
      Math.round((row.importMs + row.runMs) / 100) * 100,
    ])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(target, `${JSON.stringify(durations, null, 2)}\n`);
process.stdout.write(
  `recorded ${rows.length} files' durations in ${path.relative(process.cwd(), target)}\n`,
);
