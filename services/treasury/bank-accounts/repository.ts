import Decimal from 'decimal.js';
import { sql } from 'kysely';
import type {
  BankAccountConnectionType,
  BankAccountListQuery,
  BankAccountResponse,
  BankAccountStatus,
  BalanceSource,
  Currency,
} from '../../../contracts/treasury/bank-accounts.js';
import { nameSkeleton } from '../../kit/text.js';
import { BANKS, findBank } from '../banks/catalogue.js';
import type { Db } from '../db.js';
import { deleteOrganizationRecord } from '../organization-records.js';
import { likePattern, organizationHas } from '../../kit/database.js';

type Row = {
  id: string;
  bank_code: string;
  account_number: string;
  account_name: string;
  alias: string;
  entity_id: string;
  entity_name: string;
  entity_default: boolean;
  currency: Currency;
  connection_type: BankAccountConnectionType;
  automated_type: string | null;
  status: BankAccountStatus;
  credentials_sealed: string | null;
  created_at: Date;
  created_by: string | null;
  available: string | null;
  ledger: string | null;
  as_of: Date | null;
  source: BalanceSource | null;
  recorded_at: Date | null;
};

/** The answer for an account row: credentials only as whether some are stored, money as two-decimal strings. */
const toResponse = (row: Row): BankAccountResponse => ({
  id: row.id,
  bankCode: row.bank_code,
  bankName: findBank(row.bank_code)?.name ?? row.bank_code,
  accountNumber: row.account_number,
  accountName: row.account_name,
  alias: row.alias,
  entity: { id: row.entity_id, name: row.entity_name, isDefault: row.entity_default },
  currency: row.currency,
  connectionType: row.connection_type,
  automatedType: row.automated_type,
  status: row.status,
  hasCredentials: row.credentials_sealed !== null,
  balance:
    row.available !== null && row.as_of && row.source && row.recorded_at
      ? {
          available: new Decimal(row.available).toFixed(2),
          ledger: row.ledger === null ? null : new Decimal(row.ledger).toFixed(2),
          currency: row.currency,
          asOf: row.as_of.toISOString(),
          source: row.source,
          recordedAt: row.recorded_at.toISOString(),
        }
      : null,
  createdAt: row.created_at.toISOString(),
  createdBy: row.created_by,
});

/**
 * The organisation's bank accounts (`a`), each beside its latest balance
 * (`latest`: available, ledger, as of, source, recorded at; nulls when none
 * is recorded yet): what the accounts, the balances and the forecast read.
 */
export function accountsWithLatestBalance(db: Db, organizationId: string) {
  return db
    .selectFrom('bank_accounts as a')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('balances as b')
          .whereRef('b.bank_account_id', '=', 'a.id')
          .select(['b.available', 'b.ledger', 'b.as_of', 'b.source', 'b.recorded_at'])
          .orderBy('b.as_of', 'desc')
          .orderBy('b.id', 'desc')
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .where('a.organization_id', '=', organizationId);
}

/** Accounts with their entity and latest balance, of one organisation. */
function accountsQuery(db: Db, organizationId: string) {
  return accountsWithLatestBalance(db, organizationId)
    .innerJoin('entities as e', 'e.id', 'a.entity_id')
    .select([
      'a.id',
      'a.bank_code',
      'a.account_number',
      'a.account_name',
      'a.alias',
      'a.entity_id',
      'e.name as entity_name',
      'e.is_default as entity_default',
      'a.currency',
      'a.connection_type',
      'a.automated_type',
      'a.status',
      'a.credentials_sealed',
      'a.created_at',
      'a.created_by',
      'latest.available',
      'latest.ledger',
      'latest.as_of',
      'latest.source',
      'latest.recorded_at',
    ]);
}

/** The organisation's accounts matching the filter, by alias. */
export async function listBankAccounts(
  db: Db,
  organizationId: string,
  filter: BankAccountListQuery,
): Promise<BankAccountResponse[]> {
  let query = accountsQuery(db, organizationId);
  if (filter.currency) query = query.where('a.currency', '=', filter.currency);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.entityId) query = query.where('a.entity_id', '=', filter.entityId);
  const term = filter.search?.trim();
  if (term) {
    const pattern = likePattern(term);
    const banks = BANKS.filter((bank) => bank.name.toLowerCase().includes(term.toLowerCase())).map(
      (bank) => bank.code,
    );
    query = query.where((eb) =>
      eb.or([
        eb('a.alias', 'ilike', pattern),
        eb('a.account_number', 'like', pattern),
        eb('a.account_name', 'ilike', pattern),
        ...(banks.length ? [eb('a.bank_code', 'in', banks)] : []),
      ]),
    );
  }
  const rows = (await query
    .orderBy(sql`lower(a.alias)`)
    .orderBy('a.id')
    .execute()) as Row[];
  return rows.map(toResponse);
}

