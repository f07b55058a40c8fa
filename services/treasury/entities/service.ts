import type { Kysely } from 'kysely';
import { ENTITY_NAME_MAX, type EntityResponse } from '../../../contracts/treasury/entities.js';
import { describeActivity, recordActivityBy, recordEntityActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { normaliseName } from '../../kit/text.js';
import {
  removeGeneratedCounterparty,
  syncGeneratedCounterparty,
} from '../counterparties/generated.js';
import type { TreasuryDatabase } from '../db-types.js';
import { entityErrors } from './errors.js';
import {
  deleteEntity,
  findDefaultEntityId,
  insertDefaultEntity,
  insertEntity,
  listEntities,
  renameEntity,
} from './repository.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../kit/database.js';

export { entityErrors };
/** The name the default entity is created with; the web shows it as "Default entity" in the user's language. */
export const DEFAULT_ENTITY_NAME = 'Default';

export type EntityView = EntityResponse;

/**
 * The legal entities of an organisation that hold its bank accounts. Every
 * organisation has one default entity (made when first needed), which is
 * protected; other entities are named uniquely and deleted when they hold
 * no accounts.
 */
export class EntityService {
  constructor(private readonly db: Kysely<TreasuryDatabase>) {}

  /** The organisation's default entity, made on first use (with its generated counterparty). */
  async defaultEntity(organizationId: string): Promise<string> {
    const found = await findDefaultEntityId(this.db, organizationId);
    if (found) return found;
    await this.db.transaction().execute(async (trx) => {
      const created = await insertDefaultEntity(trx, organizationId, DEFAULT_ENTITY_NAME);
      if (created) await syncGeneratedCounterparty(trx, organizationId, created, null);
    });
    return (await findDefaultEntityId(this.db, organizationId))!;
  }

  async list(auth: AccessClaims): Promise<EntityView[]> {
    requirePermission(auth, 'bank-accounts:read');
    await this.defaultEntity(auth.org);
    const rows = await listEntities(this.db, auth.org);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      isDefault: row.is_default,
      bankAccountCount: Number(row.accounts ?? 0),
      createdAt: row.created_at.toISOString(),
    }));
  }

  async get(auth: AccessClaims, id: string): Promise<EntityView> {
    const entity = (await this.list(auth)).find((item) => item.id === id);
    if (!entity) throw entityErrors.notFound();
    return entity;
  }

  async create(auth: AccessClaims, name: string): Promise<EntityView> {
    requirePermission(auth, 'bank-accounts:manage');
    const trimmed = checkedName(name);
    await this.defaultEntity(auth.org);
    try {
      const id = await this.db.transaction().execute(async (trx) => {
        const created = await insertEntity(trx, auth.org, trimmed);
        await syncGeneratedCounterparty(trx, auth.org, created, auth);
        await recordEntityActivity(trx, auth, 'ENTITY', created, 'CREATED', {
          values: { name: trimmed },
        });
        return created;
      });
      return this.get(auth, id);
    } catch (error) {
      if (isUniqueViolation(error)) throw entityErrors.nameExists();
      throw error;
    }
  }

  async rename(auth: AccessClaims, id: string, name: string): Promise<EntityView> {
    requirePermission(auth, 'bank-accounts:manage');
    const existing = await this.get(auth, id);
    if (existing.isDefault) throw entityErrors.defaultProtected();
    const trimmed = checkedName(name);
    try {
      await this.db.transaction().execute(async (trx) => {
        await renameEntity(trx, auth.org, id, trimmed);
        await syncGeneratedCounterparty(trx, auth.org, id, auth);
        await recordActivityBy(trx, auth, {
          entity: 'ENTITY',
          entityId: id,
          action: 'UPDATED',
          description: describeActivity('ENTITY_RENAMED', {
            name: existing.name,
            newName: trimmed,
          }),
          changes: [{ field: 'name', before: existing.name, after: trimmed }],
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw entityErrors.nameExists();
      throw error;
    }
    return this.get(auth, id);
  }

  async remove(auth: AccessClaims, id: string): Promise<void> {
    requirePermission(auth, 'bank-accounts:manage');
    const existing = await this.get(auth, id);
    if (existing.isDefault) throw entityErrors.defaultProtected();
    if (existing.bankAccountCount > 0) throw entityErrors.holdsAccounts();
    try {
      await this.db.transaction().execute(async (trx) => {
        await removeGeneratedCounterparty(trx, auth.org, id, auth);
        await deleteEntity(trx, auth.org, id);
        await recordEntityActivity(trx, auth, 'ENTITY', id, 'DELETED', {
          values: { name: existing.name },
        });
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw entityErrors.holdsAccounts();
      throw error;
    }
  }
}

/** The name as stored (NFKC, trimmed; invisible and control characters refused). */
function checkedName(name: string): string {
  const trimmed = normaliseName(name, 'name');
  if (!trimmed || trimmed.length > ENTITY_NAME_MAX) throw entityErrors.nameRequired();
  return trimmed;
}
