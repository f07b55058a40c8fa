import { sql, type Selectable } from 'kysely';
import type {
  CounterpartyResponse,
  CounterpartySort,
  CounterpartyStatus,
  CounterpartyType,
  CounterpartyUpdateBody,
} from '../../../contracts/treasury/counterparties.js';
import { countRows, whereSearched } from '../../kit/database.js';
import {
  sortedKeyset,
  type ListOrder,
  type OrderKey,
  type SortKeys,
} from '../../kit/list-order.js';
import { changedSince, lastChangeKeys } from '../../kit/updated-since.js';
import { nameSkeleton } from '../../kit/text.js';
import { findBank } from '../banks/catalogue.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { deleteOrganizationRecord } from '../organization-records.js';
import {
  findExternalIdOwner as externalIdOwner,
  findUsedExternalIds as usedExternalIds,
} from '../external-ids.js';

/** A `counterparties` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type CounterpartiesTable = TreasuryDatabase['counterparties'];

/** A `counterparty_bank_accounts` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type CounterpartyBankAccountsTable = TreasuryDatabase['counterparty_bank_accounts'];

export type ListFilter = {
  search?: string | undefined;
  type?: CounterpartyType | undefined;
  status?: CounterpartyStatus | undefined;
  /** Only those changed at or after this instant (contracts' UpdatedSinceQuery). */
  updatedSince?: string | undefined;
};
/** A page asked for: forward after a cursor (`first`/`after`) or backward before one (`last`/`before`), in an order. */
export type PageRequest = {
  limit: number;
  direction: 'forward' | 'backward';
  cursor?: string | undefined;
  order: ListOrder<CounterpartySort>;
  invalidCursor: () => Error;
};

function filtered(db: Db, organizationId: string, filter: ListFilter) {
  let query = db.selectFrom('counterparties as c').where('c.organization_id', '=', organizationId);
  if (filter.type) query = query.where('c.type', '=', filter.type);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  if (filter.updatedSince) query = query.where(changedSince('c.updated_at', filter.updatedSince));
  return whereSearched(query, filter.search, ['c.legal_name', 'c.alias', 'c.email']);
}

/** Ties of a column go by legal name, then id, so a page boundary names exactly one row (the name order's index serves it). */
const BY_NAME: readonly OrderKey[] = [
  { expression: sql`lower(c.legal_name)`, type: 'text' },
  { expression: sql`c.id`, type: 'uuid' },
];

/** The keys of each sort of the counterparties list (text compared case-insensitively; a missing email sorts as empty). */
export const COUNTERPARTY_SORT_KEYS: SortKeys<CounterpartySort> = {
  NAME: BY_NAME,
  ALIAS: [{ expression: sql`lower(c.alias)`, type: 'text' }, ...BY_NAME],
  TYPE: [{ expression: sql`c.type::text`, type: 'text' }, ...BY_NAME],
  STATUS: [{ expression: sql`c.status::text`, type: 'text' }, ...BY_NAME],
  EMAIL: [{ expression: sql`lower(coalesce(c.email, ''))`, type: 'text' }, ...BY_NAME],
  CREATED_AT: [
    { expression: sql`c.created_at`, type: 'timestamptz' },
    { expression: sql`c.id`, type: 'uuid' },
  ],
  UPDATED_AT: lastChangeKeys('c.updated_at', 'c.id'),
};

/** The list's default: by legal name, A to Z. */
export const COUNTERPARTY_DEFAULT_ORDER: ListOrder<CounterpartySort> = {
  sort: 'NAME',
  direction: 'ASC',
};

/**
 * One page of an organisation's counterparties in `order`, after the cursor
 * (forward) or before it (backward), each row with its cursor; one row more
 * is read to know whether another page follows. A backward page is read in
 * the reverse order and turned round, so it reads as the list does.
 */
export async function listCounterparties(
  db: Db,
  organizationId: string,
  filter: ListFilter,
  page: PageRequest,
) {
  const forward = page.direction === 'forward';
  const keyset = sortedKeyset(COUNTERPARTY_SORT_KEYS, page.order, page.invalidCursor);
  let query = filtered(db, organizationId, filter)
    .selectAll('c')
    .select(keyset.cursorValues.as('sort_key'));
  if (page.cursor)
    query = query.where(forward ? keyset.after(page.cursor) : keyset.before(page.cursor));
  const rows = await query
    .orderBy(forward ? keyset.orderBy : keyset.reverseOrderBy)
    .limit(page.limit + 1)
    .execute();
  const pageRows = rows
    .slice(0, page.limit)
    .map(({ sort_key, ...row }) => ({ row, cursor: keyset.encode(sort_key) }));
  if (!forward) pageRows.reverse();
  return { rows: pageRows, hasMore: rows.length > page.limit };
}

