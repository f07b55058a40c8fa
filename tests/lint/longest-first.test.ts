import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import LongestFirst from '../support/longest-first.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A project as the sequencer reads it: its name. */
const project = (name: string) => ({ name });

/** The projects as the config lists them. */
const LISTED = [project('unit'), project('system')];

/** A Vitest with the listed projects, whose cache knows `cached` (durations in ms, by `<project>:<file>`). */
function vitestKnowing(cached: Record<string, number>): Vitest {
  return {
    config: { root: ROOT },
    projects: LISTED,
    cache: {
      getFileTestResults: (key: string) =>
        key in cached ? { duration: cached[key], failed: false } : undefined,
      getFileStats: () => undefined,
    },
  } as unknown as Vitest;
}

const spec = (owner: ReturnType<typeof project>, file: string) =>
  ({ project: owner, moduleId: path.join(ROOT, file) }) as unknown as TestSpecification;

const order = async (vitest: Vitest, specs: TestSpecification[]) =>
  (await new LongestFirst(vitest).sort(specs)).map(
    (one) => `${one.project.name}:${path.relative(ROOT, one.moduleId)}`,
  );

describe('the order test files run in', () => {
  const [unit, system] = LISTED as [ReturnType<typeof project>, ReturnType<typeof project>];

  it('on a clean clone, is the longest recorded first, a file never recorded before them, each project together in the order the config lists them', async () => {
    // Recorded in tests/support/file-durations.json: the benchmarks' file takes far longer than a unit check, and the two
    // lint checks run in the order their recorded durations give (a run's figures move them, the rule does not change).
    const recorded = JSON.parse(
      readFileSync(path.join(ROOT, 'tests/support/file-durations.json'), 'utf8'),
    ) as Record<string, number>;
    const checks = [
      'unit:tests/lint/cycles.test.ts',
      'unit:tests/lint/long-functions.test.ts',
    ].sort((one, other) => (recorded[other] ?? 0) - (recorded[one] ?? 0));
    const specs = [
      spec(unit, 'tests/lint/long-functions.test.ts'),
      spec(system, 'services/kit/ids.test.ts'),
      spec(system, 'tests/integration/not-recorded-yet.test.ts'),
      spec(system, 'tests/integration/benches.test.ts'),
      spec(unit, 'tests/lint/cycles.test.ts'),
    ];
    expect(await order(vitestKnowing({}), specs)).toEqual([
      ...checks,
      'system:tests/integration/not-recorded-yet.test.ts',
      'system:tests/integration/benches.test.ts',
      'system:services/kit/ids.test.ts',
    ]);
  });

  it("follows Vitest's own cache over the recorded durations when it has one", async () => {
    const specs = [
      spec(system, 'tests/integration/benches.test.ts'),
      spec(system, 'services/kit/ids.test.ts'),
    ];
    const cached = {
      'system:tests/integration/benches.test.ts': 10,
      'system:services/kit/ids.test.ts': 90_000,
    };
    expect(await order(vitestKnowing(cached), specs)).toEqual([
      'system:services/kit/ids.test.ts',
      'system:tests/integration/benches.test.ts',
    ]);
  });
});
