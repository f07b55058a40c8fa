import type { Kysely } from 'kysely';
import { refreshNameKeys as refreshKeys, type KeyedName } from '../kit/name-keys.js';
import type { TreasuryDatabase } from './db-types.js';

/** The names kept unique by their skeleton (migrations/0055-baseline, entities). */
const KEYED: readonly KeyedName[] = [
  { table: 'counterparties', name: 'alias', key: 'alias_key' },
  { table: 'bank_accounts', name: 'alias', key: 'alias_key' },
  { table: 'entities', name: 'name', key: 'name_key' },
];

/** Fills in the look-alike keys of treasury rows written before they were kept (see kit/name-keys.ts). */
export const refreshNameKeys = (db: Kysely<TreasuryDatabase>): Promise<number> =>
  refreshKeys(db as Kysely<unknown>, KEYED, 'treasury:name-keys');