/** A counterparty's cursor in the list's default order (a created one joins a list read in it). */
export async function findListedCursor(
  db: Db,
  organizationId: string,
  id: string,
): Promise<string> {
  const keyset = sortedKeyset(COUNTERPARTY_SORT_KEYS, COUNTERPARTY_DEFAULT_ORDER);
  const row = await filtered(db, organizationId, {})
    .select(keyset.cursorValues.as('sort_key'))
    .where('c.id', '=', id)
    .executeTakeFirstOrThrow();
  return keyset.encode(row.sort_key);
}

export async function countCounterparties(
  db: Db,
  organizationId: string,
  filter: ListFilter,
): Promise<number> {
  return countRows(filtered(db, organizationId, filter));
}

export async function findCounterpartiesByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('counterparties as c')
    .selectAll('c')
    .where('c.organization_id', '=', organizationId)
    .where('c.id', 'in', ids)
    .execute();
}

/**
 * Serialises, per organisation, the transactions that give counterparties
 * their aliases, external ids and bank accounts (users' creates and edits, and
 * the generated counterparties kept in step with entities), so that a check
 * for a free alias holds until the transaction ends.
 */
export async function lockCounterpartyNames(db: Db, organizationId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`counterparties:${organizationId}`}, 0))`.execute(
    db,
  );
}

/** The counterparty holding an alias or one that looks like it (same `nameSkeleton`), other than `except`. */
export async function findAliasOwner(
  db: Db,
  organizationId: string,
  alias: string,
  except?: string,
) {
  let query = db
    .selectFrom('counterparties')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('alias_key', '=', nameSkeleton(alias));
  if (except) query = query.where('id', '!=', except);
  return query.executeTakeFirst();
}

/** The counterparty holding an external id (exactly), other than `except`. */
export const findExternalIdOwner = (
  db: Db,
  organizationId: string,
  externalId: string,
  except?: string,
) => externalIdOwner(db, 'counterparties', organizationId, externalId, except);

export async function findRegisteredBankAccounts(
  db: Db,
  organizationId: string,
  accounts: { bankCode: string; accountNumber: string }[],
) {
  if (accounts.length === 0) return [];
  return db
    .selectFrom('counterparty_bank_accounts')
    .select(['bank_code', 'account_number'])
    .where('organization_id', '=', organizationId)
    .where((eb) =>
      eb.or(
        accounts.map((a) =>
          eb.and([eb('bank_code', '=', a.bankCode), eb('account_number', '=', a.accountNumber)]),
        ),
      ),
    )
    .execute();
}

export type CounterpartyRow = Selectable<CounterpartiesTable>;

/** Adds each counterparty's bank accounts (one query for the whole page) and shapes the response. */
export async function withBankAccounts(
  db: Db,
  organizationId: string,
  rows: CounterpartyRow[],
): Promise<CounterpartyResponse[]> {
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
  const entities = entityIds.length
    ? await db
        .selectFrom('entities')
        .select(['id', 'name', 'is_default'])
        .where('organization_id', '=', organizationId)
        .where('id', 'in', entityIds)
        .execute()
    : [];
  const entityById = new Map(
    entities.map((entity) => [
      entity.id,
      { id: entity.id, name: entity.name, isDefault: entity.is_default },
    ]),
  );
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
    taxNumber: row.tax_number,
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

/** A counterparty's own fields (not its bank accounts) by their contract names, as the service has checked and normalised them. */
export type CounterpartyFields = Omit<
  CounterpartyUpdateBody,
  'addBankAccounts' | 'updateBankAccounts' | 'removeBankAccountIds'
>;

/**
 * The columns of the fields given, the one place that maps the contract's
 * names to the table's. A field left out (undefined) is left out here too, so
 * an update keeps it.
 */
function columnsOf(fields: CounterpartyFields) {
  return {
    ...(fields.legalName === undefined ? {} : { legal_name: fields.legalName }),
    ...(fields.alias === undefined
      ? {}
      : { alias: fields.alias, alias_key: nameSkeleton(fields.alias) }),
    ...(fields.email === undefined ? {} : { email: fields.email }),
    ...(fields.type === undefined ? {} : { type: fields.type }),
    ...(fields.externalId === undefined ? {} : { external_id: fields.externalId }),
    ...(fields.taxNumber === undefined ? {} : { tax_number: fields.taxNumber }),
    ...(fields.status === undefined ? {} : { status: fields.status }),
  };
}

/** Inserts a user's counterparty (without its bank accounts) and returns its row. */
export async function insertCounterparty(
  db: Db,
  organizationId: string,
  createdBy: string,
  fields: CounterpartyFields & { legalName: string; alias: string; type: CounterpartyType },
) {
  return db
    .insertInto('counterparties')
    .values({
      ...columnsOf(fields),
      legal_name: fields.legalName,
      alias: fields.alias,
      alias_key: nameSkeleton(fields.alias),
      type: fields.type,
      organization_id: organizationId,
      created_by: createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes the fields given and the time of the change. */
export async function updateCounterparty(
  db: Db,
  organizationId: string,
  id: string,
  fields: CounterpartyFields,
): Promise<void> {
  await db
    .updateTable('counterparties')
    .set({ ...columnsOf(fields), updated_at: new Date() })
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .execute();
}

/** One counterparty, locked until the transaction ends; undefined for another organisation's. */
export async function lockCounterparty(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('counterparties')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteCounterparty(
  db: Db,
  organizationId: string,
  id: string,
): Promise<void> {
  await deleteOrganizationRecord(db, 'counterparties', organizationId, id);
}

export type NewBankAccount = {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  alias: string | null;
};

/** Adds bank accounts after the counterparty's last one (or from `firstPosition` on a new counterparty). */
export async function appendBankAccounts(
  db: Db,
  organizationId: string,
  counterpartyId: string,
  accounts: NewBankAccount[],
  firstPosition?: number,
): Promise<void> {
  if (accounts.length === 0) return;
  let position = firstPosition;
  if (position === undefined) {
    const last = await db
      .selectFrom('counterparty_bank_accounts')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('counterparty_id', '=', counterpartyId)
      .executeTakeFirst();
    position = (last?.position ?? -1) + 1;
  }
  const start = position;
  await db
    .insertInto('counterparty_bank_accounts')
    .values(
      accounts.map((a, index) => ({
        organization_id: organizationId,
        counterparty_id: counterpartyId,
        bank_code: a.bankCode,
        account_number: a.accountNumber,
        account_name: a.accountName,
        alias: a.alias,
        position: start + index,
      })),
    )
    .execute();
}

export async function removeBankAccounts(
  db: Db,
  counterpartyId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('counterparty_bank_accounts')
    .where('counterparty_id', '=', counterpartyId)
    .where('id', 'in', ids)
    .execute();
}

export async function setBankAccountAlias(
  db: Db,
  counterpartyId: string,
  id: string,
  alias: string | null,
): Promise<void> {
  await db
    .updateTable('counterparty_bank_accounts')
    .set({ alias })
    .where('id', '=', id)
    .where('counterparty_id', '=', counterpartyId)
    .execute();
}

// The generated default counterparty of an entity (generated.ts).

/** The entity a generated counterparty mirrors, if it is the organisation's. */
export async function findEntityName(db: Db, organizationId: string, entityId: string) {
  return db
    .selectFrom('entities')
    .select(['id', 'name'])
    .where('id', '=', entityId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

/** The alias keys among `keys` that counterparties of the organisation hold, other than `except`'s. */
export async function findTakenAliasKeys(
  db: Db,
  organizationId: string,
  keys: readonly string[],
  except?: string | null,
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  let query = db
    .selectFrom('counterparties')
    .select('alias_key')
    .where('organization_id', '=', organizationId)
    .where('alias_key', 'in', keys);
  if (except) query = query.where('id', '!=', except);
  return new Set((await query.execute()).map((row) => row.alias_key));
}

/** The generated counterparty of an entity, locked until the transaction ends. */
export async function lockGeneratedCounterparty(db: Db, organizationId: string, entityId: string) {
  return db
    .selectFrom('counterparties')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('entity_id', '=', entityId)
    .where('generated', '=', true)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertGeneratedCounterparty(
  db: Db,
  organizationId: string,
  entityId: string,
  legalName: string,
  alias: string,
): Promise<string> {
  const row = await db
    .insertInto('counterparties')
    .values({
      organization_id: organizationId,
      legal_name: legalName,
      alias,
      alias_key: nameSkeleton(alias),
      type: 'COMPANY',
      generated: true,
      entity_id: entityId,
      created_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes the generated counterparty of an entity and returns what it was. */
export async function deleteGeneratedCounterparty(
  db: Db,
  organizationId: string,
  entityId: string,
) {
  return db
    .deleteFrom('counterparties')
    .where('organization_id', '=', organizationId)
    .where('entity_id', '=', entityId)
    .where('generated', '=', true)
    .returning(['id', 'legal_name', 'alias'])
    .executeTakeFirst();
}

/** An entity's own (internal) bank accounts, in the order its generated counterparty lists them. */
export async function findEntityBankAccounts(db: Db, organizationId: string, entityId: string) {
  return db
    .selectFrom('bank_accounts')
    .select(['id', 'bank_code', 'account_number', 'account_name', 'alias'])
    .where('organization_id', '=', organizationId)
    .where('entity_id', '=', entityId)
    .orderBy(sql`lower(alias)`)
    .orderBy('id')
    .execute();
}

/** Which of these internal bank accounts still exist. */
export async function existingBankAccountIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('bank_accounts')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The bank accounts of a counterparty, and the mirrors of the given internal accounts wherever they are. */
export async function findMirrors(
  db: Db,
  organizationId: string,
  counterpartyId: string,
  internalIds: readonly string[],
) {
  return db
    .selectFrom('counterparty_bank_accounts')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where((eb) =>
      eb.or([
        eb('counterparty_id', '=', counterpartyId),
        ...(internalIds.length ? [eb('internal_bank_account_id', 'in', internalIds)] : []),
      ]),
    )
    .execute();
}

export async function deleteBankAccountsById(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('counterparty_bank_accounts').where('id', 'in', ids).execute();
}

/** A mirror of an internal bank account on a generated counterparty. */
export type Mirror = {
  counterpartyId: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  alias: string | null;
  position: number;
  internalBankAccountId: string;
};

export async function insertMirror(db: Db, organizationId: string, mirror: Mirror): Promise<void> {
  await db
    .insertInto('counterparty_bank_accounts')
    .values({
      organization_id: organizationId,
      counterparty_id: mirror.counterpartyId,
      bank_code: mirror.bankCode,
      account_number: mirror.accountNumber,
      account_name: mirror.accountName,
      alias: mirror.alias,
      position: mirror.position,
      internal_bank_account_id: mirror.internalBankAccountId,
    })
    .execute();
}

/** Moves a mirror to a counterparty and gives it the internal account's name, alias and place. */
export async function updateMirror(
  db: Db,
  id: string,
  mirror: Pick<Mirror, 'counterpartyId' | 'accountName' | 'alias' | 'position'>,
): Promise<void> {
  await db
    .updateTable('counterparty_bank_accounts')
    .set({
      counterparty_id: mirror.counterpartyId,
      account_name: mirror.accountName,
      alias: mirror.alias,
      position: mirror.position,
    })
    .where('id', '=', id)
    .execute();
}

/** Renames a generated counterparty with its entity. */
export async function renameGeneratedCounterparty(
  db: Db,
  id: string,
  legalName: string,
  alias: string,
): Promise<void> {
  await db
    .updateTable('counterparties')
    .set({ legal_name: legalName, alias, alias_key: nameSkeleton(alias), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

// The CSV import (import.ts).

/** The external ids among `externalIds` that counterparties of the organisation hold. */
export const findUsedExternalIds = (
  db: Db,
  organizationId: string,
  externalIds: readonly string[],
) => usedExternalIds(db, 'counterparties', organizationId, externalIds);

/** The `bank_code account_number` keys among these accounts that a counterparty of the organisation holds (one query for a whole file). */
export async function findHeldBankAccountKeys(
  db: Db,
  organizationId: string,
  accounts: readonly { bankCode: string; accountNumber: string }[],
): Promise<Set<string>> {
  if (accounts.length === 0) return new Set();
  const held = await db
    .selectFrom('counterparty_bank_accounts')
    .select(['bank_code', 'account_number'])
    .where('organization_id', '=', organizationId)
    .where(
      sql<boolean>`(bank_code, account_number) in (select * from unnest(${accounts.map((a) => a.bankCode)}::text[], ${accounts.map((a) => a.accountNumber)}::text[]))`,
    )
    .execute();
  return new Set(held.map((found) => `${found.bank_code} ${found.account_number}`));
}

/** Inserts imported counterparties at once and returns each one's id by its alias. */
export async function insertImportedCounterparties(
  db: Db,
  organizationId: string,
  createdBy: string | null,
  counterparties: readonly (CounterpartyFields & {
    legalName: string;
    alias: string;
    type: CounterpartyType;
  })[],
): Promise<Map<string, string>> {
  if (counterparties.length === 0) return new Map();
  const inserted = await db
    .insertInto('counterparties')
    .values(
      counterparties.map((c) => ({
        ...columnsOf(c),
        legal_name: c.legalName,
        alias: c.alias,
        alias_key: nameSkeleton(c.alias),
        type: c.type,
        organization_id: organizationId,
        created_by: createdBy,
      })),
    )
    .returning(['id', 'alias'])
    .execute();
  return new Map(inserted.map((row) => [row.alias, row.id]));
}

/** Inserts bank accounts of several counterparties at once, each at its given position. */
export async function insertBankAccounts(
  db: Db,
  organizationId: string,
  accounts: readonly (NewBankAccount & { counterpartyId: string; position: number })[],
): Promise<void> {
  if (accounts.length === 0) return;
  await db
    .insertInto('counterparty_bank_accounts')
    .values(
      accounts.map((a) => ({
        organization_id: organizationId,
        counterparty_id: a.counterpartyId,
        bank_code: a.bankCode,
        account_number: a.accountNumber,
        account_name: a.accountName,
        alias: a.alias,
        position: a.position,
      })),
    )
    .execute();
}
