import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type TreasuryDatabase = {
  counterparties: {
    id: Generated<string>;
    organization_id: string;
    legal_name: string;
    alias: string;
    email: string | null;
    type: 'COMPANY' | 'INDIVIDUAL';
    external_id: string | null;
    created_by: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  counterparty_bank_accounts: {
    id: Generated<string>;
    organization_id: string;
    counterparty_id: string;
    bank_code: string;
    account_number: string;
    account_name: string;
    alias: string | null;
    position: Generated<number>;
    created_at: Timestamp;
  };
  entities: {
    id: Generated<string>;
    organization_id: string;
    name: string;
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
    currency: 'IDR' | 'USD' | 'SGD';
    connection_type: 'MANUAL' | 'AUTOMATED' | 'API';
    automated_type: string | null;
    status: ColumnType<'NEW' | 'ACTIVE' | 'DORMANT' | 'MATURED' | 'CLOSED', 'NEW' | 'ACTIVE' | 'DORMANT' | 'MATURED' | 'CLOSED' | undefined, 'NEW' | 'ACTIVE' | 'DORMANT' | 'MATURED' | 'CLOSED'>;
    credentials_sealed: string | null;
    created_by: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
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
  service_secrets: {
    name: string;
    value: string;
    created_at: Timestamp;
  };
};
