/** The payment providers' tables as the query builder reads them (db-types.ts gathers them). */

import type { ColumnType, Generated } from 'kysely';
import type { Currency } from '../../../../contracts/treasury/bank-accounts.js';
import {
  type PaymentMethod,
  type PaymentProviderCode,
  type PaymentReconciliationStatus,
  type PaymentSettlementStatus,
  type PaymentTransactionStatus,
} from '../../../../contracts/treasury/payment-providers.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type PaymentProvidersTable = {
  id: Generated<string>;
  organization_id: string;
  provider: PaymentProviderCode;
  name: string;
  bank_account_id: string;
  credentials_sealed: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PaymentSettlementsTable = {
  id: Generated<string>;
  organization_id: string;
  payment_provider_id: string;
  bank_account_id: string;
  settlement_date: string;
  reference: ColumnType<string, string | undefined, string>;
  currency: Currency;
  amount: string;
  /** Moved only by reconciliation allocations, once the engine plugs settlements in. */
  reconciled_amount: ColumnType<string, string | undefined, string>;
  archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Derived from reconciled_amount and archived_at (migrations/0030): never written. */
  reconciliation_status: ColumnType<PaymentReconciliationStatus, never, never>;
  created_at: Timestamp;
};

export type PaymentRecordsTable = {
  id: Generated<string>;
  organization_id: string;
  payment_provider_id: string;
  import_id: string | null;
  order_id: string;
  provider_reference: string;
  customer: string | null;
  method: PaymentMethod;
  channel: string | null;
  status: PaymentTransactionStatus;
  currency: Currency;
  gross_amount: string;
  fees: string;
  net_amount: string;
  settled_amount: ColumnType<string, string | undefined, string>;
  settlement_status: PaymentSettlementStatus;
  settlement_id: string | null;
  paid_at: Timestamp;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PaymentTransactionsTable = {
  id: Generated<string>;
  organization_id: string;
  payment_provider_id: string;
  payment_record_id: string | null;
  import_id: string | null;
  provider_reference: string;
  order_id: string | null;
  type: string;
  status: PaymentTransactionStatus;
  method: PaymentMethod | null;
  channel: string | null;
  currency: Currency;
  amount: string;
  fees: string;
  net_amount: string;
  occurred_at: Timestamp;
  created_by: string | null;
  created_at: Timestamp;
};