/** The organisation's bank account with this id, named and in its currency (what a record naming it checks), or undefined. */
export async function findBankAccount(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('bank_accounts')
    .select(['id', 'alias', 'currency'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The organisation's accounts by id; other ids are left out. */
export async function findBankAccountsByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<BankAccountResponse[]> {
  if (ids.length === 0) return [];
  return (
    (await accountsQuery(db, organizationId).where('a.id', 'in', ids).execute()) as Row[]
  ).map(toResponse);
}

/** Every account not closed, by currency then alias (the balances page). */
export async function listOpenBankAccounts(
  db: Db,
  organizationId: string,
): Promise<BankAccountResponse[]> {
  const rows = (await accountsQuery(db, organizationId)
    .where('a.status', '!=', 'CLOSED')
    .orderBy('a.currency')
    .orderBy(sql`lower(a.alias)`)
    .execute()) as Row[];
  return rows.map(toResponse);
}

/** A new account's columns, as the service has checked them. */
export type NewBankAccount = {
  entityId: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  alias: string;
  currency: Currency;
  connectionType: BankAccountConnectionType;
  automatedType: string | null;
  credentialsSealed: string | null;
  status?: BankAccountStatus;
};

export async function insertBankAccount(
  db: Db,
  organizationId: string,
  createdBy: string,
  account: NewBankAccount,
): Promise<string> {
  const row = await db
    .insertInto('bank_accounts')
    .values({
      organization_id: organizationId,
      entity_id: account.entityId,
      bank_code: account.bankCode,
      account_number: account.accountNumber,
      account_name: account.accountName,
      alias: account.alias,
      alias_key: nameSkeleton(account.alias),
      currency: account.currency,
      connection_type: account.connectionType,
      automated_type: account.automatedType,
      credentials_sealed: account.credentialsSealed,
      ...(account.status ? { status: account.status } : {}),
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A change to an account: the fields given, and always its connection (type, automated type, sealed credentials). */
export type BankAccountChange = Partial<
  Pick<NewBankAccount, 'alias' | 'accountName' | 'entityId' | 'status'>
> &
  Pick<NewBankAccount, 'connectionType' | 'automatedType' | 'credentialsSealed'>;

export async function updateBankAccount(
  db: Db,
  organizationId: string,
  id: string,
  change: BankAccountChange,
): Promise<void> {
  await db
    .updateTable('bank_accounts')
    .set({
      ...(change.alias === undefined
        ? {}
        : { alias: change.alias, alias_key: nameSkeleton(change.alias) }),
      ...(change.accountName === undefined ? {} : { account_name: change.accountName }),
      ...(change.entityId === undefined ? {} : { entity_id: change.entityId }),
      ...(change.status === undefined ? {} : { status: change.status }),
      connection_type: change.connectionType,
      automated_type: change.automatedType,
      credentials_sealed: change.credentialsSealed,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .execute();
}

/** The sealed credentials of an account, if it has some. */
export async function findSealedCredentials(
  db: Db,
  organizationId: string,
  id: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('bank_accounts')
    .select('credentials_sealed')
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row?.credentials_sealed ?? null;
}

/** Locks the account and tells whether reconciliation has matched any of its statement lines. */
export async function lockAndCheckReconciled(db: Db, id: string): Promise<boolean> {
  await db.selectFrom('bank_accounts').select('id').where('id', '=', id).forUpdate().execute();
  const reconciled = await db
    .selectFrom('statement_transactions')
    .select('id')
    .where('bank_account_id', '=', id)
    .where('reconciliation_status', 'in', ['PARTIAL', 'RECONCILED'])
    .limit(1)
    .executeTakeFirst();
  return Boolean(reconciled);
}

/** Deletes an account with its statement lines; how many lines went. */
export async function deleteBankAccount(
  db: Db,
  organizationId: string,
  id: string,
): Promise<number> {
  const lines = await db
    .deleteFrom('statement_transactions')
    .where('bank_account_id', '=', id)
    .executeTakeFirst();
  await deleteOrganizationRecord(db, 'bank_accounts', organizationId, id);
  return Number(lines.numDeletedRows);
}

export async function insertManualBalance(
  db: Db,
  organizationId: string,
  bankAccountId: string,
  balance: { available: string; ledger: string | null; asOf: Date; recordedBy: string },
): Promise<void> {
  await db
    .insertInto('balances')
    .values({
      organization_id: organizationId,
      bank_account_id: bankAccountId,
      available: balance.available,
      ledger: balance.ledger,
      as_of: balance.asOf,
      source: 'MANUAL',
      recorded_by: balance.recordedBy,
    })
    .execute();
}

/** Whether the entity is one of the organisation's. */
export const entityExists = (db: Db, organizationId: string, id: string) =>
  organizationHas(db, 'entities', organizationId, id);
