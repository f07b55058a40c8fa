import DataLoader from 'dataloader';
import type { CallerIdentity } from './upstream/client.js';
import type { ImportRecord, StatementsApi, StatementTransactionRecord, SyncScheduleRecord } from './upstream/statements.js';
import type { AccountApi, MemberRecord, MeRecord, OrganizationProfileRecord, OrganizationSettingsRecord, PasskeyRecord, RoleRecord, UserRecord } from './upstream/account.js';
import type { BankRecord, CounterpartyRecord, EntityRecord, ExpectedTransactionRecord, InternalAccountRecord, TreasuryApi } from './upstream/treasury.js';

/** Orders batch results like the keys, with null for ids the service left out (missing or another organisation's). */
function byId<T extends { id: string }>(ids: readonly string[], rows: T[]): (T | null)[] {
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => found.get(id) ?? null);
}

export type Loaders = {
  me: DataLoader<'me', MeRecord>;
  /** The viewer's own passkeys. */
  passkeys: DataLoader<'mine', PasskeyRecord[]>;
  user: DataLoader<string, UserRecord | null>;
  /** Roles of the organisation by id (needs roles:read). */
  role: DataLoader<string, RoleRecord | null>;
  /** Members and invitations of the organisation by id (needs members:read). */
  member: DataLoader<string, MemberRecord | null>;
  counterparty: DataLoader<string, CounterpartyRecord | null>;
  /** The organisation's own bank accounts by id (needs bank-accounts:read). */
  bankAccount: DataLoader<string, InternalAccountRecord | null>;
  /** The bank catalogue, once per request. */
  banks: DataLoader<'all', BankRecord[]>;
  /** All the organisation's entities, once per request. */
  entities: DataLoader<'all', EntityRecord[]>;
  /** The organisation's expected transactions by id (needs expected-transactions:read). */
  expectedTransaction: DataLoader<string, ExpectedTransactionRecord | null>;
  /** Statement transactions by id (needs statements:read). */
  statementTransaction: DataLoader<string, StatementTransactionRecord | null>;
  /** Bulk imports by id (needs the read permission of their kind). */
  import: DataLoader<string, ImportRecord | null>;
  /** The statement sync schedule of a bank account by the account's id, or null. */
  syncSchedule: DataLoader<string, SyncScheduleRecord | null>;
  /** The current organisation's rules: controls and orders settings (any member). */
  organizationSettings: DataLoader<'current', OrganizationSettingsRecord>;
  /** The current organisation's company profile (needs settings:read). */
  organizationProfile: DataLoader<'current', OrganizationProfileRecord>;
};

/**
 * One DataLoader per upstream resource, made fresh for every request so that
 * nothing cached outlives the request or crosses organisations. Each batches
 * the ids a request asks for into one upstream call.
 */
export function createLoaders(caller: CallerIdentity, api: { account: AccountApi; treasury: TreasuryApi; statements: StatementsApi }): Loaders {
  return {
    me: new DataLoader(async (keys) => {
      const me = await api.account.me(caller);
      return keys.map(() => me);
    }),
    passkeys: new DataLoader(async (keys) => {
      const passkeys = await api.account.passkeys(caller);
      return keys.map(() => passkeys);
    }),
    member: new DataLoader(async (ids) => byId(ids, await api.account.membersByIds(caller, ids)), { maxBatchSize: 100 }),
    role: new DataLoader(async (ids) => byId(ids, await api.account.rolesByIds(caller, ids)), { maxBatchSize: 100 }),
    user: new DataLoader(async (ids) => byId(ids, await api.account.usersByIds(caller, ids)), { maxBatchSize: 100 }),
    bankAccount: new DataLoader(async (ids) => byId(ids, await api.treasury.bankAccountsByIds(caller, ids)), { maxBatchSize: 100 }),
    banks: new DataLoader(async (keys) => {
      const { items } = await api.treasury.banks(caller);
      return keys.map(() => items);
    }),
    entities: new DataLoader(async (keys) => {
      const entities = await api.treasury.entities(caller);
      return keys.map(() => entities);
    }),
    counterparty: new DataLoader(async (ids) => byId(ids, await api.treasury.counterpartiesByIds(caller, ids)), { maxBatchSize: 100 }),
    expectedTransaction: new DataLoader(async (ids) => byId(ids, await api.treasury.expectedTransactionsByIds(caller, ids)), { maxBatchSize: 100 }),
    statementTransaction: new DataLoader(async (ids) => byId(ids, await api.statements.statementTransactionsByIds(caller, ids)), { maxBatchSize: 100 }),
    import: new DataLoader(async (ids) => byId(ids, await api.statements.importsByIds(caller, ids)), { maxBatchSize: 100 }),
    syncSchedule: new DataLoader(async (ids) => Promise.all(ids.map((id) => api.statements.syncSchedule(caller, id)))),
    organizationSettings: new DataLoader(async (keys) => {
      const settings = await api.account.organizationSettings(caller);
      return keys.map(() => settings);
    }),
    organizationProfile: new DataLoader(async (keys) => {
      const profile = await api.account.organizationProfile(caller);
      return keys.map(() => profile);
    }),
  };
}
