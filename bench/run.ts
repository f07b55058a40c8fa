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
/**
 * At small size a bench that has not ended in this long throws, so that the
 * run names it and goes on, rather than the caller's time-out naming nothing.
 */
const SMALL_DEADLINE_MS = 150_000;

/** `work`, or an error naming the bench once `SMALL_DEADLINE_MS` has passed without its end. */
function withinDeadline<T>(name: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${name} did not end within ${SMALL_DEADLINE_MS / 1000} s`)),
      SMALL_DEADLINE_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

// Stopped from outside (the benches test's limit, Ctrl-C): the shared product's processes stop too.
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void stopSharedSystem().finally(() => process.exit(1)));

const outcomes: { name: string; passed: boolean; threw: unknown; seconds: number }[] = [];
try {
  for (const [name, run] of Object.entries(BENCHMARKS)) {
    if (only && only !== name) continue;
    const started = performance.now();
    try {
      const result = await (SMALL ? withinDeadline(name, run()) : run());
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
// Exits rather than waiting for the event loop to empty: a bench that overran its deadline may still hold
// sockets or timers, and the run's outcome is known.
process.exit(outcomes.every((outcome) => (SMALL ? !outcome.threw : outcome.passed)) ? 0 : 1);
