import { sql, type Kysely } from 'kysely';
import { describeActivity, recordActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { ServiceError } from '../../kit/errors.js';
import { nameSkeleton, normaliseName } from '../../kit/text.js';
import { removeGeneratedCounterparty, syncGeneratedCounterparty } from '../counterparties/generated.js';
import type { TreasuryDatabase } from '../db-types.js';

const NAME_MAX = 120;
/** The name the default entity is created with; the web shows it as "Default entity" in the user's language. */
export const DEFAULT_ENTITY_NAME = 'Default';

export const entityErrors = {
  nameExists: () => new ServiceError(409, 'U-TRSY-EN-1', 'An entity with this name already exists.', 'name'),
  defaultProtected: () => new ServiceError(409, 'U-TRSY-EN-2', 'The default entity cannot be renamed or deleted.'),
  holdsAccounts: () => new ServiceError(409, 'U-TRSY-EN-3', 'This entity holds bank accounts. Move them to another entity first.'),
  notFound: () => new ServiceError(404, 'U-TRSY-EN-4', 'Entity not found.'),
  nameRequired: () => new ServiceError(400, 'U-TRSY-EN-5', `Give the entity a name of at most ${NAME_MAX} characters.`, 'name'),
};

export type EntityView = { id: string; name: string; isDefault: boolean; bankAccountCount: number; createdAt: string };

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

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
    const found = await this.db.selectFrom('entities').select('id').where('organization_id', '=', organizationId).where('is_default', '=', true).executeTakeFirst();
    if (found) return found.id;
    await this.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('entities')
        .values({ organization_id: organizationId, name: DEFAULT_ENTITY_NAME, name_key: nameSkeleton(DEFAULT_ENTITY_NAME), is_default: true })
        .onConflict((oc) => oc.column('organization_id').where('is_default', '=', true).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (created) await syncGeneratedCounterparty(trx, organizationId, created.id, null);
    });
    const row = await this.db.selectFrom('entities').select('id').where('organization_id', '=', organizationId).where('is_default', '=', true).executeTakeFirstOrThrow();
    return row.id;
  }

  async list(auth: AccessClaims): Promise<EntityView[]> {
    requirePermission(auth, 'bank-accounts:read');
    await this.defaultEntity(auth.org);
    const rows = await this.db
      .selectFrom('entities as e')
      .where('e.organization_id', '=', auth.org)
      .select(['e.id', 'e.name', 'e.is_default', 'e.created_at'])
      .select((eb) =>
        eb
          .selectFrom('bank_accounts as a')
          .whereRef('a.entity_id', '=', 'e.id')
          .select((c) => c.fn.countAll<string>().as('n'))
          .as('accounts'),
      )
      .orderBy('e.is_default', 'desc')
      .orderBy(sql`lower(e.name)`)
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, isDefault: row.is_default, bankAccountCount: Number(row.accounts ?? 0), createdAt: row.created_at.toISOString() }));
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
        const row = await trx
          .insertInto('entities')
          .values({ organization_id: auth.org, name: trimmed, name_key: nameSkeleton(trimmed) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await syncGeneratedCounterparty(trx, auth.org, row.id, auth);
        await recordActivity(trx, { actor: auth, organizationId: auth.org, entity: 'ENTITY', entityId: row.id, action: 'CREATED', description: describeActivity('ENTITY_CREATED', { name: trimmed }) });
        return row.id;
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
        await trx
          .updateTable('entities')
          .set({ name: trimmed, name_key: nameSkeleton(trimmed) })
          .where('id', '=', id)
          .where('organization_id', '=', auth.org)
          .execute();
        await syncGeneratedCounterparty(trx, auth.org, id, auth);
        await recordActivity(trx, {
          actor: auth,
          organizationId: auth.org,
          entity: 'ENTITY',
          entityId: id,
          action: 'UPDATED',
          description: describeActivity('ENTITY_RENAMED', { name: existing.name, newName: trimmed }),
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
        await trx.deleteFrom('entities').where('id', '=', id).where('organization_id', '=', auth.org).execute();
        await recordActivity(trx, {
          actor: auth,
          organizationId: auth.org,
          entity: 'ENTITY',
          entityId: id,
          action: 'DELETED',
          description: describeActivity('ENTITY_DELETED', { name: existing.name }),
        });
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23503') throw entityErrors.holdsAccounts();
      throw error;
    }
  }
}

/** The name as stored (NFKC, trimmed; invisible and control characters refused). */
function checkedName(name: string): string {
  const trimmed = normaliseName(name, 'name');
  if (!trimmed || trimmed.length > NAME_MAX) throw entityErrors.nameRequired();
  return trimmed;
}
