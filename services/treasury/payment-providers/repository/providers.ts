/** Payment providers: listed, found, written and deleted, with their sealed credentials. */

import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import {
  PAYMENT_PROVIDER_CATALOGUE,
  type PaymentProviderCode,
  type PaymentProviderResponse,
} from '../../../../contracts/treasury/payment-providers.js';
import { countRows } from '../../../kit/database.js';
import type { TreasuryDatabase } from '../../db-types.js';
import { deleteOrganizationRecord } from '../../organization-records.js';
import { type Db } from './shared.js';

type ProviderRow = {
  id: string;
  provider: PaymentProviderCode;
  name: string;
  bank_account_id: string;
  credentials_sealed: string | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
};

const toProvider = (row: ProviderRow): PaymentProviderResponse => ({
  id: row.id,
  provider: row.provider,
  name: row.name,
  bankAccountId: row.bank_account_id,
  hasCredentials: row.credentials_sealed !== null,
  importable: PAYMENT_PROVIDER_CATALOGUE[row.provider].report.layout !== null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  createdBy: row.created_by,
});

/** A page of the organisation's providers by name (case-insensitive), then id. */
export async function listPaymentProviders(
  db: Db,
  organizationId: string,
  page: { limit: number; after?: { name: string; id: string } },
) {
  let query = db
    .selectFrom('payment_providers')
    .selectAll()
    .select(sql<string>`lower(name)`.as('name_key'))
    .where('organization_id', '=', organizationId);
  if (page.after)
    query = query.where(
      sql<boolean>`(lower(name), id) > (${page.after.name}, ${page.after.id}::uuid)`,
    );
  const rows = await query
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(page.limit + 1)
    .execute();
  return {
    rows: rows
      .slice(0, page.limit)
      .map((row) => ({ node: toProvider(row), key: { name: row.name_key, id: row.id } })),
    hasMore: rows.length > page.limit,
  };
}

export async function countPaymentProviders(db: Db, organizationId: string): Promise<number> {
  return countRows(
    db.selectFrom('payment_providers').where('organization_id', '=', organizationId),
  );
}

export async function findPaymentProvidersByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<PaymentProviderResponse[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('payment_providers')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .execute();
  return rows.map(toProvider);
}

/** Which provider a configuration of the organisation is, or undefined (the import asks before it queues). */
export async function findPaymentProviderKind(
  db: Db,
  organizationId: string,
  id: string,
): Promise<PaymentProviderCode | undefined> {
  const row = await db
    .selectFrom('payment_providers')
    .select('provider')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.provider;
}

/** The provider configuration an import runs for, with the currency of the account it settles to. */
export async function findProviderForImport(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('payment_providers as p')
    .innerJoin('bank_accounts as a', 'a.id', 'p.bank_account_id')
    .select(['p.id', 'p.provider', 'p.name', 'p.bank_account_id', 'a.currency'])
    .where('p.organization_id', '=', organizationId)
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export async function findSealedProviderCredentials(
  db: Db,
  organizationId: string,
  id: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('payment_providers')
    .select('credentials_sealed')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.credentials_sealed ?? null;
}

export async function insertPaymentProvider(
  db: Db,
  organizationId: string,
  createdBy: string,
  values: {
    provider: PaymentProviderCode;
    name: string;
    bankAccountId: string;
    credentialsSealed: string;
  },
): Promise<string> {
  const row = await db
    .insertInto('payment_providers')
    .values({
      organization_id: organizationId,
      provider: values.provider,
      name: values.name,
      bank_account_id: values.bankAccountId,
      credentials_sealed: values.credentialsSealed,
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePaymentProvider(
  db: Db,
  organizationId: string,
  id: string,
  values: { name: string; bankAccountId: string; credentialsSealed: string | null },
): Promise<void> {
  await db
    .updateTable('payment_providers')
    .set({
      name: values.name,
      bank_account_id: values.bankAccountId,
      credentials_sealed: values.credentialsSealed,
      updated_at: new Date(),
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
}

/**
 * Locks the provider and its settlements and says whether reconciliation has
 * matched any of them: such a provider stays (its records explain bank lines).
 */
export async function lockProviderForDelete(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string,
): Promise<{ reconciled: boolean; records: number } | undefined> {
  const provider = await trx
    .selectFrom('payment_providers')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!provider) return undefined;
  const settlements = await trx
    .selectFrom('payment_settlements')
    .select('reconciled_amount')
    .where('payment_provider_id', '=', id)
    .forUpdate()
    .execute();
  const records = await countRows(
    trx.selectFrom('payment_records').where('payment_provider_id', '=', id),
  );
  return {
    reconciled: settlements.some((row) => new Decimal(row.reconciled_amount).greaterThan(0)),
    records,
  };
}

/** Deletes a provider; its settlements, records and transactions go with it (foreign keys), its imports too. */
export async function deletePaymentProvider(
  db: Db,
  organizationId: string,
  id: string,
): Promise<void> {
  await deleteOrganizationRecord(db, 'payment_providers', organizationId, id);
}

/** Every sealed provider credential (the keyring's rotation reseals them). */
export async function findAllSealedProviderCredentials(db: Db) {
  return db
    .selectFrom('payment_providers')
    .select(['id', 'credentials_sealed'])
    .where('credentials_sealed', 'is not', null)
    .execute();
}
