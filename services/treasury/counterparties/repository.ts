import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { nameSkeleton } from '../../kit/text.js';
import { findBank } from '../banks/catalogue.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { CounterpartyResponse } from './schemas.js';

type Db = Kysely<TreasuryDatabase> | Transaction<TreasuryDatabase>;

export type ListFilter = { search?: string; type?: 'COMPANY' | 'INDIVIDUAL'; status?: 'ACTIVE' | 'INACTIVE' };
export type Keyset = { name: string; id: string };
export type PageRequest = { limit: number; direction: 'forward' | 'backward'; cursor?: Keyset };

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, organizationId: string, filter: ListFilter) {
  let query = db.selectFrom('counterparties as c').where('c.organization_id', '=', organizationId);
  if (filter.type) query = query.where('c.type', '=', filter.type);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) => eb.or([eb('c.legal_name', 'ilike', pattern), eb('c.alias', 'ilike', pattern), eb('c.email', 'ilike', pattern)]));
  }
  return query;
}

/**
 * One page of an organisation's counterparties by keyset on
 * (lower(legal_name), id), fetching one row more than asked to know whether
 * another page follows.
 */
export async function listCounterparties(db: Db, organizationId: string, filter: ListFilter, page: PageRequest) {
  const forward = page.direction === 'forward';
  let query = filtered(db, organizationId, filter)
    .selectAll('c')
    .select(sql<string>`lower(c.legal_name)`.as('sort_name'));
  if (page.cursor) {
    const { name, id } = page.cursor;
    query = query.where(sql<boolean>`(lower(c.legal_name), c.id) ${sql.raw(forward ? '>' : '<')} (${name}, ${id}::uuid)`);
  }
  const order = forward ? 'asc' : 'desc';
  const rows = await query
    .orderBy(sql`lower(c.legal_name)`, order)
    .orderBy('c.id', order)
    .limit(page.limit + 1)
    .execute();
  const hasMore = rows.length > page.limit;
  const pageRows = rows.slice(0, page.limit);
  if (!forward) pageRows.reverse();
  return { rows: pageRows, hasMore };
}

export async function countCounterparties(db: Db, organizationId: string, filter: ListFilter): Promise<number> {
  const row = await filtered(db, organizationId, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findCounterpartiesByIds(db: Db, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('counterparties as c').selectAll('c').where('c.organization_id', '=', organizationId).where('c.id', 'in', ids).execute();
}

/**
 * Serialises, per organisation, the transactions that give counterparties
 * their aliases, external ids and bank accounts (users' creates and edits, and
 * the generated counterparties kept in step with entities), so that a check
 * for a free alias holds until the transaction ends.
 */
export async function lockCounterpartyNames(db: Db, organizationId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`counterparties:${organizationId}`}, 0))`.execute(db);
}

/** The counterparty holding an alias or one that looks like it (same `nameSkeleton`), other than `except`. */
export async function findAliasOwner(db: Db, organizationId: string, alias: string, except?: string) {
  let query = db.selectFrom('counterparties').select('id').where('organization_id', '=', organizationId).where('alias_key', '=', nameSkeleton(alias));
  if (except) query = query.where('id', '!=', except);
  return query.executeTakeFirst();
}

/** The counterparty holding an external id (exactly), other than `except`. */
export async function findExternalIdOwner(db: Db, organizationId: string, externalId: string, except?: string) {
  let query = db.selectFrom('counterparties').select('id').where('organization_id', '=', organizationId).where('external_id', '=', externalId);
  if (except) query = query.where('id', '!=', except);
  return query.executeTakeFirst();
}

export async function findRegisteredBankAccounts(db: Db, organizationId: string, accounts: { bankCode: string; accountNumber: string }[]) {
  if (accounts.length === 0) return [];
  return db
    .selectFrom('counterparty_bank_accounts')
    .select(['bank_code', 'account_number'])
    .where('organization_id', '=', organizationId)
    .where((eb) => eb.or(accounts.map((a) => eb.and([eb('bank_code', '=', a.bankCode), eb('account_number', '=', a.accountNumber)]))))
    .execute();
}

type CounterpartyRow = Selectable<TreasuryDatabase['counterparties']>;

/** Adds each counterparty's bank accounts (one query for the whole page) and shapes the response. */
export async function withBankAccounts(db: Db, organizationId: string, rows: CounterpartyRow[]): Promise<CounterpartyResponse[]> {
  if (rows.length === 0) return [];
  const accounts = await db
    .selectFrom('counterparty_bank_accounts')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where(
      'counterparty_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('counterparty_id')
    .orderBy('position')
    .execute();
  const entityIds = [...new Set(rows.flatMap((row) => (row.entity_id ? [row.entity_id] : [])))];
  const entities = entityIds.length ? await db.selectFrom('entities').select(['id', 'name', 'is_default']).where('organization_id', '=', organizationId).where('id', 'in', entityIds).execute() : [];
  const entityById = new Map(entities.map((entity) => [entity.id, { id: entity.id, name: entity.name, isDefault: entity.is_default }]));
  const byCounterparty = new Map<string, typeof accounts>();
  for (const account of accounts) {
    const list = byCounterparty.get(account.counterparty_id) ?? [];
    list.push(account);
    byCounterparty.set(account.counterparty_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    legalName: row.legal_name,
    alias: row.alias,
    email: row.email,
    type: row.type,
    externalId: row.external_id,
    status: row.status,
    generated: row.generated,
    entity: row.entity_id ? (entityById.get(row.entity_id) ?? null) : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    createdBy: row.created_by,
    bankAccounts: (byCounterparty.get(row.id) ?? []).map((a) => ({
      id: a.id,
      bankCode: a.bank_code,
      bankName: findBank(a.bank_code)?.name ?? a.bank_code,
      accountNumber: a.account_number,
      accountName: a.account_name,
      alias: a.alias,
      internalBankAccountId: a.internal_bank_account_id,
    })),
  }));
}
