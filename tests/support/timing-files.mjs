// The rows of the timing files a run wrote into a folder (test-results/timing-*.json,
// tests/support/timing-reporter.ts): one per test file, with its project, import, run and tests' times.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every timing file's rows in `folder`; none when the folder is missing. */
export function readTimings(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /^timing-.*\.json$/.test(name))
    .flatMap((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')));
}
