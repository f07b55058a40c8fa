import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ColumnTypes } from '../kit/database.js';

/** The PostgreSQL schema the treasury service's tables live in. */
export const TREASURY_SCHEMA = 'treasury';

/** The treasury service's migrations, `NNNN-name.sql`, applied in order. */
export const TREASURY_MIGRATIONS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** The schema of the treasury's job queue (graphile-worker's tables, which it migrates itself); the contract names it, as the invoicing service queues a job there. */
export { TREASURY_JOBS_SCHEMA } from '../../contracts/treasury/jobs.js';

/** The column types the migrations cannot tell (JSON shapes, bytea), for `npm run db-types` (services/kit/database.ts `ColumnTypes`). */
export const TREASURY_COLUMN_TYPES: ColumnTypes = {
  columns: {
    'cash_forecast_scenarios.adjustments': 'ColumnType<ScenarioAdjustment[], string, string>',
    'cash_forecast_snapshots.forecast': 'ColumnType<unknown, string, never>',
    'exports.filters': 'ColumnType<Record<string, unknown>, string, string>',
    'expected_transactions.reconciliation_data':
      'ColumnType<{ key: string; value: string }[], string | undefined, string>',
    'imports.issues': 'ColumnType<unknown, string | undefined, string>',
    'imports.options': 'ColumnType<unknown, string | null | undefined, string | null>',
    'imports.summary': 'ColumnType<Record<string, string>, string | undefined, string>',
    'reconciliation_proposals.items': 'ColumnType<ReconcilableRef[], string, string>',
    'reconciliation_proposals.reasons': 'ColumnType<Reason[], string, never>',
    // Generated columns: computed by PostgreSQL, never written.
    'deposits.auto_renewal': 'ColumnType<boolean, never, never>',
    // The event's change ('' when its type says none), which the vocabulary's key checks (migrations/0060).
    'outbox.change': 'ColumnType<string, never, never>',
    'expected_transactions.reconciliation_status':
      'ColumnType<ExpectedTransactionReconciliationStatus, never, never>',
    'payment_orders.reconciliation_status':
      "ColumnType<'UNRECONCILED' | 'PARTIAL' | 'RECONCILED', never, never>",
    'payment_settlements.reconciliation_status':
      'ColumnType<PaymentReconciliationStatus, never, never>',
    'statement_transactions.reconciliation_status':
      "ColumnType<'UNRECONCILED' | 'PARTIAL' | 'RECONCILED' | 'ARCHIVED', never, never>",
  },
  imports: {
    ScenarioAdjustment: '../../contracts/treasury/cash-forecast.js',
    ReconcilableRef: '../../contracts/treasury/reconciliations.js',
    Reason: './reconciliation/engine/types.js',
    ExpectedTransactionReconciliationStatus: '../../contracts/treasury/expected-transactions.js',
    PaymentReconciliationStatus: '../../contracts/treasury/payment-providers.js',
  },
};
