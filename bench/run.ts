/**
 * Runs every benchmark in bench/ in turn (`npm run bench`). Each prints its
 * figures and the ratio it is judged by. Not part of `npm test`.
 */
import { runCounterpartiesListBenchmark } from './counterparties-list.js';

const results = [await runCounterpartiesListBenchmark()];
process.exitCode = results.every((result) => result.passed) ? 0 : 1;
