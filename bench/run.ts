/**
 * Runs every benchmark in bench/ in turn (`npm run bench`). Each prints its
 * figures and the ratio it is judged by. Not part of `npm test`.
 */
import { runCashForecastBenchmark } from './cash-forecast.js';
import { runCashPositionBenchmark } from './cash-position.js';
import { runCounterpartiesListBenchmark } from './counterparties-list.js';
import { runForecastAccuracyBenchmark } from './forecast-accuracy.js';
import { runReconciliationAccuracyBenchmark } from './reconciliation-accuracy.js';
import { runReconciliationConfirmBenchmark } from './reconciliation-confirm.js';
import { runPaymentSubscribersBenchmark } from './payment-subscribers.js';
import { runPaymentsChaosBenchmark } from './payments-chaos.js';
import { runReconciliationScaleBenchmark } from './reconciliation-scale.js';
import { runSignInBenchmark } from './sign-in.js';
import { runStatementImportBenchmark } from './statement-import.js';
import { runStatementParseBenchmark } from './statement-parse.js';
import { runWebSocketBenchmark } from './websocket.js';

const only = process.argv[2];
const benchmarks = {
  'counterparties-list': runCounterpartiesListBenchmark,
  'sign-in': runSignInBenchmark,
  'statement-parse': runStatementParseBenchmark,
  'statement-import': runStatementImportBenchmark,
  websocket: runWebSocketBenchmark,
  'reconciliation-accuracy': runReconciliationAccuracyBenchmark,
  'reconciliation-scale': runReconciliationScaleBenchmark,
  'reconciliation-confirm': runReconciliationConfirmBenchmark,
  'payment-subscribers': runPaymentSubscribersBenchmark,
  'payments-chaos': runPaymentsChaosBenchmark,
  'cash-position': runCashPositionBenchmark,
  'forecast-accuracy': runForecastAccuracyBenchmark,
  'cash-forecast': runCashForecastBenchmark,
};
const results = [];
for (const [name, run] of Object.entries(benchmarks)) if (!only || only === name) results.push(await run());
process.exitCode = results.every((result) => result.passed) ? 0 : 1;
