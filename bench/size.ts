/**
 * The size the benches run at. Full size (`npm run bench`) is what each
 * bench's target is set for; small size (`BENCH_SIZE=small`, or `--small` on
 * `npm run bench`) runs every bench's whole path on inputs that take seconds,
 * so CI notices a bench that no longer runs (tests/integration/benches.test.ts).
 * A small run's figures prove nothing about speed: only a bench that throws fails it.
 */
export const SMALL = process.env.BENCH_SIZE === 'small' || process.argv.includes('--small');

/** `full` at full size, `small` at small size. */
export const sized = <T>(full: T, small: T): T => (SMALL ? small : full);
