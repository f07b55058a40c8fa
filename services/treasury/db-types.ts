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
};
