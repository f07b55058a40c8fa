/**
 * Runs every benchmark in bench/ in turn (`npm run bench`), or the one named
 * (`npm run bench -- statement-import`). Each prints its figures and the
 * ratio it is judged by. Not part of `npm test`.
 *
 * At small size (`npm run bench -- --small`, or BENCH_SIZE=small; bench/size.ts)
 * each runs its whole path on inputs that take seconds, the benches sharing
 * one product: the run fails only when a bench throws, and ends with one
 * `small run: <name> ok|threw in <s> s` line per bench.
 */
import { BENCHMARKS } from './benchmarks.js';
import { SMALL } from './size.js';
import { stopSharedSystem } from './system-process.js';

const only = process.argv.slice(2).find((argument) => !argument.startsWith('--'));
if (only && !(only in BENCHMARKS))
  throw new Error(
    `no benchmark named ${only}; the benchmarks: ${Object.keys(BENCHMARKS).join(', ')}`,
  );
const outcomes: { name: string; passed: boolean; threw: unknown; seconds: number }[] = [];
try {
  for (const [name, run] of Object.entries(BENCHMARKS)) {
    if (only && only !== name) continue;
    const started = performance.now();
    try {
      const result = await run();
      outcomes.push({
        name,
        passed: result.passed,
        threw: null,
        seconds: (performance.now() - started) / 1000,
      });
    } catch (error) {
      if (!SMALL) throw error;
      console.error(`${name} threw:`, error);
      outcomes.push({
        name,
        passed: false,
        threw: error,
        seconds: (performance.now() - started) / 1000,
      });
    }
  }
} finally {
  await stopSharedSystem();
}
if (SMALL)
  for (const outcome of outcomes)
    console.log(
      `small run: ${outcome.name} ${outcome.threw ? 'threw' : 'ok'} in ${outcome.seconds.toFixed(1)} s`,
    );
process.exitCode = outcomes.every((outcome) => (SMALL ? !outcome.threw : outcome.passed)) ? 0 : 1;
