// Prints, as a Markdown table, what each test file cost besides its tests,
// from the timing files the runs wrote (tests/support/timing-reporter.ts):
//   node tests/support/summarise-timing.mjs [test-results] [--top N]
// With a second folder, each file's figure before (the first) and after.
import { readTimings } from './timing-files.mjs';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 25;
const folders = args.filter(
  (arg, index) => !arg.startsWith('--') && (topAt < 0 || index !== topAt + 1),
);
if (folders.length === 0) folders.push('test-results');

const seconds = (ms) => (ms / 1000).toFixed(1);
const print = (line) => process.stdout.write(`${line}\n`);
const runs = folders.map(readTimings);
const [after] = runs.slice(-1);
const before = runs.length > 1 ? new Map(runs[0].map((row) => [row.file, row])) : null;

const total = (rows, key) => rows.reduce((sum, row) => sum + row[key], 0);
print(
  `| files | tests | import (s) | tests and hooks (s) | tests alone (s) | besides the tests (s) |`,
);
print(`|---:|---:|---:|---:|---:|---:|`);
for (const rows of runs) {
  print(
    `| ${rows.length} | ${total(rows, 'tests')} | ${seconds(total(rows, 'importMs'))} | ${seconds(total(rows, 'runMs'))} | ${seconds(total(rows, 'testsMs'))} | ${seconds(total(rows, 'overheadMs'))} |`,
  );
}
print('');
print(`| file | tests | besides its tests (s)${before ? ' before | after' : ''} |`);
print(`|---|---:|---:${before ? '|---:' : ''}|`);
for (const row of [...after].sort((a, b) => b.overheadMs - a.overheadMs).slice(0, top)) {
  const earlier = before?.get(row.file);
  print(
    `| ${row.file} | ${row.tests} | ${before ? `${earlier ? seconds(earlier.overheadMs) : '–'} | ` : ''}${seconds(row.overheadMs)} |`,
  );
}
