// Prints the plain closing line CI reads ("N passed, N failed") from the
// JSON reports the vitest runs write into the given folder (not the
// per-file timing files beside them, timing-*.json).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const folder = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(folder).filter(
  (name) => name.endsWith('.json') && !name.startsWith('timing-'),
)) {
  const report = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
