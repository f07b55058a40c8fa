import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCHMARKS } from '../../bench/benchmarks.js';

const benchFolder = path.resolve(import.meta.dirname, '../../bench');

/** Every `run…Benchmark` function a file in bench/ exports (run.ts, which runs them on import, aside), by file. */
function exportedBenches(): { file: string; name: string }[] {
  return readdirSync(benchFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
    .flatMap((file) =>
      [
        ...readFileSync(path.join(benchFolder, file), 'utf8').matchAll(
          /^export (?:async )?function (run\w*Benchmark)\b/gm,
        ),
      ].map((match) => ({ file, name: match[1]! })),
    );
}

/** How long the small run may take before it is stopped and what it printed is the failure's message. */
const SMALL_RUN_LIMIT_MS = 540_000;

/** `npm run bench -- --small` as CI runs it: its exit code and what it printed (stopped after `SMALL_RUN_LIMIT_MS`). */
function runSmallBenches(): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--small'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, BENCH_SIZE: 'small' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const limit = setTimeout(() => {
    output += `\nthe small run was stopped after ${SMALL_RUN_LIMIT_MS / 1000} s\n`;
    child.kill('SIGTERM');
  }, SMALL_RUN_LIMIT_MS);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(limit);
      resolve({ code, output });
    });
  });
}

describe('the benchmarks', () => {
  it('when a file in bench/ exports a benchmark, it is registered in bench/benchmarks.ts, so the small run below runs it', () => {
    const registered = new Set(Object.values(BENCHMARKS).map((run) => run.name));
    const benches = exportedBenches();
    expect(benches.length).toBeGreaterThanOrEqual(12);
    expect(benches.filter((bench) => !registered.has(bench.name))).toEqual([]);
  });

  it('when every registered bench runs at small size, each runs to its end without throwing', async () => {
    const { code, output } = await runSmallBenches();
    const outcomes = [...output.matchAll(/^small run: (\S+) (ok|threw) in [\d.]+ s$/gm)].map(
      (match) => [match[1], match[2]],
    );
    // What each bench that threw said first (its error), then how the run ended.
    const thrown = [...output.matchAll(/^\S+ threw:/gm)].map((match) =>
      output.slice(match.index, match.index + 2000),
    );
    expect(outcomes, [...thrown, output.slice(-2000)].join('\n…\n')).toEqual(
      Object.keys(BENCHMARKS).map((name) => [name, 'ok']),
    );
    expect(code).toBe(0);
  }, 600_000);
});
