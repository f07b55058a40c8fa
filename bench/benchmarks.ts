import { runAbuseTrafficBenchmark } from './abuse-traffic.js';
import { runBulkOperationBenchmark } from './bulk-operation.js';
import { runCashForecastBenchmark } from './cash-forecast.js';
import { runCashPositionBenchmark } from './cash-position.js';
import { runCheckoutWebhooksBenchmark } from './checkout-webhooks.js';
import { runCounterpartiesListBenchmark } from './counterparties-list.js';
import { runForecastAccuracyBenchmark } from './forecast-accuracy.js';
import { runForeignInvoiceIssueBenchmark } from './foreign-invoice-issue.js';
import { runInvoiceIssueBenchmark } from './invoice-issue.js';
import { runInvoicePdfBenchmark } from './invoice-pdf.js';
import { runMetricsOverheadBenchmark } from './metrics-overhead.js';
import { runReconciliationAccuracyBenchmark } from './reconciliation-accuracy.js';
import { runReconciliationConfirmBenchmark } from './reconciliation-confirm.js';
import { runPaymentSubscribersBenchmark } from './payment-subscribers.js';
import { runPaymentsChaosBenchmark } from './payments-chaos.js';
import { runPdfBurstBenchmark } from './pdf-burst.js';
import { runReconciliationScaleBenchmark } from './reconciliation-scale.js';
import { runSignInBenchmark } from './sign-in.js';
import { runStatementImportBenchmark } from './statement-import.js';
import { runStatementParseBenchmark } from './statement-parse.js';
import { runSubscribersTwoInstancesBenchmark } from './subscribers-two-instances.js';
import { runWebSocketBenchmark } from './websocket.js';

/** Every benchmark `npm run bench` runs, by the name it is chosen with, in the order it runs them. */
export const BENCHMARKS: Record<string, () => Promise<{ passed: boolean }>> = {
  'counterparties-list': runCounterpartiesListBenchmark,
  'metrics-overhead': runMetricsOverheadBenchmark,
  'abuse-traffic': runAbuseTrafficBenchmark,
  'sign-in': runSignInBenchmark,
  'statement-parse': runStatementParseBenchmark,
  'statement-import': runStatementImportBenchmark,
  'bulk-operation': runBulkOperationBenchmark,
  websocket: runWebSocketBenchmark,
  'reconciliation-accuracy': runReconciliationAccuracyBenchmark,
  'reconciliation-scale': runReconciliationScaleBenchmark,
  'reconciliation-confirm': runReconciliationConfirmBenchmark,
  'payment-subscribers': runPaymentSubscribersBenchmark,
  'subscribers-two-instances': runSubscribersTwoInstancesBenchmark,
  'payments-chaos': runPaymentsChaosBenchmark,
  'cash-position': runCashPositionBenchmark,
  'forecast-accuracy': runForecastAccuracyBenchmark,
  'cash-forecast': runCashForecastBenchmark,
  'invoice-pdf': runInvoicePdfBenchmark,
  'pdf-burst': runPdfBurstBenchmark,
  // Before invoice-issue: at small size the product is shared, and its buyer's invoice mails
  // would wait behind the mails (a PDF each) of the invoices invoice-issue leaves queued.
  'checkout-webhooks': runCheckoutWebhooksBenchmark,
  'invoice-issue': runInvoiceIssueBenchmark,
  'foreign-invoice-issue': runForeignInvoiceIssueBenchmark,
};
