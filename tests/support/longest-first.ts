import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * What each test file took in a recent run, by `<project>:<file>` (written by
 * `node tests/support/record-durations.mjs` from the timing reporter's files).
 */
const RECORDED = path.join(import.meta.dirname, 'file-durations.json');

function recordedDurations(): Map<string, number> {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(RECORDED, 'utf8')) as object));
  } catch {
    return new Map();
  }
}

/**
 * Gives the workers the longest files first, so that no long file starts last
 * and keeps one worker busy while the other has nothing left to do (a small
 * file always fits in the gaps at the end). Vitest does this from its own
 * cache, which a clean clone (CI) does not have: there it ran the largest
 * files first, and a short file that waits on a child process for a minute ran
 * last, alone. Files are ordered by what Vitest's cache says they took, else
 * by what they took when the durations were last recorded; a file with neither
 * (a new one) runs first, as Vitest runs unknown files.
 *
 * A project's files run together, and the projects in the order the config
 * lists them: a worker that shares its modules from file to file (`isolate:
 * false`) is kept for the next file only when it belongs to the same project,
 * so files of two projects taken in turn would start a worker, and a system,
 * for every file.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const recorded = recordedDurations();
    const root = this.ctx.config.root;
    const durationOf = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${path.relative(root, spec.moduleId)}`;
      return this.ctx.cache.getFileTestResults(key)?.duration ?? recorded.get(key);
    };
    const listed = new Map(this.ctx.projects.map((project, index) => [project.name, index]));
    const placeOf = (spec: TestSpecification) => listed.get(spec.project.name) ?? listed.size;
    return files.toSorted((a, b) => {
      if (placeOf(a) !== placeOf(b)) return placeOf(a) - placeOf(b);
      const [durationA, durationB] = [durationOf(a), durationOf(b)];
      if (durationA === undefined || durationB === undefined)
        return (durationA === undefined ? 0 : 1) - (durationB === undefined ? 0 : 1);
      return durationB - durationA;
    });
  }
}
