import type { BillsTable } from './bills/repository.js';
import type {
  CashForecastScenariosTable,
  CashForecastSnapshotsTable,
} from './cash-forecast/repository.js';
import type { CashFlowRulesTable } from './cash-flow/repository.js';
import type { DepositPeriodsTable, DepositsTable } from './deposits/repository.js';
import type { FxRatesTable } from './fx-rates/repository.js';
import type {
  ApprovalRulesTable,
  PaymentApprovalsTable,
  PaymentAttemptsTable,
  PaymentExportsTable,
  PaymentOrderMakersTable,
  PaymentOrdersTable,
} from './payments/repository.js';
import type { ColumnType, Generated } from 'kysely';
import type {
  CounterpartiesTable,
  CounterpartyBankAccountsTable,
} from './counterparties/repository.js';
import type {
  PaymentProvidersTable,
  PaymentRecordsTable,
  PaymentSettlementsTable,
  PaymentTransactionsTable,
} from './payment-providers/repository/tables.js';
import type { ReasonCode } from './reconciliation/engine/types.js';
import type { CashCategory } from '../../contracts/treasury/categories.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ReconciliationStatus = 'UNRECONCILED' | 'PARTIAL' | 'RECONCILED' | 'ARCHIVED';
export type { ImportKind, ImportStatus } from '../../contracts/treasury/imports.js';
import type { ImportKind, ImportStatus } from '../../contracts/treasury/imports.js';

