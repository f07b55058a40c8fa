import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's time: what its tests took, and what the file cost besides them (import, hooks: a system's start). */
export type FileTiming = {
  file: string;
  project: string;
  tests: number;
  /** Import and collection of the file's modules, ms. */
  importMs: number;
  /** The file's tests and hooks, ms. */
  runMs: number;
  /** The sum of its tests' own durations, ms. */
  testsMs: number;
  /** importMs + runMs − testsMs: what the file costs besides its tests. */
  overheadMs: number;
};

/**
 * Writes `test-results/timing-<name>.json`: per test file, its import, its
 * run (tests and hooks) and the sum of its tests' durations, so that the
 * cost of a file beyond its tests (a system started, code imported) can be
 * compared between runs (`node tests/support/summarise-timing.mjs`).
 */
export default class TimingReporter implements Reporter {
  constructor(private readonly options: { name?: string } = {}) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows: FileTiming[] = testModules.map((module) => {
      const { collectDuration, duration } = module.diagnostic();
      const tests = [...module.children.allTests()];
      const testsMs = tests.reduce((sum, test) => sum + (test.diagnostic()?.duration ?? 0), 0);
      return {
        file: path.relative(process.cwd(), module.moduleId),
        project: module.project.name,
        tests: tests.length,
        importMs: Math.round(collectDuration),
        runMs: Math.round(duration),
        testsMs: Math.round(testsMs),
        overheadMs: Math.round(collectDuration + duration - testsMs),
      };
    });
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      path.join('test-results', `timing-${this.options.name ?? 'vitest'}.json`),
      JSON.stringify(rows, null, 2),
    );
  }
}
