/** The payment providers' tables as Kysely sees them (db-types.ts, generated from the migrations). */

import type { TreasuryDatabase } from '../../db-types.js';

export type PaymentProvidersTable = TreasuryDatabase['payment_providers'];
export type PaymentSettlementsTable = TreasuryDatabase['payment_settlements'];
export type PaymentRecordsTable = TreasuryDatabase['payment_records'];
export type PaymentTransactionsTable = TreasuryDatabase['payment_transactions'];