export type TreasuryDatabase = {
  payment_providers: PaymentProvidersTable;
  payment_settlements: PaymentSettlementsTable;
  payment_records: PaymentRecordsTable;
  payment_transactions: PaymentTransactionsTable;
  payment_orders: PaymentOrdersTable;
  bills: BillsTable;
  cash_forecast_scenarios: CashForecastScenariosTable;
  cash_forecast_snapshots: CashForecastSnapshotsTable;
  cash_flow_rules: CashFlowRulesTable;
  deposits: DepositsTable;
  deposit_periods: DepositPeriodsTable;
  fx_rates: FxRatesTable;
  payment_exports: PaymentExportsTable;
  payment_approvals: PaymentApprovalsTable;
  payment_order_makers: PaymentOrderMakersTable;
  payment_attempts: PaymentAttemptsTable;
  approval_rules: ApprovalRulesTable;
  counterparties: CounterpartiesTable;
  counterparty_bank_accounts: CounterpartyBankAccountsTable;
  entities: {
    id: Generated<string>;
    organization_id: string;
    name: string;
    /** nameSkeleton(name): entity names that look alike share it, and it is unique per organisation. */
    name_key: string;
    is_default: Generated<boolean>;
    created_at: Timestamp;
  };
  bank_accounts: {
    id: Generated<string>;
    organization_id: string;
    entity_id: string;
    bank_code: string;
    account_number: string;
    account_name: string;
    alias: string;
    /** nameSkeleton(alias) (services/kit/text.ts): aliases that look alike share it, and it is unique per organisation. */
    alias_key: string;
    currency: 'IDR' | 'USD' | 'SGD';
    connection_type: 'MANUAL' | 'AUTOMATED' | 'API';
    automated_type: string | null;
    status: ColumnType<
      'NEW' | 'ACTIVE' | 'DORMANT' | 'MATURED' | 'CLOSED',
      'NEW' | 'ACTIVE' | 'DORMANT' | 'MATURED' | 'CLOSED' | undefined,
      'NEW' | 'ACTIVE' | 'DORMANT' | 'MATURED' | 'CLOSED'
    >;
    credentials_sealed: string | null;
    created_by: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
    /** When its status became CLOSED; kept by a trigger (migrations/0038), never written here. */
    closed_at: ColumnType<Date | null, never, never>;
  };
  balances: {
    id: Generated<string>;
    organization_id: string;
    bank_account_id: string;
    available: ColumnType<string, string, string>;
    ledger: ColumnType<string | null, string | null | undefined, string | null>;
    as_of: Timestamp;
    source: 'MANUAL' | 'CRAWLER' | 'API';
    recorded_by: string | null;
    recorded_at: Timestamp;
  };
  statement_transactions: {
    id: Generated<string>;
    organization_id: string;
    bank_account_id: string;
    transaction_date: string;
    transaction_time: string | null;
    posting_date: string | null;
    description: string;
    reference: string | null;
    direction: 'DEBIT' | 'CREDIT';
    amount: string;
    ending_balance: string | null;
    source: 'MANUAL' | 'IMPORT' | 'API' | 'CRAWLER';
    import_id: string | null;
    line_number: Generated<number>;
    fingerprint: string;
    /** Derived from reconciled_amount and archived_at (migrations/0012): never written. */
    reconciliation_status: ColumnType<ReconciliationStatus, never, never>;
    /** Moved only by reconciliation allocations (their trigger, migrations/0012). */
    reconciled_amount: ColumnType<string, string | undefined, string>;
    archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** A cash category (contracts/treasury/categories.ts), null while uncategorised (migrations/0036). */
    category: ColumnType<CashCategory | null, CashCategory | null | undefined, CashCategory | null>;
    /** RULE (category_rule_id) or MANUAL (a person's correction, never overwritten by a rule); null with category. */
    category_source: ColumnType<
      'RULE' | 'MANUAL' | null,
      'RULE' | 'MANUAL' | null | undefined,
      'RULE' | 'MANUAL' | null
    >;
    category_rule_id: ColumnType<string | null, string | null | undefined, string | null>;
    created_by: string | null;
    created_at: Timestamp;
  };
  uploads: {
    id: Generated<string>;
    organization_id: string;
    purpose: ImportKind;
    file_name: string;
    size_bytes: ColumnType<string, number | string, number | string>;
    sha256: string;
    storage_key: string;
    created_by: string | null;
    created_at: Timestamp;
  };
  imports: {
    id: Generated<string>;
    organization_id: string;
    kind: ImportKind;
    upload_id: string;
    bank_account_id: string | null;
    payment_provider_id: ColumnType<string | null, string | null | undefined, string | null>;
    /** What the request that started it kept for its job (migrations/0033): a payments or transfers import's settings. */
    options: ColumnType<unknown, string | null | undefined, string | null>;
    status: ColumnType<ImportStatus, ImportStatus | undefined, ImportStatus>;
    ignore_warnings: Generated<boolean>;
    total_bytes: ColumnType<string, number | string, number | string>;
    processed_bytes: ColumnType<string, number | string | undefined, number | string>;
    rows_read: Generated<number>;
    created_count: Generated<number>;
    skipped_count: Generated<number>;
    error_count: Generated<number>;
    warning_count: Generated<number>;
    issues: ColumnType<unknown, string | undefined, string>;
    summary: ColumnType<Record<string, string>, string | undefined, string>;
    failure_code: string | null;
    created_by: string | null;
    created_at: Timestamp;
    started_at: Timestamp | null;
    finished_at: Timestamp | null;
  };
  exports: {
    id: Generated<string>;
    organization_id: string;
    kind: 'STATEMENT_TRANSACTIONS';
    filters: ColumnType<Record<string, unknown>, string, string>;
    status: ColumnType<
      'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED',
      'QUEUED' | undefined,
      'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED'
    >;
    row_count: number | null;
    storage_key: string | null;
    file_name: string | null;
    requested_by: string;
    mail_to: string;
    created_at: Timestamp;
    finished_at: Timestamp | null;
  };
  statement_sync_schedules: {
    id: Generated<string>;
    organization_id: string;
    bank_account_id: string;
    interval_minutes: number;
    next_run_at: Timestamp;
    last_run_at: Timestamp | null;
    last_status: 'SUCCEEDED' | 'FAILED' | null;
    last_error: string | null;
    synced_through: string | null;
    created_by: string | null;
    created_at: Timestamp;
  };
  service_secrets: {
    name: string;
    value: string;
    created_at: Timestamp;
  };
  expected_transactions: {
    id: Generated<string>;
    organization_id: string;
    /** A business date, 'YYYY-MM-DD'. */
    expected_date: string;
    counterparty_id: string | null;
    description: string;
    amount: ColumnType<string, string, string>;
    currency: ColumnType<
      'IDR' | 'USD' | 'SGD',
      'IDR' | 'USD' | 'SGD' | undefined,
      'IDR' | 'USD' | 'SGD'
    >;
    direction: 'DEBIT' | 'CREDIT';
    internal_description: string | null;
    external_id: string | null;
    reconciliation_data: ColumnType<{ key: string; value: string }[], string | undefined, string>;
    bank_account_id: string | null;
    /** Derived from reconciled_amount and archived_at (migrations/0012): never written. */
    reconciliation_status: ColumnType<ExpectedTransactionStatus, never, never>;
    /** Moved only by reconciliation allocations (their trigger, migrations/0012). */
    reconciled_amount: ColumnType<string, string | undefined, string>;
    archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    import_id: string | null;
    created_by: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  reconciliations: {
    id: Generated<string>;
    organization_id: string;
    bank_account_id: string;
    direction: 'DEBIT' | 'CREDIT';
    kind: 'AUTOMATIC' | 'REVIEW' | 'MANUAL';
    result: 'FULL_MATCH' | 'PARTIAL_MATCH';
    created_by: string | null;
    created_at: Timestamp;
  };
  reconciliation_proposals: {
    id: Generated<string>;
    organization_id: string;
    run_id: string;
    strategy: 'ONE_TO_ONE' | 'ONE_TO_MANY' | 'MANY_TO_ONE';
    result: 'FULL_MATCH' | 'PARTIAL_MATCH';
    statement_transaction_ids: string[];
    items: ColumnType<{ kind: 'EXPECTED_TRANSACTION'; id: string }[], string, string>;
    amount: ColumnType<string, string, never>;
    confidence: ColumnType<string, string, never>;
    reasons: ColumnType<
      { code: ReasonCode; values: Record<string, string | number>; text: string }[],
      string,
      never
    >;
    rule_id: string;
    /** What accepting it would book as the fee the payer's bank deducted; 0 when none (migrations/0045). */
    fee: ColumnType<string, string | undefined, never>;
    /** Why the rule that would confirm it by itself could not: a contract error code; null otherwise (migrations/0046). */
    auto_refusal_code: string | null;
    auto_refusal_message: string | null;
    status: Generated<'PENDING' | 'ACCEPTED' | 'REJECTED' | 'SUPERSEDED'>;
    reconciliation_id: string | null;
    acted_by: string | null;
    acted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    created_at: Timestamp;
  };
  reconciliation_runs: {
    /** The run's id, as its proposals' run_id. */
    id: string;
    organization_id: string;
    proposed: number;
    created_at: Timestamp;
  };
  reconciliation_rules: {
    id: Generated<string>;
    organization_id: string;
    name: string;
    /** 1 is tried first; unique per organisation (migrations/0014). */
    priority: number;
    amount_tolerance_absolute: ColumnType<string, string | undefined, string>;
    /** A fraction of the line: 0.005 = 0.5%. */
    amount_tolerance_relative: ColumnType<string, string | undefined, string>;
    allow_transfer_fees: ColumnType<boolean, boolean | undefined, boolean>;
    days_before: ColumnType<number, number | undefined, number>;
    days_after: ColumnType<number, number | undefined, number>;
    require_amount: ColumnType<boolean, boolean | undefined, boolean>;
    require_counterparty: ColumnType<boolean, boolean | undefined, boolean>;
    require_reference: ColumnType<boolean, boolean | undefined, boolean>;
    propose_at: ColumnType<string, string | undefined, string>;
    /** Null: nothing confirms itself (the default). */
    auto_confirm_at: ColumnType<string | null, string | null | undefined, string | null>;
    enabled: ColumnType<boolean, boolean | undefined, boolean>;
    created_by: string | null;
    created_at: Timestamp;
    updated_by: string | null;
    updated_at: Timestamp;
  };
  exception_settings: {
    organization_id: string;
    unmatched_after_days: number;
    updated_by: string | null;
    updated_at: Timestamp;
  };
  exception_tickets: {
    id: Generated<string>;
    organization_id: string;
    type: 'UNMATCHED_STATEMENT_TRANSACTION' | 'REJECTED_TWICE';
    statement_transaction_id: string;
    status: Generated<'OPEN' | 'IN_PROGRESS' | 'RESOLVED'>;
    /** The business day the line became an exception (migrations/0015). */
    opened_on: string;
    assignee_id: string | null;
    resolution: 'MANUAL' | 'RECONCILED' | 'ARCHIVED' | null;
    resolution_note: string | null;
    resolved_by: string | null;
    resolved_on: string | null;
    resolved_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  reconciliation_allocations: {
    id: Generated<string>;
    organization_id: string;
    reconciliation_id: string;
    statement_transaction_id: string;
    expected_transaction_id: string | null;
    payment_order_id: string | null;
    payment_settlement_id: string | null;
    /** Named by the database from the order it pays (migrations/0035). */
    bill_id: ColumnType<string | null, never, never>;
    amount: ColumnType<string, string, never>;
    /** The shortfall the payer's bank deducted, booked as a fee: the item takes amount + fee, the line the amount (migrations/0045). */
    fee: ColumnType<string, string | undefined, never>;
    /** Where the fee is booked, filled in from the organisation's setting by the database when the allocation is written; null without a fee (migrations/0052). */
    fee_booking: ColumnType<FeeBooking | null, never, never>;
    /** The expense's cash category when `fee_booking` is EXPENSE (migrations/0052). */
    fee_category: ColumnType<string | null, never, never>;
  };
  reconciliation_settings: {
    organization_id: string;
    fee_booking: FeeBooking;
    fee_category: string | null;
    updated_by: string | null;
    updated_at: Timestamp;
  };
};

/** Where a fee-deducted match books its fee (migrations/0052). */
export type FeeBooking = 'BANK_FEE' | 'EXPENSE';

export type ExpectedTransactionStatus = 'UNRECONCILED' | 'PARTIAL' | 'RECONCILED' | 'ARCHIVED';
